import { desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountNotices, jobRuns } from './tables';

/**
 * What the payment deadline job keeps (issue 31): the mails it sent, each claimed once, and its
 * runs for the admins to see.
 */

/** Claims a notice of a booking; true only for the one transaction that wrote it. */
export async function claimNotice(tx: DbOrTx, bookingId: number, kind: string, at: Date): Promise<boolean> {
  const rows = await tx.insert(accountNotices).values({ bookingId, kind, at }).onConflictDoNothing().returning({ kind: accountNotices.kind });
  return rows.length > 0;
}

export async function startRun(db: DbOrTx, job: string, worker: string, at: Date): Promise<number> {
  const [run] = await db.insert(jobRuns).values({ job, worker, startedAt: at }).returning({ id: jobRuns.id });
  return run!.id;
}

export async function finishRun(db: DbOrTx, id: number, at: Date, summary: Record<string, number | string>, error: string | null) {
  await db.update(jobRuns).set({ finishedAt: at, summary, error }).where(eq(jobRuns.id, id));
}

/** Runs started before `before` go: the list shows the latest ones. */
export async function pruneRuns(db: DbOrTx, before: Date) {
  await db.delete(jobRuns).where(lt(jobRuns.startedAt, before));
}

export async function latestRuns(db: DbOrTx, job: string, limit = 50) {
  return db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(desc(jobRuns.startedAt), desc(jobRuns.id)).limit(limit);
}
