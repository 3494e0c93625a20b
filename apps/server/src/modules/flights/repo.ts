import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { findById, listPage } from '../../lib/crud';
import {
  flightBaggageOptions,
  flightFareCancellationRules,
  flightFarePricing,
  flightFares,
  flightLegs,
  flightMealOptions,
  flightSegments,
  flights,
} from './tables';

/** Locks the flight row for the transaction, so two saves of one flight queue up. */
export const lockFlight = (db: DbOrTx, id: number) => findById(db, flights, id, { forUpdate: true });

export const findFareRow = (db: DbOrTx, flightId: number, fareId: number) => findById(db, flightFares, fareId, { where: eq(flightFares.flightId, flightId) });

export type FlightFilter = { searchText?: string; fromId?: number; toId?: number };

export const listFlightRows = (db: DbOrTx, page: number, filter: FlightFilter) =>
  listPage(db, flights, {
    page,
    select: {
      id: flights.id,
      name: flights.name,
      fromAirportId: flights.fromAirportId,
      toAirportId: flights.toAirportId,
      airlineName: flights.airlineName,
      airlineCode: flights.airlineCode,
      airlineLogo: flights.airlineLogo,
    },
    searchText: filter.searchText,
    searchColumns: [flights.name, flights.airlineName, flights.airlineCode],
    where: and(
      filter.fromId === undefined ? undefined : eq(flights.fromAirportId, filter.fromId),
      filter.toId === undefined ? undefined : eq(flights.toAirportId, filter.toId),
    ),
    orderBy: [asc(flights.name), asc(flights.id)],
  });

const byIds = <T>(ids: number[], load: (ids: number[]) => Promise<T[]>) => (ids.length ? load(ids) : Promise.resolve([] as T[]));

/** Everything the edit screen shows of the flights `where` selects, in their order. */
export async function loadFlightGraph(db: DbOrTx, where: SQL) {
  const flightRows = await db.select().from(flights).where(where).orderBy(asc(flights.id));
  const flightIds = flightRows.map((f) => f.id);
  const [segments, fares] = await Promise.all([
    byIds(flightIds, (ids) => db.select().from(flightSegments).where(inArray(flightSegments.flightId, ids)).orderBy(asc(flightSegments.id))),
    byIds(flightIds, (ids) => db.select().from(flightFares).where(inArray(flightFares.flightId, ids)).orderBy(asc(flightFares.id))),
  ]);
  const segmentIds = segments.map((s) => s.id);
  const fareIds = fares.map((f) => f.id);
  const [legs, baggage, rules, pricing] = await Promise.all([
    byIds(segmentIds, (ids) => db.select().from(flightLegs).where(inArray(flightLegs.segmentId, ids)).orderBy(asc(flightLegs.position), asc(flightLegs.id))),
    byIds(segmentIds, (ids) =>
      db
        .select()
        .from(flightBaggageOptions)
        .where(inArray(flightBaggageOptions.segmentId, ids))
        .orderBy(asc(flightBaggageOptions.position), asc(flightBaggageOptions.id)),
    ),
    byIds(fareIds, (ids) =>
      db
        .select()
        .from(flightFareCancellationRules)
        .where(inArray(flightFareCancellationRules.fareId, ids))
        .orderBy(asc(flightFareCancellationRules.daysBefore), asc(flightFareCancellationRules.id)),
    ),
    byIds(fareIds, (ids) =>
      db.select().from(flightFarePricing).where(inArray(flightFarePricing.fareId, ids)).orderBy(asc(flightFarePricing.startDate), asc(flightFarePricing.id)),
    ),
  ]);
  const meals = await byIds(
    legs.map((l) => l.id),
    (ids) =>
      db.select().from(flightMealOptions).where(inArray(flightMealOptions.legId, ids)).orderBy(asc(flightMealOptions.position), asc(flightMealOptions.id)),
  );
  return { flights: flightRows, segments, fares, legs, baggage, rules, pricing, meals };
}
export type FlightGraph = Awaited<ReturnType<typeof loadFlightGraph>>;

export const flightWhere = (id: number) => eq(flights.id, id);

/** The rows of a fare's pricing list as stored. */
export const listFarePricing = (db: DbOrTx, fareId: number) => db.select().from(flightFarePricing).where(eq(flightFarePricing.fareId, fareId));
