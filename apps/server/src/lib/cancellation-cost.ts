import { inRange } from './dates';

/**
 * A booked item's cancellation policy row (domain-rules §7), whatever its product: hotel rooms,
 * flights, transfers and visas all write such rows; the booking's cancellation and the passenger
 * step's recap read from them what cancelling costs on a date (cancellationCost).
 */
export interface CancellationPolicyRow {
  dateFrom: string;
  dateTo: string;
  /** 2 decimals, in currencyCost. */
  cost: string;
  currencyCost: string;
}

/**
 * The cost of cancelling an item on `cancelDate`: the row covering the date. Before the first row
 * it is free; after the last (past check-out) the last row's cost stands.
 */
export function cancellationCost(policies: readonly CancellationPolicyRow[], cancelDate: string): string {
  const covering = policies.find((p) => inRange(cancelDate, p.dateFrom, p.dateTo));
  if (covering) return covering.cost;
  const last = policies[policies.length - 1];
  return last && cancelDate > last.dateTo ? last.cost : '0.00';
}
