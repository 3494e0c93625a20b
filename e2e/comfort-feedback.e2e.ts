import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent } from './support/api';
import { expectAccessible, expectPath, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { pickCalendarDays } from './support/dates';
import { cityId, createPricedHotel, isoDay } from './support/catalogue';
import { createWorkedExampleFlight, enableFlightSearch } from './support/flight-catalogue';

/*
 * Issue 18 points 2 and 3, at 1440 px: a refused save or search never fails silently (the first
 * invalid field is scrolled to, focused and described; the sentence is on the field on every
 * tab), toasts do not stack copies, do not follow the user to the next page and do not cover the
 * header menu; logging in from the guest modal or after an expired session comes back to the same
 * search and wizard step. Faro is this journey's own city.
 */
let browser: Browser;
const suffix = Date.now().toString(36);
const hotelName = `Quinta Comfort ${suffix}`;
let agent: { email: string; password: string };
let searchUrl: string;

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  await createPricedHotel(token, { name: hotelName, city: 'Faro', stars: 4, double: 95, triple: 125, extraChild: 15 });
  agent = await createAgent(token);
  const countries = await apiCall<{ entities: { id: number; code: string }[] }>('GET', 'locations/countries');
  const search = new URLSearchParams({
    searchMode: 'hotel',
    toId: String(await cityId('Faro')),
    toName: 'Faro',
    nationalityId: String(countries.entities.find((c) => c.code === 'PT')!.id),
    startDate: isoDay(45),
    endDate: isoDay(48),
    rooms: JSON.stringify({ room1: { adults: 2, children: 0, childrenAges: [] } }),
    filters: '{}',
  });
  searchUrl = `/search?${search}`;
});
afterAll(() => browser?.close());

/** The toasts on screen with exactly this text (the field's own error text is not one). */
const toasts = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ has: page.getByText(text, { exact: true }) });

/** What the field says of itself: marked invalid, and the text of the elements that describe it. */
async function fieldError(field: Locator) {
  return field.evaluate((el) => ({
    invalid: el.getAttribute('aria-invalid'),
    described: (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  }));
}

/** The field has the focus, fully in the window. */
async function expectFocusedInView(field: Locator) {
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  const inView = await field.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
  });
  expect(inView).toBe(true);
}

const localPath = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const sameSearch = (a: string, b: string) => {
  const [pa, pb] = [new URL(a, 'http://x'), new URL(b, 'http://x')];
  return pa.pathname === pb.pathname && [...pa.searchParams].sort().join('&') === [...pb.searchParams].sort().join('&');
};

describe('a refused save takes the user to the first invalid field (issue 18.2)', () => {
  it('scrolls to, focuses and describes the field the registration misses; a select keeps its error in view', async () => {
    const page = await newPage(browser);
    await page.goto('/registration');
    await page.getByLabel('Tax Registration Number').fill('PT-500');
    await page.getByLabel('First Name').fill('Rita');
    await page.getByLabel('Last Name').fill('Lopes');
    await page.getByLabel(/^Email/).fill(`comfort-${suffix}@e2e.test`);
    await page.getByLabel('Position').fill('Owner');
    await page.getByLabel('City').fill('Faro');
    await page.getByLabel('Address').fill('Rua do Souto 1');
    await page.getByLabel('Website').fill('https://comfort.example');
    await page.getByLabel(/^Phone Number( \*)?$/).fill('+351 253 000');
    await page.getByLabel('Company Phone Number').fill('+351 253 111');
    await page.getByLabel(/^Password( \*)?$/).fill('Comfort#pass-1');
    await page.getByLabel('Confirm password').fill('Comfort#pass-1');
    // The person scrolled down to the button: the first field is out of sight.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const company = page.getByLabel('Company Name');
    expect(await company.evaluate((el) => el.getBoundingClientRect().bottom < 0)).toBe(true);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectFocusedInView(company);
    expect(await fieldError(company)).toMatchObject({ invalid: 'true', described: expect.stringMatching(/\w/) });
    await expectAccessible(page);
    await screenshot(page, 'comfort-registration-focus');

    // The next miss is a searchable select: focused, its list stays closed so its error shows.
    await company.fill('Comfort Travel');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const country = page.getByRole('combobox', { name: 'Country' });
    await expectFocusedInView(country);
    expect(await fieldError(country)).toMatchObject({ invalid: 'true', described: expect.stringMatching(/\w/) });
    expect(await country.getAttribute('aria-expanded')).not.toBe('true');
    await page.context().close();
  });
});

describe('toasts: one per text, gone with their page, never over the header menu (issue 18.2)', () => {
  it('shows a repeated refusal once, below the header, lets the header link be clicked and is gone on the next page', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Hotels' }).waitFor();
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await search.click();
    await search.click();
    await expect.poll(() => toasts(page, 'Destination is required!').count()).toBe(1);
    // Twice more a moment later: still one toast.
    await search.click();
    await page.waitForTimeout(400);
    expect(await toasts(page, 'Destination is required!').count()).toBe(1);
    // The sentence is on the field too, and the field has the focus.
    const destination = page.getByRole('combobox', { name: 'Destination' });
    expect(await fieldError(destination)).toEqual({ invalid: 'true', described: 'Destination is required!' });
    await expectFocusedInView(destination);

    // Back at the top of the page: the toast sits below the header, whose links the pointer reaches.
    await page.evaluate(() => window.scrollTo(0, 0));
    const toast = toasts(page, 'Destination is required!');
    const header = await page.locator('header').boundingBox();
    const toastBox = await toast.boundingBox();
    expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    const login = page.locator('header').getByRole('link', { name: 'Login', exact: true });
    const reachable = await login.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(reachable).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'comfort-toast-below-header');

    // A click on the header's link while the toast shows: the next page comes without it.
    await login.click({ timeout: 3000 });
    await expectPath(page, '/login');
    await expect.poll(() => toasts(page, 'Destination is required!').count(), { timeout: 2000 }).toBe(0);
    await page.context().close();
  });

  it('keeps the success toast of a login on the page the login opens', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await expectPath(page, '/');
    await expectToast(page, 'Success login !');
    await page.context().close();
  });

  it('sits below the header at 375 px too', async () => {
    const page = await newPage(browser, { width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const toast = toasts(page, 'Destination is required!');
    await toast.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    const header = await page.locator('header').boundingBox();
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await screenshot(page, 'comfort-toast-375');
    // The burger stays reachable while the toast shows.
    await page.getByRole('button', { name: 'Menu' }).click({ timeout: 3000 });
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.context().close();
  });
});

describe('the Flights tab says each missing field on the field (issue 18.2)', () => {
  let restore: () => Promise<unknown>;
  let flightId = 0;
  beforeAll(async () => {
    const token = await adminToken();
    restore = await enableFlightSearch(token);
    // Its own LIS -> CDG flight: the airports and days it picks exist whatever other journeys of its
    // shard did first. Deleted after it, so no other journey's route shows one flight more.
    flightId = (await createWorkedExampleFlight(token, { out: 'TA851', back: 'TA852' })).id;
  });
  afterAll(async () => {
    await restore?.();
    if (flightId) await apiCall('DELETE', `flights/${flightId}`, undefined, await adminToken());
  });

  it('marks the dates, nationality, airports and passengers with their sentences, one after the other', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Flights' }).click();
    const search = page.getByRole('button', { name: 'Search', exact: true });

    /**
     * Search, then the sentence is in the toast and on the field, which has the focus; the toast
     * of the previous refusal (a reason now fixed) is replaced, not stacked.
     */
    let previous: string | null = null;
    const refusedOn = async (field: Locator, sentence: string) => {
      await search.click();
      await toasts(page, sentence).first().waitFor();
      await expect.poll(() => fieldError(field)).toEqual({ invalid: 'true', described: sentence });
      await expectFocusedInView(field);
      if (previous) await expect.poll(() => toasts(page, previous!).count()).toBe(0);
      previous = sentence;
    };

    const dates = page.getByRole('button', { name: /Departure – return/ });
    await refusedOn(dates, 'Start date is required!');
    await expectAccessible(page);
    await screenshot(page, 'comfort-flight-dates-refused');
    await dates.click();
    await pickCalendarDays(page, [isoDay(30), isoDay(35)]);

    const nationality = page.getByRole('combobox', { name: 'Nationality' });
    await refusedOn(nationality, 'Nationality is required!');
    await nationality.fill('Portu');
    await page.getByRole('option', { name: 'Portugal' }).click();

    const from = page.getByRole('combobox', { name: 'From' });
    await refusedOn(from, 'Origin airport is required!');
    await from.fill('LIS');
    await page
      .getByRole('option', { name: /\(LIS\)/ })
      .first()
      .click();

    const to = page.getByRole('combobox', { name: 'To', exact: true });
    await refusedOn(to, 'Destination airport is required!');
    await to.fill('CDG');
    await page
      .getByRole('option', { name: /\(CDG\)/ })
      .first()
      .click();

    // Two infants for one adult: the passengers picker says it.
    const passengers = page.getByRole('button', { name: /^Passengers:/ });
    await passengers.click();
    await page.getByRole('button', { name: 'Adults −' }).click();
    await page.getByRole('button', { name: 'Children +' }).click();
    await page.getByRole('button', { name: 'Children +' }).click();
    await page.keyboard.press('Escape');
    await refusedOn(passengers, 'Infants should not be more than adults.');
    await expectAccessible(page);
    await page.context().close();
  });
});

/** Logs in on the login page shown (its `redirect` kept) and lands back on /search. */
async function loginHere(page: Page) {
  await page.getByLabel(/^Email/).fill(agent.email);
  await page.getByLabel(/^Password( \*)?$/).fill(agent.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, 'Success login !');
  await expectPath(page, '/search');
}

describe('logging in comes back to the same search and step (issue 18.3)', () => {
  it('from the guest modal of a visitor who selected a hotel', async () => {
    const page = await newPage(browser);
    await page.goto(searchUrl);
    const before = localPath(page);
    await page.getByRole('button', { name: `Select ${hotelName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Info' });
    await dialog.getByRole('link', { name: 'Log in' }).click();
    await expectPath(page, '/login');
    expect(sameSearch(new URL(page.url()).searchParams.get('redirect') ?? '', before)).toBe(true);
    await loginHere(page);
    expect(sameSearch(localPath(page), before)).toBe(true);
    // Logged in now: Select opens the rooms of the hotel.
    await page.getByRole('button', { name: `Select ${hotelName}` }).click();
    await page.getByRole('heading', { name: /Room 1: 2 adult/ }).waitFor();
    await page.context().close();
  });

  it("after the server ended the session: 'Your session has expired, please log in again', then the same wizard step", async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto(searchUrl);
    await page.getByRole('button', { name: `Select ${hotelName}` }).waitFor();
    // The server forgets the token (as an expiry or a logout elsewhere would).
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('traveldesk.session') ?? '{}').token as string);
    await apiCall('POST', 'logout', undefined, token);

    await page.getByRole('button', { name: `Select ${hotelName}` }).click();
    await expectPath(page, '/login');
    await page.getByText('Your session has expired, please log in again', { exact: true }).waitFor();
    const back = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(new URL(back, 'http://x').searchParams.get('step')).toBe('chooseRoom-1');
    // No toast of the refused calls follows the user here.
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'comfort-session-expired');

    await loginHere(page);
    expect(sameSearch(localPath(page), back)).toBe(true);
    await page.getByRole('heading', { name: /Room 1: 2 adult/ }).waitFor();
    await page.context().close();
  });
});
