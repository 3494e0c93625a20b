// @vitest-environment happy-dom
import type { BookingView } from '@travel/contracts';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { globalSettingsQuery, taxonomyQuery } from '../../lib/reference';
import { renderScreen, tick } from '../../test/render';
import { initialState } from './booking-form-model';
import { Itinerary } from './booking-itinerary';
import { bookingsEn } from './en';

/*
 * The booking page's summary and the agency account (issue 31; domain-rules §11): 'Payment
 * deadline' with the day (DD.MM.YYYY) and 'Charged to account' or 'Awaiting payment' beside the
 * totals, 'Overdue' once the agency's today is past it with money still due, and the invoice
 * numbers as links to their PDFs (a single-use download token each), their kind beside them.
 */

// The admin's textareas grow with their text once fonts load; happy-dom has no font set to wait on.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
i18n.addResourceBundle('en', 'translation', { bookings: bookingsEn }, true, true);

const booking = (fields: Partial<BookingView>): BookingView => ({
  id: 5,
  pnrs: 'TB7K3Q9X',
  agent: { id: 9, companyName: 'Aegean Trips' },
  createdAt: '2027-05-02T10:00:00Z',
  bookingStatusId: 2,
  bookingStatus: { id: 2, title: 'Confirmed', slug: 'confirmed' },
  paymentStatusId: 1,
  paymentStatus: { id: 1, title: 'Not paid', slug: 'not-paid' },
  currency: { code: 'EUR' },
  price: '230.04',
  extraPrice: '0.00',
  total: '230.04',
  paymentsSum: '0.00',
  cancelTotal: '0.00',
  remaining: '230.04',
  additionalRequests: {},
  details: null,
  newComment: '',
  to: null,
  startDate: '2027-06-10',
  endDate: '2027-06-17',
  bookingItems: {},
  bookingItemsTypes: { hotel: [], flight: [], transfer: [], visa: [] },
  newTransfers: [],
  newVisas: [],
  removedBookingItemsIds: [],
  removedCancellationPoliciesIds: [],
  passengers: {},
  payments: [],
  comments: [],
  fields: { comment: null, agent: null },
  searchParams: { startDate: '2027-06-10', endDate: '2027-06-17', toId: null, toType: 'location' },
  history: [],
  canEditBooking: false,
  canDownloadVoucher: false,
  canCancelBooking: true,
  canEditPassengerDetails: false,
  agentCanEditPassengerPassport: false,
  commentsEnabled: true,
  showBookingPassengersNames: true,
  canAddPassenger: false,
  canAddTransfers: false,
  canAddVisas: false,
  canAddCancellationPolicies: false,
  ...fields,
});

/** The booking summary as the booking page draws it, the agency's today being 2027-05-10. */
async function render(b: BookingView, admin = false) {
  const { sent, container } = await renderScreen(<Itinerary booking={b} state={initialState(b)} update={() => {}} admin={admin} />, {
    answer: (call) => (call.path === '/download-token' ? [200, { token: 'once-123', expiresAt: '2027-05-10T10:01:00Z' }] : undefined),
    queryData: [
      [globalSettingsQuery.queryKey, { today: '2027-05-10', timeZone: 'UTC' }],
      [taxonomyQuery('bookingStatus').queryKey, { entities: [] }],
      [taxonomyQuery('paymentStatus').queryKey, { entities: [] }],
      [taxonomyQuery('additionalRequests').queryKey, { entities: [] }],
    ],
  });
  // The calls so far, as `METHOD /api/v1/path`.
  const asked = () => sent.map((call) => `${call.method} ${call.url.pathname}`);
  return { asked, container };
}

/** The summary row labelled `label`: its value cell's text, or null when there is no such row. */
const row = (label: string) => {
  const tr = [...document.querySelectorAll('tr')].find((r) => r.querySelector('th')?.textContent === label);
  return tr ? (tr.querySelector('td')?.textContent ?? '') : null;
};
const deadlineDay = () => document.querySelector<HTMLElement>('[data-testid="payment-deadline"] p');

describe('the booking summary: payment deadline and invoices (issue 31)', () => {
  it("shows 'Payment deadline: DD.MM.YYYY' and 'Awaiting payment' below the balance", async () => {
    await render(booking({ paymentDeadline: '2027-05-12', accountStatus: 'awaiting-payment' }));
    expect(row('Payment deadline')).toBe('12.05.2027Awaiting payment');
    const labels = [...document.querySelectorAll('th')].map((th) => th.textContent);
    expect(labels.indexOf('Payment deadline')).toBe(labels.indexOf('Balance') + 1);
    expect(deadlineDay()?.style.color).toBe('');
  });

  it("adds 'Overdue' once the deadline is past with money still due, for agents and admins", async () => {
    await render(booking({ paymentDeadline: '2027-05-09', accountStatus: 'charged' }));
    expect(row('Payment deadline')).toBe('09.05.2027Charged to accountOverdue');
    expect(deadlineDay()?.style.color).toBe('var(--mantine-color-red-9)');
    await render(booking({ paymentDeadline: '2027-05-09', accountStatus: 'charged' }), true);
    expect(row('Payment deadline')).toBe('09.05.2027Charged to accountOverdue');
  });

  it('no Overdue for a booking paid in full, nor on the deadline day itself', async () => {
    const paid = await render(booking({ paymentDeadline: '2027-05-09', accountStatus: 'charged', remaining: '0.00', paymentsSum: '230.04' }));
    expect(row('Payment deadline')).toBe('09.05.2027Charged to account');
    // The helper unmounts the last screen only, after the test: the first one leaves the page.
    paid.container.remove();
    await render(booking({ paymentDeadline: '2027-05-10', accountStatus: 'awaiting-payment' }));
    expect(row('Payment deadline')).toBe('10.05.2027Awaiting payment');
  });

  it('shows no deadline row for a booking outside an agency account', async () => {
    await render(booking({ paymentDeadline: null, accountStatus: null }));
    expect(row('Payment deadline')).toBeNull();
    expect(row('Invoices')).toBeNull();
  });

  it('lists the invoices with their kind; a number opens its PDF with a single-use download token', async () => {
    const { asked } = await render(
      booking({
        paymentDeadline: '2027-05-12',
        accountStatus: 'charged',
        invoices: [
          { id: 11, number: 'INV-2027-000001', kind: 'invoice', amount: '230.04' },
          { id: 12, number: 'CN-2027-000001', kind: 'credit-note', amount: '230.04' },
        ],
      }),
    );
    expect(row('Invoices')).toBe('INV-2027-000001Invoice · 230.04 EURCN-2027-000001Credit note · 230.04 EUR');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    const link = document.querySelector<HTMLButtonElement>('button[aria-label="Download the PDF of Credit note CN-2027-000001"]')!;
    await act(async () => link.click());
    await tick();
    expect(asked()).toContain('POST /api/v1/download-token');
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/api/v1/invoices/12/pdf/download');
    expect(url.searchParams.get('token')).toBe('once-123');
  });
});
