/*
 * Flight mode's constants and price rule, without schemas: the results page and the wizard import
 * them, and a module with zod schemas would bring zod along (issue 17.4). flight-search.ts
 * re-exports them with its schemas.
 */

export const FLIGHT_EXTRA_TYPES = ['baggage', 'meal', 'seat'] as const;
export type FlightExtraType = (typeof FLIGHT_EXTRA_TYPES)[number];
export const SEGMENT_KEYS = ['outbound', 'return'] as const;
export type SegmentKey = (typeof SEGMENT_KEYS)[number];

/** A leg's key: its segment and its position from 1 ('outbound-1', 'return-2'). */
export const legKeyOf = (segmentKey: SegmentKey, position: number) => `${segmentKey}-${position + 1}`;
export const LEG_KEY = /^(outbound|return)-[1-4]$/;

/** The account spec's 'not available' sentences of the extras steps, and the storefront spec's required-extras sentence (§ wizard messages, written as the spec writes it). */
export const FLIGHT_EXTRA_MESSAGES = {
  baggage: 'Baggage selection for this flight not available.',
  meal: 'Meal selection for this flight not available.',
  seat: 'Seat selection for this flight not available.',
  required: 'The fare you have selected includes extras,please select extras for passengers.',
} as const;

/** Decimal text as an integer of `scale` decimals (exact for the engine's averages). */
function scaled(text: string, scale: number): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a decimal: ${text}`);
  const fraction = (match[3] ?? '').padEnd(scale, '0').slice(0, scale);
  const value = BigInt(match[2]!) * 10n ** BigInt(scale) + BigInt(fraction || '0');
  return match[1] ? -value : value;
}

/**
 * The flight item's price from exact averages (storefront spec §4 point 2, domain-rules §5.1):
 * round(pricePerPaxAvgBase + sum of the chosen fares' extras), half away from zero, 2 decimals.
 * The server's figure is the one booked; this is the wizard's summary of it.
 */
export function flightItemPrice(base: string, extras: string[]): string {
  const scale = 30;
  const total = [base, ...extras].reduce((s, t) => s + scaled(t, scale), 0n);
  const unit = 10n ** BigInt(scale - 2);
  const negative = total < 0n;
  const abs = negative ? -total : total;
  const cents = abs / unit + (abs % unit >= unit / 2n ? 1n : 0n);
  const text = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
  return negative && cents !== 0n ? `-${text}` : text;
}
