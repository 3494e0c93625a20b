import type { DbOrTx } from '../../../db/client';
import { loadHotelsForSearch, type SearchHotel } from '../search-data';
import { listLocationParents } from '../../reference';
import type { EngineHotel } from '../pricing';
import { NO_ALLOTMENT } from '../pricing/nightly';

/** Parent of every location, for markup precedence by nearest location (domain-rules §4.4). */
const parentCache = new WeakMap<object, { at: number; parents: Map<number, number | null> }>();
const PARENTS_TTL_MS = 10 * 60_000;

async function locationParents(db: DbOrTx) {
  const cached = parentCache.get(db);
  if (cached && Date.now() - cached.at < PARENTS_TTL_MS) return cached.parents;
  const rows = await listLocationParents(db);
  const parents = new Map(rows.map((r) => [r.id, r.parentId]));
  parentCache.set(db, { at: Date.now(), parents });
  return parents;
}

function locationPath(parents: Map<number, number | null>, id: number): number[] {
  const path: number[] = [];
  for (let current: number | null | undefined = id; current && path.length < 10; current = parents.get(current)) path.push(current);
  return path;
}

export function toEngineHotel(hotel: SearchHotel, parents: Map<number, number | null>): EngineHotel {
  return {
    id: hotel.id,
    name: hotel.name,
    currency: hotel.defaultCurrency,
    categoryId: hotel.hotelCategory?.id ?? null,
    locationPath: hotel.location ? locationPath(parents, hotel.location.id) : [],
    infantAgeMax: hotel.infantAgeMax,
    children1AgeMax: hotel.children1AgeMax,
    children2AgeMax: hotel.children2AgeMax,
    mealTypeIds: hotel.mealTypeIds,
    markups: {
      b2b: hotel.markups.b2b ? { type: hotel.markups.b2b.type, amount: hotel.markups.b2b.amount ?? null } : undefined,
      b2c: hotel.markups.b2c ? { type: hotel.markups.b2c.type, amount: hotel.markups.b2c.amount ?? null } : undefined,
    },
    rooms: hotel.rooms.map((room) => ({
      id: room.id,
      name: room.name,
      minAdultOccupancy: room.minAdultOccupancy,
      maxAdultOccupancy: room.maxAdultOccupancy,
      minChildOccupancy: room.minChildOccupancy,
      maxChildOccupancy: room.maxChildOccupancy,
      baseOccupancy: room.baseOccupancy,
      maxOccupancy: room.maxOccupancy,
      unallowedOccupancies: room.unallowedOccupancies,
      pricing: room.pricing,
      allotment: room.allotments.length ? Object.fromEntries(room.allotments.map((a) => [a.night, { rooms: a.rooms, sold: a.sold }])) : NO_ALLOTMENT,
    })),
    offers: hotel.offers.map((o) => ({ ...o, kind: o.kind as EngineHotel['offers'][number]['kind'] })),
    cancellationRules: hotel.cancellationRules,
  };
}

/** The hotels of a destination (or one hotel) with what the engine needs. */
export async function loadCatalogue(db: DbOrTx, filter: { locationId?: number; hotelId?: number }, stay: { checkIn: string; checkOut: string }) {
  // Only the rows that can price the stay's nights are read, and those covering the check-out day
  // (its row may close it to departure, domain-rules §4.6; the check-out night is not charged).
  const [hotels, parents] = await Promise.all([loadHotelsForSearch(db, filter, { firstNight: stay.checkIn, lastNight: stay.checkOut }), locationParents(db)]);
  return hotels.map((hotel) => ({ hotel, engine: toEngineHotel(hotel, parents) }));
}
