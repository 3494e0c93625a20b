import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent } from './support/api';
import { expectAccessible, expectPath, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { pickCalendarDays } from './support/dates';
import { createPricedHotel, isoDay } from './support/catalogue';
import { enableFlightSearch } from './support/flight-catalogue';

/*
 * Issue 30, routes an agent can find: the Flights tab offers only what is sold (the destination
 * list narrows to what a flight from the chosen origin reaches, so a route the catalogue does not
 * sell cannot be chosen), and a search on a day without a flight says so and offers the nearest
 * days with one, each a search to run again.
 *
 * This journey's own flight, Lisbon → Nice (TR901 out, TR902 back), flies two weekdays only: the
 * day before the searched day and two days after it.
 */
let browser: Browser;
let agent: { email: string; password: string };
let restoreSettings: () => Promise<unknown>;
const searched = isoDay(30);
const before = isoDay(29);
const after = isoDay(32);
const isoWeekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() || 7;
/** DD.MM, as the results page writes a day. */
const dm = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;

/** Lisbon → Nice, flying the weekdays of `before` and `after` both ways, Light priced from today for a year. */
async function createNiceFlight(token: string) {
  // Hotel mode lists every airport (flight mode only those with departures on sale).
  const airports = await apiCall<{ entities: { id: number; code: string | null }[] }>('GET', 'destinations/from-airports?searchMode=hotel');
  const id = (code: string) => airports.entities.find((a) => a.code === code)!.id;
  const [lis, nce] = [id('LIS'), id('NCE')];
  const info = {
    name: `Lisbon - Nice ${Date.now().toString(36)}`,
    fromAirport: JSON.stringify({ id: lis }),
    toAirport: JSON.stringify({ id: nce }),
    defaultCurrency: 'EUR',
  };
  const created = new FormData();
  for (const [k, v] of Object.entries(info)) created.append(k, v);
  const flight = await apiCall<{ id: number }>('POST', 'flights', created, token);
  const light = await apiCall<{ id: number }>(
    'POST',
    `flights/${flight.id}/fares`,
    { name: 'Light', code: 'LT', meal: 'No meal', handBagagges: [{ handBaggage: 'Hand baggage 8 kg' }], baggages: [], cancellationRules: [] },
    token,
  );
  const [validFrom, validTo] = [isoDay(0), isoDay(400)];
  const weekdays = [isoWeekday(before), isoWeekday(after)].sort();
  const leg = (flightNumber: string, from: number, to: number, departureTime: string) => ({
    flightNumber,
    fromAirport: from,
    toAirport: to,
    departureTime,
    durationMinutes: 150,
    mealOptions: [],
  });
  const segments = [
    { direction: 'outbound', weekdays, validFrom, validTo, legs: [leg('TR901', lis, nce, '09:00')], baggageOptions: [] },
    { direction: 'return', weekdays, validFrom, validTo, legs: [leg('TR902', nce, lis, '14:00')], baggageOptions: [] },
  ];
  const pricingData = {
    price: '90',
    priceChild1: '70',
    priceChild2: '10',
    priceReturn: '160',
    priceReturnChild1: '120',
    priceReturnChild2: '20',
    currency: 'EUR',
  };
  const save = new FormData();
  for (const [k, v] of Object.entries({
    _method: 'PUT',
    ...info,
    airline: JSON.stringify({ name: 'RouteAir', code: 'TR', logo: null }),
    markups: JSON.stringify({ b2b: { type: 'percent', amount: '' }, b2c: { type: 'percent', amount: '' } }),
    segments: JSON.stringify(segments),
    fares: JSON.stringify([{ id: light.id, pricing: [{ startDate: validFrom, endDate: validTo, pricingData }] }]),
  }))
    save.append(k, v);
  await apiCall('POST', `flights/${flight.id}`, save, token);
}

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  restoreSettings = await enableFlightSearch(token);
  await createNiceFlight(token);
  await createPricedHotel(token, { name: `Routes Riviera ${Date.now().toString(36)}`, city: 'Nice', stars: 4, double: 120, triple: 150, extraChild: 20 });
  agent = await createAgent(token);
});
afterAll(async () => {
  await restoreSettings?.();
  await browser?.close();
});

async function pick(page: Page, name: string, typed: string, option: RegExp | string) {
  const box = page.getByRole('combobox', { name, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

describe('flights: routes an agent can find', () => {
  it('offers only the routes sold, and a day without a flight offers the nearest days, which search again', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Flights' }).click();
    await page.getByText('One way', { exact: true }).click();

    // Lisbon has departures; a flight from it reaches Nice, none reaches Rome: FCO is not offered.
    await pick(page, 'From', 'LIS', /\(LIS\)/);
    const to = page.getByRole('combobox', { name: 'To', exact: true });
    await to.click();
    await to.fill('FCO');
    await page.getByText('No airport found').waitFor();
    expect(await page.getByRole('option', { name: /\(FCO\)/ }).count()).toBe(0);
    await to.fill('');
    const offered = await page.getByRole('option').allInnerTexts();
    expect(offered.some((o) => o.includes('(NCE)'))).toBe(true);
    expect(offered.some((o) => o.includes('(FCO)'))).toBe(false);
    await to.fill('NCE');
    await page
      .getByRole('option', { name: /\(NCE\)/ })
      .first()
      .click();

    // The departure: a day the flight does not fly.
    await page.getByRole('button', { name: 'Departure' }).click();
    await pickCalendarDays(page, [searched]);
    await pick(page, 'Nationality', 'Germ', 'Germany');
    await expectAccessible(page);
    await screenshot(page, 'flight-routes-form');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectPath(page, '/search');
    expect(new URL(page.url()).searchParams.get('startDate')).toBe(searched);

    // No flight that day: the sentence names the route and the day, and offers the nearest days.
    const message = page.getByTestId('no-flight-on');
    await message.waitFor();
    expect(await message.innerText()).toBe(`No flight from Lisbon (LIS) to Nice (NCE) on ${dm(searched)}; flights on ${dm(before)} and ${dm(after)}`);
    expect(await page.getByText('Sorry, your reservation can not be performed').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'flight-routes-nearest-days');

    // Following the later day runs the search on it: the flight is there.
    await page.getByRole('button', { name: `Search on ${dm(after)}` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('startDate')).toBe(after);
    await page.getByText('TR901').first().waitFor();
    expect(await page.getByTestId('no-flight-on').count()).toBe(0);
    await screenshot(page, 'flight-routes-found');
    await page.context().close();
  });
});

describe('the nights counter of the search form', () => {
  it('moves the end date when the nights change, follows the dates, and travels in the search', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Hotels' }).click();
    await pick(page, 'Destination', 'Nice', '— Nice');
    // Dates first: the counter follows them (7 nights).
    const [start, end] = [isoDay(40), isoDay(47)];
    await page.getByRole('button', { name: /Check-in/ }).click();
    await pickCalendarDays(page, [start, end]);
    const nights = page.getByRole('textbox', { name: 'Nights' });
    await expect.poll(() => nights.inputValue()).toBe('7');
    // Then the counter: 3 nights moves the end date.
    await nights.fill('3');
    const dmy = (iso: string) => iso.split('-').reverse().join('.');
    await expect.poll(() => page.getByRole('button', { name: /Check-in/ }).innerText()).toContain(`${dmy(start)} – ${dmy(isoDay(43))}`);
    await pick(page, 'Nationality', 'Germ', 'Germany');
    await expectAccessible(page);
    await screenshot(page, 'flight-routes-nights-form');
    // A phone: the counter sits beside the dates.
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'flight-routes-nights-form-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectPath(page, '/search');
    const params = new URL(page.url()).searchParams;
    expect([params.get('startDate'), params.get('endDate'), params.get('nights')]).toEqual([start, isoDay(43), '3']);
    await page.locator('.mantine-Card-root').first().waitFor();
    await page.context().close();
  });
});
