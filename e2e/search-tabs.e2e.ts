import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createAgent } from './support/api';
import { expectAccessible, expectPath, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { createPricedHotel, isoDay } from './support/catalogue';
import { dmy, pickCalendarDays } from './support/dates';
import { createWorkedExampleFlight } from './support/flight-catalogue';
import { enablePackageSearch } from './support/package-catalogue';

/*
 * Issue 32, the search form never sends what it does not show: each tab keeps its own fields.
 * Switching tabs neither carries a hidden airport, date or nationality into the other tab nor
 * loses what was typed in the tab left (Back from the results finds both tabs as they were left),
 * a one-way flight's date never becomes half of a hotel's range, and the results page's URL holds
 * exactly the fields of the tab searched.
 *
 * The Package, Flights and Transfer searches are switched on for the journey (and back after);
 * its own flight, Lisbon → Paris (ST601 out, ST602 back), gives Lisbon departures, and its own
 * hotel puts Porto among the hotel destinations.
 */
let browser: Browser;
let agent: { email: string; password: string };
let restoreSettings: () => Promise<unknown>;
const stay = { in: isoDay(34), out: isoDay(38) };
const departure = isoDay(45);

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  restoreSettings = await enablePackageSearch(token);
  await createWorkedExampleFlight(token, { out: 'ST601', back: 'ST602' });
  await createPricedHotel(token, { name: `Tabs Ribeira ${Date.now().toString(36)}`, city: 'Porto', stars: 3, double: 80, triple: 100, extraChild: 10 });
  agent = await createAgent(token);
});
afterAll(async () => {
  await restoreSettings?.();
  await browser?.close();
});

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** The Hotels tab's dates field and the Flights tab's one-way date (their text is the value, DD.MM.YYYY). */
const stayDates = (page: Page) => page.getByRole('button', { name: /Check-in/ });
const departureDate = (page: Page) => page.getByRole('button', { name: 'Departure', exact: true });
const search = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
/** The query string of the page's URL, as its keys and values. */
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function pick(page: Page, name: string, typed: string, option: RegExp | string) {
  const box = combobox(page, name);
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** The Hotels tab as it was filled: Porto, both days of the stay, Germany; no airport field. */
async function expectHotelsAsTyped(page: Page) {
  await expect.poll(() => tab(page, 'Hotels').getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => combobox(page, 'Destination').inputValue()).toBe('— Porto');
  expect(await stayDates(page).innerText()).toBe(`${dmy(stay.in)} – ${dmy(stay.out)}`);
  expect(await combobox(page, 'Nationality').inputValue()).toBe('Germany');
  for (const airport of ['From', 'To', 'Origin airport', 'Destination airport']) expect(await combobox(page, airport).count()).toBe(0);
}

/** The Flights tab as it was filled: one way, Lisbon → Paris, one date, Portugal. */
async function expectFlightsAsTyped(page: Page) {
  await expect.poll(() => tab(page, 'Flights').getAttribute('aria-selected')).toBe('true');
  expect(await page.getByRole('radio', { name: 'One way' }).isChecked()).toBe(true);
  await expect.poll(() => combobox(page, 'From').inputValue()).toMatch(/^Lisbon \(LIS\)/);
  await expect.poll(() => combobox(page, 'To').inputValue()).toMatch(/^Paris \(CDG\)/);
  expect(await departureDate(page).innerText()).toBe(dmy(departure));
  expect(await combobox(page, 'Nationality').inputValue()).toBe('Portugal');
  expect(await combobox(page, 'Destination').count()).toBe(0);
}

describe('each tab of the search form keeps its own fields (issue 32)', () => {
  it('Hotels and a one-way flight typed side by side: each tab searches, and puts in the URL, only its own fields', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto('/');
    await tab(page, 'Hotels').click();
    await pick(page, 'Destination', 'Porto', '— Porto');
    await stayDates(page).click();
    await pickCalendarDays(page, [stay.in, stay.out]);
    await pick(page, 'Nationality', 'Germ', 'Germany');

    // Flights: nothing of the stay is carried over (no date, no nationality).
    await tab(page, 'Flights').click();
    await combobox(page, 'From').waitFor();
    expect(await page.getByRole('button', { name: /Departure – return/ }).innerText()).toBe('Pick dates');
    expect(await combobox(page, 'Nationality').inputValue()).toBe('');
    await page.getByText('One way', { exact: true }).click();
    await pick(page, 'From', 'LIS', /\(LIS\)/);
    await pick(page, 'To', 'CDG', /\(CDG\)/);
    await departureDate(page).click();
    await pickCalendarDays(page, [departure]);
    await pick(page, 'Nationality', 'Portu', 'Portugal');
    await expectFlightsAsTyped(page);
    await screenshot(page, 'search-tabs-flights-1440');

    // Back on Hotels: the destination and both dates of the stay, no airport; the flight's one date is not half of it.
    await tab(page, 'Hotels').click();
    await expectHotelsAsTyped(page);
    await expectAccessible(page);
    await screenshot(page, 'search-tabs-hotels-1440');

    // Search hotels: the URL holds the stay's fields, no airport, no flight field.
    await search(page).click();
    await expectPath(page, '/search');
    const hotels = query(page);
    expect(Object.keys(hotels).sort()).toEqual(['endDate', 'filters', 'nationalityId', 'nights', 'rooms', 'searchMode', 'startDate', 'toId', 'toName']);
    expect(hotels).toMatchObject({ searchMode: 'hotel', toName: 'Porto', startDate: stay.in, endDate: stay.out, nights: '4' });

    // Back: the form as it was left; Flights still holds the flight.
    await page.goBack();
    await expectPath(page, '/');
    await expectHotelsAsTyped(page);
    await tab(page, 'Flights').click();
    await expectFlightsAsTyped(page);

    // Search the one-way flight: exactly the Flights tab's fields; no hotel, no end date, no second room.
    await search(page).click();
    await expectPath(page, '/search');
    const flight = query(page);
    expect(Object.keys(flight).sort()).toEqual([
      'flightType',
      'fromAirportId',
      'fromAirportName',
      'nationalityId',
      'rooms',
      'searchMode',
      'startDate',
      'toAirportId',
      'toAirportName',
    ]);
    expect(flight).toMatchObject({
      searchMode: 'flight',
      flightType: 'oneway',
      startDate: departure,
      fromAirportName: 'Lisbon (LIS)',
      toAirportName: 'Paris (CDG)',
    });
    expect(flight.nationalityId).not.toBe(hotels.nationalityId);
    expect(Object.keys(JSON.parse(flight.rooms!))).toEqual(['room1']);
    await page.getByText('ST601').first().waitFor();
    await page.context().close();
  });

  it('on a phone (375 px), a tab switch keeps each tab’s fields', async () => {
    const page = await newPage(browser, { width: 375, height: 812 });
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto('/');
    await tab(page, 'Hotels').click();
    await pick(page, 'Destination', 'Porto', '— Porto');
    await stayDates(page).click();
    await pickCalendarDays(page, [stay.in, stay.out]);
    await pick(page, 'Nationality', 'Germ', 'Germany');

    await tab(page, 'Flights').click();
    await page.getByText('One way', { exact: true }).click();
    await pick(page, 'From', 'LIS', /\(LIS\)/);
    await pick(page, 'To', 'CDG', /\(CDG\)/);
    await departureDate(page).click();
    await pickCalendarDays(page, [departure]);
    await pick(page, 'Nationality', 'Portu', 'Portugal');

    await tab(page, 'Hotels').click();
    await expectHotelsAsTyped(page);
    await expectAccessible(page);
    await screenshot(page, 'search-tabs-hotels-375');
    await tab(page, 'Flights').click();
    await expectFlightsAsTyped(page);
    await screenshot(page, 'search-tabs-flights-375');
    await page.context().close();
  });
});
