import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { expectAccessible, expectPath, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { pickCalendarDays } from './support/dates';
import { ADMIN } from './support/global-setup';
import { createPricedHotel, isoDay } from './support/catalogue';
import { createWorkedExampleTransfer } from './support/transfer-catalogue';
import { enableAddOnSearch } from './support/transfer-visa-fixtures';
import { createWorkedExampleVisa } from './support/visa-catalogue';
import { confirmBooking, fillPassengers } from './support/wizard';

/*
 * Issue 14 "Done means", the agent's sentence: a Paris hotel searched with a transfer from CDG and
 * visas for Armenian nationals, 2 adults, a child of 5 and an infant (visa count 4). The wizard
 * shows Transfer (the Van 110.00 and the Shuttle 50.00 of domain-rules §10, the Sedan absent: it
 * does not fit 4 persons), then Visa per passenger (80, 80, 45, 0), grouped in the summary as
 * 80 x 2, 45 x 1, 0 x 1. The booking holds hotel, transfer and visa items with those prices and
 * the arrival flight number, read back through the API; the booking page shows the Transfer and
 * Visa cards per role; an admin adds a transfer from the catalogue and reads it back.
 *
 * The hotel: a Double room (base 2, max 3, up to 1 child; infants do not count) at 100 for two,
 * extraChild 20, in Paris.
 */
let browser: Browser;
let token: string;
let agent: { email: string; password: string };
let restoreSettings: () => Promise<unknown>;
const suffix = Date.now().toString(36);
const hotelName = `Paris Opera ${suffix}`;
let transfer: Awaited<ReturnType<typeof createWorkedExampleTransfer>>;
let visa: Awaited<ReturnType<typeof createWorkedExampleVisa>>;
const start = isoDay(40);
const end = isoDay(45);
let bookingId = 0;
let totalAfterBooking = '0';
const cents = (amount: string) => Math.round(Number(amount) * 100);
const euro = (amount: string) => `€${Number(amount).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

beforeAll(async () => {
  browser = await launch();
  token = await adminToken();
  restoreSettings = await enableAddOnSearch(token);
  await createPricedHotel(token, { name: hotelName, city: 'Paris', stars: 4, double: 100, triple: 130, extraChild: 20 });
  transfer = await createWorkedExampleTransfer(token, { suffix });
  visa = await createWorkedExampleVisa(token, `Schengen tourist ${suffix}`);
  agent = await createAgent(token);
});
afterAll(async () => {
  await restoreSettings?.();
  await browser?.close();
});

/** The search form as a person fills it: Paris, the dates, Armenia, 2 adults + a child of 5 + an infant, Transfer from CDG, Visa for 4. */
async function searchParis(page: Page) {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Destination' }).click();
  await page.getByRole('combobox', { name: 'Destination' }).fill('Paris');
  await page.getByRole('option', { name: '— Paris' }).click();
  await page.getByRole('button', { name: /Check-in/ }).click();
  await pickCalendarDays(page, [start, end]);
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Armen');
  await page.getByRole('option', { name: 'Armenia' }).click();
  await page.getByRole('button', { name: /Rooms and guests/ }).click();
  await page.getByRole('button', { name: 'Children +' }).click();
  await page.getByRole('button', { name: 'Children +' }).click();
  await page.getByRole('combobox', { name: 'Age of child 1' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await page.getByRole('combobox', { name: 'Age of child 2' }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await page.keyboard.press('Escape');

  // Transfer on: the destination airport is asked (storefront spec §5).
  await page.getByRole('switch', { name: 'Transfer' }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectToast(page, 'Destination airport is required!');
  await page.getByRole('combobox', { name: 'Destination airport' }).click();
  await page.getByRole('option', { name: /\(CDG\)/ }).click();
  // Visa on: the count runs 1 to the 4 passengers, all of them to start with.
  await page.getByRole('switch', { name: 'Visa' }).check();
  await expect.poll(() => page.getByRole('combobox', { name: 'Visa count' }).inputValue()).toBe('4');
  await page.getByRole('combobox', { name: 'Visa count' }).click();
  expect(await page.getByRole('option').allInnerTexts()).toEqual(['1', '2', '3', '4']);
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await screenshot(page, `transfer-visa-search-form-${page.viewportSize()?.width}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectPath(page, '/search');
}

/** The transfer card of this journey's transfer with that car category. */
const transferCard = (page: Page, car: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: transfer.name })
    .filter({ has: page.getByRole('heading', { name: car, exact: true }) });

describe('an agent books a Paris stay with a transfer and visas', () => {
  it('walks Transfer and Visa, sees the grouped visas, books, and the stored booking carries every item', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await searchParis(page);
    const url = new URL(page.url()).searchParams;
    expect([url.get('transfer'), url.get('visa'), url.get('visasCount'), url.get('toAirportId')]).toEqual(['true', 'true', '4', String(transfer.cdg)]);
    await page.getByText('with transfer').first().waitFor();

    await page.getByRole('button', { name: `Select ${hotelName}` }).click();
    await page
      .getByRole('button', { name: /^Select Double Room/ })
      .first()
      .click();

    // Transfer: the Van 110.00 and the Shuttle 50.00; the Sedan (3 persons) does not fit 4.
    await page.getByRole('heading', { name: 'Transfer', level: 2 }).waitFor();
    await transferCard(page, 'Van').waitFor();
    expect(await transferCard(page, 'Van').innerText()).toContain('€110.00');
    expect(await transferCard(page, 'Shuttle').innerText()).toContain('€50.00');
    expect(await transferCard(page, 'Sedan').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'transfer-step-1440');
    await transferCard(page, 'Van').getByRole('button', { name: 'Select Van' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('This field is required').first().waitFor();
    await page.getByRole('textbox', { name: /^Arrival flight number/ }).fill('AF1234');
    await page.getByLabel(/^Arrival time/).fill('14:30');
    const summary = page.getByRole('complementary', { name: 'Your booking' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Visa: a type per passenger, adults first, each with their price.
    await page.getByRole('heading', { name: 'Visa', level: 2 }).waitFor();
    await expect.poll(() => summary.innerText()).toContain('€110.00');
    const option = page.getByRole('radio', { name: new RegExp(`Schengen tourist ${suffix}`) });
    const prices: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      await page.getByText(new RegExp(`^Choosing for passenger ${n} `)).waitFor();
      const label = page.locator('label').filter({ hasText: `Schengen tourist ${suffix}` });
      prices.push((await label.innerText()).match(/€\d+\.\d\d/)![0]);
      if (n === 3) {
        await expectAccessible(page);
        await screenshot(page, 'visa-step-1440');
      }
      await option.check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    expect(prices).toEqual(['€80.00', '€80.00', '€45.00', '€0.00']);

    // The summary groups identical prices: 80 x 2, 45 x 1, 0 x 1; the total is the stay + 110 + 205.
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    const visaLines = summary.getByTestId(/^summary-visa-/);
    await expect.poll(() => visaLines.allInnerTexts()).toHaveLength(3);
    const lines = (await visaLines.allInnerTexts()).map((l) => l.replace(/\s+/g, ' '));
    expect(lines[0]).toContain('€80.00 × 2');
    expect(lines[0]).toContain('€160.00');
    expect(lines[1]).toContain('€45.00 × 1');
    expect(lines[2]).toContain('€0.00 × 1');
    const summaryText = await summary.innerText();
    await screenshot(page, 'transfer-visa-summary');

    const day = new Date(`${start}T00:00:00Z`);
    const born = (years: number) => new Date(Date.UTC(day.getUTCFullYear() - years, day.getUTCMonth(), day.getUTCDate() - 10)).toISOString().slice(0, 10);
    const people: [string, string, string][] = [
      ['Aram', 'Petrosyan', '1981-04-12'],
      ['Ani', 'Petrosyan', '1983-02-03'],
      ['Davit', 'Petrosyan', born(5)],
      ['Mariam', 'Petrosyan', born(1)],
    ];
    await fillPassengers(
      page,
      people.map(([first, last, birth], i) => ({ title: i % 2 ? 'Ms' : 'Mr', first, last, birth })),
    );
    bookingId = await confirmBooking(page);

    // What was stored, read back through the API as the agent: no net prices.
    type Item = {
      productType: string;
      price: string;
      count: number;
      total: string;
      priceNet?: string;
      passengerIds: string[];
      transfer?: {
        transferId: number | null;
        carId: number | null;
        carName: string;
        roundTrip: boolean;
        arrivalFlightNumber: string | null;
        arrivalTime: string | null;
      };
      visa?: { visaId: number | null; visaTypeId: number | null; visaTypeName: string };
    };
    const agentToken = await login(agent.email, agent.password);
    const booking = await apiCall<{ total: string; price: string; bookingItems: Record<string, Item>; income?: string }>(
      'GET',
      `bookings/${bookingId}`,
      undefined,
      agentToken,
    );
    const items = Object.values(booking.bookingItems);
    expect(items.map((i) => i.productType).sort()).toEqual(['hotel', 'transfer', 'visa', 'visa', 'visa']);
    const hotel = items.find((i) => i.productType === 'hotel')!;
    // 5 nights at 120.00 for this party (no hotel markup for agents unless another journey set one).
    expect(hotel.count).toBe(1);
    const van = items.find((i) => i.productType === 'transfer')!;
    expect(van).toMatchObject({ price: '110.00', count: 1, total: '110.00' });
    expect(van.transfer).toMatchObject({
      transferId: transfer.id,
      carId: transfer.cars.van,
      carName: 'Van',
      roundTrip: true,
      arrivalFlightNumber: 'AF1234',
      arrivalTime: '14:30',
    });
    const visas = items.filter((i) => i.productType === 'visa').map((i) => [i.price, i.count, i.total, i.passengerIds, i.visa?.visaTypeId]);
    expect(visas.sort((a, b) => Number(b[0]) - Number(a[0]))).toEqual([
      ['80.00', 2, '160.00', ['passenger1', 'passenger2'], visa.typeId],
      ['45.00', 1, '45.00', ['passenger3'], visa.typeId],
      ['0.00', 1, '0.00', ['passenger4'], visa.typeId],
    ]);
    expect(items.every((i) => i.priceNet === undefined)).toBe(true);
    expect(booking.income).toBeUndefined();
    // Hotel + the Van 110.00 + the visas 205.00, as the wizard's summary said before booking.
    expect(cents(booking.total)).toBe(cents(hotel.total) + 11000 + 20500);
    expect(summaryText).toContain(euro(booking.total));
    totalAfterBooking = booking.total;

    // The booking page: Transfer Details and Visa Details, without net prices for the agent.
    await page.getByRole('heading', { name: 'Transfer Details', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Visa Details', level: 2 }).waitFor();
    expect(await page.getByTestId('transfer-arrival-flight').first().innerText()).toContain('AF1234');
    expect(await page.getByText('Price Net (visible to admin)').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'transfer-visa-booking-agent-1440');
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByRole('heading', { name: 'Visa Details', level: 2 }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'transfer-visa-booking-agent-375');
    await page.context().close();
  });

  it('shows the steps at 375 px', async () => {
    const page = await newPage(browser, { width: 375, height: 900 });
    await loginInBrowser(page, agent.email, agent.password);
    await searchParis(page);
    await page.getByRole('button', { name: `Select ${hotelName}` }).click();
    await page
      .getByRole('button', { name: /^Select Double Room/ })
      .first()
      .click();
    await transferCard(page, 'Van').waitFor();
    await transferCard(page, 'Van').getByRole('button', { name: 'Select Van' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'transfer-step-375');
    await page.getByRole('textbox', { name: /^Arrival flight number/ }).fill('AF1234');
    await page.getByLabel(/^Arrival time/).fill('14:30');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText(/^Choosing for passenger 1 /).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'visa-step-375');
    // One type for the whole party in one click.
    await page.getByRole('radio', { name: new RegExp(`Schengen tourist ${suffix}`) }).check();
    await page.getByRole('button', { name: 'Same visa for every passenger' }).click();
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    expect(new URL(page.url()).searchParams.get('visas')).toBe(Array(4).fill(visa.typeId).join(','));
    // Back to Transfer clears the transfer and the visas (account spec §4). A phone shows 'Step n of m'
    // instead of the bar (issue 18 point 8) and goes back one step at a time: Visa, then Transfer.
    expect(await page.locator('.mantine-Stepper-root').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Back to Visa' }).click();
    await page.getByText(/^Choosing for passenger 1 /).waitFor();
    expect(new URL(page.url()).searchParams.get('visas')).toBeNull();
    await page.getByRole('button', { name: 'Back to Transfer' }).click();
    await page.getByRole('heading', { name: 'Transfer', level: 2 }).waitFor();
    const params = new URL(page.url()).searchParams;
    expect([params.get('transferPick'), params.get('visas')]).toEqual([null, null]);
    await page.context().close();
  });

  it('an admin sees Price Net on the transfer and visa cards and adds a transfer from the catalogue', async () => {
    expect(bookingId).toBeGreaterThan(0);
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto(`/bookings/${bookingId}/edit`);
    await page.getByRole('heading', { name: 'Edit Booking', level: 1 }).waitFor();
    const transferSection = page
      .getByTestId(/^item-/)
      .filter({ hasText: 'Van' })
      .first();
    await transferSection.getByRole('tab', { name: 'Pricing' }).click();
    await transferSection.getByText('Price Net (visible to admin)').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'transfer-visa-booking-admin-1440');

    // Add Transfer from the catalogue: the Shuttle one way for every passenger (2 x 12 + 6 + 0 = 30.00).
    await page.getByRole('button', { name: 'Add Transfer' }).click();
    await page.getByRole('combobox', { name: /^Transfer/ }).fill(transfer.name);
    await page.getByRole('option', { name: transfer.name, exact: true }).click();
    await page.getByRole('combobox', { name: /^Car category/ }).click();
    await page.getByRole('option', { name: /^Shuttle/ }).click();
    await page.getByRole('combobox', { name: /^Trip/ }).click();
    await page.getByRole('option', { name: 'One way' }).click();
    await screenshot(page, 'transfer-add-from-catalogue');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/v1/bookings/${bookingId}`) && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await expectToast(page, 'Successfully saved !');

    const booking = await apiCall<{
      total: string;
      bookingItems: Record<
        string,
        { productType: string; price: string; count: number; priceNet?: string; transfer?: { carName: string; roundTrip: boolean } }
      >;
    }>('GET', `bookings/${bookingId}`, undefined, token);
    const transfers = Object.values(booking.bookingItems).filter((i) => i.productType === 'transfer');
    expect(transfers).toHaveLength(2);
    const shuttle = transfers.find((i) => i.transfer?.carName === 'Shuttle')!;
    expect(shuttle).toMatchObject({ price: '30.00', transfer: { roundTrip: false } });
    expect(shuttle.priceNet).toBeDefined();
    expect(cents(booking.total)).toBe(cents(totalAfterBooking) + 3000);
    await page.getByRole('heading', { name: new RegExp(`${transfer.name} · Shuttle`), level: 3 }).waitFor();
    await page.context().close();
  });
});
