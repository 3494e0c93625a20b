/**
 * Where one search spends its time, in-process (no HTTP): the same steps as
 * `searchHotels` (apps/server/src/modules/search/service.ts), timed one by one, then the whole
 * call cold (empty cache) and again from the cache, and the JSON of one answer page.
 */
import { searchQuerySchema } from '@travel/contracts';
import type { DbOrTx } from '../apps/server/src/db/client';
import { addDays } from '../apps/server/src/modules/hotels/dates';
import { loadHotelsForSearch } from '../apps/server/src/modules/hotels/search-data';
import { toEngineHotel } from '../apps/server/src/modules/search/catalogue';
import { priceHotel } from '../apps/server/src/modules/search/engine';
import { signOption } from '../apps/server/src/modules/search/hash';
import { pricingContext, searchCacheFor, searchHotels } from '../apps/server/src/modules/search/service';
import { locations } from '../apps/server/src/modules/reference/tables';

export type Phases = Record<'load' | 'adapt' | 'context' | 'price' | 'sign' | 'search' | 'cached' | 'json', number> & { options: number; hotels: number; bytes: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Median milliseconds per phase over `runs` runs (after `warmup` unmeasured ones). */
export async function profileSearch(db: DbOrTx, query: Record<string, string>, today: string, runs = 15, warmup = 5): Promise<Phases> {
  const parsed = searchQuerySchema.parse(query);
  const rooms = parsed.rooms.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges }));
  const samples: Record<keyof Omit<Phases, 'options' | 'hotels' | 'bytes'>, number[]> = { load: [], adapt: [], context: [], price: [], sign: [], search: [], cached: [], json: [] };
  let options = 0;
  let hotels = 0;
  let bytes = 0;
  for (let run = 0; run < warmup + runs; run++) {
    const keep = run >= warmup;
    const time = async <T>(phase: keyof typeof samples, work: () => Promise<T> | T): Promise<T> => {
      const started = performance.now();
      const result = await work();
      if (keep) samples[phase].push(performance.now() - started);
      return result;
    };
    // The rows the search reads: those that can price the stay's nights (check-out excluded).
    const lastNight = addDays(parsed.endDate!, -1);
    const loaded = await time('load', () => loadHotelsForSearch(db, { locationId: parsed.toId }, { firstNight: parsed.startDate!, lastNight }));
    const parents = new Map((await db.select({ id: locations.id, parentId: locations.parentId }).from(locations)).map((r) => [r.id, r.parentId]));
    const engines = await time('adapt', () => loaded.map((hotel) => toEngineHotel(hotel, parents)));
    const ctx = await time('context', () => pricingContext(db, null, { checkIn: parsed.startDate!, checkOut: parsed.endDate!, currency: parsed.currency }, today));
    const priced = await time('price', () => engines.map((engine) => priceHotel(engine, rooms, ctx)));
    options = priced.reduce((n, hotel) => n + hotel.reduce((m, list) => m + list.length, 0), 0);
    await time('sign', async () => {
      for (const [h, hotel] of priced.entries()) {
        for (const [index, list] of hotel.entries()) {
          for (const option of list) {
            await signOption(db, {
              hotelId: engines[h]!.id,
              roomId: option.roomId,
              mealTypeId: option.mealTypeId,
              checkIn: parsed.startDate!,
              checkOut: parsed.endDate!,
              adults: rooms[index]!.adults,
              childrenAges: rooms[index]!.childrenAges,
              currency: ctx.currency,
              channel: ctx.channel,
              userId: null,
              price: option.price,
            });
          }
        }
      }
    });
    // Cold: the cache emptied first, as after a catalogue change; then the same search again.
    searchCacheFor(db).clear();
    await time('search', () => searchHotels(db, parsed, null, today));
    const result = await time('cached', () => searchHotels(db, parsed, null, today));
    const text = await time('json', () => JSON.stringify(result));
    hotels = result.total;
    bytes = Buffer.byteLength(text);
  }
  return {
    load: median(samples.load),
    adapt: median(samples.adapt),
    context: median(samples.context),
    price: median(samples.price),
    sign: median(samples.sign),
    search: median(samples.search),
    cached: median(samples.cached),
    json: median(samples.json),
    options,
    hotels,
    bytes,
  };
}
