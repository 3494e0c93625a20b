import {
  type BookedFlightExtra,
  FLIGHT_EXTRA_MESSAGES,
  type FlightBaggageChoice,
  type FlightExtraEntity,
  type FlightExtraType,
  type FlightMealChoice,
  type FlightSeatChoice,
} from '@travel/contracts';
import { badRequest, conflict, unprocessable } from '../../../lib/errors';
import { dec, moneyText, sum } from '../../../lib/money';
import { type ExtrasInput, extraEntities, isIncluded } from '../pricing/extras';

/**
 * The extras a booking chose (account spec §3 flightBaggageList, flightMealsList, flightSeatsList;
 * domain-rules §5.1), checked against the entities the wizard was shown: every option and seat must
 * be the catalogue's, priced as the catalogue prices it (a different client price is refused as
 * tampered, never used), one per passenger per segment (baggage) or leg (meal, seat), no seat twice
 * or blocked or taken or for an infant, and a choice for every passenger where a meal is required.
 * Included extras are added for every passenger whatever the client sent.
 */

export type ChosenSeat = { passengerId: string; legKey: string; seat: string; price: string };
export type ChosenExtras = { extras: BookedFlightExtra[]; seats: ChosenSeat[]; extrasTotal: string };
export type ExtraLists = { flightBaggageList: FlightBaggageChoice[]; flightMealsList: FlightMealChoice[]; flightSeatsList: FlightSeatChoice[] };

const LISTS = { baggage: 'flightBaggageList', meal: 'flightMealsList', seat: 'flightSeatsList' } as const;
const NOUNS = { baggage: 'baggage', meal: 'meal', seat: 'seat' } as const;
const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');

type AnyChoice = { passengerId: string; segmentKey?: string; legKey?: string; id: string; price?: string };

function checkList(type: FlightExtraType, entities: FlightExtraEntity[], choices: AnyChoice[], passengers: Set<string>, chosen: BookedFlightExtra[]) {
  const list = LISTS[type];
  const taken = new Map<string, string>();
  const seatOwner = new Map<string, string>();
  choices.forEach((choice, i) => {
    const at = `${list}.${i}`;
    const where = type === 'baggage' ? choice.segmentKey! : choice.legKey!;
    if (!passengers.has(choice.passengerId)) throw invalid(`${at}.passengerId`, `${choice.passengerId} is not a passenger of the flight`);
    const entity = entities.find((e) => e.key === where);
    if (!entity) throw invalid(`${at}.${type === 'baggage' ? 'segmentKey' : 'legKey'}`, `this flight has no ${NOUNS[type]} to choose on ${where}`);
    const item = entity.items.find((it) => it.id === choice.id);
    if (!item) {
      throw invalid(
        `${at}.id`,
        type === 'seat'
          ? `seat ${choice.id} is not on the seat map of ${where}`
          : `${choice.id} is not one of the ${NOUNS[type]} options on ${where} (${entity.items.map((it) => it.id).join(', ')})`,
      );
    }
    if (item.availability === 'blocked') throw invalid(`${at}.id`, `seat ${item.id} on ${where} is blocked and cannot be sold`);
    if (item.availability === 'taken')
      throw conflict(`${at}.id: seat ${item.id} on ${entity.title} is already taken by another booking. Choose another seat.`, 'seat_taken');
    const value = item.passengerIds[choice.passengerId];
    if (value === undefined) throw invalid(`${at}.passengerId`, `${choice.passengerId} is an infant: an infant sits on a lap and has no seat`);
    const price = isIncluded(value) ? '0.00' : value;
    if (choice.price !== undefined && !dec(choice.price).eq(dec(price))) {
      throw unprocessable(`${at}.price: the price of ${item.name} on ${where} is ${price} ${item.currency}, not ${choice.price}`, 'tampered');
    }
    // Included extras are every passenger's already: sending one again is fine and adds nothing.
    if (isIncluded(value)) return;
    const slot = `${choice.passengerId}|${where}`;
    if (taken.has(slot)) throw invalid(at, `${choice.passengerId} already has a ${NOUNS[type]} on ${where} (${list}.${taken.get(slot)})`);
    taken.set(slot, String(i));
    if (type === 'seat') {
      const owner = seatOwner.get(`${where}|${item.id}`);
      if (owner) throw invalid(`${at}.id`, `seat ${item.id} on ${where} is chosen for ${owner} and ${choice.passengerId}`);
      seatOwner.set(`${where}|${item.id}`, choice.passengerId);
    }
    chosen.push({
      passengerId: choice.passengerId,
      type,
      segmentKey: entity.segmentKey,
      legKey: entity.legKey,
      id: item.id,
      name: item.name,
      price,
      included: entity.selectionType === 'required' && dec(price).isZero(),
    });
  });
  for (const entity of entities.filter((e) => e.selectionType === 'required')) {
    for (const passengerId of Object.keys(entity.items[0]?.passengerIds ?? {})) {
      if (!taken.has(`${passengerId}|${entity.key}`))
        throw invalid(list, `${FLIGHT_EXTRA_MESSAGES.required} (${passengerId} has no ${NOUNS[type]} on ${entity.key})`);
    }
  }
}

/** The included extras of every passenger (a fare's hand baggage and baggage), at 0. */
function includedExtras(entities: FlightExtraEntity[]): BookedFlightExtra[] {
  return entities.flatMap((entity) =>
    entity.items.flatMap((item) =>
      Object.entries(item.passengerIds)
        .filter(([, value]) => isIncluded(value))
        .map(([passengerId]) => ({
          passengerId,
          type: 'baggage' as const,
          segmentKey: entity.segmentKey,
          legKey: entity.legKey,
          id: item.id,
          name: item.name,
          price: '0.00',
          included: true,
        })),
    ),
  );
}

/** Checks and prices the booking's extras; 400 / 409 / 422 naming the entry otherwise. */
export function chooseExtras(input: ExtrasInput, lists: ExtraLists): ChosenExtras {
  const passengers = new Set(input.passengers.map((p) => p.id));
  const baggage = extraEntities('baggage', input).entities;
  const chosen: BookedFlightExtra[] = [];
  checkList('baggage', baggage, lists.flightBaggageList, passengers, chosen);
  checkList('meal', extraEntities('meal', input).entities, lists.flightMealsList, passengers, chosen);
  checkList('seat', extraEntities('seat', input).entities, lists.flightSeatsList, passengers, chosen);
  const order = new Map(input.passengers.map((p, i) => [p.id, i]));
  const extras = [...includedExtras(baggage), ...chosen].sort((a, b) => order.get(a.passengerId)! - order.get(b.passengerId)!);
  return {
    extras,
    seats: chosen.filter((e) => e.type === 'seat').map((e) => ({ passengerId: e.passengerId, legKey: e.legKey!, seat: e.id, price: e.price })),
    extrasTotal: moneyText(sum(chosen.map((e) => e.price))),
  };
}
