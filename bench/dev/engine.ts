/** Dev tool: the engine alone over the Paris hotels of the kept bench database, N distinct stays. */
import { openPostgres } from '../../apps/server/src/db/client';
import { searchCacheFor, pricingContext } from '../../apps/server/src/modules/search/service';
import { priceHotel } from '../../apps/server/src/modules/search/engine';

const database = openPostgres('postgres://postgres@127.0.0.1:5432/traveldesk_devbench');
const r = await database.db.execute(`select l.id, count(*) c from hotels h join locations l on l.id=h.location_id group by l.id order by c desc limit 1` as never);
const cityId = Number((r as unknown as { rows: { id: number }[] }).rows[0]!.id);
const index = searchCacheFor(database.db).index;
const today = new Date();
const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const N = Number(process.argv[2] ?? 60);
const times: number[] = [];
const decTimes: number[] = [];
let options = 0;
for (let n = 0; n < N; n++) {
  const checkIn = day(40 + n);
  const checkOut = day(47 + n);
  const hotels = await index.hotels({ locationId: cityId }, { firstNight: checkIn, lastNight: day(46 + n) });
  const ctx = await pricingContext(database.db, null, { checkIn, checkOut, currency: 'EUR' }, day(0));
  const rooms = [{ adults: 2, childrenAges: [] }, { adults: 2, childrenAges: [n % 12] }];
  const t0 = performance.now();
  if (process.env.BOTH) for (const h of hotels) priceHotel(h.engine, rooms, ctx, { wholeUnits: false });
  decTimes.push(performance.now() - t0);
  const t = performance.now();
  options = 0;
  for (const h of hotels) for (const list of priceHotel(h.engine, rooms, ctx)) options += list.length;
  times.push(performance.now() - t);
}
const s = times.slice(10).sort((a, b) => a - b);
console.log(`engine: ${options} options, median ${s[Math.floor(s.length / 2)]!.toFixed(1)} ms, p90 ${s[Math.floor(s.length * 0.9)]!.toFixed(1)}, min ${s[0]!.toFixed(1)}`);
const d = decTimes.slice(10).sort((a, b) => a - b);
console.log(`decimal path: median ${d[Math.floor(d.length / 2)]!.toFixed(1)} ms, min ${d[0]!.toFixed(1)}`);
await database.close();
