import {
  type BookedProduct,
  type BookingCreateRequest,
  type PassengerField,
  type PassengerFileKind,
  passengerCardFields,
  passengerProblems,
} from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { findCountry } from '../reference';

/**
 * The passenger fields of `POST bookings` checked against the rules the passenger cards were drawn
 * from (contracts passengers.ts; docs/decisions.md "Passenger fields per product"): every passenger
 * against the card of the products they travel on, a country chosen (nationality, country) must
 * exist. The server and the card agree because both run `passengerCardFields` and
 * `passengerProblems`. The files themselves were checked by `checkPassengerFiles` (images by
 * content, at most 5 MB); here only whether a required one was given.
 */

/** The passenger files of the request, by passenger key and kind (passenger-files.ts PassengerFiles). */
export type GivenFiles = ReadonlyMap<string, Partial<Record<PassengerFileKind, unknown>>>;
export type PassengerDocumentProblem = { field: string; message: string };

const keyNumber = (key: string) => Number(key.replace(/\D/g, '')) || 0;

/** The booking's lead traveller: its first passenger (passenger1 in the wizard). */
const leadOf = (keys: string[]) => [...keys].sort((a, b) => keyNumber(a) - keyNumber(b))[0];

/** Each passenger's card, from the items that name them. */
export function bookingPassengerCards(input: BookingCreateRequest, today: string): Map<string, PassengerField[]> {
  const keys = Object.keys(input.passengers);
  const lead = leadOf(keys);
  const trip = { stayStart: input.searchParams.startDate, tripEnd: input.searchParams.endDate, today };
  const cards = new Map<string, PassengerField[]>();
  for (const key of keys) {
    const passenger = input.passengers[key]!;
    const products = new Set<BookedProduct>(input.booking.bookingItems.filter((item) => item.passengerIds.includes(key)).map((item) => item.productType));
    cards.set(key, passengerCardFields({ ageType: passenger.ageType, age: passenger.age ?? null, lead: key === lead, products }, trip));
  }
  return cards;
}

/** Every problem of every passenger, in passenger order, fields named from the request's root. */
export function passengerDocumentProblems(input: BookingCreateRequest, files: GivenFiles, today: string): PassengerDocumentProblem[] {
  const problems: PassengerDocumentProblem[] = [];
  const cards = bookingPassengerCards(input, today);
  for (const key of [...cards.keys()].sort((a, b) => keyNumber(a) - keyNumber(b))) {
    const { fields, ...passenger } = input.passengers[key]!;
    const values = { ...fields, ...passenger, age: passenger.age ?? null };
    const given = files.get(key);
    const found = passengerProblems(cards.get(key)!, values, { passport: Boolean(given?.passport), photo: Boolean(given?.photo) });
    for (const problem of found) problems.push({ field: `passengers.${key}.${problem.field}`, message: problem.message });
  }
  return problems;
}

/**
 * Refuses a booking whose passengers miss a field their products need or give a bad one: 400
 * naming passenger and field (the first three problems, as every 400 does), before anything is
 * written. Countries named by id (nationality, country) must exist.
 */
export async function checkPassengerDocuments(db: DbOrTx, input: BookingCreateRequest, files: GivenFiles, today: string): Promise<void> {
  const problems = passengerDocumentProblems(input, files, today);
  if (problems.length === 0) {
    const cards = bookingPassengerCards(input, today);
    const known = new Map<number, boolean>();
    for (const [key, card] of cards) {
      for (const field of card.filter((f) => f.type === 'country')) {
        const id = Number(input.passengers[key]!.fields[field.name]);
        if (!known.has(id)) known.set(id, Boolean(await findCountry(db, id)));
        if (!known.get(id)) problems.push({ field: `passengers.${key}.${field.name}`, message: 'Country not found' });
      }
    }
  }
  if (problems.length) {
    throw badRequest(
      problems
        .slice(0, 3)
        .map((p) => `${p.field}: ${p.message}`)
        .join('; '),
      'validation',
    );
  }
}
