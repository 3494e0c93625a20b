/**
 * The extras steps' rules (storefront spec §4 point 3, account spec 'Extras steps' and 'Seats',
 * domain-rules §5.1), pure so they are unit-tested without a browser: one choice per passenger
 * per segment (baggage) or leg (meal, seat), a seat held by another passenger of the booking
 * moves to the one choosing, included extras come with the fare, required ones must be chosen.
 */
import {
  type FlightBaggageChoice,
  type FlightExtraAnswer,
  type FlightExtraEntity,
  type FlightExtraItem,
  type FlightExtraType,
  type FlightMealChoice,
  type FlightSeatChoice,
  sumMoney,
} from '@travel/contracts';

/** What the three extras steps chose, as `POST bookings` takes it (flightBaggageList, flightMealsList, flightSeatsList). */
export type FlightExtrasValue = { baggage: FlightBaggageChoice[]; meals: FlightMealChoice[]; seats: FlightSeatChoice[] };

/** Nothing chosen yet (and what going back to baggage returns to). */
export const emptyFlightExtras: FlightExtrasValue = Object.freeze({ baggage: [], meals: [], seats: [] }) as FlightExtrasValue;

type AnyChoice = FlightBaggageChoice | FlightMealChoice | FlightSeatChoice;
type Passenger = FlightExtraAnswer['passengers'][number];

const LIST = { baggage: 'baggage', meal: 'meals', seat: 'seats' } as const satisfies Record<FlightExtraType, keyof FlightExtrasValue>;

/**
 * The whole of the chosen extras: the sum of every choice's price, to the cent. Included and
 * required-at-no-cost choices carry '0.00'; a choice without a price counts as 0.
 */
export function extrasTotal(value: FlightExtrasValue): string {
  return sumMoney([...value.baggage, ...value.meals, ...value.seats].map((choice) => choice.price ?? '0')) ?? '0.00';
}

/** The key a choice names its entity by: the segment for baggage, the leg for meals and seats. */
export const entityRef = (type: FlightExtraType, entity: FlightExtraEntity) => (type === 'baggage' ? entity.segmentKey : (entity.legKey ?? entity.key));
const refOfChoice = (choice: AnyChoice) => ('segmentKey' in choice ? choice.segmentKey : choice.legKey);

/** The choices of one type. */
export const choicesOf = (value: FlightExtrasValue, type: FlightExtraType): AnyChoice[] => value[LIST[type]];

/** A passenger's price of an item as the answer gives it: 'included', an amount, or undefined (not offered to them). */
export const priceFor = (item: FlightExtraItem, passengerId: string): string | undefined => item.passengerIds[passengerId];

/** The price a choice carries (the server compares it with the catalogue's): an included one costs '0.00'. */
export const shownPrice = (price: string) => (price === 'included' ? '0.00' : price);

/**
 * The fare's own extras for a passenger: items of an entity one does not choose from but gets
 * with the fare (a Plus fare's 23 kg bag). They are shown ticked and cannot be removed; the
 * server adds them to the booking itself, so they are not part of the value. Seats are never
 * included this way, and a required entity's items are choices whatever their price (the fare's
 * meal: each passenger picks one of the leg's meals at '0.00', or 'included' if a server says so).
 */
export function includedItems(type: FlightExtraType, entity: FlightExtraEntity, passengerId: string): FlightExtraItem[] {
  if (type === 'seat' || entity.selectionType === 'required') return [];
  return entity.items.filter((item) => priceFor(item, passengerId) === 'included');
}

/** What a passenger can choose from on an entity: items offered to them, not included, and (seats) on sale. */
export function optionsFor(type: FlightExtraType, entity: FlightExtraEntity, passengerId: string): FlightExtraItem[] {
  const included = new Set(includedItems(type, entity, passengerId));
  return entity.items.filter(
    (item) => priceFor(item, passengerId) !== undefined && !included.has(item) && (type !== 'seat' || item.availability === 'available'),
  );
}

/** The passengers extras of this type are chosen for: everyone, but infants get no seat. */
export const passengersFor = (answer: Pick<FlightExtraAnswer, 'type' | 'passengers'>): Passenger[] =>
  answer.type === 'seat' ? answer.passengers.filter((p) => p.ageType !== 'infant') : answer.passengers;

/** The passenger's choice on an entity, if any. */
export function chosenFor(value: FlightExtrasValue, type: FlightExtraType, entity: FlightExtraEntity, passengerId: string): AnyChoice | undefined {
  const ref = entityRef(type, entity);
  return choicesOf(value, type).find((c) => c.passengerId === passengerId && refOfChoice(c) === ref);
}

function choiceFor(type: FlightExtraType, entity: FlightExtraEntity, passengerId: string, item: FlightExtraItem): AnyChoice {
  const price = shownPrice(priceFor(item, passengerId) ?? item.price);
  return type === 'baggage'
    ? { passengerId, segmentKey: entity.segmentKey, id: item.id, price }
    : { passengerId, legKey: entityRef(type, entity), id: item.id, price };
}

const withList = (value: FlightExtrasValue, type: FlightExtraType, list: AnyChoice[]): FlightExtrasValue => ({ ...value, [LIST[type]]: list });

/**
 * The passenger chooses `item` on the entity (null: 'None'): it replaces what they had chosen
 * there. A seat another passenger of this booking holds moves to this passenger (account spec:
 * selecting a seat already held by a passenger clears it for that passenger).
 */
export function choose(
  value: FlightExtrasValue,
  type: FlightExtraType,
  entity: FlightExtraEntity,
  passengerId: string,
  item: FlightExtraItem | null,
): FlightExtrasValue {
  const ref = entityRef(type, entity);
  const kept = choicesOf(value, type).filter((c) => {
    if (refOfChoice(c) !== ref) return true;
    if (c.passengerId === passengerId) return false;
    return !(type === 'seat' && item && c.id === item.id);
  });
  return withList(value, type, item ? [...kept, choiceFor(type, entity, passengerId, item)] : kept);
}

/** On one leg: seat → the passenger holding it. */
export function seatHolders(value: FlightExtrasValue, legKey: string): Map<string, string> {
  return new Map(value.seats.filter((s) => s.legKey === legKey).map((s) => [s.id, s.passengerId]));
}

export type MissingExtra = { passengerId: string; entityKey: string; title: string };

/** Required entities a passenger has not chosen on yet (the required-extras error when any). */
export function missingRequired(answer: FlightExtraAnswer, value: FlightExtrasValue): MissingExtra[] {
  const missing: MissingExtra[] = [];
  for (const passenger of passengersFor(answer)) {
    for (const entity of answer.entities) {
      if (entity.selectionType !== 'required') continue;
      if (optionsFor(answer.type, entity, passenger.id).length === 0) continue;
      if (!chosenFor(value, answer.type, entity, passenger.id)) missing.push({ passengerId: passenger.id, entityKey: entity.key, title: entity.title });
    }
  }
  return missing;
}

/**
 * The value brought in line with a fresh answer of its type: choices of entities, items or
 * passengers the answer no longer offers (a seat just taken, another fare) are dropped, prices
 * follow the answer's, a passenger keeps one choice per entity and a seat one passenger; a
 * required entity with a single option is chosen for every passenger (pre-filled). Answers the
 * same object when nothing changes, so a screen can call onChange only on a real change.
 */
export function reconcile(answer: FlightExtraAnswer, value: FlightExtrasValue): FlightExtrasValue {
  const type = answer.type;
  const passengers = new Set(passengersFor(answer).map((p) => p.id));
  const byRef = new Map(answer.entities.map((entity) => [entityRef(type, entity), entity]));
  const next: AnyChoice[] = [];
  const seen = new Set<string>();
  // The last choice of a passenger on an entity wins (choosing again replaces).
  for (const choice of [...choicesOf(value, type)].reverse()) {
    const entity = byRef.get(refOfChoice(choice));
    if (!entity || !passengers.has(choice.passengerId)) continue;
    const key = `${choice.passengerId}|${refOfChoice(choice)}`;
    const seatKey = `seat|${refOfChoice(choice)}|${choice.id}`;
    // The fare's included extras are not choices (the server adds them): they replace nothing.
    if (seen.has(key) || includedItems(type, entity, choice.passengerId).some((i) => i.id === choice.id)) continue;
    // Only the last choice counts: an earlier one it replaced does not come back when it is dropped.
    seen.add(key);
    const item = optionsFor(type, entity, choice.passengerId).find((i) => i.id === choice.id);
    if (!item || (type === 'seat' && seen.has(seatKey))) continue;
    if (type === 'seat') seen.add(seatKey);
    next.unshift(choiceFor(type, entity, choice.passengerId, item));
  }
  for (const entity of answer.entities) {
    // A seat is never picked for anyone: one seat could not be pre-filled for every passenger.
    if (entity.selectionType !== 'required' || type === 'seat') continue;
    for (const passengerId of passengers) {
      const options = optionsFor(type, entity, passengerId);
      const has = next.some((c) => c.passengerId === passengerId && refOfChoice(c) === entityRef(type, entity));
      // Pre-chosen for every passenger (issue 32): what the fare includes (a price of 0), else the cheapest; the agent may change it.
      const first = cheapestOf(options, passengerId);
      if (first && !has) next.push(choiceFor(type, entity, passengerId, first));
    }
  }
  const before = choicesOf(value, type);
  const same = before.length === next.length && before.every((c, i) => JSON.stringify(c) === JSON.stringify(next[i]));
  return same ? value : withList(value, type, next);
}

/** The option a passenger pays least for (an included one first; the first listed on a tie). */
function cheapestOf(options: FlightExtraItem[], passengerId: string): FlightExtraItem | undefined {
  let best: { item: FlightExtraItem; price: number } | undefined;
  for (const item of options) {
    const price = Number(shownPrice(priceFor(item, passengerId) ?? item.price ?? '0'));
    if (!best || price < best.price) best = { item, price };
  }
  return best?.item;
}

/**
 * "Same for every passenger" (issue 32): what `passengerId` has on the entity (an item, or none)
 * chosen for every other passenger it is offered to; the others keep theirs.
 */
export function sameForEveryone(value: FlightExtrasValue, answer: FlightExtraAnswer, entity: FlightExtraEntity, passengerId: string): FlightExtrasValue {
  const type = answer.type;
  const mine = chosenFor(value, type, entity, passengerId);
  let next = value;
  for (const other of passengersFor(answer)) {
    if (other.id === passengerId) continue;
    const item = mine ? optionsFor(type, entity, other.id).find((i) => i.id === mine.id) : null;
    if (mine && !item) continue;
    next = choose(next, type, entity, other.id, item ?? null);
  }
  return next;
}

/** The next passenger (after `passengerId`, round the list) without a seat on the leg; null when everyone has one. */
export function nextWithoutSeat(answer: FlightExtraAnswer, value: FlightExtrasValue, entity: FlightExtraEntity, passengerId: string): string | null {
  const seated = passengersFor(answer);
  const at = seated.findIndex((p) => p.id === passengerId);
  for (let step = 1; step < seated.length; step++) {
    const candidate = seated[(at + step) % seated.length]!;
    if (!chosenFor(value, 'seat', entity, candidate.id)) return candidate.id;
  }
  return null;
}

/** A passenger's label number: passenger3 → '3'. */
export const passengerNumber = (passengerId: string) => passengerId.replace(/^passenger/, '');
