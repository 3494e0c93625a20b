import type { DbOrTx } from '../../db/client';
import { listTaxonomies } from '../reference';

/**
 * What a room option and a booked room say of a room type besides its name (storefront spec §3
 * Room option, account spec §3 Booking item; issue 29): its `roomType` taxonomy entry, its room
 * category and its facilities ("accommodations"), in the taxonomy's order.
 */
export type RoomFacts = {
  roomTypeTaxonomy: { id: number; title: string } | null;
  roomCategory: { id: number; title: string } | null;
  accommodations: { title: string }[];
};

/** A room type row with the titles its taxonomy ids point to (repo.ts reads them along). */
type RoomRow = {
  roomTypeTaxonomyId: number | null;
  roomTypeTaxonomyTitle: string | null;
  roomCategoryId: number | null;
  roomCategoryTitle: string | null;
  roomFacilityIds: number[];
};

/** The room facilities' titles in the taxonomy's order, read once for many room types. */
export const facilityTitles = async (db: DbOrTx) => (await listTaxonomies(db, 'roomFacility')).map((f) => ({ id: f.id, title: f.title }));

const titled = (id: number | null, title: string | null) => (id === null ? null : { id, title: title ?? '' });

export function roomFactsOf(room: RoomRow, facilities: { id: number; title: string }[]): RoomFacts {
  const chosen = new Set(room.roomFacilityIds);
  return {
    roomTypeTaxonomy: titled(room.roomTypeTaxonomyId, room.roomTypeTaxonomyTitle),
    roomCategory: titled(room.roomCategoryId, room.roomCategoryTitle),
    accommodations: facilities.filter((f) => chosen.has(f.id)).map((f) => ({ title: f.title })),
  };
}
