import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall } from './support/api';
import { expectAccessible, expectPath, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { isoDay } from './support/catalogue';
import { airportByCode } from './support/flight-catalogue';
import { ADMIN } from './support/global-setup';

/*
 * Issue 32, back-office editors keep their place: Add opens the new record's edit page; a child's
 * page (here a visa type and a fare) returns to the parent's tab it was opened from, after Save,
 * on Cancel and by the breadcrumb (`?tab=` in the address); a fare's overlapping pricing periods
 * are refused with a sentence naming both, shown under the fare's grid.
 */
type Visa = { id: number; name: string; types: { id: number; name: string }[] };
type Flight = { id: number; fares: { id: number; name: string; pricing: { startDate: string; endDate: string }[] }[] };

let browser: Browser;
let page: Page;
let visaId = 0;
const visaName = `Place visa ${Date.now().toString(36)}`;
const dmy = (iso: string) => iso.split('-').reverse().join('.');

beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  await loginInBrowser(page, ADMIN.email, ADMIN.password);
});
afterAll(() => browser?.close());

const field = (label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
const tab = (name: string) => page.getByRole('tab', { name, exact: true });
const crumb = (name: string) => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name, exact: true });
const tabInAddress = () => new URL(page.url()).searchParams.get('tab');

/** The editor at `pathname` with `name` as its open tab, the address saying so. */
async function expectOnTab(pathname: string, name: string, id: string) {
  await expectPath(page, pathname);
  await expect.poll(tabInAddress).toBe(id);
  await expect.poll(() => tab(name).getAttribute('aria-selected')).toBe('true');
}

async function choose(label: string, typed: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
  await page.keyboard.press('Escape');
}

describe('Add opens the new record’s edit page', () => {
  it('an admin adds a visa and lands on its edit page; Back leads to the list, not to an empty add form', async () => {
    await page.goto('/visas');
    await page.getByRole('link', { name: 'Add new visa' }).click();
    await expectPath(page, '/visas/add');
    await field('Name').fill(visaName);
    await choose('Nationalities', 'Armen', 'Armenia');
    await choose('Destinations', 'France', 'France');
    await choose('Default currency', 'EUR', /^EUR - Euro/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');

    await page.waitForURL((url) => /^\/visas\/\d+\/edit$/.test(url.pathname), { timeout: 10_000 });
    visaId = Number(/\/visas\/(\d+)\/edit/.exec(page.url())![1]);
    await page.getByRole('heading', { name: 'Edit visa' }).waitFor();
    // The edit page's tabs, on Info, with the stored values.
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Info', 'Options', 'Pricing']);
    expect(await tab('Info').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => field('Name').inputValue()).toBe(visaName);
    expect((await apiCall<Visa>('GET', `visas/${visaId}`, undefined, await adminToken())).name).toBe(visaName);
    await expectAccessible(page);
    await screenshot(page, 'editor-place-visa-added');

    await page.goBack();
    await expectPath(page, '/visas');
    await page.goForward();
    await expectPath(page, `/visas/${visaId}/edit`);
  });
});

describe('a child’s page returns to the tab it came from', () => {
  it("opens a type page from the visa's Options tab, saves, and is back on Options (?tab=options)", async () => {
    await page.goto(`/visas/${visaId}/edit`);
    await tab('Options').click();
    await expectOnTab(`/visas/${visaId}/edit`, 'Options', 'options');
    await page.getByRole('link', { name: 'Add option' }).click();
    await expectPath(page, `/visas/${visaId}/types/add`);
    // The breadcrumb leads to the same tab.
    expect(await crumb('Edit visa').getAttribute('href')).toBe(`/visas/${visaId}/edit?tab=options`);
    await field('Name').fill('Tourist 30 days');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');
    await expectOnTab(`/visas/${visaId}/edit`, 'Options', 'options');
    await page.getByRole('link', { name: 'Edit Tourist 30 days' }).waitFor();
    expect((await apiCall<Visa>('GET', `visas/${visaId}`, undefined, await adminToken())).types.map((t) => t.name)).toEqual(['Tourist 30 days']);
    await expectAccessible(page);
    await screenshot(page, 'editor-place-visa-options');
  });

  it('Cancel goes back to the tab, and so does the breadcrumb; a type page opened directly cancels to the tab too', async () => {
    await page.getByRole('link', { name: 'Edit Tourist 30 days' }).click();
    await expect.poll(() => field('Name').inputValue()).toBe('Tourist 30 days');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectOnTab(`/visas/${visaId}/edit`, 'Options', 'options');

    await page.getByRole('link', { name: 'Edit Tourist 30 days' }).click();
    await expect.poll(() => field('Name').inputValue()).toBe('Tourist 30 days');
    await crumb('Edit visa').click();
    await expectOnTab(`/visas/${visaId}/edit`, 'Options', 'options');

    // A shared link to the type page: no step back in this tab, so Cancel opens the visa's Options.
    const direct = await newPage(browser);
    await loginInBrowser(direct, ADMIN.email, ADMIN.password);
    const typeId = (await apiCall<Visa>('GET', `visas/${visaId}`, undefined, await adminToken())).types[0]!.id;
    await direct.goto(`/visas/${visaId}/types/${typeId}/edit`);
    await direct.getByRole('heading', { name: 'Edit visa type' }).waitFor();
    await expect.poll(() => direct.getByLabel(/^Name( \*)?$/).inputValue()).toBe('Tourist 30 days');
    await direct.getByRole('button', { name: 'Cancel' }).click();
    await direct.waitForURL((url) => url.pathname === `/visas/${visaId}/edit` && url.searchParams.get('tab') === 'options', { timeout: 10_000 });
    await expect.poll(() => direct.getByRole('tab', { name: 'Options', exact: true }).getAttribute('aria-selected')).toBe('true');
    await direct.context().close();
  });
});

describe("a fare's overlapping pricing periods", () => {
  let flightId = 0;
  let fareId = 0;
  const [may15, jun1, jun10, jun11, jun30] = [40, 57, 66, 67, 86].map(isoDay);

  beforeAll(async () => {
    const token = await adminToken();
    const [lis, cdg] = [await airportByCode('LIS'), await airportByCode('CDG')];
    const form = new FormData();
    const info = {
      name: `Place flight ${Date.now().toString(36)}`,
      fromAirport: JSON.stringify({ id: lis }),
      toAirport: JSON.stringify({ id: cdg }),
      defaultCurrency: 'EUR',
    };
    for (const [key, value] of Object.entries(info)) form.append(key, value);
    flightId = (await apiCall<{ id: number }>('POST', 'flights', form, token)).id;
    fareId = (await apiCall<{ id: number }>('POST', `flights/${flightId}/fares`, { name: 'Light', code: 'LT', meal: 'No meal' }, token)).id;
  });
  const readFlight = async () => apiCall<Flight>('GET', `flights/${flightId}`, undefined, await adminToken());
  const grid = () => page.getByRole('table', { name: 'Pricing periods of Light' });
  const cell = (label: string, period: number) => grid().getByRole('textbox', { name: `${label}, period ${period}`, exact: true });

  async function addPeriod(period: number, start: string, end: string) {
    await page.getByRole('button', { name: 'Add fare pricing' }).click();
    await cell('Start date', period).fill(dmy(start));
    await cell('End date', period).fill(dmy(end));
    for (const [i, header] of ['Adult', 'Child', 'Infant', 'Return adult', 'Return child', 'Return infant'].entries()) {
      await cell(header, period).fill(String(100 - i * 10));
    }
  }

  it('a fare page opened from the Fares tab saves back to the Fares tab', async () => {
    await page.goto(`/flights/${flightId}/edit?tab=fares`);
    await expectOnTab(`/flights/${flightId}/edit`, 'Fares', 'fares');
    await page.getByRole('link', { name: 'Edit Light' }).click();
    await expectPath(page, `/flights/${flightId}/fares/${fareId}/edit`);
    await expect.poll(() => field('Meal').inputValue()).toBe('No meal');
    await field('Meal').fill('None');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');
    await expectOnTab(`/flights/${flightId}/edit`, 'Fares', 'fares');
  });

  it('are refused with the sentence under the fare’s grid; nothing is stored; moved apart, they save and the page stays on Pricing', async () => {
    await tab('Pricing').click();
    await expectOnTab(`/flights/${flightId}/edit`, 'Pricing', 'pricing');
    await addPeriod(1, may15, jun10);
    await addPeriod(2, jun1, jun30);
    await page.getByRole('button', { name: 'Save' }).click();

    const sentence = `the period ${dmy(jun1)}-${dmy(jun30)} overlaps period 1 (${dmy(may15)}-${dmy(jun10)})`;
    // In words, never the raw path of the saved JSON (issue 32).
    await expectToast(page, `Fare 1, period 2: start date: ${sentence}`);
    expect(await page.getByText('fares.0.pricing').count()).toBe(0);
    await page.getByText(`Period 2: ${sentence}`, { exact: true }).waitFor();
    // The refused row's start date is marked and has the cursor.
    const start = cell('Start date', 2);
    expect(await start.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => start.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectOnTab(`/flights/${flightId}/edit`, 'Pricing', 'pricing');
    expect((await readFlight()).fares[0]!.pricing).toEqual([]);
    // The focused date opened its calendar: closed, the page is checked as the admin reads it.
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await screenshot(page, 'editor-place-fare-overlap');

    // The second period now starts the day after the first ends: the sentence goes, the save passes.
    await start.fill(dmy(jun11));
    await page.getByText(`Period 2: ${sentence}`, { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');
    await expectOnTab(`/flights/${flightId}/edit`, 'Pricing', 'pricing');
    expect((await readFlight()).fares[0]!.pricing.map((p) => [p.startDate, p.endDate])).toEqual([
      [may15, jun10],
      [jun11, jun30],
    ]);
  });
});
