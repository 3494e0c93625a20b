import { bookingItemFixture, type ItemFields } from './item-fixture';
import { ADMIN_ONLY_BOOKING_KEYS, type BookingItemView, type BookingView, type ProductType, bookingUpdateSchema, paymentInputSchema } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { newServiceRow, serviceLineJson, serviceRowProblems } from './booking-add-rows';
import {
  canRemoveItem,
  type EditState,
  formTotals,
  initialState,
  liveItems,
  newPaymentRow,
  newPolicyRow,
  type PaymentRow,
  paymentProblems,
  toSaveForm,
} from './booking-form-model';

/*
 * The booking edit form (account spec §2 Booking view/edit, §4–§7): what the page holds is made
 * from the server's booking, and what it sends back is read here as the server reads it
 * (the contracts' save schemas), with sums worked out by hand.
 */

const status = { id: 2, title: 'Confirmed', slug: 'confirmed' };

/** A hotel room of Sea View unless `fields` name another product (which has no hotel fields, issue 28). */
const item = (id: number, fields: ItemFields<ProductType>): BookingItemView =>
  bookingItemFixture(id, {
    productType: 'hotel',
    passengerIds: ['passenger1', 'passenger2'],
    bookingStatus: status,
    startDate: '2026-07-01',
    endDate: '2026-07-04',
    ...((fields?.productType ?? 'hotel') === 'hotel'
      ? {
          hotel: { id: 3, name: 'Sea View' },
          roomType: { id: 7, title: 'Double' },
          mealTypeId: 5,
          mealType: { id: 5, title: 'Half board' },
          occupancy: { adults: 2, childrenAges: [] },
        }
      : {}),
    price: '0.00',
    total: '0.00',
    externalPnr: null,
    supplierReference: null,
    ...fields,
  });

const passenger = (n: number, firstName: string, title: string | null) => ({
  id: 100 + n,
  key: `passenger${n}`,
  title,
  firstName,
  lastName: 'Papadopoulos',
  birthDate: n === 1 ? '1980-05-17' : '1983-02-01',
  ageType: 'adult' as const,
  age: null,
  fields: {},
  passport: null,
  photo: null,
});

/** A hotel room 100.50 × 2, a flight 250.00, a transfer 30.00 × 2 and a visa 45.10 × 3; extra 10.00. */
const booking = (fields: Partial<BookingView> = {}): BookingView => ({
  id: 41,
  pnrs: 'TD-41',
  agent: { id: 9, companyName: 'Aegean Trips' },
  createdAt: '2026-05-02T10:00:00Z',
  bookingStatusId: 2,
  bookingStatus: status,
  paymentStatusId: 1,
  paymentStatus: { id: 1, title: 'Not paid', slug: 'not-paid' },
  currency: { code: 'EUR' },
  price: '646.30',
  extraPrice: '10.00',
  total: '656.30',
  paymentsSum: '0.00',
  cancelTotal: '0.00',
  remaining: '656.30',
  additionalRequests: { '4': 'Sea view', '6': 'Late check-in' },
  details: null,
  newComment: '',
  to: { id: 12, name: 'Athens' },
  startDate: '2026-07-01',
  endDate: '2026-07-04',
  bookingItems: {
    '11': item(11, { price: '100.50', count: 2, total: '201.00', externalPnr: 'XK12', details: 'Quiet floor' }),
    '12': item(12, { productType: 'flight', price: '250.00', total: '250.00', supplierReference: 'SR-9' }),
    '13': item(13, { productType: 'transfer', price: '30.00', count: 2, total: '60.00', title: 'Airport transfer' }),
    '14': item(14, { productType: 'visa', price: '45.10', count: 3, total: '135.30', title: 'Visa' }),
  },
  bookingItemsTypes: { hotel: [11], flight: [12], transfer: [13], visa: [14] },
  newTransfers: [],
  newVisas: [],
  removedBookingItemsIds: [],
  removedCancellationPoliciesIds: [],
  passengers: { passenger1: passenger(1, 'Nikos', 'Mr'), passenger2: passenger(2, 'Eleni', null) },
  payments: [],
  comments: [],
  fields: { comment: null, agent: null },
  searchParams: { startDate: '2026-07-01', endDate: '2026-07-04', toId: 12, toType: 'location' },
  history: [],
  canEditBooking: true,
  canDownloadVoucher: true,
  canCancelBooking: true,
  canEditPassengerDetails: true,
  agentCanEditPassengerPassport: true,
  commentsEnabled: true,
  showBookingPassengersNames: true,
  canAddPassenger: true,
  canAddTransfers: true,
  canAddVisas: false,
  canAddCancellationPolicies: true,
  note: 'VIP',
  ...fields,
});

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const payment = (fields: Partial<PaymentRow> = {}): PaymentRow => ({ key: 'p', ...newPaymentRow('EUR', '2026-06-10'), ...fields });

/** The `booking` part as the server reads it, and the form's other parts by name. */
function sent(form: FormData) {
  const json = JSON.parse(form.get('booking') as string) as Record<string, unknown>;
  return { json, parsed: bookingUpdateSchema.parse(json), names: [...form.keys()] };
}

describe('the edit state made from the server booking', () => {
  it('holds ids as select text, blanks for empty text, the asked requests and the passengers by key', () => {
    const state = initialState(booking());
    expect(state).toMatchObject({
      bookingStatusId: '2',
      paymentStatusId: '1',
      extraPrice: '10.00',
      totalDraft: null,
      additionalRequests: ['4', '6'],
      details: '',
      note: 'VIP',
      newComment: '',
    });
    expect(state.items['11']).toEqual({
      bookingStatusId: '2',
      mealTypeId: '5',
      externalPnr: 'XK12',
      supplierReference: '',
      details: 'Quiet floor',
      price: '100.50',
      count: '2',
      newPolicies: [],
      newFiles: [],
    });
    expect(state.items['12']).toMatchObject({ mealTypeId: null, externalPnr: '', supplierReference: 'SR-9', price: '250.00', count: '1' });
    expect(state.passengers).toEqual({
      passenger1: { title: 'Mr', firstName: 'Nikos', lastName: 'Papadopoulos', birthDate: '1980-05-17', passport: null, photo: null },
      passenger2: { title: '', firstName: 'Eleni', lastName: 'Papadopoulos', birthDate: '1983-02-01', passport: null, photo: null },
    });
    expect([
      state.removedItemIds,
      state.removedPolicyIds,
      state.removedPaymentIds,
      state.newPayments,
      state.newTransfers,
      state.newVisas,
      state.newPassengers,
    ]).toEqual([[], [], [], [], [], [], []]);
  });

  it('offers new rows in the booking currency, a payment dated the given (agency) day, paid in cash', () => {
    expect(newPolicyRow('EUR')).toEqual({ dateFrom: '', dateTo: '', cost: '', currencyCost: 'EUR' });
    expect(newPaymentRow('USD', '2026-11-23')).toEqual({ payDate: '2026-11-23', method: 'cash', originalAmount: '', originalCurrency: 'USD', paidAmount: '' });
  });
});

describe('items on the card (account spec §6)', () => {
  it('lets an admin delete flights, transfers and visas while the site settings allow them, never hotel rooms', () => {
    const b = booking({ canAddTransfers: true, canAddVisas: false });
    expect(['11', '12', '13', '14'].map((id) => canRemoveItem(b, b.bookingItems[id]!))).toEqual([false, true, true, false]);
    const other = booking({ canAddTransfers: false, canAddVisas: true });
    expect(canRemoveItem(other, other.bookingItems['13']!)).toBe(false);
    expect(canRemoveItem(other, other.bookingItems['14']!)).toBe(true);
  });

  it('keeps the server order of the items not removed', () => {
    const b = booking();
    expect(liveItems(b, { ...initialState(b), removedItemIds: [12, 14] }).map((i) => i.id)).toEqual([11, 13]);
  });
});

describe('totals from what the form holds (account spec §5)', () => {
  it('adds each item price × count and the extra price, per type too', () => {
    const b = booking();
    expect(formTotals(b, initialState(b))).toEqual({
      price: '646.30',
      total: '656.30',
      byType: { hotel: '201.00', flight: '250.00', transfer: '60.00', visa: '135.30', tour: '0.00' },
    });
  });

  it('follows edited prices and counts and removed items in exact cents; new catalogue lines count 0 until saved', () => {
    const b = booking();
    const start = initialState(b);
    const state: EditState = {
      ...start,
      extraPrice: '-5.5',
      items: { ...start.items, '11': { ...start.items['11']!, price: '99.99', count: '3' } },
      removedItemIds: [13],
      // The server prices these on save.
      newTransfers: [{ key: 't1', catalogueId: '3', optionId: '12', roundTrip: true, passengerIds: [] }],
      newVisas: [{ key: 'v1', catalogueId: '5', optionId: '51', roundTrip: true, passengerIds: [] }],
    };
    // 99.99 × 3 in binary floats would not come to 299.97: 299.97 + 250.00 + 135.30 = 685.27; total 685.27 − 5.50.
    expect(formTotals(b, state)).toEqual({
      price: '685.27',
      total: '679.77',
      byType: { hotel: '299.97', flight: '250.00', transfer: '0.00', visa: '135.30', tour: '0.00' },
    });
  });

  it('adds the extras of a flight item to price × count, and keeps them while the price or count is edited', () => {
    // Domain-rules §10: Light both ways 128.75 × 4, extras 82.00, item total 597.00.
    const b = booking({
      bookingItems: { '12': item(12, { productType: 'flight', price: '128.75', count: 4, extrasTotal: '82.00', total: '597.00' }) },
      bookingItemsTypes: { hotel: [], flight: [12], transfer: [], visa: [] },
    });
    const start = initialState(b);
    expect(formTotals(b, start)).toMatchObject({ price: '597.00', total: '607.00', byType: { flight: '597.00' } });
    const edited = { ...start, items: { '12': { ...start.items['12']!, price: '130', count: '3' } } };
    expect(formTotals(b, edited)).toMatchObject({ price: '472.00', byType: { flight: '472.00' } });
    // The extras are the server's: the save sends price and count only.
    const { json } = sent(toSaveForm(b, edited, true));
    expect((json.bookingItems as Record<string, Record<string, unknown>>)['12']).toMatchObject({ price: '130', count: '3' });
    expect((json.bookingItems as Record<string, Record<string, unknown>>)['12']).not.toHaveProperty('extrasTotal');
  });

  it('shows the total as typed while it is edited, and no sum at all while a price is not money', () => {
    const b = booking();
    const start = initialState(b);
    expect(formTotals(b, { ...start, totalDraft: '700' }).total).toBe('700');
    const broken = formTotals(b, { ...start, items: { ...start.items, '12': { ...start.items['12']!, price: '12,50' } } });
    expect(broken).toMatchObject({ price: null, total: null, byType: { hotel: '201.00', flight: null } });
  });
});

describe('the save form of an admin (account spec §7)', () => {
  it('sends the unchanged booking as the server reads it: PUT, every item, the requests as ids', () => {
    const b = booking();
    const form = toSaveForm(b, initialState(b), true);
    const { json, parsed, names } = sent(form);
    expect(form.get('_method')).toBe('PUT');
    expect(names).toEqual(['_method', 'booking']);
    expect(json).toEqual({
      passengers: {
        passenger1: { title: 'Mr', firstName: 'Nikos', lastName: 'Papadopoulos', birthDate: '1980-05-17' },
        passenger2: { firstName: 'Eleni', lastName: 'Papadopoulos', birthDate: '1983-02-01' },
      },
      bookingStatusId: 2,
      extraPrice: '10.00',
      additionalRequests: [4, 6],
      details: '',
      note: 'VIP',
      bookingItems: {
        '11': {
          bookingStatusId: 2,
          mealTypeId: 5,
          externalPnr: 'XK12',
          supplierReference: '',
          details: 'Quiet floor',
          price: '100.50',
          count: '2',
          cancellationPolicies: [],
        },
        '12': { bookingStatusId: 2, externalPnr: '', supplierReference: 'SR-9', details: '', price: '250.00', count: '1', cancellationPolicies: [] },
        '13': { bookingStatusId: 2, externalPnr: '', supplierReference: '', details: '', price: '30.00', count: '2', cancellationPolicies: [] },
        '14': { bookingStatusId: 2, externalPnr: '', supplierReference: '', details: '', price: '45.10', count: '3', cancellationPolicies: [] },
      },
      removedBookingItemsIds: [],
      removedCancellationPoliciesIds: [],
      removedPaymentsIds: [],
      newTransfers: [],
      newVisas: [],
    });
    // No payment status key: an unchanged select keeps what the server holds.
    expect('paymentStatusId' in json).toBe(false);
    expect(parsed.bookingItems?.['11']).toMatchObject({ mealTypeId: 5, price: '100.50', count: 2, supplierReference: null });
    expect(parsed.details).toBeNull();
  });

  it('sends edits, removed rows, new policies, transfers, visas, payments and item documents', () => {
    const b = booking();
    const start = initialState(b);
    const policy = { key: 'c1', dateFrom: '2026-06-20', dateTo: '2026-06-30', cost: '50', currencyCost: 'EUR' };
    const voucher = file('voucher.pdf');
    const lost = file('lost.pdf');
    const state: EditState = {
      ...start,
      bookingStatusId: '3',
      paymentStatusId: '4',
      extraPrice: '',
      additionalRequests: ['6'],
      newComment: 'Called the hotel',
      items: {
        ...start.items,
        '11': { ...start.items['11']!, price: '95.25', count: '2', mealTypeId: '8', newPolicies: [policy], newFiles: [voucher] },
        '13': { ...start.items['13']!, newFiles: [lost] },
      },
      removedItemIds: [13],
      removedPolicyIds: [71, 72],
      removedPaymentIds: [5],
      newTransfers: [{ key: 't1', catalogueId: '3', optionId: '12', roundTrip: true, passengerIds: [] }],
      newVisas: [{ key: 'v1', catalogueId: '5', optionId: '51', roundTrip: true, passengerIds: [] }],
      newPayments: [
        payment({ originalAmount: '100.00', paidAmount: '100.00' }),
        payment({ method: 'bank', originalAmount: '50.00', originalCurrency: 'USD', paidAmount: '46.30' }),
      ],
    };
    const form = toSaveForm(b, state, true);
    const { json, parsed, names } = sent(form);
    expect(json).toMatchObject({ bookingStatusId: 3, paymentStatusId: 4, extraPrice: '0', additionalRequests: [6], newComment: 'Called the hotel' });
    expect(Object.keys(json.bookingItems as object)).toEqual(['11', '12', '14']);
    // A new policy row goes without its React key; the server reads its cost as money.
    expect((json.bookingItems as Record<string, { cancellationPolicies: unknown }>)['11']!.cancellationPolicies).toEqual([
      { dateFrom: '2026-06-20', dateTo: '2026-06-30', cost: '50', currencyCost: 'EUR' },
    ]);
    expect(parsed.bookingItems?.['11']).toMatchObject({
      mealTypeId: 8,
      price: '95.25',
      count: 2,
      cancellationPolicies: [{ dateFrom: '2026-06-20', dateTo: '2026-06-30', cost: '50.00', currencyCost: 'EUR' }],
    });
    expect(json).toMatchObject({ removedBookingItemsIds: [13], removedCancellationPoliciesIds: [71, 72], removedPaymentsIds: [5] });
    // A new transfer or visa covers the whole stay, in the booking currency, for every passenger.
    const stay = { currency: 'EUR', startDate: '2026-07-01', endDate: '2026-07-04', passengerIds: ['passenger1', 'passenger2'] };
    expect(json.newTransfers).toEqual([{ transferId: 3, carId: 12, roundTrip: true, ...stay }]);
    expect(json.newVisas).toEqual([{ visaId: 5, visaTypeId: 51, ...stay }]);
    expect(parsed.newTransfers?.[0]).toMatchObject({ transferId: 3, carId: 12, roundTrip: true, passengerIds: ['passenger1', 'passenger2'] });

    const payments = [form.get('payments[0]'), form.get('payments[1]')].map((part) => paymentInputSchema.parse(JSON.parse(part as string)));
    expect(payments).toEqual([
      { payDate: '2026-06-10', method: 'cash', originalAmount: '100.00', originalCurrency: 'EUR', paidAmount: '100.00' },
      { payDate: '2026-06-10', method: 'bank', originalAmount: '50.00', originalCurrency: 'USD', paidAmount: '46.30' },
    ]);
    // The removed transfer's document goes nowhere; the room's goes under its item id.
    expect(form.getAll('files[bookingitems-files][11][]').map((f) => (f as File).name)).toEqual(['voucher.pdf']);
    expect(names.filter((n) => n.startsWith('files['))).toEqual(['files[bookingitems-files][11][]']);
  });

  it("goes back to the status derived from the payments when 'auto' is chosen", () => {
    const b = booking();
    const { json, parsed } = sent(toSaveForm(b, { ...initialState(b), paymentStatusId: 'auto' }, true));
    expect(json.paymentStatusId).toBeNull();
    expect(parsed.paymentStatusId).toBeNull();
  });
});

describe('passengers on the save form', () => {
  it('sends chosen passport and photo files under the passenger key, and added passengers as new1, new2 ...', () => {
    const b = booking();
    const start = initialState(b);
    const state: EditState = {
      ...start,
      passengers: { ...start.passengers, passenger2: { ...start.passengers.passenger2!, lastName: 'Georgiou', passport: file('p2-passport.jpg') } },
      newPassengers: [
        {
          key: 'a',
          values: { title: 'Ms', firstName: 'Maria', lastName: 'Georgiou', birthDate: '2015-03-02', ageType: 'child', age: '11' },
          files: { photo: file('maria.jpg') },
        },
        { key: 'b', values: { title: '', firstName: 'Petros', lastName: 'Georgiou', birthDate: '1979-09-09', ageType: 'adult', age: '4' }, files: {} },
      ],
    };
    const form = toSaveForm(b, state, false);
    const { json, parsed } = sent(form);
    expect((form.get('files[passport][passenger2]') as File).name).toBe('p2-passport.jpg');
    expect((form.get('files[photo][new1]') as File).name).toBe('maria.jpg');
    expect([...form.keys()].filter((n) => n.startsWith('files['))).toEqual(['files[passport][passenger2]', 'files[photo][new1]']);
    // An adult's age is not sent: only a child has one.
    expect(json.newPassengers).toEqual([
      { id: 'new1', isNew: true, title: 'Ms', firstName: 'Maria', lastName: 'Georgiou', birthDate: '2015-03-02', ageType: 'child', age: 11 },
      { id: 'new2', isNew: true, title: '', firstName: 'Petros', lastName: 'Georgiou', birthDate: '1979-09-09', ageType: 'adult' },
    ]);
    expect(parsed.newPassengers?.map((p) => [p.firstName, p.ageType, p.age])).toEqual([
      ['Maria', 'child', 11],
      ['Petros', 'adult', undefined],
    ]);
    expect(parsed.passengers?.passenger2?.lastName).toBe('Georgiou');
  });

  it('leaves passengers out when they may not be edited or added', () => {
    const b = booking({ canEditPassengerDetails: false, canAddPassenger: false });
    const start = initialState(b);
    const state: EditState = {
      ...start,
      passengers: { ...start.passengers, passenger1: { ...start.passengers.passenger1!, firstName: 'Changed', photo: file('x.jpg') } },
      newPassengers: [
        {
          key: 'a',
          values: { title: '', firstName: 'Late', lastName: 'Guest', birthDate: '1990-01-01', ageType: 'adult', age: '' },
          files: { passport: file('late.jpg') },
        },
      ],
    };
    const form = toSaveForm(b, state, false);
    expect(JSON.parse(form.get('booking') as string)).toEqual({});
    expect([...form.keys()]).toEqual(['_method', 'booking']);
  });
});

describe('the save form of an agent', () => {
  it('sends only passengers and the comment, whatever else the state holds', () => {
    const b = booking();
    const start = initialState(b);
    const state: EditState = {
      ...start,
      bookingStatusId: '9',
      extraPrice: '99',
      newComment: 'Please add a cot',
      removedItemIds: [13],
      newPayments: [payment({ originalAmount: '10', paidAmount: '10' })],
    };
    const form = toSaveForm(b, state, false);
    const { json } = sent(form);
    expect(Object.keys(json).sort()).toEqual(['newComment', 'passengers']);
    expect(json.newComment).toBe('Please add a cot');
    expect(ADMIN_ONLY_BOOKING_KEYS.filter((key) => key in json)).toEqual([]);
    expect([...form.keys()]).toEqual(['_method', 'booking']);
    // An empty comment is not a comment.
    expect('newComment' in sent(toSaveForm(b, start, false)).json).toBe(false);
  });
});

describe('payment rows checked before saving (account spec §5)', () => {
  it('names the method, original and paid amount of each row left empty, blanks included', () => {
    const required = (field: string) => `${field} is required`;
    const rows = [
      payment({ originalAmount: '120.00', paidAmount: '120.00' }),
      payment({ method: '' as PaymentRow['method'], originalAmount: '  ', paidAmount: '' }),
      payment({ originalAmount: '5', paidAmount: ' ' }),
    ];
    expect(paymentProblems(rows, required)).toEqual({
      'payments.1.method': 'method is required',
      'payments.1.originalAmount': 'originalAmount is required',
      'payments.1.paidAmount': 'paidAmount is required',
      'payments.2.paidAmount': 'paidAmount is required',
    });
    expect(paymentProblems([], required)).toEqual({});
  });
});

describe('transfers and visas added from the catalogue (account spec §4, issue 14)', () => {
  const catalogueTransfer = { key: 't2', catalogueId: '3', optionId: '12', roundTrip: true, passengerIds: [] };
  const catalogueVisa = { key: 'v2', catalogueId: '5', optionId: '51', roundTrip: true, passengerIds: ['passenger2'] };

  it('sends the transfer, its car category and trip, or the visa and its type, without a price: the server prices them', () => {
    const b = booking();
    const { json, parsed } = sent(
      toSaveForm(b, { ...initialState(b), newTransfers: [{ ...catalogueTransfer, roundTrip: false }], newVisas: [catalogueVisa] }, true),
    );
    const stay = { currency: 'EUR', startDate: '2026-07-01', endDate: '2026-07-04' };
    // No passenger chosen: every passenger of the booking.
    expect(json.newTransfers).toEqual([{ transferId: 3, carId: 12, roundTrip: false, passengerIds: ['passenger1', 'passenger2'], ...stay }]);
    expect(json.newVisas).toEqual([{ visaId: 5, visaTypeId: 51, passengerIds: ['passenger2'], ...stay }]);
    expect(parsed.newTransfers?.[0]).toMatchObject({ transferId: 3, carId: 12, roundTrip: false });
    expect(parsed.newTransfers?.[0]?.price).toBeUndefined();
    expect(parsed.newVisas?.[0]).toMatchObject({ visaId: 5, visaTypeId: 51, passengerIds: ['passenger2'] });
  });

  it('counts a catalogue line as 0 in the totals until the save prices it', () => {
    const b = booking();
    const state = initialState(b);
    expect(formTotals(b, { ...state, newTransfers: [catalogueTransfer] }).byType.transfer).toBe(formTotals(b, state).byType.transfer);
  });

  it('a line needs its transfer or visa and the car category or type', () => {
    const required = (field: string) => `${field} is required`;
    expect(serviceRowProblems({ ...newServiceRow(), key: 'x' }, 'newTransfers.0', required)).toEqual({
      'newTransfers.0.catalogueId': 'catalogue is required',
      'newTransfers.0.optionId': 'option is required',
    });
    expect(serviceRowProblems(catalogueTransfer, 'newTransfers.0', required)).toEqual({});
    expect(serviceRowProblems({ ...catalogueVisa, optionId: null }, 'newVisas.1', required)).toEqual({ 'newVisas.1.optionId': 'option is required' });
    expect(serviceLineJson(catalogueTransfer, 'newTransfers', ['passenger1'])).toEqual({
      transferId: 3,
      carId: 12,
      roundTrip: true,
      passengerIds: ['passenger1'],
    });
    expect(serviceLineJson(catalogueVisa, 'newVisas', ['passenger1'])).toEqual({ visaId: 5, visaTypeId: 51, passengerIds: ['passenger2'] });
  });
});
