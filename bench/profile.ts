/**
 * Where one search spends its time, in-process (no HTTP): the same steps as `searchHotels`
 * (apps/server/src/modules/hotels/search/service.ts), timed one by one, then the whole call cold (the
 * answer caches emptied, a stay and party not searched before in this profile) and again from the
 * cache, and the JSON of one answer page. The catalogue index (hotels/search/catalogue-index.ts) is timed
 * apart: reading a destination into memory happens once per catalogue change, not per search.
 */
import { searchQuerySchema } from '@travel/contracts';
import type { DbOrTx } from '../apps/server/src/db/client';
import { addDays } from '../apps/server/src/modules/hotels/dates';
import { priceHotel, quickPrices } from '../apps/server/src/modules/hotels/pricing';
import { CatalogueIndex } from '../apps/server/src/modules/hotels/search/catalogue-index';
import { signOption } from '../apps/server/src/modules/hotels/search/claim';
import { pricingContext, searchCacheFor, searchHotels } from '../apps/server/src/modules/hotels/search/service';

export type Phases = Record<'index' | 'load' | 'context' | 'price' | 'quick' | 'sign' | 'search' | 'cached' | 'json', number> & {
  options: number;
  hotels: number;
  bytes: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Median milliseconds per phase over `runs` runs (after `warmup` unmeasured ones). */
export async function profileSearch(db: DbOrTx, query: Record<string, string>, today: string, runs = 15, warmup = 5): Promise<Phases> {
  const parsed = searchQuerySchema.parse(query);
  const rooms = parsed.rooms.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges }));
  const samples: Record<keyof Omit<Phases, 'options' | 'hotels' | 'bytes'>, number[]> = {
    index: [],
    load: [],
    context: [],
    price: [],
    quick: [],
    sign: [],
    search: [],
    cached: [],
    json: [],
  };
  const caches = searchCacheFor(db);
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
    // Once per catalogue change: the destination read into memory (rates and titles included), by
    // an index of its own, so the search's index stays as a running server's would.
    await time('index', async () => {
      const fresh = new CatalogueIndex(db);
      await fresh.referenceData();
      return fresh.hotels({ locationId: parsed.toId }, { firstNight: parsed.startDate!, lastNight: parsed.startDate! });
    });
    // Per search: the stay's allotment nights (check-out excluded), the rest from memory.
    const lastNight = addDays(parsed.endDate!, -1);
    const loaded = await time('load', () => caches.index.hotels({ locationId: parsed.toId }, { firstNight: parsed.startDate!, lastNight }));
    const ctx = await time('context', () =>
      pricingContext(db, null, { checkIn: parsed.startDate!, checkOut: parsed.endDate!, currency: parsed.currency }, today),
    );
    const priced = await time('price', () => loaded.map(({ engine }) => priceHotel(engine, rooms, ctx)));
    // What a search prices: every option's price only (quick-prices.ts), the shown ones whole afterwards.
    await time('quick', () => loaded.map(({ engine }) => quickPrices(engine, rooms, { ...ctx, withBreakdown: false })));
    options = priced.reduce((n, hotel) => n + hotel.reduce((m, list) => m + list.length, 0), 0);
    await time('sign', async () => {
      for (const [h, hotel] of priced.entries()) {
        for (const [index, list] of hotel.entries()) {
          for (const option of list) {
            await signOption(db, {
              hotelId: loaded[h]!.engine.id,
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
    // Cold: the answer caches emptied and a stay nobody searched in this profile (one day later
    // each run, and the second room's child a year older); then the same search from the cache.
    caches.priced.clear();
    caches.answers.clear();
    caches.index.invalidateAllotments();
    const shift = run + 1;
    const cold = {
      ...parsed,
      startDate: addDays(parsed.startDate!, shift),
      endDate: addDays(parsed.endDate!, shift),
      rooms: parsed.rooms.map((r, i) => (i === 1 ? { ...r, childrenAges: r.childrenAges.map((age) => (age + run) % 12) } : r)),
    };
    await time('search', () => searchHotels(db, cold, null, today));
    const result = await time('cached', () => searchHotels(db, cold, null, today));
    const text = await time('json', () => JSON.stringify(result));
    hotels = result.total;
    bytes = Buffer.byteLength(text);
  }
  return {
    index: median(samples.index),
    load: median(samples.load),
    context: median(samples.context),
    price: median(samples.price),
    quick: median(samples.quick),
    sign: median(samples.sign),
    search: median(samples.search),
    cached: median(samples.cached),
    json: median(samples.json),
    options,
    hotels,
    bytes,
  };
}
