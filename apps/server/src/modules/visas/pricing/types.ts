import type { Conversion } from '../../../lib/currency-conversion';
import type { Dec } from '../../../lib/money';

/**
 * Plain-data input and output of the visa pricing engine (domain-rules §1, §2, §3, §5.1, §5.3).
 * Money is exact decimal text ("80.00"), dates YYYY-MM-DD. The search adapts catalogue rows to
 * these shapes; the engine does no I/O.
 */

export type MarkupType = 'percent' | 'fixed';
export type VisaMarkup = { type: MarkupType; amount: string };

/** The price bands of a visa passenger: both child bands pay `extraChild` (domain-rules §3). */
export type VisaBand = 'adult' | 'child' | 'infant';
export const VISA_BANDS: readonly VisaBand[] = ['adult', 'child', 'infant'];

/** The visa's own age limits (domain-rules §3). */
export type VisaAgeBands = { infantAgeMax: number; children1AgeMax: number; children2AgeMax: number | null };

/** A passenger as searched or booked: an adult has no stated age; children and infants have theirs. */
export type VisaPassenger = { ageType: 'adult' | 'child' | 'infant'; age: number | null };

/** A visa type's pricing period as stored (back-office spec §3 Visa type pricing); both dates inclusive. */
export interface EngineVisaPricing {
  id: number;
  startDate: string;
  endDate: string;
  extraAdult: string;
  extraChild: string;
  extraInfant: string;
  /** The contract currency of the row's prices. */
  currency: string;
}

/**
 * Who asks and in what: the visa's own markup of the asker's channel, the agency's extra markup
 * (agents only) and the requested currency with the default currency's rates.
 */
export interface VisaPricingContext extends Conversion {
  currency: string;
  markup: VisaMarkup | null;
  agencyExtra: VisaMarkup | null;
}

/** A visa type priced on a date: the row used, and per band the net (row currency) and the selling price (asked currency, rounded). */
export interface VisaTypePrice {
  row: EngineVisaPricing;
  net: Record<VisaBand, Dec>;
  /** Selling price per passenger of each band, in `currency`, 2 decimals. */
  selling: Record<VisaBand, string>;
  currency: string;
}
