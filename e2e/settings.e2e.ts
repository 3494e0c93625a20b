import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { baseUrl, expectAccessible, expectPath, expectToast, launch, newPage, screenshot, loginInBrowser } from './support/browser';
import { ADMIN } from './support/global-setup';

type Rates = {
  defaultCurrencyAccounting: string;
  defaultCurrencyCode: string;
  data: Record<string, Record<string, { bankRate: string; correctionRate: string; rate: string }>>;
};
type Markups = {
  defaultCurrencyCode: string;
  data: { markups: { id: number; distributionChannel: string; hotelCategoryId: number | 'all'; locationId: number | 'all'; type: string; amount: string }[] };
};

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  await loginInBrowser(page, ADMIN.email, ADMIN.password);
});
afterAll(() => browser?.close());

/** The same admin on a phone, through the stored session the app reads at start. */
async function phonePage() {
  const phone = await newPage(browser, { width: 375, height: 740 });
  const token = await adminToken();
  await phone.goto('/');
  await phone.evaluate(
    (t) => localStorage.setItem('traveldesk.session', JSON.stringify({ token: t, role: 'ROLE_ADMIN', userId: 1, firstName: 'Root' })),
    token,
  );
  return phone;
}

async function pickOption(target: Page, combobox: string, option: string, search?: string) {
  const input = target.getByRole('combobox', { name: combobox, exact: true });
  if (search) await input.fill(search);
  else await input.click();
  await target.getByRole('option', { name: option, exact: true }).click();
}

describe('an admin edits the currency rates (back-office spec §3, §4)', () => {
  it('sees the end rate follow the correction and the correction follow the end rate, saves and finds the values again', async () => {
    const token = await adminToken();
    const before = await apiCall<Rates>('GET', 'settings/currencyrates', undefined, token);
    // data/currency-rates.json: 1 EUR = 1.17 USD = 0.872 GBP, so 1 USD = 0.85470085 EUR and 1 GBP = 1.34174312 USD.
    expect(before.data.EUR!.USD!.bankRate).toBe('0.85470085');
    expect(before.data.USD!.GBP!.bankRate).toBe('1.34174312');

    await page.goto('/settings/currency-rates');
    await page.getByRole('heading', { name: 'Currency rates', level: 1 }).waitFor();
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect.poll(() => headings.allTextContents()).toEqual(['Accounting default currency: USD', 'Default currency: EUR']);

    const usdCorrection = page.getByLabel('Correction rate of USD in EUR');
    const usdRate = page.getByLabel('End rate of USD in EUR');
    await expect.poll(() => usdRate.inputValue()).toBe('0.85470085');
    await usdCorrection.fill('0.01');
    await expect.poll(() => usdRate.inputValue()).toBe('0.86470085');

    const gbpCorrection = page.getByLabel('Correction rate of GBP in USD');
    const gbpRate = page.getByLabel('End rate of GBP in USD');
    await gbpRate.fill('1.35');
    await expect.poll(() => gbpCorrection.inputValue()).toBe('0.00825688');
    await page.getByText('Unsaved changes').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'currency-rates');

    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');
    await expectPath(page, '/settings/currency-rates');
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });

    await page.reload();
    await expect.poll(() => usdCorrection.inputValue()).toBe('0.01');
    await expect.poll(() => usdRate.inputValue()).toBe('0.86470085');
    await expect.poll(() => gbpCorrection.inputValue()).toBe('0.00825688');
    await expect.poll(() => gbpRate.inputValue()).toBe('1.35');

    const stored = await apiCall<Rates>('GET', 'settings/currencyrates', undefined, token);
    expect(stored.data.EUR!.USD).toEqual({ bankRate: '0.85470085', correctionRate: '0.01', rate: '0.86470085' });
    expect(stored.data.USD!.GBP).toEqual({ bankRate: '1.34174312', correctionRate: '0.00825688', rate: '1.35' });
    expect(stored.data.EUR!.GBP).toEqual(before.data.EUR!.GBP);

    // The journeys share one server: put the rates back for the ones that convert money.
    const restore = new FormData();
    restore.append('_method', 'PUT');
    restore.append('data', JSON.stringify(before.data));
    await apiCall('POST', 'settings/currencyrates', restore, token);
    expect((await apiCall<Rates>('GET', 'settings/currencyrates', undefined, token)).data).toEqual(before.data);
  });

  it('refuses an end rate of zero next to the field, before any call', async () => {
    await page.goto('/settings/currency-rates');
    const rate = page.getByLabel('End rate of CHF in EUR');
    await rate.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('End rate must be above 0').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
  });

  it('fits a phone', async () => {
    const phone = await phonePage();
    await phone.goto('/settings/currency-rates');
    await phone.getByLabel('End rate of USD in EUR').waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'currency-rates-phone');
    await phone.context().close();
  });
});

describe('an admin edits the hotel markups (back-office spec §3, §4, §9)', () => {
  it('adds two rows, removes one after confirmation, saves and finds the saved row after a reload', async () => {
    const token = await adminToken();
    const existing = (await apiCall<Markups>('GET', 'settings/hotelmarkups', undefined, token)).data.markups.length;
    const first = existing + 1;
    const second = existing + 2;

    await page.goto('/settings/hotel-markups');
    await page.getByRole('heading', { name: 'Hotel markups for 1 room 1 day' }).waitFor();
    await page.getByRole('button', { name: 'Add location markup' }).click();
    await page.getByRole('button', { name: 'Add location markup' }).click();

    // Spec §4 defaults: b2b, all categories, all locations, percent, empty amount.
    const cell = (field: string, row: number) => page.getByRole(field === 'Amount' ? 'textbox' : 'combobox', { name: `${field}, row ${row}`, exact: true });
    await expect.poll(() => cell('Hotel category', first).inputValue()).toBe('All');
    await expect.poll(() => cell('Distribution channel', first).inputValue()).toBe('b2b (agents)');
    await expect.poll(() => cell('Type', first).inputValue()).toBe('Percent');
    await expect.poll(() => cell('Location', first).inputValue()).toBe('All');
    await expect.poll(() => cell('Amount', first).inputValue()).toBe('');

    await pickOption(page, `Hotel category, row ${first}`, '4 stars');
    await pickOption(page, `Location, row ${first}`, 'France', 'Fran');
    await cell('Amount', first).fill('12.5');
    const firstRow = page.getByRole('row').filter({ has: cell('Amount', first) });
    await firstRow.getByText('%', { exact: true }).waitFor();

    // The fixed type shows the default currency as its suffix (spec §9).
    await pickOption(page, `Type, row ${second}`, 'Fixed');
    const secondRow = page.getByRole('row').filter({ has: cell('Amount', second) });
    await secondRow.getByText('EUR', { exact: true }).waitFor();

    // The amount is required (spec §5): nothing is sent while it is empty.
    await page.getByRole('button', { name: 'Save' }).click();
    await secondRow.getByText('Amount is required').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'hotel-markups');

    await page.getByRole('button', { name: `Remove, row ${second}` }).click();
    await page.getByText('Do you really want to delete it?').waitFor();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await cell('Amount', second).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');
    await expectPath(page, '/settings/hotel-markups');

    await page.reload();
    await expect.poll(() => cell('Hotel category', first).inputValue()).toBe('4 stars');
    await expect.poll(() => cell('Location', first).inputValue()).toBe('France');
    await expect.poll(() => cell('Amount', first).inputValue()).toBe('12.50');
    expect(await cell('Amount', second).count()).toBe(0);

    const stored = (await apiCall<Markups>('GET', 'settings/hotelmarkups', undefined, token)).data.markups;
    const categories = await apiCall<{ entities: { id: number; slug: string }[] }>('GET', 'usertaxonomies/hotelCategory');
    const countries = await apiCall<{ entities: { id: number; code: string }[] }>('GET', 'locations/countries');
    expect(stored).toHaveLength(first);
    expect(stored[first - 1]).toMatchObject({
      distributionChannel: 'b2b',
      hotelCategoryId: categories.entities.find((c) => c.slug === '4-stars')!.id,
      locationId: countries.entities.find((c) => c.code === 'FR')!.id,
      type: 'percent',
      amount: '12.50',
    });
  });

  it('fits a phone', async () => {
    const phone = await phonePage();
    await phone.goto('/settings/hotel-markups');
    await phone.getByRole('button', { name: 'Add location markup' }).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'hotel-markups-phone');
    await phone.context().close();
  });
});

describe('an agent and the settings (route table, §6)', () => {
  it('is sent from /settings/currency-rates to / and its API calls answer 403', async () => {
    const agent = await createAgent(await adminToken());
    const token = await login(agent.email, agent.password);
    const agentPage = await newPage(browser);
    await agentPage.goto('/');
    await agentPage.evaluate(
      (t) => localStorage.setItem('traveldesk.session', JSON.stringify({ token: t, role: 'ROLE_AGENT', userId: 2, firstName: 'Alex' })),
      token,
    );
    for (const route of ['/settings/currency-rates', '/settings/hotel-markups']) {
      await agentPage.goto(route);
      await expectPath(agentPage, '/not-allowed');
    }
    await agentPage.context().close();

    const call = (method: string, path: string, body?: FormData) =>
      fetch(`${baseUrl()}/api/v1/${path}`, { method, headers: { authorization: `Bearer ${token}` }, body });
    const form = () => {
      const f = new FormData();
      f.append('_method', 'PUT');
      f.append('data', '{}');
      return f;
    };
    expect((await call('GET', 'settings/currencyrates')).status).toBe(403);
    expect((await call('POST', 'settings/currencyrates', form())).status).toBe(403);
    expect((await call('GET', 'settings/hotelmarkups')).status).toBe(403);
    expect((await call('POST', 'settings/hotelmarkups', form())).status).toBe(403);
  });
});
