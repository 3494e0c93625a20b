import { and, asc, between, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hotelRooms, hotels, roomAllotments } from './tables';

/**
 * Sell-through of hotel allotments (issue 35): per room type and night, the rooms for sale and the
 * rooms sold (domain-rules §6). A room type without an allotment sells freely and has no line.
 * `hotelId` narrows to one hotel's room types.
 */
export async function roomSellThrough(db: DbOrTx, from: string, to: string, hotelId?: number) {
  const rows = await db
    .select({
      roomId: roomAllotments.roomId,
      night: roomAllotments.night,
      rooms: roomAllotments.rooms,
      sold: roomAllotments.sold,
      room: hotelRooms.name,
      hotel: hotels.name,
    })
    .from(roomAllotments)
    .innerJoin(hotelRooms, eq(hotelRooms.id, roomAllotments.roomId))
    .innerJoin(hotels, eq(hotels.id, hotelRooms.hotelId))
    .where(and(between(roomAllotments.night, from, to), hotelId ? eq(hotels.id, hotelId) : undefined))
    .orderBy(asc(hotels.name), asc(hotelRooms.id), asc(roomAllotments.night));
  const lines = new Map<number, { id: number; label: string; cells: { date: string; capacity: number; sold: number }[] }>();
  for (const r of rows) {
    const line = lines.get(r.roomId) ?? { id: r.roomId, label: `${r.hotel} · ${r.room}`, cells: [] };
    line.cells.push({ date: r.night, capacity: r.rooms, sold: r.sold });
    lines.set(r.roomId, line);
  }
  return [...lines.values()];
}

/** Room type nights from `from` to `to` with `left` or fewer rooms left of an allotment that had some (about to sell out). */
export async function roomsSellingOut(db: DbOrTx, from: string, to: string, left: number, limit: number) {
  const rows = await db
    .select({
      id: roomAllotments.roomId,
      night: roomAllotments.night,
      rooms: roomAllotments.rooms,
      sold: roomAllotments.sold,
      room: hotelRooms.name,
      hotel: hotels.name,
    })
    .from(roomAllotments)
    .innerJoin(hotelRooms, eq(hotelRooms.id, roomAllotments.roomId))
    .innerJoin(hotels, eq(hotels.id, hotelRooms.hotelId))
    .where(and(between(roomAllotments.night, from, to), sql`${roomAllotments.rooms} > 0`, lte(sql`${roomAllotments.rooms} - ${roomAllotments.sold}`, left)))
    .orderBy(asc(sql`${roomAllotments.rooms} - ${roomAllotments.sold}`), asc(roomAllotments.night), asc(roomAllotments.roomId))
    .limit(limit);
  return rows.map((r) => ({
    kind: 'room' as const,
    id: r.id,
    name: `${r.hotel} · ${r.room}`,
    date: r.night,
    left: Math.max(0, r.rooms - r.sold),
    capacity: r.rooms,
  }));
}
