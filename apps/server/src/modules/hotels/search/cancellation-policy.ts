import type { DbOrTx } from '../../../db/client';
import { repriceOption } from './reprice';
import type { Viewer } from './service';

/**
 * POST search/cancellation-policy: the rules of a searched room option, re-priced from its hash as
 * it would be booked today (a changed price keeps its rules), each with its title.
 */
export async function cancellationPolicy(db: DbOrTx, hash: string, viewer: Viewer, today: string) {
  const { policies, engine } = await repriceOption(db, hash, viewer, today, { acceptChangedPrice: true });
  // A hotel without cancellation rules is non-refundable from the booking date (domain-rules §7).
  const nonRefundable = engine.cancellationRules.length === 0;
  return {
    rules: policies.map((p) => ({
      dateFrom: p.dateFrom,
      dateTo: p.dateTo,
      cost: p.cost,
      currency: p.currencyCost,
      title:
        Number(p.cost) === 0
          ? 'Free cancellation'
          : nonRefundable
            ? `Non-refundable: ${p.cost} ${p.currencyCost}`
            : `Cancellation fee ${p.cost} ${p.currencyCost}`,
    })),
  };
}
