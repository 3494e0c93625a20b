import { and, eq } from 'drizzle-orm';
import type { RoomRequest } from '@travel/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { listTaxonomies } from '../reference';
import { indexGraph, presentRoom } from './presenter';
import { findRoom, hotelScope, loadHotelGraph, lockHotel } from './repo';
import { hotelRooms } from './tables';

/** `roomFacilities` arrives as an id→1 map or an id list (spec §7); stored as a sorted id list. */
async function facilityIds(db: DbOrTx, facilities: RoomRequest['roomFacilities']) {
  const ids = [...new Set(Array.isArray(facilities) ? facilities : Object.keys(facilities).map(Number))].sort((a, b) => a - b);
  if (ids.length === 0) return ids;
  const known = new Set((await listTaxonomies(db, 'roomFacility')).map((f) => f.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(`roomFacilities: Room facility ${unknown} not found`, 'validation');
  return ids;
}

/** A taxonomy id of the room form (`roomTypeTaxonomy`, `roomCategory`): absent is none, an unknown id a 400 naming the field. */
async function taxonomyChoice(db: DbOrTx, field: 'roomTypeTaxonomy' | 'roomCategory', id: number | undefined) {
  if (id === undefined) return null;
  const type = field === 'roomCategory' ? 'roomCategory' : 'roomType';
  if (!(await listTaxonomies(db, type)).some((t) => t.id === id)) {
    throw badRequest(`${field}: ${field === 'roomCategory' ? 'Room category' : 'Room type'} ${id} not found`, 'validation');
  }
  return id;
}

/** The checked references of a room form: facilities, room type taxonomy entry, category. */
async function roomReferences(db: DbOrTx, input: RoomRequest) {
  return {
    roomFacilityIds: await facilityIds(db, input.roomFacilities),
    roomTypeTaxonomyId: await taxonomyChoice(db, 'roomTypeTaxonomy', input.roomTypeTaxonomy),
    roomCategoryId: await taxonomyChoice(db, 'roomCategory', input.roomCategory),
  };
}

const roomColumns = (input: RoomRequest, references: Awaited<ReturnType<typeof roomReferences>>) => ({
  name: input.name,
  minAdultOccupancy: input.minAdultOccupancy,
  maxAdultOccupancy: input.maxAdultOccupancy,
  minChildOccupancy: input.minChildOccupancy,
  maxChildOccupancy: input.maxChildOccupancy,
  baseOccupancy: input.baseOccupancy,
  maxOccupancy: input.maxOccupancy,
  extraBedsCount: input.extraBedsCount,
  unallowedOccupancies: input.unallowedOccupancies,
  ...references,
  note: input.note ?? null,
});

export async function createRoom(db: Db, hotelId: number, input: RoomRequest) {
  return db.transaction(async (tx) => {
    if (!(await lockHotel(tx, hotelId))) throw notFound('Hotel');
    const [row] = await tx
      .insert(hotelRooms)
      .values({ hotelId, ...roomColumns(input, await roomReferences(tx, input)) })
      .returning({ id: hotelRooms.id });
    return row!.id;
  });
}

/**
 * Saves a room type. Its pricing rows are kept when the occupancy changes: the admin completes
 * the person prices of the new range at the next hotel save, which requires them.
 */
export async function updateRoom(db: Db, hotelId: number, roomId: number, input: RoomRequest) {
  await db.transaction(async (tx) => {
    if (!(await findRoom(tx, hotelId, roomId))) throw notFound('Room type');
    await tx
      .update(hotelRooms)
      .set(roomColumns(input, await roomReferences(tx, input)))
      .where(and(eq(hotelRooms.id, roomId), eq(hotelRooms.hotelId, hotelId)));
  });
}

/** A room type with its pricing and allotment; a room of another hotel is not found. */
export async function findRoomDetails(db: DbOrTx, hotelId: number, roomId: number) {
  const graph = await loadHotelGraph(db, hotelScope({ hotelId }));
  const room = graph.rooms.find((r) => r.id === roomId);
  return room ? presentRoom(room, indexGraph(graph)) : null;
}
