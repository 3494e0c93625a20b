import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, taxonomies } from './tables';
import { readOnceInTx } from '../../lib/tx-memo';

export const listTaxonomies = (db: DbOrTx, type: string) =>
  // Reference data, written only by the seed: read once per transaction (lib/tx-memo).
  readOnceInTx(db, `taxonomies:${type}:ordered`, () =>
    db
      .select({ id: taxonomies.id, title: taxonomies.title, code: taxonomies.code, slug: taxonomies.slug })
      .from(taxonomies)
      .where(eq(taxonomies.type, type))
      .orderBy(asc(taxonomies.position), asc(taxonomies.id)),
  ).then((rows) => rows.map((row) => ({ ...row })));

export async function findTaxonomyWhere(db: DbOrTx, type: string, match: { id?: number; slug?: string }) {
  const [row] = await db
    .select()
    .from(taxonomies)
    .where(
      and(
        eq(taxonomies.type, type),
        match.id !== undefined ? eq(taxonomies.id, match.id) : undefined,
        match.slug !== undefined ? eq(taxonomies.slug, match.slug) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Names sort the way people read them (Åland Islands among the A's), the same on every engine:
 * `order by name` follows the database's collation (C on PGlite, byte order), so it is done here.
 */
const byName = (a: { name: string; id: number }, b: { name: string; id: number }) => a.name.localeCompare(b.name, 'en') || a.id - b.id;

/** `{ aliases }` of a place that has other names, nothing of one that has none (the answers leave it out). */
export const aliasesOf = (aliases: string[] | null | undefined): { aliases?: string[] } => (aliases?.length ? { aliases } : {});

export const listAllLocations = async (db: DbOrTx) => (await db.select().from(locations).orderBy(asc(locations.id))).sort(byName);

export const listCountries = async (db: DbOrTx) =>
  (
    await db
      .select({ id: locations.id, name: locations.name, code: locations.code, aliases: locations.aliases })
      .from(locations)
      .where(eq(locations.type, 'country'))
      .orderBy(asc(locations.id))
  ).sort(byName);

export async function findLocation(db: DbOrTx, id: number, type?: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), type ? eq(locations.type, type) : undefined))
    .limit(1);
  return row;
}
