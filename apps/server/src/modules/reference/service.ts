import type { LocationNode, TaxonomyType } from '@travel/contracts';
import { type AnyColumn, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { findLocation, findTaxonomyWhere, listAllLocations, listCountries, listTaxonomies } from './repo';
import { locations, taxonomies } from './tables';

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

export { findLocation, findTaxonomyWhere };

/**
 * Names for another module's rows without reading these tables there (architecture: a module
 * reaches another through its service): scalar subqueries on a column that holds an id.
 */
export const locationNameOf = <T extends string | null = string>(id: SQLWrapper) => sql<T>`(select ${locations.name} from ${locations} where ${locations.id} = ${id})`;
export const taxonomyTitleOf = (id: SQLWrapper) => sql<string>`(select ${taxonomies.title} from ${taxonomies} where ${taxonomies.id} = ${id})`;
export const taxonomySlugOf = (id: SQLWrapper) => sql<string>`(select ${taxonomies.slug} from ${taxonomies} where ${taxonomies.id} = ${id})`;
/** `{ id, title, slug }` of the taxonomy a column points to. */
export const taxonomyOf = <C extends AnyColumn>(id: C) => ({ id, title: taxonomyTitleOf(id), slug: taxonomySlugOf(id) });

/** The ids of a location and every location below it (country → cities → airports), as a subquery. */
export const locationSubtree = (locationId: number) => sql`(
  with recursive subtree(id) as (
    select ${locations.id} from ${locations} where ${locations.id} = ${locationId}
    union all
    select child.id from ${locations} child join subtree on child.parent_id = subtree.id
  )
  select id from subtree
)`;

/** Every location's parent (markup precedence by nearest location, domain-rules §4.4). */
export const listLocationParents = (db: DbOrTx) => db.select({ id: locations.id, parentId: locations.parentId }).from(locations);

/** The taxonomies of several types, with their type. */
export const listTaxonomiesOfTypes = (db: DbOrTx, types: string[]) =>
  db
    .select({ id: taxonomies.id, type: taxonomies.type, title: taxonomies.title, slug: taxonomies.slug, code: taxonomies.code })
    .from(taxonomies)
    .where(inArray(taxonomies.type, types));

/** Locations by id: their name, parent and type. */
export const listLocationsByIds = async (db: DbOrTx, ids: number[]) =>
  ids.length
    ? db.select({ id: locations.id, name: locations.name, parentId: locations.parentId, type: locations.type }).from(locations).where(inArray(locations.id, ids))
    : [];

/** Airports with their city's name; with `cityId`, those of that city or of its country. */
export const listAirports = (db: DbOrTx, cityId?: number) =>
  db
    .select({ id: locations.id, name: locations.name, code: locations.code, cityId: locations.parentId, city: sql<string>`parent.name` })
    .from(locations)
    .innerJoin(sql`locations as parent`, sql`parent.id = ${locations.parentId}`)
    .where(cityId ? sql`${locations.type} = 'airport' and (${locations.parentId} = ${cityId} or parent.parent_id = ${cityId})` : eq(locations.type, 'airport'));
