import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createAgent, login } from './support/api';
import { expectPath, launch, newPage } from './support/browser';

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

  it('sends an agent away from admin pages and logged-out pages to /', async () => {
    const agent = await createAgent(await adminToken());
    const page = await pageAs({ token: await login(agent.email, agent.password), role: 'ROLE_AGENT' });
    for (const route of LOGGED_IN_ONLY) {
      await page.goto(route);
      await expectPath(page, route);
    }
    // Not allowed → /login, which a logged-in user may not open → /.
    for (const route of [...ADMIN_ONLY, ...LOGGED_OUT_ONLY]) {
      await page.goto(route);
      await expectPath(page, '/');
    }
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
