import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './support/global-setup';
import { adminToken, createAgent, login } from './support/api';
import { expectAccessible, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { bookHotelAsAgent } from './support/booking';
import { createPricedHotel } from './support/catalogue';

/* The booking page's documents (account spec §2, §6, §7): voucher, details email, reload, history. */
let browser: Browser;
let agent: { email: string; password: string };
let booking: { id: number; pnrs: string };
const hotelName = `Harbour Lights ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  const { hotelId } = await createPricedHotel(token, { name: hotelName, city: 'Vienna', stars: 4, double: 90, triple: 120, extraChild: 15 });
  agent = await createAgent(token);
  booking = await bookHotelAsAgent(await login(agent.email, agent.password), hotelId, 'Vienna');
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

    // Reload asks first (issue 32): No keeps the page, Reload Booking reads the booking again.
    let reloads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith(`/api/v1/bookings/${booking.id}/reload`)) reloads++;
    });
    await page.getByRole('button', { name: 'Reload Booking' }).click();
    const ask = page.getByRole('dialog', { name: 'Reload the booking?' });
    await ask.getByText('changes on this page that are not saved yet are dropped').waitFor();
    await ask.getByRole('button', { name: 'No' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(reloads).toBe(0);
    await page.getByRole('button', { name: 'Reload Booking' }).click();
    const [reloaded] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/v1/bookings/${booking.id}/reload`)),
      page.getByRole('dialog', { name: 'Reload the booking?' }).getByRole('button', { name: 'Reload Booking' }).click(),
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
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await expectAccessible(page);
    await screenshot(page, 'booking-documents-admin');
    await page.context().close();
  });

  it('an agent with an unpaid booking cannot download the voucher (disabled, with the reason) and sees no admin buttons', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto(`/bookings/${booking.id}/edit`);
    await page.getByRole('heading', { name: 'View Booking' }).waitFor();
    await page.getByRole('button', { name: 'Cancel Booking' }).waitFor();
    await page.getByRole('table', { name: 'History' }).getByText('Booking details email sent').waitFor();
    // The voucher waits for the payment (issue 18.6): the button stays, disabled, and says why.
    expect(await page.getByRole('button', { name: 'Download Voucher' }).isDisabled()).toBe(true);
    await page.getByText('The voucher can be downloaded once the booking is paid.').waitFor();
    for (const name of ['Reload Booking', 'Send Booking Details Email']) expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    // Agents see who did what and when, never the changed values.
    expect(await page.getByRole('table', { name: 'History' }).textContent()).not.toContain('Sent to');
    await expectAccessible(page);
    await page.context().close();
  });
});
