import { and, eq } from 'drizzle-orm';
import type { FlightDetails, FlightExtraAnswer, FlightSearchAnswer } from '@travel/contracts';
import { beforeAll, expect } from 'vitest';
import { fixtureDate } from '../../../test/dates';
import { countryId, multipart } from '../../../test/factories';
import { apiTestContext, type Engine } from '../../../test/harness';
import { currencyRates } from '../../currency/tables';
import { airportId } from '../test-data';

/**
 * The flight of domain-rules §10 built through the admin API, and the storefront calls of the
 * flight-mode tests. Outbound 2027-06-10, return 2027-06-17 (fixture dates: next year's).
 */
export const OUT = fixtureDate('2027-06-10');
export const BACK = fixtureDate('2027-06-17');
export const FAMILY = [{ adults: 2, childrenAges: [5, 1] }];

const seatMap = {
  rowsCount: 31,
  seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'],
  blockedSeats: ['1A', '10F'],
  rowPrices: [{ fromRow: 1, toRow: 5, price: '12.00' }],
};
const meals = [
  { name: 'Snack', price: '6.00' },
  { name: 'Hot meal', price: '14.00' },
];

export type WorkedFlight = { id: number; light: number; plus: number; lis: number; cdg: number };
type FlightOptions = {
  name?: string;
  numbers?: [string, string];
  from?: string;
  to?: string;
  markups?: Record<string, unknown>;
  /** ISO weekdays both segments fly (default: every day). */
  weekdays?: number[];
  seatCapacity?: number;
  /** Light's prices (default §10). */
  lightPrice?: string;
  seatMaps?: boolean;
  mealOptions?: boolean;
  fareRules?: boolean;
};

/** A test app with an admin and an agent, and 1 USD = 0.92 EUR. */
export function flightTestContext(engine: Engine) {
  const api = apiTestContext(engine);
  const db = api.db;
  const context = { api, db, nationalityId: 0 };
  beforeAll(async () => {
    context.nationalityId = await countryId(db(), 'FR');
    await db()
      .update(currencyRates)
      .set({ bankRate: '0.92', correctionRate: '0', rate: '0.92' })
      .where(and(eq(currencyRates.base, 'EUR'), eq(currencyRates.currency, 'USD')));
  });

  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = api.admin.headers) =>
    api.t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** The §10 flight (TravelAir LIS -> CDG, Light and Plus, a 30-row seat map, a 35.00 bag, two meals a leg). */
  async function workedFlight(options: FlightOptions = {}): Promise<WorkedFlight> {
    const [lis, cdg] = [await airportId(db(), options.from ?? 'LIS'), await airportId(db(), options.to ?? 'CDG')];
    const name = options.name ?? 'Lisbon - Paris';
    const created = await inject('POST', 'flights', { name, fromAirport: { id: lis }, toAirport: { id: cdg } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const fare = async (body: Record<string, unknown>) => {
      const res = await inject('POST', `flights/${id}/fares`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const light = await fare({ name: 'Light', code: 'LT', meal: 'No meal', handBagagges: [{ handBaggage: 'Hand baggage 8 kg' }] });
    const plus = await fare({
      name: 'Plus',
      code: 'PL',
      meal: 'Snack',
      description: 'More room',
      handBagagges: [{ handBaggage: 'Hand baggage 8 kg' }],
      baggages: [{ baggage: 'Baggage 23 kg' }],
      cancellationRules: options.fareRules === false ? [] : [{ daysBefore: 14, penaltyType: 'percent', amount: '50' }],
    });
    const [outNumber, backNumber] = options.numbers ?? ['TA401', 'TA402'];
    const leg = (flightNumber: string, from: number, to: number, departureTime: string, durationMinutes: number) => ({
      flightNumber,
      fromAirport: from,
      toAirport: to,
      departureTime,
      durationMinutes,
      ...(options.seatMaps === false ? {} : { seatMap }),
      mealOptions: options.mealOptions === false ? [] : meals,
    });
    const schedule = {
      weekdays: options.weekdays ?? [1, 2, 3, 4, 5, 6, 7],
      validFrom: fixtureDate('2027-01-01'),
      validTo: fixtureDate('2027-12-31'),
      ...(options.seatCapacity === undefined ? {} : { seatCapacity: options.seatCapacity }),
    };
    const bags = [{ name: 'Extra bag 23 kg', weight: '23 kg', price: '35.00' }];
    const segments = [
      { direction: 'outbound', ...schedule, legs: [leg(outNumber, lis, cdg, '08:10', 160)], baggageOptions: bags },
      { direction: 'return', ...schedule, legs: [leg(backNumber, cdg, lis, '12:30', 150)], baggageOptions: bags },
    ];
    const row = (pricingData: Record<string, string>) => [
      { startDate: fixtureDate('2027-06-01'), endDate: fixtureDate('2027-06-30'), pricingData: { ...pricingData, currency: 'EUR' } },
    ];
    const fares = [
      {
        id: light,
        pricing: row({
          price: options.lightPrice ?? '100',
          priceChild1: '75',
          priceChild2: '10',
          priceReturn: '180',
          priceReturnChild1: '135',
          priceReturnChild2: '20',
        }),
      },
      {
        id: plus,
        pricing: row({ price: '140', priceChild1: '105', priceChild2: '14', priceReturn: '250', priceReturnChild1: '190', priceReturnChild2: '28' }),
      },
    ];
    const form = await multipart({
      _method: 'PUT',
      name,
      fromAirport: JSON.stringify({ id: lis }),
      toAirport: JSON.stringify({ id: cdg }),
      defaultCurrency: 'EUR',
      airline: JSON.stringify({ name: 'TravelAir', code: 'TA', logo: null }),
      markups: JSON.stringify(options.markups ?? {}),
      segments: JSON.stringify(segments),
      fares: JSON.stringify(fares),
    });
    const saved = await api.t.app.inject({
      method: 'POST',
      url: `/api/v1/flights/${id}`,
      headers: { ...api.admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { id, light, plus, lis, cdg };
  }

  function searchUrl(params: Record<string, unknown>) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    return `/api/v1/search?${query}`;
  }

  /** GET search in flight mode: round trip OUT -> BACK for the §10 family unless told otherwise. */
  async function search(
    flight: Pick<WorkedFlight, 'lis' | 'cdg'>,
    params: Record<string, unknown> = {},
    headers: Record<string, string> | null = api.agent.headers,
  ) {
    const base = {
      searchMode: 'flight',
      flightType: 'round',
      fromAirportId: String(flight.lis),
      toAirportId: String(flight.cdg),
      nationalityId: String(context.nationalityId),
      startDate: OUT,
      endDate: BACK,
      rooms: FAMILY,
    };
    return api.t.app.inject({ method: 'GET', url: searchUrl({ ...base, ...params }), headers: headers ?? {} });
  }
  async function found(flight: Pick<WorkedFlight, 'lis' | 'cdg'>, params: Record<string, unknown> = {}, headers?: Record<string, string> | null) {
    const res = await search(flight, params, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FlightSearchAnswer;
  }

  async function details(hash: string, headers: Record<string, string> | null = api.agent.headers) {
    const form = await multipart({ hash });
    return api.t.app.inject({ method: 'POST', url: '/api/v1/search/flight-details', headers: { ...(headers ?? {}), ...form.headers }, payload: form.payload });
  }
  async function detailsOf(hash: string, headers?: Record<string, string> | null) {
    const res = await details(hash, headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { flights: FlightDetails[] }).flights[0]!;
  }

  async function extra(type: string, booking: unknown, headers: Record<string, string> | null = api.agent.headers) {
    const form = await multipart({ booking: typeof booking === 'string' ? booking : JSON.stringify(booking) });
    return api.t.app.inject({
      method: 'POST',
      url: `/api/v1/search/flight-extra?type=${type}`,
      headers: { ...(headers ?? {}), ...form.headers },
      payload: form.payload,
    });
  }
  async function extraOf(type: string, booking: unknown, headers?: Record<string, string> | null) {
    const res = await extra(type, booking, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FlightExtraAnswer;
  }

  return Object.assign(context, { inject, workedFlight, search, found, details, detailsOf, extra, extraOf });
}
