// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { button, field, pick, renderScreen, text, tick, typeInto } from '../../test/render';
import type { InvoiceRow } from './api';
import { accountsEn } from './en';
import { InvoicesPage } from './invoices-page';
import { type InvoicesSearch, invoicesSearchSchema } from './list-search';

/*
 * The admin's Invoices (issue 31): the filters (period, type, agency, number) go to the address
 * and from there to `GET invoices`; a credit note's amounts show with a minus sign; the accounting
 * export needs a period, and opens `invoices/export/download?from&to&format=csv&token`.
 */

i18n.addResourceBundle('en', 'translation', { accounts: accountsEn }, true, true);

const invoice = (id: number, fields: Partial<InvoiceRow>): InvoiceRow => ({
  id,
  number: `INV-2027-${String(id).padStart(6, '0')}`,
  kind: 'invoice',
  issuedOn: '2027-05-08',
  bookingId: 4,
  pnrs: 'A98EX4Q9',
  agent: { id: 7, companyName: 'Aegean Trips' },
  amount: '230.04',
  currency: 'EUR',
  amountDefault: '230.04',
  defaultCurrency: 'EUR',
  net: '209.13',
  tax: '20.91',
  paymentReference: `A98EX4Q9 INV-2027-${String(id).padStart(6, '0')}`,
  ...fields,
});
const INVOICES = [
  invoice(12, {
    number: 'CN-2027-000001',
    kind: 'credit-note',
    issuedOn: '2027-05-09',
    bookingId: 5,
    pnrs: 'PUMFVFBD',
    amount: '1230.00',
    currency: 'USD',
    amountDefault: '1131.60',
    net: '1230.00',
    tax: '0.00',
  }),
  invoice(11, {}),
];
const AGENTS = [
  { id: 7, companyName: 'Aegean Trips' },
  { id: 9, companyName: 'Baltic Tours' },
];

/** The Invoices page at `address`; `asked()`: the list's requests, `calls()`: every call made ('GET /api/v1/…'). */
async function render(address: string) {
  const { sent, router } = await renderScreen(null, {
    address,
    route: { path: '/invoices', validateSearch: invoicesSearchSchema, render: (search) => <InvoicesPage search={search as InvoicesSearch} /> },
    answer: ({ path }) => {
      if (path === '/invoices') return [200, { entities: INVOICES, pagesCount: 1, total: INVOICES.length }];
      if (path === '/agents') return [200, { entities: AGENTS }];
      if (path === '/download-token') return [200, { token: 'once-123', expiresAt: '2027-05-10T10:01:00Z' }];
      return undefined;
    },
  });
  const asked = () => sent.filter((call) => call.path === '/invoices').map((call) => call.url);
  const calls = () => sent.map((call) => `${call.method} ${call.url.pathname}`);
  return { asked, calls, router };
}

const rows = () => [...document.querySelectorAll('table[aria-label="Invoices"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map(text));

describe('Invoices (admin, issue 31)', () => {
  it('puts the filters in the address and in the request; Reset clears them', async () => {
    const { asked, router } = await render('/invoices');
    expect([...asked().at(-1)!.searchParams.keys()]).toEqual(['page']);

    await typeInto(field('From'), '01.05.2027', { leave: true });
    await typeInto(field('To'), '31.05.2027', { leave: true });
    await pick('Type', 'Credit note');
    await pick('Agency', 'Aegean Trips');
    await typeInto(field('Number'), ' CN-2027 ', { leave: true });
    await act(async () => button('Search').click());
    await tick();

    expect(router.state.location.href).toBe('/invoices?page=1&from=2027-05-01&to=2027-05-31&kind=credit-note&agentId=7&number=CN-2027');
    expect(Object.fromEntries(asked().at(-1)!.searchParams)).toEqual({
      page: '1',
      from: '2027-05-01',
      to: '2027-05-31',
      kind: 'credit-note',
      agentId: '7',
      number: 'CN-2027',
    });

    await act(async () => button('Reset').click());
    await tick();
    expect(router.state.location.href).toBe('/invoices?page=1');
    expect(Object.fromEntries(asked().at(-1)!.searchParams)).toEqual({ page: '1' });
    expect(field('From').value).toBe('');
    expect(field('Type').value).toBe('All');
    expect(field('Number').value).toBe('');
  });

  it('opened with filters in the address, shows them in the fields and asks for them', async () => {
    const { asked } = await render('/invoices?from=2027-05-01&to=2027-05-31&kind=invoice&agentId=9&number=INV&page=2');
    expect(Object.fromEntries(asked().at(-1)!.searchParams)).toEqual({
      page: '2',
      from: '2027-05-01',
      to: '2027-05-31',
      kind: 'invoice',
      agentId: '9',
      number: 'INV',
    });
    expect(field('From').value).toBe('01.05.2027');
    expect(field('To').value).toBe('31.05.2027');
    expect(field('Type').value).toBe('Invoice');
    expect(field('Agency').value).toBe('Baltic Tours');
    expect(field('Number').value).toBe('INV');
  });

  it("shows a credit note's amounts with a minus sign, an invoice's as they are, with links to the agency and the booking", async () => {
    await render('/invoices');
    expect(rows()).toEqual([
      ['CN-2027-000001', 'Credit note', '09.05.2027', 'Aegean Trips', 'PUMFVFBD', '-1,230.00 USD', '0.00 USD', '-1,230.00 USD', '-1,131.60 EUR', 'PDF'],
      ['INV-2027-000011', 'Invoice', '08.05.2027', 'Aegean Trips', 'A98EX4Q9', '209.13 EUR', '20.91 EUR', '230.04 EUR', '230.04 EUR', 'PDF'],
    ]);
    const links = [...document.querySelectorAll('table[aria-label="Invoices"] tbody tr')][0]!.querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual(['/agencies/7', '/bookings/5/edit']);
  });

  it("opens an invoice's PDF with a download token", async () => {
    const { calls } = await render('/invoices');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    await act(async () => document.querySelector<HTMLButtonElement>('button[aria-label="Download PDF of CN-2027-000001"]')!.click());
    await tick();
    expect(calls()).toContain('POST /api/v1/download-token');
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/api/v1/invoices/12/pdf/download');
    expect(url.searchParams.get('token')).toBe('once-123');
  });

  it('disables the accounting export until the list has a period, and says so', async () => {
    const hint = (b: HTMLButtonElement) => text(document.getElementById(b.getAttribute('aria-describedby')!));
    for (const address of ['/invoices', '/invoices?from=2027-05-01', '/invoices?to=2027-05-31']) {
      // Each address opened afresh (renderScreen unmounts the page before).
      const { calls } = await render(address);
      const exportButton = button('Export for accounting (CSV)');
      expect(exportButton.disabled).toBe(true);
      expect(hint(exportButton)).toBe('Choose the period first');
      await act(async () => exportButton.click());
      await tick();
      expect(calls()).not.toContain('POST /api/v1/download-token');
    }
    // A period that ends before it starts is no period either.
    await render('/invoices?from=2027-05-31&to=2027-05-01');
    expect(button('Export for accounting (CSV)').disabled).toBe(true);
    expect(hint(button('Export for accounting (CSV)'))).toBe('The period ends before it starts');
  });

  it("exports the period's invoices as CSV with a download token", async () => {
    const { calls } = await render('/invoices?from=2027-05-01&to=2027-05-31&kind=invoice');
    const exportButton = button('Export for accounting (CSV)');
    expect(exportButton.disabled).toBe(false);
    expect(text(document.getElementById(exportButton.getAttribute('aria-describedby')!))).toBe('Every invoice and credit note of 01.05.2027 – 31.05.2027');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    await act(async () => exportButton.click());
    await tick();
    expect(calls()).toContain('POST /api/v1/download-token');
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/api/v1/invoices/export/download');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2027-05-01', to: '2027-05-31', format: 'csv', token: 'once-123' });
  });
});
