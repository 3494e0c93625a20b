import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { VisaCreateRequest, VisaTypeInput, VisaUpdateRequest } from '@travel/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { deleteRow } from '../../lib/crud';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { indexPlaces, placeIdsOf, placeNames, presentListItem, presentType, presentVisa } from './presenter';
import { findTypeRow, listVisaRows, loadVisaGraph, loadVisaPlaces, lockVisa, replaceVisaPlaces, type VisaFilter, visaExists, visaWhere } from './repo';
import { checkVisaInfo, currencyCodes, saveTypePricing, visaInfoColumns } from './save';
import { visaSales, visas, visaTypePricing, visaTypes } from './tables';

/**
 * The visa catalogue (back-office spec §2 Visas, §7; domain-rules §5.3): one transaction per
 * save; deleting what bookings sold is refused (409), checked first for the sentence, the
 * visa_sales foreign keys being the guarantee.
 */

export async function findVisa(db: DbOrTx, id: number) {
  const graph = await loadVisaGraph(db, visaWhere(id));
  const [row] = graph.visas;
  return row ? presentVisa(row, graph, await placeNames(db, placeIdsOf(graph))) : null;
}

export async function listVisas(db: DbOrTx, page: number, filter: VisaFilter) {
  const result = await listVisaRows(db, page, filter);
  const places = await loadVisaPlaces(
    db,
    result.entities.map((v) => v.id),
  );
  const names = await placeNames(db, placeIdsOf(places));
  const index = indexPlaces(places);
  return { ...result, entities: result.entities.map((v) => presentListItem(v, index, names)) };
}

export async function createVisa(db: Db, input: VisaCreateRequest) {
  return db.transaction(async (tx) => {
    await checkVisaInfo(tx, input, await currencyCodes(tx));
    const [row] = await tx.insert(visas).values(visaInfoColumns(input)).returning({ id: visas.id });
    await replaceVisaPlaces(tx, row!.id, input.origins, input.destinations);
    return row!.id;
  });
}

/**
 * The edit screen's save: Info is the full state (nationalities and destinations included);
 * the types' names and pricing are saved only when the payload carries them, and a type's
 * pricing rows left out stay.
 */
export async function updateVisa(db: Db, id: number, input: VisaUpdateRequest) {
  await db.transaction(async (tx) => {
    if (!(await lockVisa(tx, id))) throw notFound('Visa');
    const currencies = await currencyCodes(tx);
    await checkVisaInfo(tx, input, currencies);
    await tx
      .update(visas)
      .set({ ...visaInfoColumns(input), updatedAt: sql`now()` })
      .where(eq(visas.id, id));
    await replaceVisaPlaces(tx, id, input.origins, input.destinations);
    for (const [i, type] of (input.types ?? []).entries()) {
      if (!(await findTypeRow(tx, id, type.id))) throw badRequest(`types.${i}.id: Visa type not found for this visa`, 'validation');
      if ((input.types ?? []).findIndex((t) => t.id === type.id) !== i) throw badRequest(`types.${i}.id: Visa type ${type.id} is listed twice`, 'validation');
      if (type.name !== undefined) await tx.update(visaTypes).set({ name: type.name }).where(eq(visaTypes.id, type.id));
      await saveTypePricing(tx, type.id, type.pricing, `types.${i}.pricing`, currencies, input.defaultCurrency);
    }
  });
}

/** Deletes a row unless a sale points to it (see the module's comment). */
async function deleteUnsold(db: Db, sold: SQL, remove: (tx: Tx) => Promise<unknown>, refusal: { message: string; code: string }) {
  await db.transaction(async (tx) => {
    if ((await tx.select({ id: visaSales.bookingItemId }).from(visaSales).where(sold).limit(1)).length > 0) throw conflict(refusal.message, refusal.code);
    await remove(tx);
  });
}

const visaSold = { message: 'This visa has bookings and cannot be deleted.', code: 'visa_has_bookings' };
const typeSold = { message: 'This visa type has been sold and cannot be deleted.', code: 'visa_type_has_bookings' };
const pricingSold = { message: 'This pricing period has priced bookings and cannot be deleted.', code: 'visa_pricing_has_bookings' };

export async function deleteVisa(db: Db, id: number) {
  await deleteUnsold(db, eq(visaSales.visaId, id), (tx) => deleteRow(tx, visas, id, { noun: 'Visa', whenReferenced: visaSold }), visaSold);
}

export async function deleteVisaTypePricing(db: Db, pricingId: number) {
  await deleteUnsold(
    db,
    eq(visaSales.typePricingId, pricingId),
    (tx) => deleteRow(tx, visaTypePricing, pricingId, { noun: 'Pricing period', whenReferenced: pricingSold }),
    pricingSold,
  );
}

// ---------------------------------------------------------------- types

export async function findVisaType(db: DbOrTx, visaId: number, typeId: number) {
  const type = await findTypeRow(db, visaId, typeId);
  if (!type) return null;
  const pricing = await db.select().from(visaTypePricing).where(eq(visaTypePricing.typeId, typeId)).orderBy(visaTypePricing.startDate, visaTypePricing.id);
  return presentType(type, pricing);
}

export async function createVisaType(db: Db, visaId: number, input: VisaTypeInput) {
  return db.transaction(async (tx) => {
    if (!(await lockVisa(tx, visaId))) throw notFound('Visa');
    const [row] = await tx.insert(visaTypes).values({ visaId, name: input.name }).returning({ id: visaTypes.id });
    return row!.id;
  });
}

export async function updateVisaType(db: Db, visaId: number, typeId: number, input: VisaTypeInput) {
  if (!(await visaExists(db, visaId))) throw notFound('Visa');
  if (!(await findTypeRow(db, visaId, typeId))) throw notFound('Visa type');
  await db
    .update(visaTypes)
    .set({ name: input.name })
    .where(and(eq(visaTypes.id, typeId), eq(visaTypes.visaId, visaId)));
}

/** A type goes with its pricing, unless a sale points to the type or to one of its periods. */
export async function deleteVisaType(db: Db, visaId: number, typeId: number) {
  if (!(await visaExists(db, visaId))) throw notFound('Visa');
  const periods = db.select({ id: visaTypePricing.id }).from(visaTypePricing).where(eq(visaTypePricing.typeId, typeId));
  await deleteUnsold(
    db,
    or(eq(visaSales.typeId, typeId), inArray(visaSales.typePricingId, periods))!,
    (tx) => deleteRow(tx, visaTypes, typeId, { noun: 'Visa type', where: eq(visaTypes.visaId, visaId), whenReferenced: typeSold }),
    typeSold,
  );
}
