import type { FlightType, SegmentKey } from '@travel/contracts';
import type { Conversion } from '../../../lib/currency-conversion';
import type { Dec } from '../../../lib/money';

/**
 * Plain-data input and output of the flight pricing engine (domain-rules §1, §2, §3 flights line,
 * §5.1). Money is exact decimal text ("180.00"), dates YYYY-MM-DD. The search adapts catalogue
 * rows to these shapes; the engine does no I/O.
 */

export type MarkupType = 'percent' | 'fixed';
export type FlightMarkup = { type: MarkupType; amount: string };

/** The price bands of a flight passenger (domain-rules §3): infant < 2, child < 12, else adult. */
export type PaxBand = 'adult' | 'child' | 'infant';
export type Pax = Record<PaxBand, number>;

/** The passengers as searched: adults and the ages of everyone else (a 13-year-old pays as an adult). */
export type Party = { adults: number; childrenAges: number[] };

/** A fare pricing period as stored (back-office spec §3 Fare pricing); both dates inclusive. */
export interface EngineFarePricing {
  id: number;
  startDate: string;
  endDate: string;
  price: string;
  priceChild1: string;
  priceChild2: string;
  priceReturn: string;
  priceReturnChild1: string;
  priceReturnChild2: string;
  /** The contract currency of the row's prices. */
  currency: string;
}

export interface EngineFare {
  id: number;
  pricing: EngineFarePricing[];
}

export interface EngineSegment {
  key: SegmentKey;
  /** The fares that may be sold on the segment (a flight's fares serve both of its segments). */
  fares: EngineFare[];
}

export interface EngineFlight {
  flightType: FlightType;
  /** The outbound departure date: the pricing row of every segment is the one covering it. */
  outboundDate: string;
  /** One segment one way, outbound then return for a round trip. */
  segments: EngineSegment[];
}

/**
 * Who asks and in what: the flight's own markup of the asker's channel, the agency's extra markup
 * (agents only) and the requested currency with the default currency's rates.
 */
export interface FlightPricingContext extends Conversion {
  currency: string;
  markup: FlightMarkup | null;
  agencyExtra: FlightMarkup | null;
}

/** A fare priced on one segment for the whole party. */
export interface PricedFare {
  fareId: number;
  pricingRowId: number;
  /** The pricing row's currency. */
  netCurrency: string;
  /** The party's net price of this segment (a round trip's split evenly), in `netCurrency`. */
  netParty: Dec;
  /** Net per passenger, in `netCurrency`, exact. */
  netAvg: Dec;
  /** Selling per passenger in the requested currency, exact (markups and conversion applied, nothing rounded). */
  avg: Dec;
  /** `avg` less the segment's cheapest fare's `avg` (0 for the cheapest). */
  extra: Dec;
}

export interface PricedSegment {
  key: SegmentKey;
  /** Cheapest first (then by fare id). */
  fares: PricedFare[];
}

export interface PricedFlight {
  pax: Pax;
  /** Everyone counts: adults, children and infants (the item's count). */
  passengers: number;
  /** Adults and children: a seat each (infants sit on a lap). */
  seated: number;
  currency: string;
  segments: PricedSegment[];
  /** Sum over segments of the cheapest fare's `avg`, exact. */
  base: Dec;
  /** round(base): the per-person price the results show. */
  pricePerPax: string;
  /** pricePerPax x passengers. */
  price: string;
}
