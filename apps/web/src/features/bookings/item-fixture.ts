import type { BookingItemBase, BookingItemOf, BookingItemView, BookingView, ProductType } from '@travel/contracts';
import { sumMoney } from '../../lib/money';

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

/** A passenger card of the booking page: `passenger<n>`, surname Silva. */
export const passengerFixture = (n: number, firstName: string, ageType: 'adult' | 'child' | 'infant') => ({
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

/**
 * A confirmed, unpaid EUR booking of 2 adults, a child and an infant (Ana, Rui, Inês, Tiago) for
 * 10.06-17.06.2027, holding `items`, its price their totals' sum (the card tests' one booking, issue 28).
 */
export function bookingViewFixture(items: BookingItemView[], fields: Partial<BookingView> = {}): BookingView {
  const total = sumMoney(items.map((i) => i.total)) ?? '0.00';
  return {
    id: 41,
    pnrs: 'TD-41',
    agent: { id: 9, companyName: 'Aegean Trips' },
    createdAt: '2027-05-02T10:00:00Z',
    bookingStatusId: 2,
    bookingStatus: STATUSES.confirmed,
    paymentStatusId: 1,
    paymentStatus: { id: 1, title: 'Not paid', slug: 'not-paid' },
    currency: { code: 'EUR' },
    price: total,
    extraPrice: '0.00',
    total,
    paymentsSum: '0.00',
    cancelTotal: '0.00',
    remaining: total,
    additionalRequests: {},
    details: null,
    newComment: '',
    to: null,
    startDate: '2027-06-10',
    endDate: '2027-06-17',
    bookingItems: Object.fromEntries(items.map((i) => [String(i.id), i])),
    bookingItemsTypes: { hotel: [], flight: [], transfer: [], visa: [] },
    newTransfers: [],
    newVisas: [],
    removedBookingItemsIds: [],
    removedCancellationPoliciesIds: [],
    passengers: {
      passenger1: passengerFixture(1, 'Ana', 'adult'),
      passenger2: passengerFixture(2, 'Rui', 'adult'),
      passenger3: passengerFixture(3, 'Inês', 'child'),
      passenger4: passengerFixture(4, 'Tiago', 'infant'),
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
  };
}
