import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { expectAccessible, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { cityId, createPricedHotel, isoDay } from './support/catalogue';
import { ADMIN } from './support/global-setup';
import { fillPassengers } from './support/wizard';

/*
 * Issue 31, the agency's money, end to end: the admin sets a new agency's credit limit to 100.00
 * on its account page; the agent books a non-refundable room (due today) beyond it through the
 * wizard and reads the sentence with the available amount and the total; the admin records a
 * deposit; the agent books again, the booking is charged on account and invoiced; the agent
 * downloads the invoice and reads the balance on My account. Each step reads back what was
 * stored through the API.
 */
let browser: Browser;
let token: string;
let agent: { id: number; email: string; password: string };
let agentToken = '';
const stamp = Date.now().toString(36);
const hotelName = `Ledger Lodge ${stamp}`;
const START = 30;

type Account = {
  creditLimit: string;
  balance: string;
  available: string;
  invoices: { number: string; kind: string; amount: string }[];
  entries: { kind: string; amount: string }[];
};

beforeAll(async () => {
  browser = await launch();
  token = await adminToken();
  // No cancellation rules: non-refundable, so the payment deadline is the booking day.
  await createPricedHotel(token, { name: hotelName, city: 'Vienna', stars: 4, double: 100, triple: 130, extraChild: 10, cancellationRules: [] });
  agent = await createAgent(token, { companyName: `Ledger Travel ${stamp}` }, '0');
  agentToken = await login(agent.email, agent.password);
});
afterAll(async () => {
  await browser?.close();
});

async function hotelSearchUrl() {
  const nationality = await apiCall<{ entities: { value: string; label: string }[] }>('GET', 'destinations/nationality');
  return `/search?${new URLSearchParams({
    searchMode: 'hotel',
    toId: String(await cityId('Vienna')),
    toName: 'Vienna',
    nationalityId: String(nationality.entities.find((n) => n.label === 'Germany')!.value),
    startDate: isoDay(START),
    endDate: isoDay(START + 3),
    rooms: JSON.stringify({ room1: { adults: 2, children: 0, childrenAges: [] } }),
    filters: '{}',
  })}`;
}

/** The wizard up to CONFIRM BOOKING: the hotel, its room, two travellers. */
async function bookThroughWizard(page: Page) {
  await page.goto(await hotelSearchUrl());
  await page.getByRole('button', { name: `Select ${hotelName}` }).click();
  await page
    .getByRole('button', { name: /^Select Double Room/ })
    .first()
    .click();
  await fillPassengers(page, [
    { title: 'Ms', first: 'Lena', last: 'Ledger', birth: '1985-04-12' },
    { title: 'Mr', first: 'Otto', last: 'Ledger', birth: '1983-09-30' },
  ]);
  await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
}

const accountOf = () => apiCall<Account>('GET', `users/${agent.id}/account`, undefined, token);
const form = (page: Page, title: string) => page.locator('form').filter({ has: page.getByRole('heading', { name: title }) });

describe("the agency's account", () => {
  let admin: Page;
  let agentPage: Page;
  let total = '';

  it('the admin sets the credit limit on the agency account page', async () => {
    admin = await newPage(browser);
    await loginInBrowser(admin, ADMIN.email, ADMIN.password);
    await admin.goto(`/agencies/${agent.id}`);
    const terms = form(admin, 'Credit terms');
    await terms.getByLabel(/^Credit limit/).fill('100');
    await terms.getByRole('button', { name: 'Save' }).click();
    await expectToast(admin, 'Successfully saved !');
    expect(await accountOf()).toMatchObject({ creditLimit: '100.00', balance: '0.00', available: '100.00' });
    // The change is in the account's history: who, and the limit from -> to.
    await admin.getByRole('table', { name: 'History of the terms' }).getByText('Credit limit: 0.00 → 100.00').waitFor();
    await screenshot(admin, 'agency-account-admin');
    await expectAccessible(admin);
  });

  it('the agent books beyond it and reads the sentence; nothing is booked', async () => {
    agentPage = await newPage(browser);
    await loginInBrowser(agentPage, agent.email, agent.password);
    await bookThroughWizard(agentPage);
    const sentence = agentPage.getByText(
      /^Available credit 100\.00 EUR does not cover this booking \(\d+\.\d{2} EUR\): record a deposit or choose a refundable option$/,
    );
    await sentence.first().waitFor();
    total = /\((\d+\.\d{2}) EUR\)/.exec((await sentence.first().innerText()) ?? '')![1]!;
    expect(Number(total)).toBeGreaterThan(100);
    const mine = await apiCall<{ total: number }>('GET', 'bookings', undefined, agentToken);
    expect(mine.total).toBe(0);
  });

  it('the admin records a deposit; the agent books again, charged on account and invoiced', async () => {
    const entry = form(admin, 'Record an entry');
    await entry.getByLabel(/^Amount/).fill('1000');
    await entry.getByLabel(/^Reason/).fill('Bank transfer received');
    await entry.getByRole('button', { name: 'Save' }).click();
    await expectToast(admin, 'Entry recorded successfully !');
    expect(await accountOf()).toMatchObject({ balance: '1000.00', available: '1100.00' });
    await admin
      .getByRole('cell', { name: /Bank transfer received/ })
      .first()
      .waitFor();

    await bookThroughWizard(agentPage);
    await expectToast(agentPage, 'Successfully created !');
    await agentPage.waitForURL(/\/bookings\/\d+\/edit$/);
    const id = Number(/\/bookings\/(\d+)\/edit$/.exec(agentPage.url())![1]);
    const booking = await apiCall<{ total: string; paymentDeadline: string; accountStatus: string; invoices: { number: string }[] }>(
      'GET',
      `bookings/${id}`,
      undefined,
      agentToken,
    );
    expect(booking).toMatchObject({ total, accountStatus: 'charged', paymentDeadline: isoDay(0) });
    expect(booking.invoices).toHaveLength(1);
    // The booking page says so: the deadline, charged to the account, the invoice.
    await agentPage.getByText('Charged to account').first().waitFor();
    await agentPage.getByText(booking.invoices[0]!.number).first().waitFor();
    await screenshot(agentPage, 'agency-account-booking');
  });

  it('the agent downloads the invoice and reads the balance on My account', async () => {
    await agentPage.goto('/account');
    const account = await apiCall<Account>('GET', 'account', undefined, agentToken);
    const balance = (1000 - Number(total)).toFixed(2);
    expect(account).toMatchObject({ balance, creditLimit: '100.00' });
    expect(account.entries.map((e) => e.kind)).toEqual(['charge', 'deposit']);
    await agentPage.getByText(`${balance} EUR`).first().waitFor();
    const invoice = account.invoices[0]!;
    const [response, download] = await Promise.all([
      agentPage.waitForResponse((r) => r.url().includes('/pdf/download?token=')),
      agentPage.waitForEvent('download'),
      agentPage.getByRole('button', { name: `Download PDF of ${invoice.number}` }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await screenshot(agentPage, 'agency-account-agent');
    await expectAccessible(agentPage);
    // At a phone's width the page still reads.
    const phone = await newPage(browser, { width: 375, height: 800 });
    await loginInBrowser(phone, agent.email, agent.password);
    await phone.goto('/account');
    await phone.getByText(`${balance} EUR`).first().waitFor();
    await screenshot(phone, 'agency-account-agent-phone');
    await expectAccessible(phone);
  });
});
