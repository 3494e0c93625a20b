import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client';
import type { Config } from '../../lib/config';
import { outbox } from './tables';

export type Mail = { to: string; subject: string; text: string; html?: string };

/** Queue a mail inside the caller's transaction: it is sent only if the change commits. */
export async function enqueueMail(db: DbOrTx, mail: Mail) {
  await db.insert(outbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
}

function transport(config: Config): { transporter: Transporter; toFiles: boolean } {
  if (config.smtpUrl) return { transporter: nodemailer.createTransport(config.smtpUrl), toFiles: false };
  return { transporter: nodemailer.createTransport({ streamTransport: true, buffer: true }), toFiles: true };
}

/**
 * Sends what is due. Rows are claimed with SKIP LOCKED so several server processes never send
 * the same mail twice; a failed send is retried later with a growing delay.
 */
export async function deliverDueMail(db: Db, config: Config, limit = 20): Promise<number> {
  const { transporter, toFiles } = transport(config);
  const from = `no-reply@${new URL(config.publicUrl).hostname}`;
  let sent = 0;
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, new Date())))
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const mail of due) {
      try {
        const info = await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
        if (toFiles) {
          const dir = path.join(config.dataDir, 'outbox');
          await fs.mkdir(dir, { recursive: true });
          await fs.writeFile(path.join(dir, `${String(mail.id).padStart(6, '0')}.eml`), info.message as Buffer);
        }
        await tx.update(outbox).set({ sentAt: new Date(), attempts: mail.attempts + 1 }).where(eq(outbox.id, mail.id));
        sent++;
      } catch (error) {
        const delayMinutes = Math.min(60, 2 ** mail.attempts);
        await tx
          .update(outbox)
          .set({
            attempts: mail.attempts + 1,
            lastError: String((error as Error).message).slice(0, 500),
            nextAttemptAt: sql`now() + make_interval(mins => ${delayMinutes})`,
          })
          .where(eq(outbox.id, mail.id));
      }
    }
  });
  return sent;
}

export function startMailWorker(db: Db, config: Config, log: { error: (o: object, m: string) => void }, intervalMs = 5000) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverDueMail(db, config);
    } catch (error) {
      log.error({ err: error }, 'mail worker failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
