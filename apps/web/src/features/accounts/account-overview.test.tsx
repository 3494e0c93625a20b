// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { globalSettingsQuery } from '../../lib/reference';
import { renderScreen } from '../../test/render';
import { AccountOverview } from './account-overview';
import type { AccountAnswer } from './api';
import { accountsEn } from './en';

/*
 * The agency account as the agent's page and the admin's agency page show it (issue 31): the four
 * figures in the account's currency, the deadlines with their status and the 'Overdue' badge, the
 * entries with their kind's label, booking and reason and a signed, coloured amount, the invoices
 * with their kind and a PDF link.
 */

i18n.addResourceBundle('en', 'translation', { accounts: accountsEn }, true, true);

const ACCOUNT: AccountAnswer = {
  agentId: 7,
  companyName: 'Aegean Trips',
  currency: 'EUR',
  creditLimit: '2500.00',
  paymentTermsDays: 14,
  autoCancel: true,
  balance: '-614.46',
  available: '1885.54',
  overdue: '586.44',
  deadlines: [
    {
      bookingId: 1,
      pnrs: 'XHHQAQFY',
      paymentDeadline: '2027-05-01',
      accountStatus: 'awaiting-payment',
      total: '586.44',
      remaining: '586.44',
      currency: 'EUR',
      overdue: true,
    },
    {
      bookingId: 4,
      pnrs: 'A98EX4Q9',
      paymentDeadline: '2027-06-12',
      accountStatus: 'charged',
      total: '230.04',
      remaining: '230.04',
      currency: 'EUR',
      overdue: false,
    },
  ],
  entries: [
    {
      id: 3,
      at: '2027-05-08T10:00:00Z',
      kind: 'charge',
      amount: '-230.04',
      currency: 'EUR',
      bookingId: 4,
      pnrs: 'A98EX4Q9',
      reason: 'A98EX4Q9: 230.04 EUR',
      balance: '-614.46',
    },
    {
      id: 2,
      at: '2027-05-05T10:00:00Z',
      kind: 'adjustment',
      amount: '-35.50',
      currency: 'EUR',
      bookingId: null,
      pnrs: null,
      reason: 'Bank charges',
      balance: '-384.42',
    },
    {
      id: 1,
      at: '2027-05-02T10:00:00Z',
      kind: 'deposit',
      amount: '1000.00',
      currency: 'EUR',
      bookingId: null,
      pnrs: null,
      reason: 'Transfer ST-1182',
      balance: '1000.00',
    },
  ],
  invoices: [
    {
      id: 12,
      number: 'CN-2027-000001',
      kind: 'credit-note',
      issuedOn: '2027-05-09',
      bookingId: 5,
      pnrs: 'PUMFVFBD',
      agent: { id: 7, companyName: 'Aegean Trips' },
      amount: '230.04',
      currency: 'EUR',
      amountDefault: '230.04',
      defaultCurrency: 'EUR',
      net: '230.04',
      tax: '0.00',
      paymentReference: 'PUMFVFBD CN-2027-000001',
    },
    {
      id: 11,
      number: 'INV-2027-000001',
      kind: 'invoice',
      issuedOn: '2027-05-08',
      bookingId: 4,
      pnrs: 'A98EX4Q9',
      agent: { id: 7, companyName: 'Aegean Trips' },
      amount: '230.04',
      currency: 'EUR',
      amountDefault: '230.04',
      defaultCurrency: 'EUR',
      net: '230.04',
      tax: '0.00',
      paymentReference: 'A98EX4Q9 INV-2027-000001',
    },
  ],
};

/** The overview at /account, on 10.05.2027; the API answers every call 404. */
async function render(account: AccountAnswer) {
  await renderScreen(<AccountOverview account={account} agentId={null} />, {
    address: '/account',
    answer: () => [404, { error: 'not here' }],
    queryData: [[globalSettingsQuery.queryKey, { today: '2027-05-10', timeZone: 'UTC' }]],
    settle: 6,
  });
}

const table = (name: string) => document.querySelector(`table[aria-label="${name}"]`);
const rows = (name: string) =>
  [...(table(name)?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()));
const figure = (id: string) => {
  const card = document.querySelector(`[data-testid="${id}"]`);
  return { amount: card?.querySelector('[data-testid="figure-amount"]')?.textContent, text: card?.textContent };
};

describe('AccountOverview', () => {
  it('shows the balance, credit limit, available credit and overdue amount with the currency, and the terms', async () => {
    await render(ACCOUNT);
    expect(figure('figure-balance')).toEqual({ amount: '-614.46', text: 'Balance-614.46EUR' });
    expect(figure('figure-credit-limit').text).toBe('Credit limit2,500.00EUR');
    expect(figure('figure-available').text).toBe('Available credit1,885.54EUR');
    expect(figure('figure-overdue').text).toBe('Overdue586.44EUR');
    expect(document.body.textContent).toContain('Payment terms: 14 days · Unpaid bookings are cancelled at their deadline');
  });

  it('lists the deadlines with their status, and the Overdue badge on the one past its deadline only', async () => {
    await render(ACCOUNT);
    expect(rows('Deadlines')).toEqual([
      ['XHHQAQFY', '01.05.2027Overdue', 'Awaiting payment', '586.44 EUR', '586.44 EUR'],
      ['A98EX4Q9', '12.06.2027', 'Charged to account', '230.04 EUR', '230.04 EUR'],
    ]);
    const link = table('Deadlines')?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/bookings/1/edit');
  });

  it('describes each entry by its label, booking and reason, and signs its amount: + in teal, - in red', async () => {
    await render(ACCOUNT);
    expect(rows('Entries')).toEqual([
      ['08.05.2027', 'Booking chargedA98EX4Q9A98EX4Q9: 230.04 EUR', '-230.04 EUR', '-614.46 EUR'],
      ['05.05.2027', 'AdjustmentBank charges', '-35.50 EUR', '-384.42 EUR'],
      ['02.05.2027', 'DepositTransfer ST-1182', '+1,000.00 EUR', '1,000.00 EUR'],
    ]);
    const amounts = [...document.querySelectorAll<HTMLElement>('[data-testid="entry-amount"]')];
    expect(amounts.map((a) => a.style.color)).toEqual(['var(--mantine-color-red-9)', 'var(--mantine-color-red-9)', 'var(--mantine-color-teal-9)']);
  });

  it('lists the invoices and credit notes with their kind, booking, amount and a PDF link each', async () => {
    await render(ACCOUNT);
    expect(rows('Invoices')).toEqual([
      ['CN-2027-000001', 'Credit note', '09.05.2027', 'PUMFVFBD', '230.04 EUR', 'Download PDF'],
      ['INV-2027-000001', 'Invoice', '08.05.2027', 'A98EX4Q9', '230.04 EUR', 'Download PDF'],
    ]);
    expect(document.querySelector('button[aria-label="Download PDF of INV-2027-000001"]')).not.toBeNull();
  });

  it("says so when there is nothing yet, and 'none' for payment terms", async () => {
    await render({ ...ACCOUNT, paymentTermsDays: null, autoCancel: false, deadlines: [], entries: [], invoices: [], overdue: '0.00' });
    expect(document.body.textContent).toContain('No booking is waiting for payment.');
    expect(document.body.textContent).toContain('No entries yet.');
    expect(document.body.textContent).toContain('No invoices yet.');
    expect(document.body.textContent).toContain('Payment terms: none · Unpaid bookings are kept after their deadline');
    expect(document.querySelector<HTMLElement>('[data-testid="figure-overdue"] [data-testid="figure-amount"]')?.style.color).toBe('');
  });
});
