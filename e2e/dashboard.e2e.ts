import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { bookHotelAsAgent } from './support/booking';
import { expectAccessible, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { createPricedHotel } from './support/catalogue';
import { ADMIN } from './support/global-setup';

/*
 * Issue 35, the dashboards and a report end to end: an agency books in a city of its own; the
 * administrator's dashboard shows it in today's figures, the chart per day has its table, the
 * destination follows to the filtered bookings list; the agency's dashboard shows its month and
 * its trip without any income; the sales report by destination lists it and offers the files.
 * At 1440 and 375 px, each read back through the API.
 */
let browser: Browser;
let agent: { id: number; email: string; password: string };
let agentToken = '';
let token = '';
let pnrs = '';
const stamp = Date.now().toString(36);
const CITY = 'Valletta';

type AdminDashboard = { today: { bookings: number }; byDestination: { name: string; bookings: number }[] };

beforeAll(async () => {
  browser = await launch();
  token = await adminToken();
  const { hotelId } = await createPricedHotel(token, { name: `Dashboard Bay ${stamp}`, city: CITY, stars: 4, double: 110, triple: 140, extraChild: 10 });
  agent = await createAgent(token, { companyName: `Dashboard Travel ${stamp}` });
  agentToken = await login(agent.email, agent.password);
  ({ pnrs } = await bookHotelAsAgent(agentToken, hotelId, CITY, 'Dash'));
});
afterAll(() => browser?.close());

/** No sideways scroll once the charts have followed the new width (they resize on the next frames). */
const noSideways = async (page: Page) => {
  const width = page.viewportSize()!.width;
  await page.waitForFunction((w) => document.documentElement.scrollWidth <= w, width, { timeout: 5000 }).catch(() => undefined);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

describe('the dashboards and a report', () => {
  it("the administrator's dashboard: today's figures, the chart and its table, then a destination to its bookings", async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    const api = await apiCall<AdminDashboard>('GET', 'dashboard?period=30d', undefined, token);
    expect(api.today.bookings).toBeGreaterThanOrEqual(1);
    expect(api.byDestination.find((d) => d.name === CITY)?.bookings).toBeGreaterThanOrEqual(1);

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    await page.getByRole('heading', { name: 'Sales and income per day' }).waitFor();
    // The chart is named, and its data opens as a table.
    await page
      .getByRole('img', { name: /per day and product from/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Show as table' }).first().click();
    await page.getByRole('table', { name: /per day and product/ }).waitFor();
    await page.getByRole('heading', { name: 'Needs attention today' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'dashboard-admin');
    await page.setViewportSize({ width: 375, height: 800 });
    await noSideways(page);
    await screenshot(page, 'dashboard-admin-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    // A figure leads to the list behind it: the destination's bookings of the period.
    await page.getByRole('link', { name: CITY }).first().click();
    await page.waitForURL(/\/bookings\?/);
    expect(new URL(page.url()).searchParams.get('destinationLocationId')).toBeTruthy();
    await page.getByText(pnrs).first().waitFor();
    await page.context().close();
  });

  it("the agency's dashboard: its month and its trip, never an income", async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    const api = await apiCall<{ role: string; months: { bookings: number }[]; upcomingTrips: { pnrs: string }[] }>('GET', 'dashboard', undefined, agentToken);
    expect(api.role).toBe('agent');
    expect(api.months.at(-1)!.bookings).toBe(1);
    expect(api.upcomingTrips.map((t) => t.pnrs)).toEqual([pnrs]);
    expect(JSON.stringify(api)).not.toMatch(/income/i);

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Sales and bookings per month' }).waitFor();
    await page.getByRole('button', { name: 'Show as table' }).first().click();
    await page.getByRole('table', { name: /per month/ }).waitFor();
    await page.getByRole('heading', { name: 'Upcoming trips' }).waitFor();
    await page.getByText(pnrs).first().waitFor();
    expect(await page.getByText(/income/i).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-agent');
    await page.setViewportSize({ width: 375, height: 800 });
    await noSideways(page);
    await screenshot(page, 'dashboard-agent-phone');
    await page.context().close();
  });

  it('the sales report by destination lists the booking and offers CSV and XLSX', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/reports?groupBy=destination&period=day');
    await page.getByRole('heading', { name: 'Reports' }).first().waitFor();
    const table = page.getByRole('table', { name: /Sales by destination/ });
    await table.getByText(CITY).first().waitFor();
    await page.getByRole('button', { name: 'Download CSV' }).waitFor();
    await page.getByRole('button', { name: 'Download XLSX' }).waitFor();
    const report = await apiCall<{ rows: { label: string; bookings: number }[] }>('GET', 'reports/sales?groupBy=destination&period=day', undefined, token);
    expect(report.rows.filter((r) => r.label === CITY).reduce((n, r) => n + r.bookings, 0)).toBeGreaterThanOrEqual(1);
    await expectAccessible(page);
    await screenshot(page, 'reports-sales');
    await page.setViewportSize({ width: 375, height: 800 });
    await noSideways(page);
    await screenshot(page, 'reports-sales-phone');
    await page.context().close();
  });
});
