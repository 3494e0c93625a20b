import { z } from 'zod';
import { PRODUCT_TYPES } from './bookings';

/**
 * What cancelling costs, item by item (issue 30; account spec §2 passenger step warning, §4
 * Cancelling; domain-rules §7): the passenger step's recap of every chosen item (hotel rooms,
 * flight fares, transfers, visas) and the cancel dialog's cost per item and total. Money is
 * decimal text with two decimals.
 */

/** One concrete cancellation row as the booking will write it: from `dateFrom` to `dateTo` (both inclusive) cancelling costs `cost`. */
export const cancellationRecapRowSchema = z.object({ dateFrom: z.string(), dateTo: z.string(), cost: z.string(), currency: z.string() });

/** A chosen item of the passenger step, priced as `POST bookings` would price it today. */
export const cancellationRecapItemSchema = z.object({
  productType: z.enum(PRODUCT_TYPES),
  /** 'Hotel Lisboa: Double, Bed and breakfast', 'Lisbon - Paris (TA401)', 'Schengen tourist, Tourist 30 days'. */
  title: z.string(),
  /** The item total (price x count + extras). */
  total: z.string(),
  currency: z.string(),
  /** Its rows, a free row first when there is a free period. */
  rows: z.array(cancellationRecapRowSchema),
  /** What cancelling it would cost today: the row covering today ('0.00': free). */
  costToday: z.string(),
  /** It costs its whole total from the booking date on (a visa; a product without rules). */
  nonRefundable: z.boolean(),
});
export type CancellationRecapItem = z.infer<typeof cancellationRecapItemSchema>;

/**
 * The passenger step's recap: every chosen item the server could price (an item whose offer
 * expired or moved is left out; the booking call says why), and what cancelling them all would cost
 * today, in the booking's currency (null without items).
 */
export const cancellationRecapSchema = z.object({
  items: z.array(cancellationRecapItemSchema),
  costToday: z.string(),
  currency: z.string().nullable(),
});
export type CancellationRecap = z.infer<typeof cancellationRecapSchema>;

/** One live item of a booking in the cancel dialog: what cancelling it today costs. */
export const cancellationInfoItemSchema = z.object({
  id: z.number(),
  productType: z.enum(PRODUCT_TYPES),
  title: z.string(),
  cost: z.string(),
  currency: z.string(),
});
export type CancellationInfoItem = z.infer<typeof cancellationInfoItemSchema>;

/** `GET bookings/{id}/cancellation-info` (account spec §7 `cost, currency`): the total and, per live item, its cost (issue 30). */
export const cancellationInfoSchema = z.object({ cost: z.string(), currency: z.string(), items: z.array(cancellationInfoItemSchema) });
export type CancellationInfo = z.infer<typeof cancellationInfoSchema>;
