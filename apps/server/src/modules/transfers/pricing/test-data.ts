import type { EngineCar, EngineCarPricing, EngineTransfer, TransferPricingContext } from './types';

/**
 * The transfer of domain-rules §10 as plain engine input: "CDG airport - Paris hotels" in EUR,
 * infants below 2, children below 12, one pricing row 2027-01-01 to 2027-12-31 per car.
 */

export const SEDAN = 1;
export const VAN = 2;
export const SHUTTLE = 3;

const row = (id: number, prices: Partial<Omit<EngineCarPricing, 'id' | 'startDate' | 'endDate'>>): EngineCarPricing => ({
  id,
  startDate: '2027-01-01',
  endDate: '2027-12-31',
  price: null,
  returnPrice: null,
  extraAdult: null,
  returnExtraAdult: null,
  extraChild: null,
  returnExtraChild: null,
  ...prices,
});

const car = (over: Partial<EngineCar> & Pick<EngineCar, 'id' | 'name'>): EngineCar => ({
  type: 'individual',
  maxOccupancy: 4,
  baseOccupancy: 4,
  minAdultOccupancy: 1,
  maxAdultOccupancy: 4,
  minChildOccupancy: 0,
  maxChildOccupancy: 4,
  unallowedOccupancies: [],
  pricing: [],
  ...over,
});

export const sedan = () =>
  car({
    id: SEDAN,
    name: 'Sedan',
    baseOccupancy: 3,
    maxOccupancy: 3,
    maxAdultOccupancy: 3,
    maxChildOccupancy: 2,
    pricing: [row(11, { price: '45', returnPrice: '80' })],
  });
export const van = () =>
  car({
    id: VAN,
    name: 'Van',
    baseOccupancy: 4,
    maxOccupancy: 7,
    maxAdultOccupancy: 7,
    maxChildOccupancy: 4,
    pricing: [row(21, { price: '60', returnPrice: '110', extraAdult: '10', returnExtraAdult: '18', extraChild: '5', returnExtraChild: '9' })],
  });
export const shuttle = () =>
  car({
    id: SHUTTLE,
    name: 'Shuttle',
    type: 'group',
    baseOccupancy: 1,
    maxOccupancy: 50,
    maxAdultOccupancy: 50,
    maxChildOccupancy: 50,
    pricing: [row(31, { extraAdult: '12', returnExtraAdult: '20', extraChild: '6', returnExtraChild: '10' })],
  });

export const workedTransfer = (over: Partial<EngineTransfer> = {}): EngineTransfer => ({
  id: 1,
  name: 'CDG airport - Paris hotels',
  currency: 'EUR',
  infantAgeMax: 2,
  children1AgeMax: 12,
  children2AgeMax: null,
  cars: [sedan(), van(), shuttle()],
  ...over,
});

/** 2 adults, a child of 5, an infant of 1. */
export const family = { adults: 2, childrenAges: [5, 1] };

/** An agent in EUR; no markups unless given. Rates: 1 USD = 0.92 EUR. */
export const context = (over: Partial<TransferPricingContext> = {}): TransferPricingContext => ({
  defaultCurrency: 'EUR',
  rates: { USD: '0.92', GBP: '1.15' },
  currency: 'EUR',
  markup: null,
  agencyExtra: null,
  ...over,
});
