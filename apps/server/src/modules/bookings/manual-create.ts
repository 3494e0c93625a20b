import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  BOOKING_STATUS,
  type BookingAddRequest,
  type BookingCreated,
  bookingAddRequestSchema,
  bookingTotals,
  isBookingAddPayload,
  itemTotal,
  ROLE_ADMIN,
} from '@travel/contracts';
import type { Tx } from '../../db/client';
import { canConvert } from '../../lib/currency-conversion';
import { badRequest, forbidden } from '../../lib/errors';
import type { FormData } from '../../lib/multipart';
import { stagedStorage } from '../../lib/storage';
import { parse } from '../../lib/validation';
import { loadConversion } from '../currency/service';
import { hotelRooms, hotels } from '../hotels/tables';
import { enqueueMail } from '../mail/service';
import { findLocation, findTaxonomyWhere, listTaxonomies } from '../reference/repo';
import { type UserRow, users } from '../users/tables';
import type { BookingDeps } from './create';
import { takeItems } from './inventory';
import { confirmationMail } from './mail';
import { checkPassengerFiles, storePassengerFiles } from './passenger-files';
import { newReference } from './reference';
import { findStatuses } from './repo';
import { bookingHistory, bookingItems, bookingPassengers, bookings, type HotelOptionSnapshot } from './tables';

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
const byPassengerKey = (form: FormData) => form.files.map((file) => ({ ...file, field: file.field.replace(/^files\[(passport|photo)\]\[(\d{1,3})\]$/, 'files[$1][passenger$2]') }));

type HotelLine = BookingAddRequest['bookingItems'][number] & { hotelName: string; roomName: string; mealTitle: string; total: string };
type ServiceLine = BookingAddRequest['newTransfers'][number] & { productType: 'transfer' | 'visa'; total: string };
type Prepared = {
  user: UserRow;
  agent: UserRow;
  input: BookingAddRequest;
  status: { id: number; title: string; slug: string };
  paymentStatusId: number;
  hotelLines: HotelLine[];
  serviceLines: ServiceLine[];
  requests: Record<string, string>;
  price: string;
  total: string;
  files: Awaited<ReturnType<typeof storePassengerFiles>>;
};

async function checkAgent(deps: BookingDeps, user: UserRow, agentId: number | undefined): Promise<UserRow> {
  if (agentId === undefined || agentId === user.id) return user;
  const found = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, agentId), ne(users.role, ROLE_ADMIN), eq(users.enabled, true)));
  if (found.length === 0) throw invalid('fields.agent', 'Agency not found');
  return found[0]!;
}

/** Every id the body names must exist: destination, statuses, currency, hotels, their rooms and meals. */
async function checkReferences(deps: BookingDeps, input: BookingAddRequest) {
  const { db } = deps;
  if (!(await findLocation(db, input.to))) throw invalid('to', 'Destination not found');
  const status = await findTaxonomyWhere(db, 'bookingStatus', { id: input.bookingStatusId });
  if (!status) throw invalid('bookingStatusId', 'Booking status not found');
  if (!(await findTaxonomyWhere(db, 'paymentStatus', { id: input.paymentStatusId }))) throw invalid('paymentStatusId', 'Payment status not found');
  const conversion = await loadConversion(db);
  if (!canConvert(input.currency, conversion.defaultCurrency, conversion)) throw invalid('currency', `${input.currency} has no currency rate`);

  const hotelIds = [...new Set(input.bookingItems.map((i) => i.hotelId))];
  const [hotelRows, roomRows, meals] = await Promise.all([
    hotelIds.length ? db.select().from(hotels).where(inArray(hotels.id, hotelIds)) : [],
    hotelIds.length ? db.select().from(hotelRooms).where(inArray(hotelRooms.hotelId, hotelIds)) : [],
    listTaxonomies(db, 'meal'),
  ]);
  const hotelLines = input.bookingItems.map((item, i): HotelLine => {
    const at = `bookingItems.${i}`;
    const hotel = hotelRows.find((h) => h.id === item.hotelId);
    if (!hotel) throw invalid(`${at}.hotelId`, 'Hotel not found');
    const room = roomRows.find((r) => r.id === item.roomId && r.hotelId === hotel.id);
    if (!room) throw invalid(`${at}.roomId`, `Room type not found in ${hotel.name}`);
    const meal = meals.find((m) => m.id === item.mealTypeId);
    if (!meal || !hotel.mealTypeIds.includes(meal.id)) throw invalid(`${at}.mealTypeId`, `Meal is not one of ${hotel.name}'s meal types`);
    return { ...item, hotelName: hotel.name, roomName: room.name, mealTitle: meal.title, total: itemTotal(item.price, item.count)! };
  });
  const services = (productType: ServiceLine['productType'], list: BookingAddRequest['newTransfers']) =>
    list.map((item): ServiceLine => ({ ...item, productType, total: itemTotal(item.price, item.count)! }));
  const serviceLines = [...services('transfer', input.newTransfers), ...services('visa', input.newVisas)];

  // Every item lies within the booking's dates.
  const lists = { bookingItems: input.bookingItems, newTransfers: input.newTransfers, newVisas: input.newVisas };
  for (const [name, list] of Object.entries(lists)) {
    list.forEach((item, i) => {
      if (item.startDate < input.startDate || item.endDate > input.endDate) throw invalid(`${name}.${i}.startDate`, `must lie within the booking's dates (${input.startDate} to ${input.endDate})`);
    });
  }
  return { status: { id: status.id, title: status.title, slug: status.slug ?? '' }, hotelLines, serviceLines };
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
  // The booking date and its first history entry are business times: the clock's.
  const now = deps.clock.now();
  const onRequest = statuses.booking(BOOKING_STATUS.onRequest);
  const passengerIds = Object.keys(p.input.passengers);
  // Every passenger travels on every item of a manual booking: the rooms' occupancy is theirs.
  const guests = Object.values(p.input.passengers);
  const occupancy = { adults: guests.filter((g) => g.ageType === 'adult').length, childrenAges: guests.filter((g) => g.ageType !== 'adult').map((g) => g.age ?? 0) };

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
  const common = (line: { startDate: string; endDate: string; price: string; count: number; total: string }) => ({
    bookingId,
    startDate: line.startDate,
    endDate: line.endDate,
    price: line.price,
    currency: p.input.currency,
    count: line.count,
    total: line.total,
    passengerIds,
  });
  const rows = [
    ...p.hotelLines.map((line) => {
      const option: HotelOptionSnapshot = { hotelName: line.hotelName, roomName: line.roomName, mealTitle: line.mealTitle, ...occupancy, offers: [], perNight: [], netRate: '1' };
      return { ...common(line), productType: 'hotel', hotelId: line.hotelId, roomId: line.roomId, mealTypeId: line.mealTypeId, bookingStatusId: p.status.id, option };
    }),
    ...p.serviceLines.map((line) => ({ ...common(line), productType: line.productType, title: line.title, bookingStatusId: p.status.id })),
  ];
  const written = await tx
    .insert(bookingItems)
    .values(rows)
    .returning({ id: bookingItems.id, productType: bookingItems.productType, roomId: bookingItems.roomId, startDate: bookingItems.startDate, endDate: bookingItems.endDate, count: bookingItems.count });
  // A confirmed room takes its allotment (pending ones hold none, as cancelling assumes); one
  // that cannot is on request, and so is the booking.
  const rooms = written.slice(0, p.hotelLines.length);
  const taken = p.status.slug === BOOKING_STATUS.confirmed ? await takeItems(tx, rooms) : new Map<number, boolean>();
  const short = rooms.filter((row) => taken.get(row.id) === false).map((row) => row.id);
  const bookingStatus = short.length ? onRequest : p.status;
  const roomStatus = (index: number) => (short.includes(rooms[index]!.id) ? onRequest : p.status);
  if (short.length) {
    await tx.update(bookingItems).set({ bookingStatusId: onRequest.id }).where(inArray(bookingItems.id, short));
    await tx.update(bookings).set({ bookingStatusId: onRequest.id }).where(eq(bookings.id, bookingId));
  }
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
  await tx.insert(bookingHistory).values({
    bookingId,
    userId: p.user.id,
    at: now,
    action: 'created manually',
    changes: {
      note: `created manually by ${by}`,
      bookingStatus: bookingStatus.slug,
      price: p.price,
      extraPrice: p.input.extraPrice,
      total: p.total,
      currency: p.input.currency,
      items: rows.map((row) => ({ productType: row.productType, price: row.price, count: row.count, total: row.total })),
    },
  });
  const mail = confirmationMail({
    to: p.agent.email,
    publicUrl: deps.publicUrl,
    bookingId,
    pnrs: booking!.pnrs,
    status: bookingStatus.title,
    agency: p.agent.companyName,
    total: p.total,
    currency: p.input.currency,
    rooms: p.hotelLines.map((line, index) => ({ hotel: line.hotelName, room: line.roomName, meal: line.mealTitle, checkIn: line.startDate, checkOut: line.endDate, status: roomStatus(index).title, total: line.total })),
    passengers: Object.values(p.input.passengers).map((g) => `${g.firstName} ${g.lastName}`),
  });
  const services = p.serviceLines.map((s) => `- ${s.productType === 'visa' ? 'Visa' : 'Transfer'}: ${s.title}, ${s.startDate} to ${s.endDate}, ${s.count} x ${s.price} = ${s.total} ${p.input.currency}`);
  if (p.input.extraPrice !== '0.00') services.push(`- Miscellaneous: ${p.input.extraPrice} ${p.input.currency}`);
  await enqueueMail(tx, { ...mail, text: mail.text.replace('\n\nPassengers:', `\n${services.join('\n')}\n\nPassengers:`) });
  return { id: bookingId, pnrs: booking!.pnrs, bookingStatus: { id: bookingStatus.id, title: bookingStatus.title, slug: bookingStatus.slug } };
}

/**
 * `POST bookings` in add mode (account spec §2 add, §4, §7): an administrator books by hand for an
 * agency, at its own prices. Everything is checked before a file is stored; then one transaction
 * writes the booking, consuming allotment for confirmed rooms like the wizard does. Files of a
 * booking that is not saved are removed.
 */
export async function createManualBooking(deps: BookingDeps, user: UserRow, form: FormData): Promise<BookingCreated> {
  if (user.role !== ROLE_ADMIN) throw forbidden('Only an administrator can add a booking by hand.');
  const input = parse(bookingAddRequestSchema(deps.clock.today()), readJson(form.fields.booking));
  const checkedFiles = await checkPassengerFiles(byPassengerKey(form), new Set(Object.keys(input.passengers)));
  const agent = await checkAgent(deps, user, input.fields.agent);
  const { status, hotelLines, serviceLines } = await checkReferences(deps, input);
  const requests = await requestTitles(deps, input.additionalRequests);
  const totals = bookingTotals([...hotelLines, ...serviceLines], input.extraPrice);
  const storage = stagedStorage(deps.storage);
  try {
    const files = await storePassengerFiles(storage, checkedFiles);
    const prepared: Prepared = { user, agent, input, status, paymentStatusId: input.paymentStatusId, hotelLines, serviceLines, requests, price: totals.price!, total: totals.total!, files };
    for (let attempt = 1; ; attempt++) {
      try {
        return await deps.db.transaction((tx) => writeManualBooking(tx, deps, prepared));
      } catch (error) {
        const e = error as { constraint?: string; cause?: { constraint?: string } };
        // A reference drawn twice: draw again.
        if ((e.constraint ?? e.cause?.constraint) === 'bookings_pnrs' && attempt < 3) continue;
        throw error;
      }
    }
  } catch (error) {
    // The booking is not saved: its passenger files must not stay behind.
    await storage.discard();
    throw error;
  }
}
