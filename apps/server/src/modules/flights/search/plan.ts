import { groupBy } from '../../../lib/group-by';
import { type FlightType, legKeyOf, legTimes, type SegmentKey } from '@travel/contracts';
import { addDays } from '../../../lib/dates';
import type { EngineFlight } from '../pricing/types';
import { effectiveSeatCapacity, fliesOn } from '../schedule';
import type { FarePricingRow, FareRow, FlightRow, LegRow, SegmentRow } from '../tables';

/**
 * Which flights of some catalogue rows fly a trip (domain-rules §5.1: one way the outbound segment
 * on startDate; round trip also the return on endDate), with each segment's and leg's dates and
 * local times, and the engine's input. Pure.
 */

export type Trip = {
  flightType: FlightType;
  startDate: string;
  endDate: string | null;
  /**
   * The airport the trip leaves from. A flight whose destination it is flies the trip in reverse:
   * its return segment first, then its outbound (docs/decisions.md, routes an agent can find).
   */
  fromAirportId?: number;
};

/** Whether `flight` flies `trip` the other way round (from its destination, the return segment first). */
export const fliesReversed = (flight: Pick<FlightRow, 'fromAirportId' | 'toAirportId'>, trip: Pick<Trip, 'fromAirportId'>) =>
  trip.fromAirportId !== undefined && flight.fromAirportId !== trip.fromAirportId && flight.toAirportId === trip.fromAirportId;

/** The catalogue direction that flies a trip's segment (`key`) of a flight flown one way or the other. */
export const catalogueDirection = (key: SegmentKey, reversed: boolean): SegmentKey => (reversed ? (key === 'outbound' ? 'return' : 'outbound') : key);

export type PlannedLeg = {
  key: string;
  row: LegRow;
  /** The leg's departure date: the date its seats are held on. */
  date: string;
  /** Local 'YYYY-MM-DDTHH:MM' (arrival = departure + duration, on the departure airport's clock). */
  departure: string;
  arrival: string;
};

export type PlannedSegment = {
  key: SegmentKey;
  row: SegmentRow;
  legs: PlannedLeg[];
  /** Departure date of the first leg: the date its seat capacity is counted on. */
  date: string;
  /** Seats it sells a departure; null when neither a capacity nor a seat map limits it. */
  capacity: number | null;
};

/** What the search reads of a flight and a fare (one flight's details read them whole). */
export type FlightCore = Pick<
  FlightRow,
  'id' | 'name' | 'fromAirportId' | 'toAirportId' | 'airlineName' | 'airlineCode' | 'airlineLogo' | 'defaultCurrency' | 'markups'
>;
export type FareCore = Pick<FareRow, 'id' | 'flightId' | 'name'>;

/** Catalogue rows to plan from. */
export type PlanRows<F extends FlightCore = FlightRow, R extends FareCore = FareRow> = {
  flights: F[];
  segments: SegmentRow[];
  legs: LegRow[];
  fares: R[];
  pricing: FarePricingRow[];
};

export type PlannedFlight<F extends FlightCore = FlightRow, R extends FareCore = FareRow> = {
  /** The flight as the trip flies it: a reversed flight's airports are swapped (its id and the rest as stored). */
  flight: F;
  /** Flown from its destination: the trip's outbound is the catalogue's return segment and the other way round. */
  reversed: boolean;
  segments: PlannedSegment[];
  fares: R[];
  engine: EngineFlight;
};

/** 'YYYY-MM-DDTHH:MM' of `minutes` after midnight of `date`. */
export function localDateTime(date: string, minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const rest = minutes % 1440;
  return `${days === 0 ? date : addDays(date, days)}T${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}`;
}

/** Seats a segment sells: its own capacity, else its first leg's sellable seats; neither set: unlimited (null). */
export const segmentCapacity = (segment: SegmentRow, legs: LegRow[]) =>
  segment.seatCapacity === null && !legs[0]?.seatMap ? null : effectiveSeatCapacity(segment.seatCapacity, legs);

function planSegment(key: SegmentKey, row: SegmentRow, legs: LegRow[], day: string): PlannedSegment {
  const planned = legs.map((leg, position) => {
    const times = legTimes(leg);
    return {
      key: legKeyOf(key, position),
      row: leg,
      date: leg.dayOffset === 0 ? day : addDays(day, leg.dayOffset),
      departure: localDateTime(day, times.departure),
      arrival: localDateTime(day, times.arrival),
    };
  });
  return { key, row, legs: planned, date: planned[0]?.date ?? day, capacity: segmentCapacity(row, legs) };
}

/** The flights of `rows` that fly the trip, in the rows' order. */
export function planFlights<F extends FlightCore, R extends FareCore>(rows: PlanRows<F, R>, trip: Trip): PlannedFlight<F, R>[] {
  const index = {
    segments: groupBy(rows.segments, (s) => s.flightId),
    legs: groupBy(rows.legs, (l) => l.segmentId),
    fares: groupBy(rows.fares, (f) => f.flightId),
    pricing: groupBy(rows.pricing, (p) => p.fareId),
  };
  const planned: PlannedFlight<F, R>[] = [];
  for (const stored of rows.flights) {
    const reversed = fliesReversed(stored, trip);
    const flight = reversed ? { ...stored, fromAirportId: stored.toAirportId, toAirportId: stored.fromAirportId } : stored;
    const segmentRows = index.segments.get(flight.id) ?? [];
    const wanted: [SegmentKey, string][] =
      trip.flightType === 'round' && trip.endDate
        ? [
            ['outbound', trip.startDate],
            ['return', trip.endDate],
          ]
        : [['outbound', trip.startDate]];
    const segments: PlannedSegment[] = [];
    for (const [key, day] of wanted) {
      const row = segmentRows.find((s) => s.direction === catalogueDirection(key, reversed));
      const legs = row ? (index.legs.get(row.id) ?? []) : [];
      if (!row || legs.length === 0 || !fliesOn(row, day)) break;
      segments.push(planSegment(key, row, legs, day));
    }
    if (segments.length !== wanted.length) continue;
    const fares = index.fares.get(flight.id) ?? [];
    const fareInput = fares.map((fare) => ({ id: fare.id, pricing: index.pricing.get(fare.id) ?? [] }));
    planned.push({
      flight,
      reversed,
      segments,
      fares,
      engine: { flightType: trip.flightType, outboundDate: trip.startDate, segments: segments.map((s) => ({ key: s.key, fares: fareInput })) },
    });
  }
  return planned;
}
