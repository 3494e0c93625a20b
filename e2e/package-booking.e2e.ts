import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { expectAccessible, expectPath, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { pickCalendarDays } from './support/dates';
import { isoDay } from './support/catalogue';
import { createWorkedExampleFlight } from './support/flight-catalogue';
import { createWorkedExampleHotel, enablePackageSearch } from './support/package-catalogue';
import { createWorkedExampleTransfer } from './support/transfer-catalogue';
import { confirmBooking, fillPassengers, flightCard as findFlightCard, selectFlight } from './support/wizard';

/*
 * Issue 15 "Done means", the agent's package sentence (domain-rules §10 Package): the stay of §9
 * (BB 643.50 for 2 adults and a child of 5, 5 nights, b2b +10 %) + the §10 flight LIS -> CDG with
 * Light both ways for that party (2 x 180 + 135 = 495.00, 165.00 x 3) + the §10 transfer's Van
 * round trip (110.00) = 1,248.50, as three booking items sharing the passengers. The dates move
 * with today (40 days ahead); every builder prices the periods they fall in.
 */
let browser: Browser;
let token: string;
let agent: { email: string; password: string };
let restoreSettings: () => Promise<unknown>;
const suffix = Date.now().toString(36);
const hotelName = `Paris Vendôme ${suffix}`;
const lastName = `Package${suffix}`;
const START = 40;
const start = isoDay(START);
const end = isoDay(START + 5);
let transfer: Awaited<ReturnType<typeof createWorkedExampleTransfer>>;
let hotelId = 0;
let flight: Awaited<ReturnType<typeof createWorkedExampleFlight>>;
const numbers = { out: 'TA951', back: 'TA952' };

beforeAll(async () => {
  browser = await launch();
  token = await adminToken();
  restoreSettings = await enablePackageSearch(token);
  hotelId = (await createWorkedExampleHotel(token, { name: hotelName, city: 'Paris', start: START })).hotelId;
  flight = await createWorkedExampleFlight(token, numbers);
  transfer = await createWorkedExampleTransfer(token, { suffix });
  agent = await createAgent(token);
});
afterAll(async () => {
  await restoreSettings?.();
  await browser?.close();
});

const search = () => page0.getByRole('button', { name: 'Search', exact: true });
let page0: Page;

async function pick(page: Page, name: string, typed: string, option: RegExp | string) {
  const box = page.getByRole('combobox', { name, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** The Package tab as an agent fills it; each missing field first shows its sentence of storefront §5. */
async function searchPackage(page: Page) {
  page0 = page;
  await page.goto('/');
  // Package is the first tab, and the one the form opens on.
  await page.getByRole('tab', { name: 'Package' }).waitFor();
  expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Package', 'Hotels', 'Flights']);
  expect(await page.getByRole('tab', { name: 'Package' }).getAttribute('aria-selected')).toBe('true');

  await search().click();
  await expectToast(page, 'Destination is required!');
  await pick(page, 'Destination', 'Paris', '— Paris');
  await page.getByRole('button', { name: /Check-in/ }).click();
  await pickCalendarDays(page, [start, end]);
  await pick(page, 'Nationality', 'Germ', 'Germany');
  await page.getByRole('button', { name: /Rooms and guests/ }).click();
  await page.getByRole('button', { name: 'Children +' }).click();
  await page.getByRole('combobox', { name: 'Age of child 1' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('switch', { name: 'Transfer' }).check();

  // The origin and destination airports are asked, each on its field and in the toast.
  await search().click();
  await expectToast(page, 'Origin airport is required!');
  await page.getByText('Origin airport is required!').nth(1).waitFor();
  await pick(page, 'Origin airport', 'LIS', /\(LIS\)/);
  await search().click();
  await expectToast(page, 'Destination airport is required!');
  await pick(page, 'Destination airport', 'CDG', /\(CDG\)/);
  await expectAccessible(page);
  await screenshot(page, `package-search-form-${page.viewportSize()?.width}`);
  await search().click();
  await expectPath(page, '/search');
}

const hotelCard = (page: Page) => page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: hotelName }) });
const transferCard = (page: Page, car: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: transfer.name })
    .filter({ has: page.getByRole('heading', { name: car, exact: true }) });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Your booking' });

/** The §10 trip's choices from Choose Flight on: the outbound flight, Light on both segments, no extras, the Van. */
async function takeFlightLightAndVan(page: Page) {
  await selectFlight(page, numbers.out);
  await page.getByRole('button', { name: 'Select Light' }).first().click();
  await page.getByRole('button', { name: 'Select Light' }).first().click();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next', exact: true }).click();
  await transferCard(page, 'Van').waitFor();
  await transferCard(page, 'Van')
    .getByRole('button', { name: /Select/ })
    .click();
}

type Item = { productType: string; price: string; count: number; total: string; passengerIds: string[] };

describe('an agent books the §10 package: hotel, flight and transfer in one booking', () => {
  let bookingId = 0;
  let wizardUrl = '';

  it('searches, sees the package price, walks hotel → room → flight → fares → extras → transfer → passengers, and books 1,248.50', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await searchPackage(page);
    const url = new URL(page.url()).searchParams;
    expect([url.get('searchMode'), url.get('transfer'), url.get('startDate'), url.get('endDate')]).toEqual(['package', 'true', start, end]);

    // The summary bar: mode, origin → destination, with transfer, dates, rooms and guests.
    const bar = page
      .locator('.mantine-Paper-root')
      .filter({ has: page.getByRole('button', { name: 'Modify Search' }) })
      .first();
    await bar.getByText('with transfer').waitFor();
    const barText = await bar.innerText();
    expect(barText).toMatch(/package/i);
    expect(barText).toMatch(/LIS\).*→ Paris \(CDG\)/);
    expect(barText).toContain('Modify Search');

    // The hotel's package "from" price: 643.50 + the cheapest flight for the party, 495.00.
    await hotelCard(page).waitFor();
    const card = await hotelCard(page).innerText();
    expect(card).toContain('Package from · hotel + flight for 3 travellers');
    expect(card).toContain('€1,138.50');
    await expectAccessible(page);
    await screenshot(page, 'package-results-1440');

    await page.getByRole('button', { name: `Select ${hotelName}` }).click();
    await page
      .getByRole('button', { name: /^Select Double Room Bed/ })
      .first()
      .click();

    // Choose Flight: the round trip for the whole party, then Light on each segment.
    const flightCard = await findFlightCard(page, numbers.out);
    await expectAccessible(page);
    await screenshot(page, 'package-flight-step-1440');
    await flightCard.getByRole('button', { name: /^Select / }).click();
    // The fares come with the running total: the room so far.
    await expect.poll(() => summary(page).innerText()).toContain('643.50');
    await page.getByRole('button', { name: 'Select Light' }).first().click();
    await page.getByRole('button', { name: 'Select Light' }).first().click();
    // Extras: nothing bought; baggage, meal and seat each go on with Next.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => summary(page).innerText()).toContain('1,138.50');

    // Transfer: the Van, its arrival details filled from the flight's landing leg.
    await page.getByRole('heading', { name: 'Transfer', level: 2 }).waitFor();
    await transferCard(page, 'Van').waitFor();
    expect(await transferCard(page, 'Van').innerText()).toContain('€110.00');
    await transferCard(page, 'Van')
      .getByRole('button', { name: /Select/ })
      .click();
    expect(await page.getByLabel(/^Arrival flight number/).inputValue()).toBe(numbers.out);
    // TA951 leaves at 08:10 and flies 160 minutes.
    expect(await page.getByLabel(/^Arrival time/).inputValue()).toBe('10:50');
    await expectAccessible(page);
    await screenshot(page, 'package-transfer-step-1440');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Passenger Details: the running total of the three items.
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    await expect.poll(() => summary(page).innerText()).toContain('1,248.50');
    const side = await summary(page).innerText();
    expect(side).toContain(hotelName);
    expect(side).toContain('Light');
    expect(side).toContain('Van');
    await expectAccessible(page);
    await screenshot(page, 'package-summary-1440');
    wizardUrl = page.url();

    const day = new Date(`${start}T00:00:00Z`);
    const born = (years: number) => new Date(Date.UTC(day.getUTCFullYear() - years, day.getUTCMonth(), day.getUTCDate() - 10)).toISOString().slice(0, 10);
    const people: [string, string][] = [
      ['Ana', '1985-04-12'],
      ['Bruno', '1984-02-03'],
      ['Clara', born(5)],
    ];
    await fillPassengers(
      page,
      people.map(([first, birth], i) => ({ title: i % 2 ? 'Mr' : 'Ms', first, last: lastName, birth })),
    );
    bookingId = await confirmBooking(page);

    // What was stored, read back through the API as the agent: one booking, three items, 1,248.50.
    const agentToken = await login(agent.email, agent.password);
    const booking = await apiCall<{ total: string; bookingItems: Record<string, Item>; passengers: Record<string, { firstName: string }> }>(
      'GET',
      `bookings/${bookingId}`,
      undefined,
      agentToken,
    );
    const items = Object.values(booking.bookingItems);
    expect(items.map((i) => i.productType)).toEqual(['hotel', 'flight', 'transfer']);
    const [hotel, flight, van] = items;
    expect(hotel).toMatchObject({ price: '643.50', count: 1, total: '643.50' });
    expect(flight).toMatchObject({ price: '165.00', count: 3, total: '495.00' });
    expect(van).toMatchObject({ price: '110.00', count: 1, total: '110.00' });
    expect(booking.total).toBe('1248.50');
    // The passengers are shared: every item names the same three.
    const everyone = Object.keys(booking.passengers).sort();
    expect(everyone).toHaveLength(3);
    for (const item of items) expect([...item.passengerIds].sort()).toEqual(everyone);
    await page.context().close();
  });

  it('going back to the hotel step clears the hotel, flight, transfer and their summary', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto(wizardUrl);
    // The extras live in the tab's session storage: a new tab asks them again (the rest is in the URL).
    await page.getByRole('heading', { name: 'Baggage' }).waitFor();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next', exact: true }).click();
    const confirm = page.getByRole('button', { name: 'CONFIRM BOOKING' });
    await confirm.or(page.getByRole('heading', { name: 'Transfer', level: 2 })).waitFor();
    if (!(await confirm.isVisible())) await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await confirm.waitFor();
    expect(await summary(page).innerText()).toContain('Van');
    const before = new URL(page.url()).searchParams;
    expect(['hotelId', 'options', 'flight', 'fares', 'transferPick'].every((k) => before.get(k))).toBe(true);
    await page.getByRole('button', { name: /Choose Hotel/ }).click();
    await hotelCard(page).waitFor();
    const after = new URL(page.url()).searchParams;
    expect(['step', 'hotelId', 'options', 'flight', 'fares', 'transferPick', 'visas'].map((k) => after.get(k))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(await summary(page).count()).toBe(0);
    // Choosing the hotel again starts at its rooms: no flight or transfer is kept.
    await page.getByRole('button', { name: `Select ${hotelName}` }).click();
    await page
      .getByRole('button', { name: /^Select Double Room Bed/ })
      .first()
      .waitFor();
    const again = await summary(page).innerText();
    expect(again).not.toContain('Light');
    expect(again).not.toContain('Van');
    await page.context().close();
  });

  it('My Bookings lists the package with its services and finds it by each service type', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    for (const type of ['hotel', 'flight', 'transfer']) {
      await page.goto(`/bookings?productType=${type}&passengerName=${lastName}`);
      const row = page.getByRole('row').filter({ hasText: lastName });
      await row.first().waitFor();
      const text = await row.first().innerText();
      expect(text).toContain(hotelName);
      expect(text).toMatch(/LIS|Lisbon|TravelAir/);
      expect(text).toContain(transfer.name);
    }
    await page.goto(`/bookings?productType=visa&passengerName=${lastName}`);
    await page.getByRole('table').first().waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: lastName }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('the package screens on a phone', () => {
  it('results and the flight step read at 375 px', async () => {
    const page = await newPage(browser, { width: 375, height: 800 });
    await loginInBrowser(page, agent.email, agent.password);
    await searchPackage(page);
    await hotelCard(page).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'package-results-375');
    await page.getByRole('button', { name: `Select ${hotelName}` }).click();
    await page
      .getByRole('button', { name: /^Select Double Room Bed/ })
      .first()
      .click();
    await page.getByText(numbers.out).first().waitFor();
    await screenshot(page, 'package-flight-step-375');
    await takeFlightLightAndVan(page);
    await expectAccessible(page);
    await screenshot(page, 'package-transfer-step-375');
    await page.context().close();
  });
});

describe('a flight with a transfer to a hotel (storefront spec §2)', () => {
  it('asks the hotel on the Flights tab, then books the flight and the Van to it: 495.00 + 110.00', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Flights' }).click();
    await page.getByRole('switch', { name: 'Transfer' }).check();
    const hotelBox = page.getByRole('combobox', { name: 'Hotel', exact: true });
    await hotelBox.waitFor();
    // The hotel is looked up by name among the catalogue's hotels (no 'All').
    await hotelBox.click();
    await hotelBox.fill(hotelName);
    await page.getByRole('option', { name: hotelName }).click();
    expect(await hotelBox.inputValue()).toBe(hotelName);
    await expectAccessible(page);

    const nationality = await apiCall<{ entities: { value: string; label: string }[] }>('GET', 'destinations/nationality');
    const params = new URLSearchParams({
      searchMode: 'flight',
      flightType: 'round',
      fromAirportId: String(flight.lis),
      toAirportId: String(flight.cdg),
      fromAirportName: 'LIS',
      toAirportName: 'CDG',
      nationalityId: String(nationality.entities.find((n) => n.label === 'Germany')!.value),
      startDate: start,
      endDate: end,
      rooms: JSON.stringify({ room1: { adults: 2, children: 1, childrenAges: [5] } }),
      transfer: 'true',
      transferHotelId: String(hotelId),
      transferHotelName: hotelName,
    });
    await page.goto(`/search?${params}`);
    await page.getByText(`with transfer · ${hotelName}`).waitFor();
    await takeFlightLightAndVan(page);
    expect(await page.getByLabel(/^Arrival flight number/).inputValue()).toBe(numbers.out);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    await expect.poll(() => summary(page).innerText()).toContain('605.00');
    await screenshot(page, 'flight-transfer-summary-1440');
    await fillPassengers(
      page,
      ['Dora', 'Eli', 'Fay'].map((first, i) => ({
        title: i % 2 ? 'Mr' : 'Ms',
        first,
        last: `Fly${suffix}`,
        birth: i < 2 ? '1980-01-01' : new Date(Date.UTC(new Date(`${start}T00:00:00Z`).getUTCFullYear() - 5, 0, 1)).toISOString().slice(0, 10),
      })),
    );
    const id = await confirmBooking(page);
    const booking = await apiCall<{ total: string; bookingItems: Record<string, Item> }>(
      'GET',
      `bookings/${id}`,
      undefined,
      await login(agent.email, agent.password),
    );
    const items = Object.values(booking.bookingItems);
    expect(items.map((i) => [i.productType, i.total])).toEqual([
      ['flight', '495.00'],
      ['transfer', '110.00'],
    ]);
    expect(booking.total).toBe('605.00');
    await page.context().close();
  });
});
