import type { FlightOption, FlightSegmentOption } from '@travel/contracts';
import { exact } from '../../../lib/money';
import type { PricedFlight, PricedSegment } from '../pricing/types';
import { logoUrl } from '../presenter';
import { flightTimeWithStops } from '../schedule';
import type { Airports } from './catalogue';
import type { FareCore, FlightCore, PlannedFlight, PlannedSegment } from './plan';

/** How the flight search answers present a planned, priced flight (storefront spec §3 Flight). */

export const airportRef = (airports: Airports, id: number) => {
  const airport = airports.get(id);
  return { id, code: airport?.code ?? '', name: airport?.name ?? '' };
};

/** The airline; a flight saved without one shows its name and its first flight number's carrier. */
export const airlineOf = (flight: FlightCore, planned: PlannedFlight<FlightCore, FareCore>) => ({
  name: flight.airlineName ?? flight.name,
  code: flight.airlineCode ?? carrierOf(planned.segments[0]!.legs[0]!.row.flightNumber),
  logo: logoUrl(flight.airlineLogo),
});

/** The carrier code of a flight number ('TA' of 'TA401'). */
export const carrierOf = (flightNumber: string) => flightNumber.slice(0, 2);

/** 'LIS → CDG · TA401' */
export const hopTitle = (airports: Airports, from: number, to: number, flightNumber: string) =>
  `${airportRef(airports, from).code} → ${airportRef(airports, to).code} · ${flightNumber}`;

export const segmentTitle = (airports: Airports, segment: PlannedSegment) =>
  hopTitle(airports, segment.legs[0]!.row.fromAirportId, segment.legs.at(-1)!.row.toAirportId, segment.legs[0]!.row.flightNumber);

export function presentSegment(
  planned: PlannedFlight<FlightCore, FareCore>,
  segment: PlannedSegment,
  priced: PricedSegment,
  airports: Airports,
  seatsLeft: number | null,
): FlightSegmentOption {
  const first = segment.legs[0]!;
  const last = segment.legs.at(-1)!;
  const fareName = new Map(planned.fares.map((f) => [f.id, f.name]));
  return {
    segmentKey: segment.key,
    airline: airlineOf(planned.flight, planned),
    carrierCode: carrierOf(first.row.flightNumber),
    flightNumber: first.row.flightNumber,
    origin: airportRef(airports, first.row.fromAirportId),
    destination: airportRef(airports, last.row.toAirportId),
    departureDate: first.departure,
    arrivalDate: last.arrival,
    stopsNames: segment.legs.slice(0, -1).map((leg) => airportRef(airports, leg.row.toAirportId).name),
    flightTimeWithStops: flightTimeWithStops(segment.legs.map((l) => l.row)),
    legs: segment.legs.map((leg) => ({
      legKey: leg.key,
      flightNumber: leg.row.flightNumber,
      carrierCode: carrierOf(leg.row.flightNumber),
      origin: airportRef(airports, leg.row.fromAirportId),
      destination: airportRef(airports, leg.row.toAirportId),
      departureDate: leg.departure,
      arrivalDate: leg.arrival,
      durationMinutes: leg.row.durationMinutes,
    })),
    fareTypes: priced.fares.map((f) => ({ id: f.fareId, name: fareName.get(f.fareId) ?? '' })),
    seatsLeft,
  };
}

/**
 * A flight of the results: priced at the cheapest fare of every segment; on request when a segment
 * has fewer seats left than seated passengers (domain-rules §6).
 */
export function presentFlightOption(
  planned: PlannedFlight<FlightCore, FareCore>,
  priced: PricedFlight,
  airports: Airports,
  seatsLeft: (segment: PlannedSegment) => number | null,
  hash: string,
): FlightOption {
  const left = planned.segments.map(seatsLeft);
  const onRequest = left.some((n) => n !== null && n < priced.seated);
  return {
    id: planned.flight.id,
    flightType: planned.engine.flightType,
    name: planned.flight.name,
    segments: planned.segments.map((segment, i) => presentSegment(planned, segment, priced.segments[i]!, airports, left[i]!)),
    pricePerPax: priced.pricePerPax,
    pricePerPaxAvgBase: exact(priced.base),
    price: priced.price,
    priceOnRequest: onRequest,
    availability: onRequest ? 'onrequest' : 'available',
    currency: priced.currency,
    pax: priced.pax,
    hash,
  };
}
