import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { addDays } from '../../test/dates';
import { session, type Session } from '../../test/factories';
import { createSecondWorker, createTestApp, engines, type TestContext } from '../../test/harness';
import type { App } from '../../app';
import { accountEntries, invoices, jobRuns } from '../accounts/tables';
import { roomAllotments } from '../hotels/tables';
import { outbox } from '../mail/tables';
import { checkLedger } from './account-check';
import { AUTO_CANCEL_NOTE, runDeadlineJob } from './deadline-job';
import { bookingHistory, bookings } from './tables';
import { bookableHotel, bookingJson, closeTestApp, postBooking, STAY, searchOptions } from './test-data';

/**
 * The agency account under concurrency (issue 31): two bookings racing for the last credit, gap-free
 * invoice numbers, and the deadline job run by two workers at once (PostgreSQL: two pools on one
 * database) or twice in a row (PGlite), with the clock moved past the deadline. After each, the
 * ledger check finds nothing.
 */

const REFUNDABLE_DEADLINE = addDays(STAY.startDate, -31);

describe.each(engines)('the agency account under concurrency on %s', (engine) => {
  let t: TestContext;
  let admin: Session;
  let second: { app: App; close(): Promise<void> } | null = null;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await session(t.app, db(), 'ROLE_ADMIN');
    if (engine === 'postgres') second = await createSecondWorker(t);
  });
  afterAll(async () => {
    await second?.close();
    await closeTestApp(t);
  });

  /** The app of worker `n` (PGlite has one). */
  const worker = (n: number) => (n % 2 === 1 && second ? second.app : t.app);
  const agency = async (companyName: string, creditLimit: string, autoCancel = true) => {
    const agent = await session(t.app, db(), 'ROLE_AGENT', { companyName });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${agent.user.id}/account`,
      headers: admin.headers,
      payload: { creditLimit, paymentTermsDays: null, autoCancel },
    });
    expect(res.statusCode, res.body).toBe(200);
    return agent;
  };
  /** A hash of the hotel's first option, priced for the agent (then booked on any worker). */
  const optionOf = async (agent: Session, options: { rules?: boolean; city: string; allotment?: number }) => {
    const made = await bookableHotel(db(), options);
    const [option] = await searchOptions(t.app, db(), made.hotel, agent.headers);
    return { hash: option!.hash, room: made.room };
  };
  const book = (n: number, agent: Session, hash: string) => postBooking(worker(n), agent.headers, bookingJson([hash]));

  it('two bookings racing for the last credit: one is charged, the other refused with the sentence', async () => {
    const agent = await agency('Race Tours', '500');
    // Non-refundable (due today): 330.00 each, 500.00 of credit covers one.
    const [a, b] = [await optionOf(agent, { city: 'Porto' }), await optionOf(agent, { city: 'Faro' })];
    const answers = await Promise.all([book(0, agent, a.hash), book(1, agent, b.hash)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((r) => r.statusCode === 422)!;
    expect(refused.json().error).toBe('Available credit 170.00 EUR does not cover this booking (330.00 EUR): record a deposit or choose a refundable option');
    const entries = await db().select().from(accountEntries).where(eq(accountEntries.agentId, agent.user.id));
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([['charge', '-330.00']]);
    expect((await checkLedger(db())).findings).toEqual([]);
  });

  it('numbers invoices without gaps while bookings of several agencies are charged at once', async () => {
    const agents = [await agency('Numbers A', '10000'), await agency('Numbers B', '10000'), await agency('Numbers C', '10000')];
    const options = [];
    for (const [i, agent] of [...agents, ...agents].entries())
      options.push({ agent, ...(await optionOf(agent, { city: ['Lisbon', 'Madrid', 'Rome'][i % 3]! })) });
    const answers = await Promise.all(options.map((o, i) => book(i, o.agent, o.hash)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const year = Number(STAY.startDate.slice(0, 4)) - 1;
    const numbered = await db()
      .select({ seq: invoices.seq, year: invoices.year })
      .from(invoices)
      .where(eq(invoices.kind, 'invoice'))
      .orderBy(asc(invoices.year), asc(invoices.seq));
    const seqs = numbered.filter((row) => row.year === numbered[0]!.year).map((row) => row.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(seqs.length).toBe(7);
    expect(year).toBeGreaterThan(2000);
    expect((await checkLedger(db())).findings).toEqual([]);
  });

  it('the deadline job: reminders once, then at the local deadline time one cancellation with the rooms back, a charge when credit now covers, a booking kept when auto-cancel is off', async () => {
    const late = await agency('Late Tours', '0');
    const covered = await agency('Covered Tours', '0');
    const kept = await agency('Kept Tours', '0', false);
    const lateOption = await optionOf(late, { rules: true, city: 'Vienna', allotment: 2 });
    const ids: Record<string, number> = {};
    for (const [name, agent, option] of [
      ['late', late, lateOption],
      ['covered', covered, await optionOf(covered, { rules: true, city: 'Prague' })],
      ['kept', kept, await optionOf(kept, { rules: true, city: 'Berlin' })],
    ] as const) {
      const res = await book(0, agent, option.hash);
      expect(res.statusCode, res.body).toBe(201);
      ids[name] = res.json().id;
    }
    for (const id of Object.values(ids)) {
      const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
      expect(row).toMatchObject({ accountStatus: 'awaiting-payment', paymentDeadline: REFUNDABLE_DEADLINE });
    }
    const sold = async () => (await db().select().from(roomAllotments).where(eq(roomAllotments.roomId, lateOption.room.id))).map((n) => n.sold);
    expect(await sold()).toEqual([1, 1, 1]);

    const databases = [t.database.db, ...(second ? [second.app.ctx.database.db] : [])];
    /** The job on every worker at once at `at` (PGlite: one after the other). */
    const runAt = async (at: string) => {
      const deps = (n: number) => ({ db: databases[n]!, clock: fixedClock(at), timeZone: 'UTC', publicUrl: 'http://test', worker: `w${n}` });
      if (databases.length > 1) return Promise.all(databases.map((_, n) => runDeadlineJob(deps(n))));
      return [await runDeadlineJob(deps(0)), await runDeadlineJob(deps(0))];
    };
    const mailsOf = async (pattern: string) => db().select().from(outbox).where(like(outbox.subject, pattern));

    // Three days before: one reminder per booking, however many runs.
    await runAt(`${addDays(REFUNDABLE_DEADLINE, -3)}T09:00:00Z`);
    await runAt(`${addDays(REFUNDABLE_DEADLINE, -3)}T10:00:00Z`);
    expect(await mailsOf('%payment due%')).toHaveLength(3);
    // The day before: the last reminder.
    await runAt(`${addDays(REFUNDABLE_DEADLINE, -1)}T09:00:00Z`);
    expect(await mailsOf('%payment due%')).toHaveLength(6);

    // A deposit covers one agency's booking before the deadline.
    const deposit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${covered.user.id}/account/entries`,
      headers: admin.headers,
      payload: { kind: 'deposit', amount: '400', reason: 'Transfer received' },
    });
    expect(deposit.statusCode, deposit.body).toBe(201);

    // The deadline day before 18:00: nothing happens yet.
    const early = await runAt(`${REFUNDABLE_DEADLINE}T17:59:00Z`);
    expect(early.reduce((n, run) => n + run.cancelled + run.charged, 0)).toBe(0);

    // At 18:00 on every worker at once: exactly one action per booking.
    const runs = await runAt(`${REFUNDABLE_DEADLINE}T18:00:00Z`);
    const total = (key: 'cancelled' | 'charged' | 'kept' | 'failed') => runs.reduce((n, run) => n + run[key], 0);
    expect([total('cancelled'), total('charged'), total('kept'), total('failed')]).toEqual([1, 1, 1, 0]);

    const [lateRow] = await db().select().from(bookings).where(eq(bookings.id, ids.late!));
    expect(lateRow!.cancelTotal).toBe('0.00');
    const history = await db()
      .select()
      .from(bookingHistory)
      .where(and(eq(bookingHistory.bookingId, ids.late!), eq(bookingHistory.action, 'canceled')));
    expect(history).toHaveLength(1);
    expect(history[0]!.changes).toMatchObject({ note: AUTO_CANCEL_NOTE, bookingStatus: { to: 'canceled' } });
    expect(history[0]!.userId).toBeNull();
    expect(await sold()).toEqual([0, 0, 0]);
    expect(await mailsOf('%cancelled, unpaid at deadline%')).toHaveLength(1);

    const [coveredRow] = await db().select().from(bookings).where(eq(bookings.id, ids.covered!));
    expect(coveredRow!.accountStatus).toBe('charged');
    const coveredEntries = await db().select().from(accountEntries).where(eq(accountEntries.agentId, covered.user.id)).orderBy(asc(accountEntries.id));
    expect(coveredEntries.map((e) => [e.kind, e.amount])).toEqual([
      ['deposit', '400.00'],
      ['charge', '-330.00'],
    ]);
    expect(await db().select().from(invoices).where(eq(invoices.bookingId, ids.covered!))).toHaveLength(1);

    const [keptRow] = await db().select().from(bookings).where(eq(bookings.id, ids.kept!));
    expect(keptRow!.accountStatus).toBe('awaiting-payment');
    expect(await mailsOf('%payment overdue%')).toHaveLength(1);

    // Later runs change nothing more; every run is on record for the admins.
    const again = await runAt(`${REFUNDABLE_DEADLINE}T19:00:00Z`);
    expect(again.reduce((n, run) => n + run.cancelled + run.charged, 0)).toBe(0);
    expect(await mailsOf('%cancelled, unpaid at deadline%')).toHaveLength(1);
    const recorded = await db().select().from(jobRuns);
    expect(recorded.length).toBeGreaterThanOrEqual(runs.length * 5);
    expect(recorded.every((run) => run.finishedAt !== null && run.error === null)).toBe(true);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/accounts/job-runs', headers: admin.headers })).json();
    expect(listed.entities[0]).toMatchObject({ job: 'payment-deadlines', error: null });
    expect((await checkLedger(db())).findings).toEqual([]);
  });
});
