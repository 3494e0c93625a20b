import { z } from 'zod';
import { defineRoutes } from './define';

/**
 * The inventory consistency check (issue 27): what the ledger and the catalogue disagree on. Each
 * finding is one sentence an administrator can act on, with the bookings concerned. An empty list
 * is the normal state, on the demo data and after the race tests.
 */
export const INVENTORY_FINDING_KINDS = [
  /** A live hold names a room type, segment or leg that no longer exists. */
  'hold_without_resource',
  /** A live hold of a resource type no product knows. */
  'unknown_resource_type',
  /** A confirmed item that should hold rooms or seats holds nothing. */
  'item_without_holds',
  /** A live hold of an item that is not confirmed (on request, cancelled) or no longer exists. */
  'hold_of_unconfirmed_item',
  /** A departure or a night from today on sold over what it sells. */
  'oversold',
  /** A counter kept beside the ledger (a room night's `sold`) differs from its live holds. */
  'counter_mismatch',
  /** A seat held on a departure from today on that the seat map does not sell (blocked, or off the map). */
  'seat_not_for_sale',
] as const;
export type InventoryFindingKind = (typeof INVENTORY_FINDING_KINDS)[number];

export const inventoryFindingSchema = z.object({
  kind: z.enum(INVENTORY_FINDING_KINDS),
  message: z.string(),
  /** Booking references concerned (empty when none can be named). */
  bookings: z.array(z.string()),
});
export type InventoryFinding = z.infer<typeof inventoryFindingSchema>;

export const inventoryCheckSchema = z.object({
  /** The day the check counted "from today on" from. */
  today: z.string(),
  /** Live holds read. */
  liveHolds: z.number().int(),
  findings: z.array(inventoryFindingSchema),
});
export type InventoryCheck = z.infer<typeof inventoryCheckSchema>;

export const inventoryApi = defineRoutes('inventory', {
  check: {
    method: 'GET',
    path: '/inventory/check',
    summary: 'The inventory consistency check: holds without their resource, items without their holds, departures and nights sold over capacity',
    access: 'admin',
    responses: { 200: inventoryCheckSchema },
  },
});
