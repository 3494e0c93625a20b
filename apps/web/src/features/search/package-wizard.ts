import { packageTotal, type TransferDetails } from '@travel/contracts';
import type { SummaryLine } from './add-ons';
import type { FlightDetailsView, SearchHotel } from './api';
import { type FlightItemView, flightNumberText, timeOf } from './flight-wizard';
import type { SearchParams } from './results-search';

/**
 * The pure parts of the package wizard (storefront spec §2-§4, account spec §4; domain-rules §5.4
 * and the §10 package example): the flight search a package's Choose Flight step asks, the
 * transfer's arrival details taken from the chosen flight, a hotel card's package "from" price
 * and the booking summary's running total of every item.
 */

/**
 * The flight search of a package: its origin airport to its destination airport, out on the
 * start date and back on the end date, for the whole party (every room's passengers: the server
 * counts them together).
 */
export function packageFlightSearch(params: Pick<SearchParams, 'fromAirportId' | 'toAirportId' | 'nationalityId' | 'startDate' | 'endDate' | 'rooms'>) {
  return {
    searchMode: 'flight' as const,
    flightType: 'round' as const,
    fromAirportId: params.fromAirportId,
    toAirportId: params.toAirportId,
    nationalityId: params.nationalityId,
    startDate: params.startDate,
    endDate: params.endDate,
    rooms: params.rooms,
  };
}

/**
 * The transfer's flight details of the chosen flight: the outbound segment's last leg lands at
 * the destination airport (arrival flight number and time), the return's first leg takes off
 * from it (departure flight number and time). The agent can still change them.
 */
export function transferDetailsOfFlight(details: Pick<FlightDetailsView, 'segments'>): TransferDetails | null {
  const outbound = details.segments.find((s) => s.segmentKey === 'outbound') ?? details.segments[0];
  const landing = outbound?.legs.at(-1);
  if (!landing) return null;
  const back = details.segments.find((s) => s.segmentKey === 'return')?.legs[0];
  return {
    arrivalFlightNumber: flightNumberText(landing.carrierCode, landing.flightNumber),
    arrivalTime: timeOf(landing.arrivalDate),
    ...(back ? { departureFlightNumber: flightNumberText(back.carrierCode, back.flightNumber), departureTime: timeOf(back.departureDate) } : {}),
  };
}

/** A hotel card's package "from" price (the server's `packageFrom`); null outside package mode. */
export type PackageFromView = { price: string; currency: string; priceOnRequest: boolean };
export function packageFromOf(hotel: SearchHotel): PackageFromView | null {
  const from = (hotel as SearchHotel & { packageFrom?: PackageFromView }).packageFrom;
  return from ? { price: from.price, currency: from.currency, priceOnRequest: from.priceOnRequest } : null;
}

/**
 * The booking summary's running total of a package (domain-rules §5.4: the sum of its items):
 * the chosen rooms (each one item × 1), the flight item once made (price × passengers + its
 * extras), the transfer and the visas (price × count).
 */
export function packageSummaryTotal(
  rooms: string[],
  flight: Pick<FlightItemView, 'price' | 'count' | 'extras'> | null,
  lines: Pick<SummaryLine, 'price' | 'count'>[],
): string {
  return (
    packageTotal([
      ...rooms.map((price) => ({ price, count: 1 })),
      ...(flight ? [{ price: flight.price, count: flight.count, extrasTotal: flight.extras }] : []),
      ...lines.map((l) => ({ price: l.price, count: l.count })),
    ]) ?? '0.00'
  );
}
