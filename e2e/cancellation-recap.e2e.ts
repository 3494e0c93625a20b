import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { expectAccessible, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { cityId, isoDay } from './support/catalogue';
import { createWorkedExampleFlight } from './support/flight-catalogue';
import { createWorkedExampleHotel, enablePackageSearch } from './support/package-catalogue';
import { createWorkedExampleTransfer } from './support/transfer-catalogue';
import { enableAddOnSearch } from './support/transfer-visa-fixtures';
import { createWorkedExampleVisa } from './support/visa-catalogue';
import { confirmBooking, fillPassengers, selectFlight } from './support/wizard';

/*
 * Issue 30 "Tests that must exist": a package whose visas are non-refundable shows the
 * cancellation-deadline warning and the per-item costs on the passenger step, then the cancel
 * dialog's per-item costs and total. The trip: the §9 stay (free to cancel until 14 days before
 * check-in, 40 days away), the §10 flight with Light both ways (no rules: non-refundable, 495.00
 * for 2 adults and a child of 5), the Van (free until 3 days before pickup) and Schengen visas for
 * the three (80.00 x 2 and 45.00, non-refundable). Cancelling on the booking day costs the flight
 * and the visas: 495.00 + 160.00 + 45.00 = 700.00.
 */
let browser: Browser;
let token: string;
let agent: { email: string; password: string };
const restore: (() => Promise<unknown>)[] = [];
const suffix = Date.now().toString(36);
const hotelName = `Paris Recap ${suffix}`;
const START = 40;
const start = isoDay(START);
const end = isoDay(START + 5);
const numbers = { out: 'TC361', back: 'TC362' };
let flight: Awaited<ReturnType<typeof createWorkedExampleFlight>>;
let transfer: Awaited<ReturnType<typeof createWorkedExampleTransfer>>;
let visaName = '';

beforeAll(async () => {
  browser = await launch();
  token = await adminToken();
  restore.push(await enablePackageSearch(token));
  restore.push(await enableAddOnSearch(token));
  await createWorkedExampleHotel(token, { name: hotelName, city: 'Paris', start: START });
  flight = await createWorkedExampleFlight(token, numbers);
  transfer = await createWorkedExampleTransfer(token, { suffix: `recap ${suffix}`, rules: [{ daysBefore: 3, penaltyType: 'percent', amount: '100' }] });
  visaName = (await createWorkedExampleVisa(token, `Schengen recap ${suffix}`)).name;
  agent = await createAgent(token);
});
afterAll(async () => {
  for (const undo of restore.reverse()) await undo();
  await browser?.close();
});

const summary = (page: Page) => page.getByRole('complementary', { name: 'Your booking' });
const transferCard = (page: Page, car: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: transfer.name })
    .filter({ has: page.getByRole('heading', { name: car, exact: true }) });

/** The package search as the results page's address carries it: LIS → Paris (CDG), Armenians, 2 adults and a child of 5, transfer and 3 visas. */
async function packageSearchUrl() {
  const nationality = await apiCall<{ entities: { value: string; label: string }[] }>('GET', 'destinations/nationality');
  return `/search?${new URLSearchParams({
    searchMode: 'package',
    fromAirportId: String(flight.lis),
    fromAirportName: 'LIS',
    toId: String(await cityId('Paris')),
    toName: 'Paris',
    toAirportId: String(flight.cdg),
    toAirportName: 'CDG',
    nationalityId: String(nationality.entities.find((n) => n.label === 'Armenia')!.value),
    startDate: start,
    endDate: end,
    rooms: JSON.stringify({ room1: { adults: 2, children: 1, childrenAges: [5] } }),
    filters: '{}',
    transfer: 'true',
    visa: 'true',
    visasCount: '3',
  })}`;
}

describe('an agent books a package with non-refundable visas', () => {
  let bookingId = 0;

  let page: Page;

  it('the passenger step warns and recaps every item with what cancelling it costs today', async () => {
    page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto(await packageSearchUrl());

    // Hotel, its room, the flight with Light on both segments, no extras, the Van, a visa each.
    await page.getByRole('button', { name: `Select ${hotelName}` }).click();
    await page
      .getByRole('button', { name: /^Select Double Room Bed/ })
      .first()
      .click();
    await selectFlight(page, numbers.out);
    await page.getByRole('button', { name: 'Select Light' }).first().click();
    await page.getByRole('button', { name: 'Select Light' }).first().click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next', exact: true }).click();
    await transferCard(page, 'Van').waitFor();
    await transferCard(page, 'Van')
      .getByRole('button', { name: /Select/ })
      .click();
    expect(await page.getByLabel(/^Arrival flight number/).inputValue()).toBe(numbers.out);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Visa', level: 2 }).waitFor();
    for (const n of [1, 2, 3]) {
      await page.getByText(new RegExp(`^Choosing for passenger ${n} `)).waitFor();
      await page.getByRole('radio', { name: new RegExp(visaName) }).check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }

    // Passenger Details: the warning (the visas and the Light fares cost from today) and the recap of every item.
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    await page.getByText('Note: The service is within cancellation deadline. Amendments or Cancellation will attract penalties.').waitFor();
    const recap = page.getByRole('region', { name: 'Cancellation' });
    await expect.poll(() => recap.getByTestId('cancellation-recap-item').count()).toBe(5);
    // As shown: the product badge in capitals, the item, its rows, its cost today.
    const items = (await recap.getByTestId('cancellation-recap-item').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    expect(items[0]).toMatch(new RegExp(`^ROOM ${hotelName}: Double Room, .*Free cancellation until .*From .*: €321\\.75 Cancelling today: free$`));
    expect(items[1]).toMatch(new RegExp(`^FLIGHT .*${numbers.out}.*Non-refundable: €495\\.00 from the booking on Cancelling today: €495\\.00$`));
    expect(items[2]).toMatch(new RegExp(`^TRANSFER ${transfer.name}, Van Free cancellation until .*From .*: €110\\.00 Cancelling today: free$`));
    expect(items.slice(3).sort()).toEqual([
      `VISA ${visaName}, Tourist 30 days Non-refundable: €160.00 from the booking on Cancelling today: €160.00`,
      `VISA ${visaName}, Tourist 30 days Non-refundable: €45.00 from the booking on Cancelling today: €45.00`,
    ]);
    expect(await recap.getByTestId('cancellation-recap-total').innerText()).toBe('Cancelling everything today costs €700.00');
    await expect.poll(() => summary(page).innerText()).toContain('1,453.50');
    await expectAccessible(page);
    await screenshot(page, 'cancellation-recap-passenger-step-1440');

    const day = new Date(`${start}T00:00:00Z`);
    const born = (years: number) => new Date(Date.UTC(day.getUTCFullYear() - years, day.getUTCMonth(), day.getUTCDate() - 10)).toISOString().slice(0, 10);
    await fillPassengers(page, [
      { title: 'Mr', first: 'Aram', last: `Recap${suffix}`, birth: '1981-04-12' },
      { title: 'Ms', first: 'Ani', last: `Recap${suffix}`, birth: '1983-02-03' },
      { title: 'Mr', first: 'Davit', last: `Recap${suffix}`, birth: born(5) },
    ]);
    bookingId = await confirmBooking(page);
  });

  it("the booking's cancel dialog shows each item's cost and the total, and cancelling charges that total", async () => {
    // The booking page's Cancel Booking: each live item's cost today, then the total.
    await page.getByText('Successfully created !').first().waitFor({ state: 'hidden', timeout: 15_000 });
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancellation' });
    await dialog.getByTestId('cancellation-total').waitFor();
    const rows = (await dialog.getByTestId('cancellation-item').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatch(new RegExp(`^Accomodation ${hotelName}: Double Room, .* Free$`));
    expect(rows[1]).toMatch(/^Flight .* 495\.00 EUR$/);
    expect(rows[2]).toBe(`Transfer ${transfer.name}, Van Free`);
    expect(rows.slice(3).sort()).toEqual([`Visa ${visaName}, Tourist 30 days 160.00 EUR`, `Visa ${visaName}, Tourist 30 days 45.00 EUR`]);
    expect((await dialog.locator('tfoot').innerText()).replace(/\s+/g, ' ').trim()).toBe('Total 700.00 EUR');
    expect(await dialog.getByTestId('cancellation-total').innerText()).toBe('Cancellation cost: 700.00 EUR');
    await expectAccessible(page);
    await screenshot(page, 'cancellation-recap-cancel-dialog-1440');

    // What the dialog read, and what cancelling charges, read back through the API.
    const agentToken = await login(agent.email, agent.password);
    const info = await apiCall<{ cost: string; items: { productType: string; cost: string }[] }>(
      'GET',
      `bookings/${bookingId}/cancellation-info`,
      undefined,
      agentToken,
    );
    expect(info.cost).toBe('700.00');
    expect(info.items.map((i) => [i.productType, i.cost])).toEqual([
      ['hotel', '0.00'],
      ['flight', '495.00'],
      ['transfer', '0.00'],
      ['visa', '160.00'],
      ['visa', '45.00'],
    ]);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expectToast(page, 'Successfully saved !');
    const canceled = await apiCall<{ cancelTotal: string; bookingStatus: { slug: string } }>('GET', `bookings/${bookingId}`, undefined, agentToken);
    expect(canceled).toMatchObject({ cancelTotal: '700.00', bookingStatus: { slug: 'canceled' } });
  });

  afterAll(() => page?.context().close());
});
