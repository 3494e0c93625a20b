import type { DbOrTx } from '../../db/client';
import type { Conversion } from '../../lib/currency-conversion';
import { loadConversion } from '../currency/service';
import { loadAllotments, loadHotelsForSearch, type SearchHotel } from '../hotels/search-data';
import { listHotelMarkupRules } from '../markups/service';
import { listLocationParents, listTaxonomies } from '../reference/service';
import { toEngineHotel } from './catalogue';
import type { EngineHotel, MarkupRule } from './engine';

/**
 * The hotel catalogue in memory (issue 17.2, docs/decisions.md "Catalogue index"): a cold search
 * reads only the allotment nights of its stay from the database, everything else that prices it
 * (hotels, room types, every pricing row and offer, cancellation rules, rates, markup rules,
 * titles) is held here, read once per destination and adapted to the engine once.
 *
 * Freshness: every successful write that may change a price, other than a booking's, invalidates
 * the index of the worker that made it before the write is answered, and of every other worker
 * through PostgreSQL LISTEN/NOTIFY (cache-sync.ts). Bookings change only allotments, which are
 * not held: each search reads them. A read that started before an invalidation is handed to the
 * searches that asked for it but never kept. A booking never prices from here: it re-prices from
 * the database (reprice.ts).
 */
export type IndexedHotel = { hotel: SearchHotel; engine: EngineHotel };

/** What every hotel search needs besides its hotels. */
export type SearchReference = {
  conversion: Conversion;
  markupRules: MarkupRule[];
  meals: Map<number, { title: string }>;
  categories: Map<number, { title: string; code: string | null }>;
};

type Scope = { hotels: IndexedHotel[]; roomIds: number[] };

/** Destinations kept at most (the least recently searched go first); a destination's hotels are read again when needed. */
const MAX_SCOPES = 500;

const titlesOf = async (db: DbOrTx, type: string) => new Map((await listTaxonomies(db, type)).map((t) => [t.id, t]));

export class CatalogueIndex {
  private readonly scopes = new Map<string, Promise<Scope>>();
  private reference: Promise<SearchReference> | null = null;
  private readonly counts = { loads: 0, hits: 0, invalidations: 0 };

  constructor(private readonly db: DbOrTx) {}

  /** Forgets everything: the next search reads its destination again. */
  invalidate() {
    this.scopes.clear();
    this.reference = null;
    this.counts.invalidations++;
  }

  /** Destinations read from the database, searches served from memory, invalidations (GET metrics). */
  stats() {
    return { ...this.counts, destinations: this.scopes.size };
  }

  referenceData(): Promise<SearchReference> {
    if (this.reference) return this.reference;
    const loading = (async () => {
      const [conversion, rules, meals, categories] = await Promise.all([
        loadConversion(this.db),
        listHotelMarkupRules(this.db),
        titlesOf(this.db, 'meal'),
        titlesOf(this.db, 'hotelCategory'),
      ]);
      return { conversion, markupRules: rules.map((r) => ({ ...r, type: r.type as MarkupRule['type'] })), meals, categories };
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
    const scope = await this.scope(filter);
    const allotments = await loadAllotments(this.db, scope.roomIds, stay.firstNight, stay.lastNight);
    if (allotments.length === 0) return scope.hotels;
    const byRoom = new Map<number, Record<string, { rooms: number; sold: number }>>();
    for (const a of allotments) {
      let nights = byRoom.get(a.roomId);
      if (!nights) {
        nights = {};
        byRoom.set(a.roomId, nights);
      }
      nights[a.night] = { rooms: a.rooms, sold: a.sold };
    }
    return scope.hotels.map((entry) =>
      entry.engine.rooms.some((room) => byRoom.has(room.id))
        ? { hotel: entry.hotel, engine: { ...entry.engine, rooms: entry.engine.rooms.map((room) => ({ ...room, allotment: byRoom.get(room.id) ?? {} })) } }
        : entry,
    );
  }

  private scope(filter: { locationId?: number; hotelId?: number }): Promise<Scope> {
    const key = `${filter.locationId ?? ''}/${filter.hotelId ?? ''}`;
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
    // An invalidation empties the map, so a read it overtakes is served to those who asked but
    // never kept; nor is a failed one.
    this.scopes.set(key, loading);
    while (this.scopes.size > MAX_SCOPES) this.scopes.delete(this.scopes.keys().next().value as string);
    loading.catch(() => {
      if (this.scopes.get(key) === loading) this.scopes.delete(key);
    });
    return loading;
  }

  private async load(filter: { locationId?: number; hotelId?: number }): Promise<Scope> {
    const [hotels, rows] = await Promise.all([loadHotelsForSearch(this.db, filter, undefined, { allotments: false }), listLocationParents(this.db)]);
    const parents = new Map(rows.map((r) => [r.id, r.parentId]));
    const indexed = hotels.map((hotel) => ({ hotel, engine: toEngineHotel(hotel, parents) }));
    return { hotels: indexed, roomIds: indexed.flatMap((h) => h.engine.rooms.map((r) => r.id)) };
  }
}
