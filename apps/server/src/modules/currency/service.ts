import Decimal from 'decimal.js';
import { canonicalRate, linkRateFromBank, type CurrencyRatesData, type CurrencyRatesSettings } from '@travel/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, unprocessable } from '../../lib/errors';
import { listTaxonomies } from '../reference/service';
import { readSettings } from '../settings/service';
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

// ---------------------------------------------------------------- conversion for the pricing engine

/** End rates against the default currency D: `rates[X]` is how many D one X is worth (1 X = rate D). */
export type Rates = Readonly<Record<string, string>>;

/** The end rates of the default currency's table, as a plain object for the pure pricing functions. */
export async function loadRates(db: DbOrTx): Promise<Rates> {
  const { defaultCurrency } = await readSettings(db, ['defaultCurrency']);
  const rows = await listRates(db, [defaultCurrency]);
  return Object.fromEntries(rows.map((row) => [row.currency, canonicalRate(row.rate)!]));
}

/** The default currency with its rates, what `convert` needs besides the amount. */
export async function loadConversion(db: DbOrTx) {
  const [{ defaultCurrency }, rates] = await Promise.all([readSettings(db, ['defaultCurrency']), loadRates(db)]);
  return { defaultCurrency, rates };
}

function rateOf(currency: string, rates: Rates, defaultCurrency: string) {
  const rate = rates[currency];
  if (rate === undefined || !new Decimal(rate).isPositive() || new Decimal(rate).isZero()) {
    throw unprocessable(`No currency rate for ${currency} against ${defaultCurrency}: set it on the Currency rates screen.`, 'missing_rate');
  }
  return new Decimal(rate);
}

/**
 * Converts an amount from one currency to another (domain-rules §2): 1 X = rate D, so X -> D
 * multiplies by X's rate, D -> Y divides by Y's rate, X -> Y goes through D. Pure and unrounded
 * (decimal.js, 20 significant digits): callers round where a price becomes final (domain-rules §1).
 * A missing rate is an error naming the pair, never a silent 1.
 */
export function convert(amount: string | Decimal, from: string, to: string, rates: Rates, defaultCurrency: string): Decimal {
  const value = new Decimal(amount);
  if (from === to) return value;
  const inDefault = from === defaultCurrency ? value : value.times(rateOf(from, rates, defaultCurrency));
  return to === defaultCurrency ? inDefault : inDefault.div(rateOf(to, rates, defaultCurrency));
}
