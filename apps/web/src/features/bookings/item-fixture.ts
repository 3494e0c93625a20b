import type { BookingItemView } from '@travel/contracts';

/** The booking statuses the bookings tests use. */
export const STATUSES = {
  confirmed: { id: 2, title: 'Confirmed', slug: 'confirmed' },
  canceled: { id: 3, title: 'Canceled', slug: 'canceled' },
  onRequest: { id: 4, title: 'On request', slug: 'on-request' },
};

/**
 * One booking item as `GET bookings/{id}` answers it, for the bookings feature's tests (one
 * fixture for the item cards, the form model and the cancel control): a confirmed transfer line
 * of 110.00 EUR for one passenger, no policy, not cancellable by an agent; `fields` override.
 */
export const bookingItemFixture = (id: number, fields: Partial<BookingItemView> = {}): BookingItemView => ({
  id,
  productType: 'transfer',
  passengerIds: ['passenger1'],
  bookingStatusId: STATUSES.confirmed.id,
  bookingStatus: STATUSES.confirmed,
  startDate: '2027-06-10',
  endDate: '2027-06-10',
  hotel: { id: null, name: '' },
  roomType: { id: null, title: '' },
  mealTypeId: null,
  mealType: { id: null, title: '' },
  occupancy: { adults: 1, childrenAges: [] },
  offers: [],
  perNight: [],
  price: '110.00',
  currency: 'EUR',
  count: 1,
  total: '110.00',
  details: null,
  cancellationPolicies: [],
  cancelCost: null,
  canCancel: false,
  ...fields,
});
