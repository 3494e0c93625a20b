import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forgetInTx, readOnceInTx } from '../../lib/tx-memo';
import { currencyRates } from './tables';

export type CurrencyRateRow = typeof currencyRates.$inferSelect;

/** Every rate of the given base currencies, by base then currency code; read once per transaction (lib/tx-memo). */
export const listRates = (db: DbOrTx, bases: string[]): Promise<CurrencyRateRow[]> =>
  bases.length === 0
    ? Promise.resolve([])
    : readOnceInTx(db, `rates:${[...bases].sort().join(',')}`, () =>
        db.select().from(currencyRates).where(inArray(currencyRates.base, bases)).orderBy(asc(currencyRates.base), asc(currencyRates.currency)),
      ).then((rows) => rows.map((row) => ({ ...row })));

/**
 * Stores the bank's rates. A new pair starts with a zero correction; an existing pair gets the new
 * bank rate and keeps the administrator's correction (rate = bank + correction), unless that sum
 * would not be above zero, in which case the row stays as it was.
 */
export async function upsertBankRates(db: DbOrTx, rows: { base: string; currency: string; bankRate: string }[]) {
  if (rows.length === 0) return;
  forgetInTx(db, 'rates:');
  await db
    .insert(currencyRates)
    .values(rows.map((r) => ({ ...r, correctionRate: '0', rate: r.bankRate })))
    .onConflictDoUpdate({
      target: [currencyRates.base, currencyRates.currency],
      set: {
        bankRate: sql`excluded.bank_rate`,
        rate: sql`excluded.bank_rate + ${currencyRates.correctionRate}`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${currencyRates.bankRate} <> excluded.bank_rate and excluded.bank_rate + ${currencyRates.correctionRate} > 0`,
    });
}

/** Sets one pair's correction and end rate; a row whose values do not change keeps its timestamp. */
export async function updateRate(db: DbOrTx, base: string, currency: string, correctionRate: string, rate: string) {
  forgetInTx(db, 'rates:');
  await db
    .update(currencyRates)
    .set({ correctionRate, rate, updatedAt: sql`now()` })
    .where(
      and(
        eq(currencyRates.base, base),
        eq(currencyRates.currency, currency),
        or(sql`${currencyRates.correctionRate} <> ${correctionRate}::numeric`, sql`${currencyRates.rate} <> ${rate}::numeric`),
      ),
    );
}
