// @vitest-environment happy-dom
import type { BookedTour, BookingItemView, BookingView } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { text } from '../../test/render';
import { initialState, toSaveForm } from './booking-form-model';
import { bookingsEn } from './en';
import { bookingItemFixture, bookingViewFixture, type ItemFields } from './item-fixture';
import { openTab, renderItemsSection } from './items-section-fixture';
import { tourFreeUntil } from './tour-item-parts';

/*
 * The booking page's Tour Details (issue 28) drawn from a booking as the server sends it: the
 * Montmartre walking tour on 12.06.2027 for 2 adults at 45.00, a child at 30.00 and an infant free
 * (one item of 120.00), free to cancel until 3 days before; and a non-refundable one.
 */

// The admin's textareas grow with their text once fonts load; happy-dom has no font set to wait on.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

i18n.addResourceBundle('en', 'translation', { bookings: bookingsEn }, true, true);

const everyone = ['passenger1', 'passenger2', 'passenger3', 'passenger4'];

const tourFacts = (patch: Partial<BookedTour> = {}): BookedTour => ({
  tourId: 7,
  tourName: 'Montmartre walking tour',
  date: '2027-06-12',
  passengers: [
    { passengerId: 'passenger1', band: 'adult' },
    { passengerId: 'passenger2', band: 'adult' },
    { passengerId: 'passenger3', band: 'child' },
    { passengerId: 'passenger4', band: 'infant' },
  ],
  freeCancellationDays: 3,
  ...patch,
});

const tourItem = (id: number, fields: ItemFields<'tour'> = {}): BookingItemView =>
  bookingItemFixture(id, {
    productType: 'tour',
    tourName: 'Montmartre walking tour',
    passengerIds: everyone,
    startDate: '2027-06-12',
    endDate: '2027-06-12',
    price: '120.00',
    total: '120.00',
    tour: tourFacts(),
    ...fields,
  });

/** The card tests' booking (item-fixture.ts) at the tour's 120.00. */
const booking = (items: BookingItemView[], fields: Partial<BookingView> = {}): BookingView =>
  bookingViewFixture(items, { price: '120.00', total: '120.00', remaining: '120.00', ...fields });

const testId = (root: Element, id: string) => text(root.querySelector(`[data-testid="${id}"]`));
const factOf = (root: Element, id: string, label: string) =>
  testId(root, id)
    .slice(label.length + 1)
    .trim();
const policy = (id: number, dateFrom: string, dateTo: string, cost: string) => ({ id, dateFrom, dateTo, cost, currencyCost: 'EUR' });

describe('Tour Details on the booking page', () => {
  it('shows an agent the tour: name, date, the passengers with their band, free cancellation until …, price × count = total', async () => {
    const freeRows = [policy(1, '2027-05-02', '2027-06-08', '0.00'), policy(2, '2027-06-09', '2027-06-12', '120.00')];
    const root = await renderItemsSection(booking([tourItem(31, { cancellationPolicies: freeRows })]), false);
    expect([...root.querySelectorAll('h2')].map(text)).toEqual(['Tour Details']);
    const card = root.querySelector('[data-testid="item-31"]')!;
    expect(text(card.querySelector('h3'))).toBe('Montmartre walking tour');
    expect(factOf(card, 'tour-name', 'Tour')).toBe('Montmartre walking tour');
    expect(factOf(card, 'tour-date', 'Date')).toBe('12.06.2027');
    expect(factOf(card, 'tour-passengers', 'Passengers')).toBe('Ana Silva (adult), Rui Silva (adult), Inês Silva (child), Tiago Silva (infant)');
    expect(testId(card, 'tour-cancellation')).toBe('Free cancellation until 08.06.2027');
    // A tour has no check-in and check-out: its one day says it.
    expect(text(card)).not.toContain('Check in');
    openTab(card, 'Pricing');
    expect(text(card.querySelector('[data-testid="item-31-total-formula"]'))).toBe('120.00 EUR × 1 = 120.00 EUR');
    expect(text(card)).not.toContain('Price Net');
  });

  it("says 'Non-refundable' for a tour without free cancellation, and for one booked after its free days", async () => {
    const none = tourItem(32, { tour: tourFacts({ freeCancellationDays: null }), count: 2, total: '240.00' });
    const late = tourItem(33, { cancellationPolicies: [policy(3, '2027-06-11', '2027-06-12', '120.00')] });
    const root = await renderItemsSection(booking([none, late]), false);
    expect(testId(root.querySelector('[data-testid="item-32"]')!, 'tour-cancellation')).toBe('Non-refundable');
    expect(testId(root.querySelector('[data-testid="item-33"]')!, 'tour-cancellation')).toBe('Non-refundable');
    const card = root.querySelector('[data-testid="item-32"]')!;
    openTab(card, 'Pricing');
    expect(text(card.querySelector('[data-testid="item-32-total-formula"]'))).toBe('120.00 EUR × 2 = 240.00 EUR');
  });

  it("shows an admin the tour card with 'Price Net (visible to admin)' and Delete, and an Add Tour line for the booking", { timeout: 20_000 }, async () => {
    const item = { ...tourItem(34), priceNet: '120.00', priceNetCurrency: 'EUR' };
    const root = await renderItemsSection(booking([item], { canEditBooking: true }), true);
    const card = root.querySelector('[data-testid="item-34"]')!;
    openTab(card, 'Pricing');
    expect(text(card)).toContain('Price Net (visible to admin)');
    expect([...card.querySelectorAll('button')].some((b) => text(b) === 'Delete')).toBe(true);
    expect([...root.querySelectorAll('button')].some((b) => text(b) === 'Add Tour')).toBe(true);
  });

  it('reads the last free day from the policy rows, else from the tour rule as the server writes the rows', () => {
    const tour = tourFacts();
    // No rows (an admin removed them): free until the day before the 3rd day before the 12th.
    expect(tourFreeUntil(tour, [])).toBe('2027-06-08');
    expect(tourFreeUntil(tourFacts({ freeCancellationDays: 0 }), [])).toBe('2027-06-11');
    expect(tourFreeUntil(tourFacts({ freeCancellationDays: null }), [])).toBeNull();
    expect(tourFreeUntil(tour, [policy(1, '2027-05-02', '2027-06-05', '0.00'), policy(2, '2027-06-06', '2027-06-12', '120.00')])).toBe('2027-06-05');
    expect(tourFreeUntil(tour, [policy(1, '2027-06-10', '2027-06-12', '120.00')])).toBeNull();
  });

  it("saves an admin's new tour lines as newTours, each on its day for the passengers chosen (none: every passenger); no line, no key", () => {
    const b = booking([tourItem(35)], { canEditBooking: true });
    const sent = (state: ReturnType<typeof initialState>) => JSON.parse(toSaveForm(b, state, true).get('booking') as string);
    expect('newTours' in sent(initialState(b))).toBe(false);
    const newTours = [
      { key: 'a', tourId: '7', tourName: 'Montmartre', date: '2027-06-13', passengerIds: [], count: '1' },
      { key: 'b', tourId: '8', tourName: 'Seine cruise', date: '2027-06-14', passengerIds: ['passenger3'], count: '2' },
    ];
    expect(sent({ ...initialState(b), newTours }).newTours).toEqual([
      { tourId: 7, startDate: '2027-06-13', endDate: '2027-06-13', passengerIds: everyone, count: 1, currency: 'EUR' },
      { tourId: 8, startDate: '2027-06-14', endDate: '2027-06-14', passengerIds: ['passenger3'], count: 2, currency: 'EUR' },
    ]);
  });
});
