import { apiCall, switchSiteSettings } from './api';
import { isoDay } from './catalogue';

type Airport = { id: number; code: string | null; value?: string; label?: string };

/**
 * An airport's id by IATA code, from the search's airport list. The hotel mode's lists every
 * airport; the flight mode's only those with departures (issue 30), and a journey looks its
 * airports up before it builds the flight.
 */
export async function airportByCode(code: string) {
  const list = await apiCall<{ entities: Airport[] }>('GET', 'destinations/from-airports?searchMode=hotel');
  const found = list.entities.find((a) => a.code === code || a.label?.includes(`(${code})`));
  if (!found) throw new Error(`no airport ${code}`);
  return found.id ?? Number(found.value);
}

/** Switches the storefront's Flights tab on (site settings, modules.flightSearch); answers how to switch it back. */
export async function enableFlightSearch(token: string) {
  return switchSiteSettings(token, { flightSearch: true });
}

/**
 * The flight of domain-rules §10 built through the real admin API: TravelAir LIS -> CDG, daily,
 * nonstop, outbound 08:10 (160 min), return 12:30 (150 min); fares Light (no meal, no bag) and
 * Plus (meal "Snack", 23 kg bag) priced from today for a year; a 30-row seat map (rows 1-5 at
 * 12.00, 1A and 10F blocked), an "Extra bag 23 kg" at 35.00 on both segments, two meals per leg.
 * Flight numbers are the journey's own so other journeys' flights never get in the way.
 */
export async function createWorkedExampleFlight(token: string, numbers: { out: string; back: string } = { out: 'TA801', back: 'TA802' }) {
  const [lis, cdg] = [await airportByCode('LIS'), await airportByCode('CDG')];
  const name = `Lisbon - Paris §10 ${Date.now().toString(36)}`;
  const info = { name, fromAirport: JSON.stringify({ id: lis }), toAirport: JSON.stringify({ id: cdg }), defaultCurrency: 'EUR' };
  const created = new FormData();
  for (const [k, v] of Object.entries(info)) created.append(k, v);
  const flight = await apiCall<{ id: number }>('POST', 'flights', created, token);

  const fare = (body: Record<string, unknown>) => apiCall<{ id: number }>('POST', `flights/${flight.id}/fares`, body, token);
  const light = await fare({
    name: 'Light',
    code: 'LT',
    meal: 'No meal',
    handBagagges: [{ handBaggage: 'Hand baggage 8 kg' }],
    baggages: [],
    cancellationRules: [],
  });
  const plus = await fare({
    name: 'Plus',
    code: 'PL',
    meal: 'Snack',
    handBagagges: [{ handBaggage: 'Hand baggage 8 kg' }],
    baggages: [{ baggage: 'Baggage 23 kg' }],
    cancellationRules: [{ daysBefore: 14, penaltyType: 'percent', amount: '50' }],
  });

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
  const validFrom = isoDay(0);
  const validTo = isoDay(400);
  const leg = (flightNumber: string, from: number, to: number, departureTime: string, durationMinutes: number) => ({
    flightNumber,
    fromAirport: from,
    toAirport: to,
    departureTime,
    durationMinutes,
    seatMap,
    mealOptions: meals,
  });
  const everyDay = [1, 2, 3, 4, 5, 6, 7];
  const bags = [{ name: 'Extra bag 23 kg', weight: '23 kg', price: '35.00' }];
  const segments = [
    { direction: 'outbound', weekdays: everyDay, validFrom, validTo, legs: [leg(numbers.out, lis, cdg, '08:10', 160)], baggageOptions: bags },
    { direction: 'return', weekdays: everyDay, validFrom, validTo, legs: [leg(numbers.back, cdg, lis, '12:30', 150)], baggageOptions: bags },
  ];
  const row = (pricingData: Record<string, string>) => [{ startDate: validFrom, endDate: validTo, pricingData: { ...pricingData, currency: 'EUR' } }];
  const fares = [
    {
      id: light.id,
      pricing: row({ price: '100', priceChild1: '75', priceChild2: '10', priceReturn: '180', priceReturnChild1: '135', priceReturnChild2: '20' }),
    },
    {
      id: plus.id,
      pricing: row({ price: '140', priceChild1: '105', priceChild2: '14', priceReturn: '250', priceReturnChild1: '190', priceReturnChild2: '28' }),
    },
  ];
  const save = new FormData();
  for (const [k, v] of Object.entries({
    _method: 'PUT',
    ...info,
    airline: JSON.stringify({ name: 'TravelAir', code: 'TA', logo: null }),
    markups: JSON.stringify({ b2b: { type: 'percent', amount: '' }, b2c: { type: 'percent', amount: '' } }),
    segments: JSON.stringify(segments),
    fares: JSON.stringify(fares),
  }))
    save.append(k, v);
  await apiCall('POST', `flights/${flight.id}`, save, token);
  return { id: flight.id, name, fares: { light: light.id, plus: plus.id }, lis, cdg };
}
