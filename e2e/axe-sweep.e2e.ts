import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { accessibilityViolations, launch, loginInBrowser, newPage } from './support/browser';
import { bookHotelAsAgent } from './support/booking';
import { cityId, createPricedHotel, isoDay } from './support/catalogue';
import { createWorkedExampleFlight } from './support/flight-catalogue';
import { ADMIN } from './support/global-setup';
import { createWorkedExampleTransfer } from './support/transfer-catalogue';
import { createWorkedExampleVisa } from './support/visa-catalogue';

/*
 * Issue 32: axe finds nothing serious or critical on any screen, at 1440 and at 375 px. Every
 * page of the route table is opened, as the role that may open it (a visitor, an agent, an
 * administrator), on records this journey makes; each page is checked once its heading shows.
 * A page that fails is named with its findings, all of them at once.
 */

let browser: Browser;
const suffix = Date.now().toString(36);
let agent: { email: string; password: string };
const pages: { visitor: string[]; agent: string[]; admin: string[] } = { visitor: [], agent: [], admin: [] };
/** What the sweep made and takes away after it, so the journeys sharing its shard meet none of it (the booked hotel stays). */
const made: string[] = [];

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  agent = await createAgent(token, { companyName: `Axe Travel ${suffix}` });
  const agentToken = await login(agent.email, agent.password);
  const { hotelId, roomId } = await createPricedHotel(token, { name: `Axe Hotel ${suffix}`, city: 'Porto', stars: 4, double: 90, triple: 120, extraChild: 20 });
  const booking = await bookHotelAsAgent(agentToken, hotelId, 'Porto', 'Axe');
  const flight = await createWorkedExampleFlight(token, { out: 'TA961', back: 'TA962' });
  const transfer = await createWorkedExampleTransfer(token);
  const visa = await createWorkedExampleVisa(token, `Axe visa ${suffix}`);
  const tourForm = new FormData();
  for (const [k, v] of Object.entries({ name: `Axe tour ${suffix}`, price: '40', location: String(await cityId('Porto')) })) tourForm.append(k, v);
  const tour = await apiCall<{ id: number }>('POST', 'tours', tourForm, token);
  const category = await apiCall<{ id: number }>('POST', 'articlecategories', { title: `Axe category ${suffix}` }, token);
  const article = await apiCall<{ id: number; slug: string }>('POST', 'articles', { title: `Axe article ${suffix}` }, token);
  made.push(
    `flights/${flight.id}`,
    `transfers/${transfer.id}`,
    `visas/${visa.id}`,
    `tours/${tour.id}`,
    `articles/${article.id}`,
    `articlecategories/${category.id}`,
  );
  const users = await apiCall<{ entities: { id: number; email: string }[] }>('GET', `users?searchText=${encodeURIComponent(agent.email)}`, undefined, token);
  const agentId = users.entities.find((u) => u.email === agent.email)!.id;
  const search = new URLSearchParams({
    searchMode: 'hotel',
    toId: String(await cityId('Porto')),
    toName: 'Porto',
    startDate: isoDay(40),
    endDate: isoDay(43),
    rooms: JSON.stringify([{ adults: 2, childrenAges: [] }]),
  });

  pages.visitor = ['/', `/search?${search}`, '/login', '/registration', '/forgot-password', `/articles/${article.slug}`, '/no-such-page'];
  pages.agent = [
    '/',
    `/search?${search}`,
    '/dashboard',
    '/bookings',
    `/bookings/${booking.id}/edit`,
    '/account',
    '/account/api',
    '/profile',
    '/change-password',
    '/not-allowed',
  ];
  pages.admin = [
    '/dashboard',
    '/reports',
    '/bookings',
    '/bookings/add',
    `/bookings/${booking.id}/edit`,
    '/hotels',
    '/hotels/add',
    `/hotels/${hotelId}`,
    `/hotels/${hotelId}/edit`,
    `/hotels/${hotelId}/rooms/add`,
    `/hotels/${hotelId}/rooms/${roomId}/edit`,
    '/flights',
    '/flights/add',
    `/flights/${flight.id}`,
    `/flights/${flight.id}/edit`,
    `/flights/${flight.id}/fares/add`,
    `/flights/${flight.id}/fares/${flight.fares.plus}/edit`,
    '/transfers',
    '/transfers/add',
    `/transfers/${transfer.id}`,
    `/transfers/${transfer.id}/edit`,
    `/transfers/${transfer.id}/cars/add`,
    `/transfers/${transfer.id}/cars/${transfer.cars.sedan}/edit`,
    '/visas',
    '/visas/add',
    `/visas/${visa.id}`,
    `/visas/${visa.id}/edit`,
    `/visas/${visa.id}/types/add`,
    `/visas/${visa.id}/types/${visa.typeId}/edit`,
    '/tours',
    '/tours/add',
    `/tours/${tour.id}`,
    `/tours/${tour.id}/edit`,
    '/articles',
    '/articles/add',
    `/articles/${article.id}/edit`,
    '/article/categories',
    '/article/categories/add',
    `/article/categories/${category.id}`,
    `/article/categories/${category.id}/edit`,
    '/subscriptions',
    '/users',
    '/users/add',
    `/users/${agentId}`,
    `/users/${agentId}/edit`,
    `/users/${agentId}/change-password`,
    '/agencies',
    `/agencies/${agentId}`,
    '/invoices',
    '/settings/site',
    '/settings/menus',
    '/settings/currency-rates',
    '/settings/hotel-markups',
    '/settings/home-background-images',
    '/settings/medias',
  ];
}, 120_000);
afterAll(async () => {
  await browser?.close();
  const token = await adminToken();
  for (const path of made) await apiCall('DELETE', path, undefined, token).catch(() => undefined);
});

/** Opens each page in turn and gathers what axe finds on it. */
async function sweep(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    // The page has drawn: its heading, and no skeleton or loader left.
    await page.locator('h1').first().waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => !document.querySelector('.mantine-Skeleton-root, .mantine-Loader-root'), undefined, { timeout: 15_000 }).catch(() => {});
    const violations = await accessibilityViolations(page);
    if (violations.length) found[path] = violations;
  }
  return found;
}

describe.each([
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
])('axe on every screen at $width px (issue 32)', (viewport) => {
  it('a visitor', async () => {
    const page = await newPage(browser, viewport);
    expect(await sweep(page, pages.visitor)).toEqual({});
    await page.context().close();
  }, 240_000);

  it('an agent', async () => {
    const page = await newPage(browser, viewport);
    await loginInBrowser(page, agent.email, agent.password);
    expect(await sweep(page, pages.agent)).toEqual({});
    await page.context().close();
  }, 240_000);

  it('an administrator', async () => {
    const page = await newPage(browser, viewport);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    expect(await sweep(page, pages.admin)).toEqual({});
    await page.context().close();
  }, 400_000);
});
