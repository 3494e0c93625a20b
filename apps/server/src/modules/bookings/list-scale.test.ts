import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, taxonomyId, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { fixtureDate, TODAY } from '../../test/dates';
import { CSV_BATCH } from './csv';
import { closeTestApp } from './test-data';

/**
 * Issue 36: My Bookings and its CSV export at thousands of bookings. The cost of a page must not
 * grow with its number (the rows an offset skips are index entries, never the names' subqueries),
 * the export reads in keyset batches, in the list's order, with ties on the creation time, and
 * an export the client abandons stops reading.
 */
const BOOKINGS = 12 * CSV_BATCH + 37;

type Query = { text: string };

/** Booking n was made n / 7 minutes (rounded down) before noon; ties are newest id first. */
const listOrder = Array.from({ length: BOOKINGS }, (_, i) => i + 1)
  .sort((a, b) => Math.floor(a / 7) - Math.floor(b / 7) || b - a)
  .map((n) => `S${String(n).padStart(7, '0')}`);

describe.each(engines)('My Bookings at %s scale', (engine) => {
  let t: TestContext;
  let agent: Session;
  let queries: string[] = [];
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Scale Travel' });
    const confirmed = await taxonomyId(db(), 'bookingStatus', 'confirmed');
    const notPaid = await taxonomyId(db(), 'paymentStatus', 'not-paid');
    // Groups of seven bookings share one creation time: the keyset must break ties by id.
    await db().execute(sql`
      insert into bookings (pnrs, agent_id, created_by, booking_status_id, payment_status_id, currency, price, total, start_date, end_date, created_at)
      select 'S' || lpad(n::text, 7, '0'), ${agent.user.id}, ${agent.user.id}, ${confirmed}, ${notPaid}, 'EUR', '100.00', '100.00',
             ${fixtureDate('2027-06-01')}::date, ${fixtureDate('2027-06-05')}::date,
             ${`${TODAY}T12:00:00Z`}::timestamptz - make_interval(mins => n / 7)
      from generate_series(1, ${BOOKINGS}) n`);
    await db().execute(sql`
      insert into booking_passengers (booking_id, key, first_name, last_name, birth_date, age_type)
      select id, 'passenger1', 'Lead', pnrs, '1980-01-01', 'adult' from bookings where agent_id = ${agent.user.id}`);
    // Every statement the database client is sent, from here on.
    const client = (db() as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const first = args[0] as string | Query;
      queries.push(typeof first === 'string' ? first : first.text);
      return query(...args);
    };
  }, 120_000);
  afterAll(() => closeTestApp(t));

  const listPage = async (page: number) => {
    queries = [];
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/bookings?page=${page}`, headers: agent.headers });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json() as { entities: { pnrs: string; passengerName: string }[]; total: number; pagesCount: number }, queries: [...queries] };
  };

  it('the last page costs the queries of the first, and the skipped rows are read from the index alone', async () => {
    const first = await listPage(1);
    const last = await listPage(first.body.pagesCount);
    expect(first.body.total).toBe(BOOKINGS);
    expect(first.body.entities.map((e) => e.pnrs)).toEqual(listOrder.slice(0, 20));
    expect(last.body.entities.map((e) => e.pnrs)).toEqual(listOrder.slice((first.body.pagesCount - 1) * 20));
    expect(last.queries.length).toBe(first.queries.length);
    // The statement with the offset selects ids only: no scalar subquery runs for a skipped row.
    const paged = last.queries.filter((q) => /\boffset\b/i.test(q));
    expect(paged).toHaveLength(1);
    const selectList = paged[0]!.slice(0, paged[0]!.search(/\bfrom\b/i));
    expect(selectList).not.toMatch(/\(select/i);
    expect(selectList).toMatch(/"id"/);
  });

  it('the export writes every booking once, in the list order, ties broken as the list breaks them', async () => {
    const token = (await t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers: agent.headers })).json().token as string;
    queries = [];
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/csv/download?token=${token}` });
    expect(res.statusCode).toBe(200);
    const refs = res.body
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(refs).toEqual(listOrder);
    // The list's pages, concatenated at a few places, say the same order.
    const { body: page1 } = await listPage(1);
    const { body: page40 } = await listPage(40);
    expect(refs.slice(0, 20)).toEqual(page1.entities.map((e) => e.pnrs));
    expect(refs.slice(39 * 20, 40 * 20)).toEqual(page40.entities.map((e) => e.pnrs));
    // The lead passenger of each row is its own.
    expect(res.body).toContain('\nS0000001,,Lead S0000001,Confirmed,');
  });

  it('an export the client abandons stops reading batches', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const token = (await t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers: agent.headers })).json().token as string;
    const batchReads = () => queries.filter((q) => /"bookings"\."created_at", "bookings"\."id"\) </.test(q)).length;
    queries = [];
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`http://127.0.0.1:${port}/api/v1/bookings/csv/download?token=${token}`, (res) => {
        expect(res.statusCode).toBe(200);
        request.destroy();
        resolve();
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    // Give a running batch time to finish, then nothing more is read.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const afterAbandon = batchReads();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(batchReads()).toBe(afterAbandon);
    expect(afterAbandon).toBeLessThan(Math.ceil(BOOKINGS / CSV_BATCH) - 1);
  });
});
