import type { Fare, Flight } from '@travel/contracts';
import { mediaUrl } from '../../lib/storage';
import type { FlightGraph } from './repo';
import { departuresOf, isSold, type ScheduleSales, soldSeatsOf } from './sales';
import { effectiveSeatCapacity, flightTimeWithStops, stopsNames } from './schedule';
import type { FareRow, FlightRow } from './tables';

export type AirportInfo = { id: number; name: string; code: string | null };
export type Airports = Map<number, AirportInfo>;

const airportOf = (airports: Airports, id: number): AirportInfo => airports.get(id) ?? { id, name: '', code: null };

/** A logo is a storage key (served under /media) or a URL kept as sent. */
export const logoUrl = (logo: string | null) => (!logo ? null : /^(https?:)?\//.test(logo) ? logo : mediaUrl(logo));

const presentMarkup = (markup: { type: 'fixed' | 'percent'; amount?: string } | undefined) => ({
  type: markup?.type ?? 'percent',
  amount: markup?.amount ?? null,
});

export const presentAirline = (flight: Pick<FlightRow, 'airlineName' | 'airlineCode' | 'airlineLogo'>) =>
  flight.airlineName && flight.airlineCode ? { name: flight.airlineName, code: flight.airlineCode, logo: logoUrl(flight.airlineLogo) } : null;

function groupBy<T, K>(rows: T[], key: (row: T) => K) {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export function indexGraph(graph: FlightGraph) {
  return {
    segments: groupBy(graph.segments, (s) => s.flightId),
    legs: groupBy(graph.legs, (l) => l.segmentId),
    baggage: groupBy(graph.baggage, (b) => b.segmentId),
    meals: groupBy(graph.meals, (m) => m.legId),
    fares: groupBy(graph.fares, (f) => f.flightId),
    rules: groupBy(graph.rules, (r) => r.fareId),
    pricing: groupBy(graph.pricing, (p) => p.fareId),
  };
}
type GraphIndex = ReturnType<typeof indexGraph>;

export function presentFare(fare: FareRow, index: Pick<GraphIndex, 'rules' | 'pricing'>): Fare {
  return {
    id: fare.id,
    flightId: fare.flightId,
    name: fare.name,
    code: fare.code,
    meal: fare.meal,
    description: fare.description,
    handBagagges: fare.handBaggages.map((handBaggage) => ({ handBaggage })),
    baggages: fare.baggages.map((baggage) => ({ baggage })),
    cancellationRules: (index.rules.get(fare.id) ?? []).map((r) => ({ id: r.id, daysBefore: r.daysBefore, penaltyType: r.penaltyType, amount: r.amount })),
    pricing: (index.pricing.get(fare.id) ?? []).map((p) => ({
      id: p.id,
      startDate: p.startDate,
      endDate: p.endDate,
      pricingData: {
        price: p.price,
        priceChild1: p.priceChild1,
        priceChild2: p.priceChild2,
        priceReturn: p.priceReturn,
        priceReturnChild1: p.priceReturnChild1,
        priceReturnChild2: p.priceReturnChild2,
        currency: p.currency,
      },
    })),
  };
}

export function presentFlight(flight: FlightRow, index: GraphIndex, airports: Airports, sold: { sales: ScheduleSales; today: string }): Flight {
  const { sales, today } = sold;
  const segments = (index.segments.get(flight.id) ?? []).map((segment) => {
    const legs = index.legs.get(segment.id) ?? [];
    return {
      id: segment.id,
      direction: segment.direction,
      weekdays: segment.weekdays,
      validFrom: segment.validFrom,
      validTo: segment.validTo,
      seatCapacity: segment.seatCapacity,
      effectiveSeatCapacity: effectiveSeatCapacity(segment.seatCapacity, legs),
      flightTimeWithStops: flightTimeWithStops(legs),
      stopsNames: stopsNames(legs, (id) => airportOf(airports, id).name),
      legs: legs.map((leg) => ({
        id: leg.id,
        flightNumber: leg.flightNumber,
        fromAirport: airportOf(airports, leg.fromAirportId),
        toAirport: airportOf(airports, leg.toAirportId),
        departureTime: leg.departureTime,
        dayOffset: leg.dayOffset,
        durationMinutes: leg.durationMinutes,
        seatMap: leg.seatMap,
        mealOptions: (index.meals.get(leg.id) ?? []).map((m) => ({ id: m.id, name: m.name, price: m.price })),
        soldSeats: soldSeatsOf(sales, leg.id, today),
      })),
      baggageOptions: (index.baggage.get(segment.id) ?? []).map((b) => ({ id: b.id, name: b.name, weight: b.weight, price: b.price })),
      sales: departuresOf(sales, segment.id, today),
      sold: isSold(
        sales,
        segment.id,
        legs.map((l) => l.id),
      ),
    };
  });
  // Outbound first, whatever order they were added in.
  segments.sort((a, b) => (a.direction === b.direction ? a.id - b.id : a.direction === 'outbound' ? -1 : 1));
  return {
    id: flight.id,
    name: flight.name,
    fromAirport: airportOf(airports, flight.fromAirportId),
    toAirport: airportOf(airports, flight.toAirportId),
    airline: presentAirline(flight),
    defaultCurrency: flight.defaultCurrency,
    markups: { b2b: presentMarkup(flight.markups.b2b), b2c: presentMarkup(flight.markups.b2c) },
    description: flight.description,
    note: flight.note,
    segments,
    fares: (index.fares.get(flight.id) ?? []).map((fare) => presentFare(fare, index)),
  };
}
