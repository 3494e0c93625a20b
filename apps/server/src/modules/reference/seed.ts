import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, taxonomies } from './tables';

const DATA_DIR = path.join(import.meta.dirname, '../../../data');
const readJson = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(DATA_DIR, name), 'utf8')) as T;

type TaxonomySeed = Record<string, { title: string; slug: string; code?: string }[]>;
type CitySeed = {
  name: string;
  /** Other names a lookup finds it by (issue 32): 'Lisboa' of Lisbon. */
  aliases?: string[];
  country: string;
  latitude: number;
  longitude: number;
  airports: { iata: string; name: string; latitude: number; longitude: number }[];
};

/**
 * Loads the reference lists from the data files (idempotent: what exists is kept, what is
 * missing is added; a country's or city's aliases follow the data file). Runs in one transaction
 * at every start.
 */
export async function seedReferenceData(db: Db) {
  const taxonomySeed = readJson<TaxonomySeed>('taxonomies.json');
  const currencies = readJson<{ code: string; name: string }[]>('currencies.json');
  const countries = readJson<{ code: string; name: string; aliases?: string[] }[]>('countries.json');
  const cities = readJson<CitySeed[]>('cities.json');
  taxonomySeed.currency = currencies.map((c) => ({ title: c.name, slug: c.code.toLowerCase(), code: c.code }));

  await db.transaction(async (tx) => {
    const taxonomyRows = Object.entries(taxonomySeed).flatMap(([type, items]) =>
      items.map((item, position) => ({ type, title: item.title, slug: item.slug, code: item.code ?? null, position })),
    );
    await tx.insert(taxonomies).values(taxonomyRows).onConflictDoNothing();

    // A country's aliases follow the data file (they came later, issue 32): a row whose aliases differ takes the file's.
    await tx
      .insert(locations)
      .values(countries.map((c) => ({ type: 'country', name: c.name, code: c.code, aliases: c.aliases ?? [] })))
      .onConflictDoUpdate({
        target: [locations.type, locations.code],
        targetWhere: sql`${locations.code} is not null`,
        set: { aliases: sql`excluded.aliases` },
        setWhere: sql`${locations.aliases} is distinct from excluded.aliases`,
      });
    const countryIds = new Map(
      (await tx.select({ id: locations.id, code: locations.code }).from(locations).where(eq(locations.type, 'country'))).map((r) => [r.code!, r.id]),
    );

    for (const city of cities) {
      const parentId = countryIds.get(city.country);
      if (!parentId) throw new Error(`cities.json: unknown country ${city.country} for ${city.name}`);
      const aliases = city.aliases ?? [];
      let [row] = await tx
        .select({ id: locations.id, aliases: locations.aliases })
        .from(locations)
        .where(and(eq(locations.type, 'city'), eq(locations.name, city.name), eq(locations.parentId, parentId)))
        .limit(1);
      if (!row) {
        [row] = await tx
          .insert(locations)
          .values({
            type: 'city',
            name: city.name,
            parentId,
            latitude: String(city.latitude),
            longitude: String(city.longitude),
            aliases,
          })
          .returning({ id: locations.id, aliases: locations.aliases });
      } else if (row.aliases.join('\n') !== aliases.join('\n')) {
        await tx.update(locations).set({ aliases }).where(eq(locations.id, row.id));
      }
      await tx
        .insert(locations)
        .values(
          city.airports.map((a) => ({
            type: 'airport',
            name: a.name,
            code: a.iata,
            parentId: row!.id,
            latitude: String(a.latitude),
            longitude: String(a.longitude),
          })),
        )
        .onConflictDoNothing({ target: [locations.type, locations.code], where: sql`${locations.code} is not null` });
    }
  });
}
