import type { Conversion } from '../../../lib/currency-conversion';
/**
 * Plain-data input and output of the hotel pricing engine (domain-rules §1–§4, §6, §7).
 * Money is exact decimal text ("100.00"), dates are YYYY-MM-DD (UTC calendar days).
 * The database adapter maps catalogue rows to these shapes; the engine never does I/O.
 */

export type MarkupType = 'percent' | 'fixed';
export type Channel = 'b2b' | 'b2c';
export type PenaltyType = 'percent' | 'nights' | 'fixed';
export type Availability = 'available' | 'onrequest';

export type OfferKind = 'stopSales' | 'discounts' | 'freeNights' | 'freePassengers' | 'freeTransfers' | 'mealChanges' | 'mealsPrices' | 'transfersPrices';

export interface EngineMarkup {
  type: MarkupType;
  /** null or '' = not set: the hotel-markup settings decide. */
  amount: string | null;
}

export interface EngineUnallowedOccupancy {
  unallowedMinAdultOccupancy: number;
  unallowedMaxAdultOccupancy: number;
  unallowedMinChildOccupancy: number;
  unallowedMaxChildOccupancy: number;
}

export interface EnginePricingRow {
  id: number;
  startDate: string;
  endDate: string;
  pricingType: 'personCount' | 'extraAdult';
  /** The meal the price includes. */
  mealTypeId: number;
  /** `{n}person` prices by n. */
  personPrices: Record<number, string>;
  extraAdult: string | null;
  extraChild: string | null;
  /** Stay restrictions of the period (domain-rules §4.6); absent or null: none. */
  controls?: StayControls | null;
}

/** Closed days of a period: ISO weekdays as a bitmask (bit 1 = Monday ... bit 7 = Sunday) and dates. */
export interface ClosedDays {
  weekdays: number;
  dates: readonly string[];
}

/** A pricing period's stay controls (domain-rules §4.6); null imposes nothing. */
export interface StayControls {
  minStayArrival: number | null;
  minStayThrough: number | null;
  maxStay: number | null;
  closedToArrival: ClosedDays | null;
  closedToDeparture: ClosedDays | null;
  releaseDays: number | null;
  minAdvance: number | null;
  maxAdvance: number | null;
}

export interface EngineRoom {
  id: number;
  name: string;
  minAdultOccupancy: number;
  maxAdultOccupancy: number;
  minChildOccupancy: number;
  maxChildOccupancy: number;
  baseOccupancy: number;
  maxOccupancy: number;
  unallowedOccupancies: EngineUnallowedOccupancy[];
  pricing: EnginePricingRow[];
  /** Per night (YYYY-MM-DD). A night absent = no allotment = freely sellable (§6). */
  allotment: Record<string, { rooms: number; sold: number }>;
}

export interface EngineOffer {
  id: number;
  kind: OfferKind;
  name: string | null;
  /** Travel period, both inclusive. */
  startDate: string;
  endDate: string;
  /** Booking period, both inclusive; null = open on that side. */
  bookStartDate: string | null;
  bookEndDate: string | null;
  roomTypeIds: 'all' | number[];
  applyWithOthersIds: number[];
  pricingData: Record<string, string | number>;
}

export interface EngineCancellationRule {
  daysBefore: number;
  penaltyType: PenaltyType;
  /** percent of the item total, a number of nights, or a fixed amount in the hotel currency. */
  amount: string;
}

export interface EngineHotel {
  id: number;
  name: string;
  /** Contract currency: every price of the hotel is in it. */
  currency: string;
  categoryId: number | null;
  /** The hotel's location id first, then its parent, grandparent... */
  locationPath: number[];
  infantAgeMax: number;
  children1AgeMax: number;
  children2AgeMax: number | null;
  mealTypeIds: number[];
  markups: { b2b?: EngineMarkup; b2c?: EngineMarkup };
  rooms: EngineRoom[];
  offers: EngineOffer[];
  cancellationRules: EngineCancellationRule[];
}

export interface SearchRoom {
  adults: number;
  childrenAges: number[];
}

/** A row of the hotel-markup settings ("Hotel markups for 1 room 1 day"). */
export interface MarkupRule {
  id: number;
  distributionChannel: string;
  /** null = all categories. */
  hotelCategoryId: number | null;
  /** null = all locations; else matches this location and its descendants. */
  locationId: number | null;
  type: MarkupType;
  amount: string;
  position: number;
}

/** Currency rates against the default currency: 1 X = rates[X] default currency (the shared converter's input). */
export type { Conversion };

export interface PricingContext extends Conversion {
  /** "Today": decides booking periods of offers. */
  bookingDate: string;
  checkIn: string;
  /** The check-out night is not charged: nights are checkIn..checkOut-1. */
  checkOut: string;
  channel: Channel;
  /** The requested currency. */
  currency: string;
  markupRules: MarkupRule[];
  /** The agent's extra markup set by the admin (extraMarkups.hotel[0]); null for visitors. */
  agencyExtra: { type: MarkupType; amount: string } | null;
  /** False: options carry an empty `breakdown` (only administrators are shown it). Default true. */
  withBreakdown?: boolean;
}

export interface OfferRef {
  id: number;
  name: string | null;
  kind: OfferKind;
}

export interface NightBreakdown {
  date: string;
  pricingRowId: number;
  /** Hotel currency, before offers: `{n}person`, or base + extra adults. */
  roomPart: string;
  /** Hotel currency, before offers: children x extraChild. */
  childCharges: string;
  /** Hotel currency, before offers: the option meal's supplement over the row's meal. */
  mealSupplement: string;
  /** What each applied offer took off this night (nights where it changed nothing are left out). */
  offers: { id: number; kind: OfferKind; amountOff: string }[];
  /** roomPart + childCharges + mealSupplement - sum of amountOff. */
  net: string;
  markup: string;
  agencyExtra: string;
  /** net + markup + agencyExtra, hotel currency, exact. */
  selling: string;
  /** Hotel currency -> requested currency multiplier (informational; conversion is exact). */
  rate: string;
  /** selling in the requested currency, rounded half away from zero to 2 decimals. */
  sellingConverted: string;
}

export interface RoomOption {
  roomId: number;
  roomName: string;
  mealTypeId: number;
  availability: Availability;
  /** Requested currency: the sum of perNight. */
  price: string;
  perNight: string[];
  currency: string;
  /** Hotel currency, the sum of nightly nets rounded to 2 decimals. */
  priceNet: string;
  netCurrency: string;
  /** The offers applied to the price. */
  offers: OfferRef[];
  /** Applicable free-transfer offers combinable with the applied set (for the transfer's price). */
  transferOffers: OfferRef[];
  breakdown: NightBreakdown[];
}

/** A policy row, as every product's item has them (the shared cost rule's input). */
export type { CancellationPolicyRow } from '../../../lib/cancellation-cost';
