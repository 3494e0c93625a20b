import {
  type FlightBaggageChoice,
  type FlightChoice,
  type FlightFareOption,
  type FlightMealChoice,
  type FlightOption,
  type FlightSeatChoice,
  type FlightSegmentOption,
  flightItemPrice,
  itemTotal,
  sumMoney,
} from '@travel/contracts';
import type { FlightDetailsView } from './api';

/**
 * The pure parts of the flight wizard (storefront spec §3 Flight, §4 point 2; domain-rules §5.1):
 * how a flight card reads (times, duration, stops), the fare choice as the calls take it, and the
 * flight item the wizard shows once every segment has a fare. The server's figures are the ones
 * booked; these are what the agent sees before, computed the same way to the cent.
 */

/**
 * The extras chosen on the baggage, meal and seat steps, per passenger: the same shape as the
 * flight-extras component's `FlightExtrasValue`, and what POST bookings takes as
 * `flightBaggageList`, `flightMealsList` and `flightSeatsList`.
 */
export type FlightExtrasChoices = { baggage: FlightBaggageChoice[]; meals: FlightMealChoice[]; seats: FlightSeatChoice[] };
export const noExtras = (): FlightExtrasChoices => ({ baggage: [], meals: [], seats: [] });

/** Storefront spec §2: durations as hours and minutes, '2h 40m' (minutes two digits: '3h 05m'). */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}h ${String(whole % 60).padStart(2, '0')}m`;
}

/** 'HH:MM' of a local 'YYYY-MM-DDTHH:MM'. */
export const timeOf = (dateTime: string) => dateTime.slice(11, 16);
/** 'YYYY-MM-DD' of a local 'YYYY-MM-DDTHH:MM'. */
export const dayOf = (dateTime: string) => dateTime.slice(0, 10);

/** Days between departure and arrival (an overnight flight lands '+1'). */
export function daysLater(departure: string, arrival: string): number {
  return Math.round((Date.parse(`${dayOf(arrival)}T00:00:00Z`) - Date.parse(`${dayOf(departure)}T00:00:00Z`)) / 86_400_000);
}

/** The airports where a segment stops: where one leg lands and the next takes off, by code. */
export const stopCodes = (segment: Pick<FlightSegmentOption, 'legs'>) => segment.legs.slice(0, -1).map((leg) => leg.destination.code);

/** 'TA401' when the number carries its airline's code already, else 'TA 401'. */
export const flightNumberText = (carrierCode: string, flightNumber: string) =>
  !carrierCode || flightNumber.toUpperCase().startsWith(carrierCode.toUpperCase()) ? flightNumber : `${carrierCode} ${flightNumber}`;

/** Passengers of a flight: adults, children and infants (each is one of the item's count). */
export const passengerCount = (pax: FlightOption['pax']) => pax.adult + pax.child + pax.infant;

/** Money as shown: exact averages ('64.375') rounded half away from zero to cents ('64.38'). */
export const shownAmount = (exact: string) => flightItemPrice(exact, []);

/** The fare chosen on each segment, by the ids the wizard keeps; null where none is (yet) or it is gone. */
export function chosenFares(details: FlightDetailsView, fares: (number | null)[]): (FlightFareOption | null)[] {
  return details.segments.map((segment, i) => segment.fares.find((f) => f.id === fares[i]) ?? null);
}

/**
 * The `flight` part of flight-extra and POST bookings (account spec §3): each segment with its
 * fare and legs, and the currency; null until every segment has a fare.
 */
export function flightChoiceOf(details: FlightDetailsView, fares: (number | null)[]): FlightChoice | null {
  if (fares.length !== details.segments.length || fares.some((f) => f === null)) return null;
  return {
    segments: details.segments.map((segment, i) => ({
      segmentKey: segment.segmentKey,
      fareId: fares[i]!,
      legs: segment.legs.map((leg) => ({ legKey: leg.legKey })),
    })),
    currency: details.currency,
  };
}

/** What the paid extras add to the flight item: every choice's price (included ones are 0). */
export function extrasTotal(extras: FlightExtrasChoices | null): string {
  if (!extras) return '0.00';
  return sumMoney([...extras.baggage, ...extras.meals, ...extras.seats].map((c) => c.price ?? '0')) ?? '0.00';
}

/** The paid extras of one kind, as the summary lists them on their own line (issue 32). */
export type ExtraLine = { kind: 'baggage' | 'meals' | 'seats'; count: number; total: string };

/** The paid extras by kind (bags, meals, seats), each with how many and what they add; kinds with nothing paid are left out. */
export function extraLines(extras: FlightExtrasChoices | null): ExtraLine[] {
  if (!extras) return [];
  return (['baggage', 'meals', 'seats'] as const).flatMap((kind) => {
    const paid = extras[kind].filter((c) => c.price && Number(c.price) > 0);
    return paid.length ? [{ kind, count: paid.length, total: sumMoney(paid.map((c) => c.price!)) ?? '0.00' }] : [];
  });
}

export type FlightItemView = {
  price: string;
  count: number;
  extras: string;
  /** The extras' lines by kind (their totals add up to `extras`). */
  extraLines: ExtraLine[];
  total: string;
  currency: string;
  fares: FlightFareOption[];
};

/**
 * The flight booking item once every segment has a fare (§4 point 2, domain-rules §5.1): price
 * = round(pricePerPaxAvgBase + the chosen fares' extras), count = every passenger, total =
 * price x count + the extras. Null while a segment still lacks its fare.
 */
export function flightItemOf(details: FlightDetailsView, fares: (number | null)[], extras: FlightExtrasChoices | null): FlightItemView | null {
  const chosen = chosenFares(details, fares);
  if (chosen.length === 0 || chosen.some((f) => !f)) return null;
  const picked = chosen as FlightFareOption[];
  const price = flightItemPrice(
    details.pricePerPaxAvgBase,
    picked.map((f) => f.pricePerPaxAvgExtra),
  );
  const count = passengerCount(details.pax);
  const added = extrasTotal(extras);
  return {
    price,
    count,
    extras: added,
    extraLines: extraLines(extras),
    total: itemTotal(price, count, added) ?? price,
    currency: details.currency,
    fares: picked,
  };
}

/** Fare cards in as many columns as fares, 4 at most (account spec: 4 columns when more than 4 fare types). */
export const fareColumns = (fares: number) => Math.max(1, Math.min(4, fares));
