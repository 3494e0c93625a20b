import {
  fareIncludesMeal,
  FLIGHT_EXTRA_MESSAGES,
  type FlightExtraEntity,
  type FlightExtraItem,
  type FlightExtraType,
  type SeatMapInput,
  type SegmentKey,
  seatLabel,
  seatRows,
} from '@travel/contracts';
import { seatRowPrice } from './engine';

/**
 * What a passenger may add to a flight (domain-rules §5.1 Extras), pure: baggage per segment, meals
 * and seats per leg, priced per passenger in the asked currency. The same entities answer
 * `search/flight-extra` and check the choices of a booking, so the wizard and the booking can
 * never disagree on what is offered or what it costs.
 *
 * - A fare's hand baggage and baggage entries are included for every passenger ('included').
 * - A fare whose meal is set makes its segment's meals required: each passenger picks one of the
 *   leg's meals at 0 (priced '0.00', not 'included': nothing is pre-filled, a choice is due).
 * - Seats: rows 1 .. rowsCount - 1, priced by the row range holding them (none: 0); infants sit on
 *   a lap and have no seat price at all; blocked seats are never sold, taken ones are held by a
 *   live booking.
 */

export type ExtrasPassenger = { id: string; ageType: 'adult' | 'child' | 'infant'; age: number | null };

export interface ExtrasLeg {
  key: string;
  /** 'LIS → CDG · TA401' */
  title: string;
  meals: { id: number; name: string; price: string }[];
  seatMap: SeatMapInput | null;
  /** Seats live bookings hold on the leg's date. */
  takenSeats: ReadonlySet<string>;
}

export interface ExtrasSegment {
  key: SegmentKey;
  title: string;
  /** The fare chosen on the segment. */
  fare: { id: number; handBaggages: string[]; baggages: string[]; meal: string };
  baggage: { id: number; name: string; weight: string | null; price: string }[];
  legs: ExtrasLeg[];
}

export interface ExtrasInput {
  segments: ExtrasSegment[];
  passengers: ExtrasPassenger[];
  currency: string;
  /** A catalogue amount (the flight's default currency) as the passenger pays it: converted, rounded. */
  price: (amount: string) => string;
}

export type ExtrasAnswer = {
  entities: FlightExtraEntity[];
  extraData: Record<string, { rowsCount: number; seatsNumbers: string[] }>;
  message: string | null;
};

const INCLUDED = 'included';
export const isIncluded = (value: string | undefined) => value === INCLUDED;

/** The id of a fare's n-th included baggage entry (hand baggage first, from 1). */
export const includedBaggageId = (fareId: number, n: number) => `fare-${fareId}-${n}`;

const everyone = (passengers: ExtrasPassenger[], value: string) => Object.fromEntries(passengers.map((p) => [p.id, value]));

function baggageEntities(input: ExtrasInput): FlightExtraEntity[] {
  return input.segments.flatMap((segment) => {
    const { fare } = segment;
    const included: FlightExtraItem[] = [...fare.handBaggages, ...fare.baggages].map((name, i) => ({
      id: includedBaggageId(fare.id, i + 1),
      name,
      description: i < fare.handBaggages.length ? 'Hand baggage included in the fare' : 'Baggage included in the fare',
      price: '0.00',
      currency: input.currency,
      passengerIds: everyone(input.passengers, INCLUDED),
    }));
    const paid: FlightExtraItem[] = segment.baggage.map((option) => {
      const price = input.price(option.price);
      return {
        id: String(option.id),
        name: option.name,
        description: option.weight,
        price,
        currency: input.currency,
        passengerIds: everyone(input.passengers, price),
      };
    });
    const items = [...included, ...paid];
    return items.length ? [{ key: segment.key, segmentKey: segment.key, legKey: null, title: segment.title, selectionType: 'possible' as const, items }] : [];
  });
}

function mealEntities(input: ExtrasInput): FlightExtraEntity[] {
  return input.segments.flatMap((segment) => {
    const required = fareIncludesMeal(segment.fare.meal);
    return segment.legs.flatMap((leg) => {
      if (leg.meals.length === 0) return [];
      const items = leg.meals.map((meal) => {
        const price = required ? '0.00' : input.price(meal.price);
        return { id: String(meal.id), name: meal.name, description: null, price, currency: input.currency, passengerIds: everyone(input.passengers, price) };
      });
      return [
        {
          key: leg.key,
          segmentKey: segment.key,
          legKey: leg.key,
          title: leg.title,
          selectionType: required ? ('required' as const) : ('possible' as const),
          items,
        },
      ];
    });
  });
}

function seatEntities(input: ExtrasInput, extraData: ExtrasAnswer['extraData']): FlightExtraEntity[] {
  const seated = input.passengers.filter((p) => p.ageType !== 'infant');
  return input.segments.flatMap((segment) =>
    segment.legs.flatMap((leg) => {
      const map = leg.seatMap;
      if (!map) return [];
      extraData[leg.key] = { rowsCount: map.rowsCount, seatsNumbers: map.seatsNumbers };
      const blocked = new Set(map.blockedSeats);
      const items = seatRows(map.rowsCount).flatMap((row) => {
        const price = input.price(seatRowPrice(map.rowPrices, row));
        return map.seatsNumbers.map((letter) => {
          const id = seatLabel(row, letter);
          const availability = blocked.has(id) ? ('blocked' as const) : leg.takenSeats.has(id) ? ('taken' as const) : ('available' as const);
          return {
            id,
            name: `Seat ${id}`,
            description: null,
            price,
            currency: input.currency,
            passengerIds: everyone(seated, price),
            availability,
            row,
            letter,
          };
        });
      });
      return [{ key: leg.key, segmentKey: segment.key, legKey: leg.key, title: leg.title, selectionType: 'possible' as const, items }];
    }),
  );
}

/** What can be had of one type: a passenger has something to choose unless every item is included or unavailable. */
const choosable = (type: FlightExtraType, entities: FlightExtraEntity[]) =>
  entities.some((entity) =>
    entity.items.some((item) => (type !== 'seat' || item.availability === 'available') && Object.values(item.passengerIds).some((v) => !isIncluded(v))),
  );

/** The entities of one extra type, the seat maps' layout, and the 'not available' sentence when nothing can be chosen. */
export function extraEntities(type: FlightExtraType, input: ExtrasInput): ExtrasAnswer {
  const extraData: ExtrasAnswer['extraData'] = {};
  const entities = type === 'baggage' ? baggageEntities(input) : type === 'meal' ? mealEntities(input) : seatEntities(input, extraData);
  return { entities, extraData, message: choosable(type, entities) ? null : FLIGHT_EXTRA_MESSAGES[type] };
}
