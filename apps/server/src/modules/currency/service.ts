import { canonicalRate, linkRateFromBank, type CurrencyRatesData, type CurrencyRatesSettings } from '@travel/contracts';
import type { Db, DbOrTx } from '../../db/client';
import type { Conversion } from '../../lib/currency-conversion';
import { badRequest } from '../../lib/errors';
import { listTaxonomies } from '../reference';
import { readSettings } from '../settings';
import { listRates, updateRate } from './repo';

/** The two tables the screen edits: the accounting currency's first, then the default currency's (spec §3). */
async function rateBases(db: DbOrTx) {
  const { defaultCurrency, accountingCurrency } = await readSettings(db, ['defaultCurrency', 'accountingCurrency']);
  return { defaultCurrency, accountingCurrency, bases: [...new Set([accountingCurrency, defaultCurrency])] };
}

/** GET settings/currencyrates: rates keyed by base then currency, as canonical decimal text. */
export async function readCurrencyRates(db: DbOrTx): Promise<CurrencyRatesSettings> {
  const { defaultCurrency, accountingCurrency, bases } = await rateBases(db);
  const data: CurrencyRatesSettings['data'] = Object.fromEntries(bases.map((base) => [base, {}]));
  for (const row of await listRates(db, bases)) {
    data[row.base]![row.currency] = {
      bankRate: canonicalRate(row.bankRate)!,
      correctionRate: canonicalRate(row.correctionRate)!,
      rate: canonicalRate(row.rate)!,
    };
  }
  return { defaultCurrencyAccounting: accountingCurrency, defaultCurrencyCode: defaultCurrency, data };
}

/**
 * Saves corrections and end rates in one transaction. Only pairs that have a bank rate can be set
 * (the bank rate itself is read-only), and the end rate must be exactly the stored bank rate plus
 * the correction (domain-rules §2). Pairs the request leaves out keep their values.
 */
export async function saveCurrencyRates(db: Db, data: CurrencyRatesData) {
  const known = new Set((await listTaxonomies(db, 'currency')).map((c) => c.code));
  await db.transaction(async (tx) => {
    const { defaultCurrency, accountingCurrency, bases } = await rateBases(tx);
    const stored = new Map((await listRates(tx, bases)).map((row) => [`${row.base}/${row.currency}`, row]));
    for (const [base, rates] of Object.entries(data)) {
      if (!known.has(base)) throw badRequest(`data.${base}: ${base} is not a known currency`, 'validation');
      if (!bases.includes(base)) {
        throw badRequest(`data.${base}: rates are kept against ${[accountingCurrency, defaultCurrency].join(' and ')} only`, 'validation');
      }
      for (const [currency, input] of Object.entries(rates)) {
        const field = `data.${base}.${currency}`;
        if (!known.has(currency)) throw badRequest(`${field}: ${currency} is not a known currency`, 'validation');
        const row = stored.get(`${base}/${currency}`);
        if (!row) throw badRequest(`${field}: there is no bank rate of ${currency} against ${base}`, 'validation');
        const bankRate = canonicalRate(row.bankRate)!;
        const sum = linkRateFromBank(bankRate, input.correctionRate)!;
        if (input.rate !== sum) {
          const changed = input.bankRate !== undefined && input.bankRate !== bankRate ? `; the bank rate is now ${bankRate}, reload the page` : '';
          throw badRequest(`${field}.rate: End rate must equal bank rate + correction rate (${sum})${changed}`, 'validation');
        }
        await updateRate(tx, base, currency, input.correctionRate, input.rate);
      }
    }
  });
}

// ---------------------------------------------------------------- rates for the shared converter

/**
 * The default currency's table as the shared converter takes it (lib/currency-conversion, domain-rules
 * §2): `rates[X]` is how many D one X is worth (1 X = rate D).
 */
export async function loadConversion(db: DbOrTx): Promise<Conversion> {
  const { defaultCurrency } = await readSettings(db, ['defaultCurrency']);
  const rows = await listRates(db, [defaultCurrency]);
  return { defaultCurrency, rates: Object.fromEntries(rows.map((row) => [row.currency, canonicalRate(row.rate)!])) };
}

export { listRates } from './repo';
