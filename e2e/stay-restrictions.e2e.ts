import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { expectAccessible, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { cityId, createPricedHotel, isoDay } from './support/catalogue';
import { ADMIN } from './support/global-setup';
import { fillPassengers } from './support/wizard';

/*
 * Issue 33, stay restrictions and why an option is not offered, end to end: the admin sets a
 * 3-night minimum and closes Saturdays to arrival on the pricing grid; the agent searches 2
 * nights from a Saturday, opens "N hotels not available for your dates", reads the reasons and
 * the suggested stay, takes it and books it. Each step reads back what was stored through the API.
 */
let browser: Browser;
let token: string;
let agent: { id: number; email: string; password: string };
let agentToken = '';
let hotelId = 0;
let roomId = 0;
const stamp = Date.now().toString(36);
const hotelName = `Saturday Closed ${stamp}`;
const CITY = 'Dubrovnik';

/** The first Saturday at least 30 days ahead, and the Sunday after it (the stay that works). */
const saturday = (() => {
  for (let offset = 30; ; offset++) if (new Date(`${isoDay(offset)}T00:00:00Z`).getUTCDay() === 6) return isoDay(offset);
})();
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const sunday = plusDays(saturday, 1);
const dm = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

type Pricing = { id: number; pricingData: Record<string, unknown> };

beforeAll(async () => {
  browser = await launch();
  token = await adminToken();
  ({ hotelId, roomId } = await createPricedHotel(token, { name: hotelName, city: CITY, stars: 4, double: 100, triple: 130, extraChild: 10 }));
  agent = await createAgent(token, { companyName: `Weekend Travel ${stamp}` });
  agentToken = await login(agent.email, agent.password);
});
afterAll(async () => {
  await browser?.close();
});

const roomPricing = async () =>
  (await apiCall<{ rooms: { id: number; pricing: Pricing[] }[] }>('GET', `hotels/${hotelId}`, undefined, token)).rooms.find((r) => r.id === roomId)!.pricing;

async function searchUrl(startDate: string, endDate: string) {
  const nationality = await apiCall<{ entities: { value: string; label: string }[] }>('GET', 'destinations/nationality');
  return `/search?${new URLSearchParams({
    searchMode: 'hotel',
    toId: String(await cityId(CITY)),
    toName: CITY,
    nationalityId: String(nationality.entities.find((n) => n.label === 'Germany')!.value),
    startDate,
    endDate,
    rooms: JSON.stringify({ room1: { adults: 2, children: 0, childrenAges: [] } }),
    filters: '{}',
  })}`;
}

describe('stay restrictions, from the grid to a booking', () => {
  let agentPage: Page;

  it('the admin sets a 3-night minimum and closes Saturdays to arrival on the pricing grid', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto(`/hotels/${hotelId}/edit`);
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await page.getByRole('table', { name: 'Pricing periods of Double Room' }).waitFor();
    await page.getByRole('columnheader', { name: 'Stay restrictions' }).waitFor();
    const cell = (name: string) => page.getByRole('textbox', { name: `${name}, period 1`, exact: true });
    await cell('Minimum stay on arrival (nights)').fill('3');
    await cell('Closed to arrival (weekdays and dates, e.g. Sat, Sun, 12.03.2027)').fill('saturday');
    await cell('Closed to arrival (weekdays and dates, e.g. Sat, Sun, 12.03.2027)').press('Tab');
    await expectAccessible(page);
    await screenshot(page, 'stay-restrictions-grid');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');
    await expect.poll(async () => (await roomPricing())[0]!.pricingData).toMatchObject({ minStayArrival: 3, closedToArrival: 'sat' });
    // The grid shows what was stored, as the site writes it.
    await expect.poll(() => cell('Closed to arrival (weekdays and dates, e.g. Sat, Sun, 12.03.2027)').inputValue()).toBe('Sat');
    await page.context().close();
  });

  it('the agent searches 2 nights from a Saturday, reads why the hotel is not offered and the stay that works', async () => {
    agentPage = await newPage(browser);
    await loginInBrowser(agentPage, agent.email, agent.password);
    await agentPage.goto(await searchUrl(saturday, plusDays(saturday, 2)));
    const fold = agentPage.getByRole('button', { name: /not available for your dates$/ });
    await fold.waitFor();
    expect(await agentPage.getByRole('button', { name: `Select ${hotelName}` }).count()).toBe(0);
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    await fold.click();
    const entry = agentPage.getByRole('listitem').filter({ hasText: hotelName });
    await entry.getByText(`Closed to arrival on ${dm(saturday)}`).waitFor();
    await entry.getByText(`Minimum stay 3 nights for arrival on ${dm(saturday)}`).waitFor();
    const suggestion = entry.getByRole('button', { name: new RegExp(`${dm(sunday)}.${dm(plusDays(sunday, 3))}`) });
    await suggestion.waitFor();
    await expectAccessible(agentPage);
    await screenshot(agentPage, 'stay-restrictions-fold');
    // The same on a phone: the reasons and the suggestion fit the screen.
    await agentPage.setViewportSize({ width: 375, height: 800 });
    expect(await agentPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(agentPage, 'stay-restrictions-fold-phone');
    await agentPage.setViewportSize({ width: 1440, height: 900 });
    // The API says the same (explain=1).
    const explained = await apiCall<{ notOffered: { id: number; suggestion: { startDate: string; endDate: string } | null }[] }>(
      'GET',
      `${(await searchUrl(saturday, plusDays(saturday, 2))).slice(1)}&explain=1`,
      undefined,
      agentToken,
    );
    expect(explained.notOffered.find((h) => h.id === hotelId)?.suggestion).toEqual({ startDate: sunday, endDate: plusDays(sunday, 3) });

    await suggestion.click();
    await expect.poll(() => new URL(agentPage.url()).searchParams.get('startDate')).toBe(sunday);
    expect(new URL(agentPage.url()).searchParams.get('endDate')).toBe(plusDays(sunday, 3));
  });

  it('the agent books the suggested stay; the booking has its dates', async () => {
    await agentPage.getByRole('button', { name: `Select ${hotelName}` }).click();
    await agentPage
      .getByRole('button', { name: /^Select Double Room/ })
      .first()
      .click();
    // On a phone the booking's total comes before CONFIRM BOOKING (issue 32): the agent reads what it books before confirming.
    await agentPage.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    await agentPage.setViewportSize({ width: 375, height: 800 });
    const summary = agentPage.getByRole('complementary', { name: 'Your booking' });
    const totalY = (await summary.getByText('Total', { exact: true }).boundingBox())!.y;
    const confirmY = (await agentPage.getByRole('button', { name: 'CONFIRM BOOKING' }).boundingBox())!.y;
    expect(totalY).toBeLessThan(confirmY);
    await agentPage.setViewportSize({ width: 1440, height: 900 });
    await fillPassengers(agentPage, [
      { title: 'Ms', first: 'Vera', last: 'Weekend', birth: '1986-02-11' },
      { title: 'Mr', first: 'Ivo', last: 'Weekend', birth: '1984-07-03' },
    ]);
    await agentPage.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await expectToast(agentPage, 'Successfully created !');
    await agentPage.waitForURL(/\/bookings\/\d+\/edit$/);
    const id = Number(/\/bookings\/(\d+)\/edit$/.exec(agentPage.url())![1]);
    const booking = await apiCall<{
      startDate: string;
      endDate: string;
      bookingItems: Record<string, { productType: string; startDate: string; endDate: string }>;
    }>('GET', `bookings/${id}`, undefined, agentToken);
    expect(booking).toMatchObject({ startDate: sunday, endDate: plusDays(sunday, 3) });
    expect(Object.values(booking.bookingItems).map((i) => [i.productType, i.startDate, i.endDate])).toEqual([['hotel', sunday, plusDays(sunday, 3)]]);
  });
});
