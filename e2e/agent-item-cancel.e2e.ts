import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { bookHotelAsAgent } from './support/booking';
import { expectAccessible, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { createPricedHotel, isoDay } from './support/catalogue';
import { createWorkedExampleTransfer } from './support/transfer-catalogue';

/*
 * An agent cancels one service of its booking (account spec §6 "Item status: admin may change it
 * at all times; others only while editing"; docs/decisions.md "an agent cancels one item"). The
 * booking: a hotel room 40 days away (free to cancel until 14 days before) and the Sedan one way
 * the admin added from the catalogue (45.00; half its price from 60 days before pickup, so 22.50
 * today). The agent picks 'Canceled' on the transfer, reads what it costs today, saves; the
 * transfer is canceled with its charge, and the booking's total is the room plus that charge.
 */
let browser: Browser;
let agent: { email: string; password: string };
let agentToken = '';
let booking: { id: number; pnrs: string };
const stamp = Date.now().toString(36);
const hotelName = `Cliffside Inn ${stamp}`;
let transfer: Awaited<ReturnType<typeof createWorkedExampleTransfer>>;

type Item = { id: number; productType: string; bookingStatus: { slug: string }; total: string; cancelCost: string | null; canCancel: boolean };
type View = { total: string; price: string; paymentStatus: { slug: string }; bookingItems: Record<string, Item> };

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  const { hotelId } = await createPricedHotel(token, { name: hotelName, city: 'Prague', stars: 3, double: 80, triple: 110, extraChild: 10 });
  transfer = await createWorkedExampleTransfer(token, {
    suffix: `item cancel ${stamp}`,
    route: { name: 'PRG airport - Prague hotels', airport: 'PRG', city: 'Prague' },
    rules: [{ daysBefore: 60, penaltyType: 'percent', amount: '50' }],
  });
  agent = await createAgent(token);
  agentToken = await login(agent.email, agent.password);
  booking = await bookHotelAsAgent(agentToken, hotelId, 'Prague', 'Cliff');
  // The admin adds the Sedan one way for both guests from the catalogue (the server prices it).
  const form = new FormData();
  form.append('_method', 'PUT');
  form.append(
    'booking',
    JSON.stringify({
      newTransfers: [
        {
          transferId: transfer.id,
          carId: transfer.cars.sedan,
          roundTrip: false,
          passengerIds: ['passenger1', 'passenger2'],
          currency: 'EUR',
          startDate: isoDay(40),
          endDate: isoDay(40),
        },
      ],
    }),
  );
  await apiCall('POST', `bookings/${booking.id}`, form, token);
});
afterAll(() => browser?.close());

const read = () => apiCall<View>('GET', `bookings/${booking.id}`, undefined, agentToken);
/** The value cell of an itinerary row. */
const itinerary = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
/** Whole cents of an amount text (the journey's own arithmetic, on integers). */
const cents = (amount: string) => Math.round(Number(amount.replace(/[^\d.-]/g, '')) * 100);

describe('an agent cancels one service of its booking', () => {
  let page: Page;

  it('picks Canceled on the transfer, reads the cost of today, saves, and the booking keeps the charge', async () => {
    const before = await read();
    const items = Object.values(before.bookingItems);
    const room = items.find((i) => i.productType === 'hotel')!;
    const sedan = items.find((i) => i.productType === 'transfer')!;
    expect(sedan).toMatchObject({ total: '45.00', canCancel: true, cancelCost: null });
    expect(room.canCancel).toBe(true);
    const info = await apiCall<{ items: { id: number; cost: string }[] }>('GET', `bookings/${booking.id}/cancellation-info`, undefined, agentToken);
    expect(info.items.find((i) => i.id === sedan.id)!.cost).toBe('22.50');

    page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto(`/bookings/${booking.id}/edit`);
    await page.getByRole('heading', { name: 'View Booking', level: 1 }).waitFor();
    const label = `Status: ${transfer.name} · Sedan`;
    const control = page.getByRole('combobox', { name: label });
    expect(await control.inputValue()).toBe('Confirmed');
    await control.click();
    // Its status or 'Canceled': nothing else.
    expect(await page.getByRole('listbox').getByRole('option').allInnerTexts()).toEqual(['Confirmed', 'Canceled']);
    await page.getByRole('option', { name: 'Canceled', exact: true }).click();
    const card = page.getByTestId(`item-${sedan.id}`);
    await card.getByText('Cancelling this service costs 22.50 EUR today', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'agent-item-cancel-picked-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await card.getByText('Cancelling this service costs 22.50 EUR today', { exact: true }).waitFor();
    await screenshot(page, 'agent-item-cancel-picked-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/v1/bookings/${booking.id}`) && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await expectToast(page, 'Successfully saved !');

    await page.reload();
    await page.getByRole('heading', { name: 'View Booking', level: 1 }).waitFor();
    await card.getByText('Cancellation charge: 22.50 EUR', { exact: true }).waitFor();
    expect(await card.locator('.mantine-Badge-root').textContent()).toBe('Canceled');
    // The itinerary's prices count the charge, not the canceled transfer's price.
    expect(await itinerary(page, 'Transfer Price').textContent()).toBe('22.50 EUR');
    expect(cents((await itinerary(page, 'Total(?! Paid)').textContent()) ?? '')).toBe(cents(room.total) + 2250);
    // The room is now the last live service: only Cancel Booking cancels it.
    expect(await page.getByRole('combobox', { name: /^Status: / }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'agent-item-cancel-saved-1440');

    const after = await read();
    expect(after.bookingItems[sedan.id]).toMatchObject({ bookingStatus: { slug: 'canceled' }, cancelCost: '22.50', canCancel: false });
    expect(after.bookingItems[room.id]).toMatchObject({ bookingStatus: { slug: 'confirmed' }, cancelCost: null, canCancel: false });
    expect(cents(after.total)).toBe(cents(room.total) + 2250);
    expect(cents(after.total)).toBe(cents(before.total) - 4500 + 2250);

    const phone = await newPage(browser, { width: 375, height: 800 });
    await loginInBrowser(phone, agent.email, agent.password);
    await phone.goto(`/bookings/${booking.id}/edit`);
    await phone.getByTestId(`item-${sedan.id}`).getByText('Cancellation charge: 22.50 EUR', { exact: true }).waitFor();
    await screenshot(phone, 'agent-item-cancel-saved-375');
    // View Booking on a phone: the tables that scroll sideways are reachable by keyboard (axe, issue 32).
    await phone.getByRole('region', { name: 'Booking summary' }).waitFor();
    await expectAccessible(phone);
    await phone.context().close();
  });

  afterAll(() => page?.context().close());
});
