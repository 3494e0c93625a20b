import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locations } from '../modules/reference/tables';
import { tours } from '../modules/tours/tables';

/**
 * Demo tours (issue 28): excursions at the demo hotels' cities, and one at France's level, which a
 * Paris stay is offered too. [name, place (a city, or a country by ISO code), adult price, child
 * price (null: the adult price), currency, free cancellation days (null: non-refundable), text].
 */
type DemoTour = [string, { city: string } | { country: string }, number, number | null, string, number | null, string];
const TOURS: DemoTour[] = [
  ['Montmartre walking tour', { city: 'Paris' }, 45, 20, 'EUR', 2, '<p>Sacré-Cœur, the Place du Tertre and the painters, with a local guide (2 hours).</p>'],
  ['Seine evening cruise', { city: 'Paris' }, 18, 9, 'EUR', 1, '<p>One hour on the river at dusk, from the Eiffel Tower pier.</p>'],
  ['Versailles day trip', { city: 'Paris' }, 120, 60, 'EUR', 7, '<p>The palace and its gardens, coach from central Paris and skip-the-line entry.</p>'],
  ['Loire valley castles', { country: 'FR' }, 150, 75, 'EUR', 7, '<p>Chambord and Chenonceau in a day, lunch included.</p>'],
  ['Colosseum and Roman Forum', { city: 'Rome' }, 55, 30, 'EUR', 3, '<p>Guided entry to the arena, the Forum and the Palatine Hill.</p>'],
  ['Sagrada Família visit', { city: 'Barcelona' }, 40, null, 'EUR', null, '<p>Timed entry with an audio guide. Non-refundable.</p>'],
  ['Sintra day trip', { city: 'Lisbon' }, 65, 35, 'EUR', 2, '<p>Pena Palace and the Moorish castle, by minivan.</p>'],
  ['Bosphorus cruise', { city: 'Istanbul' }, 25, 12, 'EUR', 1, '<p>Two hours between Europe and Asia.</p>'],
  ['Desert safari', { city: 'Dubai' }, 80, 50, 'USD', 2, '<p>Dune bashing, camel ride and a barbecue dinner in a desert camp.</p>'],
  ['Acropolis morning tour', { city: 'Athens' }, 50, 25, 'EUR', 3, '<p>The Parthenon before the heat, with an archaeologist guide.</p>'],
];

/** Loads the demo tours once (none stored yet). Answers how many were added. */
export async function seedDemoTours(db: Db) {
  const [existing] = await db.select({ n: count() }).from(tours);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const cityNames = TOURS.flatMap(([, place]) => ('city' in place ? [place.city] : []));
  const countryCodes = TOURS.flatMap(([, place]) => ('country' in place ? [place.country] : []));
  const cities = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.type, 'city'), inArray(locations.name, cityNames)));
  const countries = await db
    .select({ id: locations.id, code: locations.code })
    .from(locations)
    .where(and(eq(locations.type, 'country'), inArray(locations.code, countryCodes)));
  const placeOf = (place: DemoTour[1]) =>
    'city' in place ? cities.find((c) => c.name === place.city)?.id : countries.find((c) => c.code === place.country)?.id;
  const rows = TOURS.flatMap(([name, place, price, priceChild, currency, freeCancellationDays, description]) => {
    const locationId = placeOf(place);
    return locationId === undefined
      ? []
      : [
          {
            name,
            locationId,
            price: price.toFixed(2),
            priceChild: priceChild === null ? null : priceChild.toFixed(2),
            currency,
            freeCancellationDays,
            description,
          },
        ];
  });
  if (rows.length) await db.insert(tours).values(rows);
  return rows.length;
}
