import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall } from './support/api';
import { expectAccessible, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { createPricedHotel, isoDay, taxonomy } from './support/catalogue';
import { ADMIN } from './support/global-setup';

type Pricing = { id: number; startDate: string; endDate: string; pricingData: Record<string, unknown> };
type Hotel = { rooms: { id: number; name: string; pricing: Pricing[] }[] };

let browser: Browser;
let page: Page;
let hotelId = 0;
let roomId = 0;

beforeAll(async () => {
  const made = await createPricedHotel(await adminToken(), {
    name: `Grid Hotel ${Date.now()}`,
    city: 'Nice',
    stars: 4,
    double: 100,
    triple: 130,
    extraChild: 20,
  });
  hotelId = made.hotelId;
  roomId = made.roomId;
  browser = await launch();
  page = await newPage(browser);
  await loginInBrowser(page, ADMIN.email, ADMIN.password);
});
afterAll(() => browser?.close());

const roomPricing = async () => {
  const hotel = await apiCall<Hotel>('GET', `hotels/${hotelId}`, undefined, await adminToken());
  return [...hotel.rooms.find((r) => r.id === roomId)!.pricing].sort((a, b) => a.startDate.localeCompare(b.startDate));
};
const cell = (name: string) => page.getByRole('textbox', { name, exact: true });

async function openPricing() {
  await page.goto(`/hotels/${hotelId}/edit`);
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await page.getByRole('table', { name: 'Pricing periods of Double Room' }).waitFor();
}

describe('an admin edits room prices on the period grid', () => {
  it('adds two periods with prices on the grid, one line each, and saves them', async () => {
    await openPricing();
    await page.getByRole('button', { name: 'Add pricing period' }).click();
    // The new period's first date has the cursor; dates are typed as the site shows them.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Start date, period 2');
    await cell('Start date, period 2').fill('01.05.2031');
    await cell('End date, period 2').fill('31.05.2031');
    await cell('2 persons, period 2').fill('110');
    await cell('3 persons, period 2').fill('140.50');
    await cell('Extra child, period 2').fill('25');
    // Enter on the last row adds the next period, which starts the day after the last one ends.
    await cell('Extra child, period 2').press('Enter');
    await expect.poll(() => cell('Start date, period 3').inputValue()).toBe('01.06.2031');
    await cell('End date, period 3').fill('30.06.2031');
    await cell('2 persons, period 3').fill('120');
    await cell('3 persons, period 3').fill('150');
    await cell('Extra adult, period 3').fill('35');

    // The header carries the contract currency, and a period is one line of the table.
    await page.getByRole('columnheader', { name: /^2 persons\W*EUR$/ }).waitFor();
    const rows = page.getByRole('table', { name: 'Pricing periods of Double Room' }).locator('tbody tr');
    expect(await rows.count()).toBe(3);
    for (let i = 0; i < 3; i++) expect((await rows.nth(i).boundingBox())!.height).toBeLessThan(48);
    await expectAccessible(page);
    await screenshot(page, 'pricing-grid');

    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');
    await expect.poll(async () => (await roomPricing()).length).toBe(3);
  });

  it('finds both periods after a reload, on the tab it was on (the tab is in the address, issue 32)', async () => {
    expect(new URL(page.url()).searchParams.get('tab')).toBe('pricing');
    await page.reload();
    await expect.poll(() => page.getByRole('tab', { name: 'Pricing' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => cell('Start date, period 2').inputValue()).toBe('01.05.2031');
    expect(await cell('End date, period 2').inputValue()).toBe('31.05.2031');
    expect(await cell('3 persons, period 2').inputValue()).toBe('140.50');
    expect(await cell('Start date, period 3').inputValue()).toBe('01.06.2031');
    expect(await cell('Extra adult, period 3').inputValue()).toBe('35.00');
    // On a phone the grid keeps its lines and scrolls sideways inside its frame.
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'pricing-grid-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('removes one after the confirmation, saves, and the API has exactly the rest', async () => {
    await page.getByRole('button', { name: 'Remove pricing period 3 of Double Room' }).click();
    await page.getByText('Do you really want to delete it?').waitFor();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectToast(page, 'Deleted successfully !');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');

    const bb = String((await taxonomy('meal')).find((m) => m.code === 'BB')!.id);
    const pricing = await roomPricing();
    expect(pricing.map(({ startDate, endDate }) => ({ startDate, endDate }))).toEqual([
      { startDate: isoDay(-1), endDate: isoDay(365) },
      { startDate: '2031-05-01', endDate: '2031-05-31' },
    ]);
    expect(pricing[1]!.pricingData).toMatchObject({ pricingType: 'personCount', '2person': '110.00', '3person': '140.50', extraChild: '25.00' });
    expect(String(pricing[1]!.pricingData.mealTypeId)).toBe(bb);
    expect(pricing[1]!.pricingData.extraAdult ?? null).toBeNull();
    expect(pricing[0]!.pricingData).toMatchObject({ '2person': '100.00', '3person': '130.00', extraChild: '20.00' });

    await openPricing();
    await expect.poll(() => page.getByRole('table', { name: 'Pricing periods of Double Room' }).locator('tbody tr').count()).toBe(2);
  });

  it('refuses a save with an unfinished period: the grid opens and its first refused cell has the cursor', async () => {
    await page.getByRole('button', { name: 'Add pricing period' }).click();
    await page.getByRole('tab', { name: 'Info' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('End date, period 3');
    expect(await cell('End date, period 3').getAttribute('aria-invalid')).toBe('true');
    expect(await cell('2 persons, period 3').getAttribute('aria-invalid')).toBe('true');
    // Nothing was sent: the stored periods are unchanged.
    expect(await roomPricing()).toHaveLength(2);
    await page.getByRole('button', { name: 'Remove pricing period 3 of Double Room' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Pricing periods of Double Room' }).locator('tbody tr').count()).toBe(2);
  });
});
