// @vitest-environment happy-dom
import { bookingItemFixture, type ItemFields } from './item-fixture';
import type { BookingItemView, BookingView, CancellationInfo, ProductType } from '@travel/contracts';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { taxonomyQuery } from '../../lib/reference';
import { renderScreen, text, tick } from '../../test/render';
import { type EditState, formTotals, initialState, toSaveForm } from './booking-form-model';
import { BookingItemsSection } from './booking-items-section';
import { bookingsEn } from './en';

/*
 * An agent cancels one item of its booking (account spec §6 "Item status: admin may change it at
 * all times; others only while editing"; docs/decisions.md "an agent cancels one item"): an item
 * the server marks `canCancel` shows its badge and a status select offering its status and
 * 'Canceled' only; picking 'Canceled' shows what it costs today (GET bookings/{id}/cancellation-info),
 * and the save sends `bookingItems: { id: { bookingStatusId } }` and no admin key. An item canceled
 * that way shows its cancellation charge.
 */

// The admin's textareas grow with their text once fonts load; happy-dom has no font set to wait on.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
i18n.addResourceBundle('en', 'translation', { bookings: bookingsEn }, true, true);

const confirmed = { id: 2, title: 'Confirmed', slug: 'confirmed' };
const canceled = { id: 3, title: 'Canceled', slug: 'canceled' };
const onRequest = { id: 4, title: 'On request', slug: 'on-request' };

const item = (id: number, fields: ItemFields<ProductType>): BookingItemView =>
  bookingItemFixture(id, {
    cancellationPolicies: [{ id: 90, dateFrom: '2027-05-01', dateTo: '2027-06-10', cost: '55.00', currencyCost: 'EUR' }],
    canCancel: true,
    ...fields,
  });

const transfer = item(21, { title: 'Airport transfer' });
const visa = item(22, {
  productType: 'visa',
  title: 'Schengen visa',
  price: '80.00',
  total: '80.00',
  cancellationPolicies: [{ id: 91, dateFrom: '2027-05-01', dateTo: '2027-06-10', cost: '80.00', currencyCost: 'EUR' }],
});

const booking = (items: BookingItemView[]): BookingView => ({
  id: 5,
  pnrs: 'TB7K3Q9X',
  agent: { id: 9, companyName: 'Aegean Trips' },
  createdAt: '2027-05-02T10:00:00Z',
  bookingStatusId: 2,
  bookingStatus: confirmed,
  paymentStatusId: 1,
  paymentStatus: { id: 1, title: 'Not paid', slug: 'not-paid' },
  currency: { code: 'EUR' },
  price: '190.00',
  extraPrice: '0.00',
  total: '190.00',
  paymentsSum: '0.00',
  cancelTotal: '0.00',
  remaining: '190.00',
  additionalRequests: {},
  details: null,
  newComment: '',
  to: null,
  startDate: '2027-06-10',
  endDate: '2027-06-17',
  bookingItems: Object.fromEntries(items.map((i) => [String(i.id), i])),
  bookingItemsTypes: {
    hotel: [],
    flight: [],
    transfer: items.filter((i) => i.productType === 'transfer').map((i) => i.id),
    visa: items.filter((i) => i.productType === 'visa').map((i) => i.id),
  },
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
  canDownloadVoucher: true,
  canCancelBooking: true,
  canEditPassengerDetails: false,
  agentCanEditPassengerPassport: false,
  commentsEnabled: true,
  showBookingPassengersNames: true,
  canAddPassenger: false,
  canAddTransfers: false,
  canAddVisas: false,
  canAddCancellationPolicies: false,
});

const INFO: CancellationInfo = {
  cost: '135.00',
  currency: 'EUR',
  items: [
    { id: 21, productType: 'transfer', title: 'Airport transfer', cost: '55.00', currency: 'EUR' },
    { id: 22, productType: 'visa', title: 'Schengen visa', cost: '80.00', currency: 'EUR' },
  ],
};

/** The items section as the page draws it, holding its own form state; `latest()` is the state now. */
async function render(b: BookingView, admin = false) {
  let state: EditState = initialState(b);
  function Form() {
    const [current, setCurrent] = useState(state);
    state = current;
    return <BookingItemsSection booking={b} state={current} update={(patch) => setCurrent((s) => ({ ...s, ...patch }))} admin={admin} />;
  }
  const { sent, container } = await renderScreen(<Form />, {
    answer: (call) => (call.path.endsWith('/bookings/5/cancellation-info') ? [200, INFO] : [404, { error: 'not here' }]),
    queryData: [
      [taxonomyQuery('bookingStatus').queryKey, { entities: [confirmed, onRequest, canceled].map((s) => ({ ...s, code: null })) }],
      [taxonomyQuery('meal').queryKey, { entities: [] }],
    ],
  });
  // The paths asked so far.
  const asked = () => sent.map((call) => call.url.pathname);
  return { root: container, latest: () => state, asked };
}

const selectOf = (label: string) => document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement | null;

/** Opens the select and answers its options' names; picks `choice` when given. */
async function options(label: string, choice?: string) {
  const input = selectOf(label)!;
  await act(async () => input.click());
  await tick();
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const found = [...(listbox ?? document).querySelectorAll('[role="option"]')] as HTMLElement[];
  if (choice) {
    await act(async () => found.find((o) => text(o) === choice)!.click());
    await tick();
  }
  return found.map(text);
}

describe("an agent's item status control", () => {
  it("offers the item's status and 'Canceled' only, shows the cost today once picked, and saves only that status", async () => {
    const b = booking([transfer, { ...visa, canCancel: false }]);
    const { root, latest, asked } = await render(b);
    const card = root.querySelector('[data-testid="item-21"]')!;
    // The badge stays; the select beside it is labelled as the admin's is.
    expect(text(card.querySelector('.mantine-Badge-root'))).toBe('Confirmed');
    expect(selectOf('Status: Airport transfer')?.value).toBe('Confirmed');
    // An item the server does not let the agent cancel has its badge only.
    expect(selectOf('Status: Schengen visa')).toBeNull();
    expect(text(root.querySelector('[data-testid="item-22"] .mantine-Badge-root'))).toBe('Confirmed');
    // Nothing is asked before 'Canceled' is picked.
    expect(card.querySelector('[data-testid="item-21-cancel-cost"]')).toBeNull();
    expect(asked()).toEqual([]);

    expect(await options('Status: Airport transfer', 'Canceled')).toEqual(['Confirmed', 'Canceled']);
    expect(selectOf('Status: Airport transfer')?.value).toBe('Canceled');
    expect(text(card.querySelector('[data-testid="item-21-cancel-cost"]'))).toBe('Cancelling this service costs 55.00 EUR today');
    expect(asked()).toEqual(['/api/v1/bookings/5/cancellation-info']);

    // The save: the status of the canceled item and nothing an administrator alone may send.
    const json = JSON.parse(toSaveForm(b, latest(), false).get('booking') as string);
    expect(json).toEqual({ bookingItems: { '21': { bookingStatusId: 3 } } });

    // Back to its status: the line goes, and the save sends no item.
    await options('Status: Airport transfer', 'Confirmed');
    expect(card.querySelector('[data-testid="item-21-cancel-cost"]')).toBeNull();
    expect(JSON.parse(toSaveForm(b, latest(), false).get('booking') as string)).toEqual({});
  });

  it('shows the cancellation charge of an item canceled that way, with no control', async () => {
    const gone = { ...transfer, bookingStatusId: 3, bookingStatus: canceled, cancelCost: '55.00', canCancel: false };
    const { root } = await render(booking([gone, { ...visa, canCancel: false }]));
    const card = root.querySelector('[data-testid="item-21"]')!;
    expect(text(card.querySelector('[data-testid="item-21-cancel-charge"]'))).toBe('Cancellation charge: 55.00 EUR');
    expect(text(card.querySelector('.mantine-Badge-root'))).toBe('Canceled');
    expect(selectOf('Status: Airport transfer')).toBeNull();
    expect(root.querySelector('[data-testid="item-22-cancel-charge"]')).toBeNull();
  });

  it("counts an item canceled that way at its charge in the page's prices, until an admin changes its status", () => {
    const gone = { ...transfer, bookingStatusId: 3, bookingStatus: canceled, cancelCost: '55.00', canCancel: false };
    const b = { ...booking([gone, { ...visa, canCancel: false }]), price: '135.00', total: '135.00' };
    const state = initialState(b);
    expect(formTotals(b, state)).toMatchObject({ price: '135.00', total: '135.00', byType: { transfer: '55.00', visa: '80.00' } });
    const back = { ...state, items: { ...state.items, '21': { ...state.items['21']!, bookingStatusId: '2' } } };
    expect(formTotals(b, back)).toMatchObject({ price: '190.00', byType: { transfer: '110.00' } });
  });

  it('leaves an admin its own select with every status', async () => {
    const { root } = await render(booking([transfer, visa]), true);
    expect(root.querySelectorAll('.mantine-Badge-root')).toHaveLength(0);
    expect(await options('Status: Airport transfer')).toEqual(['Confirmed', 'On request', 'Canceled']);
    expect(root.querySelector('[data-testid="item-21-cancel-cost"]')).toBeNull();
  });
});
