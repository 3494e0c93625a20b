import type { BookingItemBase, BookingItemOf, ProductType } from '@travel/contracts';

/** The booking statuses the bookings tests use. */
export const STATUSES = {
  confirmed: { id: 2, title: 'Confirmed', slug: 'confirmed' },
  canceled: { id: 3, title: 'Canceled', slug: 'canceled' },
  onRequest: { id: 4, title: 'On request', slug: 'on-request' },
};

/** Each product's own fields of an item (issue 28), empty: what a fixture of that product starts from. */
const VARIANTS: { [T in ProductType]: Omit<BookingItemOf<T>, keyof BookingItemBase> } = {
  hotel: {
    productType: 'hotel',
    hotel: { id: null, name: '' },
    roomType: { id: null, title: '' },
    mealTypeId: null,
    mealType: { id: null, title: '' },
    occupancy: { adults: 1, childrenAges: [] },
    offers: [],
    perNight: [],
  },
  flight: { productType: 'flight', name: '' },
  transfer: { productType: 'transfer', transferName: '', transferCarName: '' },
  visa: { productType: 'visa', visaName: '', visaTypeName: '' },
  tour: { productType: 'tour', tourName: '' },
};

type Own<T extends ProductType> = Omit<BookingItemOf<T>, 'productType'>;
/** Any product's fields, for a test to set those of the product it names. */
export type ItemFields<T extends ProductType> = Partial<Own<'hotel'> & Own<'flight'> & Own<'transfer'> & Own<'visa'> & Own<'tour'>> & { productType?: T };

/**
 * One booking item as `GET bookings/{id}` answers it, for the bookings feature's tests (one
 * fixture for the item cards, the form model and the cancel control): a confirmed transfer line
 * of 110.00 EUR for one passenger, no policy, not cancellable by an agent; `fields` override
 * (their `productType` starts from that product's own fields).
 */
export function bookingItemFixture<T extends ProductType = 'transfer'>(id: number, fields: ItemFields<T> = {}): BookingItemOf<T> {
  const type = (fields.productType ?? 'transfer') as T;
  return {
    id,
    passengerIds: ['passenger1'],
    bookingStatusId: STATUSES.confirmed.id,
    bookingStatus: STATUSES.confirmed,
    startDate: '2027-06-10',
    endDate: '2027-06-10',
    price: '110.00',
    currency: 'EUR',
    count: 1,
    total: '110.00',
    details: null,
    cancellationPolicies: [],
    cancelCost: null,
    canCancel: false,
    ...VARIANTS[type],
    ...fields,
  } as unknown as BookingItemOf<T>;
}
