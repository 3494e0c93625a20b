import { formatDayAs } from '@travel/contracts';
import { inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { liveSeatHoldsOfType, liveUnitsOfType } from '../inventory';
import type { InventoryAuditFinding, ProductInventory } from '../products';
import { isFlightSnapshot, SEAT_RESOURCE, SEGMENT_RESOURCE } from './sale';
import { seatOffSale } from './schedule';
import { segmentCapacity } from './search/plan';
import { flightLegs, flightSegments } from './tables';

/**
 * The flights' side of the inventory check (issue 27): capacity and seat holds whose segment or
 * leg is gone, departures from today on sold over their capacity, and seats held from today on
 * that the leg's seat map does not sell.
 */
async function audit(db: DbOrTx, today: string): Promise<InventoryAuditFinding[]> {
  const [units, seatUnits, seats] = await Promise.all([
    liveUnitsOfType(db, SEGMENT_RESOURCE),
    liveUnitsOfType(db, SEAT_RESOURCE),
    liveSeatHoldsOfType(db, SEAT_RESOURCE, today),
  ]);
  const segmentIds = [...new Set(units.map((u) => u.resourceId))];
  const heldLegIds = [...new Set(seatUnits.map((u) => u.resourceId))];
  const [segments, legs] = await Promise.all([
    segmentIds.length ? db.select().from(flightSegments).where(inArray(flightSegments.id, segmentIds)) : [],
    // The legs of the held segments (their capacity) and every leg holding seats.
    segmentIds.length || heldLegIds.length
      ? db
          .select()
          .from(flightLegs)
          .where(
            or(segmentIds.length ? inArray(flightLegs.segmentId, segmentIds) : undefined, heldLegIds.length ? inArray(flightLegs.id, heldLegIds) : undefined),
          )
      : [],
  ]);
  const segmentById = new Map(segments.map((s) => [s.id, s]));
  const legById = new Map(legs.map((l) => [l.id, l]));
  const findings: InventoryAuditFinding[] = [];
  for (const u of units) {
    const segment = segmentById.get(u.resourceId);
    if (!segment) {
      findings.push({
        kind: 'hold_without_resource',
        message: `${u.units} seats on ${formatDayAs(u.date)} are held on flight segment ${u.resourceId}, which no longer exists.`,
        itemIds: u.itemIds,
      });
      continue;
    }
    if (u.date < today) continue;
    const capacity = segmentCapacity(
      segment,
      legs.filter((l) => l.segmentId === segment.id).sort((a, b) => a.position - b.position || a.id - b.id),
    );
    if (capacity !== null && u.units > capacity) {
      findings.push({
        kind: 'oversold',
        message: `Flight segment ${segment.id} (${segment.direction}) has ${u.units} seats sold on ${formatDayAs(u.date)}, over its capacity of ${capacity}.`,
        itemIds: u.itemIds,
      });
    }
  }
  for (const u of seatUnits) {
    if (!legById.has(u.resourceId)) {
      findings.push({
        kind: 'hold_without_resource',
        message: `${u.units} seats on ${formatDayAs(u.date)} are held on flight leg ${u.resourceId}, which no longer exists.`,
        itemIds: u.itemIds,
      });
    }
  }
  for (const hold of seats) {
    const leg = legById.get(hold.resourceId);
    if (!leg) continue;
    const seat = hold.seatCode!;
    const why = seatOffSale(leg.seatMap, seat);
    if (why) {
      findings.push({
        kind: 'seat_not_for_sale',
        message: `Seat ${seat} of ${leg.flightNumber} on ${formatDayAs(hold.date)} is sold but ${why === 'off' ? 'not on the seat map' : 'blocked on the seat map'}.`,
        itemIds: [hold.bookingItemId],
      });
    }
  }
  return findings;
}

export const flightInventory: ProductInventory = {
  resourceTypes: [SEGMENT_RESOURCE, SEAT_RESOURCE],
  holdsUnits: async (_db, items) =>
    new Set(items.filter((item) => isFlightSnapshot(item.option) && (item.option.seatedPassengers > 0 || item.option.seats.length > 0)).map((item) => item.id)),
  audit,
};
