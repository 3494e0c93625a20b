import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { heldUnitsSql } from '../../inventory';
import { listAirports } from '../../reference';
import { ResultCache } from '../../search-kit';
import { type FlightGraph, flightWhere, loadFlightGraph } from '../repo';
import { SEGMENT_RESOURCE } from '../sale';
import type { FareCore, FlightCore, PlanRows } from './plan';
import { flightFarePricing, flightFares, flightLegs, flightSegments, flights } from '../tables';

/**
 * The catalogue rows the flight search reads. A route's search reads all its flights in two
 * prepared queries at once (see `routeQueries`); one flight (details, extras, booking) reads its
 * whole graph.
 */

export type Airport = { id: number; name: string; code: string | null; cityId: number | null };
export type Airports = Map<number, Airport>;

/**
 * Airports are reference data (seeded at start, written by no call): every search of a process
 * shares one read of them for a minute.
 */
const airportCaches = new WeakMap<object, ResultCache<Airports>>();

export async function loadAirportsIndex(db: DbOrTx): Promise<Airports> {
  let cache = airportCaches.get(db);
  if (!cache) {
    cache = new ResultCache<Airports>(1, 60_000);
    airportCaches.set(db, cache);
  }
  let airports = cache.get('airports');
  if (!airports) {
    airports = new Map((await listAirports(db)).map((a) => [a.id, { id: a.id, name: a.name, code: a.code, cityId: a.cityId }]));
    cache.set('airports', airports);
  }
  return airports;
}

/**
 * The route's two queries, prepared once per database (every search repeats them with other
 * values): its legs with their segment and flight, and the seats live bookings hold on each
 * segment on the day its first leg departs; and the fares with their pricing rows covering the
 * outbound date (a fare without one is not offered, so it need not be read). Both join the
 * route's flights themselves, so they run at once.
 */
function routeQueries(db: DbOrTx) {
  // The route both ways: a flight from the destination flies the trip in reverse (its return segment first).
  const route = or(
    and(eq(flights.fromAirportId, sql.placeholder('from')), eq(flights.toAirportId, sql.placeholder('to'))),
    and(eq(flights.fromAirportId, sql.placeholder('to')), eq(flights.toAirportId, sql.placeholder('from'))),
  );
  // The day the leg's segment is searched for (the trip's outbound: startDate, its return: endDate), plus the
  // leg's own day offset. The trip's outbound is the catalogue's outbound of a flight leaving from the trip's
  // origin, and the catalogue's return of a flight flown in reverse.
  const legDay = sql`(case when (${flightSegments.direction} = 'outbound') = (${flights.fromAirportId} = cast(${sql.placeholder('from')} as integer)) then cast(${sql.placeholder('date')} as date) else cast(${sql.placeholder('endDate')} as date) end + ${flightLegs.dayOffset})`;
  return {
    legs: db
      .select({
        flight: {
          id: flights.id,
          name: flights.name,
          fromAirportId: flights.fromAirportId,
          toAirportId: flights.toAirportId,
          airlineName: flights.airlineName,
          airlineCode: flights.airlineCode,
          airlineLogo: flights.airlineLogo,
          defaultCurrency: flights.defaultCurrency,
          markups: flights.markups,
        },
        segment: flightSegments,
        leg: flightLegs,
        held: heldUnitsSql(SEGMENT_RESOURCE, flightSegments.id, legDay),
      })
      .from(flightLegs)
      .innerJoin(flightSegments, eq(flightSegments.id, flightLegs.segmentId))
      .innerJoin(flights, eq(flights.id, flightSegments.flightId))
      .where(route)
      .orderBy(asc(flights.id), asc(flightSegments.id), asc(flightLegs.position), asc(flightLegs.id))
      .prepare('flight_route_legs'),
    pricing: db
      .select({ fare: { id: flightFares.id, flightId: flightFares.flightId, name: flightFares.name }, pricing: flightFarePricing })
      .from(flightFarePricing)
      .innerJoin(flightFares, eq(flightFares.id, flightFarePricing.fareId))
      .innerJoin(flights, eq(flights.id, flightFares.flightId))
      .where(and(route, lte(flightFarePricing.startDate, sql.placeholder('date')), gte(flightFarePricing.endDate, sql.placeholder('date'))))
      .orderBy(asc(flightFares.id), asc(flightFarePricing.startDate), asc(flightFarePricing.id))
      .prepare('flight_route_pricing'),
  };
}
const prepared = new WeakMap<object, ReturnType<typeof routeQueries>>();

const unique = <T extends { id: number }>(rows: T[]) => [...new Map(rows.map((row) => [row.id, row])).values()];

/** A route's rows for a trip, and the seats held on each segment (by id) on the day it flies. */
export type RouteRows = PlanRows<FlightCore, FareCore> & { held: Map<number, number> };

/**
 * Rows of the flights of one route, both ways (a flight from `toAirportId` to `fromAirportId` flies
 * the trip in reverse, plan.ts), with only the pricing rows that cover the trip's first departure.
 */
export async function loadRoute(
  db: DbOrTx,
  fromAirportId: number,
  toAirportId: number,
  trip: { startDate: string; endDate: string | null },
): Promise<RouteRows> {
  let queries = prepared.get(db);
  if (!queries) {
    queries = routeQueries(db);
    prepared.set(db, queries);
  }
  const values = { from: fromAirportId, to: toAirportId, date: trip.startDate, endDate: trip.endDate };
  const [legs, pricing] = await Promise.all([queries.legs.execute(values), queries.pricing.execute(values)]);
  const held = new Map<number, number>();
  // A segment's capacity counts on its first leg's day: the first row of the segment (legs come in position order).
  for (const row of legs) if (!held.has(row.segment.id)) held.set(row.segment.id, Number(row.held));
  return {
    flights: unique(legs.map((r) => r.flight)),
    segments: unique(legs.map((r) => r.segment)),
    legs: legs.map((r) => r.leg),
    fares: unique(pricing.map((r) => r.fare)),
    pricing: pricing.map((r) => r.pricing),
    held,
  };
}

/** Everything of one flight (its extras and fare rules too). */
export const loadOneFlight = (db: DbOrTx, flightId: number): Promise<FlightRows> => loadFlightGraph(db, flightWhere(flightId));

/** Every catalogue row of one flight. */
export type FlightRows = FlightGraph;
