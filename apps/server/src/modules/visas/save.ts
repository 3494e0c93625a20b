import { eq } from 'drizzle-orm';
import type { VisaCreateRequest, VisaTypePricingInput } from '@travel/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { savePeriodRows } from '../../lib/period-rows';
import { sanitizeDescription } from '../../lib/rich-text';
import { listLocationsByIds, listTaxonomies } from '../reference';
import { visaTypePricing } from './tables';

/**
 * The checks and writes below a visa: its Info (currency, nationalities, destinations), its
 * types' pricing periods. Everything runs in the caller's transaction and every refusal names
 * the field, so a refused save leaves nothing half-written.
 */

const invalid = (path: string, message: string) => badRequest(`${path}: ${message}`, 'validation');

export async function currencyCodes(db: DbOrTx) {
  return new Set((await listTaxonomies(db, 'currency')).flatMap((c) => (c.code ? [c.code] : [])));
}

/**
 * The default currency exists; every nationality is a country and every destination a place
 * of `GET products` (a country, region, city or airport).
 */
export async function checkVisaInfo(db: DbOrTx, input: Pick<VisaCreateRequest, 'defaultCurrency' | 'origins' | 'destinations'>, currencies: Set<string>) {
  if (!currencies.has(input.defaultCurrency)) throw invalid('defaultCurrency', `Currency ${input.defaultCurrency} not found`);
  const places = new Map((await listLocationsByIds(db, [...input.origins, ...input.destinations])).map((l) => [l.id, l]));
  for (const [i, id] of input.origins.entries()) {
    const place = places.get(id);
    if (!place) throw invalid(`origins.${i}`, `Country ${id} not found`);
    if (place.type !== 'country') throw invalid(`origins.${i}`, `must be a country (${place.name} is not one)`);
  }
  for (const [i, id] of input.destinations.entries()) {
    if (!places.has(id)) throw invalid(`destinations.${i}`, `Location ${id} not found`);
  }
}

export const visaInfoColumns = (input: VisaCreateRequest) => ({
  name: input.name,
  defaultCurrency: input.defaultCurrency,
  infantAgeMax: input.infantAgeMax,
  children1AgeMax: input.children1AgeMax,
  children2AgeMax: input.children2AgeMax ?? null,
  description: input.description ? sanitizeDescription(input.description) || null : null,
  markups: input.markups,
});

/**
 * A type's pricing periods (the Pricing tab): rows with an id update that period, rows without
 * one are created, periods left out stay (deleting is DELETE visas/type-pricing/{id}). Periods
 * of one type never overlap, the stored ones the save keeps included; a row without a currency
 * takes the visa's default currency.
 */
export async function saveTypePricing(tx: Tx, typeId: number, rows: VisaTypePricingInput[], path: string, currencies: Set<string>, defaultCurrency: string) {
  await savePeriodRows(tx, rows, {
    table: visaTypePricing,
    owner: eq(visaTypePricing.typeId, typeId),
    path,
    unknownId: 'Pricing period not found for this visa type',
    check: (row, rowPath) => {
      const currency = row.pricingData.currency ?? defaultCurrency;
      if (!currencies.has(currency)) throw invalid(`${rowPath}.pricingData.currency`, `Currency ${currency} not found`);
      return currency;
    },
    columns: (row, currency) => ({
      typeId,
      startDate: row.startDate,
      endDate: row.endDate,
      extraAdult: row.pricingData.extraAdult,
      extraChild: row.pricingData.extraChild,
      extraInfant: row.pricingData.extraInfant,
      currency,
    }),
    overlap: {},
    removeUnlisted: false,
  });
}
