import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { locations } from '../modules/reference/tables';
import { transferCancellationRules, transferCarPricing, transferCars, transferDestinations, transferOrigins, transfers } from '../modules/transfers/tables';

/** Demo cities and a price factor (Paris 1: exactly domain-rules §10's prices). */
const CITIES: [string, number][] = [
  ['Paris', 1],
  ['Rome', 0.9],
  ['Barcelona', 0.85],
  ['Lisbon', 0.75],
  ['Istanbul', 0.7],
  ['Dubai', 1.1],
  ['Antalya', 0.65],
  ['Athens', 0.8],
  ['Prague', 0.7],
  ['London', 1.25],
];

type Prices = Partial<Record<'price' | 'returnPrice' | 'extraAdult' | 'returnExtraAdult' | 'extraChild' | 'returnExtraChild', number>>;
/** The car categories of domain-rules §10: [name, type, base, max, adults max, children max, prices in EUR]. */
const CARS: [string, 'individual' | 'group', number, number, number, number, Prices][] = [
  ['Sedan', 'individual', 3, 3, 3, 2, { price: 45, returnPrice: 80 }],
  ['Van', 'individual', 4, 7, 7, 4, { price: 60, returnPrice: 110, extraAdult: 10, returnExtraAdult: 18, extraChild: 5, returnExtraChild: 9 }],
  ['Shuttle', 'group', 4, 50, 50, 50, { extraAdult: 12, returnExtraAdult: 20, extraChild: 6, returnExtraChild: 10 }],
];

const MONTHS = 19;
const money = (n: number | undefined, factor: number) => (n === undefined ? null : (Math.round(n * factor * 2) / 2).toFixed(2));

/**
 * Loads the demo transfers once (none stored yet): from each demo city's airports to the city,
 * Sedan, Van and Shuttle priced in one period from the first of this month for 19 months, free
 * cancellation until 2 days before pickup. Answers how many transfers were added.
 */
export async function seedDemoTransfers(db: Db, clock: Clock) {
  const [existing] = await db.select({ n: count() }).from(transfers);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const cities = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(
      and(
        eq(locations.type, 'city'),
        inArray(
          locations.name,
          CITIES.map(([name]) => name),
        ),
      ),
    );
  const airports = cities.length
    ? await db
        .select({ id: locations.id, code: locations.code, cityId: locations.parentId })
        .from(locations)
        .where(
          and(
            eq(locations.type, 'airport'),
            inArray(
              locations.parentId,
              cities.map((c) => c.id),
            ),
          ),
        )
    : [];
  const today = clock.today();
  const startDate = `${today.slice(0, 7)}-01`;
  const endDate = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + MONTHS, 0)).toISOString().slice(0, 10);
  let added = 0;
  await db.transaction(async (tx) => {
    for (const [cityName, factor] of CITIES) {
      const city = cities.find((c) => c.name === cityName);
      const own = airports.filter((a) => a.cityId === city?.id).sort((a, b) => String(a.code).localeCompare(String(b.code)));
      if (!city || own.length === 0) continue;
      // Paris keeps the §10 name; its airports are CDG and ORY, so its first airport leads the name.
      const name = cityName === 'Paris' ? 'CDG airport - Paris hotels' : `${own.map((a) => a.code).join(' / ')} airport - ${cityName} hotels`;
      const [transfer] = await tx
        .insert(transfers)
        .values({
          name,
          defaultCurrency: 'EUR',
          infantAgeMax: 2,
          children1AgeMax: 12,
          description: `<p>Private cars and a shared shuttle from the airport to your hotel in ${cityName}. Your driver waits with a name sign in the arrivals hall.</p>`,
          markups: { b2b: { type: 'percent', amount: '5.00' }, b2c: { type: 'percent', amount: '10.00' } },
        })
        .returning({ id: transfers.id });
      const transferId = transfer!.id;
      const origins = cityName === 'Paris' ? own.filter((a) => a.code === 'CDG') : own;
      await tx.insert(transferOrigins).values(origins.map((a) => ({ transferId, locationId: a.id })));
      await tx.insert(transferDestinations).values({ transferId, locationId: city.id });
      await tx.insert(transferCancellationRules).values({ transferId, daysBefore: 2, penaltyType: 'percent', amount: '100.00' });
      for (const [carName, type, base, max, adults, children, prices] of CARS) {
        const [car] = await tx
          .insert(transferCars)
          .values({
            transferId,
            name: carName,
            type,
            baseOccupancy: base,
            maxOccupancy: max,
            minAdultOccupancy: 1,
            maxAdultOccupancy: adults,
            minChildOccupancy: 0,
            maxChildOccupancy: children,
          })
          .returning({ id: transferCars.id });
        await tx.insert(transferCarPricing).values({
          carId: car!.id,
          startDate,
          endDate,
          price: money(prices.price, factor),
          returnPrice: money(prices.returnPrice, factor),
          extraAdult: money(prices.extraAdult, factor),
          returnExtraAdult: money(prices.returnExtraAdult, factor),
          extraChild: money(prices.extraChild, factor),
          returnExtraChild: money(prices.returnExtraChild, factor),
        });
      }
      added++;
    }
  });
  return added;
}
