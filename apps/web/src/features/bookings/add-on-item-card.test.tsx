// @vitest-environment happy-dom
import { bookingItemFixture, bookingViewFixture, type ItemFields } from './item-fixture';
import { openTab, renderItemsSection } from './items-section-fixture';
import type { BookingItemView, BookingView } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { text } from '../../test/render';
import { bookingsEn } from './en';

/*
 * The booking page's Transfer Details and Visa Details (account spec §2) drawn from a booking as
 * the server sends it: the Van round trip and the Schengen visas of domain-rules §10 for 2 adults,
 * a child of 5 and an infant (80 x 2, 45 x 1, 0 x 1). Agents see no net price, admins 'Price Net
 * (visible to admin)' and Delete while the manual-add flags allow it.
 */

// The admin's textareas grow with their text once fonts load; happy-dom has no font set to wait on.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

i18n.addResourceBundle('en', 'translation', { bookings: bookingsEn }, true, true);

const status = { id: 2, title: 'Confirmed', slug: 'confirmed' };
const booking = (item: BookingItemView, fields: Partial<BookingView> = {}): BookingView => bookingViewFixture([item], fields);

const render = renderItemsSection;

const cells = (row: Element) => [...row.querySelectorAll('td')].map(text);
const factOf = (root: Element, label: string) =>
  text([...root.querySelectorAll('p')].find((p) => text(p).startsWith(`${label}:`)))
    .slice(label.length + 1)
    .trim();

const addOnItem = (id: number, fields: ItemFields<'transfer' | 'visa'>): BookingItemView =>
  bookingItemFixture(id, {
    passengerIds: ['passenger1', 'passenger2', 'passenger3', 'passenger4'],
    bookingStatus: status,
    endDate: '2027-06-17',
    ...fields,
  });

const van = addOnItem(21, {
  title: 'CDG airport - Paris hotels',
  transfer: {
    transferId: 3,
    transferName: 'CDG airport - Paris hotels',
    carId: 12,
    carName: 'Van',
    carType: 'individual',
    roundTrip: true,
    arrivalFlightNumber: 'AF1234',
    arrivalTime: '14:30',
    departureFlightNumber: null,
    departureTime: null,
    pickupTime: '2027-06-10T14:30',
    cars: [{ roomKeys: ['room1'], passengerIds: ['passenger1', 'passenger2', 'passenger3', 'passenger4'], carName: 'Van', price: '110.00' }],
    freeTransfer: null,
  },
});
const visa = (id: number, price: string, passengerIds: string[], bands: ('adult' | 'child' | 'infant')[]) =>
  addOnItem(id, {
    productType: 'visa',
    passengerIds,
    price,
    count: passengerIds.length,
    total: (Number(price) * passengerIds.length).toFixed(2),
    visa: {
      visaId: 5,
      visaName: 'Schengen tourist',
      visaTypeId: 51,
      visaTypeName: 'Tourist 30 days',
      passengers: passengerIds.map((passengerId, i) => ({ passengerId, band: bands[i]! })),
    },
  });

function withItems(items: BookingItemView[], fields: Partial<BookingView> = {}) {
  const b = booking(items[0]!, fields);
  return {
    ...b,
    bookingItems: Object.fromEntries(items.map((i) => [String(i.id), i])),
    bookingItemsTypes: {
      hotel: [],
      flight: [],
      transfer: items.filter((i) => i.productType === 'transfer').map((i) => i.id),
      visa: items.filter((i) => i.productType === 'visa').map((i) => i.id),
    },
  };
}

const items = [
  van,
  visa(22, '80.00', ['passenger1', 'passenger2'], ['adult', 'adult']),
  visa(23, '45.00', ['passenger3'], ['child']),
  visa(24, '0.00', ['passenger4'], ['infant']),
];

describe('Transfer Details and Visa Details on the booking page', () => {
  it('shows an agent the transfer: name, car category, trip, arrival flight and time, pickup, the car per room', async () => {
    const root = await render(withItems(items), false);
    expect([...root.querySelectorAll('h2')].map(text)).toEqual(['Transfer Details', 'Visa Details']);
    const card = root.querySelector('[data-testid="item-21"]')!;
    expect(text(card.querySelector('h3'))).toBe('CDG airport - Paris hotels · Van');
    expect(factOf(card, 'Transfer')).toBe('CDG airport - Paris hotels');
    expect(factOf(card, 'Car category')).toBe('Van (private)');
    expect(factOf(card, 'Trip')).toBe('Round trip');
    expect(factOf(card, 'Arrival flight')).toBe('AF1234');
    expect(factOf(card, 'Arrival time')).toBe('14:30');
    expect(factOf(card, 'Pickup')).toBe('10.06.2027 14:30');
    const row = card.querySelector('[role="region"][aria-label="Cars of this transfer"] tbody tr')!;
    expect(cells(row)).toEqual(['Room 1', 'Van', 'Ana Silva, Rui Silva, Inês Silva, Tiago Silva', '110.00 EUR']);
    openTab(card, 'Pricing');
    expect(text(card.querySelector('[data-testid="item-21-total-formula"]'))).toBe('110.00 EUR × 1 = 110.00 EUR');
    expect(text(card)).not.toContain('Price Net');
    expect(text(card)).not.toContain('Delete');
  });

  it('shows an agent each visa item: visa, type, passengers with their band, price × count = total', async () => {
    const root = await render(withItems(items), false);
    const adults = root.querySelector('[data-testid="item-22"]')!;
    expect(text(adults.querySelector('h3'))).toBe('Schengen tourist, Tourist 30 days');
    expect(factOf(adults, 'Visa')).toBe('Schengen tourist');
    expect(factOf(adults, 'Visa type')).toBe('Tourist 30 days');
    expect(factOf(adults, 'Passengers')).toBe('Ana Silva (adult), Rui Silva (adult)');
    openTab(adults, 'Pricing');
    expect(text(adults.querySelector('[data-testid="item-22-total-formula"]'))).toBe('80.00 EUR × 2 = 160.00 EUR');
    const infant = root.querySelector('[data-testid="item-24"]')!;
    openTab(infant, 'Pricing');
    expect(text(infant.querySelector('[data-testid="item-24-total-formula"]'))).toBe('0.00 EUR × 1 = 0.00 EUR');
    openTab(infant, 'Cancellation Policies');
    expect(text(infant)).toContain('Visas are non-refundable.');
  });

  it("shows an admin 'Price Net (visible to admin)', and Delete on transfer and visa items only while the flags allow it", { timeout: 20_000 }, async () => {
    const net = items.slice(0, 2).map((i) => ({ ...i, priceNet: i.productType === 'transfer' ? '100.00' : '70.00', priceNetCurrency: 'EUR' }));
    let root = await render(withItems(net, { canAddTransfers: true, canAddVisas: false }), true);
    const card = root.querySelector('[data-testid="item-21"]')!;
    openTab(card, 'Pricing');
    expect(factOf(card, 'Price Net (visible to admin)')).toBe('100.00 EUR');
    expect([...card.querySelectorAll('button')].some((b) => text(b) === 'Delete')).toBe(true);
    expect([...root.querySelector('[data-testid="item-22"]')!.querySelectorAll('button')].some((b) => text(b) === 'Delete')).toBe(false);
    root = await render(withItems(net, { canAddTransfers: false, canAddVisas: true }), true);
    expect([...root.querySelector('[data-testid="item-21"]')!.querySelectorAll('button')].some((b) => text(b) === 'Delete')).toBe(false);
    expect([...root.querySelector('[data-testid="item-22"]')!.querySelectorAll('button')].some((b) => text(b) === 'Delete')).toBe(true);
  });

  it('still shows a hand-made transfer by its title and dates', async () => {
    const root = await render(withItems([addOnItem(30, { title: 'Port transfer' })]), false);
    const card = root.querySelector('[data-testid="item-30"]')!;
    expect(text(card.querySelector('h3'))).toBe('Port transfer');
    expect(factOf(card, 'Check in')).toBe('10.06.2027');
  });
});
