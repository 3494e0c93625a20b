import type { DbOrTx } from '../../../db/client';
import type { Conversion } from '../../../lib/currency-conversion';
import { loadConversion } from '../../currency';
import { loadAllotments, loadHotelsForSearch, type SearchHotel } from '../search-data';
import { listHotelMarkupRules } from '../markups';
import { listLocationParents, listTaxonomies } from '../../reference';
import { toEngineHotel } from './catalogue';
import { dayNumber, fromDayNumber } from '../../../lib/dates';
import { NO_ALLOTMENT } from '../pricing/nightly';
import type { EngineHotel, MarkupRule } from '../pricing';

/**
 * The hotel catalogue in memory (issue 17.2, docs/decisions.md "Catalogue index"): a cold search
 * reads only the allotment nights of its stay from the database, everything else that prices it
 * (hotels, room types, every pricing row and offer, cancellation rules, rates, markup rules,
 * titles) is held here, read once per destination and adapted to the engine once.
 *
 * Freshness: every successful write that may change a price, other than a booking's, invalidates
 * the index of the worker that made it before the write is answered, and of every other worker
 * through PostgreSQL LISTEN/NOTIFY (search/cache-sync.ts). Allotment nights are held apart, by
 * destination and block of ALLOTMENT_BLOCK_DAYS nights, read when a search first needs the block:
 * a booking (or its cancellation) drops only them, everywhere, the same way, so the rooms it sold
 * show in the next search while the rest of the catalogue stays in memory. A read that started
 * before an invalidation is handed to the searches that asked for it but never kept. A booking
 * never prices from here: it re-prices from the database (reprice.ts).
 */
export type IndexedHotel = { hotel: SearchHotel; engine: EngineHotel };

/** What every hotel search needs besides its hotels. */
export type SearchReference = {
  conversion: Conversion;
  markupRules: MarkupRule[];
  meals: Map<number, { title: string }>;
  categories: Map<number, { title: string; code: string | null }>;
  /** The `roomCategory` taxonomy in its order (the room category filter's choices). */
  roomCategories: Map<number, { title: string }>;
};

type Scope = { hotels: IndexedHotel[]; roomIds: number[] };

/** Destinations kept at most (the least recently searched go first); a destination's hotels are read again when needed. */
const MAX_SCOPES = 500;

/**
 * What the destinations held may weigh together, in bytes (SEARCH_INDEX_MB, docs/decisions.md
 * "Catalogue index budget"): past it, the least recently searched destinations are dropped; a
 * destination heavier than the budget alone is served to the searches that asked for it and not
 * kept. A destination's weight is estimated from the rows it was read from (estimateBytes).
 */
export const DEFAULT_INDEX_BYTES = 256 * 1024 * 1024;

/**
 * A destination's weight, estimated from what it holds: bytes per hotel, room type, pricing row,
 * person price, offer and cancellation rule (the plain rows and the engine's copy, with the
 * objects' headers). Calibrated on the bench catalogue (2,000 hotels of 5 room types with 12
 * monthly periods, every one of its 150 destinations read): 105 MB of heap after a forced
 * collection, some 52 KB a hotel; these figures give 59 KB, a margin. Counting is cheap; the
 * JSON length it replaced cost a tenth of a big destination's read.
 */
const BYTES = { hotel: 3_000, room: 1_500, pricing: 600, personPrice: 100, offer: 1_000, rule: 200 };
const estimateBytes = (hotels: readonly IndexedHotel[]) => {
  let bytes = 0;
  for (const { hotel } of hotels) {
    bytes += BYTES.hotel + hotel.offers.length * BYTES.offer + hotel.cancellationRules.length * BYTES.rule;
    for (const room of hotel.rooms) {
      bytes += BYTES.room + room.pricing.length * BYTES.pricing;
      for (const row of room.pricing) bytes += Object.keys(row.personPrices).length * BYTES.personPrice;
    }
  }
  return bytes;
};

/** The allotment nights of a destination's room types over one block of nights: per room type, per night (YYYY-MM-DD). */
type AllotmentBlock = Map<number, Record<string, { rooms: number; sold: number }>>;
/** Nights per allotment block: a stay of a week needs one block or two. */
const ALLOTMENT_BLOCK_DAYS = 32;
/** Allotment blocks kept at most, all destinations together (the least recently used go first). */
const MAX_ALLOTMENT_BLOCKS = 4000;

const scopeKey = (filter: { locationId?: number; hotelId?: number }) => `${filter.locationId ?? ''}/${filter.hotelId ?? ''}`;

const titlesOf = async (db: DbOrTx, type: string) => new Map((await listTaxonomies(db, type)).map((t) => [t.id, t]));

export class CatalogueIndex {
  private readonly scopes = new Map<string, Promise<Scope>>();
  private reference: Promise<SearchReference> | null = null;
  /** By `<destination key>|<block number>`. */
  private readonly allotmentBlocks = new Map<string, Promise<AllotmentBlock>>();
  private readonly counts = {
    loads: 0,
    hits: 0,
    invalidations: 0,
    allotmentLoads: 0,
    allotmentInvalidations: 0,
    hotelInvalidations: 0,
    hotelLoads: 0,
    evictions: 0,
  };
  /** The estimated weight of each destination held (by key), and of them all. */
  private readonly weights = new Map<string, number>();
  private bytes = 0;
  /** Room type → the location path of its hotel (own location first), for every destination read since the last full invalidation. */
  private readonly roomPaths = new Map<number, number[]>();

  constructor(
    private readonly db: DbOrTx,
    private readonly maxBytes = DEFAULT_INDEX_BYTES,
  ) {}

  /** Forgets everything: the next search reads its destination again. */
  invalidate() {
    this.scopes.clear();
    this.weights.clear();
    this.bytes = 0;
    this.roomPaths.clear();
    this.reference = null;
    this.counts.invalidations++;
    this.invalidateAllotments();
  }

  /** Forgets the allotment nights only (a booking sold or gave back rooms): the next search reads them again. */
  invalidateAllotments() {
    this.allotmentBlocks.clear();
    this.counts.allotmentInvalidations++;
  }

  /**
   * The location paths of these room types' hotels, or null when one of them is not in a
   * destination read here (then nothing here can tell which answers it is in).
   */
  locationPathsOfRooms(roomIds: readonly number[]): number[][] | null {
    const paths: number[][] = [];
    for (const id of roomIds) {
      const path = this.roomPaths.get(id);
      if (!path) return null;
      paths.push(path);
    }
    return paths;
  }

  /**
   * Units of these room types were taken or given back on these nights (a booking, its edit or
   * cancellation): only the allotment blocks holding those nights, in the destinations holding
   * those rooms, are read again (issue 36). A room type not known here drops every block.
   */
  invalidateRoomNights(changes: readonly { roomId: number; nights: readonly string[] }[]) {
    this.counts.allotmentInvalidations++;
    const doomed = new Set<string>();
    for (const { roomId, nights } of changes) {
      const path = this.roomPaths.get(roomId);
      if (!path) {
        this.allotmentBlocks.clear();
        return;
      }
      const blocks = new Set(nights.map((night) => Math.floor(dayNumber(night) / ALLOTMENT_BLOCK_DAYS)));
      for (const key of this.allotmentBlocks.keys()) {
        const [scope = '', block = ''] = key.split('|');
        if (!blocks.has(Number(block))) continue;
        const [location, hotel] = scope.split('/');
        // A destination's key names its location; one hotel's key names the hotel too (its path is then the hotel's own).
        if ((location && path.includes(Number(location))) || (hotel && !location)) doomed.add(key);
      }
    }
    for (const key of doomed) this.allotmentBlocks.delete(key);
  }

  /**
   * These hotels changed (their facts, rooms, prices, offers, allotments or location): they are
   * read again, alone, and put in place of their old copies in every destination held; a hotel
   * that moved leaves the destinations it left and joins those it entered. The other hotels of
   * the destinations stay in memory (issue 36: an edit of one hotel must not cost the next
   * search the whole destination). The allotment blocks of the destinations are read again.
   */
  invalidateHotels(hotelIds: readonly number[]) {
    this.counts.hotelInvalidations++;
    const touched = new Set(hotelIds);
    for (const key of [...this.scopes.keys()]) {
      const hotel = Number(key.split('/')[1]);
      if (hotel && touched.has(hotel)) this.dropScope(key);
    }
    if (this.scopes.size > 0) {
      this.counts.hotelLoads++;
      const fresh = Promise.all([...touched].map((hotelId) => this.load({ hotelId }))).then((loaded) => loaded.flatMap((scope) => scope.hotels));
      for (const [key, held] of this.scopes) {
        const locationId = Number(key.split('/')[0]);
        const patched = Promise.all([held, fresh]).then(([scope, hotels]): Scope => {
          const kept = scope.hotels.filter((entry) => !touched.has(entry.hotel.id));
          const joined = hotels.filter((entry) => entry.engine.locationPath.includes(locationId));
          if (kept.length === scope.hotels.length && joined.length === 0) return scope;
          const all = [...kept, ...joined];
          return { hotels: all, roomIds: all.flatMap((entry) => entry.engine.rooms.map((room) => room.id)) };
        });
        this.keep(key, patched);
      }
    }
    this.invalidateAllotments();
  }

  /** Destinations read from the database, searches served from memory, invalidations (whole, of some hotels), allotment blocks read and dropped (GET metrics). */
  stats() {
    return { ...this.counts, destinations: this.scopes.size, bytes: this.bytes, maxBytes: this.maxBytes };
  }

  referenceData(): Promise<SearchReference> {
    if (this.reference) return this.reference;
    const loading = (async () => {
      const [conversion, rules, meals, categories, roomCategories] = await Promise.all([
        loadConversion(this.db),
        listHotelMarkupRules(this.db),
        titlesOf(this.db, 'meal'),
        titlesOf(this.db, 'hotelCategory'),
        titlesOf(this.db, 'roomCategory'),
      ]);
      return { conversion, markupRules: rules.map((r) => ({ ...r, type: r.type as MarkupRule['type'] })), meals, categories, roomCategories };
    })();
    // An invalidation resets the field, so a read it overtakes is never kept; nor is a failed one.
    this.reference = loading;
    loading.catch(() => {
      if (this.reference === loading) this.reference = null;
    });
    return loading;
  }

  /**
   * The hotels of a destination (or one hotel), with this stay's allotment nights: the engine
   * hotels of the index, copied only where the stay has allotment rows.
   */
  async hotels(filter: { locationId?: number; hotelId?: number }, stay: { firstNight: string; lastNight: string }): Promise<IndexedHotel[]> {
    const key = scopeKey(filter);
    const scope = await this.scope(filter);
    if (scope.roomIds.length === 0) return scope.hotels;
    const first = dayNumber(stay.firstNight);
    const last = dayNumber(stay.lastNight);
    const blocks: Promise<{ block: AllotmentBlock; nights: string[] }>[] = [];
    for (let block = Math.floor(first / ALLOTMENT_BLOCK_DAYS); block <= Math.floor(last / ALLOTMENT_BLOCK_DAYS); block++) {
      // The stay's nights inside this block.
      const nights: string[] = [];
      for (let day = Math.max(first, block * ALLOTMENT_BLOCK_DAYS); day <= Math.min(last, (block + 1) * ALLOTMENT_BLOCK_DAYS - 1); day++)
        nights.push(fromDayNumber(day));
      blocks.push(this.allotmentBlock(key, scope, block).then((held) => ({ block: held, nights })));
    }
    let byRoom: Map<number, Record<string, { rooms: number; sold: number }>> | null = null;
    for (const { block, nights } of await Promise.all(blocks)) {
      for (const [roomId, held] of block) {
        for (const night of nights) {
          const allotment = held[night];
          if (!allotment) continue;
          byRoom ??= new Map();
          let stayNights = byRoom.get(roomId);
          if (!stayNights) {
            stayNights = {};
            byRoom.set(roomId, stayNights);
          }
          stayNights[night] = allotment;
        }
      }
    }
    if (!byRoom) return scope.hotels;
    const held = byRoom;
    return scope.hotels.map((entry) =>
      entry.engine.rooms.some((room) => held.has(room.id))
        ? {
            hotel: entry.hotel,
            engine: { ...entry.engine, rooms: entry.engine.rooms.map((room) => ({ ...room, allotment: held.get(room.id) ?? NO_ALLOTMENT })) },
          }
        : entry,
    );
  }

  /** One block of the destination's allotment nights, read on first need (one query for all its room types). */
  private allotmentBlock(key: string, scope: Scope, block: number): Promise<AllotmentBlock> {
    const blockKey = `${key}|${block}`;
    const known = this.allotmentBlocks.get(blockKey);
    if (known) {
      this.allotmentBlocks.delete(blockKey);
      this.allotmentBlocks.set(blockKey, known);
      return known;
    }
    this.counts.allotmentLoads++;
    const from = fromDayNumber(block * ALLOTMENT_BLOCK_DAYS);
    const to = fromDayNumber(block * ALLOTMENT_BLOCK_DAYS + ALLOTMENT_BLOCK_DAYS - 1);
    const loading = loadAllotments(this.db, scope.roomIds, from, to).then((rows) => {
      const nights: AllotmentBlock = new Map();
      for (const row of rows) {
        let room = nights.get(row.roomId);
        if (!room) {
          room = {};
          nights.set(row.roomId, room);
        }
        room[row.night] = { rooms: row.rooms, sold: row.sold };
      }
      return nights;
    });
    // An invalidation empties the map, so a read it overtakes is served to those who asked but never kept; nor is a failed one.
    this.allotmentBlocks.set(blockKey, loading);
    while (this.allotmentBlocks.size > MAX_ALLOTMENT_BLOCKS) this.allotmentBlocks.delete(this.allotmentBlocks.keys().next().value as string);
    loading.catch(() => {
      if (this.allotmentBlocks.get(blockKey) === loading) this.allotmentBlocks.delete(blockKey);
    });
    return loading;
  }

  private scope(filter: { locationId?: number; hotelId?: number }): Promise<Scope> {
    const key = scopeKey(filter);
    const known = this.scopes.get(key);
    if (known) {
      this.counts.hits++;
      // Most recently used last.
      this.scopes.delete(key);
      this.scopes.set(key, known);
      return known;
    }
    // One hotel of a destination already held: taken from it.
    if (filter.hotelId && filter.locationId) {
      const destination = this.scopes.get(`${filter.locationId}/`);
      if (destination) {
        this.counts.hits++;
        return destination.then((scope) => {
          const hotels = scope.hotels.filter((h) => h.hotel.id === filter.hotelId);
          return { hotels, roomIds: hotels.flatMap((h) => h.engine.rooms.map((r) => r.id)) };
        });
      }
    }
    this.counts.loads++;
    const loading = this.load(filter);
    this.keep(key, loading);
    while (this.scopes.size > MAX_SCOPES) this.evict(this.scopes.keys().next().value as string);
    return loading;
  }

  /**
   * Holds a destination being read (or patched) under `key`, and weighs it once read. An
   * invalidation empties the map, so a read it overtakes is served to those who asked but never
   * kept; nor is a failed one. Past the byte budget, the least recently searched go first.
   */
  private keep(key: string, loading: Promise<Scope>) {
    this.scopes.set(key, loading);
    loading.then(
      (scope) => {
        if (this.scopes.get(key) !== loading) return;
        this.setWeight(key, estimateBytes(scope.hotels));
        for (const oldest of [...this.scopes.keys()]) {
          if (this.bytes <= this.maxBytes) break;
          // Heavier than the whole budget alone: not kept either.
          if (oldest !== key || this.weights.get(key)! > this.maxBytes) this.evict(oldest);
        }
      },
      () => {
        if (this.scopes.get(key) === loading) this.dropScope(key);
      },
    );
  }

  private setWeight(key: string, bytes: number) {
    this.bytes += bytes - (this.weights.get(key) ?? 0);
    this.weights.set(key, bytes);
  }

  private evict(key: string) {
    this.counts.evictions++;
    this.dropScope(key);
  }

  private dropScope(key: string) {
    this.scopes.delete(key);
    this.bytes -= this.weights.get(key) ?? 0;
    this.weights.delete(key);
  }

  private async load(filter: { locationId?: number; hotelId?: number }): Promise<Scope> {
    const [hotels, rows] = await Promise.all([loadHotelsForSearch(this.db, filter, undefined, { allotments: false }), listLocationParents(this.db)]);
    const parents = new Map(rows.map((r) => [r.id, r.parentId]));
    const indexed = hotels.map((hotel) => ({ hotel, engine: toEngineHotel(hotel, parents) }));
    for (const { engine } of indexed) for (const room of engine.rooms) this.roomPaths.set(room.id, engine.locationPath);
    return { hotels: indexed, roomIds: indexed.flatMap((h) => h.engine.rooms.map((r) => r.id)) };
  }
}
