import { describe, expect, it } from 'vitest';
import { databaseQueries } from '../../lib/statement-count';
import { apiTestContext, engines } from '../../test/harness';
import { readSettings, writeSetting } from '../settings/service';
import { bookableHotel, bookingJson, postBooking, searchOptions } from './test-data';

/*
 * Issue 36: what one booking asks of the database, counted where the driver sends it (GET
 * metrics' database.queries, the bench's statements per booking). A booking change reads its
 * settings, statuses and rates once per transaction (lib/tx-memo.ts) and asks for its webhook
 * endpoints once whatever the events. Deterministic: statements, not time.
 */
describe.each(engines)('statements of a booking on %s', (engine) => {
  const api = apiTestContext(engine, { agent: { companyName: 'Counted Tours' } });
  const db = api.db;

  it('a hotel booking sends at most 53 statements (59 before the reads were kept per transaction)', async () => {
    const { hotel } = await bookableHotel(db(), { allotment: 5, rules: true });
    const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
    // The first booking of the agency opens its account; the measured one is an ordinary one.
    expect((await postBooking(api.t.app, api.agent.headers, bookingJson([option!.hash]))).statusCode).toBe(201);
    const before = databaseQueries();
    const res = await postBooking(api.t.app, api.agent.headers, bookingJson([option!.hash]));
    expect(res.statusCode, res.body).toBe(201);
    const sent = databaseQueries() - before;
    expect(sent).toBeGreaterThan(20);
    expect(sent).toBeLessThanOrEqual(53);
  });

  it('inside a transaction a setting is read once, and read again after the transaction writes it; outside, every call reads', async () => {
    const counted = async (work: () => Promise<unknown>) => {
      const before = databaseQueries();
      await work();
      return databaseQueries() - before;
    };
    const twice = async () => {
      await readSettings(db(), ['defaultCurrency']);
      await readSettings(db(), ['defaultCurrency']);
    };
    expect(await counted(twice)).toBe(2);
    await db()
      .transaction(async (tx) => {
        expect(await counted(() => readSettings(tx, ['defaultCurrency', 'accountingCurrency']))).toBe(1);
        // Both keys are known now: nothing is read.
        expect(await counted(() => readSettings(tx, ['accountingCurrency']))).toBe(0);
        const read = readSettings(tx, ['defaultCurrency']);
        (await read).defaultCurrency = 'XXX';
        // What a caller does to its copy does not reach the next caller.
        expect((await readSettings(tx, ['defaultCurrency'])).defaultCurrency).not.toBe('XXX');
        await writeSetting(tx, 'deadlineReminderDays', 5);
        expect(await counted(async () => expect((await readSettings(tx, ['deadlineReminderDays'])).deadlineReminderDays).toBe(5))).toBe(1);
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
  });
});
