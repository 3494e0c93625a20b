import { count, eq, inArray, and } from 'drizzle-orm';
import { segmentInputSchema } from '@travel/contracts';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Storage } from '../lib/storage';
import { saveSegments } from '../modules/flights/save';
import { flightFareCancellationRules, flightFarePricing, flightFares, flights } from '../modules/flights/tables';
import { locations } from '../modules/reference/tables';
import { holidayPicture } from './png';

/** Invented charter airlines of the demo: [name, IATA-style code]. */
const AIRLINES: [string, string][] = [
  ['TravelAir', 'TA'],
  ['SkyCharter', 'SC'],
  ['Meridian Wings', 'MW'],
];

/**
 * Routes between the demo cities' airports: [from, to, airline, first flight number, outbound
 * departure, return departure, minutes, base one-way adult price in EUR, stop airport].
 */
type Route = [string, string, number, number, string, string, number, number, string?];
const ROUTES: Route[] = [
  ['LIS', 'CDG', 0, 401, '08:10', '12:30', 160, 89],
  ['LHR', 'FCO', 0, 511, '07:45', '13:20', 150, 95],
  ['BCN', 'ATH', 1, 220, '10:05', '15:10', 205, 110],
  ['PRG', 'IST', 1, 330, '06:30', '11:40', 170, 99],
  ['CDG', 'DXB', 2, 700, '21:15', '03:05', 400, 249],
  ['LGW', 'AYT', 1, 118, '09:00', '15:30', 250, 129],
  ['ATH', 'PRG', 2, 614, '14:20', '18:40', 150, 85],
  ['FCO', 'BCN', 0, 905, '11:30', '16:15', 115, 69],
  // With a stop: Lisbon to Dubai through Istanbul.
  ['LIS', 'DXB', 2, 880, '06:50', '08:30', 240, 289, 'IST'],
];

/** Fares: [name, code, meal, hand baggage, baggage, price factor, cancellation rules]. */
const FARES: [string, string, string, string[], string[], number, [number, 'percent' | 'fixed', string][]][] = [
  ['Light', 'LT', 'No meal', ['1 cabin bag up to 8 kg'], [], 1, [[0, 'percent', '100.00']]],
  [
    'Plus',
    'PL',
    'Hot meal',
    ['1 cabin bag up to 8 kg'],
    ['1 checked bag 23 kg'],
    1.3,
    [
      [14, 'fixed', '40.00'],
      [3, 'percent', '100.00'],
    ],
  ],
  ['Flex', 'FX', 'Hot meal', ['1 cabin bag up to 8 kg', '1 personal item'], ['2 checked bags 23 kg'], 1.75, [[3, 'percent', '20.00']]],
];

const MONTHS = 19;
const day = (d: Date) => d.toISOString().slice(0, 10);
const addMonths = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const money = (n: number) => n.toFixed(2);
const seasonFactor = (month: number) => [0.8, 0.8, 0.9, 1, 1.05, 1.25, 1.4, 1.4, 1.1, 1, 0.85, 1.2][month]!;
const clockTime = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A map of `rows` rows: rowsCount is rows + 1 (rows run 1 .. rowsCount - 1, domain-rules §5.1). */
function seatMap(rows: number, letters: string) {
  return {
    rowsCount: rows + 1,
    seatsNumbers: letters.split(''),
    blockedSeats: [`1${letters[0]}`, `${Math.ceil(rows / 2)}${letters.at(-1)}`],
    rowPrices: [
      { fromRow: 1, toRow: 3, price: '25.00' },
      { fromRow: 4, toRow: Math.min(rows, 12), price: '12.00' },
    ],
  };
}

/**
 * The demo flights: the routes above, daily, with seat maps, baggage and meal options, three
 * fares each (two on the stopping route) priced month by month for the next 18 months from the
 * day of loading. Loaded once, when there is no flight yet.
 */
export async function seedDemoFlights(db: Db, storage: Storage, clock: Clock) {
  const [existing] = await db.select({ n: count() }).from(flights);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const codes = [...new Set(ROUTES.flatMap(([from, to, , , , , , , stop]) => [from, to, ...(stop ? [stop] : [])]))];
  const airportRows = await db
    .select({ id: locations.id, code: locations.code, name: locations.name })
    .from(locations)
    .where(and(eq(locations.type, 'airport'), inArray(locations.code, codes)));
  const airport = new Map(airportRows.map((a) => [a.code!, a]));
  // Logos are stored before the transaction: files cannot roll back, and an unused one does no harm.
  const logos: string[] = [];
  for (const [i] of AIRLINES.entries()) logos.push(await storage.put('flights', 'png', holidayPicture(40 + i, 96, 96)));

  const today = new Date(`${clock.today()}T00:00:00Z`);
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  // This month and the 18 after it: every day of the next 18 months is priced.
  const horizon = day(addDays(addMonths(start, MONTHS), -1));
  let added = 0;
  await db.transaction(async (tx) => {
    for (const [n, [fromCode, toCode, airlineIndex, number, outAt, backAt, minutes, base, stopCode]] of ROUTES.entries()) {
      const from = airport.get(fromCode);
      const to = airport.get(toCode);
      const stop = stopCode ? airport.get(stopCode) : undefined;
      if (!from || !to || (stopCode && !stop)) continue;
      const [airlineName, airlineCode] = AIRLINES[airlineIndex]!;
      const [flight] = await tx
        .insert(flights)
        .values({
          name: `${from.name.replace(/ Airport$/, '')} - ${to.name.replace(/ Airport$/, '')}`,
          fromAirportId: from.id,
          toAirportId: to.id,
          airlineName,
          airlineCode,
          airlineLogo: logos[airlineIndex]!,
          defaultCurrency: 'EUR',
          markups: { b2b: { type: 'percent', amount: '5.00' }, b2c: { type: 'percent', amount: n % 2 ? '10.00' : '8.00' } },
          description: `${airlineName} charter from ${fromCode} to ${toCode}${stopCode ? ` via ${stopCode}` : ''}, every day.`,
          note: null,
        })
        .returning({ id: flights.id });
      const flightId = flight!.id;
      const meals = [
        { name: 'Sandwich and drink', price: '7.50' },
        { name: 'Hot meal', price: '14.00' },
      ];
      const legsOf = (a: typeof from, b: typeof from, flightNumber: number, departure: string) => {
        if (!stop)
          return [
            {
              flightNumber: `${airlineCode}${flightNumber}`,
              fromAirport: a.id,
              toAirport: b.id,
              departureTime: departure,
              durationMinutes: minutes,
              seatMap: seatMap(30, 'ABCDEF'),
              mealOptions: meals,
            },
          ];
        // Two hops with 90 minutes on the ground at the stop.
        const half = Math.round(minutes / 2);
        const [h, m] = departure.split(':').map(Number) as [number, number];
        const second = h * 60 + m + half + 90;
        return [
          {
            flightNumber: `${airlineCode}${flightNumber}`,
            fromAirport: a.id,
            toAirport: stop.id,
            departureTime: departure,
            durationMinutes: half,
            seatMap: seatMap(28, 'ABCDEF'),
            mealOptions: meals,
          },
          {
            flightNumber: `${airlineCode}${flightNumber + 1}`,
            fromAirport: stop.id,
            toAirport: b.id,
            departureTime: clockTime(second),
            dayOffset: second >= 24 * 60 ? 1 : 0,
            durationMinutes: minutes - half,
            seatMap: seatMap(32, 'ABCDEFGHJK'),
            mealOptions: meals,
          },
        ];
      };
      const baggageOptions = [
        { name: 'Checked bag', weight: '23 kg', price: money(25 + n * 2) },
        { name: 'Heavy bag', weight: '32 kg', price: money(45 + n * 2) },
      ];
      const schedule = [
        {
          direction: 'outbound',
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          validFrom: day(start),
          validTo: horizon,
          legs: legsOf(from, to, number, outAt),
          baggageOptions,
        },
        {
          direction: 'return',
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          validFrom: day(start),
          validTo: horizon,
          legs: legsOf(to, from, number + 10, backAt),
          baggageOptions,
        },
      ];
      await saveSegments(
        tx,
        flightId,
        schedule.map((segment) => segmentInputSchema.parse(segment)),
      );

      for (const [name, code, meal, handBaggages, baggages, factor, rules] of FARES.slice(0, stop ? 2 : 3)) {
        const [fare] = await tx
          .insert(flightFares)
          .values({ flightId, name, code, meal, description: `${name} fare`, handBaggages, baggages })
          .returning({ id: flightFares.id });
        await tx
          .insert(flightFareCancellationRules)
          .values(rules.map(([daysBefore, penaltyType, amount]) => ({ fareId: fare!.id, daysBefore, penaltyType, amount })));
        await tx.insert(flightFarePricing).values(
          Array.from({ length: MONTHS }, (_, m) => {
            const month = addMonths(start, m);
            const adult = Math.round(base * factor * seasonFactor(month.getUTCMonth()));
            return {
              fareId: fare!.id,
              startDate: day(month),
              endDate: day(addDays(addMonths(start, m + 1), -1)),
              price: money(adult),
              priceChild1: money(Math.round(adult * 0.75)),
              priceChild2: money(Math.round(adult * 0.1)),
              priceReturn: money(Math.round(adult * 1.85)),
              priceReturnChild1: money(Math.round(adult * 1.4)),
              priceReturnChild2: money(Math.round(adult * 0.2)),
              currency: 'EUR',
            };
          }),
        );
      }
      added++;
    }
  });
  return added;
}
