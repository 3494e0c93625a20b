import fs from 'node:fs';
import { PDFParse } from 'pdf-parse';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { bookHotelAsAgent } from './support/booking';
import { expectAccessible, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { cityId, createPricedHotel, isoDay } from './support/catalogue';
import { ADMIN } from './support/global-setup';

/*
 * Issue 18, the admin's day: vouchers wait for the payment and say so, carry the hotel's address
 * and phone, and have a client copy without money (18.6); the back office is a full-height
 * working shell with its navbar, a title per screen, a Save bar in view and a question before
 * unsaved changes are lost (18.7); feature modules say when they cannot be switched on (18.9);
 * the footer does not jump while a page loads (18.10).
 */
let browser: Browser;
let token: string;
let agent: { email: string; password: string };
let hotelId: number;
let booking: { id: number; pnrs: string };
const hotelName = `Comfort Court ${Date.now().toString(36)}`;
const PHONE = '+43 1 555 0142';

beforeAll(async () => {
  browser = await launch();
  token = await adminToken();
  ({ hotelId } = await createPricedHotel(token, { name: hotelName, city: 'Vienna', stars: 4, double: 90, triple: 120, extraChild: 15 }));
  agent = await createAgent(token);
  booking = await bookHotelAsAgent(await login(agent.email, agent.password), hotelId, 'Vienna', 'Comfort');
});
afterAll(() => browser?.close());

const adminPage = async (viewport?: { width: number; height: number }) => {
  const page = await newPage(browser, viewport);
  await loginInBrowser(page, ADMIN.email, ADMIN.password);
  return page;
};
const backOfficeNav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const pdfText = async (download: Download) => (await new PDFParse({ data: new Uint8Array(fs.readFileSync((await download.path())!)) }).getText()).text;
const dayOf = (iso: string) => iso.split('-').reverse().join('.');
/** A money amount ('330.00', '330.00 EUR') or a currency code; DD.MM.YYYY dates are not amounts. */
const MONEY = /\d\.\d{2}(?![\d.])|\b(EUR|USD|GBP)\b/;

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return file;
}

describe('vouchers (18.6)', () => {
  it('an admin gives the hotel a phone number; it is stored', async () => {
    const page = await adminPage();
    await page.goto(`/hotels/${hotelId}/edit`);
    await page.getByRole('textbox', { name: 'Phone' }).fill(PHONE);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Successfully saved !');
    expect((await apiCall<{ phone: string | null }>('GET', `hotels/${hotelId}`, undefined, token)).phone).toBe(PHONE);
    await page.context().close();
  });

  it("an agent's unpaid booking: Download Voucher and the client copy are disabled and say why", async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto(`/bookings/${booking.id}/edit`);
    await page.getByRole('heading', { name: 'View Booking' }).waitFor();
    const reason = page.getByText('The voucher can be downloaded once the booking is paid.');
    await reason.waitFor();
    for (const name of ['Download Voucher', 'Client copy (no prices)']) {
      const button = page.getByRole('button', { name });
      expect(await button.isDisabled(), name).toBe(true);
      // The reason is the button's description for screen readers too.
      expect(await page.locator(`#${await button.getAttribute('aria-describedby')}`).textContent()).toBe(
        'The voucher can be downloaded once the booking is paid.',
      );
    }
    await expectAccessible(page);
    await screenshot(page, 'comfort-voucher-unpaid-1440');
    await page.context().close();
  });

  it('an admin records the full payment; the agent then downloads the voucher and the client copy', async () => {
    const admin = await adminPage();
    await admin.goto(`/bookings/${booking.id}/edit`);
    await admin.getByRole('heading', { name: 'Edit Booking', level: 1 }).waitFor();
    const total = await admin.getByLabel('Total', { exact: true }).inputValue();
    await admin.getByRole('button', { name: 'Add Payment' }).click();
    await admin
      .getByRole('combobox', { name: /^Method/ })
      .first()
      .click();
    await admin.getByRole('option', { name: 'Bank', exact: true }).click();
    await admin.getByRole('textbox', { name: /^Original amount/ }).fill(total);
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(admin, 'Successfully saved !');
    await expect
      .poll(async () => (await apiCall<{ paymentStatus: { slug: string } }>('GET', `bookings/${booking.id}`, undefined, token)).paymentStatus.slug)
      .toBe('paid');
    await admin.context().close();

    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto(`/bookings/${booking.id}/edit`);
    await page.getByRole('heading', { name: 'View Booking' }).waitFor();
    expect(await page.getByRole('button', { name: 'Download Voucher' }).isEnabled()).toBe(true);
    expect(await page.getByText('The voucher can be downloaded once the booking is paid.').count()).toBe(0);

    const voucher = await download(page, 'Download Voucher');
    expect(voucher.suggestedFilename()).toBe(`voucher-${booking.pnrs}.pdf`);
    const text = await pdfText(voucher);
    for (const expected of [
      hotelName,
      'Address: 1 Promenade, Vienna',
      `Phone: ${PHONE}`,
      'Check in',
      dayOf(isoDay(40)),
      'Check out',
      dayOf(isoDay(43)),
      `${total} EUR`,
    ]) {
      expect(text, expected).toContain(expected);
    }

    const copy = await download(page, 'Client copy (no prices)');
    expect(copy.suggestedFilename()).toBe(`voucher-${booking.pnrs}-client.pdf`);
    const client = await pdfText(copy);
    for (const expected of [
      'Client copy',
      booking.pnrs,
      hotelName,
      'Address: 1 Promenade, Vienna',
      `Phone: ${PHONE}`,
      dayOf(isoDay(40)),
      dayOf(isoDay(43)),
      'Ms Hana Comfort',
    ]) {
      expect(client, expected).toContain(expected);
    }
    expect(client).not.toMatch(MONEY);
    for (const word of ['Total', 'Balance', 'Price']) expect(client, word).not.toContain(word);
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('the back-office shell (18.7)', () => {
  it('/hotels: the navbar with its five groups stays in view, no storefront footer or newsletter, a title per screen', async () => {
    const page = await adminPage();
    await page.goto('/hotels');
    await page.getByRole('heading', { name: 'All hotels', level: 1 }).waitFor();
    const nav = backOfficeNav(page);
    for (const group of ['Catalogue', 'Bookings', 'Content', 'Settings', 'Users']) await nav.getByText(group, { exact: true }).waitFor();
    await nav.getByRole('link', { name: 'All bookings' }).waitFor();
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Newsletter' }).count()).toBe(0);
    expect(await page.title()).toBe('All hotels · TravelDesk');

    // Scrolled to the end of the list, the navbar is still on screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    const box = (await nav.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(10);
    expect(await nav.getByRole('link', { name: 'Site settings' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'comfort-backoffice-hotels-1440');

    for (const [link, title] of [
      ['All users', 'All users · TravelDesk'],
      ['Site settings', 'Site settings · TravelDesk'],
      ['All bookings', 'My Bookings · TravelDesk'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect.poll(() => page.title()).toBe(title);
      expect(await page.locator('footer').count()).toBe(0);
    }
    // The storefront keeps its footer.
    await page.goto('/');
    await page.locator('footer').waitFor();
    expect(await page.title()).toBe('TravelDesk');
    await page.context().close();
  });

  it('a long form keeps its Save bar in view; leaving with an unsaved edit asks first, and the edit is not saved', async () => {
    const page = await adminPage({ width: 1440, height: 700 });
    await page.goto(`/hotels/${hotelId}/edit`);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => name.inputValue()).toBe(hotelName);
    expect(await page.title()).toBe('Edit hotel · TravelDesk');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    for (const y of [0, 400]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const box = (await save.boundingBox())!;
      expect(box.y + box.height, `scrolled to ${y}`).toBeLessThanOrEqual(700);
      expect(box.y).toBeGreaterThan(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(900);

    await name.fill(`${hotelName} (edited)`);
    await page.getByText('Unsaved changes').waitFor();
    // Closing the tab: the browser's own warning is asked for.
    expect(await page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(true);

    await backOfficeNav(page).getByRole('link', { name: 'All users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
    await dialog.getByText('You have unsaved changes.', { exact: false }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'comfort-leave-confirm-1440');
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/hotels/${hotelId}/edit`);
    expect(await name.inputValue()).toBe(`${hotelName} (edited)`);

    await backOfficeNav(page).getByRole('link', { name: 'All users' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/users');
    await page.getByRole('heading', { name: 'All users', level: 1 }).waitFor();
    expect((await apiCall<{ name: string }>('GET', `hotels/${hotelId}`, undefined, token)).name).toBe(hotelName);
    // Nothing edited: leaving asks nothing.
    await page.goto(`/hotels/${hotelId}/edit`);
    await expect.poll(() => name.inputValue()).toBe(hotelName);
    await backOfficeNav(page).getByRole('link', { name: 'Hotels', exact: true }).click();
    await page.getByRole('heading', { name: 'All hotels', level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});

describe('the booking page guards its edits too (18.7)', () => {
  it('an admin changes the booking status: leaving asks first; after Save it does not, and the status is stored', async () => {
    const page = await adminPage();
    await page.goto(`/bookings/${booking.id}/edit`);
    const status = page.locator('#booking-status');
    await status.waitFor();
    const before = await status.inputValue();
    // A choice in a dropdown (no typing) is an unsaved change as well.
    await status.click();
    const other = page.getByRole('option').filter({ hasNotText: before }).first();
    const chosen = (await other.innerText()).trim();
    await other.click();
    expect(await status.inputValue()).toBe(chosen);

    await backOfficeNav(page).getByRole('link', { name: 'All bookings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/bookings/${booking.id}/edit`);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Successfully saved !');
    await expect
      .poll(async () => (await apiCall<{ bookingStatus: { title: string } }>('GET', `bookings/${booking.id}`, undefined, token)).bookingStatus.title)
      .toBe(chosen);
    await backOfficeNav(page).getByRole('link', { name: 'All bookings' }).click();
    await page.waitForURL((url) => url.pathname === '/bookings');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});

describe('feature modules (18.9)', () => {
  it('every search module sells today: each switch can be used and none gives a reason; the server agrees', async () => {
    const site = await apiCall<{ unavailableModules: Record<string, string> }>('GET', 'settings/site', undefined, token);
    expect(site.unavailableModules).toEqual({});
    const page = await adminPage();
    await page.goto('/settings/site');
    for (const label of ['Package search', 'Flight search', 'Transfer search', 'Visa search']) {
      const toggle = page.getByRole('switch', { name: label });
      expect(await toggle.isEnabled(), label).toBe(true);
      expect(await toggle.getAttribute('aria-describedby'), label).toBeNull();
    }
    expect(await page.getByText('not sellable yet', { exact: false }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('layout shift (18.10)', () => {
  type Shifts = { cls: number; footer: number };
  /** The page's cumulative layout shift from its first paint until it has settled, and how many shifts moved the footer. */
  async function shiftsOf(path: string, ready: (page: Page) => Promise<unknown>): Promise<Shifts> {
    const page = await newPage(browser);
    // A real connection: the API answers after the page has painted.
    await page.route(/\/api\/v1\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fallback();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: Shifts };
      w.__shifts = { cls: 0, footer: 0 };
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          w.__shifts.cls += entry.value;
          if (entry.sources?.some((s) => s.node instanceof Element && s.node.closest('footer'))) w.__shifts.footer += 1;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await ready(page);
    await page.locator('footer').waitFor();
    await page.waitForTimeout(1500);
    const value = await page.evaluate(() => (window as unknown as { __shifts: Shifts }).__shifts);
    await page.context().close();
    return value;
  }

  it('/, /search and /login settle with a CLS under 0.1, the footer never moving on screen', async () => {
    const countries = await apiCall<{ entities: { id: number; code: string }[] }>('GET', 'locations/countries');
    const search = new URLSearchParams({
      searchMode: 'hotel',
      toId: String(await cityId('Vienna')),
      toName: 'Vienna',
      nationalityId: String(countries.entities.find((c) => c.code === 'FR')!.id),
      startDate: isoDay(40),
      endDate: isoDay(43),
      rooms: JSON.stringify({ room1: { adults: 2, children: 0, childrenAges: [] } }),
      filters: '{}',
    });
    const shifts = {
      home: await shiftsOf('/', (p) =>
        p
          .getByRole('button', { name: /^Search/ })
          .first()
          .waitFor(),
      ),
      search: await shiftsOf(`/search?${search}`, (p) => p.getByText(hotelName).first().waitFor()),
      login: await shiftsOf('/login', async (p) => {
        await p.getByRole('button', { name: 'Login', exact: true }).waitFor();
        expect(await p.title()).toBe('Login · TravelDesk');
      }),
    };
    for (const [path, { cls, footer }] of Object.entries(shifts)) {
      expect(cls, path).toBeLessThan(0.1);
      // The footer starts below the fold while the body loads: it never moves on screen.
      expect(footer, `${path}: shifts that moved the footer`).toBe(0);
    }
  });
});
