import type { EngineHotel, EngineOffer, EnginePricingRow, EngineRoom, PricingContext } from './types';

/**
 * Test builders for the engine's unit and property tests: the hotel of domain-rules §9 and small
 * makers to vary it. Not used by production code.
 */
export const BB = 1;
export const HB = 2;
export const AI = 3;
export const DOUBLE = 10;

export function pricingRow(over: Partial<EnginePricingRow> & Pick<EnginePricingRow, 'id' | 'startDate' | 'endDate'>): EnginePricingRow {
  return { pricingType: 'personCount', mealTypeId: BB, personPrices: {}, extraAdult: null, extraChild: null, ...over };
}

export function room(over: Partial<EngineRoom> = {}): EngineRoom {
  return {
    id: DOUBLE,
    name: 'Double',
    minAdultOccupancy: 1,
    maxAdultOccupancy: 3,
    minChildOccupancy: 0,
    maxChildOccupancy: 1,
    baseOccupancy: 2,
    maxOccupancy: 3,
    unallowedOccupancies: [],
    pricing: [
      pricingRow({ id: 100, startDate: '2027-06-01', endDate: '2027-06-30', personPrices: { 2: '100.00', 3: '130.00' }, extraChild: '20.00' }),
      pricingRow({ id: 101, startDate: '2027-07-01', endDate: '2027-07-31', personPrices: { 2: '120.00', 3: '150.00' }, extraChild: '25.00' }),
    ],
    allotment: {},
    ...over,
  };
}

export function offer(over: Partial<EngineOffer> & Pick<EngineOffer, 'id' | 'kind'>): EngineOffer {
  return {
    name: `${over.kind} ${over.id}`,
    startDate: '2027-01-01',
    endDate: '2027-12-31',
    bookStartDate: null,
    bookEndDate: null,
    roomTypeIds: 'all',
    applyWithOthersIds: [],
    pricingData: {},
    ...over,
  };
}

/** Meals price BB -> HB, 2027-06-01 to 2027-07-31: adult 15, child 8, infant 0 (§9). */
export const bbToHb = offer({
  id: 50,
  kind: 'mealsPrices',
  name: null,
  startDate: '2027-06-01',
  endDate: '2027-07-31',
  pricingData: { fromMealTypeId: BB, toMealTypeId: HB, adult: '15.00', child: '8.00', infant: '0.00' },
});

/** Discount 10 %, travel 2027-06-25 to 2027-07-10, all room types, no booking period (§9). */
export const tenPercent = offer({
  id: 1,
  kind: 'discounts',
  name: 'Early summer',
  startDate: '2027-06-25',
  endDate: '2027-07-10',
  pricingData: { discount: 10 },
});

/** The hotel of domain-rules §9: EUR, infants below 2, children below 12, BB and HB, b2b +10 %. */
export function workedHotel(over: Partial<EngineHotel> = {}): EngineHotel {
  return {
    id: 1,
    name: 'Worked Example Hotel',
    currency: 'EUR',
    categoryId: 7,
    locationPath: [30, 20, 10],
    infantAgeMax: 2,
    children1AgeMax: 12,
    children2AgeMax: null,
    mealTypeIds: [BB, HB],
    markups: { b2b: { type: 'percent', amount: '10' } },
    rooms: [room()],
    offers: [bbToHb, tenPercent],
    cancellationRules: [],
    ...over,
  };
}

/** The search of §9: 2027-06-28 to 2027-07-03, logged-in agent, EUR; base EUR, 1 USD = 0.92 EUR. */
export function context(over: Partial<PricingContext> = {}): PricingContext {
  return {
    bookingDate: '2027-01-15',
    checkIn: '2027-06-28',
    checkOut: '2027-07-03',
    channel: 'b2b',
    currency: 'EUR',
    defaultCurrency: 'EUR',
    rates: { USD: '0.92' },
    markupRules: [],
    agencyExtra: null,
    ...over,
  };
}
