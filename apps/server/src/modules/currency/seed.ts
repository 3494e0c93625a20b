import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client';
import { Dec, dec } from '../../lib/money';
import { readSettings } from '../settings';
import { upsertBankRates } from './repo';

const RATES_FILE = path.join(import.meta.dirname, '../../../data/currency-rates.json');

type BankRatesFile = { date: string; perEur: Record<string, string> };

/**
 * Bank rates against each base B, from the file's "units per 1 EUR" quotes through EUR:
 * 1 X = perEur[B] / perEur[X] B (domain-rules §2), rounded half up to 8 decimals.
 */
export function crossRates(perEur: Record<string, string>, bases: string[]) {
  const rows: { base: string; currency: string; bankRate: string }[] = [];
  for (const base of new Set(bases)) {
    const basePerEur = perEur[base];
    if (!basePerEur) continue;
    for (const [currency, currencyPerEur] of Object.entries(perEur)) {
      if (currency === base) continue;
      const bankRate = dec(basePerEur).div(currencyPerEur).toDecimalPlaces(8, Dec.ROUND_HALF_UP);
      rows.push({ base, currency, bankRate: bankRate.toFixed(8) });
    }
  }
  return rows;
}

/**
 * Fills the rate tables of the default and the accounting currency at every start (idempotent:
 * corrections made on the Currency rates screen are kept). There is no network here, so the bank
 * rates come from data/currency-rates.json.
 */
export async function seedCurrencyRates(db: Db) {
  const file = JSON.parse(fs.readFileSync(RATES_FILE, 'utf8')) as BankRatesFile;
  const { defaultCurrency, accountingCurrency } = await readSettings(db, ['defaultCurrency', 'accountingCurrency']);
  await db.transaction(async (tx) => {
    await upsertBankRates(tx, crossRates(file.perEur, [defaultCurrency, accountingCurrency]));
  });
}
