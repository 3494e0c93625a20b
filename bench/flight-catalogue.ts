/**
 * The flight rows' catalogue (bench/README.md "Flight search"), written straight into the
 * benchmark database with the server's own tables: one route, LIS -> CDG, served by 20 flights
 * flying daily both ways for the next 13 months, each with 3 fares priced by 13 monthly periods
 * (EUR, USD or GBP), a 30-row seat map per leg, a bag and two meals, and some markups.
 * Deterministic: the same seed gives the same catalogue.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import {
  flightBaggageOptions,
  flightFareCancellationRules,
  flightFarePricing,
  flightFares,
  flightLegs,
  flightMealOptions,
  flightSegments,
  flights,
} from '../apps/server/src/modules/flights/tables';
import { locations } from '../apps/server/src/modules/reference/tables';
import { addDays, cents, day, monthStart, random } from './catalogue';

export const ROUTE_FLIGHTS = 20;
export const FARES_PER_FLIGHT = 3;
const FARES = [
  { name: 'Light', code: 'LT', meal: 'No meal', factor: 1, baggages: [] as string[] },
  { name: 'Plus', code: 'PL', meal: 'Snack', factor: 1.35, baggages: ['Baggage 23 kg'] },
  { name: 'Flex', code: 'FX', meal: 'Hot meal', factor: 1.8, baggages: ['Baggage 2 x 23 kg'] },
];
const SEAT_MAP = {
  rowsCount: 31,
  seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'],
  blockedSeats: ['1A', '10F'],
  rowPrices: [{ fromRow: 1, toRow: 5, price: '12.00' }],
};

const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export type FlightRoute = { fromAirportId: number; toAirportId: number; flights: number; fares: number };

export async function generateFlightRoute(db: Db, today: Date): Promise<FlightRoute> {
  const rnd = random(20270610);
  const airports = await db
    .select({ id: locations.id, code: locations.code })
    .from(locations)
    .where(and(eq(locations.type, 'airport'), inArray(locations.code, ['LIS', 'CDG'])));
  const lis = airports.find((a) => a.code === 'LIS')?.id;
  const cdg = airports.find((a) => a.code === 'CDG')?.id;
  if (!lis || !cdg) throw new Error('No seeded LIS and CDG airports: run the reference seed first.');
  const validFrom = day(today);
  const validTo = day(addDays(today, 400));
  const currencies = ['EUR', 'EUR', 'EUR', 'USD', 'GBP'];

  for (let i = 0; i < ROUTE_FLIGHTS; i++) {
    const [flight] = await db
      .insert(flights)
      .values({
        name: `Bench Lisbon - Paris ${i + 1}`,
        fromAirportId: lis,
        toAirportId: cdg,
        airlineName: 'Bench Air',
        airlineCode: 'BA',
        defaultCurrency: 'EUR',
        markups: i % 4 === 1 ? { b2c: { type: 'percent', amount: '8.00' } } : i % 4 === 2 ? { b2c: { type: 'fixed', amount: '15.00' } } : {},
      })
      .returning({ id: flights.id });
    const flightId = flight!.id;
    const departure = 6 * 60 + i * 40;
    const segments = await db
      .insert(flightSegments)
      .values([
        { flightId, direction: 'outbound', weekdays: [1, 2, 3, 4, 5, 6, 7], validFrom, validTo, seatCapacity: i % 5 === 0 ? 150 : null },
        { flightId, direction: 'return', weekdays: [1, 2, 3, 4, 5, 6, 7], validFrom, validTo, seatCapacity: null },
      ])
      .returning({ id: flightSegments.id, direction: flightSegments.direction });
    for (const segment of segments) {
      const outbound = segment.direction === 'outbound';
      // Nonstop, one leg a segment, as the §10 flight.
      const [leg] = await db
        .insert(flightLegs)
        .values({
          segmentId: segment.id,
          position: 0,
          flightNumber: `BA${(outbound ? 100 : 600) + i}`,
          fromAirportId: outbound ? lis : cdg,
          toAirportId: outbound ? cdg : lis,
          departureTime: time((departure + (outbound ? 0 : 300)) % (24 * 60)),
          dayOffset: 0,
          durationMinutes: 150 + Math.round(rnd() * 20),
          seatMap: SEAT_MAP,
        })
        .returning({ id: flightLegs.id });
      await db.insert(flightBaggageOptions).values({ segmentId: segment.id, position: 0, name: 'Extra bag 23 kg', weight: '23 kg', price: '35.00' });
      await db.insert(flightMealOptions).values([
        { legId: leg!.id, position: 0, name: 'Snack', price: '6.00' },
        { legId: leg!.id, position: 1, name: 'Hot meal', price: '14.00' },
      ]);
    }
    const base = 70 + rnd() * 80;
    const currency = currencies[i % currencies.length]!;
    for (const fare of FARES) {
      const [row] = await db
        .insert(flightFares)
        .values({ flightId, name: fare.name, code: fare.code, meal: fare.meal, handBaggages: ['Hand baggage 8 kg'], baggages: fare.baggages })
        .returning({ id: flightFares.id });
      if (fare.code !== 'LT') await db.insert(flightFareCancellationRules).values({ fareId: row!.id, daysBefore: 14, penaltyType: 'percent', amount: '50.00' });
      // 13 monthly periods from this month: every search date of the benchmark is covered.
      await db.insert(flightFarePricing).values(
        Array.from({ length: 13 }, (_, m) => {
          const price = base * fare.factor * (1 + 0.04 * ((m + i) % 5));
          return {
            fareId: row!.id,
            startDate: day(monthStart(today, m)),
            endDate: day(addDays(monthStart(today, m + 1), -1)),
            price: cents(price),
            priceChild1: cents(price * 0.75),
            priceChild2: cents(price * 0.1),
            priceReturn: cents(price * 1.8),
            priceReturnChild1: cents(price * 1.35),
            priceReturnChild2: cents(price * 0.2),
            currency,
          };
        }),
      );
    }
  }
  return { fromAirportId: lis, toAirportId: cdg, flights: ROUTE_FLIGHTS, fares: ROUTE_FLIGHTS * FARES_PER_FLIGHT };
}
