/** Dev tool: N cold hotel searches in-process on a kept PostgreSQL bench database. */
import pg from 'pg';
import { searchQuerySchema } from '@travel/contracts';
import { openPostgres } from '../../apps/server/src/db/client';
import { searchHotels, searchCacheFor } from '../../apps/server/src/modules/search/service';
import { prepareBenchDatabase } from '../catalogue';
import { generateFlightRoute } from '../flight-catalogue';

const name = 'traveldesk_devbench';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname=$1', [name])).rowCount;
if (!exists) await admin.query(`create database ${name}`);
await admin.end();
const database = openPostgres(`postgres://postgres@127.0.0.1:5432/${name}`);
const today = new Date();
let cityId: number;
let nationalityId: number;
if (!exists) {
  const g = await prepareBenchDatabase(database, today);
  await generateFlightRoute(database.db, today);
  cityId = g.cityId;
  nationalityId = g.nationalityId;
} else {
  const r = await database.db.execute(`select l.id, count(*) c from hotels h join locations l on l.id=h.location_id group by l.id order by c desc limit 1` as never);
  cityId = Number((r as { rows: { id: number }[] }).rows?.[0]?.id ?? (r as unknown as { id: number }[])[0]!.id);
  nationalityId = 1;
}
const N = Number(process.argv[2] ?? 60);
const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const times: number[] = [];
const cpu: number[] = [];
for (let n = 0; n < N; n++) {
  const params = { searchMode: 'hotel', toId: String(cityId), nationalityId: String(nationalityId), startDate: day(40 + n), endDate: day(47 + n), rooms: JSON.stringify({ room1: { adults: 2, childrenAges: [] }, room2: { adults: 2, childrenAges: [n % 12] } }) };
  const q = searchQuerySchema.parse(params);
  searchCacheFor(database.db).clear('availability');
  const c = process.cpuUsage();
  const t = performance.now();
  const r = await searchHotels(database.db, q, null, day(0));
  JSON.stringify(r);
  times.push(performance.now() - t);
  const u = process.cpuUsage(c);
  cpu.push((u.user + u.system) / 1000);
  if (n === 0) console.log('hotels', r.total);
}
const s = times.slice(10).sort((a, b) => a - b);
console.log(`median ${s[Math.floor(s.length / 2)]!.toFixed(1)} ms, p90 ${s[Math.floor(s.length * 0.9)]!.toFixed(1)} ms, min ${s[0]!.toFixed(1)}`);
const cs = cpu.slice(10).sort((a, b) => a - b);
console.log(`cpu median ${cs[Math.floor(cs.length / 2)]!.toFixed(1)} ms, p90 ${cs[Math.floor(cs.length * 0.9)]!.toFixed(1)}`);
await database.close();
