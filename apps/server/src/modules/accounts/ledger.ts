import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AccountEntry, AccountEntryKind, AccountTerms } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { type Dec, dec, moneyText, ZERO } from '../../lib/money';
import { userFieldOf } from '../users';
import { accountEntries, accountHistory, type AgencyAccountRow, agencyAccounts } from './tables';

/**
 * The agency's ledger (issue 31; domain-rules §11). Entries are signed amounts in the default
 * currency, positive in the agency's favour; balance = their sum, available = creditLimit +
 * balance. Every entry is written by the caller's transaction, beside the change that caused it.
 */

export type NewEntry = {
  agentId: number;
  kind: AccountEntryKind;
  /** Signed, in the default currency. */
  amount: Dec | string;
  currency: string;
  at: Date;
  bookingId?: number | null;
  paymentId?: number | null;
  reason?: string | null;
  createdBy?: number | null;
};

const DEFAULT_TERMS = { creditLimit: '0.00', paymentTermsDays: null, autoCancel: true } as const;

/** The agency's terms; an agency that never had them set has the defaults (limit 0, no terms, auto-cancel on). */
export async function readTerms(db: DbOrTx, agentId: number): Promise<Pick<AgencyAccountRow, 'creditLimit' | 'paymentTermsDays' | 'autoCancel'>> {
  const [row] = await db.select().from(agencyAccounts).where(eq(agencyAccounts.agentId, agentId));
  return row ?? { ...DEFAULT_TERMS };
}

/**
 * Locks the agency's account row for the rest of the transaction (created with the defaults when
 * missing): two bookings of one agency racing for its last credit run one after the other, the
 * second seeing the first one's charge.
 */
export async function lockAccount(tx: DbOrTx, agentId: number): Promise<Pick<AgencyAccountRow, 'creditLimit' | 'paymentTermsDays' | 'autoCancel'>> {
  await tx.insert(agencyAccounts).values({ agentId }).onConflictDoNothing();
  const [row] = await tx.select().from(agencyAccounts).where(eq(agencyAccounts.agentId, agentId)).for('update');
  return row!;
}

export async function balanceOf(db: DbOrTx, agentId: number): Promise<Dec> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${accountEntries.amount}), 0)` })
    .from(accountEntries)
    .where(eq(accountEntries.agentId, agentId));
  return dec(row!.total);
}

/** Balance per agency, for lists. */
export async function balancesOf(db: DbOrTx, agentIds: number[]): Promise<Map<number, Dec>> {
  if (agentIds.length === 0) return new Map();
  const rows = await db
    .select({ agentId: accountEntries.agentId, total: sql<string>`sum(${accountEntries.amount})` })
    .from(accountEntries)
    .where(inArray(accountEntries.agentId, agentIds))
    .groupBy(accountEntries.agentId);
  return new Map(rows.map((r) => [r.agentId, dec(r.total)]));
}

export async function termsOf(db: DbOrTx, agentIds: number[]): Promise<Map<number, AgencyAccountRow>> {
  if (agentIds.length === 0) return new Map();
  const rows = await db.select().from(agencyAccounts).where(inArray(agencyAccounts.agentId, agentIds));
  return new Map(rows.map((r) => [r.agentId, r]));
}

export const availableOf = (creditLimit: string, balance: Dec) => dec(creditLimit).plus(balance);

export async function addEntry(tx: DbOrTx, entry: NewEntry): Promise<void> {
  const amount = moneyText(entry.amount);
  if (dec(amount).isZero()) return;
  await tx.insert(accountEntries).values({
    agentId: entry.agentId,
    kind: entry.kind,
    amount,
    currency: entry.currency,
    at: entry.at,
    bookingId: entry.bookingId ?? null,
    paymentId: entry.paymentId ?? null,
    reason: entry.reason ?? null,
    createdBy: entry.createdBy ?? null,
  });
}

/** What the ledger holds for one booking: its charges (charge, charge-change, cancellation) and its payments by payment row. */
export async function bookingEntries(tx: DbOrTx, bookingId: number) {
  const rows = await tx
    .select({ kind: accountEntries.kind, amount: accountEntries.amount, paymentId: accountEntries.paymentId })
    .from(accountEntries)
    .where(eq(accountEntries.bookingId, bookingId));
  let charged = ZERO;
  const paid = new Map<number, Dec>();
  for (const row of rows) {
    if (row.kind === 'charge' || row.kind === 'charge-change' || row.kind === 'cancellation') charged = charged.plus(row.amount);
    else if (row.paymentId !== null) paid.set(row.paymentId, (paid.get(row.paymentId) ?? ZERO).plus(row.amount));
  }
  return { charged, paid, any: rows.length > 0 };
}

/** Saves the agency's terms and records what changed in the account's history. */
export async function saveTerms(tx: DbOrTx, agentId: number, terms: AccountTerms, userId: number, at: Date) {
  const before = await lockAccount(tx, agentId);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const next = { creditLimit: terms.creditLimit, paymentTermsDays: terms.paymentTermsDays, autoCancel: terms.autoCancel };
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    const from = key === 'creditLimit' ? moneyText(before.creditLimit) : before[key];
    if (from !== next[key]) changes[key] = { from, to: next[key] };
  }
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(agencyAccounts)
    .set({ ...next, updatedAt: at })
    .where(eq(agencyAccounts.agentId, agentId));
  await tx.insert(accountHistory).values({ agentId, userId, at, changes });
}

type EntryFilter = { from?: Date; to?: Date };

/**
 * Entries with the balance after each, oldest first; with a period, the balance carried in from
 * before it is the opening one.
 */
export async function entriesWithBalance(db: DbOrTx, agentId: number, period: EntryFilter = {}) {
  const conditions = [eq(accountEntries.agentId, agentId)];
  let opening = ZERO;
  if (period.from) {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${accountEntries.amount}), 0)` })
      .from(accountEntries)
      .where(and(eq(accountEntries.agentId, agentId), lt(accountEntries.at, period.from)));
    opening = dec(row!.total);
    conditions.push(gte(accountEntries.at, period.from));
  }
  if (period.to) conditions.push(lt(accountEntries.at, period.to));
  const rows = await db
    .select()
    .from(accountEntries)
    .where(and(...conditions))
    .orderBy(asc(accountEntries.at), asc(accountEntries.id));
  let running = opening;
  const entries = rows.map((row) => {
    running = running.plus(row.amount);
    return { row, balance: moneyText(running) };
  });
  return { opening: moneyText(opening), closing: moneyText(running), entries };
}

/** The latest entries, newest first, each with the balance after it. */
export async function latestEntries(db: DbOrTx, agentId: number, limit = 50) {
  const { entries } = await entriesWithBalance(db, agentId);
  return entries.slice(-limit).reverse();
}

export type EntryWithBalance = Awaited<ReturnType<typeof entriesWithBalance>>['entries'][number];

export function presentEntry({ row, balance }: EntryWithBalance, pnrsOf: (bookingId: number) => string | null): AccountEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind as AccountEntryKind,
    amount: moneyText(row.amount),
    currency: row.currency,
    bookingId: row.bookingId,
    pnrs: row.bookingId === null ? null : pnrsOf(row.bookingId),
    reason: row.reason,
    balance,
  };
}

/** The account's history of terms, newest first, with who made each change. */
export async function termsHistory(db: DbOrTx, agentId: number) {
  return db
    .select({
      at: accountHistory.at,
      changes: accountHistory.changes,
      firstName: userFieldOf(accountHistory.userId, 'firstName'),
      lastName: userFieldOf(accountHistory.userId, 'lastName'),
    })
    .from(accountHistory)
    .where(eq(accountHistory.agentId, agentId))
    .orderBy(desc(accountHistory.at), desc(accountHistory.id));
}
