import { type BookingItemView, type BookingView, bookingItemFilesField, bookingTotals, type PAYMENT_METHODS, passengerFileField } from '@travel/contracts';
import { toFormData } from '../../lib/api';
import type { EditableRow } from '../../ui/rows-editor';
import { type ServiceRow, serviceLineJson } from './booking-add-rows';
import { type TourRow, tourLineJson } from './booking-add-tour';
import { draftPassenger, type PassengerDraft } from './passenger-draft-fields';

/**
 * The edit form of a booking (account spec §2 Booking view/edit, §4, §5): what the page holds
 * between two saves, made from the server's booking and turned back into the save call's
 * multipart form. The money rules come from the contracts package (exact, tested there).
 */

export type PolicyRow = EditableRow & { dateFrom: string; dateTo: string; cost: string; currencyCost: string };
export type PaymentRow = EditableRow & {
  payDate: string;
  method: (typeof PAYMENT_METHODS)[number];
  originalAmount: string;
  originalCurrency: string;
  paidAmount: string;
};
export type ItemEdit = {
  bookingStatusId: string;
  mealTypeId: string | null;
  externalPnr: string;
  supplierReference: string;
  details: string;
  price: string;
  count: string;
  newPolicies: PolicyRow[];
  newFiles: File[];
};
export type PassengerEdit = { title: string; firstName: string; lastName: string; birthDate: string; passport: File | null; photo: File | null };

export type EditState = {
  bookingStatusId: string;
  /** The id shown in the select; 'auto' goes back to the status derived from the payments. */
  paymentStatusId: string;
  extraPrice: string;
  /** The total as typed while it is being edited (editing it sets extraPrice = total − price). */
  totalDraft: string | null;
  additionalRequests: string[];
  details: string;
  note: string;
  newComment: string;
  items: Record<string, ItemEdit>;
  removedItemIds: number[];
  removedPolicyIds: number[];
  newTransfers: ServiceRow[];
  newVisas: ServiceRow[];
  /** Tours added by an administrator (issue 28), sent as newTours. */
  newTours: TourRow[];
  newPayments: PaymentRow[];
  removedPaymentIds: number[];
  passengers: Record<string, PassengerEdit>;
  /** Add Passenger cards (canAddPassenger), sent as newPassengers with ids new1, new2 ... */
  newPassengers: PassengerDraft[];
};

const itemEdit = (item: BookingItemView): ItemEdit => ({
  bookingStatusId: String(item.bookingStatusId),
  mealTypeId: item.productType === 'hotel' && item.mealTypeId !== null ? String(item.mealTypeId) : null,
  externalPnr: item.externalPnr ?? '',
  supplierReference: item.supplierReference ?? '',
  details: item.details ?? '',
  price: item.price,
  count: String(item.count),
  newPolicies: [],
  newFiles: [],
});

export function initialState(booking: BookingView): EditState {
  return {
    bookingStatusId: String(booking.bookingStatusId),
    paymentStatusId: String(booking.paymentStatusId),
    extraPrice: booking.extraPrice,
    totalDraft: null,
    additionalRequests: Object.keys(booking.additionalRequests),
    details: booking.details ?? '',
    note: booking.note ?? '',
    newComment: '',
    items: Object.fromEntries(Object.values(booking.bookingItems).map((item) => [String(item.id), itemEdit(item)])),
    removedItemIds: [],
    removedPolicyIds: [],
    newTransfers: [],
    newVisas: [],
    newTours: [],
    newPayments: [],
    removedPaymentIds: [],
    passengers: Object.fromEntries(
      Object.values(booking.passengers).map((p) => [
        p.key,
        { title: p.title ?? '', firstName: p.firstName, lastName: p.lastName, birthDate: p.birthDate, passport: null, photo: null },
      ]),
    ),
    newPassengers: [],
  };
}

/** Delete on an item card (admin): not hotel rooms; transfers and visas while the site settings allow (account spec §6). */
export function canRemoveItem(booking: BookingView, item: BookingItemView) {
  if (item.productType === 'hotel') return false;
  if (item.productType === 'transfer') return booking.canAddTransfers;
  if (item.productType === 'visa') return booking.canAddVisas;
  return true;
}

/** Items still on the booking (not removed), in the server's order. */
export const liveItems = (booking: BookingView, state: EditState) =>
  Object.values(booking.bookingItems).filter((item) => !state.removedItemIds.includes(item.id));

/**
 * An item's line of the sums: the price and count as edited, and what its extras add (a flight's
 * paid bags, meals and seats: total = price × count + extras, domain-rules §5.1), which no one edits.
 * An item an agent canceled alone adds its cancellation charge instead, as the server's price
 * counts it (cancelCost), until an administrator changes its status (the server then clears it).
 */
const lineOf = (state: EditState) => (item: BookingItemView) => {
  const { price, count, bookingStatusId } = state.items[String(item.id)] ?? itemEdit(item);
  if (item.cancelCost !== null && bookingStatusId === String(item.bookingStatusId)) return { price: item.cancelCost, count: 1, extras: '0' };
  return { price, count, extras: (item.productType === 'flight' && item.extrasTotal) || '0' };
};

/**
 * Price, total and each type's price from what the form holds now (account spec §5). New transfer
 * and visa lines are catalogue choices the server prices on save: they count 0 until then.
 */
export function formTotals(booking: BookingView, state: EditState) {
  const items = liveItems(booking, state);
  const all = bookingTotals(items.map(lineOf(state)), state.extraPrice);
  const ofType = (type: BookingItemView['productType']) => bookingTotals(items.filter((i) => i.productType === type).map(lineOf(state)), '0').price;
  return {
    price: all.price,
    total: state.totalDraft ?? all.total,
    byType: { hotel: ofType('hotel'), flight: ofType('flight'), transfer: ofType('transfer'), visa: ofType('visa'), tour: ofType('tour') },
  };
}

export const newPolicyRow = (currency: string): Omit<PolicyRow, 'key'> => ({ dateFrom: '', dateTo: '', cost: '', currencyCost: currency });
export const newPaymentRow = (currency: string, today: string): Omit<PaymentRow, 'key'> => ({
  payDate: today,
  method: 'cash',
  originalAmount: '',
  originalCurrency: currency,
  paidAmount: '',
});

const policyJson = ({ dateFrom, dateTo, cost, currencyCost }: PolicyRow) => ({ dateFrom, dateTo, cost, currencyCost });
/** A new transfer or visa line: a catalogue choice (the server prices it), for the booking's dates. */
const draftJson = (booking: BookingView, list: 'newTransfers' | 'newVisas') => (row: ServiceRow) => ({
  ...serviceLineJson(row, list, Object.keys(booking.passengers)),
  currency: booking.currency.code,
  startDate: booking.startDate,
  endDate: booking.endDate,
});

/**
 * An agent's item statuses (account spec §6; docs/decisions.md "an agent cancels one item"): the
 * items it may cancel (`canCancel`) whose status was changed on the page, each as
 * `{ bookingStatusId }` and nothing else (every other item key is the administrator's).
 */
export function agentItemCancels(booking: BookingView, state: EditState): Record<string, { bookingStatusId: number }> {
  return Object.fromEntries(
    Object.values(booking.bookingItems)
      .filter((item) => item.canCancel && state.items[String(item.id)] && state.items[String(item.id)]!.bookingStatusId !== String(item.bookingStatusId))
      .map((item) => [String(item.id), { bookingStatusId: Number(state.items[String(item.id)]!.bookingStatusId) }]),
  );
}

/**
 * The save call's form (account spec §7): `_method=PUT`, the `booking` JSON, `payments[n]` JSON
 * parts, passenger files and item documents. An agent sends only passengers, the comment and the
 * items it cancels (agentItemCancels).
 */
export function toSaveForm(booking: BookingView, state: EditState, admin: boolean): FormData {
  const passengers = booking.canEditPassengerDetails
    ? Object.fromEntries(
        Object.entries(state.passengers).map(([key, p]) => [
          key,
          { title: p.title || undefined, firstName: p.firstName, lastName: p.lastName, birthDate: p.birthDate },
        ]),
      )
    : undefined;
  const files: Record<string, File | null> = {};
  if (booking.canEditPassengerDetails) {
    for (const [key, p] of Object.entries(state.passengers)) {
      files[passengerFileField('passport', key)] = p.passport;
      files[passengerFileField('photo', key)] = p.photo;
    }
  }
  const newPassengers = (booking.canAddPassenger ? state.newPassengers : []).map((p, i) => {
    const id = `new${i + 1}`;
    files[passengerFileField('passport', id)] = p.files.passport ?? null;
    files[passengerFileField('photo', id)] = p.files.photo ?? null;
    return { id, isNew: true, ...draftPassenger(p) };
  });
  const payload: Record<string, unknown> = { passengers, newComment: state.newComment || undefined, ...(newPassengers.length ? { newPassengers } : {}) };
  const cancels = admin ? {} : agentItemCancels(booking, state);
  if (Object.keys(cancels).length) payload.bookingItems = cancels;
  if (admin) {
    const items = liveItems(booking, state);
    Object.assign(payload, {
      bookingStatusId: Number(state.bookingStatusId),
      ...(state.paymentStatusId !== String(booking.paymentStatusId)
        ? { paymentStatusId: state.paymentStatusId === 'auto' ? null : Number(state.paymentStatusId) }
        : {}),
      extraPrice: state.extraPrice || '0',
      additionalRequests: state.additionalRequests.map(Number),
      details: state.details,
      note: state.note,
      bookingItems: Object.fromEntries(
        items.map((item) => {
          const e = state.items[String(item.id)] ?? itemEdit(item);
          const edit = {
            bookingStatusId: Number(e.bookingStatusId),
            ...(e.mealTypeId ? { mealTypeId: Number(e.mealTypeId) } : {}),
            externalPnr: e.externalPnr,
            supplierReference: e.supplierReference,
            details: e.details,
            price: e.price,
            count: e.count,
            cancellationPolicies: e.newPolicies.map(policyJson),
          };
          return [String(item.id), edit];
        }),
      ),
      removedBookingItemsIds: state.removedItemIds,
      removedCancellationPoliciesIds: state.removedPolicyIds,
      removedPaymentsIds: state.removedPaymentIds,
      newTransfers: state.newTransfers.map(draftJson(booking, 'newTransfers')),
      newVisas: state.newVisas.map(draftJson(booking, 'newVisas')),
      // A tour line: on its own day, priced by the server (issue 28); sent only when there is one.
      ...(state.newTours.length
        ? { newTours: state.newTours.map((row) => ({ ...tourLineJson(row, Object.keys(booking.passengers)), currency: booking.currency.code })) }
        : {}),
    });
  }
  const form = toFormData({ booking: payload }, files, 'PUT');
  if (admin) {
    state.newPayments.forEach(({ payDate, method, originalAmount, originalCurrency, paidAmount }, n) => {
      form.append(`payments[${n}]`, JSON.stringify({ payDate, method, originalAmount, originalCurrency, paidAmount }));
    });
    for (const item of liveItems(booking, state)) {
      for (const file of state.items[String(item.id)]?.newFiles ?? []) form.append(bookingItemFilesField(item.id), file);
    }
  }
  return form;
}

/** Client checks of the spec's required fields (account spec §5): payment method, original and paid amounts. */
export function paymentProblems(rows: PaymentRow[], required: (field: string) => string): Record<string, string> {
  const found: Record<string, string> = {};
  rows.forEach((row, n) => {
    if (!row.method) found[`payments.${n}.method`] = required('method');
    if (!row.originalAmount.trim()) found[`payments.${n}.originalAmount`] = required('originalAmount');
    if (!row.paidAmount.trim()) found[`payments.${n}.paidAmount`] = required('paidAmount');
  });
  return found;
}
