import { numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Currency rates per base currency B and currency X: 1 X = rate B, rate = bank + correction
 * (domain-rules §2). Bank rates are loaded from data/currency-rates.json (no network here).
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    base: text('base').notNull(),
    currency: text('currency').notNull(),
    bankRate: numeric('bank_rate', { precision: 20, scale: 8 }).notNull(),
    correctionRate: numeric('correction_rate', { precision: 20, scale: 8 }).notNull().default('0'),
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('currency_rates_pk').on(t.base, t.currency)],
);
