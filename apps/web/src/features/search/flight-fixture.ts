import type { FlightFareOption, FlightSegmentOption } from '@travel/contracts';
import type { FlightDetailsView } from './api';

/**
 * Domain-rules §10's flight as flight-details answers it, for the web's unit tests: TravelAir
 * LIS -> CDG round trip 2027-06-10 -> 2027-06-17, 2 adults, a child of 5 and an infant; Light
 * and Plus on both segments at their exact averages.
 */
const fare = (id: number, name: string, avg: string, extra: string, services: string[], meal: string | null): FlightFareOption => ({
  id,
  name,
  code: name.toUpperCase(),
  includedServices: services,
  pricePerPaxAvg: avg,
  pricePerPaxAvgExtra: extra,
  meal,
  description: null,
  cancellation: ['Non-refundable'],
});

const airports = {
  LIS: { id: 1, code: 'LIS', name: 'Humberto Delgado' },
  CDG: { id: 2, code: 'CDG', name: 'Charles de Gaulle' },
};

const segment = (
  segmentKey: 'outbound' | 'return',
  flightNumber: string,
  from: 'LIS' | 'CDG',
  to: 'LIS' | 'CDG',
  departure: string,
  arrival: string,
  minutes: number,
  fares: FlightFareOption[],
) =>
  ({
    segmentKey,
    airline: { name: 'TravelAir', code: 'TA', logo: null },
    carrierCode: 'TA',
    flightNumber,
    origin: airports[from],
    destination: airports[to],
    departureDate: departure,
    arrivalDate: arrival,
    stopsNames: [],
    flightTimeWithStops: minutes,
    legs: [
      {
        legKey: `${segmentKey}-1`,
        flightNumber,
        carrierCode: 'TA',
        origin: airports[from],
        destination: airports[to],
        departureDate: departure,
        arrivalDate: arrival,
        durationMinutes: minutes,
      },
    ],
    fareTypes: fares.map((f) => ({ id: f.id, name: f.name })),
    seatsLeft: 30,
    fares,
  }) satisfies FlightSegmentOption & { fares: FlightFareOption[] };

export const LIGHT_OUT = 11;
export const PLUS_OUT = 12;
export const LIGHT_BACK = 21;
export const PLUS_BACK = 22;

export const worked: FlightDetailsView = {
  id: 7,
  flightType: 'round',
  name: 'LIS - CDG',
  segments: [
    segment('outbound', 'TA401', 'LIS', 'CDG', '2027-06-10T08:10', '2027-06-10T11:50', 160, [
      fare(LIGHT_OUT, 'Light', '64.375', '0', ['Hand baggage 8 kg'], null),
      fare(PLUS_OUT, 'Plus', '89.75', '25.375', ['Hand baggage 8 kg', 'Baggage 23 kg', 'Meal: Snack'], 'Snack'),
    ]),
    segment('return', 'TA402', 'CDG', 'LIS', '2027-06-17T12:30', '2027-06-17T14:00', 150, [
      fare(LIGHT_BACK, 'Light', '64.375', '0', ['Hand baggage 8 kg'], null),
      fare(PLUS_BACK, 'Plus', '89.75', '25.375', ['Hand baggage 8 kg', 'Baggage 23 kg', 'Meal: Snack'], 'Snack'),
    ]),
  ],
  pricePerPax: '128.75',
  pricePerPaxAvgBase: '128.75',
  price: '515.00',
  priceOnRequest: false,
  availability: 'available',
  currency: 'EUR',
  pax: { adult: 2, child: 1, infant: 1 },
  hash: 'eyJmIjo3fQ.sig-7_x',
};
