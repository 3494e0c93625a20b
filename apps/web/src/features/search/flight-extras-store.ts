import { flightBaggageChoiceSchema, flightMealChoiceSchema, flightSeatChoiceSchema, type StepId } from '@travel/contracts';
import { z } from 'zod';
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

const storedSchema = z.object({
  done: z.array(z.enum(EXTRAS_STEPS)),
  extras: z.object({ baggage: z.array(flightBaggageChoiceSchema), meals: z.array(flightMealChoiceSchema), seats: z.array(flightSeatChoiceSchema) }).nullable(),
});

/** The stored extras of that flight and fares; null when none are (or what is there is not readable). */
export function loadExtras(key: string, storage: Storage = sessionStorage): StoredExtras | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
    return parsed.success ? (parsed.data as StoredExtras) : null;
  } catch {
    return null;
  }
}

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
