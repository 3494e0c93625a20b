import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { locations } from '../modules/reference/tables';
import { visaDestinations, visaOrigins, visas, visaTypePricing, visaTypes } from '../modules/visas/tables';

/**
 * Demo visas: [name, nationalities (ISO codes), destinations (ISO codes), types with their
 * adult, child and infant prices in EUR, description]. The first is the visa of domain-rules §10.
 */
type DemoVisa = [string, string[], string[], [string, number, number, number][], string];
const VISAS: DemoVisa[] = [
  [
    'Schengen tourist',
    ['AM', 'GE', 'IN', 'UA'],
    ['FR', 'IT', 'ES', 'GR', 'CZ'],
    [
      ['Tourist 30 days', 80, 45, 0],
      ['Tourist 90 days, multiple entry', 120, 70, 0],
    ],
    '<p>Short-stay visa for the Schengen area. Apply at least <strong>15 days</strong> before departure.</p>',
  ],
  ['UAE tourist visa', ['AM', 'IN', 'GE'], ['AE'], [['Tourist 30 days', 95, 60, 25]], '<p>Single entry, valid 58 days from issue.</p>'],
  ['Türkiye e-Visa', ['IN', 'CN'], ['TR'], [['Tourist 90 days', 50, 50, 0]], '<p>Electronic visa, issued within 24 hours.</p>'],
];

const MONTHS = 19;

/**
 * Loads the demo visas once (none stored yet): each type priced in one period from the first of
 * this month for 19 months. Answers how many visas were added.
 */
export async function seedDemoVisas(db: Db, clock: Clock) {
  const [existing] = await db.select({ n: count() }).from(visas);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const codes = [...new Set(VISAS.flatMap(([, origins, destinations]) => [...origins, ...destinations]))];
  const countries = await db
    .select({ id: locations.id, code: locations.code })
    .from(locations)
    .where(and(eq(locations.type, 'country'), inArray(locations.code, codes)));
  const country = new Map(countries.map((c) => [c.code!, c.id]));
  const today = clock.today();
  const startDate = `${today.slice(0, 7)}-01`;
  const end = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + MONTHS, 0));
  const endDate = end.toISOString().slice(0, 10);
  let added = 0;
  await db.transaction(async (tx) => {
    for (const [name, origins, destinations, types, description] of VISAS) {
      const [visa] = await tx
        .insert(visas)
        .values({
          name,
          defaultCurrency: 'EUR',
          infantAgeMax: 2,
          children1AgeMax: 12,
          description,
          markups: { b2b: { type: 'percent', amount: '5.00' }, b2c: { type: 'fixed', amount: '10.00' } },
        })
        .returning({ id: visas.id });
      const visaId = visa!.id;
      const ids = (list: string[]) => list.flatMap((code) => (country.has(code) ? [country.get(code)!] : []));
      const originIds = ids(origins);
      const destinationIds = ids(destinations);
      if (originIds.length) await tx.insert(visaOrigins).values(originIds.map((locationId) => ({ visaId, locationId })));
      if (destinationIds.length) await tx.insert(visaDestinations).values(destinationIds.map((locationId) => ({ visaId, locationId })));
      for (const [typeName, adult, child, infant] of types) {
        const [type] = await tx.insert(visaTypes).values({ visaId, name: typeName }).returning({ id: visaTypes.id });
        await tx.insert(visaTypePricing).values({
          typeId: type!.id,
          startDate,
          endDate,
          extraAdult: adult.toFixed(2),
          extraChild: child.toFixed(2),
          extraInfant: infant.toFixed(2),
          currency: 'EUR',
        });
      }
      added++;
    }
  });
  return added;
}
