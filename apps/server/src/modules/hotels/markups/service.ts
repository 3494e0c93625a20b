import type { HotelMarkupSettings, LocationNode, MarkupRule, MarkupRuleInput } from '@travel/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import { listTaxonomies, locationTree } from '../../reference';
import { readSettings } from '../../settings';
import { deleteMarkupRulesExcept, insertMarkupRule, listMarkupRules, type MarkupRuleRow, updateMarkupRule } from './repo';

/** Markup rows may point at countries, regions and cities (a hotel sits in one of them); not airports. */
const MARKUP_LOCATION_TYPES = new Set<LocationNode['type']>(['country', 'region', 'city']);

/**
 * What leaves the server about a row: null category or location reads 'all' (spec §3). Every row
 * can be changed by the administrators who may open the screen, so canChange is always true.
 */
const presentMarkupRule = (row: MarkupRuleRow): MarkupRule => ({
  id: row.id,
  distributionChannel: row.distributionChannel as MarkupRule['distributionChannel'],
  hotelCategoryId: row.hotelCategoryId ?? 'all',
  locationId: row.locationId ?? 'all',
  type: row.type as MarkupRule['type'],
  amount: row.amount,
  canChange: true,
});

/** GET settings/hotelmarkups. */
export async function readHotelMarkups(db: DbOrTx): Promise<HotelMarkupSettings> {
  const [{ defaultCurrency }, rows] = await Promise.all([readSettings(db, ['defaultCurrency']), listMarkupRules(db)]);
  return { defaultCurrencyCode: defaultCurrency, data: { markups: rows.map(presentMarkupRule) } };
}

/** The stored rules for the pricing engine, in precedence order (domain-rules §4.4): null means all. */
export const listHotelMarkupRules = (db: DbOrTx) => listMarkupRules(db);

async function checkReferences(db: DbOrTx, markups: MarkupRuleInput[]) {
  const categories = new Set((await listTaxonomies(db, 'hotelCategory')).map((c) => c.id));
  const locationTypes = new Map<number, LocationNode['type']>();
  const walk = (nodes: LocationNode[]) => {
    for (const node of nodes) {
      locationTypes.set(node.id, node.type);
      walk(node.children);
    }
  };
  walk(await locationTree(db));
  markups.forEach((row, index) => {
    const field = `data.markups.${index}`;
    if (row.hotelCategoryId !== 'all' && !categories.has(row.hotelCategoryId)) {
      throw badRequest(`${field}.hotelCategoryId: Hotel category not found`, 'validation');
    }
    if (row.locationId === 'all') return;
    const type = locationTypes.get(row.locationId);
    if (!type) throw badRequest(`${field}.locationId: Location not found`, 'validation');
    if (!MARKUP_LOCATION_TYPES.has(type)) throw badRequest(`${field}.locationId: Location must be a country, a region or a city`, 'validation');
  });
}

/**
 * Replaces the whole list in one transaction (spec §7): rows with an id are updated, rows without
 * one are added, stored rows the list leaves out are deleted; the list order is the position.
 */
export async function saveHotelMarkups(db: Db, markups: MarkupRuleInput[]) {
  await checkReferences(db, markups);
  await db.transaction(async (tx) => {
    const storedIds = new Set((await listMarkupRules(tx)).map((row) => row.id));
    const seen = new Set<number>();
    markups.forEach((row, index) => {
      if (row.id === undefined) return;
      if (!storedIds.has(row.id)) throw badRequest(`data.markups.${index}.id: Markup row not found; reload the page`, 'validation');
      if (seen.has(row.id)) throw badRequest(`data.markups.${index}.id: This row is listed twice`, 'validation');
      seen.add(row.id);
    });
    await deleteMarkupRulesExcept(tx, [...seen]);
    for (const [position, row] of markups.entries()) {
      const values = {
        distributionChannel: row.distributionChannel,
        hotelCategoryId: row.hotelCategoryId === 'all' ? null : row.hotelCategoryId,
        locationId: row.locationId === 'all' ? null : row.locationId,
        type: row.type,
        amount: row.amount,
        position,
      };
      if (row.id === undefined) await insertMarkupRule(tx, values);
      else await updateMarkupRule(tx, row.id, values);
    }
  });
}
