import {
  type AGE_TYPES,
  BOOKING_STATUS,
  type BookingItemView,
  type BookingListItem,
  type BookingPassengerView,
  type BookingView,
  bookingFileUrl,
  type PassengerField,
  type PAYMENT_METHODS,
  type ProductType,
  passengerCardFields,
  ROLE_ADMIN,
} from '@travel/contracts';
import { groupBy } from '../../lib/group-by';
import { dec, moneyText, round2, sum } from '../../lib/money';
import type { UserRow } from '../users';
import { productOf } from '../products';
import { canCancelItem } from './item-cancel';
import { itemFileUrl } from './item-files';
import type { BookingDetails, ItemDetails, ListRows } from './repo';
import type { BookingPassengerRow, BookingRow } from './tables';
import { voucherRefusal } from './voucher';

/**
 * What leaves the server about a booking (style.md §3, domain-rules §8): an agent's response has
 * no priceNet, priceNetCurrency, income, note, supplierReference or externalPnr keys at all.
 */

/** Remaining = total - paymentsSum; after cancellation cancelTotal - paymentsSum (domain-rules §1). */
export const remainingOf = (booking: BookingRow, canceled: boolean) =>
  moneyText(dec(canceled ? booking.cancelTotal : booking.total).minus(booking.paymentsSum));

const accountStatusOf = (booking: BookingRow) => booking.accountStatus as 'charged' | 'awaiting-payment' | null;

const itemTitle = (record: ItemDetails) => productOf(record.item.productType).title(record);

/** Service Description: one title per distinct item, "2 x ..." for identical rooms. */
export function productTitles(items: ItemDetails[]): string[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const title = itemTitle(item);
    counts.set(title, (counts.get(title) ?? 0) + item.item.count);
  }
  return [...counts].map(([title, n]) => (n > 1 ? `${n} x ${title}` : title));
}

/** The lead passenger: the lowest passengerN. */
export function leadPassenger(passengers: BookingPassengerRow[]): BookingPassengerRow | undefined {
  const number = (p: BookingPassengerRow) => Number(p.key.replace(/\D/g, '')) || Number.MAX_SAFE_INTEGER;
  return [...passengers].sort((a, b) => number(a) - number(b) || a.id - b.id)[0];
}

export function presentBookingList(page: ListRows & { total: number; pagesCount: number }, viewer: UserRow) {
  return { entities: presentBookingRows(page, viewer), pagesCount: page.pagesCount, total: page.total };
}

/** The list's rows of these bookings (My Bookings, the CSV export). */
export function presentBookingRows(page: ListRows, viewer: UserRow): BookingListItem[] {
  const admin = viewer.role === ROLE_ADMIN;
  const passengersOf = groupBy(page.passengers, (p) => p.bookingId);
  const itemsOf = groupBy(page.items, (i) => i.item.bookingId);
  return page.rows.map(({ booking, agent, bookingStatus, paymentStatus }): BookingListItem => {
    const lead = leadPassenger(passengersOf.get(booking.id) ?? []);
    return {
      id: booking.id,
      pnrs: booking.pnrs,
      ...(admin ? { agent: { id: agent.id, companyName: agent.companyName } } : {}),
      productTitles: productTitles(itemsOf.get(booking.id) ?? []),
      passengerName: lead ? `${lead.firstName} ${lead.lastName}` : '',
      bookingStatus,
      paymentStatus,
      startDate: booking.startDate,
      endDate: booking.endDate,
      createdAt: booking.createdAt.toISOString(),
      total: booking.total,
      currency: booking.currency,
      remaining: remainingOf(booking, bookingStatus.slug === BOOKING_STATUS.canceled),
      paymentDeadline: booking.paymentDeadline,
      accountStatus: accountStatusOf(booking),
    };
  });
}

function presentItem(details: ItemDetails, policies: BookingDetails['policies'], admin: boolean, canCancel: boolean): BookingItemView {
  const { item, status } = details;
  const view: BookingItemView = {
    id: item.id,
    passengerIds: item.passengerIds,
    bookingStatusId: status.id,
    bookingStatus: status,
    startDate: item.startDate,
    endDate: item.endDate,
    // The product's own variant: its type and fields (a hotel's names, occupancy, offers; a visa's name and type), never a net price.
    ...productOf(item.productType).view(details),
    price: item.price,
    currency: item.currency,
    count: item.count,
    total: item.total,
    details: item.details,
    // Only items that have them carry a title (hand-added transfers, visas) and documents.
    ...(item.title ? { title: item.title } : {}),
    ...(item.files.length ? { files: item.files.map((key, i) => ({ key, url: itemFileUrl(item.bookingId, item.id, i) })) } : {}),
    cancellationPolicies: policies
      .filter((p) => p.bookingItemId === item.id)
      .map((p) => ({ id: p.id, dateFrom: p.dateFrom, dateTo: p.dateTo, cost: p.cost, currencyCost: p.currencyCost })),
    // Set when an agent canceled this item alone (item-cancel.ts); the booking's price counts it instead of the total.
    cancelCost: item.cancelCost,
    canCancel,
  };
  if (!admin) return view;
  return {
    ...view,
    priceNet: item.priceNet ?? '0.00',
    priceNetCurrency: item.priceNetCurrency ?? item.currency,
    externalPnr: item.externalPnr,
    supplierReference: item.supplierReference,
  };
}

/** income = total - the items' net totals in the booking currency, at the booking-time rate. */
function incomeOf(booking: BookingRow, items: ItemDetails[]) {
  // Extras are sold at their catalogue price (no markup): they cost what they bring.
  const net = sum(
    items.map(({ item }) =>
      round2(
        dec(item.priceNet ?? 0)
          .times(item.count)
          .times(item.option?.netRate ?? '1'),
      ).plus(item.extrasTotal),
    ),
  );
  return moneyText(dec(booking.total).minus(net));
}

function presentPassenger(bookingId: number, p: BookingPassengerRow): BookingPassengerView {
  return {
    id: p.id,
    key: p.key,
    title: p.title,
    firstName: p.firstName,
    lastName: p.lastName,
    birthDate: p.birthDate,
    ageType: p.ageType as (typeof AGE_TYPES)[number],
    age: p.age,
    fields: p.fields,
    passport: p.passportFile ? { url: bookingFileUrl(bookingId, p.key, 'passport') } : null,
    photo: p.photoFile ? { url: bookingFileUrl(bookingId, p.key, 'photo') } : null,
  };
}

/**
 * Each passenger's card on the booking page (issue 29): the fields the products they travel on ask
 * (contracts passengerCardFields), as the wizard asked them; the lead is the lowest passengerN.
 */
function passengerFieldsOf(details: BookingDetails, today: string): Record<string, PassengerField[]> {
  const { booking, items, passengers } = details;
  const lead = leadPassenger(passengers)?.key;
  const trip = { stayStart: booking.startDate, tripEnd: booking.endDate, today };
  return Object.fromEntries(
    passengers.map((p) => {
      const products = new Set(items.filter(({ item }) => item.passengerIds.includes(p.key)).map(({ item }) => item.productType as ProductType));
      return [p.key, passengerCardFields({ ageType: p.ageType as (typeof AGE_TYPES)[number], age: p.age, lead: p.key === lead, products }, trip)];
    }),
  );
}

/** The booking page (account spec §3 Booking) with the server flags of §6 and each passenger's card; `today` is the clock's. */
export function presentBooking(details: BookingDetails, viewer: UserRow, today: string): BookingView & { passengerFields: Record<string, PassengerField[]> } {
  const { booking, agent, creator, bookingStatus, paymentStatus, to, items, policies, passengers, payments, history, manualAdd } = details;
  const admin = viewer.role === ROLE_ADMIN;
  const canceled = bookingStatus.slug === BOOKING_STATUS.canceled;
  const beforeTravel = booking.startDate > today;
  const voucherRefused = voucherRefusal({
    admin,
    bookingStatus: bookingStatus.slug,
    paymentStatus: paymentStatus.slug,
    allowUnpaid: agent.allowDownloadNotPaidVoucher,
  });
  const byType = (type: ProductType) => items.filter((i) => i.item.productType === type).map((i) => i.item.id);
  const creatorName = `${creator.firstName} ${creator.lastName}`;

  const view: BookingView = {
    id: booking.id,
    pnrs: booking.pnrs,
    agent: { id: agent.id, companyName: agent.companyName },
    createdAt: booking.createdAt.toISOString(),
    bookingStatusId: bookingStatus.id,
    bookingStatus,
    paymentStatusId: paymentStatus.id,
    paymentStatus,
    currency: { code: booking.currency },
    price: booking.price,
    extraPrice: booking.extraPrice,
    total: booking.total,
    paymentsSum: booking.paymentsSum,
    cancelTotal: booking.cancelTotal,
    remaining: remainingOf(booking, canceled),
    paymentDeadline: booking.paymentDeadline,
    accountStatus: accountStatusOf(booking),
    invoices: details.invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind as 'invoice' | 'credit-note',
      amount: moneyText(invoice.amount),
    })),
    additionalRequests: booking.additionalRequests,
    details: booking.details,
    newComment: '',
    to: to?.id ? { id: to.id, name: to.name ?? '' } : null,
    startDate: booking.startDate,
    endDate: booking.endDate,
    bookingItems: Object.fromEntries(items.map((i) => [String(i.item.id), presentItem(i, policies, admin, canCancelItem(details, i.item.id, today, admin))])),
    bookingItemsTypes: { hotel: byType('hotel'), flight: byType('flight'), transfer: byType('transfer'), visa: byType('visa'), tour: byType('tour') },
    newTransfers: [],
    newVisas: [],
    removedBookingItemsIds: [],
    removedCancellationPoliciesIds: [],
    passengers: Object.fromEntries(passengers.map((p) => [p.key, presentPassenger(booking.id, p)])),
    payments: payments.map((p) => ({
      id: p.id,
      payDate: p.payDate,
      method: p.method as (typeof PAYMENT_METHODS)[number],
      originalAmount: p.originalAmount,
      originalCurrency: p.originalCurrency,
      paidAmount: p.paidAmount,
    })),
    comments: [
      ...(booking.comment ? [{ name: creatorName, date: booking.createdAt.toISOString(), comment: booking.comment }] : []),
      ...details.comments.map((c) => ({ name: c.firstName ? `${c.firstName} ${c.lastName}` : '', date: c.createdAt.toISOString(), comment: c.comment })),
    ],
    fields: { comment: booking.comment, agent: booking.agentField },
    searchParams: { startDate: booking.startDate, endDate: booking.endDate, toId: booking.toLocationId, toType: 'location' },
    // What changed may name net prices or notes: agents see who did what and when only.
    history: history.map(({ entry, firstName, lastName }) => ({
      at: entry.at.toISOString(),
      user: firstName ? `${firstName} ${lastName}` : null,
      action: entry.action,
      ...(admin ? { changes: entry.changes } : {}),
    })),
    canEditBooking: admin,
    canDownloadVoucher: !voucherRefused,
    voucherUnavailableReason: voucherRefused,
    canCancelBooking: !canceled,
    canEditPassengerDetails: !canceled && (admin || beforeTravel),
    canAddPassenger: !canceled && (admin || beforeTravel),
    canAddTransfers: admin && manualAdd.transferManualAddBooking,
    canAddVisas: admin && manualAdd.visaManualAddBooking,
    canAddCancellationPolicies: admin && manualAdd.cancellationPolicyManualAdd,
    agentCanEditPassengerPassport: !admin && !canceled && beforeTravel,
    commentsEnabled: true,
    showBookingPassengersNames: true,
  };
  const page = { ...view, passengerFields: passengerFieldsOf(details, today) };
  if (!admin) return page;
  return { ...page, income: incomeOf(booking, items), note: booking.note };
}
