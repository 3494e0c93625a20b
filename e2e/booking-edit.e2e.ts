import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './support/global-setup';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { expectAccessible, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { cityId, createPricedHotel, isoDay } from './support/catalogue';
import { createWorkedExampleTransfer } from './support/transfer-catalogue';
import { dmy } from './support/dates';

/*
 * Booking edit and save (account spec §2 Booking view/edit, §5, §6, §7): an admin records a bank
 * payment in another currency, changes an item status, replaces a cancellation-policy row, saves,
 * then cancels through the Cancellation modal; the agent sees the new status and balance; another
 * agency sees nothing of the booking.
 */
let browser: Browser;
let agent: { email: string; password: string };
let stranger: { email: string; password: string };
let booking: { id: number; pnrs: string };
const stamp = Date.now().toString(36);
const hotelName = `Quayside Inn ${stamp}`;
/** This journey's own transfer (PRG → Prague): no other journey's search meets it. */
let transfer: Awaited<ReturnType<typeof createWorkedExampleTransfer>>;
const STAY = { startDate: isoDay(40), endDate: isoDay(42) };

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  const { hotelId } = await createPricedHotel(token, { name: hotelName, city: 'Prague', stars: 3, double: 80, triple: 110, extraChild: 10 });
  transfer = await createWorkedExampleTransfer(token, { suffix: stamp, route: { name: 'PRG airport - Prague hotels', airport: 'PRG', city: 'Prague' } });
  agent = await createAgent(token);
  stranger = await createAgent(token);
  const agentToken = await login(agent.email, agent.password);
  const countries = await apiCall<{ entities: { id: number; code: string }[] }>('GET', 'locations/countries');
  const search = new URLSearchParams({
    searchMode: 'hotel',
    toId: String(await cityId('Prague')),
    hotelId: String(hotelId),
    nationalityId: String(countries.entities.find((c) => c.code === 'FR')!.id),
    ...STAY,
    rooms: JSON.stringify([{ adults: 2, childrenAges: [] }]),
  });
  const result = await apiCall<{ hotels: { id: number; rooms: { options: { hash: string }[] }[] }[] }>('GET', `search?${search}`, undefined, agentToken);
  const option = result.hotels.find((h) => h.id === hotelId)!.rooms[0]!.options[0]!;
  const adult = (firstName: string) => ({ title: 'Mr', firstName, lastName: 'Quay', birthDate: '1979-07-15', ageType: 'adult', age: null });
  const form = new FormData();
  form.append(
    'booking',
    JSON.stringify({
      passengers: { passenger1: adult('Oskar'), passenger2: adult('Pia') },
      fields: { comment: 'Quiet room please', additionalRequests: {} },
      booking: {
        bookingItems: [{ productType: 'hotel', hash: option.hash, passengerIds: ['passenger1', 'passenger2'] }],
        passengersByRoom: [['passenger1', 'passenger2']],
      },
      searchParams: STAY,
    }),
  );
  booking = await apiCall<{ id: number; pnrs: string }>('POST', 'bookings', form, agentToken);
});
afterAll(() => browser?.close());

async function pick(page: Page, combobox: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: combobox }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Whole cents of an amount text, and back (the journey's own arithmetic, on integers). */
const cents = (amount: string) => Math.round(Number(amount.replace(/[^\d.-]/g, '')) * 100);
const euros = (value: number) => (value / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The value cell of an itinerary row. */
const itinerary = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');

describe('booking edit and save', () => {
  it('an admin adds a transfer from the catalogue, saves, then deletes it again', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto(`/bookings/${booking.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Booking', level: 1 }).waitFor();
    const before = await page.getByLabel('Total', { exact: true }).inputValue();
    // A catalogue choice (no free text, issue 14): the Sedan one way for both guests.
    await page.getByRole('button', { name: 'Add Transfer' }).click();
    await page.getByRole('combobox', { name: /^Transfer/ }).fill(transfer.name);
    await page.getByRole('option', { name: transfer.name, exact: true }).click();
    await pick(page, /^Car category/, 'Sedan (private)');
    await pick(page, /^Trip/, 'One way');
    // The server prices the line on save: until then the total does not move.
    expect(await page.getByLabel('Total', { exact: true }).inputValue()).toBe(before);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Successfully saved !');
    const card = page.getByRole('heading', { name: new RegExp(`${transfer.name} · Sedan`), level: 3 });
    await card.waitFor();
    // The Sedan one way is 45.00 (domain-rules §10), read back through the API too.
    expect(await itinerary(page, 'Transfer Price').textContent()).toBe('45.00 EUR');
    const stored = await apiCall<{
      total: string;
      bookingItems: Record<string, { productType: string; price: string; count: number; transfer?: { carName: string; roundTrip: boolean } }>;
    }>('GET', `bookings/${booking.id}`, undefined, await adminToken());
    expect(Object.values(stored.bookingItems).filter((i) => i.productType === 'transfer')).toEqual([
      expect.objectContaining({ price: '45.00', count: 1, transfer: expect.objectContaining({ carName: 'Sedan', roundTrip: false }) }),
    ]);
    expect(cents(stored.total)).toBe(cents(before) + 4500);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await page.getByRole('row', { name: /^Transfer Price/ }).count()).toBe(0);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/v1/bookings/${booking.id}`) && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    expect((await saved.json()).bookingItemsTypes.transfer).toEqual([]);
    await expect.poll(() => page.getByLabel('Total', { exact: true }).inputValue()).toBe(before);
    expect(await page.getByRole('row', { name: /^Transfer Price/ }).count()).toBe(0);
    await page.context().close();
  });

  it('an admin records a USD bank payment, changes the item status, replaces a policy row, saves, then cancels at the computed cost', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto(`/bookings/${booking.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Booking', level: 1 }).waitFor();
    const total = cents(await page.getByLabel('Total', { exact: true }).inputValue());
    expect(total).toBeGreaterThan(0);

    // Payment History: a bank payment of 100 USD; the paid amount follows at the current rate (1 USD = 0.85470085 EUR).
    await page.getByRole('button', { name: 'Add Payment' }).click();
    await pick(page, /^Method/, 'Bank');
    await page.getByRole('combobox', { name: 'Currency' }).fill('USD');
    await page.getByRole('option', { name: 'USD', exact: true }).click();
    await page.getByRole('textbox', { name: /^Original amount/ }).fill('100');
    expect(await page.getByRole('textbox', { name: /^Paid amount \(EUR\)/ }).inputValue()).toBe('85.47');

    // The room's status, and its cancellation policies: the free row goes, a 30 EUR row from today takes its place.
    await pick(page, `Status: ${hotelName}`, 'On request');
    await page.getByRole('tab', { name: 'Cancellation Policies' }).click();
    await page.getByRole('button', { name: 'Remove cancellation policy 1' }).click();
    await page.getByText('Do you really want to delete it?').waitFor();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByRole('button', { name: 'Add Cancellation Policy' }).click();
    await page.getByLabel(/^Date from/).fill(dmy(isoDay(0)));
    await page.getByLabel(/^Date to/).fill(dmy(isoDay(25)));
    await page.getByRole('textbox', { name: 'Cost' }).fill('30');
    await expectAccessible(page);
    await screenshot(page, 'booking-edit-admin-1440');

    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/v1/bookings/${booking.id}`) && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await expectToast(page, 'Successfully saved !');
    // The page shows what the server saved.
    await expect.poll(() => itinerary(page, 'Total Paid').textContent()).toBe('85.47 EUR');
    expect(await page.getByTestId('booking-balance').textContent()).toBe(`${euros(total - 8547)} EUR`);
    await expect.poll(() => page.getByRole('combobox', { name: 'Payment status' }).inputValue()).toBe('Partially paid');
    await expect.poll(() => page.getByRole('combobox', { name: `Status: ${hotelName}` }).inputValue()).toBe('On request');
    const payments = page.getByRole('row', { name: /Bank/ });
    expect(await payments.textContent()).toContain('100.00 USD');

    // Cancellation modal with the computed cost: the 30 EUR row covers today.
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    const modal = page.getByRole('dialog', { name: 'Cancellation' });
    await modal.getByText('Cancellation cost: 30.00 EUR').waitFor();
    await modal.getByRole('button', { name: 'Cancel booking' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Booking status' }).inputValue()).toBe('Canceled');
    expect(await itinerary(page, 'Cancellation Charge').textContent()).toBe('30.00 EUR');
    // After cancellation the balance is the charge minus what was paid.
    expect(await page.getByTestId('booking-balance').textContent()).toBe('-55.47 EUR');

    const phone = await newPage(browser, { width: 375, height: 800 });
    await loginInBrowser(phone, ADMIN.email, ADMIN.password);
    await phone.goto(`/bookings/${booking.id}/edit`);
    await phone.getByRole('heading', { name: 'Edit Booking', level: 1 }).waitFor();
    await screenshot(phone, 'booking-edit-admin-375');
    await phone.context().close();
    await page.context().close();
  });

  it('the agent sees the new status and balance; another agency gets nothing of the booking', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto(`/bookings/${booking.id}/edit`);
    await page.getByRole('heading', { name: 'View Booking', level: 1 }).waitFor();
    expect(await itinerary(page, 'Booking status').textContent()).toBe('Canceled');
    expect(await page.getByTestId('booking-balance').textContent()).toBe('-55.47 EUR');
    expect(await itinerary(page, 'Total Paid').textContent()).toBe('85.47 EUR');
    // No admin fields: no selects, no note, no income, no payment rows to add.
    expect(await page.getByRole('combobox', { name: 'Booking status' }).count()).toBe(0);
    expect(await page.getByRole('row', { name: /^Income/ }).count()).toBe(0);
    expect(await page.getByRole('row', { name: /^Note/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Payment' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'booking-edit-agent-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'booking-edit-agent-375');
    await page.context().close();

    const other = await newPage(browser);
    await loginInBrowser(other, stranger.email, stranger.password);
    const [answer] = await Promise.all([
      other.waitForResponse((r) => r.url().endsWith(`/api/v1/bookings/${booking.id}`)),
      other.goto(`/bookings/${booking.id}/edit`),
    ]);
    expect(answer.status()).toBe(404);
    await other.getByText('Booking not found.').waitFor();
    expect(await other.getByText(booking.pnrs).count()).toBe(0);
    expect(await other.getByText('Oskar').count()).toBe(0);
    await other.context().close();
  });
});
