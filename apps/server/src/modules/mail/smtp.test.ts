import fs from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { bookableHotel, bookOnce, closeTestApp } from '../bookings/test-data';
import { deliverDueMail, enqueueMail, MAX_ATTEMPTS } from './service';
import { outbox } from './tables';
import { parseMessage, startSmtp, type TestSmtp } from './test-smtp';
import { redactedMessage } from './transport';
import { fixtureDate } from '../../test/dates';

const MINUTE = 60_000;
const later = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE);

describe.each(engines)('mail outbox through a real SMTP server on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  const servers: TestSmtp[] = [];
  const db = () => t.database.db;
  const withSmtp = (smtpUrl: string | undefined) => ({ ...t.config, smtpUrl });
  const smtp = async (options: { password?: string } = {}) => {
    const server = await startSmtp(options);
    servers.push(server);
    return server;
  };
  const row = async (id: number) => (await db().select().from(outbox).where(eq(outbox.id, id)))[0]!;
  /** A clock the test moves; it starts a minute ahead of the database's now(), so queued mail is due. */
  const testClock = () => {
    const clock = Object.assign(() => clock.now, { now: new Date(Date.now() + MINUTE) });
    return clock;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Sunny Tours' });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await closeTestApp(t);
  });

  async function bookAndFindMail() {
    const { hotel } = await bookableHotel(db(), { allotment: 5 });
    const res = await bookOnce(t.app, db(), hotel, agent.headers);
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json() as { id: number; pnrs: string };
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Booking ${booking.pnrs}: Confirmed`));
    expect(mail).toMatchObject({ to: agent.user.email, attempts: 0, sentAt: null });
    return { hotel, booking, mail: mail! };
  }

  it('delivers a booking confirmation to the agent, logging in with the URL credentials, and marks it sent', async () => {
    const server = await smtp({ password: 'S3cret pass' });
    const config = withSmtp(server.url('traveldesk:S3cret%20pass'));
    const { hotel, booking, mail } = await bookAndFindMail();
    const clock = testClock();

    const report = await deliverDueMail(db(), config, clock);
    expect(report).toMatchObject({ retrying: 0, failed: 0 });

    const toAgent = server.received.filter((message) => parseMessage(message.raw).headers.get('subject') === `Booking ${booking.pnrs}: Confirmed`);
    expect(toAgent).toHaveLength(1);
    expect(toAgent[0]).toMatchObject({ mailFrom: 'no-reply@test.local', rcptTo: [agent.user.email], user: 'traveldesk' });
    const { headers, body } = parseMessage(toAgent[0]!.raw);
    expect(headers.get('to')).toBe(agent.user.email);
    expect(headers.get('from')).toBe('no-reply@test.local');
    expect(body).toContain(`Dear Sunny Tours,`);
    expect(body).toContain(`Your booking ${booking.pnrs} has been received. Status: Confirmed.`);
    // Longer than a quoted-printable line: read back whole only if the soft breaks were joined.
    expect(body).toContain(`- ${hotel.name}, Double, Bed & breakfast: ${fixtureDate('2027-06-28')} to ${fixtureDate('2027-07-01')} (Confirmed) 330.00 EUR`);
    expect(body).toContain(`See the booking: http://test.local/bookings/${booking.id}/edit`);

    expect(await row(mail.id)).toMatchObject({ sentAt: clock.now, attempts: 1, failedAt: null, lastError: null });
    clock.now = later(clock.now, 120);
    await deliverDueMail(db(), config, clock);
    expect(server.received.filter((message) => message.raw.includes(booking.pnrs))).toHaveLength(1);
  });

  it('keeps a refused mail with its error and retries it after 1, 2, 4 minutes, also when the server is down, then sends it', async () => {
    const server = await smtp({ password: 'S3cret pass' });
    server.refuse = { at: 'rcpt', code: 550, message: 'Mailbox unavailable' };
    const config = withSmtp(server.url('traveldesk:S3cret%20pass'));
    const { booking, mail } = await bookAndFindMail();
    const clock = testClock();
    const first = clock.now;

    expect(await deliverDueMail(db(), config, clock)).toMatchObject({ sent: 0, retrying: 1, failed: 0 });
    const refused = await row(mail.id);
    expect(refused).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, nextAttemptAt: later(first, 1) });
    expect(refused.lastError).toContain('550 Mailbox unavailable');
    expect(refused.lastError).not.toMatch(/S3cret/);
    expect(server.rcptCommands).toBe(1);

    // Before its next attempt the mail is left alone.
    clock.now = new Date(first.getTime() + 59_000);
    expect(await deliverDueMail(db(), config, clock)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(server.rcptCommands).toBe(1);
    expect(await row(mail.id)).toEqual(refused);

    // A temporary refusal of the message itself: the second wait is 2 minutes.
    server.refuse = { at: 'data', code: 451, message: 'Try again later' };
    clock.now = later(first, 1);
    await deliverDueMail(db(), config, clock);
    expect(await row(mail.id)).toMatchObject({
      attempts: 2,
      sentAt: null,
      nextAttemptAt: later(first, 3),
      lastError: expect.stringContaining('451 Try again later'),
    });
    expect(server.received).toEqual([]);

    // Connection refused: the mail stays, and the pass stops there, leaving the next mail untouched.
    await server.close();
    await enqueueMail(db(), { to: 'second@example.com', subject: 'Second in line', text: 'Waits for a reachable server.' });
    const [second] = await db().select().from(outbox).where(eq(outbox.subject, 'Second in line'));
    clock.now = later(first, 3);
    expect(await deliverDueMail(db(), config, clock)).toMatchObject({ sent: 0, retrying: 1 });
    const down = await row(mail.id);
    expect(down).toMatchObject({ attempts: 3, sentAt: null, failedAt: null, nextAttemptAt: later(first, 7) });
    expect(down.lastError).toMatch(/ECONNREFUSED/);
    expect(await row(second!.id)).toMatchObject({ attempts: 0, sentAt: null, lastError: null });

    // The server is back (the same credentials, another port): both go out, each once.
    const back = await smtp({ password: 'S3cret pass' });
    clock.now = later(first, 7);
    expect(await deliverDueMail(db(), withSmtp(back.url('traveldesk:S3cret%20pass')), clock)).toMatchObject({ sent: 2, retrying: 0, failed: 0 });
    expect(await row(mail.id)).toMatchObject({ attempts: 4, sentAt: clock.now, failedAt: null });
    expect(await row(second!.id)).toMatchObject({ attempts: 1, sentAt: clock.now });
    expect(back.received.map((message) => parseMessage(message.raw).headers.get('subject'))).toEqual([`Booking ${booking.pnrs}: Confirmed`, 'Second in line']);
  });

  it('sends each mail once when two workers run at the same time', async () => {
    const server = await smtp();
    const config = withSmtp(server.url());
    for (let i = 1; i <= 6; i++) await enqueueMail(db(), { to: `parallel${i}@example.com`, subject: `Parallel ${i}`, text: `Mail ${i}` });
    const clock = testClock();

    const reports = await Promise.all([deliverDueMail(db(), config, clock), deliverDueMail(db(), config, clock)]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(6);
    const subjects = server.received.map((message) => parseMessage(message.raw).headers.get('subject')).sort();
    expect(subjects).toEqual(['Parallel 1', 'Parallel 2', 'Parallel 3', 'Parallel 4', 'Parallel 5', 'Parallel 6']);
    const rows = await db().select().from(outbox).where(like(outbox.subject, 'Parallel %'));
    expect(rows.map((mail) => [mail.attempts, mail.sentAt])).toEqual(rows.map(() => [1, clock.now]));
  });

  it(`marks a mail failed after ${MAX_ATTEMPTS} refusals, waiting 1, 2, 4 ... minutes up to an hour between them, and keeps it`, async () => {
    const server = await smtp();
    server.refuse = { at: 'rcpt', code: 550, message: 'No such user' };
    const config = withSmtp(server.url());
    await enqueueMail(db(), { to: 'nobody@example.com', subject: 'Undeliverable', text: 'Never arrives.' });
    const [mail] = await db().select().from(outbox).where(eq(outbox.subject, 'Undeliverable'));
    const clock = testClock();

    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      await deliverDueMail(db(), config, clock);
      const stored = await row(mail!.id);
      expect(stored).toMatchObject({ attempts: attempt, failedAt: null, sentAt: null });
      waits.push((stored.nextAttemptAt.getTime() - clock.now.getTime()) / MINUTE);
      clock.now = stored.nextAttemptAt;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, ...Array(MAX_ATTEMPTS - 7).fill(60)]);

    expect(await deliverDueMail(db(), config, clock)).toMatchObject({ sent: 0, retrying: 0, failed: 1 });
    const failed = await row(mail!.id);
    expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS, failedAt: clock.now, sentAt: null, lastError: expect.stringContaining('550 No such user') });
    expect(server.rcptCommands).toBe(MAX_ATTEMPTS);

    server.refuse = null;
    clock.now = later(clock.now, 7 * 24 * 60);
    await deliverDueMail(db(), config, clock);
    expect(server.rcptCommands).toBe(MAX_ATTEMPTS);
    expect(await row(mail!.id)).toEqual(failed);
  });

  it('without SMTP_URL writes the mail as an .eml file and marks it sent', async () => {
    await enqueueMail(db(), { to: 'files@example.com', subject: 'To a file', text: 'Written to the outbox folder.' });
    const [mail] = await db().select().from(outbox).where(eq(outbox.subject, 'To a file'));
    const clock = testClock();
    await deliverDueMail(db(), withSmtp(undefined), clock);
    const file = fs.readFileSync(path.join(t.dataDir, 'outbox', `${String(mail!.id).padStart(6, '0')}.eml`), 'utf8');
    expect(parseMessage(file).headers.get('subject')).toBe('To a file');
    expect(parseMessage(file).body).toContain('Written to the outbox folder.');
    expect(await row(mail!.id)).toMatchObject({ attempts: 1, sentAt: clock.now });
  });
});

describe('redactedMessage', () => {
  it('blanks the SMTP URL, its password (as written and decoded) and its user', () => {
    const url = 'smtp://mailer-account:p%40ss:word@mail.example.com:587';
    const error = new Error(`login to ${url} failed: mailer-account / p@ss:word / p%40ss:word rejected`);
    const message = redactedMessage(error, url);
    expect(message).toBe('login to *** failed: *** / *** / *** rejected');
  });

  it('leaves messages alone without SMTP_URL, and cuts them to 500 characters', () => {
    expect(redactedMessage(new Error('connect ECONNREFUSED 127.0.0.1:25'), undefined)).toBe('connect ECONNREFUSED 127.0.0.1:25');
    expect(redactedMessage('x'.repeat(600), undefined)).toHaveLength(500);
  });
});
