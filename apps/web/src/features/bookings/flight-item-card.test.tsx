// @vitest-environment happy-dom
import { bookingItemFixture } from './item-fixture';
import { openTab, renderItemsSection } from './items-section-fixture';
import type { BookedFlightExtra, BookedFlightSegment, BookingItemOf, BookingItemView, BookingView } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { text } from '../../test/render';
import { initialState } from './booking-form-model';
import { bookingsEn } from './en';

/*
 * The booking page's Flight Details (account spec §2) drawn from a booking as the server sends
 * it: the worked flight of domain-rules §10 (Light both ways for 2 adults, a child and an infant;
 * adult 1 buys an extra bag on both segments and seat 3A), and a flight an admin added by hand.
 * The page's text is read as a visitor reads it, opening the card's tabs by a click.
 */

// The admin's textareas grow with their text once fonts load; happy-dom has no font set to wait on.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

i18n.addResourceBundle('en', 'translation', { bookings: bookingsEn }, true, true);

const status = { id: 2, title: 'Confirmed', slug: 'confirmed' };
const names: Record<string, string> = { LIS: 'Lisbon Humberto Delgado', CDG: 'Paris Charles de Gaulle' };

const segment = (segmentKey: 'outbound' | 'return'): BookedFlightSegment => {
  const [from, to, day, number] = segmentKey === 'outbound' ? ['LIS', 'CDG', '2027-06-10', 'TA401'] : ['CDG', 'LIS', '2027-06-17', 'TA402'];
  const [dep, arr] = segmentKey === 'outbound' ? ['08:10', '11:50'] : ['12:30', '14:00'];
  return {
    segmentKey,
    origin: { code: from, name: names[from]! },
    destination: { code: to, name: names[to]! },
    stopsNames: [],
    airline: { name: 'TravelAir', logo: '/media/travelair.png' },
    carrierCode: 'TA',
    flightNumber: number,
    departureDate: `${day}T${dep}`,
    arrivalDate: `${day}T${arr}`,
    selectedFareType: { id: 1, name: 'Light' },
    legs: [{ legKey: `${segmentKey}-1`, flightNumber: number, origin: from, destination: to, departureDate: `${day}T${dep}`, arrivalDate: `${day}T${arr}` }],
  };
};

const extra = (fields: Partial<BookedFlightExtra>): BookedFlightExtra => ({
  passengerId: 'passenger1',
  type: 'baggage',
  segmentKey: 'outbound',
  legKey: null,
  id: '5',
  name: 'Extra bag 23 kg',
  price: '35.00',
  included: false,
  ...fields,
});

const flightItem = (fields: Partial<BookingItemOf<'flight'>> = {}): BookingItemOf<'flight'> =>
  bookingItemFixture(12, {
    productType: 'flight',
    passengerIds: ['passenger1', 'passenger2', 'passenger3', 'passenger4'],
    bookingStatus: status,
    endDate: '2027-06-17',
    price: '128.75',
    count: 4,
    total: '597.00',
    cancellationPolicies: [{ id: 70, dateFrom: '2027-05-27', dateTo: '2027-06-10', cost: '298.50', currencyCost: 'EUR' }],
    segments: [segment('outbound'), segment('return')],
    extras: [
      extra({ type: 'seat', legKey: 'outbound-1', id: '3A', name: 'Seat 3A', price: '12.00' }),
      extra({ segmentKey: 'return' }),
      extra({}),
      extra({ passengerId: 'passenger2', id: 'fare-1-1', name: 'Hand baggage 8 kg', price: '0.00', included: true }),
    ],
    extrasTotal: '82.00',
    ...fields,
  });

const passenger = (n: number, firstName: string, ageType: 'adult' | 'child' | 'infant') => ({
  id: 100 + n,
  key: `passenger${n}`,
  title: null,
  firstName,
  lastName: 'Silva',
  birthDate: '1980-05-17',
  ageType,
  age: null,
  fields: {},
  passport: null,
  photo: null,
});

const booking = (item: BookingItemView, fields: Partial<BookingView> = {}): BookingView => ({
  id: 41,
  pnrs: 'TD-41',
  agent: { id: 9, companyName: 'Aegean Trips' },
  createdAt: '2027-05-02T10:00:00Z',
  bookingStatusId: 2,
  bookingStatus: status,
  paymentStatusId: 1,
  paymentStatus: { id: 1, title: 'Not paid', slug: 'not-paid' },
  currency: { code: 'EUR' },
  price: item.total,
  extraPrice: '0.00',
  total: item.total,
  paymentsSum: '0.00',
  cancelTotal: '0.00',
  remaining: item.total,
  additionalRequests: {},
  details: null,
  newComment: '',
  to: null,
  startDate: '2027-06-10',
  endDate: '2027-06-17',
  bookingItems: { [String(item.id)]: item },
  bookingItemsTypes: { hotel: [], flight: [item.id], transfer: [], visa: [] },
  newTransfers: [],
  newVisas: [],
  removedBookingItemsIds: [],
  removedCancellationPoliciesIds: [],
  passengers: {
    passenger1: passenger(1, 'Ana', 'adult'),
    passenger2: passenger(2, 'Rui', 'adult'),
    passenger3: passenger(3, 'Inês', 'child'),
    passenger4: passenger(4, 'Tiago', 'infant'),
  },
  payments: [],
  comments: [],
  fields: { comment: null, agent: null },
  searchParams: { startDate: '2027-06-10', endDate: '2027-06-17', toId: null, toType: 'location' },
  history: [],
  canEditBooking: false,
  canDownloadVoucher: true,
  canCancelBooking: true,
  canEditPassengerDetails: true,
  agentCanEditPassengerPassport: true,
  commentsEnabled: true,
  showBookingPassengersNames: true,
  canAddPassenger: true,
  canAddTransfers: false,
  canAddVisas: false,
  canAddCancellationPolicies: false,
  ...fields,
});

const render = renderItemsSection;

const cells = (row: Element) => [...row.querySelectorAll('td')].map(text);
const factOf = (root: Element, label: string) =>
  text([...root.querySelectorAll('p')].find((p) => text(p).startsWith(`${label}:`)))
    .slice(label.length + 1)
    .trim();

describe('Flight Details on the booking page', () => {
  it('shows an agent each segment: route, stops, airline, carrier, flight number, departure and fare', async () => {
    const root = await render(booking(flightItem()), false);
    expect(text(root.querySelector('h2'))).toBe('Flight Details');
    const card = root.querySelector('[data-testid="item-12"]')!;
    expect(text(card.querySelector('h3'))).toBe('LIS → CDG · CDG → LIS');
    expect(text(card)).toContain('Confirmed');
    const table = card.querySelector('[role="region"][aria-label="Flights of this item"] table')!;
    expect([...table.querySelectorAll('th')].map(text)).toEqual([
      'Segment',
      'Route',
      'Stops',
      'Airline',
      'Carrier code',
      'Flight number',
      'Departure',
      'Arrival',
      'Fare type',
    ]);
    expect(cells(card.querySelector('[data-testid="segment-outbound"]')!)).toEqual([
      'Outbound',
      'LIS → CDGLisbon Humberto Delgado → Paris Charles de Gaulle',
      'Nonstop',
      'TravelAir',
      'TA',
      'TA401',
      '10.06.2027 08:10',
      '10.06.2027 11:50',
      'Light',
    ]);
    expect(cells(card.querySelector('[data-testid="segment-return"]')!).slice(5, 7)).toEqual(['TA402', '17.06.2027 12:30']);
    // The logo sits beside the airline's name, so it says nothing more to a screen reader.
    expect(card.querySelector('img[src="/media/travelair.png"]')?.getAttribute('alt')).toBe('');
    expect(factOf(card, 'Passengers')).toBe('Ana Silva, Rui Silva, Inês Silva, Tiago Silva');
    // Flights show their segments' dates, not a stay's check-in and check-out.
    expect(text(card)).not.toContain('Check in');
    // The server's name of the item, when it sends one, is the one the bookings list shows.
    const named = await render(booking(flightItem({ name: 'TravelAir LIS → CDG (TA401), Light / Light' })), false);
    expect(text(named.querySelector('[data-testid="item-12"] h3'))).toBe('TravelAir LIS → CDG (TA401), Light / Light');
  });

  it('lists each passenger extras with where they apply and their price, Included for what the fare gives', async () => {
    const card = (await render(booking(flightItem()), false)).querySelector('[data-testid="item-12"]')!;
    const ana = card.querySelector('[data-testid="extras-passenger1"]')!;
    expect(text(ana.querySelector('th'))).toBe('Ana Silva');
    expect([...ana.querySelectorAll('tr')].slice(1).map(cells)).toEqual([
      ['Baggage', 'Outbound · LIS → CDG', 'Extra bag 23 kg', '35.00 EUR'],
      ['Seat', 'Outbound · TA401 LIS → CDG', 'Seat 3A', '12.00 EUR'],
      ['Baggage', 'Return · CDG → LIS', 'Extra bag 23 kg', '35.00 EUR'],
    ]);
    expect([...card.querySelectorAll('[data-testid="extras-passenger2"] tr')].slice(1).map(cells)).toEqual([
      ['Baggage', 'Outbound · LIS → CDG', 'Hand baggage 8 kg', 'Included'],
    ]);
    expect(card.querySelector('[data-testid="extras-passenger3"]')).toBeNull();
    const none = await render(booking(flightItem({ extras: [], extrasTotal: '0.00', total: '515.00' })), false);
    expect(text(none)).toContain('No extras chosen.');
  });

  it('prices it as price per passenger × count + extras, with the cancellation rows of the item', async () => {
    const card = (await render(booking(flightItem()), false)).querySelector('[data-testid="item-12"]')!;
    openTab(card, 'Pricing');
    expect(factOf(card, 'Price per passenger')).toBe('128.75 EUR');
    expect(factOf(card, 'Count')).toBe('4');
    expect(factOf(card, 'Extras total')).toBe('82.00 EUR');
    expect(factOf(card, 'Total')).toBe('597.00 EUR');
    expect(text(card.querySelector('[data-testid="item-12-total-formula"]'))).toBe('128.75 EUR × 4 + 82.00 EUR = 597.00 EUR');
    expect(text(card)).not.toContain('Price Net');
    openTab(card, 'Cancellation Policies');
    const policies = [...card.querySelectorAll('table')].find((t) => text(t.querySelector('thead')).startsWith('FromToCost'))!;
    expect(cells(policies.querySelector('tbody tr')!)).toEqual(['27.05.2027', '10.06.2027', '298.50 EUR']);
  });

  it('lets an admin edit price and count, the total following price × count + extras, and shows the net price', async () => {
    const item = flightItem({ priceNet: '110.00', priceNetCurrency: 'EUR', externalPnr: null, supplierReference: null });
    const b = booking(item, { canEditBooking: true });
    const start = initialState(b);
    const card = (await render(b, true, { ...start, items: { '12': { ...start.items['12']!, price: '130.00', count: '3' } } })).querySelector(
      '[data-testid="item-12"]',
    )!;
    openTab(card, 'Pricing');
    const input = (label: string) =>
      [...card.querySelectorAll('label')].find((l) => text(l).replace(/ \*$/, '') === label)?.parentElement?.querySelector('input');
    expect(input('Price per passenger')?.getAttribute('value')).toBe('130.00');
    expect(input('Count')?.getAttribute('value')).toBe('3');
    expect(factOf(card, 'Total')).toBe('472.00 EUR');
    expect(text(card.querySelector('[data-testid="item-12-total-formula"]'))).toBe('130.00 EUR × 3 + 82.00 EUR = 472.00 EUR');
    expect(factOf(card, 'Price Net (visible to admin)')).toBe('110.00 EUR');
    expect(card.querySelector('[aria-label="Status: LIS → CDG · CDG → LIS"]')).not.toBeNull();
  });

  it('keeps a hand-added flight as it was: its title, dates, price × count and no extras', async () => {
    const item = flightItem({
      title: 'Charter ATH - HER',
      segments: undefined,
      extras: undefined,
      extrasTotal: undefined,
      price: '250.00',
      count: 1,
      total: '250.00',
      cancellationPolicies: [],
    });
    const card = (await render(booking(item), false)).querySelector('[data-testid="item-12"]')!;
    expect(text(card.querySelector('h3'))).toBe('Charter ATH - HER');
    expect(factOf(card, 'Check in')).toBe('10.06.2027');
    openTab(card, 'Pricing');
    expect(factOf(card, 'Price')).toBe('250.00 EUR');
    expect(factOf(card, 'Total')).toBe('250.00 EUR');
    expect(card.querySelector('[role="region"][aria-label="Flights of this item"] table')).toBeNull();
    expect(text(card)).not.toContain('Extras');
    expect(card.querySelector('[data-testid="item-12-total-formula"]')).toBeNull();
  });
});
