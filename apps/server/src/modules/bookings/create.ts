import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  BOOKING_STATUS,
  type BookingCreated,
  type BookingCreateRequest,
  type BookingPassengerInput,
  bookingCreateRequestSchema,
  formatDayAs,
  IDEMPOTENCY_KEY_MAX,
  itemTotal,
  PAYMENT_STATUS,
  ROLE_ADMIN,
} from '@travel/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, unprocessable } from '../../lib/errors';
import { moneyText, sum } from '../../lib/money';
import type { FormData } from '../../lib/multipart';
import { pendingStorage, type Storage } from '../../lib/storage';
import { parse } from '../../lib/validation';
import { enqueueMail } from '../mail';
import { findLocation, listTaxonomies } from '../reference';
import { type Product, type Sale, bookableProduct } from '../products';
import { findAgency, type UserRow } from '../users';
import { lockAgencyAccount, openOnAccount } from './account-open';
import { syncBookingAccount } from './account-sync';
import { confirmationMail } from './mail';
import { checkPassengerFiles, type PassengerFiles, storePassengerFiles } from './passenger-files';
import { checkPassengerDocuments } from './passenger-rules';
import { newReference } from './reference';
import { takeOrOnRequest, writeSaleItems } from './sale-items';
import { findByIdempotencyKey, findStatuses, lockIdempotencyKey } from './repo';
import { bookingHistory, bookingPassengers, bookings } from './tables';
import { refreshReportLines } from './reports';
import { emitBookingEvent } from './webhook-events';

export type BookingDeps = { db: Db; storage: Storage; publicUrl: string; clock: Clock };
type Priced = { product: Product; sale: Sale; index: number; passengerIds: string[] };

const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');

/** `Idempotency-Key`: any visible ASCII text up to 200 characters (docs/decisions.md). */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return undefined;
  const key = value.trim();
  if (key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) {
    throw invalid('Idempotency-Key', `must be 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters`);
  }
  return key;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** JSON with every object's keys sorted: the same request however a client orders its keys. */
function canonicalJson(text: string): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
          )
        : value;
  try {
    return JSON.stringify(sorted(JSON.parse(text)));
  } catch {
    return text;
  }
}

/** sha256 of the creation request: its fields (JSON ones canonical) and the digest of each file part. */
export function requestFingerprint(form: FormData): string {
  const fields = Object.keys(form.fields)
    .sort()
    .map((name) => [name, canonicalJson(form.fields[name]!)]);
  const files = form.files.map((file) => [file.field, sha256(file.data)]).sort((a, b) => (a.join() < b.join() ? -1 : a.join() > b.join() ? 1 : 0));
  return sha256(JSON.stringify({ fields, files }));
}

/**
 * The booking a retry with this key points at, when the retry is the same request; the same key
 * with another request is refused rather than answered with a booking it did not ask for.
 * Bookings saved before fingerprints were kept (no hash) answer as before.
 */
async function answerRetry(db: DbOrTx, user: UserRow, key: string, fingerprint: string): Promise<BookingCreated | undefined> {
  const [row] = await db
    .select({ hash: bookings.idempotencyHash })
    .from(bookings)
    .where(and(eq(bookings.createdBy, user.id), eq(bookings.idempotencyKey, key)))
    .limit(1);
  if (!row) return undefined;
  if (row.hash !== null && row.hash !== fingerprint) {
    throw unprocessable('This Idempotency-Key was already used for a different booking request: send a new key for a new booking.', 'idempotency_key_reused');
  }
  return findByIdempotencyKey(db, user.id, key);
}

/** The `booking` part is JSON text; its fields are named from its root (passengers.passenger1.firstName). */
function readRequest(text: string | undefined, today: string): BookingCreateRequest {
  if (text === undefined || text.trim() === '') throw invalid('booking', 'is required');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid('booking', 'must be valid JSON');
  }
  return parse(bookingCreateRequestSchema(today), json);
}

/** An admin books for the agency of `fields.agent` (itself when none); an agent always for itself. */
async function resolveAgent(db: Db, user: UserRow, agentId: number | undefined): Promise<UserRow> {
  if (user.role !== ROLE_ADMIN || agentId === undefined || agentId === user.id) return user;
  const agent = await findAgency(db, agentId);
  if (!agent) throw invalid('fields.agent', 'Agency not found');
  return agent;
}

async function additionalRequestTitles(db: Db, ids: number[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const known = new Map((await listTaxonomies(db, 'additionalRequests')).map((t) => [t.id, t.title]));
  const titles: Record<string, string> = {};
  for (const id of ids) {
    const title = known.get(id);
    if (title === undefined) throw invalid(`fields.additionalRequests.${id}`, 'Additional request not found');
    titles[String(id)] = title;
  }
  return titles;
}

/**
 * Re-prices every item from its signed hash through its product (domain-rules §7): 422 tampered
 * or expired, 409 changed price; the product checks the guests named against what it priced.
 */
async function priceItems(db: Db, user: UserRow, input: BookingCreateRequest, today: string): Promise<Priced[]> {
  const priced: Priced[] = [];
  for (const [index, item] of input.booking.bookingItems.entries()) {
    const product = bookableProduct(item.productType, `booking.bookingItems.${index}.productType`);
    priced.push({
      product,
      sale: await product.reprice(db, item.hash, user, today, input, { index, passengerIds: item.passengerIds }),
      index,
      passengerIds: item.passengerIds,
    });
  }
  const currency = priced[0]!.sale.currency;
  for (const { product, sale, index, passengerIds } of priced) {
    if (sale.currency !== currency) throw invalid(`booking.bookingItems.${index}.hash`, `every room of a booking must be priced in one currency (${currency})`);
    product.checkGuests?.(
      sale,
      passengerIds.map((id) => input.passengers[id]!),
      `booking.bookingItems.${index}.passengerIds`,
    );
  }
  const checkIn = priced.map((p) => p.sale.startDate).sort()[0]!;
  const checkOut = priced
    .map((p) => p.sale.endDate)
    .sort()
    .at(-1)!;
  // Birth dates were checked against searchParams.startDate: it must be the real first night.
  if (input.searchParams.startDate !== checkIn) throw invalid('searchParams.startDate', `must be the check-in date of the booked rooms (${checkIn})`);
  if (input.searchParams.endDate !== checkOut) throw invalid('searchParams.endDate', `must be the check-out date of the booked rooms (${checkOut})`);
  return priced;
}

type Prepared = {
  user: UserRow;
  agent: UserRow;
  input: BookingCreateRequest;
  priced: Priced[];
  requests: Record<string, string>;
  toLocationId: number | null;
  files: Awaited<ReturnType<typeof storePassengerFiles>>;
  idempotencyKey: string | undefined;
  fingerprint: string | undefined;
};

/**
 * The booking transaction: booking, items, cancellation rows and passengers (new rows, no lock
 * shared with another booking), then the agency's account row, then the inventory (the ledger
 * locks rooms in id order, so two bookings never wait on each other in a circle); items left
 * without units are on request, and so is the booking. Then the account, history, webhooks and mail.
 */
async function writeBooking(tx: Tx, deps: BookingDeps, p: Prepared): Promise<BookingCreated> {
  const statuses = await findStatuses(tx);
  // The booking date and its first history entry are business times: the clock's.
  const now = deps.clock.now();
  const confirmedStatus = statuses.booking(BOOKING_STATUS.confirmed);
  const price = sum(p.priced.map((item) => itemTotal(item.sale.price, item.sale.count, item.sale.extrasTotal)!));
  const currency = p.priced[0]!.sale.currency;

  const [booking] = await tx
    .insert(bookings)
    .values({
      pnrs: newReference(),
      agentId: p.agent.id,
      createdBy: p.user.id,
      bookingStatusId: confirmedStatus.id,
      paymentStatusId: statuses.payment(PAYMENT_STATUS.notPaid).id,
      currency,
      price: moneyText(price),
      extraPrice: '0.00',
      total: moneyText(price),
      paymentsSum: '0.00',
      cancelTotal: '0.00',
      additionalRequests: p.requests,
      comment: p.input.fields.comment ?? null,
      agentField: p.user.role === ROLE_ADMIN && p.input.fields.agent !== undefined ? String(p.input.fields.agent) : null,
      toLocationId: p.toLocationId,
      startDate: p.input.searchParams.startDate,
      endDate: p.input.searchParams.endDate,
      idempotencyKey: p.idempotencyKey ?? null,
      idempotencyHash: p.idempotencyKey ? (p.fingerprint ?? null) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: bookings.id, pnrs: bookings.pnrs });

  const written = await writeSaleItems(
    tx,
    booking!.id,
    p.priced.map(({ product, sale, passengerIds }) => ({ productType: product.type, sale, passengerIds, status: confirmedStatus })),
  );
  await tx.insert(bookingPassengers).values(
    Object.entries(p.input.passengers).map(([key, passenger]: [string, BookingPassengerInput]) => ({
      bookingId: booking!.id,
      key,
      title: passenger.title ?? null,
      firstName: passenger.firstName,
      lastName: passenger.lastName,
      birthDate: passenger.birthDate,
      ageType: passenger.ageType,
      age: passenger.age ?? null,
      fields: passenger.fields,
      passportFile: p.files.get(key)?.passport ?? null,
      photoFile: p.files.get(key)?.photo ?? null,
    })),
  );
  // The agency's account is locked before any inventory lock (the deadline job takes them in that
  // order too), and after the booking's own new rows: bookings of one agency queue on this lock
  // until they commit, so the less they still have to do, the shorter the queue (issue 36).
  const terms = await lockAgencyAccount(tx, p.agent);
  const onRequest = statuses.booking(BOOKING_STATUS.onRequest);
  const short = await takeOrOnRequest(tx, booking!.id, written, onRequest);
  const itemStatus = (index: number) => (short.has(written[index]!.id) ? onRequest : confirmedStatus);
  const bookingStatus = short.size ? onRequest : confirmedStatus;
  const onAccount = await openOnAccount(tx, { bookingId: booking!.id, agent: p.agent, terms, total: moneyText(price), currency, clock: deps.clock });

  const account = await syncBookingAccount({ tx, clock: deps.clock, userId: p.user.id }, booking!.id);
  await tx.insert(bookingHistory).values({
    bookingId: booking!.id,
    userId: p.user.id,
    at: now,
    action: 'created',
    changes: {
      ...(Object.keys(account).length ? { account } : {}),
      bookingStatus: bookingStatus.slug,
      total: moneyText(price),
      currency,
      items: p.priced.map((item) => ({ ...item.sale.history, price: item.sale.price, bookingStatus: itemStatus(item.index).slug })),
    },
  });
  // The agency's webhooks (issue 34), in this transaction: nothing is sent for a booking that rolls back.
  await refreshReportLines(tx, booking!.id);
  await emitBookingEvent(tx, booking!.id, bookingStatus.slug === BOOKING_STATUS.confirmed ? ['booking.created', 'booking.confirmed'] : 'booking.created', now);

  await enqueueMail(
    tx,
    confirmationMail({
      to: p.agent.email,
      publicUrl: deps.publicUrl,
      bookingId: booking!.id,
      pnrs: booking!.pnrs,
      status: bookingStatus.title,
      agency: p.agent.companyName,
      total: moneyText(price),
      currency,
      lines: p.priced.map(({ product, sale, index }) =>
        product.mailLine(sale, { status: itemStatus(index).title, total: itemTotal(sale.price, sale.count, sale.extrasTotal)!, currency }),
      ),
      passengers: Object.values(p.input.passengers).map((g) => `${g.firstName} ${g.lastName}`),
      payment: onAccount && { deadline: formatDayAs(onAccount.paymentDeadline), awaiting: onAccount.accountStatus === 'awaiting-payment' },
    }),
  );
  return { id: booking!.id, pnrs: booking!.pnrs, bookingStatus };
}

const constraintOf = (error: unknown): string | undefined => {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e.constraint ?? e.cause?.constraint;
};

/**
 * POST bookings (account spec §7; issue 5 Creation). Checks everything it can before writing a
 * file, stores the passenger files as pending files, then writes the booking in one transaction
 * and promotes the files once it has committed; files of a booking that is not saved are removed
 * at once (docs/decisions.md, "pending passenger files and the start sweep"). A retry with the
 * same Idempotency-Key by the same user answers the first booking (created: false) when it is the
 * same request, 422 otherwise, however many run at once (docs/decisions.md, "concurrent retries
 * with one Idempotency-Key").
 */
export async function createBooking(
  deps: BookingDeps,
  user: UserRow,
  form: FormData,
  idempotencyKey?: string,
): Promise<{ booking: BookingCreated; created: boolean }> {
  const fingerprint = idempotencyKey ? requestFingerprint(form) : undefined;
  const firstBooking = async (db: DbOrTx) => (idempotencyKey ? answerRetry(db, user, idempotencyKey, fingerprint!) : undefined);
  const answered = await firstBooking(deps.db);
  if (answered) return { booking: answered, created: false };

  let checked: { prepared: Omit<Prepared, 'files'>; files: PassengerFiles };
  try {
    checked = await prepareBooking(deps, user, form, idempotencyKey, fingerprint);
  } catch (error) {
    // A retry running beside the first request of its key is refused for what that request just
    // booked (its seat is taken now): the booking the key made is its answer.
    const first = await firstBooking(deps.db);
    if (first) return { booking: first, created: false };
    throw error;
  }
  const storage = pendingStorage(deps.storage);
  let result: { booking: BookingCreated; created: boolean };
  try {
    const files = await storePassengerFiles(storage, checked.files);
    result = await saveBooking(deps, { ...checked.prepared, files }, firstBooking);
  } catch (error) {
    await storage.discard();
    throw error;
  }
  // Not created: a concurrent retry saved the booking first, and this request's copies of the files are not referenced.
  if (result.created) await storage.promoteAll();
  else await storage.discard();
  return result;
}

/** Everything checked and priced before a file is written; refusals are 400, 409 or 422 here. */
async function prepareBooking(deps: BookingDeps, user: UserRow, form: FormData, idempotencyKey: string | undefined, fingerprint: string | undefined) {
  const { db } = deps;
  const today = deps.clock.today();
  const input = readRequest(form.fields.booking, today);
  const files = await checkPassengerFiles(form.files, new Set(Object.keys(input.passengers)));
  const agent = await resolveAgent(db, user, input.fields.agent);
  const requests = await additionalRequestTitles(db, input.fields.additionalRequests ?? []);
  if (input.searchParams.toId !== undefined && !(await findLocation(db, input.searchParams.toId))) throw invalid('searchParams.toId', 'Destination not found');
  const priced = await priceItems(db, user, input, today);
  // Issue 29: every field the passenger cards asked for, checked by the same rules (400 naming passenger and field).
  await checkPassengerDocuments(db, input, files, today);
  const prepared = {
    user,
    agent,
    input,
    priced,
    requests,
    toLocationId: input.searchParams.toId ?? priced[0]!.sale.locationId ?? null,
    idempotencyKey,
    fingerprint,
  };
  return { prepared, files };
}

/**
 * The booking transaction. With an Idempotency-Key it first takes the key's lock, so concurrent
 * requests with one key run it one after the other, and a request finding the key's booking
 * already committed answers it instead of writing another.
 */
async function saveBooking(
  deps: BookingDeps,
  prepared: Prepared,
  firstBooking: (db: DbOrTx) => Promise<BookingCreated | undefined>,
): Promise<{ booking: BookingCreated; created: boolean }> {
  const { idempotencyKey, user } = prepared;
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        if (idempotencyKey) {
          await lockIdempotencyKey(tx, user.id, idempotencyKey);
          const first = await firstBooking(tx);
          if (first) return { booking: first, created: false };
        }
        return { booking: await writeBooking(tx, deps, prepared), created: true };
      });
    } catch (error) {
      const constraint = constraintOf(error);
      // A reference drawn twice (about 1 in 10^12 per pair): draw again.
      if (constraint === 'bookings_pnrs' && attempt < 3) continue;
      // Two bookings took one seat at once: the database let only the first hold it (domain-rules §6).
      if (constraint === 'inventory_holds_live_seat')
        throw conflict('A seat you chose was just taken by another booking. Choose another seat and book again.', 'seat_taken');
      // The key is unique per agency: another user of the agency saved a booking with it.
      if (constraint === 'bookings_idempotency' && idempotencyKey) {
        const first = await firstBooking(deps.db);
        if (first) return { booking: first, created: false };
        throw conflict('This Idempotency-Key was already used for another booking of this agency.', 'idempotency_key_used');
      }
      throw error;
    }
  }
}
