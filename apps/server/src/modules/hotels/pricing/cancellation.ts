import { addDays, maxDate } from '../../../lib/dates';
import { convert } from '../../../lib/currency-conversion';
import { type Dec, dec, moneyText, percentOf, round2, sum, ZERO } from '../../../lib/money';
import type { CancellationPolicyRow, Conversion, EngineCancellationRule, EngineHotel } from './types';

/**
 * A hotel's cancellation rules made concrete for one booked stay (domain-rules §7).
 *
 * Rules sorted by days before check-in, largest first; rule i applies from checkIn - D(i) until the
 * day before the next rule starts, the last (smallest D) until check-out. Before the first rule
 * cancelling is free: a free row first, from the booking date, when there is such a period. Rows
 * start no earlier than the booking date; a rule wholly before it gives no row. No rules:
 * non-refundable, 100 % from the booking date to check-out.
 *
 * Costs are in the item's currency, rounded to 2 decimals, and never above the item total:
 * - percent: of the item total;
 * - nights: the first N nights of `perNightSelling` (the item's rounded nightly prices);
 * - fixed: the amount in the hotel currency, converted to the item's currency.
 */
export function cancellationPolicies(
  hotel: Pick<EngineHotel, 'currency' | 'cancellationRules'>,
  checkIn: string,
  checkOut: string,
  bookingDate: string,
  itemTotal: string,
  perNightSelling: readonly string[],
  currency: string,
  conversion: Conversion = { defaultCurrency: hotel.currency, rates: {} },
): CancellationPolicyRow[] {
  const total = dec(itemTotal);
  const row = (dateFrom: string, dateTo: string, cost: Dec): CancellationPolicyRow => ({
    dateFrom,
    dateTo,
    cost: moneyText(cost.lte(total) ? cost : total),
    currencyCost: currency,
  });
  if (hotel.cancellationRules.length === 0) return [row(bookingDate, maxDate(bookingDate, checkOut), total)];

  const rules = [...hotel.cancellationRules].sort((a, b) => b.daysBefore - a.daysBefore);
  const starts = rules.map((rule) => addDays(checkIn, -rule.daysBefore));
  const rows: CancellationPolicyRow[] = [];
  if (bookingDate < starts[0]) rows.push(row(bookingDate, addDays(starts[0], -1), ZERO));
  rules.forEach((rule, i) => {
    const dateFrom = maxDate(starts[i], bookingDate);
    const dateTo = i + 1 < rules.length ? addDays(starts[i + 1], -1) : checkOut;
    if (dateFrom <= dateTo) rows.push(row(dateFrom, dateTo, penalty(rule, total, perNightSelling, hotel.currency, currency, conversion)));
  });
  return rows;
}

function penalty(rule: EngineCancellationRule, total: Dec, perNight: readonly string[], from: string, to: string, conversion: Conversion): Dec {
  if (rule.penaltyType === 'percent') return percentOf(total, rule.amount);
  if (rule.penaltyType === 'nights') {
    const count = Math.max(0, Math.floor(Number(rule.amount)) || 0);
    return sum(perNight.slice(0, count).map((n) => dec(n)));
  }
  return convert(rule.amount, from, to, conversion);
}

/** A hotel's rules by days before check-in, largest first (sorted once per rules list; inputs are never mutated). */
const sorted = new WeakMap<readonly EngineCancellationRule[], EngineCancellationRule[]>();
function sortedRules(rules: readonly EngineCancellationRule[]): EngineCancellationRule[] {
  let known = sorted.get(rules);
  if (!known) {
    known = [...rules].sort((a, b) => b.daysBefore - a.daysBefore);
    sorted.set(rules, known);
  }
  return known;
}

/**
 * The last day cancelling costs nothing, from an item's policy rows (cancellationPolicies): the
 * end of the free rows the policy starts with (from the booking date); null when the first row
 * already costs something (no free period left, or no rules: non-refundable).
 */
export function freeCancellationUntil(policies: readonly CancellationPolicyRow[]): string | null {
  let until: string | null = null;
  for (const row of policies) {
    if (!dec(row.cost).isZero()) break;
    until = row.dateTo;
  }
  return until;
}

/**
 * freeCancellationUntil(cancellationPolicies(...)) without building every row: the rows are walked
 * in the same order only while they cost nothing (what the results page asks of each option it
 * shows; most hotels' first rule already costs something). Equal by construction, and tested so.
 */
export function freeCancellationUntilFor(
  hotel: Pick<EngineHotel, 'currency' | 'cancellationRules'>,
  checkIn: string,
  checkOut: string,
  bookingDate: string,
  itemTotal: string,
  perNightSelling: readonly string[],
  currency: string,
  conversion: Conversion = { defaultCurrency: hotel.currency, rates: {} },
): string | null {
  const total = dec(itemTotal);
  const free = (cost: Dec) => round2(cost.lte(total) ? cost : total).isZero();
  if (hotel.cancellationRules.length === 0) return free(total) ? maxDate(bookingDate, checkOut) : null;
  const rules = sortedRules(hotel.cancellationRules);
  // Plainly not free (a percent or the first nights of an item of a cent or more, well clear of rounding): no decimals needed.
  const plainlyCharged = (rule: EngineCancellationRule) => {
    const amount = Number(rule.amount);
    const item = Number(itemTotal);
    if (!(item >= 0.02)) return false;
    if (rule.penaltyType === 'percent') return (item * amount) / 100 >= 0.02;
    if (rule.penaltyType === 'nights') return Math.floor(amount) >= 1 && Number(perNightSelling[0]) >= 0.02;
    return false;
  };
  const start = (i: number) => addDays(checkIn, -rules[i]!.daysBefore);
  let until: string | null = null;
  let next = start(0);
  if (bookingDate < next) until = addDays(next, -1);
  for (let i = 0; i < rules.length; i++) {
    const current = next;
    if (i + 1 < rules.length) next = start(i + 1);
    const dateFrom = maxDate(current, bookingDate);
    const dateTo = i + 1 < rules.length ? addDays(next, -1) : checkOut;
    if (dateFrom > dateTo) continue;
    if (plainlyCharged(rules[i]!) || !free(penalty(rules[i]!, total, perNightSelling, hotel.currency, currency, conversion))) return until;
    until = dateTo;
  }
  return until;
}
