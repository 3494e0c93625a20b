import type { FlightType, SegmentKey } from '@travel/contracts';
import { addDays } from '../../../lib/dates';
import { fliesOn } from '../schedule';
import { catalogueDirection, fliesReversed } from './plan';

/**
 * The days a route sells, from the schedule alone (pure): which trips fly on which days, the
 * nearest days with a flight when the searched ones have none, and the routes an agent can find.
 * A flight flies its route both ways (plan.ts `fliesReversed`); a trip's first departure must fall
 * in a fare's pricing period, as the search prices it (domain-rules §5.1: the row covering the
 * outbound departure; "where the catalogue prices it").
 */

type Schedule = { weekdays: number[]; validFrom: string; validTo: string };
type Period = { startDate: string; endDate: string };

/** A flight's schedule: each segment that has legs, and the pricing periods of all its fares. */
export type ScheduledFlight = {
  id: number;
  fromAirportId: number;
  toAirportId: number;
  segments: Partial<Record<SegmentKey, Schedule>>;
  periods: Period[];
};

export type ScheduledTrip = { fromAirportId: number; flightType: FlightType; startDate: string; endDate: string | null };

/** The farthest the nearest days are looked for, after the searched day (a year). */
export const NEAREST_HORIZON_DAYS = 366;

const priced = (flight: ScheduledFlight, day: string) => flight.periods.some((p) => p.startDate <= day && day <= p.endDate);

/** The trip's segments of `flight`: its own outbound first, or its return first when flown in reverse. */
function tripSegments(flight: ScheduledFlight, fromAirportId: number) {
  const reversed = fliesReversed(flight, { fromAirportId });
  return { outbound: flight.segments[catalogueDirection('outbound', reversed)], back: flight.segments[catalogueDirection('return', reversed)] };
}

/** Whether `flight` flies the trip on its days (as plan.ts plans it) and a fare prices its first departure. */
export function fliesTrip(flight: ScheduledFlight, trip: ScheduledTrip): boolean {
  const serves = (flight.fromAirportId === trip.fromAirportId || flight.toAirportId === trip.fromAirportId) && flight.fromAirportId !== flight.toAirportId;
  if (!serves) return false;
  const { outbound, back } = tripSegments(flight, trip.fromAirportId);
  if (!outbound || !fliesOn(outbound, trip.startDate) || !priced(flight, trip.startDate)) return false;
  if (trip.flightType === 'oneway') return true;
  return !!back && !!trip.endDate && fliesOn(back, trip.endDate);
}

/**
 * The nearest trips with a flight when `trip`'s days have none: its dates moved together (a round
 * trip keeps its nights), the latest before (never before `today`) and the earliest after (within
 * NEAREST_HORIZON_DAYS and the schedule's validity). Null on a side without one.
 */
export function nearestTrips(flights: ScheduledFlight[], trip: ScheduledTrip, today: string) {
  const moved = (days: number) => ({ ...trip, startDate: addDays(trip.startDate, days), endDate: trip.endDate === null ? null : addDays(trip.endDate, days) });
  const flies = (candidate: ScheduledTrip) => flights.some((flight) => fliesTrip(flight, candidate));
  const lastDay = flights.flatMap((f) => Object.values(f.segments).map((s) => s.validTo)).reduce((a, b) => (a > b ? a : b), today);
  let before: ScheduledTrip | null = null;
  for (let days = -1; ; days--) {
    const candidate = moved(days);
    if (candidate.startDate < today) break;
    if (flies(candidate)) {
      before = candidate;
      break;
    }
  }
  let after: ScheduledTrip | null = null;
  for (let days = 1; days <= NEAREST_HORIZON_DAYS; days++) {
    const candidate = moved(days);
    if (candidate.startDate > lastDay) break;
    if (flies(candidate)) {
      after = candidate;
      break;
    }
  }
  const dates = (t: ScheduledTrip | null) => (t ? { startDate: t.startDate, endDate: t.endDate } : null);
  return { before: dates(before), after: dates(after) };
}

/** The first day from `today` on that `segment` flies and one of `periods` prices; null when none. */
export function firstPricedDay(segment: Schedule, periods: Period[], today: string): string | null {
  let first: string | null = null;
  for (const period of periods) {
    const from = [today, segment.validFrom, period.startDate].reduce((a, b) => (a > b ? a : b));
    const to = segment.validTo < period.endDate ? segment.validTo : period.endDate;
    // A weekday comes back within 7 days: no period needs more than a week of looking.
    for (let day = from, n = 0; day <= to && n < 7 && (first === null || day < first); day = addDays(day, 1), n++) {
      if (fliesOn(segment, day)) {
        first = day;
        break;
      }
    }
  }
  return first;
}

/** A route on sale, as a trip flies it: one way when its first leg has a priced departure, round trip when a return follows. */
export type SoldRoute = { fromAirportId: number; toAirportId: number; oneWay: boolean; round: boolean };

/** Every route a flight sells from `today` on, both ways (its return leg flies its route in reverse). */
export function soldRoutes(flights: ScheduledFlight[], today: string): SoldRoute[] {
  const routes: SoldRoute[] = [];
  for (const flight of flights) {
    if (flight.fromAirportId === flight.toAirportId) continue;
    for (const fromAirportId of [flight.fromAirportId, flight.toAirportId]) {
      const { outbound, back } = tripSegments(flight, fromAirportId);
      const first = outbound ? firstPricedDay(outbound, flight.periods, today) : null;
      if (!first) continue;
      const toAirportId = fromAirportId === flight.fromAirportId ? flight.toAirportId : flight.fromAirportId;
      routes.push({ fromAirportId, toAirportId, oneWay: true, round: !!back && back.validTo >= first && back.weekdays.length > 0 });
    }
  }
  return routes;
}
