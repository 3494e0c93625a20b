import { eq } from 'drizzle-orm';
import { CAR_BASE_PRICE_FIELDS, CAR_PRICE_FIELDS, type CarPricingInput, type CarType, requiredCarPrices, type TransferCreateRequest } from '@travel/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { savePeriodRows } from '../../lib/period-rows';
import { listTaxonomies, productOptionsByIds } from '../reference';
import { transferCancellationRules, transferCarPricing, transferDestinations, transferOrigins } from './tables';

/**
 * The writes below a transfer: its places, cancellation rules and its cars' pricing periods.
 * Everything runs in the caller's transaction and every check names the field, so a refused
 * save leaves nothing half-written.
 */

const invalid = (path: string, message: string) => badRequest(`${path}: ${message}`, 'validation');

/** The default currency is a currency code we know. */
export async function checkCurrency(db: DbOrTx, code: string) {
  const known = (await listTaxonomies(db, 'currency')).some((c) => c.code === code);
  if (!known) throw invalid('defaultCurrency', `Currency ${code} not found`);
}

/** Every origin and destination is a place of `GET products`. */
export async function checkPlaces(db: DbOrTx, input: Pick<TransferCreateRequest, 'origins' | 'destinations'>) {
  const places = await productOptionsByIds(db, [...input.origins, ...input.destinations]);
  for (const field of ['origins', 'destinations'] as const) {
    for (const [i, id] of input[field].entries()) {
      if (!places.has(id)) throw invalid(`${field}.${i}`, `Place ${id} not found`);
    }
  }
}

/** The transfer's origins and destinations become the submitted lists. */
export async function replacePlaces(tx: Tx, transferId: number, input: Pick<TransferCreateRequest, 'origins' | 'destinations'>) {
  await tx.delete(transferOrigins).where(eq(transferOrigins.transferId, transferId));
  await tx.delete(transferDestinations).where(eq(transferDestinations.transferId, transferId));
  if (input.origins.length) await tx.insert(transferOrigins).values(input.origins.map((locationId) => ({ transferId, locationId })));
  if (input.destinations.length) await tx.insert(transferDestinations).values(input.destinations.map((locationId) => ({ transferId, locationId })));
}

/** The transfer's cancellation rules replace the stored ones (checked by the contract: percent or fixed, one per day). */
export async function replaceRules(tx: Tx, transferId: number, rules: TransferCreateRequest['cancellationRules']) {
  await tx.delete(transferCancellationRules).where(eq(transferCancellationRules.transferId, transferId));
  if (rules.length === 0) return;
  await tx
    .insert(transferCancellationRules)
    .values(rules.map((rule) => ({ transferId, daysBefore: rule.daysBefore, penaltyType: rule.penaltyType, amount: rule.amount })));
}

const PRICE_LABELS: Record<string, string> = {
  price: 'Price',
  returnPrice: 'Return price',
  extraAdult: 'Extra adult',
  returnExtraAdult: 'Return extra adult',
};

/**
 * A car category's pricing periods (the Pricing tab): rows with an id update that period, rows
 * without one are created, periods left out stay (deleting is DELETE transfers/car-pricing/{id}).
 * Periods of one car may not overlap, so one row prices an arrival date. An individual car needs
 * its base prices, a group car its adult prices; a group car keeps no base prices.
 */
export async function saveCarPricing(tx: Tx, car: { id: number; type: CarType }, rows: CarPricingInput[], path: string) {
  await savePeriodRows(tx, rows, {
    table: transferCarPricing,
    owner: eq(transferCarPricing.carId, car.id),
    path,
    unknownId: 'Pricing period not found for this car category',
    check: (row, rowPath) => {
      for (const field of requiredCarPrices(car.type)) {
        if (row.pricingData[field] === undefined)
          throw invalid(
            `${rowPath}.pricingData.${field}`,
            `${PRICE_LABELS[field]} is required for ${car.type === 'individual' ? 'an individual' : 'a group'} car`,
          );
      }
    },
    columns: (row) => {
      const prices = Object.fromEntries(
        CAR_PRICE_FIELDS.map((field) => [field, car.type === 'group' && CAR_BASE_PRICE_FIELDS.includes(field) ? null : (row.pricingData[field] ?? null)]),
      );
      return { carId: car.id, startDate: row.startDate, endDate: row.endDate, ...prices };
    },
    overlap: {},
    removeUnlisted: false,
  });
}
