import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createAgent } from './support/api';
import { expectAccessible, expectPath, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { createWorkedExampleFlight, enableFlightSearch } from './support/flight-catalogue';
import { ADMIN } from './support/global-setup';

/*
 * Issue 32, lookups find what agents type: airports by IATA code first ('lis' + Enter is Lisbon),
 * countries and cities whatever the case and accents and by their English and local names
 * ('turk', 'Turkey' and 'Türkiye' find Türkiye; 'cote' finds Côte d'Ivoire), on the storefront
 * and in the back office's selects.
 *
 * The storefront's Flights tab lists only origins with departures: this journey's own flight,
 * Lisbon → Paris (LK301 out, LK302 back), gives Lisbon one.
 */
let browser: Browser;
let agent: { email: string; password: string };
let restoreSettings: () => Promise<unknown>;

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  restoreSettings = await enableFlightSearch(token);
  await createWorkedExampleFlight(token, { out: 'LK301', back: 'LK302' });
  agent = await createAgent(token);
});
afterAll(async () => {
  await restoreSettings?.();
  await browser?.close();
});

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
/** The options the open list shows, in its order. */
const offered = (page: Page) => page.getByRole('option').allInnerTexts();

/** Types into a select as a person does, after a click that opens it (the list follows: polled). */
async function typeInto(page: Page, name: string, text: string) {
  const box = combobox(page, name);
  await box.click();
  await box.fill(text);
}

describe('lookups on the storefront', () => {
  it("'lis' + Enter picks Lisbon as the flight's origin; the nationality finds Côte d'Ivoire by 'cote' and Türkiye by 'turk', 'Turkey' and 'Türkiye'", async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Flights' }).click();

    await typeInto(page, 'From', 'lis');
    await expect.poll(async () => (await offered(page))[0]).toMatch(/^Lisbon \(LIS\)/);
    await combobox(page, 'From').press('Enter');
    await expect.poll(() => combobox(page, 'From').inputValue()).toMatch(/^Lisbon \(LIS\)/);
    // Upper case finds the same airport first.
    await typeInto(page, 'To', 'CDG');
    await expect.poll(async () => (await offered(page))[0]).toMatch(/^Paris \(CDG\)/);
    await combobox(page, 'To').press('Enter');
    await expect.poll(() => combobox(page, 'To').inputValue()).toMatch(/^Paris \(CDG\)/);

    await typeInto(page, 'Nationality', 'cote');
    await expect.poll(() => offered(page)).toEqual(["Côte d'Ivoire"]);
    await typeInto(page, 'Nationality', 'turk');
    await expect.poll(() => offered(page)).toEqual(['Türkiye', 'Turkmenistan', 'Turks and Caicos Islands']);
    await expectAccessible(page);
    await screenshot(page, 'lookups-storefront-nationality');
    await typeInto(page, 'Nationality', 'Turkey');
    await expect.poll(() => offered(page)).toEqual(['Türkiye']);
    await typeInto(page, 'Nationality', 'Türkiye');
    await expect.poll(() => offered(page)).toEqual(['Türkiye']);
    await combobox(page, 'Nationality').press('Enter');
    await expect.poll(() => combobox(page, 'Nationality').inputValue()).toBe('Türkiye');
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('lookups in the back office', () => {
  it("the hotel form's location finds a city without its accent and by its local name", async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/hotels/add');
    await expectPath(page, '/hotels/add');
    await typeInto(page, 'Location', 'krakow');
    await expect.poll(() => offered(page)).toEqual(['Kraków, Poland']);
    await typeInto(page, 'Location', 'lisboa');
    await expect.poll(() => offered(page)).toEqual(['Lisbon, Portugal']);
    await typeInto(page, 'Location', 'Turkey');
    await expect.poll(async () => (await offered(page))[0]).toBe('Türkiye');
    await typeInto(page, 'Location', 'cote');
    await expect.poll(async () => (await offered(page))[0]).toBe("Côte d'Ivoire");
    await expectAccessible(page);
    await screenshot(page, 'lookups-hotel-location');
    await typeInto(page, 'Location', 'krakow');
    await combobox(page, 'Location').press('Enter');
    await expect.poll(() => combobox(page, 'Location').inputValue()).toBe('Kraków, Poland');
    await page.context().close();
  });

  it("the flight form's airports find an IATA code first, and Enter picks it", async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/flights/add');
    await expectPath(page, '/flights/add');
    await typeInto(page, 'From airport', 'lis');
    await expect.poll(async () => (await offered(page))[0]).toMatch(/^Lisbon \(LIS\)/);
    await combobox(page, 'From airport').press('Enter');
    await expect.poll(() => combobox(page, 'From airport').inputValue()).toMatch(/^Lisbon \(LIS\)/);
    await typeInto(page, 'To airport', 'ist');
    await expect.poll(async () => (await offered(page))[0]).toMatch(/^Istanbul \(IST\)/);
    await combobox(page, 'To airport').press('Enter');
    await expect.poll(() => combobox(page, 'To airport').inputValue()).toMatch(/^Istanbul \(IST\)/);
    await expectAccessible(page);
    await screenshot(page, 'lookups-flight-airports');
    await page.context().close();
  });
});
