import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { checkStayControls, type HotelUpdateRequest, personCounts, personField, priceSchema, type RoomPricingInput } from '@travel/contracts';
import type { Tx } from '../../db/client';
import { badRequest, unprocessable } from '../../lib/errors';
import { savePeriodRows } from '../../lib/period-rows';
import { eachNight, nightsCount } from './dates';
import { lockRooms, roomsHeld } from './inventory';
import { listRoomsOfHotel } from './repo';
import { roomAllotments, roomPricing, roomPricingPersonPrices } from './tables';

type RoomTabs = NonNullable<HotelUpdateRequest['rooms']>[number];
type RoomRow = Awaited<ReturnType<typeof listRoomsOfHotel>>[number];

/** One allotment range may cover at most two years of nights (a typo like 2207 stays a 400). */
export const MAX_ALLOTMENT_NIGHTS = 731;
const INSERT_CHUNK = 1000;

const invalid = (path: string, message: string) => badRequest(`${path}: ${message}`, 'validation');

/**
 * A pricing period's prices, checked against its room (spec §3 Room pricing, §9): every
 * `{n}person` price from baseOccupancy to maxOccupancy, extraAdult for the extraAdult type,
 * a meal of the hotel. Answers the person prices to store.
 */
function checkPricing(row: RoomPricingInput, room: RoomRow, mealTypeIds: Set<number>, path: string) {
  const data = row.pricingData;
  if (!mealTypeIds.has(data.mealTypeId)) throw invalid(`${path}.pricingData.mealTypeId`, 'must be one of the hotel meal types');
  if (data.pricingType === 'extraAdult' && data.extraAdult === undefined) {
    throw invalid(`${path}.pricingData.extraAdult`, 'is required for the extraAdult pricing type');
  }
  const prices = personCounts(room).map((persons) => {
    const field = personField(persons);
    const value = data[field];
    if (value === undefined || value === null || value === '') throw invalid(`${path}.pricingData.${field}`, 'is required');
    const price = priceSchema.safeParse(value);
    if (!price.success) throw invalid(`${path}.pricingData.${field}`, price.error.issues[0]!.message);
    return { persons, price: price.data };
  });
  // Stay restrictions (domain-rules §4.6, issue 33): the first problem names the row and the field.
  const { controls, problems } = checkStayControls(data, row);
  if (problems.length) throw invalid(`${path}.pricingData.${problems[0]!.field}`, problems[0]!.message);
  return { prices, controls };
}

/**
 * A room's pricing periods: rows with an id update that period of the room, rows without one
 * are created; periods the list leaves out are kept (deleting is DELETE hotels/room-pricing/{id}).
 * Periods may overlap: the latest start prices the night (domain-rules §4.1).
 */
function savePricing(tx: Tx, room: RoomRow, rows: RoomPricingInput[], mealTypeIds: Set<number>, path: string) {
  return savePeriodRows(tx, rows, {
    table: roomPricing,
    owner: eq(roomPricing.roomId, room.id),
    path: `${path}.pricing`,
    unknownId: 'Pricing period not found for this room type',
    check: (row, rowPath) => checkPricing(row, room, mealTypeIds, rowPath),
    columns: (row, { controls }) => ({
      roomId: room.id,
      startDate: row.startDate,
      endDate: row.endDate,
      pricingType: row.pricingData.pricingType,
      mealTypeId: row.pricingData.mealTypeId,
      extraAdult: row.pricingData.extraAdult ?? null,
      extraChild: row.pricingData.extraChild ?? null,
      minStayArrival: controls.minStayArrival ?? null,
      minStayThrough: controls.minStayThrough ?? null,
      maxStay: controls.maxStay ?? null,
      releaseDays: controls.releaseDays ?? null,
      minAdvance: controls.minAdvance ?? null,
      maxAdvance: controls.maxAdvance ?? null,
      closedToArrival: controls.closedToArrival ?? null,
      closedToDeparture: controls.closedToDeparture ?? null,
    }),
    removeUnlisted: false,
    afterWrite: async (writer, pricingId, _row, { prices }, created) => {
      // The row's prices are the room's current range; prices of counts outside it go.
      if (!created) await writer.delete(roomPricingPersonPrices).where(eq(roomPricingPersonPrices.pricingId, pricingId));
      if (prices.length > 0) await writer.insert(roomPricingPersonPrices).values(prices.map((p) => ({ pricingId, ...p })));
    },
  });
}

/** Ranges → rooms per night; two ranges may overlap only when they agree (domain-rules §6). */
function expandAllotments(ranges: NonNullable<RoomTabs['allotments']>, path: string) {
  const nights = new Map<string, { rooms: number; range: number }>();
  for (const [i, range] of ranges.entries()) {
    if (nightsCount(range.startDate, range.endDate) > MAX_ALLOTMENT_NIGHTS) {
      throw invalid(`${path}.allotments.${i}.endDate`, `an allotment range covers at most ${MAX_ALLOTMENT_NIGHTS} nights`);
    }
    for (const night of eachNight(range.startDate, range.endDate)) {
      const earlier = nights.get(night);
      if (earlier && earlier.rooms !== range.rooms) {
        throw invalid(`${path}.allotments.${i}`, `overlaps allotments.${earlier.range} on ${night} with a different number of rooms`);
      }
      nights.set(night, { rooms: range.rooms, range: i });
    }
  }
  return [...nights].map(([night, { rooms }]) => ({ night, rooms }));
}

/**
 * Upserts rooms per night. `sold` counts the rooms bookings already hold on the night (the
 * inventory ledger: a booking confirmed before the allotment existed counts too), never less than
 * it was. A night whose sold count is above the new number is not updated and the save fails; the
 * room is locked (saveRoomTabs) so no booking takes or releases a room meanwhile.
 */
async function saveAllotments(tx: Tx, roomId: number, nights: { night: string; rooms: number }[], path: string) {
  for (let start = 0; start < nights.length; start += INSERT_CHUNK) {
    const chunk = nights.slice(start, start + INSERT_CHUNK);
    const held = await roomsHeld(
      tx,
      roomId,
      chunk.map((n) => n.night),
    );
    const over = chunk.find((n) => (held.get(n.night) ?? 0) > n.rooms);
    if (over) {
      throw unprocessable(
        `${path}.allotments: ${held.get(over.night)} room(s) are already sold on ${over.night}; the allotment cannot go below that.`,
        'allotment_below_sold',
      );
    }
    const written = await tx
      .insert(roomAllotments)
      .values(chunk.map((n) => ({ roomId, ...n, sold: held.get(n.night) ?? 0 })))
      .onConflictDoUpdate({
        target: [roomAllotments.roomId, roomAllotments.night],
        set: { rooms: sql`excluded.rooms`, sold: sql`greatest(${roomAllotments.sold}, excluded.sold)` },
        setWhere: sql`greatest(${roomAllotments.sold}, excluded.sold) <= excluded.rooms`,
      })
      .returning({ night: roomAllotments.night });
    if (written.length === chunk.length) continue;
    const done = new Set(written.map((w) => w.night));
    const refused = chunk.filter((n) => !done.has(n.night)).map((n) => n.night);
    const [first] = await tx
      .select()
      .from(roomAllotments)
      .where(and(eq(roomAllotments.roomId, roomId), inArray(roomAllotments.night, refused)))
      .orderBy(roomAllotments.night)
      .limit(1);
    throw unprocessable(
      `${path}.allotments: ${first?.sold ?? 'more'} room(s) are already sold on ${first?.night ?? refused[0]}; the allotment cannot go below that.`,
      'allotment_below_sold',
    );
  }
}

/**
 * The ranges sent are the room's whole allotment: nights they leave out are removed, which is
 * refused (422) for a night that already has rooms sold.
 */
async function removeOtherNights(tx: Tx, roomId: number, nights: { night: string }[], path: string) {
  const keep = nights.map((n) => n.night);
  const others = and(eq(roomAllotments.roomId, roomId), keep.length ? notInArray(roomAllotments.night, keep) : undefined);
  const [sold] = await tx
    .select()
    .from(roomAllotments)
    .where(and(others, gt(roomAllotments.sold, 0)))
    .orderBy(roomAllotments.night)
    .limit(1);
  if (sold) {
    throw unprocessable(
      `${path}.allotments: ${sold.sold} room(s) are already sold on ${sold.night}; that night's allotment cannot be removed.`,
      'allotment_below_sold',
    );
  }
  await tx.delete(roomAllotments).where(others);
}

/** Rooms part of the hotel save: pricing periods and allotment of the hotel's own room types. */
export async function saveRoomTabs(tx: Tx, hotelId: number, rooms: RoomTabs[], mealTypeIds: Set<number>) {
  const hotelRooms = new Map((await listRoomsOfHotel(tx, hotelId)).map((room) => [room.id, room]));
  for (const [i, tabs] of rooms.entries()) {
    if (!hotelRooms.has(tabs.id)) throw invalid(`rooms.${i}.id`, 'Room type not found in this hotel');
  }
  // Every room whose allotment is set, locked up front in id order (as a booking locks them).
  await lockRooms(
    tx,
    rooms.filter((tabs) => tabs.allotments !== undefined).map((tabs) => tabs.id),
  );
  for (const [i, tabs] of rooms.entries()) {
    const room = hotelRooms.get(tabs.id)!;
    const path = `rooms.${i}`;
    await savePricing(tx, room, tabs.pricing, mealTypeIds, path);
    if (tabs.allotments === undefined) continue;
    const nights = expandAllotments(tabs.allotments, path);
    await removeOtherNights(tx, room.id, nights, path);
    if (nights.length > 0) await saveAllotments(tx, room.id, nights, path);
  }
}
