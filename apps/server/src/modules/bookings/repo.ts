import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNotNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { addDaysTo, type BookingListQuery, PAGE_SIZE, ROLE_ADMIN } from '@travel/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { anyId } from '../../lib/sql-lists';
import { type ItemLabels, type ItemRecord, byProduct, registeredProducts } from '../products';
import { listTaxonomiesOfTypes, locationNameOf, locationSubtree, taxonomyOf } from '../reference';
import { userFieldOf, type UserRow } from '../users';
import { readManualAddFlags } from '../settings';
import { invoicesOfBooking } from '../accounts';
import {
  bookingCancellationPolicies,
  bookingComments,
  bookingHistory,
  bookingItems,
  type BookingPassengerRow,
  bookingPassengers,
  bookingPayments,
  bookings,
} from './tables';

// Names of the rows a booking points to come from their modules' services (scalar subqueries).
const bookingStatus = taxonomyOf(bookings.bookingStatusId);
const paymentStatus = taxonomyOf(bookings.paymentStatusId);
const itemStatus = taxonomyOf(bookingItems.bookingStatusId);
const agentName = userFieldOf(bookings.agentId, 'companyName');

/** `%` and `_` typed by the user are literal characters, not patterns. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Access scoping in the WHERE (style.md §2): an agent's query never sees another agency's rows. */
export const visibleTo = (viewer: UserRow): SQL | undefined => (viewer.role === ROLE_ADMIN ? undefined : eq(bookings.agentId, viewer.id));

export async function findStatuses(db: DbOrTx) {
  const rows = await listTaxonomiesOfTypes(db, ['bookingStatus', 'paymentStatus']);
  const of = (type: string, slug: string) => {
    const row = rows.find((r) => r.type === type && r.slug === slug);
    if (!row) throw new Error(`The ${type} '${slug}' is missing from the reference data`);
    return { id: row.id, title: row.title, slug: row.slug };
  };
  return { booking: (slug: string) => of('bookingStatus', slug), payment: (slug: string) => of('paymentStatus', slug) };
}

/** The booking a client retry points at: same user, same Idempotency-Key. */
export async function findByIdempotencyKey(db: DbOrTx, createdBy: number, key: string) {
  const [row] = await db
    .select({ id: bookings.id, pnrs: bookings.pnrs, bookingStatus })
    .from(bookings)
    .where(and(eq(bookings.createdBy, createdBy), eq(bookings.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * Serialises, until the transaction ends, every booking transaction of one user's Idempotency-Key
 * (docs/decisions.md, "concurrent retries with one Idempotency-Key"). Taken before any other lock
 * of the booking transaction, so it never closes a circle with the inventory locks.
 */
export async function lockIdempotencyKey(tx: Tx, userId: number, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('booking idempotency key'), hashtext(${`${userId}:${key}`}))`);
}

/**
 * The keys among `keys` that a saved booking references: a passenger's passport or photo, or a
 * document of an item. The start sweep promotes their pending files instead of removing them.
 */
export async function findReferencedFiles(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const passengers = await db
    .select({ passport: bookingPassengers.passportFile, photo: bookingPassengers.photoFile })
    .from(bookingPassengers)
    .where(or(inArray(bookingPassengers.passportFile, keys), inArray(bookingPassengers.photoFile, keys)));
  const items = await db
    .select({ files: bookingItems.files })
    .from(bookingItems)
    .where(
      sql`${bookingItems.files} ?| ${sql`array[${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`}`,
    );
  const wanted = new Set(keys);
  const found = [...passengers.flatMap((p) => [p.passport, p.photo]), ...items.flatMap((i) => i.files)];
  return new Set(found.filter((key): key is string => key !== null && wanted.has(key)));
}

/** Bookings with an item that one of the products places at one of `locationIds`. */
const itemsAt = (db: DbOrTx, locationIds: SQL) =>
  registeredProducts().flatMap((product) => {
    const ids = product.itemsAt?.(locationIds);
    return ids ? [itemOf(db, sql`${bookingItems.id} in ${ids}`)] : [];
  });

/** Bookings with an item that the list's product filters choose (a hotel's `hotelId`), one condition per product that answers them. */
const itemsMatching = (db: DbOrTx, query: ListFilters) =>
  registeredProducts().flatMap((product) => {
    const ids = product.itemsMatching?.(query);
    return ids ? [itemOf(db, sql`${bookingItems.id} in ${ids}`)] : [];
  });

const itemOf = (db: DbOrTx, condition: SQL | undefined) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(bookingItems)
      .where(and(eq(bookingItems.bookingId, bookings.id), condition)),
  );

/** The list's filters, and the agency's today that 'deadline within N days' counts from (issue 31). */
export type ListFilters = BookingListQuery & { today?: string };

/** Not paid in full, not cancelled, and due by the day (overdue ones included). */
const dueBy = (day: string) =>
  and(
    isNotNull(bookings.paymentDeadline),
    lte(bookings.paymentDeadline, day),
    lt(bookings.paymentsSum, bookings.total),
    ne(taxonomyOf(bookings.bookingStatusId).slug, 'canceled'),
  );

/** The filters of My Bookings (account spec §2, §7); docs/decisions.md says how dates are read. */
function listWhere(db: DbOrTx, query: ListFilters, viewer: UserRow): SQL | undefined {
  const admin = viewer.role === ROLE_ADMIN;
  const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
  const dayAfter = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);
  const name = query.passengerName ? contains(query.passengerName) : undefined;
  return and(
    visibleTo(viewer),
    admin && query.agentId ? eq(bookings.agentId, query.agentId) : undefined,
    query.bookingStartDate ? gte(bookings.createdAt, dayStart(query.bookingStartDate)) : undefined,
    query.bookingEndDate ? lt(bookings.createdAt, dayAfter(query.bookingEndDate)) : undefined,
    query.travelStartDate ? gte(bookings.startDate, query.travelStartDate) : undefined,
    query.travelEndDate ? lte(bookings.endDate, query.travelEndDate) : undefined,
    query.bookingStatusId ? eq(bookings.bookingStatusId, query.bookingStatusId) : undefined,
    query.paymentStatusId ? eq(bookings.paymentStatusId, query.paymentStatusId) : undefined,
    query.productType ? itemOf(db, eq(bookingItems.productType, query.productType)) : undefined,
    ...itemsMatching(db, query),
    query.destinationLocationId
      ? or(sql`${bookings.toLocationId} in ${locationSubtree(query.destinationLocationId)}`, ...itemsAt(db, locationSubtree(query.destinationLocationId)))
      : undefined,
    query.bookingCode ? ilike(bookings.pnrs, contains(query.bookingCode)) : undefined,
    query.deadlineWithin !== undefined && query.today ? dueBy(addDaysTo(query.today, query.deadlineWithin)) : undefined,
    name
      ? exists(
          db
            .select({ one: sql`1` })
            .from(bookingPassengers)
            .where(
              and(
                eq(bookingPassengers.bookingId, bookings.id),
                or(
                  ilike(bookingPassengers.firstName, name),
                  ilike(bookingPassengers.lastName, name),
                  ilike(sql`${bookingPassengers.firstName} || ' ' || ${bookingPassengers.lastName}`, name),
                ),
              ),
            ),
        )
      : undefined,
  );
}

const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];

/**
 * One page of bookings, newest first, with what the list columns need. The page's ids are read
 * first from the index alone (the rows an offset skips cost an index entry, never the names'
 * subqueries); the columns are then read for those 20 rows only (issue 36).
 */
export async function listBookings(db: DbOrTx, query: ListFilters, viewer: UserRow) {
  const where = listWhere(db, query, viewer);
  const [total] = await db.select({ n: count() }).from(bookings).where(where);
  const page = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const n = Number(total?.n ?? 0);
  return {
    ...(await loadListRows(
      db,
      page.map((r) => r.id),
    )),
    total: n,
    pagesCount: Math.max(1, Math.ceil(n / PAGE_SIZE)),
  };
}

/** Where a keyset read stopped: the last row's creation time and id (the list's order). */
export type ListCursor = { createdAt: Date; id: number };

/**
 * The bookings of the list's filters after `cursor`, `size` at a time, in the list's order: the
 * CSV export's reader, whose cost per batch does not grow with how far the export has gone.
 */
export async function listBookingsAfter(db: DbOrTx, query: ListFilters, viewer: UserRow, cursor: ListCursor | null, size: number) {
  const after = cursor ? sql`(${bookings.createdAt}, ${bookings.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})` : undefined;
  const batch = await db
    .select({ id: bookings.id, createdAt: bookings.createdAt })
    .from(bookings)
    .where(and(listWhere(db, query, viewer), after))
    .orderBy(...newestFirst)
    .limit(size);
  const last = batch.at(-1);
  return {
    ...(await loadListRows(
      db,
      batch.map((r) => r.id),
    )),
    next: batch.length === size && last ? { createdAt: last.createdAt, id: last.id } : null,
  };
}

const listRowsQuery = (db: DbOrTx, ids: number[]) =>
  db
    .select({
      booking: bookings,
      agent: { id: bookings.agentId, companyName: agentName },
      bookingStatus,
      paymentStatus,
    })
    .from(bookings)
    .where(anyId(bookings.id, ids))
    .orderBy(...newestFirst);

export type ListRows = Awaited<ReturnType<typeof loadListRows>>;

/** The list's columns of these bookings, in the list's order. */
async function loadListRows(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return { rows: [] as Awaited<ReturnType<typeof listRowsQuery>>, items: [] as ItemDetails[], passengers: [] as BookingPassengerRow[] };
  const rows = await listRowsQuery(db, ids);
  const [items, passengers] = await Promise.all([loadItems(db, ids), loadPassengers(db, ids)]);
  return { rows, items, passengers };
}

async function loadPassengers(db: DbOrTx, bookingIds: number[]): Promise<BookingPassengerRow[]> {
  if (bookingIds.length === 0) return [];
  return db.select().from(bookingPassengers).where(anyId(bookingPassengers.bookingId, bookingIds)).orderBy(asc(bookingPassengers.id));
}

const itemsQuery = (db: DbOrTx, bookingIds: number[]) =>
  db.select({ item: bookingItems, status: itemStatus }).from(bookingItems).where(anyId(bookingItems.bookingId, bookingIds)).orderBy(asc(bookingItems.id));

/** A stored item with its status and the live names its product reads (the snapshot covers a row gone since). */
export type ItemDetails = ItemRecord;

export async function loadItems(db: DbOrTx, bookingIds: number[]): Promise<ItemDetails[]> {
  if (bookingIds.length === 0) return [];
  const rows = await itemsQuery(db, bookingIds);
  const labels = new Map<number, ItemLabels>();
  for (const [product, group] of byProduct(rows.map((r) => r.item))) {
    for (const [id, names] of (await product.labels?.(db, group)) ?? []) labels.set(id, names);
  }
  return rows.map((row) => ({ ...row, labels: labels.get(row.item.id) ?? {} }));
}

/** A booking and everything its page shows, or undefined when the viewer may not see it. */
export async function findBookingDetails(db: DbOrTx, id: number, viewer: UserRow) {
  const [head] = await db
    .select({
      booking: bookings,
      agent: {
        id: bookings.agentId,
        companyName: agentName,
        email: userFieldOf(bookings.agentId, 'email'),
        allowDownloadNotPaidVoucher: userFieldOf(bookings.agentId, 'allowDownloadNotPaidVoucher'),
      },
      creator: { firstName: userFieldOf(bookings.createdBy, 'firstName'), lastName: userFieldOf(bookings.createdBy, 'lastName') },
      bookingStatus,
      paymentStatus,
      to: { id: bookings.toLocationId, name: locationNameOf(bookings.toLocationId) },
    })
    .from(bookings)
    .where(and(eq(bookings.id, id), visibleTo(viewer)))
    .limit(1);
  if (!head) return undefined;
  const items = await loadItems(db, [id]);
  const itemIds = items.map((i) => i.item.id);
  const [policies, passengers, payments, history, manualAdd, invoices] = await Promise.all([
    itemIds.length
      ? db
          .select()
          .from(bookingCancellationPolicies)
          .where(inArray(bookingCancellationPolicies.bookingItemId, itemIds))
          .orderBy(asc(bookingCancellationPolicies.dateFrom), asc(bookingCancellationPolicies.id))
      : [],
    loadPassengers(db, [id]),
    db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, id)).orderBy(asc(bookingPayments.payDate), asc(bookingPayments.id)),
    db
      .select({ entry: bookingHistory, firstName: userFieldOf(bookingHistory.userId, 'firstName'), lastName: userFieldOf(bookingHistory.userId, 'lastName') })
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, id))
      .orderBy(asc(bookingHistory.at), asc(bookingHistory.id)),
    readManualAddFlags(db),
    invoicesOfBooking(db, id),
  ]);
  const comments = await db
    .select({
      comment: bookingComments.comment,
      createdAt: bookingComments.createdAt,
      firstName: userFieldOf(bookingComments.userId, 'firstName'),
      lastName: userFieldOf(bookingComments.userId, 'lastName'),
    })
    .from(bookingComments)
    .where(eq(bookingComments.bookingId, id))
    .orderBy(asc(bookingComments.createdAt), asc(bookingComments.id));
  return { ...head, items, policies, passengers, payments, history, comments, manualAdd, invoices };
}
export type BookingDetails = NonNullable<Awaited<ReturnType<typeof findBookingDetails>>>;

/**
 * What the account sync reads of a booking (issue 31): its row, its status and its payments, in
 * two queries; the items only when an invoice needs its lines.
 */
export async function findAccountFacts(db: DbOrTx, id: number) {
  const [head] = await db.select({ booking: bookings, bookingStatus }).from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!head) return undefined;
  const payments = await db
    .select({ id: bookingPayments.id, paidAmount: bookingPayments.paidAmount, payDate: bookingPayments.payDate, method: bookingPayments.method })
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, id))
    .orderBy(asc(bookingPayments.id));
  return { ...head, payments };
}
export type AccountFacts = NonNullable<Awaited<ReturnType<typeof findAccountFacts>>>;

/** A passenger's stored file key, behind the same scoping as the booking. */
export async function findPassengerFile(db: DbOrTx, bookingId: number, key: string, viewer: UserRow) {
  const [row] = await db
    .select({ passportFile: bookingPassengers.passportFile, photoFile: bookingPassengers.photoFile })
    .from(bookingPassengers)
    .innerJoin(bookings, eq(bookings.id, bookingPassengers.bookingId))
    .where(and(eq(bookingPassengers.bookingId, bookingId), eq(bookingPassengers.key, key), visibleTo(viewer)))
    .limit(1);
  return row;
}
