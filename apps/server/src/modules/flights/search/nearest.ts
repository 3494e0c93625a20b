import type { NearestDates } from '@travel/contracts';
import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { flightFarePricing, flightFares, flightLegs, flightSegments, flights } from '../tables';
import type { Trip } from './plan';
import { nearestTrips, type ScheduledFlight, type SoldRoute, soldRoutes } from './schedule-days';

/**
 * The schedule reads of the routes an agent can find (destination lists of the search form) and
 * of the nearest days with a flight (a search whose days have none). Two small queries: the
 * segments that have legs and fly from `today` on, and the fares' pricing periods from `today` on.
 */

/** The schedules of the flights of one route both ways, or of every flight without one. */
export async function loadSchedules(db: DbOrTx, today: string, route?: { fromAirportId: number; toAirportId: number }): Promise<ScheduledFlight[]> {
  const onRoute = route
    ? or(
        and(eq(flights.fromAirportId, route.fromAirportId), eq(flights.toAirportId, route.toAirportId)),
        and(eq(flights.fromAirportId, route.toAirportId), eq(flights.toAirportId, route.fromAirportId)),
      )
    : undefined;
  const [segments, periods] = await Promise.all([
    db
      .select({
        flightId: flights.id,
        fromAirportId: flights.fromAirportId,
        toAirportId: flights.toAirportId,
        direction: flightSegments.direction,
        weekdays: flightSegments.weekdays,
        validFrom: flightSegments.validFrom,
        validTo: flightSegments.validTo,
      })
      .from(flightSegments)
      .innerJoin(flights, eq(flights.id, flightSegments.flightId))
      .where(and(onRoute, gte(flightSegments.validTo, today), sql`exists (select 1 from ${flightLegs} where ${flightLegs.segmentId} = ${flightSegments.id})`))
      .orderBy(asc(flights.id), asc(flightSegments.id)),
    db
      .select({ flightId: flightFares.flightId, startDate: flightFarePricing.startDate, endDate: flightFarePricing.endDate })
      .from(flightFarePricing)
      .innerJoin(flightFares, eq(flightFares.id, flightFarePricing.fareId))
      .innerJoin(flights, eq(flights.id, flightFares.flightId))
      .where(and(onRoute, gte(flightFarePricing.endDate, today))),
  ]);
  const byId = new Map<number, ScheduledFlight>();
  for (const row of segments) {
    let flight = byId.get(row.flightId);
    if (!flight) {
      flight = { id: row.flightId, fromAirportId: row.fromAirportId, toAirportId: row.toAirportId, segments: {}, periods: [] };
      byId.set(row.flightId, flight);
    }
    // One segment per direction (the flight save keeps it so); the first stands.
    flight.segments[row.direction] ??= { weekdays: row.weekdays, validFrom: row.validFrom, validTo: row.validTo };
  }
  for (const period of periods) byId.get(period.flightId)?.periods.push({ startDate: period.startDate, endDate: period.endDate });
  return [...byId.values()];
}

/** The nearest days with a flight of the trip's route (both ways), its dates moved together. */
export async function nearestDates(db: DbOrTx, trip: Trip, toAirportId: number, today: string): Promise<NearestDates> {
  const fromAirportId = trip.fromAirportId!;
  const schedules = await loadSchedules(db, today, { fromAirportId, toAirportId });
  return nearestTrips(schedules, { fromAirportId, flightType: trip.flightType, startDate: trip.startDate, endDate: trip.endDate }, today);
}

/** Every route on sale from `today` on (schedule-days.ts `soldRoutes`). */
export async function listSoldRoutes(db: DbOrTx, today: string): Promise<SoldRoute[]> {
  return soldRoutes(await loadSchedules(db, today), today);
}
