import type { EngineFarePricing, EngineFlight, FlightPricingContext } from './types';
import type { ExtrasInput, ExtrasPassenger } from './extras';

/**
 * The flight of domain-rules §10 as plain engine input: TravelAir LIS -> CDG, fares Light and Plus
 * with one pricing row 2027-06-01 to 2027-06-30 in EUR; a 30-row seat map (rowsCount 31) with rows
 * 1-5 at 12, an "Extra bag 23 kg" at 35 on both segments.
 */

export const LIGHT = 1;
export const PLUS = 2;

const row = (id: number, prices: Omit<EngineFarePricing, 'id' | 'startDate' | 'endDate' | 'currency'>, currency = 'EUR'): EngineFarePricing => ({
  id,
  startDate: '2027-06-01',
  endDate: '2027-06-30',
  currency,
  ...prices,
});

export const lightRow = row(11, { price: '100', priceChild1: '75', priceChild2: '10', priceReturn: '180', priceReturnChild1: '135', priceReturnChild2: '20' });
export const plusRow = row(21, { price: '140', priceChild1: '105', priceChild2: '14', priceReturn: '250', priceReturnChild1: '190', priceReturnChild2: '28' });

export const fares = () => [
  { id: LIGHT, pricing: [lightRow] },
  { id: PLUS, pricing: [plusRow] },
];

export const roundTrip = (outboundDate = '2027-06-10'): EngineFlight => ({
  flightType: 'round',
  outboundDate,
  segments: [
    { key: 'outbound', fares: fares() },
    { key: 'return', fares: fares() },
  ],
});

export const oneWay = (outboundDate = '2027-06-10'): EngineFlight => ({ flightType: 'oneway', outboundDate, segments: [{ key: 'outbound', fares: fares() }] });

/** 2 adults, a child of 5, an infant of 1. */
export const family = { adults: 2, childrenAges: [5, 1] };

/** An agent in EUR; no markups unless given. Rates: 1 USD = 0.92 EUR. */
export const context = (over: Partial<FlightPricingContext> = {}): FlightPricingContext => ({
  defaultCurrency: 'EUR',
  rates: { USD: '0.92', GBP: '1.15' },
  currency: 'EUR',
  markup: null,
  agencyExtra: null,
  ...over,
});

export const seatMap = {
  rowsCount: 31,
  seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'],
  blockedSeats: ['1A', '10F'],
  rowPrices: [{ fromRow: 1, toRow: 5, price: '12.00' }],
};

export const familyPassengers: ExtrasPassenger[] = [
  { id: 'passenger1', ageType: 'adult', age: null },
  { id: 'passenger2', ageType: 'adult', age: null },
  { id: 'passenger3', ageType: 'child', age: 5 },
  { id: 'passenger4', ageType: 'infant', age: 1 },
];

/** The §10 extras catalogue for the chosen fares (Light both ways unless given). */
export function extrasOf(
  chosen: { outbound: 'light' | 'plus'; return: 'light' | 'plus' } = { outbound: 'light', return: 'light' },
  taken: string[] = [],
): ExtrasInput {
  const fare = (which: 'light' | 'plus') =>
    which === 'light'
      ? { id: LIGHT, handBaggages: ['Hand baggage 8 kg'], baggages: [], meal: 'No meal' }
      : { id: PLUS, handBaggages: ['Hand baggage 8 kg'], baggages: ['Baggage 23 kg'], meal: 'Snack' };
  const meals = [
    { id: 31, name: 'Snack', price: '6.00' },
    { id: 32, name: 'Hot meal', price: '14.00' },
  ];
  return {
    passengers: familyPassengers,
    currency: 'EUR',
    price: (amount) => Number(amount).toFixed(2),
    segments: [
      {
        key: 'outbound',
        title: 'LIS → CDG · TA401',
        fare: fare(chosen.outbound),
        baggage: [{ id: 41, name: 'Extra bag 23 kg', weight: '23 kg', price: '35.00' }],
        legs: [{ key: 'outbound-1', title: 'LIS → CDG · TA401', meals, seatMap, takenSeats: new Set(taken) }],
      },
      {
        key: 'return',
        title: 'CDG → LIS · TA402',
        fare: fare(chosen.return),
        baggage: [{ id: 42, name: 'Extra bag 23 kg', weight: '23 kg', price: '35.00' }],
        legs: [{ key: 'return-1', title: 'CDG → LIS · TA402', meals, seatMap, takenSeats: new Set() }],
      },
    ],
  };
}
