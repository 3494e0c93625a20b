import { z } from 'zod';
import { jsonText, markupTypeSchema, moneyInputSchema } from './users';

/**
 * Settings screens of the back office: currency rates and hotel markups (back-office spec §3
 * Settings, §4, §7 'Settings and session'; domain-rules §2 and §4.4).
 */

// ---------------------------------------------------------------- exact rate arithmetic

/** Rates carry at most 8 decimals, like the numeric(20,8) columns. */
export const RATE_DECIMALS = 8;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
const RATE_PATTERN = /^(-)?(\d{0,12})(?:\.(\d{0,8}))?$/;

/**
 * Decimal text ("0.92", "-0.005", ".5") as an integer count of 1e-8 units, or null when the text
 * is not a decimal with at most 12 integer digits and 8 decimals. Binary floats never touch a rate.
 */
export function rateToUnits(text: string): bigint | null {
  const match = RATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const units = BigInt(whole || '0') * RATE_SCALE + BigInt(fraction.padEnd(RATE_DECIMALS, '0'));
  return sign ? -units : units;
}

/** Canonical text of a rate: no trailing zeros, no "-0" ("0.92000000" -> "0.92", "1.00" -> "1"). */
export function unitsToRate(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const fraction = (abs % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / RATE_SCALE}${fraction ? `.${fraction}` : ''}`;
}

/** The canonical text of decimal text, or null when it is not a decimal with at most 8 decimals. */
export function canonicalRate(text: string): string | null {
  const units = rateToUnits(text);
  return units === null ? null : unitsToRate(units);
}

/** Spec §4: changing the bank or correction rate sets the end rate to their sum (null: not numbers yet). */
export function linkRateFromBank(bankRate: string, correctionRate: string): string | null {
  const bank = rateToUnits(bankRate);
  const correction = rateToUnits(correctionRate);
  return bank === null || correction === null ? null : unitsToRate(bank + correction);
}

/** Spec §4: changing the end rate sets the correction rate to end rate minus bank rate. */
export function linkCorrectionFromRate(bankRate: string, rate: string): string | null {
  const bank = rateToUnits(bankRate);
  const end = rateToUnits(rate);
  return bank === null || end === null ? null : unitsToRate(end - bank);
}

// ---------------------------------------------------------------- currency rates

export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'must be a currency code of 3 capital letters');

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A rate as decimal text (or a JSON number), answered in canonical text. */
const rateText = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .union([z.string(), z.number()], {
        error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
      })
      .transform((v, ctx) => {
        const canonical = canonicalRate(String(v));
        if (canonical === null) {
          ctx.addIssue({ code: 'custom', message: `${label} must be a number with at most ${RATE_DECIMALS} decimals` });
          return z.NEVER;
        }
        return canonical;
      }),
  );

/**
 * One currency's row as the screen sends it. The end rate must equal bank rate + correction rate
 * exactly (domain-rules §2): a rate that disagrees is refused, never silently recomputed. The
 * server checks it against its own stored bank rate, which the screen cannot change.
 */
export const currencyRateInputSchema = z
  .object({
    bankRate: rateText('Bank rate').optional(),
    correctionRate: rateText('Correction rate'),
    rate: rateText('End rate'),
  })
  .superRefine((row, ctx) => {
    if (rateToUnits(row.rate)! <= 0n) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: 'End rate must be above 0' });
      return;
    }
    if (row.bankRate === undefined) return;
    const sum = linkRateFromBank(row.bankRate, row.correctionRate);
    if (sum !== row.rate) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: `End rate must equal bank rate + correction rate (${sum})` });
    }
  });
export type CurrencyRateInput = z.infer<typeof currencyRateInputSchema>;

/** `data`: rates keyed by base currency, then by currency (spec §3 'Currency rate settings'). */
export const currencyRatesDataSchema = z.record(
  currencyCodeSchema,
  z.record(currencyCodeSchema, currencyRateInputSchema, {
    error: (issue) => (issue.input === undefined ? 'Rates are required' : 'must be an object of rates by currency'),
  }),
  { error: (issue) => (issue.input === undefined ? 'Rates are required' : 'must be an object of rates by base currency') },
);
export type CurrencyRatesData = z.infer<typeof currencyRatesDataSchema>;

/** POST settings/currencyrates: form data, `_method=PUT`, `data` as JSON text (spec §7). */
export const currencyRatesRequestSchema = z.object({ data: jsonText(currencyRatesDataSchema) });

export const currencyRateSchema = z.object({ bankRate: z.string(), correctionRate: z.string(), rate: z.string() });
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

export const currencyRatesResponseSchema = z.object({
  defaultCurrencyAccounting: z.string(),
  defaultCurrencyCode: z.string(),
  data: z.record(z.string(), z.record(z.string(), currencyRateSchema)),
});
export type CurrencyRatesSettings = z.infer<typeof currencyRatesResponseSchema>;

// ---------------------------------------------------------------- hotel markups

export const MARKUP_CHANNELS = ['b2b', 'b2c'] as const;
export const markupChannelSchema = z.enum(MARKUP_CHANNELS, { error: 'Distribution channel must be b2b or b2c' });
export type MarkupChannel = z.infer<typeof markupChannelSchema>;
export const MARKUP_PERCENT_MAX = 100;
export const MARKUP_ROWS_MAX = 500;

/** A select that offers 'all' or one id (hotel category, location); required (spec §5). */
const allOrId = (label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v);
      return blankToUndefined(v);
    },
    z.union([z.literal('all'), z.number().int().positive()], {
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be 'all' or an id`),
    }),
  );

const markupAmountSchema = z.preprocess(
  blankToUndefined,
  z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? 'Amount is required' : 'Amount must be a number'),
    })
    .pipe(moneyInputSchema)
    .refine((v) => !v.startsWith('-'), 'Amount must not be below zero'),
);

/** One row of 'Hotel markups for 1 room 1 day' as the screen sends it; no id = a new row. */
export const markupRuleInputSchema = z
  .object({
    id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
    distributionChannel: markupChannelSchema.default('b2b'),
    hotelCategoryId: allOrId('Hotel category'),
    locationId: allOrId('Location'),
    type: markupTypeSchema.default('percent'),
    amount: markupAmountSchema,
  })
  .superRefine((row, ctx) => {
    if (row.type === 'percent' && rateToUnits(row.amount)! > BigInt(MARKUP_PERCENT_MAX) * RATE_SCALE) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `A percent markup must be at most ${MARKUP_PERCENT_MAX}` });
    }
  });
export type MarkupRuleInput = z.infer<typeof markupRuleInputSchema>;

/** `data`: the whole list, in the order the precedence rule reads it (domain-rules §4.4). */
export const markupRulesDataSchema = z.object(
  { markups: z.array(markupRuleInputSchema, { error: 'Markups must be a list' }).max(MARKUP_ROWS_MAX, `At most ${MARKUP_ROWS_MAX} rows`) },
  { error: (issue) => (issue.input === undefined ? 'Markups are required' : 'must be an object with markups') },
);
export type MarkupRulesData = z.infer<typeof markupRulesDataSchema>;

/** POST settings/hotelmarkups: form data, `_method=PUT`, `data` JSON text replacing the list (spec §7). */
export const hotelMarkupSettingsRequestSchema = z.object({ data: jsonText(markupRulesDataSchema) });

export const markupRuleSchema = z.object({
  id: z.number(),
  distributionChannel: markupChannelSchema,
  hotelCategoryId: z.union([z.number(), z.literal('all')]),
  locationId: z.union([z.number(), z.literal('all')]),
  type: markupTypeSchema,
  amount: z.string(),
  canChange: z.boolean(),
});
export type MarkupRule = z.infer<typeof markupRuleSchema>;

export const hotelMarkupSettingsResponseSchema = z.object({
  defaultCurrencyCode: z.string(),
  data: z.object({ markups: z.array(markupRuleSchema) }),
});
export type HotelMarkupSettings = z.infer<typeof hotelMarkupSettingsResponseSchema>;
