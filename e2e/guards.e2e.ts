import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { ADMIN } from './support/global-setup';
import { baseUrl, expectAccessible, expectPath, launch, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function pageAs(session: { token: string; role: string } | null) {
  const page = await newPage(browser);
  await page.goto('/');
  if (session) {
    await page.evaluate((s) => localStorage.setItem('traveldesk.session', JSON.stringify({ ...s, userId: 1, firstName: 'Guard' })), session);
  }
  return page;
}

const LOGGED_IN_ONLY = ['/dashboard', '/change-password', '/profile'];
const ADMIN_ONLY = ['/users', '/users/add', '/users/1', '/users/1/edit', '/users/1/change-password'];
const LOGGED_OUT_ONLY = ['/login', '/registration', '/forgot-password', '/reset-password?hash=abc'];

describe('route guards (back-office spec §2 route table)', () => {
  it('sends a visitor from logged-in and admin pages to /login', async () => {
    const page = await pageAs(null);
    for (const route of [...LOGGED_IN_ONLY, ...ADMIN_ONLY]) {
      await page.goto(route);
      await expectPath(page, '/login');
    }
    for (const route of ['/', ...LOGGED_OUT_ONLY]) {
      await page.goto(route);
      await expectPath(page, route.split('?')[0]!);
    }
    await page.context().close();
  });

  it('sends an agent away from logged-out pages to /, and shows it "not allowed" on admin pages', async () => {
    const agent = await createAgent(await adminToken());
    const page = await pageAs({ token: await login(agent.email, agent.password), role: 'ROLE_AGENT' });
    for (const route of LOGGED_IN_ONLY) {
      await page.goto(route);
      await expectPath(page, route);
    }
    for (const route of LOGGED_OUT_ONLY) {
      await page.goto(route);
      await expectPath(page, '/');
    }
    // A page its role may not see: said so, at /not-allowed, with the address it asked for (issue 30).
    for (const route of [...ADMIN_ONLY, '/bookings/add']) {
      await page.goto(route);
      await expectPath(page, '/not-allowed');
      await page.getByRole('heading', { name: 'You are not allowed to open this page' }).waitFor();
      // The list pages add their default search (page=1).
      expect(new URL(new URL(page.url()).searchParams.get('from') ?? '', 'http://x').pathname).toBe(route);
    }
    await screenshot(page, 'guards-not-allowed');
    await expectAccessible(page);
    // The way home.
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expectPath(page, '/');
    // Log in as another user: the agent is logged out, and the administrator is brought back to the page.
    await page.goto('/users/add');
    await expectPath(page, '/not-allowed');
    await page.getByRole('button', { name: 'Log in as another user' }).click();
    await expectPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/users/add');
    expect(await page.evaluate(() => localStorage.getItem('traveldesk.session'))).toBeNull();
    await page.getByLabel(/^Email/).fill(ADMIN.email);
    await page.getByLabel(/^Password( \*)?$/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPath(page, '/users/add');
    await page.context().close();
  });

  it('a spent download link opened in the browser says it expired, and one click downloads a fresh one', async () => {
    const agent = await createAgent(await adminToken());
    const token = await login(agent.email, agent.password);
    const page = await pageAs({ token, role: 'ROLE_AGENT' });
    const link = await apiCall<{ token: string }>('POST', 'download-token', undefined, token);
    // The first use spends it (a download), the second opens the page.
    expect((await fetch(`${baseUrl()}/api/v1/bookings/csv/download?token=${link.token}`)).status).toBe(200);
    await page.goto(`/api/v1/bookings/csv/download?token=${link.token}&bookingCode=ZZ`);
    await expectPath(page, '/link-expired');
    await page.getByRole('heading', { name: 'This download link has expired' }).waitFor();
    expect(page.url()).not.toContain(link.token);
    await screenshot(page, 'guards-link-expired');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Make a fresh link' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    // The filters the expired link carried: none of this agency's bookings has the code ZZ.
    expect(csv.trim().split('\n')).toEqual([
      'Booking Reference,Service Description,Passenger,Status,Start Date,End Date,Payment Status,Booking Date,Total,Balance,Currency,Payments',
    ]);
    await page.context().close();
  });

  it('lets an admin open every admin page', async () => {
    const page = await pageAs({ token: await adminToken(), role: 'ROLE_ADMIN' });
    for (const route of [...LOGGED_IN_ONLY, ...ADMIN_ONLY]) {
      await page.goto(route);
      await expectPath(page, route);
    }
    await page.context().close();
  });

  it('sends /reset-password without a hash to the home page', async () => {
    const page = await pageAs(null);
    await page.goto('/reset-password');
    await expectPath(page, '/');
    await page.context().close();
  });

  it('logs out and goes to /login when a call answers 401', async () => {
    const page = await pageAs({ token: 'revoked-or-expired', role: 'ROLE_AGENT' });
    await page.goto('/profile');
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('traveldesk.session'))).toBeNull();
    await page.context().close();
  });

  it('shows Page not found for an unknown path', async () => {
    const page = await pageAs(null);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.context().close();
  });
});
