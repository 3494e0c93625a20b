import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login, switchSiteSettings } from './support/api';
import { baseUrl, expectAccessible, expectPath, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { isoDay } from './support/catalogue';
import { dmy } from './support/dates';
import { airportByCode, createWorkedExampleFlight } from './support/flight-catalogue';
import { png } from './support/png';
import { createWorkedExampleVisa } from './support/visa-catalogue';
import { confirmBooking, selectFlight } from './support/wizard';

/*
 * Issue 29, traveller documents: an agent books a one-way flight LIS -> CDG with a Schengen visa
 * for one Armenian adult. The passenger step draws what the server asks for a flight + visa
 * (passport number, nationality, passport expiry, the passport scan and the photo beside the
 * names and birth date; the lead traveller's email and phone); half filled, the page is reloaded
 * and keeps what was typed and the chosen scan with its preview, and so does the browser's Back to
 * the Visa step and on again; the booking then carries every
 * field and both images, read back through the API (GET bookings/{id} and the passenger file
 * route). A second pass walks the same wizard on a phone, 375 px wide.
 */

type Field = { name: string; label: string; type: string; required: boolean; readOnly?: boolean; options?: string[]; min?: string; max?: string };
type FieldsAnswer = { passengers: { id: string; fields: Field[] }[] };

let browser: Browser;
let agent: { email: string; password: string };
let restoreSettings: () => Promise<unknown>;
let visa: Awaited<ReturnType<typeof createWorkedExampleVisa>>;
let searchUrl = '';
const suffix = Date.now().toString(36);
const flightNumber = 'TA861';
const start = isoDay(40);

const PASSPORT = png(60, 40, [30, 80, 160]);
const PHOTO = png(35, 45, [200, 170, 140]);
const upload: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {
  passport: { name: 'passport.png', mimeType: 'image/png', buffer: PASSPORT },
  photo: { name: 'photo.png', mimeType: 'image/png', buffer: PHOTO },
};

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  restoreSettings = await switchSiteSettings(token, { flightSearch: true, visaSearch: true, visaSearchCount: true });
  await createWorkedExampleFlight(token, { out: flightNumber, back: 'TA862' });
  visa = await createWorkedExampleVisa(token, `Schengen documents ${suffix}`);
  agent = await createAgent(token);
  const [lis, cdg] = [await airportByCode('LIS'), await airportByCode('CDG')];
  const params = new URLSearchParams({
    searchMode: 'flight',
    flightType: 'oneway',
    fromAirportId: String(lis),
    fromAirportName: 'Lisbon (LIS)',
    toAirportId: String(cdg),
    toAirportName: 'Paris (CDG)',
    nationalityId: String(visa.armenia),
    startDate: start,
    rooms: JSON.stringify({ room1: { adults: 1, children: 0, childrenAges: [] } }),
    visa: 'true',
    visasCount: '1',
  });
  searchUrl = `/search?${params}`;
});
afterAll(async () => {
  await restoreSettings?.();
  await browser?.close();
});

const exact = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/**
 * The wizard from the results to Passenger Details: the flight, its Light fare, the extras as
 * they come, the visa. Answers the passenger fields the server sent for this trip.
 */
async function walkToPassengers(page: Page): Promise<FieldsAnswer> {
  await page.goto(searchUrl);
  await expectPath(page, '/search');
  await selectFlight(page, flightNumber);
  await page.getByRole('button', { name: 'Select Light' }).first().click();
  // Baggage, meal and seat: nothing required on Light one way; each 'Next' moves the URL on.
  await page.waitForURL(/step=flightBaggage/);
  for (const next of ['flightMeal', 'flightSeat', 'chooseVisa']) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(new RegExp(`step=${next}`));
  }
  await page.getByRole('heading', { name: 'Visa', level: 2 }).waitFor();
  await page.getByRole('radio', { name: new RegExp(visa.name) }).check();
  const fields = page.waitForResponse((r) => r.url().includes('/search/passenger-fields') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
  return (await (await fields).json()) as FieldsAnswer;
}

/** A value inside a date field's bounds: a 40-year-old's birth date, a passport valid years after the trip. */
function dayWithin(field: Field): string {
  const shift = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;
  if (field.max && field.min) return shift(field.max, -38) >= field.min ? shift(field.max, -38) : field.max;
  if (field.min) return shift(field.min, 3);
  if (field.max) return shift(field.max, -30);
  return isoDay(1200);
}

const TEXTS: Record<string, string> = {
  firstName: 'Ani',
  lastName: `Petrosyan${suffix}`,
  passportNumber: 'AM1234567',
  address: 'Abovyan 1',
  city: 'Yerevan',
  postalCode: '0010',
};

/** Fills one field as a person does, by its label and kind; answers the wire value it stands for. */
async function fill(page: Page, card: Locator, field: Field): Promise<string> {
  const input = card.getByLabel(exact(field.label));
  switch (field.type) {
    case 'select': {
      const option = field.options?.includes('Ms') ? 'Ms' : field.options![0]!;
      await input.click();
      await page.getByRole('option', { name: option, exact: true }).click();
      return option;
    }
    case 'country':
      await input.fill('Armen');
      await page.getByRole('option', { name: 'Armenia', exact: true }).click();
      return String(visa.armenia);
    case 'date': {
      const day = dayWithin(field);
      await input.fill(dmy(day));
      await input.press('Tab');
      return day;
    }
    case 'image': {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), input.click()]);
      await chooser.setFiles(upload[field.name]!);
      await card.getByRole('img', { name: `${field.label}: ${upload[field.name]!.name}` }).waitFor();
      return upload[field.name]!.name;
    }
    default: {
      const text =
        field.type === 'email'
          ? 'ani@example.am'
          : field.type === 'phone'
            ? '+374 10 123456'
            : field.type === 'number'
              ? '1'
              : (TEXTS[field.name] ?? `Test ${field.name}`);
      await input.fill(text);
      return text;
    }
  }
}

/** The kept files of the draft written to IndexedDB (the write follows the choice by a moment). */
const keptFiles = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('traveldesk.files');
        open.onsuccess = () => {
          const count = open.result.transaction('files').objectStore('files').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => resolve(-1);
        };
        open.onerror = () => resolve(-1);
      }),
  );

describe('traveller documents on Passenger Details (issue 29)', () => {
  it('books a flight + visa with both uploads, keeps a half-filled step across a reload, and stores every field and file', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    const answer = await walkToPassengers(page);
    const asked = answer.passengers[0]!.fields;
    const names = asked.map((f) => f.name);
    // What a flight + visa asks beside the names (the server's rules).
    expect(names).toEqual(
      expect.arrayContaining(['title', 'firstName', 'lastName', 'birthDate', 'passportNumber', 'nationality', 'passportExpiry', 'passport', 'photo']),
    );
    const card = page.getByRole('group', { name: 'Adult 1' });
    for (const f of asked.filter((f) => !f.readOnly)) expect(await card.getByLabel(exact(f.label)).count(), f.label).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'traveller-documents-1440');

    // Half filled: the names, the passport number and the passport scan; then a reload.
    const editable = asked.filter((f) => !f.readOnly);
    const firstHalf = editable.filter((f) => ['title', 'firstName', 'lastName', 'passportNumber', 'passport'].includes(f.name));
    const typed: Record<string, string> = {};
    for (const f of firstHalf) typed[f.name] = await fill(page, card, f);
    await expect.poll(() => keptFiles(page)).toBe(1);
    await page.reload();
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    expect(await card.getByLabel(exact(asked.find((f) => f.name === 'firstName')!.label)).inputValue()).toBe('Ani');
    expect(await card.getByLabel(exact(asked.find((f) => f.name === 'passportNumber')!.label)).inputValue()).toBe('AM1234567');
    expect(await card.getByLabel(exact(asked.find((f) => f.name === 'title')!.label)).inputValue()).toBe(typed.title);
    const passportLabel = asked.find((f) => f.name === 'passport')!.label;
    await card.getByRole('img', { name: `${passportLabel}: passport.png` }).waitFor();
    expect(await card.getByLabel(exact(passportLabel)).innerText()).toContain('passport.png');
    await screenshot(page, 'traveller-documents-reloaded');
    // The browser's Back to the Visa step and on again: still there.
    await page.goBack();
    await page.getByRole('heading', { name: 'Visa', level: 2 }).waitFor();
    await page.getByRole('radio', { name: new RegExp(visa.name) }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await card.getByRole('img', { name: `${passportLabel}: passport.png` }).waitFor();
    expect(await card.getByLabel(exact(asked.find((f) => f.name === 'lastName')!.label)).inputValue()).toBe(`Petrosyan${suffix}`);

    // The rest, then CONFIRM BOOKING.
    for (const f of editable.filter((f) => !firstHalf.includes(f))) typed[f.name] = await fill(page, card, f);
    const bookingId = await confirmBooking(page);
    // Booked: the browser keeps no scan.
    await expect.poll(() => keptFiles(page)).toBe(0);

    // What was stored, read back as the agent: every field asked, both images.
    const token = await login(agent.email, agent.password);
    type Passenger = {
      key: string;
      firstName: string;
      lastName: string;
      birthDate: string;
      fields: Record<string, string | number>;
      passport: { url: string } | null;
      photo: { url: string } | null;
    };
    const booking = await apiCall<{ passengers: Record<string, Passenger>; bookingItems: Record<string, { productType: string }> }>(
      'GET',
      `bookings/${bookingId}`,
      undefined,
      token,
    );
    expect(
      Object.values(booking.bookingItems)
        .map((i) => i.productType)
        .sort(),
    ).toEqual(['flight', 'visa']);
    const stored = booking.passengers.passenger1!;
    expect(stored).toMatchObject({ firstName: 'Ani', lastName: `Petrosyan${suffix}`, birthDate: typed.birthDate });
    expect(String(stored.fields.passportNumber)).toBe('AM1234567');
    expect(String(stored.fields.nationality)).toBe(String(visa.armenia));
    expect(String(stored.fields.passportExpiry)).toBe(typed.passportExpiry);
    // Every other field asked (the lead traveller's email and phone...) as typed.
    for (const f of editable.filter((f) => f.type !== 'image' && !['title', 'firstName', 'lastName', 'birthDate'].includes(f.name))) {
      expect(String(stored.fields[f.name]), f.name).toBe(typed[f.name]);
    }
    for (const [kind, sent] of [
      ['passport', PASSPORT],
      ['photo', PHOTO],
    ] as const) {
      expect(stored[kind], kind).not.toBeNull();
      const res = await fetch(`${baseUrl()}/api/v1/bookings/${bookingId}/passengers/passenger1/${kind}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, kind).toBe(200);
      expect(res.headers.get('content-type'), kind).toContain('image/png');
      expect(Buffer.from(await res.arrayBuffer()).equals(sent), kind).toBe(true);
    }
    await page.context().close();
  });

  it('walks the same wizard on a phone: one column, the uploads with their previews', async () => {
    const page = await newPage(browser, { width: 375, height: 812 });
    await loginInBrowser(page, agent.email, agent.password);
    const answer = await walkToPassengers(page);
    const card = page.getByRole('group', { name: 'Adult 1' });
    const image = answer.passengers[0]!.fields.find((f) => f.type === 'image');
    if (image) await fill(page, card, image);
    expect(await page.getByTestId('step-counter').innerText()).toContain('Passenger Details');
    await expectAccessible(page);
    await screenshot(page, 'traveller-documents-375');
    await page.context().close();
  });
});
