import type { Conversion } from '../../../lib/currency-conversion';
import type { Dec } from '../../../lib/money';

/**
 * Plain-data input and output of the transfer pricing engine (domain-rules §1, §2, §3, §5.1
 * markups, §5.2). Money is exact decimal text ("110.00"), dates YYYY-MM-DD. The search adapts
 * catalogue rows to these shapes; the engine does no I/O.
 */

export type MarkupType = 'percent' | 'fixed';
export type TransferMarkup = { type: MarkupType; amount: string };
export type CarType = 'individual' | 'group';

/** The price bands of a transfer passenger: infants need a seat but pay nothing. */
export type TransferBand = 'adult' | 'child' | 'infant';

/** A transfer's own age limits (domain-rules §3). */
export type AgeBands = { infantAgeMax: number; children1AgeMax: number; children2AgeMax: number | null };

/** A searched room: its adults and the ages of everyone else. */
export type SearchedRoom = { adults: number; childrenAges: number[] };

/** A room's guests by the transfer's bands: children (both bands) oldest first, infants. */
export type CarParty = { adults: number; children: number[]; infants: number[] };

export interface EngineUnallowedOccupancy {
  unallowedMinAdultOccupancy: number;
  unallowedMaxAdultOccupancy: number;
  unallowedMinChildOccupancy: number;
  unallowedMaxChildOccupancy: number;
}

/** A car category's pricing period (both dates inclusive), in the transfer's default currency. */
export interface EngineCarPricing {
  id: number;
  startDate: string;
  endDate: string;
  /** Base prices (individual cars): one way and round trip, for up to baseOccupancy persons. */
  price: string | null;
  returnPrice: string | null;
  /** Per person above base (individual) or per person (group); return* for a round trip. */
  extraAdult: string | null;
  returnExtraAdult: string | null;
  extraChild: string | null;
  returnExtraChild: string | null;
}

export interface EngineCar {
  id: number;
  name: string;
  type: CarType;
  maxOccupancy: number;
  baseOccupancy: number;
  minAdultOccupancy: number;
  maxAdultOccupancy: number;
  minChildOccupancy: number;
  maxChildOccupancy: number;
  unallowedOccupancies: EngineUnallowedOccupancy[];
  pricing: EngineCarPricing[];
}

export interface EngineTransfer extends AgeBands {
  id: number;
  name: string;
  /** Contract currency: every price of the transfer is in it. */
  currency: string;
  cars: EngineCar[];
}

/** What a hotel's free-transfer offer makes free (back-office spec §3 freeTransfers). */
export type FreeBands = Record<TransferBand, boolean>;

/** Who asks and in what: the transfer's own markup of the asker's channel, the agency's extra, the requested currency. */
export interface TransferPricingContext extends Conversion {
  currency: string;
  markup: TransferMarkup | null;
  agencyExtra: TransferMarkup | null;
}

/** What is priced: the arrival date (its pricing row), round trip or arrival only, the rooms, each room's free bands. */
export interface TransferTrip {
  arrivalDate: string;
  roundTrip: boolean;
  rooms: SearchedRoom[];
  /** Per room (same index): the bands a hotel offer makes free; absent or null: none. */
  free?: (FreeBands | null)[];
}

/** One room's car. */
export interface PricedCar {
  roomIndex: number;
  party: CarParty;
  /** Net in the transfer's currency, exact. */
  net: Dec;
  /** Selling price in the requested currency, rounded once (domain-rules §1). */
  price: string;
  /** True when a free-transfer offer made the car cost nothing. */
  free: boolean;
}

/** A car category priced for every room: one car per room. */
export interface PricedCarOption {
  carId: number;
  pricingRowId: number;
  cars: PricedCar[];
  /** The sum of the rounded car prices, requested currency. */
  price: string;
  /** The sum of the nets, transfer currency, rounded to the cent. */
  net: string;
  netCurrency: string;
  currency: string;
}
