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
  country: string;
  latitude: number;
  longitude: number;
  airports: { iata: string; name: string; latitude: number; longitude: number }[];
};

/**
 * Loads the reference lists from the data files (idempotent: what exists is kept, what is
 * missing is added). Runs in one transaction at every start.
 */
export async function seedReferenceData(db: Db) {
  const taxonomySeed = readJson<TaxonomySeed>('taxonomies.json');
  const currencies = readJson<{ code: string; name: string }[]>('currencies.json');
  const countries = readJson<{ code: string; name: string }[]>('countries.json');
  const cities = readJson<CitySeed[]>('cities.json');
  taxonomySeed.currency = currencies.map((c) => ({ title: c.name, slug: c.code.toLowerCase(), code: c.code }));

  await db.transaction(async (tx) => {
    const taxonomyRows = Object.entries(taxonomySeed).flatMap(([type, items]) =>
      items.map((item, position) => ({ type, title: item.title, slug: item.slug, code: item.code ?? null, position })),
    );
    await tx.insert(taxonomies).values(taxonomyRows).onConflictDoNothing();

    await tx
      .insert(locations)
      .values(countries.map((c) => ({ type: 'country', name: c.name, code: c.code })))
      .onConflictDoNothing({ target: [locations.type, locations.code], where: sql`${locations.code} is not null` });
    const countryIds = new Map(
      (await tx.select({ id: locations.id, code: locations.code }).from(locations).where(eq(locations.type, 'country'))).map(
        (r) => [r.code!, r.id],
      ),
    );

    for (const city of cities) {
      const parentId = countryIds.get(city.country);
      if (!parentId) throw new Error(`cities.json: unknown country ${city.country} for ${city.name}`);
      let [row] = await tx
        .select({ id: locations.id })
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
          })
          .returning({ id: locations.id });
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

