import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall } from './support/api';
import { expectPath, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { ADMIN } from './support/global-setup';

let browser: Browser;
let page: Page;
let hotelId = 0;
const name = `Hotel Sterling ${Date.now()}`;

beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  await loginInBrowser(page, ADMIN.email, ADMIN.password);
});
afterAll(() => browser?.close());

const readCurrency = async () => (await apiCall<{ defaultCurrency: string }>('GET', `hotels/${hotelId}`, undefined, await adminToken())).defaultCurrency;
const currencyBox = () => page.getByRole('combobox', { name: 'Default currency' });

async function pick(label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

// Issue 18, item 1: the select offered names as values, so it showed nothing and every pick was refused.
describe('the hotel default currency', () => {
  it('is picked by code and name on add, and the code is stored', async () => {
    await page.goto('/hotels/add');
    await page.getByLabel(/^Name( \*)?$/).fill(name);
    await pick('Location', 'Paris', 'Paris, France');
    await pick('Hotel category', '', '4 stars');
    // A new hotel starts in euros, and the select says so.
    await expect.poll(() => currencyBox().inputValue()).toBe('EUR - Euro');
    await pick('Default currency', 'dollar', 'USD - US Dollar');
    expect(await currencyBox().inputValue()).toBe('USD - US Dollar');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');

    const list = await apiCall<{ entities: { id: number }[] }>('GET', `hotels?searchText=${encodeURIComponent(name)}`, undefined, await adminToken());
    hotelId = list.entities[0]!.id;
    // Add opens the new hotel's edit page (issue 32).
    await expectPath(page, `/hotels/${hotelId}/edit`);
    expect(await readCurrency()).toBe('USD');
  });

  it('shows the saved currency on edit and stores a change', async () => {
    await page.goto(`/hotels/${hotelId}/edit`);
    await expect.poll(() => currencyBox().inputValue()).toBe('USD - US Dollar');
    await currencyBox().click();
    await page.getByRole('option', { name: 'EUR - Euro', exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/hotel-currency-open.png' });
    await screenshot(page, 'hotel-currency-open');
    await page.getByRole('option', { name: 'EUR - Euro', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');
    expect(await readCurrency()).toBe('EUR');

    await page.reload();
    await expect.poll(() => currencyBox().inputValue()).toBe('EUR - Euro');
  });
});
