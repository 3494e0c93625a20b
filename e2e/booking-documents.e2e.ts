import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './support/global-setup';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { expectAccessible, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { cityId, createPricedHotel, isoDay } from './support/catalogue';

/* The booking page's documents (account spec §2, §6, §7): voucher, details email, reload, history. */
let browser: Browser;
let agent: { email: string; password: string };
let booking: { id: number; pnrs: string };
const hotelName = `Harbour Lights ${Date.now().toString(36)}`;

/** The agent books the hotel's first option for two adults through the API, as the wizard does. */
async function bookAsAgent(token: string, hotelId: number) {
  const countries = await apiCall<{ entities: { id: number; code: string }[] }>('GET', 'locations/countries');
  const query = new URLSearchParams({
    searchMode: 'hotel',
    toId: String(await cityId('Vienna')),
    hotelId: String(hotelId),
    nationalityId: String(countries.entities.find((c) => c.code === 'DE')!.id),
    startDate: isoDay(40),
    endDate: isoDay(43),
    rooms: JSON.stringify([{ adults: 2, childrenAges: [] }]),
  });
  const found = await apiCall<{ hotels: { id: number; rooms: { options: { hash: string }[] }[] }[] }>('GET', `search?${query}`, undefined, token);
  const hash = found.hotels.find((h) => h.id === hotelId)!.rooms[0]!.options[0]!.hash;
  const form = new FormData();
  const guest = (firstName: string) => ({ title: 'Ms', firstName, lastName: 'Harbour', birthDate: '1984-03-09', ageType: 'adult', age: null });
  form.append(
    'booking',
    JSON.stringify({
      passengers: { passenger1: guest('Hana'), passenger2: guest('Ivo') },
      fields: { comment: '', additionalRequests: {} },
      booking: { bookingItems: [{ productType: 'hotel', hash, passengerIds: ['passenger1', 'passenger2'] }], passengersByRoom: [['passenger1', 'passenger2']] },
      searchParams: { startDate: isoDay(40), endDate: isoDay(43) },
    }),
  );
  return apiCall<{ id: number; pnrs: string }>('POST', 'bookings', form, token);
}

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  const { hotelId } = await createPricedHotel(token, { name: hotelName, city: 'Vienna', stars: 4, double: 90, triple: 120, extraChild: 15 });
  agent = await createAgent(token);
  booking = await bookAsAgent(await login(agent.email, agent.password), hotelId);
});
afterAll(() => browser?.close());

describe('booking documents', () => {
  it('an admin sends the details email, reloads, downloads the voucher and reads the history', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto(`/bookings/${booking.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Booking' }).waitFor();
    const history = page.getByRole('table', { name: 'History' });
    await history.getByText('Booking created').waitFor();

    await page.getByRole('button', { name: 'Send Booking Details Email' }).click();
    await expectToast(page, 'Booking email successfully sent!');
    await history.getByText('Booking details email sent').waitFor();
    expect(await history.getByRole('row').count()).toBe(3);
    expect(await history.textContent()).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(await history.textContent()).toContain(`Sent to: ${agent.email}`);

    const [reloaded] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/v1/bookings/${booking.id}/reload`)),
      page.getByRole('button', { name: 'Reload Booking' }).click(),
    ]);
    expect(reloaded.status()).toBe(200);
    expect((await reloaded.json()).pnrs).toBe(booking.pnrs);
    await page.getByText(booking.pnrs, { exact: true }).first().waitFor();

    const [pdf, download] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(`/api/v1/bookings/${booking.id}/pdf/download?token=`)),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Voucher' }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(download.suggestedFilename()).toBe(`voucher-${booking.pnrs}.pdf`);
    expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    await expectAccessible(page);
    await screenshot(page, 'booking-documents-admin');
    await page.context().close();
  });

  it('an agent with an unpaid booking sees no Download Voucher and no admin buttons', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto(`/bookings/${booking.id}/edit`);
    await page.getByRole('heading', { name: 'View Booking' }).waitFor();
    await page.getByRole('button', { name: 'Cancel Booking' }).waitFor();
    await page.getByRole('table', { name: 'History' }).getByText('Booking details email sent').waitFor();
    for (const name of ['Download Voucher', 'Reload Booking', 'Send Booking Details Email']) expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    // Agents see who did what and when, never the changed values.
    expect(await page.getByRole('table', { name: 'History' }).textContent()).not.toContain('Sent to');
    await expectAccessible(page);
    await page.context().close();
  });
});
