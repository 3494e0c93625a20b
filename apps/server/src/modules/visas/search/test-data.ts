import { eq } from 'drizzle-orm';
import type { VisaSearchAnswer } from '@travel/contracts';
import { expect } from 'vitest';
import type { App } from '../../../app';
import type { Db } from '../../../db/client';
import { fixtureDate } from '../../../test/dates';
import { countryId } from '../../../test/factories';
import { locations } from '../../reference/tables';
import { visaDestinations, visaOrigins, visas, visaTypePricing, visaTypes } from '../tables';

/**
 * The visa of domain-rules §10 written straight to the catalogue tables (the selling tests do not
 * wait on the catalogue screens): "Schengen tourist" for Armenian nationals to France, EUR,
 * infants below 2, children below 12; type "Tourist 30 days", one row over the fixtures' 2027
 * (the year after the pinned today): adult 80, child 45, infant 0.
 */
export const TRIP = { startDate: fixtureDate('2027-06-28'), endDate: fixtureDate('2027-07-01') };
export const FAMILY = [{ adults: 2, childrenAges: [5, 1] }];

export type WorkedVisaOptions = {
  name?: string;
  typeName?: string;
  prices?: { extraAdult: string; extraChild: string; extraInfant: string; currency?: string };
  markups?: { b2b?: { type: 'percent' | 'fixed'; amount: string }; b2c?: { type: 'percent' | 'fixed'; amount: string } };
  bands?: { infantAgeMax?: number; children1AgeMax?: number; children2AgeMax?: number | null };
  /** Country codes of the nationalities (default AM). */
  origins?: string[];
  /** Location ids of the destinations (default France). */
  destinations?: number[];
};

export async function cityOf(db: Db, name = 'Paris') {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.name, name)).limit(1);
  return row!.id;
}

export async function insertWorkedVisa(db: Db, options: WorkedVisaOptions = {}) {
  const [armenia, france, paris] = [await countryId(db, 'AM'), await countryId(db, 'FR'), await cityOf(db, 'Paris')];
  const [visa] = await db
    .insert(visas)
    .values({
      name: options.name ?? 'Schengen tourist',
      defaultCurrency: options.prices?.currency ?? 'EUR',
      infantAgeMax: options.bands?.infantAgeMax ?? 2,
      children1AgeMax: options.bands?.children1AgeMax ?? 12,
      children2AgeMax: options.bands?.children2AgeMax ?? null,
      markups: options.markups ?? {},
    })
    .returning();
  const origins = options.origins ? await Promise.all(options.origins.map((code) => countryId(db, code))) : [armenia];
  await db.insert(visaOrigins).values(origins.map((locationId) => ({ visaId: visa!.id, locationId })));
  await db.insert(visaDestinations).values((options.destinations ?? [france]).map((locationId) => ({ visaId: visa!.id, locationId })));
  const [type] = await db
    .insert(visaTypes)
    .values({ visaId: visa!.id, name: options.typeName ?? 'Tourist 30 days' })
    .returning();
  const prices = options.prices ?? { extraAdult: '80', extraChild: '45', extraInfant: '0' };
  const [pricing] = await db
    .insert(visaTypePricing)
    .values({
      typeId: type!.id,
      startDate: fixtureDate('2027-01-01'),
      endDate: fixtureDate('2027-12-31'),
      extraAdult: prices.extraAdult,
      extraChild: prices.extraChild,
      extraInfant: prices.extraInfant,
      currency: prices.currency ?? 'EUR',
    })
    .returning();
  return { visaId: visa!.id, typeId: type!.id, pricingId: pricing!.id, armenia, france, paris };
}

/** The query of `GET search/visas` for the §10 family to Paris on TRIP. */
export const visaQuery = (ids: { armenia: number; paris: number }, extra: Record<string, string> = {}) =>
  new URLSearchParams({ nationalityId: String(ids.armenia), toId: String(ids.paris), ...TRIP, rooms: JSON.stringify(FAMILY), ...extra });

/** `GET search/visas` as `headers`' user (none: a visitor); expects 200. */
export async function searchVisaOptions(app: App, query: URLSearchParams, headers: Record<string, string> = {}): Promise<VisaSearchAnswer> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/search/visas?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VisaSearchAnswer;
}
