import type { FlightChoice, SegmentKey } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import { badRequest, conflict } from '../../../lib/errors';
import { exact } from '../../../lib/money';
import type { Viewer } from '../../products';
import { type FareChoice, priceFlight } from '../pricing/engine';
import type { Party, PricedFlight } from '../pricing/types';
import { seatsLeft } from '../availability';
import { loadAirportsIndex, loadOneFlight } from './catalogue';
import type { FlightClaim } from './claim';
import { askerContext, flightPricingContext } from './context';
import { type PlannedFlight, type PlannedSegment, planFlights } from './plan';

/**
 * The flight a claim names, priced again from the catalogue for the asking user (domain-rules §7):
 * 409 when it no longer flies those days or its price per person moved since the search. What
 * flight-details, flight-extra and the booking start from.
 */

export const partyOf = (rooms: Party[]): Party => ({ adults: rooms.reduce((n, r) => n + r.adults, 0), childrenAges: rooms.flatMap((r) => r.childrenAges) });

export async function pricedFromClaim(db: DbOrTx, claim: FlightClaim, viewer: Viewer) {
  const [rows, airports, asker] = await Promise.all([loadOneFlight(db, claim.flightId), loadAirportsIndex(db), askerContext(db, viewer, claim.currency)]);
  // A reversed claim flies the flight from its destination (plan.ts).
  const stored = rows.flights[0];
  const fromAirportId = stored ? (claim.reversed ? stored.toAirportId : stored.fromAirportId) : undefined;
  const [planned] = planFlights(rows, { flightType: claim.flightType, startDate: claim.startDate, endDate: claim.endDate, fromAirportId });
  const party = partyOf(claim.rooms);
  const ctx = planned ? flightPricingContext(asker, planned.flight) : null;
  const priced = planned && ctx ? priceFlight(planned.engine, party, ctx) : null;
  if (!planned || !ctx || !priced) throw conflict('This flight is no longer sold on these dates. Please search again.', 'unavailable');
  if (exact(priced.base) !== claim.pricePerPaxAvgBase) {
    throw conflict(
      `The price of this flight has changed since your search: it is now ${priced.pricePerPax} ${priced.currency} per person. Please search again.`,
      'price_changed',
    );
  }
  return { claim, rows, planned, priced, ctx, asker, airports, party };
}
export type ClaimedFlight = Awaited<ReturnType<typeof pricedFromClaim>>;

/** Seats left of each segment on its date (null: not limited). */
export async function seatsLeftOf(db: DbOrTx, planned: PlannedFlight): Promise<(segment: PlannedSegment) => number | null> {
  const left = await Promise.all(planned.segments.map((s) => (s.capacity === null ? null : seatsLeft(db, s.row.id, s.date, s.capacity))));
  return (segment) => left[planned.segments.indexOf(segment)] ?? null;
}

/**
 * The fare chosen on every segment (`field`.segments): each segment of the flight once, each fare
 * one the segment offers; 400 naming the entry otherwise.
 */
export function readFareChoice(choice: FlightChoice, planned: PlannedFlight, priced: PricedFlight, field: string): FareChoice {
  const chosen: FareChoice = {};
  choice.segments.forEach((entry, i) => {
    const at = `${field}.segments.${i}`;
    const segment = priced.segments.find((s) => s.key === entry.segmentKey);
    if (!segment) throw badRequest(`${at}.segmentKey: this flight has no ${entry.segmentKey} segment`, 'validation');
    if (chosen[entry.segmentKey] !== undefined) throw badRequest(`${at}.segmentKey: the ${entry.segmentKey} segment is chosen twice`, 'validation');
    if (!segment.fares.some((f) => f.fareId === entry.fareId)) {
      const offered = segment.fares.map((f) => planned.fares.find((fare) => fare.id === f.fareId)?.name ?? f.fareId).join(', ');
      throw badRequest(`${at}.fareId: fare ${entry.fareId} is not offered on the ${entry.segmentKey} segment (${offered})`, 'validation');
    }
    chosen[entry.segmentKey] = entry.fareId;
  });
  const missing = planned.segments.map((s) => s.key).filter((key: SegmentKey) => chosen[key] === undefined);
  if (missing.length) throw badRequest(`${field}.segments: choose a fare for every segment (${missing.join(' and ')} missing)`, 'validation');
  return chosen;
}
