import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { Config } from '../../lib/config';
import { outbox } from './tables';
import { concernsOneMail, type MailTransport, mailTransport, redactedMessage } from './transport';

export type Mail = { to: string; subject: string; text: string; html?: string };

/** Where the worker reads the time: tests pass a clock they move forward. */
export type Clock = () => Date;
const systemClock: Clock = () => new Date();

/** After this many failed sends a mail is marked failed and kept, no longer retried. */
export const MAX_ATTEMPTS = 20;
/**
 * A claimed mail is hidden from every worker this long. Past it, a mail whose worker died
 * mid-send is sent again: delivery is at least once, never lost.
 */
export const CLAIM_MINUTES = 10;

/** Wait after the n-th failed attempt: 1, 2, 4 ... minutes, at most an hour. */
export function retryDelayMinutes(attempts: number) {
  return Math.min(60, 2 ** (attempts - 1));
}

const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** Queue a mail inside the caller's transaction: it is sent only if the change commits. */
export async function enqueueMail(db: DbOrTx, mail: Mail) {
  await db.insert(outbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
}

/**
 * Takes the oldest due mail for this worker in one statement: SKIP LOCKED passes over a row
 * another process is claiming, and moving its next attempt past the claim hides it from the
 * others. No transaction stays open while SMTP answers, which on PGlite would stop every query.
 */
async function claimNext(db: Db, now: Date) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [mail] = await db
    .update(outbox)
    .set({ nextAttemptAt: addMinutes(now, CLAIM_MINUTES) })
    .where(inArray(outbox.id, due))
    .returning();
  return mail;
}

type OutboxRow = typeof outbox.$inferSelect;

async function send({ transporter, toFiles }: MailTransport, config: Config, mail: OutboxRow) {
  const from = `no-reply@${new URL(config.publicUrl).hostname}`;
  const info = await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
  if (toFiles) {
    const dir = path.join(config.dataDir, 'outbox');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, `${String(mail.id).padStart(6, '0')}.eml`), info.message as Buffer);
  }
}

export type DeliveryReport = { sent: number; retrying: number; failed: number; lastError?: string };

/**
 * One pass of the mail worker: sends the due mail, up to `limit`. A refused or failed send
 * stays in the outbox with its attempt count, last error and next attempt (retryDelayMinutes);
 * after MAX_ATTEMPTS it is marked failed. When the server itself cannot be used (unreachable,
 * timeout, login refused) the rest of the pass waits for the next one.
 */
export async function deliverDueMail(db: Db, config: Config, clock: Clock = systemClock, limit = 20): Promise<DeliveryReport> {
  const transport = mailTransport(config);
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  try {
    for (let i = 0; i < limit; i++) {
      const mail = await claimNext(db, clock());
      if (!mail) break;
      const attempts = mail.attempts + 1;
      const error = await send(transport, config, mail).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      if (error === undefined) {
        await db.update(outbox).set({ attempts, sentAt: clock() }).where(eq(outbox.id, mail.id));
        report.sent++;
        continue;
      }
      const now = clock();
      const lastError = redactedMessage(error, config.smtpUrl);
      const gaveUp = attempts >= MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set({ attempts, lastError, ...(gaveUp ? { failedAt: now } : { nextAttemptAt: addMinutes(now, retryDelayMinutes(attempts)) }) })
        .where(eq(outbox.id, mail.id));
      report[gaveUp ? 'failed' : 'retrying']++;
      report.lastError = lastError;
      if (!concernsOneMail(error)) break;
    }
  } finally {
    transport.transporter.close();
  }
  return report;
}

export type MailLog = { warn(details: object, message: string): void; error(details: object, message: string): void };

export function startMailWorker(db: Db, config: Config, log: MailLog, intervalMs = 5000, clock: Clock = systemClock) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const report = await deliverDueMail(db, config, clock);
      if (report.retrying > 0 || report.failed > 0) log.warn(report, 'mail not delivered: retried later, or marked failed after its last attempt');
    } catch (error) {
      log.error({ error: redactedMessage(error, config.smtpUrl) }, 'mail worker failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
