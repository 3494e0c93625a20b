import type { BookedFlightExtra, BookedFlightSegment, FlightType } from '@travel/contracts';
import type { ItemSnapshot } from '../products';

/**
 * What a flight booking item froze at booking time (its `option` column), shared by the flight
 * pricing (which writes it, `search/reprice.ts`) and the flight product (which holds seats and
 * capacity from it and shows it: `product.ts`, `holds.ts`). Names, codes and times are copied:
 * the catalogue may change later, the booking must not.
 */
export type FlightSnapshot = ItemSnapshot & {
  kind: 'flight';
  flightId: number;
  flightName: string;
  flightType: FlightType;
  airline: { name: string; code: string; logo: string | null };
  pax: { adult: number; child: number; infant: number };
  /** Adults and children: a seat each on every segment (infants sit on a lap, domain-rules §5.1). */
  seatedPassengers: number;
  /** Exact figures of the price, for the booking page's Pricing tab and the history. */
  pricePerPaxAvgBase: string;
  segments: (BookedFlightSegment & {
    /** Catalogue ids, to hold capacity (segment) and seats (leg) in the ledger. */
    segmentId: number;
    /** Departure date of the segment's first leg (YYYY-MM-DD): the capacity's date. */
    date: string;
    fareId: number;
    farePricingId: number;
    /** Exact selling average per passenger of the chosen fare, and its extra over the cheapest. */
    pricePerPaxAvg: string;
    pricePerPaxAvgExtra: string;
    legs: (BookedFlightSegment['legs'][number] & { legId: number; date: string })[];
  })[];
  /** Per passenger, included ones at 0 (domain-rules §5.1). */
  extras: BookedFlightExtra[];
  /** Added by an administrator from the catalogue (Add Booking): a sold-out departure refuses it instead of leaving it on request. */
  manual?: true;
  /** The seats chosen: held in the ledger by leg and date, unique among live holds. */
  seats: { passengerId: string; legKey: string; legId: number; date: string; seat: string; price: string }[];
};

/** Ledger resource types of flights (inventory_holds.resource_type). */
export const SEGMENT_RESOURCE = 'flight-segment';
export const SEAT_RESOURCE = 'flight-leg';

export const isFlightSnapshot = (option: unknown): option is FlightSnapshot => !!option && (option as { kind?: unknown }).kind === 'flight';

/** The `flight_sales` row of a flight item: the flight, and the outbound's and the return's fare and pricing row. */
export function saleRow(bookingItemId: number, snapshot: Pick<FlightSnapshot, 'flightId' | 'segments'>) {
  const outbound = snapshot.segments.find((s) => s.segmentKey === 'outbound') ?? snapshot.segments[0];
  const back = snapshot.segments.find((s) => s.segmentKey === 'return');
  return {
    bookingItemId,
    flightId: snapshot.flightId,
    fareId: outbound?.fareId ?? null,
    farePricingId: outbound?.farePricingId ?? null,
    returnFareId: back?.fareId ?? null,
    returnFarePricingId: back?.farePricingId ?? null,
  };
}
