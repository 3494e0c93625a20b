import { addDays, maxDate } from '../../../lib/dates';
import { type Dec, dec, moneyText, percentOf, sum, ZERO } from '../../../lib/money';
import type { PolicyRow } from '../../products';

/**
 * A flight item's cancellation rows (domain-rules §5.1, §7), pure. Each segment follows its chosen
 * fare's rules, counted in days before that segment's departure: rule i applies from departure - D(i)
 * until the next rule starts, the last one (smallest D) from then on. Before the first rule the
 * segment is free to cancel; a fare without rules is non-refundable (its whole share from the
 * booking date). A penalty is a percent of the segment's share of the item total, or a fixed
 * amount per passenger in the fare's currency (converted), never more than that share.
 *
 * The item's cost on a day is the sum of its segments' costs that day; the rows cut the time from
 * the booking date to the item's last date wherever that sum changes (a free row first when
 * cancelling starts free), as the hotel rows do (hotels/pricing/cancellation.ts).
 */

export type FlightRule = { daysBefore: number; penaltyType: 'percent' | 'fixed' | 'nights'; amount: string };

export interface CancellationSegment {
  /** The segment's departure date. */
  departureDate: string;
  /** Its part of the item total, in the item's currency (exact). */
  share: Dec;
  rules: readonly FlightRule[];
  /** A fixed penalty per passenger (fare currency) in the item's currency, unrounded. */
  fixedPerPassenger: (amount: string) => Dec;
  passengers: number;
}

/** When each rule of a segment starts, latest rule last (largest days before first). */
function timeline(segment: CancellationSegment) {
  return [...segment.rules].sort((a, b) => b.daysBefore - a.daysBefore).map((rule) => ({ from: addDays(segment.departureDate, -rule.daysBefore), rule }));
}

function penalty(segment: CancellationSegment, rule: FlightRule): Dec {
  // 'nights' is refused for fares (a flight has no nights); read as nothing should one be stored.
  const cost =
    rule.penaltyType === 'percent'
      ? percentOf(segment.share, rule.amount)
      : rule.penaltyType === 'fixed'
        ? segment.fixedPerPassenger(rule.amount).times(segment.passengers)
        : ZERO;
  return cost.lte(segment.share) ? cost : segment.share;
}

/** A segment's cost of cancelling on `date`. */
function costOn(segment: CancellationSegment, steps: ReturnType<typeof timeline>, date: string): Dec {
  if (steps.length === 0) return segment.share;
  const applying = steps.filter((step) => step.from <= date).at(-1);
  return applying ? penalty(segment, applying.rule) : ZERO;
}

/**
 * The item's concrete rows from `bookingDate` to `lastDate` (the item's end), costs rounded to the
 * cent in `currency` and never above `itemTotal`.
 */
export function flightCancellationPolicies(
  segments: readonly CancellationSegment[],
  bookingDate: string,
  lastDate: string,
  itemTotal: string,
  currency: string,
): PolicyRow[] {
  const total = dec(itemTotal);
  const end = maxDate(bookingDate, lastDate);
  const steps = segments.map(timeline);
  const starts = new Set([bookingDate]);
  for (const segmentSteps of steps) for (const step of segmentSteps) if (step.from > bookingDate && step.from <= end) starts.add(step.from);
  const dates = [...starts].sort();

  const rows: PolicyRow[] = [];
  dates.forEach((dateFrom, i) => {
    const cost = sum(segments.map((segment, s) => costOn(segment, steps[s]!, dateFrom)));
    const text = moneyText(cost.lte(total) ? cost : total);
    const dateTo = i + 1 < dates.length ? addDays(dates[i + 1]!, -1) : end;
    const previous = rows.at(-1);
    if (previous && previous.cost === text) previous.dateTo = dateTo;
    else rows.push({ dateFrom, dateTo, cost: text, currencyCost: currency });
  });
  return rows;
}

/**
 * A fare's rules in words, as its fare card lists them: when cancelling is free, then each penalty
 * from its day. `fixed` renders a fixed penalty per passenger in the asked currency.
 */
export function describeFareRules(rules: readonly FlightRule[], fixed: (amount: string) => string): string[] {
  if (rules.length === 0) return ['Non-refundable'];
  const sorted = [...rules].sort((a, b) => b.daysBefore - a.daysBefore);
  const when = (days: number) => (days === 0 ? 'on the day of departure' : `from ${days} ${days === 1 ? 'day' : 'days'} before departure`);
  const what = (rule: FlightRule) => (rule.penaltyType === 'percent' ? `${dec(rule.amount).toFixed()} % of the price` : `${fixed(rule.amount)} per passenger`);
  const first = sorted[0]!.daysBefore;
  return [
    `Free cancellation until ${first + 1} ${first + 1 === 1 ? 'day' : 'days'} before departure`,
    ...sorted.map((rule) => `Cancellation fee ${what(rule)} ${when(rule.daysBefore)}`),
  ];
}
