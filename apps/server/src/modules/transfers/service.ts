import { eq, type SQL, sql } from 'drizzle-orm';
import type { CarInput, Transfer, TransferCar, TransferCreateRequest, TransferFilter, TransferUpdateRequest } from '@travel/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { deleteRow } from '../../lib/crud';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sanitizeDescription } from '../../lib/rich-text';
import { productOptionsByIds } from '../reference';
import { indexGraph, type Places, presentCar, presentListItem, presentTransfer } from './presenter';
import { findCarRow, listTransferRows, loadTransferGraph, loadTransferPlaces, lockTransfer, transferExists, transferWhere } from './repo';
import { checkCurrency, checkPlaces, replacePlaces, replaceRules, saveCarPricing } from './save';
import { transferCarPricing, transferCars, transferSales, transfers } from './tables';

/**
 * The transfer catalogue (back-office spec §2 Transfers, §7; domain-rules §5.2): one transaction
 * per save; deleting what bookings sold is refused (409), transfer_sales' keys are the backstop.
 */

async function placesOf(db: DbOrTx, rows: { locationId: number }[]): Promise<Places> {
  const options = await productOptionsByIds(
    db,
    rows.map((r) => r.locationId),
  );
  return new Map([...options].map(([id, o]) => [id, { id, name: o.name, label: o.label }]));
}

async function checkInfo(db: DbOrTx, input: TransferCreateRequest | TransferUpdateRequest) {
  await checkCurrency(db, input.defaultCurrency);
  await checkPlaces(db, input);
}

const infoColumns = (input: TransferCreateRequest | TransferUpdateRequest) => ({
  name: input.name,
  defaultCurrency: input.defaultCurrency,
  infantAgeMax: input.infantAgeMax,
  children1AgeMax: input.children1AgeMax,
  children2AgeMax: input.children2AgeMax ?? null,
  description: input.description ? sanitizeDescription(input.description) : null,
  ...(input.markups === undefined ? {} : { markups: input.markups }),
});

export async function createTransfer(db: Db, input: TransferCreateRequest) {
  return db.transaction(async (tx) => {
    await checkInfo(tx, input);
    const [row] = await tx.insert(transfers).values(infoColumns(input)).returning({ id: transfers.id });
    const id = row!.id;
    await replacePlaces(tx, id, input);
    await replaceRules(tx, id, input.cancellationRules);
    return id;
  });
}

/**
 * The edit screen's save: Info (with its places) is the full state; markups, cancellation rules
 * and the cars' pricing periods are saved only when the payload carries them.
 */
export async function updateTransfer(db: Db, id: number, input: TransferUpdateRequest) {
  await db.transaction(async (tx) => {
    if (!(await lockTransfer(tx, id))) throw notFound('Transfer');
    await checkInfo(tx, input);
    await tx
      .update(transfers)
      .set({ ...infoColumns(input), updatedAt: sql`now()` })
      .where(eq(transfers.id, id));
    await replacePlaces(tx, id, input);
    if (input.cancellationRules) await replaceRules(tx, id, input.cancellationRules);
    for (const [i, car] of (input.cars ?? []).entries()) {
      if ((input.cars ?? []).findIndex((other) => other.id === car.id) !== i) throw badRequest(`cars.${i}.id: this car category is listed twice`, 'validation');
      const row = await findCarRow(tx, id, car.id);
      if (!row) throw badRequest(`cars.${i}.id: Car category not found for this transfer`, 'validation');
      await saveCarPricing(tx, row, car.pricing, `cars.${i}.pricing`);
    }
  });
}

export async function findTransfer(db: DbOrTx, id: number): Promise<Transfer | null> {
  const graph = await loadTransferGraph(db, transferWhere(id));
  const [row] = graph.transfers;
  if (!row) return null;
  return presentTransfer(row, indexGraph(graph), await placesOf(db, [...graph.origins, ...graph.destinations]));
}

export async function listTransfers(db: DbOrTx, page: number, filter: TransferFilter) {
  const result = await listTransferRows(db, page, filter);
  const places = await loadTransferPlaces(
    db,
    result.entities.map((t) => t.id),
  );
  const names = await placesOf(db, [...places.origins, ...places.destinations]);
  const index = indexGraph(places);
  return { ...result, entities: result.entities.map((t) => presentListItem(t, index, names)) };
}

/**
 * Deletes a row unless a sale points to it. The sales are looked up first for the sentence (a
 * cascade that meets a restricting key is not reported alike by every engine); the foreign keys
 * stay the guarantee against a sale written meanwhile.
 */
async function deleteUnsold(db: Db, sold: SQL, remove: (tx: Tx) => Promise<unknown>, refusal: { message: string; code: string }) {
  await db.transaction(async (tx) => {
    if ((await tx.select({ id: transferSales.bookingItemId }).from(transferSales).where(sold).limit(1)).length > 0)
      throw conflict(refusal.message, refusal.code);
    await remove(tx);
  });
}

const transferSold = { message: 'This transfer has bookings and cannot be deleted.', code: 'transfer_has_bookings' };
const carSold = { message: 'This car category has been sold and cannot be deleted.', code: 'transfer_car_has_bookings' };
const pricingSold = { message: 'This pricing period has priced bookings and cannot be deleted.', code: 'transfer_pricing_has_bookings' };

export async function deleteTransfer(db: Db, id: number) {
  await deleteUnsold(
    db,
    eq(transferSales.transferId, id),
    (tx) => deleteRow(tx, transfers, id, { noun: 'Transfer', whenReferenced: transferSold }),
    transferSold,
  );
}

export async function deleteCarPricing(db: Db, pricingId: number) {
  await deleteUnsold(
    db,
    eq(transferSales.carPricingId, pricingId),
    (tx) => deleteRow(tx, transferCarPricing, pricingId, { noun: 'Pricing period', whenReferenced: pricingSold }),
    pricingSold,
  );
}

// ---------------------------------------------------------------- car categories

export async function findCar(db: DbOrTx, transferId: number, carId: number): Promise<TransferCar | null> {
  const car = await findCarRow(db, transferId, carId);
  if (!car) return null;
  const pricing = await db
    .select()
    .from(transferCarPricing)
    .where(eq(transferCarPricing.carId, carId))
    .orderBy(transferCarPricing.startDate, transferCarPricing.id);
  return presentCar(car, pricing);
}

const carColumns = (input: CarInput) => ({
  name: input.name,
  type: input.type,
  maxOccupancy: input.maxOccupancy,
  baseOccupancy: input.baseOccupancy,
  minAdultOccupancy: input.minAdultOccupancy,
  maxAdultOccupancy: input.maxAdultOccupancy,
  minChildOccupancy: input.minChildOccupancy,
  maxChildOccupancy: input.maxChildOccupancy,
  unallowedOccupancies: input.unallowedOccupancies,
  recommendedUpTo: input.recommendedUpTo,
});

export async function createCar(db: Db, transferId: number, input: CarInput) {
  return db.transaction(async (tx) => {
    if (!(await lockTransfer(tx, transferId))) throw notFound('Transfer');
    const [row] = await tx
      .insert(transferCars)
      .values({ transferId, ...carColumns(input) })
      .returning({ id: transferCars.id });
    return row!.id;
  });
}

/** Saves a car category's own fields (its pricing periods are the transfer save's); a group car keeps no base prices. */
export async function updateCar(db: Db, transferId: number, carId: number, input: CarInput) {
  await db.transaction(async (tx) => {
    if (!(await lockTransfer(tx, transferId))) throw notFound('Transfer');
    if (!(await findCarRow(tx, transferId, carId))) throw notFound('Car category');
    await tx.update(transferCars).set(carColumns(input)).where(eq(transferCars.id, carId));
    if (input.type === 'group') await tx.update(transferCarPricing).set({ price: null, returnPrice: null }).where(eq(transferCarPricing.carId, carId));
  });
}

export async function deleteCar(db: Db, transferId: number, carId: number) {
  if (!(await transferExists(db, transferId))) throw notFound('Transfer');
  await deleteUnsold(
    db,
    eq(transferSales.carId, carId),
    (tx) => deleteRow(tx, transferCars, carId, { noun: 'Car category', where: eq(transferCars.transferId, transferId), whenReferenced: carSold }),
    carSold,
  );
}
