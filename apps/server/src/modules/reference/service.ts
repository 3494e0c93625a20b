import type { LocationNode, TaxonomyType } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { findLocation, findTaxonomyWhere, listAllLocations, listCountries, listTaxonomies } from './repo';

export { listTaxonomies, listCountries };

export const findCountry = (db: DbOrTx, id: number) => findLocation(db, id, 'country');
export const findTaxonomy = (db: DbOrTx, type: TaxonomyType, id: number) => findTaxonomyWhere(db, type, { id });
export const findTaxonomyBySlug = (db: DbOrTx, type: TaxonomyType, slug: string) =>
  findTaxonomyWhere(db, type, { slug });

/** The whole location tree: countries, their cities, each city's airports. */
export async function locationTree(db: DbOrTx): Promise<LocationNode[]> {
  const rows = await listAllLocations(db);
  const nodes = new Map<number, LocationNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      type: row.type as LocationNode['type'],
      code: row.code,
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
      children: [],
    });
  }
  const roots: LocationNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function nationalityOptions(db: DbOrTx) {
  const countries = await listCountries(db);
  return countries.map((c) => ({ value: c.id, label: c.name }));
}
