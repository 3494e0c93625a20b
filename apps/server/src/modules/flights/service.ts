import { eq, type SQL, sql } from 'drizzle-orm';
import type { FareInput, FlightCreateRequest, FlightUpdateRequest } from '@travel/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { deleteRow } from '../../lib/crud';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { checkImage, type UploadedFile } from '../../lib/uploads';
import { readSettings } from '../settings';
import { type Airports, indexGraph, presentAirline, presentFare, presentFlight } from './presenter';
import { findFareRow, type FlightFilter, flightWhere, listFlightRows, loadFlightGraph, lockFlight } from './repo';
import { type ItemBooking, itemBookings } from '../bookings';
import { departuresText, loadScheduleSales } from './sales';
import { checkAirports, currencyCodes, loadAirports, replaceFareRules, saveFarePricing, saveSegments } from './save';
import { guardSchedule } from './schedule-guard';
import { flightFarePricing, flightFares, flightSales, flights } from './tables';
import { sanitizeDescription } from '../../lib/rich-text';

/**
 * The flight catalogue (back-office spec §2 Flights, §7; domain-rules §5.1): one transaction per
 * save; deleting what bookings sold is refused (409) by the flight_sales foreign keys.
 */

/** Checks the new airline logo by content before anything is written. */
async function checkLogo(files: UploadedFile[]) {
  const file = files.filter((f) => f.field === 'airlineLogo').at(-1);
  return file ? { file, extension: await checkImage(file, 'airlineLogo') } : undefined;
}

/** A logo the form keeps: its media URL back to the storage key, another URL as it is. */
const logoKey = (logo: string | null | undefined) => {
  if (!logo) return null;
  const at = logo.indexOf('/media/');
  return at >= 0 ? logo.slice(at + '/media/'.length) : logo;
};

async function checkInfo(db: DbOrTx, input: FlightCreateRequest & Partial<Pick<FlightUpdateRequest, 'segments'>>) {
  checkAirports(await loadAirports(db), input);
  if (input.defaultCurrency !== undefined && !(await currencyCodes(db)).has(input.defaultCurrency)) {
    throw badRequest('defaultCurrency: Currency not found', 'validation');
  }
}

const infoColumns = (input: FlightCreateRequest) => ({
  name: input.name,
  fromAirportId: input.fromAirport,
  toAirportId: input.toAirport,
  markups: input.markups,
  description: input.description ? sanitizeDescription(input.description) : null,
  note: input.note ?? null,
  // Absent airline: unchanged; null: removed.
  ...(input.airline === undefined
    ? {}
    : { airlineName: input.airline?.name ?? null, airlineCode: input.airline?.code ?? null, airlineLogo: logoKey(input.airline?.logo) }),
  ...(input.defaultCurrency ? { defaultCurrency: input.defaultCurrency } : {}),
});

export async function createFlight(db: Db, storage: Storage, input: FlightCreateRequest, files: UploadedFile[]) {
  const logo = await checkLogo(files);
  return db.transaction(async (tx) => {
    await checkInfo(tx, input);
    const defaultCurrency = input.defaultCurrency ?? (await readSettings(tx, ['defaultCurrency'])).defaultCurrency;
    const airlineLogo = logo ? await storage.put('flights', logo.extension, logo.file.data) : undefined;
    const [row] = await tx
      .insert(flights)
      .values({ ...infoColumns(input), defaultCurrency, ...(airlineLogo ? { airlineLogo } : {}) })
      .returning({ id: flights.id });
    return row!.id;
  });
}

/**
 * The edit screen's save: Info is the full state; the schedule (segments with their legs, seat
 * maps and extras) and the fares' pricing are saved only when the payload carries them.
 */
export async function updateFlight(db: Db, storage: Storage, id: number, input: FlightUpdateRequest, files: UploadedFile[], today: string) {
  const logo = await checkLogo(files);
  await db.transaction(async (tx) => {
    if (!(await lockFlight(tx, id))) throw notFound('Flight');
    await checkInfo(tx, input);
    await tx
      .update(flights)
      .set({ ...infoColumns(input), updatedAt: sql`now()` })
      .where(eq(flights.id, id));
    if (input.segments) {
      await guardSchedule(tx, id, input.segments, today);
      await saveSegments(tx, id, input.segments);
    }
    if (input.fares) {
      const currencies = await currencyCodes(tx);
      for (const [i, fare] of input.fares.entries()) {
        if (!(await findFareRow(tx, id, fare.id))) throw badRequest(`fares.${i}.id: Fare not found for this flight`, 'validation');
        await saveFarePricing(tx, fare.id, fare.pricing, `fares.${i}.pricing`, currencies);
      }
    }
    // Stored last: a refused save leaves no file behind.
    if (logo)
      await tx
        .update(flights)
        .set({ airlineLogo: await storage.put('flights', logo.extension, logo.file.data) })
        .where(eq(flights.id, id));
  });
}

async function airportsFor(db: DbOrTx): Promise<Airports> {
  return loadAirports(db);
}

/** A flight as the edit screen shows it, with what live bookings hold of its schedule from `today` on. */
export async function findFlight(db: DbOrTx, id: number, today: string) {
  const graph = await loadFlightGraph(db, flightWhere(id));
  const [row] = graph.flights;
  if (!row) return null;
  const sales = await loadScheduleSales(
    db,
    graph.segments.map((s) => s.id),
    graph.legs.map((l) => l.id),
  );
  return presentFlight(row, indexGraph(graph), await airportsFor(db), { sales, today });
}

export async function listFlights(db: DbOrTx, page: number, filter: FlightFilter) {
  const [result, airports] = await Promise.all([listFlightRows(db, page, filter), airportsFor(db)]);
  const airport = (id: number) => airports.get(id) ?? null;
  return {
    ...result,
    entities: result.entities.map((f) => ({
      id: f.id,
      name: f.name,
      fromAirport: airport(f.fromAirportId),
      toAirport: airport(f.toAirportId),
      airline: presentAirline(f),
    })),
  };
}

/**
 * What a delete would take from the sales: which rows of `flight_sales` name the flight, fare or
 * pricing row, and whether as the outbound's (departing on the item's start date) or the return's
 * (its end date).
 */
type SoldBy = { outbound: SQL; back?: SQL };

/**
 * Deletes a row unless a sale points to it: refused with 409 and a sentence naming the bookings
 * and their departure dates. The sales are looked up first for the sentence (a cascade that meets
 * a restricting key is not reported alike by every engine); the foreign keys stay the guarantee
 * against a sale written meanwhile.
 */
async function deleteUnsold(db: Db, sold: SoldBy, remove: (tx: Tx) => Promise<unknown>, refusal: { what: string; code: string }) {
  await db.transaction(async (tx) => {
    const asOutbound = await tx.select({ itemId: flightSales.bookingItemId }).from(flightSales).where(sold.outbound);
    const asReturn = sold.back ? await tx.select({ itemId: flightSales.bookingItemId }).from(flightSales).where(sold.back) : [];
    if (asOutbound.length + asReturn.length > 0) {
      const bookings = await itemBookings(
        tx,
        [...asOutbound, ...asReturn].map((s) => s.itemId),
      );
      const departures = new Map<string, string[]>();
      const add = (itemId: number, date: (b: ItemBooking) => string) => {
        const booking = bookings.get(itemId);
        if (booking) departures.set(date(booking), [...(departures.get(date(booking)) ?? []), booking.reference]);
      };
      for (const { itemId } of asOutbound) add(itemId, (b) => b.startDate);
      for (const { itemId } of asReturn) add(itemId, (b) => b.endDate);
      const listed = [...departures.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, refs]) => ({ date, bookings: [...new Set(refs)] }));
      throw conflict(`${refusal.what} has sold bookings departing ${departuresText(listed)} and cannot be deleted.`, refusal.code);
    }
    await remove(tx);
  });
}

const flightSold = { what: 'This flight', code: 'flight_has_bookings' };

export async function deleteFlight(db: Db, id: number) {
  const whenReferenced = { message: 'This flight has bookings and cannot be deleted.', code: flightSold.code };
  await deleteUnsold(db, { outbound: eq(flightSales.flightId, id) }, (tx) => deleteRow(tx, flights, id, { noun: 'Flight', whenReferenced }), flightSold);
}

// ---------------------------------------------------------------- fares

export async function findFare(db: DbOrTx, flightId: number, fareId: number) {
  const graph = await loadFlightGraph(db, flightWhere(flightId));
  const fare = graph.fares.find((f) => f.id === fareId);
  return fare ? presentFare(fare, indexGraph(graph)) : null;
}

const fareColumns = (input: FareInput) => ({
  name: input.name,
  code: input.code,
  meal: input.meal,
  description: input.description ? sanitizeDescription(input.description) : null,
  handBaggages: input.handBagagges.map((h) => h.handBaggage),
  baggages: input.baggages.map((b) => b.baggage),
});

export async function createFare(db: Db, flightId: number, input: FareInput) {
  return db.transaction(async (tx) => {
    if (!(await lockFlight(tx, flightId))) throw notFound('Flight');
    const [row] = await tx
      .insert(flightFares)
      .values({ flightId, ...fareColumns(input) })
      .returning({ id: flightFares.id });
    await replaceFareRules(tx, row!.id, input.cancellationRules);
    return row!.id;
  });
}

/** Saves a fare's own fields and rules; its pricing periods are the flight save's. */
export async function updateFare(db: Db, flightId: number, fareId: number, input: FareInput) {
  await db.transaction(async (tx) => {
    if (!(await lockFlight(tx, flightId))) throw notFound('Flight');
    if (!(await findFareRow(tx, flightId, fareId))) throw notFound('Fare');
    await tx.update(flightFares).set(fareColumns(input)).where(eq(flightFares.id, fareId));
    await replaceFareRules(tx, fareId, input.cancellationRules);
  });
}

export async function deleteFare(db: Db, flightId: number, fareId: number) {
  if (!(await findFlightExists(db, flightId))) throw notFound('Flight');
  const refusal = { what: 'This fare', code: 'fare_has_bookings' };
  const whenReferenced = { message: 'This fare has been sold and cannot be deleted.', code: refusal.code };
  await deleteUnsold(
    db,
    { outbound: eq(flightSales.fareId, fareId), back: eq(flightSales.returnFareId, fareId) },
    (tx) => deleteRow(tx, flightFares, fareId, { noun: 'Fare', where: eq(flightFares.flightId, flightId), whenReferenced }),
    refusal,
  );
}

const findFlightExists = async (db: DbOrTx, id: number) => (await db.select({ id: flights.id }).from(flights).where(eq(flights.id, id))).length > 0;

export async function deleteFarePricing(db: Db, pricingId: number) {
  const refusal = { what: 'This pricing period', code: 'fare_pricing_has_bookings' };
  const whenReferenced = { message: 'This pricing period has priced bookings and cannot be deleted.', code: refusal.code };
  await deleteUnsold(
    db,
    { outbound: eq(flightSales.farePricingId, pricingId), back: eq(flightSales.returnFarePricingId, pricingId) },
    (tx) => deleteRow(tx, flightFarePricing, pricingId, { noun: 'Pricing period', whenReferenced }),
    refusal,
  );
}
