import {
  formatDayAs,
  BOOKING_STATUS,
  type BookingAddRequest,
  type BookingCreated,
  bookingAddRequestSchema,
  bookingTotals,
  isBookingAddPayload,
  type ProductType,
  ROLE_ADMIN,
} from '@travel/contracts';
import type { Tx } from '../../db/client';
import { canConvert } from '../../lib/currency-conversion';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import type { FormData } from '../../lib/multipart';
import { pendingStorage } from '../../lib/storage';
import { parse } from '../../lib/validation';
import { loadConversion } from '../currency';
import { enqueueMail } from '../mail';
import { type ManualLine, type Sale, manualProduct, productOf } from '../products';
import { findLocation, findTaxonomyWhere, listTaxonomies } from '../reference';
import { findAgency, type UserRow } from '../users';
import type { BookingDeps } from './create';
import { confirmationMail } from './mail';
import { checkPassengerFiles, storePassengerFiles } from './passenger-files';
import { newReference } from './reference';
import { lockAgencyAccount, openOnAccount } from './account-open';
import { syncBookingAccount } from './account-sync';
import { takeOrOnRequest, writeSaleItems } from './sale-items';
import { findStatuses } from './repo';
import { bookingHistory, bookingPassengers, bookings } from './tables';
import { refreshReportLines } from './reports';
import { emitBookingEvent } from './webhook-events';

const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');

/** The `booking` JSON part, or undefined when it is not JSON (the wizard's path then answers). */
function readJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** True when `POST bookings` carries the add page's booking (account spec §7: add mode has `currency`). */
export const isManualBooking = (form: FormData) => isBookingAddPayload(readJson(form.fields.booking));

/** Add mode names files by passenger number (`files[passport][2]`): the same as `files[passport][passenger2]`. */
const byPassengerKey = (form: FormData) =>
  form.files.map((file) => ({ ...file, field: file.field.replace(/^files\[(passport|photo)\]\[(\d{1,3})\]$/, 'files[$1][passenger$2]') }));

/** The add page's lists and the product each one sells (the wire keys of account spec §7). */
const LISTS = [
  ['bookingItems', 'hotel'],
  ['newTransfers', 'transfer'],
  ['newVisas', 'visa'],
  ['newTours', 'tour'],
  ['newFlights', 'flight'],
] as const;
/** `passengerIds`: the line's own passengers (a catalogue visa names them); absent: every passenger. */
type Line = { productType: ProductType; sale: Sale; passengerIds?: string[] };
type Prepared = {
  user: UserRow;
  agent: UserRow;
  input: BookingAddRequest;
  status: { id: number; title: string; slug: string };
  paymentStatusId: number;
  lines: Line[];
  requests: Record<string, string>;
  price: string;
  total: string;
  files: Awaited<ReturnType<typeof storePassengerFiles>>;
};

async function checkAgent(deps: BookingDeps, user: UserRow, agentId: number | undefined): Promise<UserRow> {
  if (agentId === undefined || agentId === user.id) return user;
  const agent = await findAgency(deps.db, agentId);
  if (!agent) throw invalid('fields.agent', 'Agency not found');
  return agent;
}

/** Every id the body names must exist: destination, statuses, currency, hotels, their rooms and meals. */
async function checkReferences(deps: BookingDeps, input: BookingAddRequest, agent: UserRow) {
  const { db } = deps;
  if (!(await findLocation(db, input.to))) throw invalid('to', 'Destination not found');
  const status = await findTaxonomyWhere(db, 'bookingStatus', { id: input.bookingStatusId });
  if (!status) throw invalid('bookingStatusId', 'Booking status not found');
  if (!(await findTaxonomyWhere(db, 'paymentStatus', { id: input.paymentStatusId }))) throw invalid('paymentStatusId', 'Payment status not found');
  const conversion = await loadConversion(db);
  if (!canConvert(input.currency, conversion.defaultCurrency, conversion)) throw invalid('currency', `${input.currency} has no currency rate`);

  // Each line priced by its product (the admin's own price): what it names must exist.
  const guests = Object.values(input.passengers);
  const lines: Line[] = [];
  for (const [list, productType] of LISTS) {
    for (const [i, line] of input[list].entries()) {
      const field = `${list}.${i}`;
      // A line naming its passengers is for them alone (a catalogue visa is priced per passenger).
      const named = 'passengerIds' in line && line.passengerIds.length ? line.passengerIds : null;
      named?.forEach((key, j) => {
        if (!Object.hasOwn(input.passengers, key)) throw invalid(`${field}.passengerIds.${j}`, `passenger ${key} not found in passengers`);
      });
      const keys = named ?? Object.keys(input.passengers);
      // The booking's agency prices catalogue lines (an administrator booking for itself is b2b without an agency markup).
      const context = {
        currency: input.currency,
        guests: named ? keys.map((key) => input.passengers[key]!) : guests,
        guestKeys: keys,
        agentId: agent.id,
        today: deps.clock.today(),
        // A room breaking its stay restrictions is refused unless the administrator confirmed (issue 33).
        stayRestrictions: input.overrideStayRestrictions ? ('override' as const) : ('check' as const),
      };
      const sale = await manualProduct(productType).manual(db, line as ManualLine, field, context);
      lines.push({ productType, sale, ...(named ? { passengerIds: named } : {}) });
    }
  }

  // Every item lies within the booking's dates.
  const lists = {
    bookingItems: input.bookingItems,
    newTransfers: input.newTransfers,
    newVisas: input.newVisas,
    newTours: input.newTours,
    newFlights: input.newFlights,
  };
  for (const [name, list] of Object.entries(lists)) {
    list.forEach((item, i) => {
      if (item.startDate < input.startDate || item.endDate > input.endDate)
        throw invalid(`${name}.${i}.startDate`, `must lie within the booking's dates (${input.startDate} to ${input.endDate})`);
    });
  }
  return { status: { id: status.id, title: status.title, slug: status.slug ?? '' }, lines };
}

/** Asked additional requests as id → title at booking time; an unknown id is a 400 naming it. */
async function requestTitles(deps: BookingDeps, ids: number[]) {
  const known = await listTaxonomies(deps.db, 'additionalRequests');
  return Object.fromEntries(
    ids.map((id) => {
      const found = known.find((r) => r.id === id);
      if (!found) throw invalid(`additionalRequests.${id}`, 'Additional request not found');
      return [String(id), found.title];
    }),
  );
}

/** The booking transaction: booking, items, their allotment, passengers, history and the confirmation mail. */
async function writeManualBooking(tx: Tx, deps: BookingDeps, p: Prepared): Promise<BookingCreated> {
  const statuses = await findStatuses(tx);
  // The agency's account is locked before any inventory lock, as in the wizard's booking.
  const terms = await lockAgencyAccount(tx, p.agent);
  // The booking date and its first history entry are business times: the clock's.
  const now = deps.clock.now();
  const onRequest = statuses.booking(BOOKING_STATUS.onRequest);
  // Every passenger travels on every item of a manual booking.
  const passengerIds = Object.keys(p.input.passengers);

  const [booking] = await tx
    .insert(bookings)
    .values({
      pnrs: newReference(),
      agentId: p.agent.id,
      createdBy: p.user.id,
      bookingStatusId: p.status.id,
      paymentStatusId: p.paymentStatusId,
      // The admin picked the payment status: it no longer follows the payments.
      paymentStatusManual: true,
      currency: p.input.currency,
      price: p.price,
      extraPrice: p.input.extraPrice,
      total: p.total,
      additionalRequests: p.requests,
      comment: p.input.fields.comment ?? null,
      agentField: p.input.fields.agent === undefined ? null : String(p.input.fields.agent),
      toLocationId: p.input.to,
      startDate: p.input.startDate,
      endDate: p.input.endDate,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: bookings.id, pnrs: bookings.pnrs });
  const bookingId = booking!.id;
  const rows = await writeSaleItems(
    tx,
    bookingId,
    p.lines.map((line) => ({ productType: line.productType, sale: line.sale, passengerIds: line.passengerIds ?? passengerIds, status: p.status })),
  );
  // A confirmed item takes its inventory (pending ones hold none, as cancelling assumes); one
  // that cannot is on request, and so is the booking.
  const short = p.status.slug === BOOKING_STATUS.confirmed ? await takeOrOnRequest(tx, bookingId, rows, onRequest) : new Set<number>();
  const bookingStatus = short.size ? onRequest : p.status;
  const itemStatus = (index: number) => (short.has(rows[index]!.id) ? onRequest : p.status);
  // The administrator decided: charged on the agency's account whatever its credit (issue 31).
  const onAccount = await openOnAccount(tx, {
    bookingId,
    agent: p.agent,
    terms,
    total: p.total,
    currency: p.input.currency,
    clock: deps.clock,
    override: true,
  });
  await tx.insert(bookingPassengers).values(
    Object.entries(p.input.passengers).map(([key, { title, age, ...guest }]) => ({
      ...guest,
      bookingId,
      key,
      title: title ?? null,
      age: age ?? null,
      passportFile: p.files.get(key)?.passport ?? null,
      photoFile: p.files.get(key)?.photo ?? null,
    })),
  );
  const by = `${p.user.firstName} ${p.user.lastName}`.trim() || p.user.email;
  // The stay restrictions the administrator confirmed booking against, with the line they concern.
  const overridden = p.lines.flatMap((line, index) =>
    ((line.sale.history.overriddenRestrictions as string[] | undefined) ?? []).map((reason) => `item ${index + 1}: ${reason}`),
  );
  const account = await syncBookingAccount({ tx, clock: deps.clock, userId: p.user.id }, bookingId);
  await tx.insert(bookingHistory).values({
    bookingId,
    userId: p.user.id,
    at: now,
    action: 'created manually',
    changes: {
      ...(Object.keys(account).length ? { account } : {}),
      note: `created manually by ${by}${overridden.length ? `, overriding stay restrictions (${overridden.join('; ')})` : ''}`,
      bookingStatus: bookingStatus.slug,
      price: p.price,
      extraPrice: p.input.extraPrice,
      total: p.total,
      currency: p.input.currency,
      items: rows.map((row) => ({ productType: row.productType, price: row.price, count: row.count, total: row.total })),
      ...(overridden.length ? { overriddenRestrictions: overridden } : {}),
    },
  });
  await refreshReportLines(tx, bookingId);
  await emitBookingEvent(tx, bookingId, bookingStatus.slug === BOOKING_STATUS.confirmed ? ['booking.created', 'booking.confirmed'] : 'booking.created', now);

  const lines = p.lines.map(({ productType, sale }, index) =>
    productOf(productType).mailLine(sale, { status: itemStatus(index).title, total: rows[index]!.total, currency: p.input.currency }),
  );
  if (p.input.extraPrice !== '0.00') lines.push(`- Miscellaneous: ${p.input.extraPrice} ${p.input.currency}`);
  await enqueueMail(
    tx,
    confirmationMail({
      to: p.agent.email,
      publicUrl: deps.publicUrl,
      bookingId,
      pnrs: booking!.pnrs,
      status: bookingStatus.title,
      agency: p.agent.companyName,
      total: p.total,
      currency: p.input.currency,
      lines,
      passengers: Object.values(p.input.passengers).map((g) => `${g.firstName} ${g.lastName}`),
      payment: onAccount && { deadline: formatDayAs(onAccount.paymentDeadline), awaiting: false },
    }),
  );
  return { id: bookingId, pnrs: booking!.pnrs, bookingStatus: { id: bookingStatus.id, title: bookingStatus.title, slug: bookingStatus.slug } };
}

/**
 * `POST bookings` in add mode (account spec §2 add, §4, §7): an administrator books by hand for an
 * agency, at its own prices. Everything is checked before a file is stored; then one transaction
 * writes the booking, consuming allotment for confirmed rooms like the wizard does. Passenger
 * files are written pending and promoted once it has committed; those of a booking that is not
 * saved are removed at once.
 */
export async function createManualBooking(deps: BookingDeps, user: UserRow, form: FormData): Promise<BookingCreated> {
  if (user.role !== ROLE_ADMIN) throw forbidden('Only an administrator can add a booking by hand.');
  const input = parse(bookingAddRequestSchema(deps.clock.today()), readJson(form.fields.booking));
  const checkedFiles = await checkPassengerFiles(byPassengerKey(form), new Set(Object.keys(input.passengers)));
  const agent = await checkAgent(deps, user, input.fields.agent);
  const { status, lines } = await checkReferences(deps, input, agent);
  const requests = await requestTitles(deps, input.additionalRequests);
  // A flight's paid extras (seats) belong to its item total: price x count + extras (domain-rules §5.1).
  const totals = bookingTotals(
    lines.map(({ sale }) => ({ price: sale.price, count: sale.count, extras: sale.extrasTotal })),
    input.extraPrice,
  );
  // Pending until the booking commits (docs/decisions.md, "pending passenger files and the start sweep").
  const storage = pendingStorage(deps.storage);
  let booking: BookingCreated;
  try {
    const files = await storePassengerFiles(storage, checkedFiles);
    const prepared: Prepared = {
      user,
      agent,
      input,
      status,
      paymentStatusId: input.paymentStatusId,
      lines,
      requests,
      price: totals.price!,
      total: totals.total!,
      files,
    };
    booking = await saveManualBooking(deps, prepared);
  } catch (error) {
    // The booking is not saved: its passenger files must not stay behind.
    await storage.discard();
    throw error;
  }
  await storage.promoteAll();
  return booking;
}

async function saveManualBooking(deps: BookingDeps, prepared: Prepared): Promise<BookingCreated> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction((tx) => writeManualBooking(tx, deps, prepared));
    } catch (error) {
      const e = error as { constraint?: string; cause?: { constraint?: string } };
      // A reference drawn twice: draw again.
      const constraint = e.constraint ?? e.cause?.constraint;
      if (constraint === 'bookings_pnrs' && attempt < 3) continue;
      // Two bookings took one seat at once: the index among live holds refused the later one.
      if (constraint === 'inventory_holds_live_seat')
        throw conflict('A seat of a flight line was just taken by another booking. Choose another seat and save again.', 'seat_taken');
      throw error;
    }
  }
}
