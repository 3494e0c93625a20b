import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { expectAccessible, expectPath, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { createPricedHotel, isoDay } from './support/catalogue';
import { dmy, pickCalendarDays } from './support/dates';
import { createWorkedExampleFlight } from './support/flight-catalogue';
import { ADMIN } from './support/global-setup';
import { fillAskedFields } from './support/wizard';

/*
 * Issue 18.4, 18.10 (dates and passenger cards) and 18.8 (My Bookings on a phone): every date
 * input reads and writes DD.MM.YYYY while the API keeps YYYY-MM-DD, typed by keyboard or picked
 * in the calendar (the cursor is back in the field afterwards); the wizard's passenger cards are
 * labelled groups; My Bookings at 375 px folds its filters and shows cards, without sideways scroll.
 */
let browser: Browser;
const suffix = Date.now().toString(36);
const hotelName = `Casa das Datas ${suffix}`;
let hotelId: number;
let agent: { email: string; password: string };
let bookingId: number;
let flightId: number;
const DMY = /^\d{2}\.\d{2}\.\d{4}$/;
const start = isoDay(33);
const end = isoDay(36);

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  ({ hotelId } = await createPricedHotel(token, { name: hotelName, city: 'Porto', stars: 4, double: 90, triple: 120, extraChild: 15 }));
  agent = await createAgent(token);
  flightId = (await createWorkedExampleFlight(token, { out: 'TD181', back: 'TD182' })).id;
});
afterAll(() => browser?.close());

/** What a person does: click into the field, select what is there, type the day. */
async function typeDate(field: Locator, text: string) {
  await field.click();
  await field.press('Control+a');
  await field.pressSequentially(text);
}
const hasFocus = (field: Locator) => field.evaluate((el) => el === document.activeElement);
const browserDateInputs = (page: Page) => page.locator('input[type="date"]').count();
/** The open calendar's enabled days of the shown month. */
const enabledDays = (page: Page) => page.locator('[data-dates-dropdown] table button:not([data-disabled]):not([data-outside])');
const openCalendars = (page: Page) => page.locator('[data-dates-dropdown]').count();
const toIso = (text: string) => text.split('.').reverse().join('-');

describe('dates as DD.MM.YYYY on the storefront', () => {
  it('picks the stay in the range picker (focus back on it), types birth dates on labelled passenger cards and books them as YYYY-MM-DD', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Destination' }).click();
    await page.getByRole('combobox', { name: 'Destination' }).fill('Porto');
    await page.getByRole('option', { name: '— Porto' }).click();
    const dates = page.getByRole('button', { name: /Check-in/ });
    await dates.click();
    await pickCalendarDays(page, [start, end]);
    // The picker closed on the second day and gave the cursor back to the dates field.
    await page.getByRole('button', { name: 'Next month' }).first().waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(dates)).toBe(true);
    expect(await dates.innerText()).toContain(`${dmy(start)} – ${dmy(end)}`);

    await page.getByRole('combobox', { name: 'Nationality' }).fill('Portu');
    await page.getByRole('option', { name: 'Portugal' }).click();
    await page.getByRole('button', { name: /Rooms and guests/ }).click();
    await page.getByRole('button', { name: 'Children +' }).first().click();
    await page.getByRole('combobox', { name: 'Age of child 1' }).click();
    await page.getByRole('option', { name: '7', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectPath(page, '/search');
    await page.getByRole('button', { name: `Select ${hotelName}` }).click();
    await page.getByRole('button', { name: 'Select Double Room Bed & breakfast' }).click();
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();

    // Each passenger's fields are a group named after the passenger.
    const adult1 = page.getByRole('group', { name: 'Adult 1', exact: true });
    const adult2 = page.getByRole('group', { name: 'Adult 2', exact: true });
    const child = page.getByRole('group', { name: 'Child, 7 years', exact: true });
    for (const card of [adult1, adult2, child]) await card.waitFor();
    expect(await browserDateInputs(page)).toBe(0);

    // The second types the day another way (slashes, one digit): it is read, and shown as the site writes it (issue 32).
    for (const [card, first, typed, birth] of [
      [adult1, 'Beatriz', '15.06.1985', '15.06.1985'],
      [adult2, 'Duarte', '3/11/1982', '03.11.1982'],
    ] as const) {
      await card.getByRole('combobox', { name: 'Title' }).click();
      await page.getByRole('option').first().click();
      await card.getByLabel(/^First Name/).fill(first);
      await card.getByLabel(/^Last Name/).fill('Datas');
      // Typed by keyboard, as agents do: the field keeps the site's format.
      await typeDate(card.getByLabel(/^Birth Date/), typed);
      await page.keyboard.press('Tab');
      expect(await card.getByLabel(/^Birth Date/).inputValue()).toBe(birth);
      // The lead traveller's contact (issue 29), whatever else the server asks.
      await fillAskedFields(page, card);
    }
    await child.getByRole('combobox', { name: 'Title' }).click();
    await page.getByRole('option').first().click();
    await child.getByLabel(/^First Name/).fill('Inês');
    await child.getByLabel(/^Last Name/).fill('Datas');
    // The child's birth date from the calendar: it opens on a month a 7-year-old can be born in, and the cursor stays in the field.
    const childBirth = child.getByLabel(/^Birth Date/);
    await childBirth.click();
    await enabledDays(page).first().click();
    await expect.poll(() => openCalendars(page)).toBe(0);
    expect(await hasFocus(childBirth)).toBe(true);
    const childShown = await childBirth.inputValue();
    expect(childShown).toMatch(DMY);
    await expectAccessible(page);
    await screenshot(page, 'comfort-dates-passengers');

    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await expectToast(page, 'Successfully created !');
    await page.waitForURL(/\/bookings\/\d+\/edit$/);
    bookingId = Number(new URL(page.url()).pathname.split('/')[2]);
    const stored = await apiCall<{ passengers: Record<string, { firstName: string; birthDate: string }> }>(
      'GET',
      `bookings/${bookingId}`,
      undefined,
      await login(agent.email, agent.password),
    );
    const births = Object.fromEntries(Object.values(stored.passengers).map((p) => [p.firstName, p.birthDate]));
    expect(births).toEqual({ Beatriz: '1985-06-15', Duarte: '1982-11-03', Inês: toIso(childShown) });
    await page.context().close();
  });
});

describe('dates as DD.MM.YYYY in the back office', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
  });
  afterAll(() => page?.context().close());

  it('a pricing period, an allotment and a stop sale typed or picked as DD.MM.YYYY are stored as YYYY-MM-DD', async () => {
    await page.goto(`/hotels/${hotelId}/edit`);
    await page.getByRole('tab', { name: 'Pricing' }).click();
    const pricing = page.getByRole('table', { name: 'Pricing periods of Double Room' });
    await pricing.waitFor();
    expect(await pricing.getByRole('textbox', { name: 'Start date, period 1', exact: true }).inputValue()).toBe(dmy(isoDay(-1)));
    await page.getByRole('button', { name: 'Add pricing period' }).click();
    const cell = (table: Locator, name: string) => table.getByRole('textbox', { name, exact: true });
    // The new period starts the day after the last one ends, shown as the site writes dates.
    await expect.poll(() => cell(pricing, 'Start date, period 2').inputValue()).toBe(dmy(isoDay(366)));
    await typeDate(cell(pricing, 'End date, period 2'), dmy(isoDay(380)));
    await cell(pricing, '2 persons, period 2').fill('95');
    await cell(pricing, '3 persons, period 2').fill('125');
    await cell(pricing, 'Extra child, period 2').fill('15');
    expect(await browserDateInputs(page)).toBe(0);

    await page.getByRole('tab', { name: 'Allotment' }).click();
    await page.getByRole('button', { name: 'Add allotment period' }).click();
    const allotment = page.getByRole('table', { name: 'Allotment periods of Double Room' });
    await typeDate(cell(allotment, 'Start date, period 1'), dmy(isoDay(60)));
    await typeDate(cell(allotment, 'End date, period 1'), dmy(isoDay(90)));
    await allotment.getByRole('textbox', { name: /^Rooms for sale per night/ }).fill('4');
    expect(await browserDateInputs(page)).toBe(0);

    await page.getByRole('tab', { name: 'Offers/Stop sales' }).click();
    await page.getByRole('button', { name: /^Stop sales/ }).click();
    await page.getByRole('button', { name: 'Add to Stop sales' }).click();
    const stop = page.getByRole('region', { name: /^Stop sales/ });
    const from = stop.getByRole('textbox', { name: /^Travel from/ });
    const to = stop.getByRole('textbox', { name: /^Travel to/ });
    expect(await from.getAttribute('placeholder')).toBe('DD.MM.YYYY');
    await typeDate(from, dmy(isoDay(200)));
    // A whole day typed closes the calendar (it would cover the next field).
    await expect.poll(() => openCalendars(page)).toBe(0);
    // Travel to from the calendar: it opens on the start's month, and the cursor is back in the field once a day is chosen.
    await to.click();
    await enabledDays(page).last().click();
    await expect.poll(() => openCalendars(page)).toBe(0);
    expect(await hasFocus(to)).toBe(true);
    const toShown = await to.inputValue();
    expect(toShown).toMatch(DMY);
    expect(toIso(toShown) >= isoDay(200)).toBe(true);
    expect(await from.inputValue()).toBe(dmy(isoDay(200)));
    expect(await browserDateInputs(page)).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'comfort-dates-stop-sale');

    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');
    type Period = { startDate: string; endDate: string };
    const hotel = await apiCall<{ rooms: { pricing: Period[]; allotments: (Period & { rooms: number })[] }[]; stopSales: Period[] }>(
      'GET',
      `hotels/${hotelId}`,
      undefined,
      await adminToken(),
    );
    expect(hotel.rooms[0]!.pricing.map((p) => [p.startDate, p.endDate])).toContainEqual([isoDay(366), isoDay(380)]);
    expect(hotel.rooms[0]!.allotments).toEqual([expect.objectContaining({ startDate: isoDay(60), endDate: isoDay(90), rooms: 4 })]);
    expect(hotel.stopSales).toEqual([expect.objectContaining({ startDate: isoDay(200), endDate: toIso(toShown) })]);
  });

  it('a payment dated DD.MM.YYYY is stored as YYYY-MM-DD; the booking page has no browser date input', async () => {
    await page.goto(`/bookings/${bookingId}/edit`);
    await page.getByRole('heading', { name: 'Edit Booking', level: 1 }).waitFor();
    // The booking page's passenger cards are labelled groups too.
    await page.getByRole('group', { name: /^Passenger 3 · Child, 7 years/ }).waitFor();
    await page.getByRole('button', { name: 'Add Payment' }).click();
    const payDate = page.getByRole('textbox', { name: /^Pay date/ });
    expect(await payDate.inputValue()).toMatch(DMY);
    await typeDate(payDate, dmy(isoDay(-2)));
    await page.getByRole('combobox', { name: /^Method/ }).click();
    await page.getByRole('option', { name: 'Bank' }).click();
    await page.getByRole('textbox', { name: /^Original amount/ }).fill('10');
    expect(await browserDateInputs(page)).toBe(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Successfully saved !');
    const view = await apiCall<{ payments: { payDate: string }[] }>('GET', `bookings/${bookingId}`, undefined, await adminToken());
    expect(view.payments.map((p) => p.payDate)).toEqual([isoDay(-2)]);
    // Shown back as the site writes dates.
    await expect.poll(() => page.getByRole('row', { name: /Bank/ }).innerText()).toContain(dmy(isoDay(-2)));
  });

  it('Add Booking, the flight schedule and the booking filters have DD.MM.YYYY inputs only', async () => {
    await page.goto('/bookings/add');
    await page.getByRole('textbox', { name: /^Start Date/ }).waitFor();
    expect(await browserDateInputs(page)).toBe(0);
    await typeDate(page.getByRole('textbox', { name: /^Start Date/ }), dmy(isoDay(30)));
    await page.keyboard.press('Tab');
    expect(await page.getByRole('textbox', { name: /^Start Date/ }).inputValue()).toBe(dmy(isoDay(30)));

    await page.goto(`/flights/${flightId}/edit`);
    await page.getByRole('tab', { name: 'Schedule' }).click();
    const validFrom = page.getByRole('textbox', { name: /^Valid from/ }).first();
    await validFrom.waitFor();
    expect(await validFrom.inputValue()).toMatch(DMY);
    expect(await browserDateInputs(page)).toBe(0);

    await page.goto('/bookings');
    await typeDate(page.getByRole('textbox', { name: 'Booking date from' }), dmy(isoDay(-1)));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('bookingStartDate')).toBe(isoDay(-1));
    expect(await page.getByRole('textbox', { name: 'Booking date from' }).inputValue()).toBe(dmy(isoDay(-1)));
    expect(await browserDateInputs(page)).toBe(0);
    // At 1440 px the filters are open and the list is a table.
    await page.getByRole('table', { name: 'My Bookings' }).waitFor();
  });
});

describe('My Bookings on a phone', () => {
  it('folds the filters and shows one card per booking, without sideways scroll', async () => {
    const page = await newPage(browser, { width: 375, height: 800 });
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto('/bookings');
    const cards = page.getByRole('list', { name: 'My Bookings' });
    await cards.getByRole('article').first().waitFor();
    const toggle = page.getByRole('button', { name: /^Filters/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('textbox', { name: 'Booking date from' }).isVisible()).toBe(false);
    expect(await page.getByRole('table', { name: 'My Bookings' }).count()).toBe(0);
    const card = cards.getByRole('article').first();
    const text = await card.innerText();
    expect(text).toContain('Datas');
    expect(text).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    await card.getByRole('link', { name: /^See Details/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await screenshot(page, 'comfort-dates-bookings-375');

    // Opened, the filters take dates as DD.MM.YYYY too.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await typeDate(page.getByRole('textbox', { name: 'Travel date from' }), dmy(start));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('travelStartDate')).toBe(start);
    // The filters fold away again over the results, and say one is applied.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.innerText()).toBe('Filters (1)');
    await cards.getByRole('article').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'comfort-dates-bookings-375-filtered');
    await page.context().close();
  });
});

describe('the date range picker on a phone (issue 32)', () => {
  it('shows one month that fits 375 px, without sideways scroll; a desktop shows two', async () => {
    const page = await newPage(browser, { width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: /Check-in/ }).click();
    await page.getByRole('button', { name: 'Next month' }).first().waitFor();
    const months = page.locator('[data-dates-dropdown] table');
    await expect.poll(() => months.count()).toBe(1);
    const dropdown = (await page.locator('[data-dates-dropdown]').first().boundingBox())!;
    expect(dropdown.x).toBeGreaterThanOrEqual(0);
    expect(dropdown.x + dropdown.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'comfort-dates-picker-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => months.count()).toBe(2);
    await page.context().close();
  });
});
