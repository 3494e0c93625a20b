import type { LocationNode, ProductOption, TaxonomyType } from '@travel/contracts';
import { type AnyColumn, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readOnceInTx } from '../../lib/tx-memo';
import { aliasesOf, findLocation, findTaxonomyWhere, listAllLocations, listCountries as listCountryRows, listTaxonomies } from './repo';
import { locations, taxonomies } from './tables';

export { aliasesOf, listTaxonomies };

/** Every country by name: id, name, ISO code, and its other names when it has some. */
export const listCountries = async (db: DbOrTx) => (await listCountryRows(db)).map(({ aliases, ...country }) => ({ ...country, ...aliasesOf(aliases) }));

export const findCountry = (db: DbOrTx, id: number) => findLocation(db, id, 'country');
export const findTaxonomy = (db: DbOrTx, type: TaxonomyType, id: number) => findTaxonomyWhere(db, type, { id });
export const findTaxonomyBySlug = (db: DbOrTx, type: TaxonomyType, slug: string) => findTaxonomyWhere(db, type, { slug });

/** The whole location tree: countries, their cities, each city's airports. */
export async function locationTree(db: DbOrTx): Promise<LocationNode[]> {
  const rows = await listAllLocations(db);
  const nodes = new Map<number, LocationNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      ...aliasesOf(row.aliases),
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

const productOption = (row: { id: number; name: string; type: string; code: string | null; aliases: string[] }): ProductOption => ({
  id: row.id,
  name: row.name,
  label: row.type === 'airport' && row.code ? `${row.code} - ${row.name}` : row.name,
  type: row.type as ProductOption['type'],
  code: row.code,
  ...aliasesOf(row.aliases),
});

/** The `GET products` options of these location ids (ids that are no location are absent). */
export async function productOptionsByIds(db: DbOrTx, ids: number[]): Promise<Map<number, ProductOption>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: locations.id, name: locations.name, type: locations.type, code: locations.code, aliases: locations.aliases })
    .from(locations)
    .where(inArray(locations.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, productOption(row)]));
}

const PRODUCT_TYPE_ORDER: Record<string, number> = { country: 0, region: 1, city: 2, airport: 3 };

/**
 * The places a transfer or visa serves (`GET products`): countries, regions, cities and airports,
 * grouped by kind in that order and by label within one; an airport's label leads with its code.
 */
export async function productOptions(db: DbOrTx): Promise<ProductOption[]> {
  const rows = await listAllLocations(db);
  return rows
    .map(productOption)
    .sort((a, b) => (PRODUCT_TYPE_ORDER[a.type] ?? 9) - (PRODUCT_TYPE_ORDER[b.type] ?? 9) || a.label.localeCompare(b.label, 'en') || a.id - b.id);
}

export async function nationalityOptions(db: DbOrTx) {
  const countries = await listCountries(db);
  return countries.map((c) => ({ value: c.id, label: c.name, ...aliasesOf(c.aliases) }));
}

export { findLocation, findTaxonomyWhere };

/**
 * Names for another module's rows without reading these tables there (architecture: a module
 * reaches another through its service): scalar subqueries on a column that holds an id.
 */
export const locationNameOf = <T extends string | null = string>(id: SQLWrapper) =>
  sql<T>`(select ${locations.name} from ${locations} where ${locations.id} = ${id})`;
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
  // Reference data, written only by the seed: read once per transaction (lib/tx-memo).
  readOnceInTx(db, `taxonomies:${[...types].sort().join(',')}`, () =>
    db
      .select({ id: taxonomies.id, type: taxonomies.type, title: taxonomies.title, slug: taxonomies.slug, code: taxonomies.code })
      .from(taxonomies)
      .where(inArray(taxonomies.type, types)),
  ).then((rows) => rows.map((row) => ({ ...row })));

/** Locations by id: their name, parent and type. */
export const listLocationsByIds = async (db: DbOrTx, ids: number[]) =>
  ids.length
    ? db
        .select({ id: locations.id, name: locations.name, parentId: locations.parentId, type: locations.type, aliases: locations.aliases })
        .from(locations)
        .where(inArray(locations.id, ids))
    : [];

/** Airports with their city's name and other names; with `cityId`, those of that city or of its country. */
export const listAirports = (db: DbOrTx, cityId?: number) =>
  db
    .select({
      id: locations.id,
      name: locations.name,
      code: locations.code,
      cityId: locations.parentId,
      city: sql<string>`parent.name`,
      cityAliases: sql<string[]>`parent.aliases`,
    })
    .from(locations)
    .innerJoin(sql`locations as parent`, sql`parent.id = ${locations.parentId}`)
    .where(cityId ? sql`${locations.type} = 'airport' and (${locations.parentId} = ${cityId} or parent.parent_id = ${cityId})` : eq(locations.type, 'airport'));

/** The ids of a location and every location above it (airport → city → region → country), as a subquery. */
export const locationAncestry = (locationId: number) => sql`(
  with recursive ancestry(id, parent_id) as (
    select ${locations.id}, ${locations.parentId} from ${locations} where ${locations.id} = ${locationId}
    union all
    select parent.id, parent.parent_id from ${locations} parent join ancestry on parent.id = ancestry.parent_id
  )
  select id from ancestry
)`;
