import { LEG_KEY, SEGMENT_KEYS, type StepId } from '@travel/contracts';
import type { FlightExtrasChoices } from './flight-wizard';

/**
 * The extras of the wizard's flight item, kept in the tab's session storage rather than the URL
 * (a party of 9 on two segments makes dozens of choices): which extras steps had their 'Next' and
 * what was chosen on them. They belong to one flight and its fares (the key), so a reload keeps
 * them, while a URL opened in another tab, or other fares, finds none and the wizard resumes at
 * baggage: extras are never lost silently past that step. Only the current flight's entry is kept.
 */
export type StoredExtras = { done: StepId[]; extras: FlightExtrasChoices | null };

export const EXTRAS_PREFIX = 'traveldesk.flightExtras:';
const EXTRAS_STEPS = ['flightBaggage', 'flightMeal', 'flightSeat'] as const;

/** The entry of a flight (its signed hash) with these fares. */
export const extrasKey = (hash: string, fares: (number | null)[]) => `${EXTRAS_PREFIX}${fares.join(',')}:${hash}`;

/*
 * What is read back is checked as the contracts' choice schemas check a booking's extras
 * (flightBaggageChoiceSchema, flightMealChoiceSchema, flightSeatChoiceSchema), written out here
 * without zod: the results page reads the store on its first render, and zod is a tenth of the
 * page's JavaScript (issue 17.4). flight-extras-store.test.ts holds the two side by side.
 */
const NOT_READABLE = Symbol('not readable');
type Read<T> = T | typeof NOT_READABLE;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const PASSENGER_ID = /^passenger\d{1,2}$/;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const SEAT = /^\d{1,2}[A-Z]$/;

/** A price the client saw: money text, a number as its 2-decimal text, none when empty. */
function seenPrice(value: unknown): Read<string | undefined> {
  const text = value === '' || value === null ? undefined : typeof value === 'number' ? value.toFixed(2) : value;
  if (text === undefined) return undefined;
  return typeof text === 'string' && AMOUNT.test(text) ? text : NOT_READABLE;
}
const text = (value: unknown, check: (text: string) => boolean): Read<string> => (typeof value === 'string' && check(value) ? value : NOT_READABLE);
const choiceId = (value: unknown) => text(value, (id) => id.length >= 1 && id.length <= 40);

/** One choice: its passenger, its place (`where`), its id and the price seen; NOT_READABLE when a field is not. */
function choice(value: unknown, where: 'segmentKey' | 'legKey', id: (value: unknown) => Read<string>): Read<Record<string, string | undefined>> {
  if (!isRecord(value)) return NOT_READABLE;
  const read = {
    passengerId: text(value.passengerId, (p) => PASSENGER_ID.test(p)),
    [where]:
      where === 'segmentKey' ? text(value.segmentKey, (k) => (SEGMENT_KEYS as readonly string[]).includes(k)) : text(value.legKey, (k) => LEG_KEY.test(k)),
    id: id(value.id),
    price: seenPrice(value.price),
  };
  if (Object.values(read).includes(NOT_READABLE)) return NOT_READABLE;
  const { price, ...rest } = read as Record<string, string | undefined>;
  return price === undefined && !('price' in value) ? rest : { ...rest, price };
}
const seatId = (value: unknown): Read<string> => {
  if (typeof value !== 'string') return NOT_READABLE;
  const seat = value.trim().toUpperCase();
  return SEAT.test(seat) ? seat : NOT_READABLE;
};

function choices(value: unknown, read: (item: unknown) => Read<Record<string, string | undefined>>): Read<Record<string, string | undefined>[]> {
  if (!Array.isArray(value)) return NOT_READABLE;
  const items = value.map(read);
  return items.includes(NOT_READABLE) ? NOT_READABLE : (items as Record<string, string | undefined>[]);
}

/** The stored entry as it was written, or NOT_READABLE. */
function readStored(value: unknown): Read<StoredExtras> {
  if (!isRecord(value) || !Array.isArray(value.done) || !value.done.every((step) => (EXTRAS_STEPS as readonly unknown[]).includes(step))) return NOT_READABLE;
  if (value.extras === null) return { done: value.done, extras: null };
  if (!isRecord(value.extras)) return NOT_READABLE;
  const baggage = choices(value.extras.baggage, (item) => choice(item, 'segmentKey', choiceId));
  const meals = choices(value.extras.meals, (item) => choice(item, 'legKey', choiceId));
  const seats = choices(value.extras.seats, (item) => choice(item, 'legKey', seatId));
  if (baggage === NOT_READABLE || meals === NOT_READABLE || seats === NOT_READABLE) return NOT_READABLE;
  return { done: value.done, extras: { baggage, meals, seats } as unknown as FlightExtrasChoices };
}

/** The stored extras of that flight and fares; null when none are (or what is there is not readable). */
export function loadExtras(key: string, storage: Storage = sessionStorage): StoredExtras | null {
  try {
    const stored = readStored(JSON.parse(storage.getItem(key) ?? 'null'));
    return stored === NOT_READABLE ? null : stored;
  } catch {
    return null;
  }
}

/** Reads a stored entry as loadExtras does (for its test). */
export const readStoredExtras = (value: unknown): StoredExtras | null => {
  const stored = readStored(value);
  return stored === NOT_READABLE ? null : stored;
};

/** Keeps this flight's extras, and drops every other flight's: the wizard has one flight at a time. */
export function saveExtras(key: string, stored: StoredExtras, storage: Storage = sessionStorage) {
  clearExtras(storage, key);
  try {
    storage.setItem(key, JSON.stringify(stored));
  } catch {
    // A full or refused storage only loses the reload safety: the wizard then resumes at baggage.
  }
}

/** Drops the stored extras of every flight but `keep` (all of them once the booking is made). */
export function clearExtras(storage: Storage = sessionStorage, keep?: string) {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => !!k && k.startsWith(EXTRAS_PREFIX) && k !== keep);
  for (const k of keys) storage.removeItem(k);
}
