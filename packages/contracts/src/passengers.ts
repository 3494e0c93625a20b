import { MAX_CHILD_AGE } from './search-rules';
import { plural } from './words';

/**
 * Passengers of a booking and the fields the server asks for (storefront spec §3 Passenger,
 * §4 point 4, §5; account spec §5; docs/decisions.md "Passenger fields per product"): per room,
 * adults first, then children with their ages. Which fields a passenger's card has follows from
 * the products the passenger travels on; the server checks a booking against the same rules
 * (`passengerProblems`), so the card and the booking call never disagree. No zod here: the
 * search page imports this module (issue 17.4).
 */
export type AgeType = 'adult' | 'child' | 'infant';
export const PASSENGER_FIELD_TYPES = ['select', 'text', 'date', 'image', 'email', 'phone', 'country', 'number'] as const;
export type PassengerFieldType = (typeof PASSENGER_FIELD_TYPES)[number];
export type PassengerField = {
  name: string;
  label: string;
  type: PassengerFieldType;
  required: boolean;
  /** Shown as the search said it (ageType, age) and sent back as it is. */
  readOnly?: boolean;
  options?: string[];
  /** Dates: the bounds, YYYY-MM-DD, both inclusive. */
  min?: string;
  max?: string;
  maxLength?: number;
  /** Images: the largest file accepted, in bytes. */
  maxBytes?: number;
};
export type PassengerSlot = { id: string; room: number; ageType: AgeType; age: number | null; fields: PassengerField[] };

export const PASSENGER_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mstr'];
export const ADULT_AGE = { min: 2, max: 100 } as const;
/** Passport scans and photos: images of at most 5 MB (MAX_UPLOAD_BYTES of common.ts, account spec §5). */
export const PASSENGER_IMAGE_MAX_BYTES = 5_242_880;
/** How far ahead a passport expiry may lie: passports are issued for 10 years at most, 20 leaves room. */
export const PASSPORT_EXPIRY_MAX_YEARS = 20;

/**
 * The one age rule (storefront spec §4 point 6, §5; domain-rules §3): under 2 an infant, under 12 a
 * child, 12 and over an adult. Flights price by it (flights/pricing paxBand), so a 14-year-old is an
 * adult on the card, the booking page, the voucher and the flight's price. Hotels, transfers and
 * visas price a passenger's age by their own limits; the age stays on the passenger for that.
 */
export const AGE_BANDS = { infantAgeMax: 2, childAgeMax: 12 } as const;
export function ageTypeOf(age: number): AgeType {
  return age < AGE_BANDS.infantAgeMax ? 'infant' : age < AGE_BANDS.childAgeMax ? 'child' : 'adult';
}

/** YYYY-MM-DD of `date` shifted by whole years and days (UTC). */
function shift(date: string, years: number, days = 0): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A calendar date YYYY-MM-DD that exists (common.ts isRealDate, without its zod). */
function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** DD.MM.YYYY, the settings' defaultDateFormat, as the sentences a person reads say a date. */
export const displayDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/**
 * Birth date bounds, ages counted on the first night of the stay (`on`), as the booking call
 * checks them: an adult booked without an age is 2 to 100 years old; a passenger of age a (a
 * child, an infant, or a 12 to 17-year-old the search gave, an adult by the age rule) is exactly
 * a whole years old; never after `today`. The bounds follow from the age alone (`_ageType` stays
 * for the callers that name it).
 */
export function birthDateBounds(_ageType: AgeType, age: number | null, on: string, today = on): { min: string; max: string } {
  const bounds = age === null ? { min: shift(on, -ADULT_AGE.max), max: shift(on, -ADULT_AGE.min) } : { min: shift(on, -(age + 1), 1), max: shift(on, -age) };
  return { min: bounds.min, max: bounds.max < today ? bounds.max : today };
}

/** What a booking item sells, as the passenger fields see it: a package is a hotel and a flight. */
export const PASSENGER_PRODUCTS = ['hotel', 'flight', 'transfer', 'visa', 'tour', 'package'] as const;
export type PassengerProduct = (typeof PASSENGER_PRODUCTS)[number];
/** A product a booking item is of (a package is two of them). */
export type BookedProduct = Exclude<PassengerProduct, 'package'>;
/** A product of the booking, for every passenger or for those it names (a visa for the first two). */
export type ProductChoice = PassengerProduct | { productType: PassengerProduct; passengerIds?: readonly string[] };

/** What one passenger's card depends on: their band, whether they lead the booking, the products they travel on. */
export type PassengerNeeds = {
  ageType: AgeType;
  age: number | null;
  /** The booking's first passenger: its contact (email, phone) and, with a visa, the home address. */
  lead: boolean;
  /** A tour asks nothing of its passengers beyond the card every booking has. */
  products: ReadonlySet<BookedProduct>;
};

/** The trip the card is for: ages count on `stayStart`, a passport must outlast `tripEnd` (the return). */
export type TripDates = { stayStart: string; tripEnd: string; today: string };

const field = (name: string, label: string, type: PassengerFieldType, extra: Partial<PassengerField> = {}): PassengerField => ({
  name,
  label,
  type,
  required: true,
  ...extra,
});
const image = (name: string, label: string) => field(name, label, 'image', { maxBytes: PASSENGER_IMAGE_MAX_BYTES });

/**
 * The card of one passenger (docs/decisions.md "Passenger fields per product"): every passenger
 * gives title, names and birth date (age type and age shown as the search said); a flight, a
 * transfer or a visa asks the lead traveller's email and phone; a flight or a visa asks every
 * passenger on it the passport number, nationality and expiry (valid through the return); a visa
 * adds the passport scan and a photo, and the lead traveller's home address.
 */
export function passengerCardFields(needs: PassengerNeeds, trip: TripDates): PassengerField[] {
  const { products, lead } = needs;
  const passport = products.has('flight') || products.has('visa');
  const contact = lead && (products.has('flight') || products.has('transfer') || products.has('visa'));
  const fields: PassengerField[] = [
    field('title', 'Title', 'select', { options: PASSENGER_TITLES }),
    field('firstName', 'First Name', 'text', { maxLength: 100 }),
    field('lastName', 'Last Name', 'text', { maxLength: 100 }),
    field('ageType', 'Age Type', 'select', { readOnly: true, options: ['adult', 'child', 'infant'] }),
    ...(needs.age === null ? [] : [field('age', 'Age', 'number', { readOnly: true })]),
    field('birthDate', 'Birth Date', 'date', cardBirthDateBounds(needs.ageType, needs.age, trip)),
  ];
  if (contact) fields.push(field('email', 'Email', 'email', { maxLength: 100 }), field('phoneNumbers', 'Phone Number', 'phone', { maxLength: 30 }));
  if (passport) {
    fields.push(
      field('passportNumber', 'Passport Number', 'text', { maxLength: 20 }),
      field('nationality', 'Nationality', 'country'),
      field('passportExpiry', 'Passport Expiry Date', 'date', { min: trip.tripEnd, max: shift(trip.today, PASSPORT_EXPIRY_MAX_YEARS) }),
    );
  }
  if (products.has('visa') && lead) {
    fields.push(
      field('address', 'Address', 'text', { maxLength: 200 }),
      field('city', 'City', 'text', { maxLength: 100 }),
      field('postalCode', 'Postal Code', 'text', { maxLength: 20 }),
      field('country', 'Country', 'country'),
    );
  }
  if (products.has('visa')) fields.push(image('passport', 'Passport'), image('photo', 'Photo'));
  return fields;
}

/** birthDateBounds, and for an infant booked without an age: under 2 on the first night, never after today. */
function cardBirthDateBounds(ageType: AgeType, age: number | null, trip: TripDates) {
  if (ageType !== 'infant' || age !== null) return birthDateBounds(ageType, age, trip.stayStart, trip.today);
  const max = trip.stayStart < trip.today ? trip.stayStart : trip.today;
  return { min: shift(trip.stayStart, -AGE_BANDS.infantAgeMax, 1), max };
}

/** The wizard's fields before issue 29 (no products named): title, names and the bounded birth date. */
function plainCardFields(ageType: AgeType, age: number | null, stayStart: string, today: string): PassengerField[] {
  return [
    { name: 'title', label: 'Title', type: 'select', required: true, options: PASSENGER_TITLES },
    { name: 'firstName', label: 'First Name', type: 'text', required: true },
    { name: 'lastName', label: 'Last Name', type: 'text', required: true },
    { name: 'birthDate', label: 'Birth Date', type: 'date', required: true, ...birthDateBounds(ageType, age, stayStart, today) },
  ];
}

/** The products each passenger travels on: a choice without passengerIds is everyone's; a package is hotel + flight. */
export function productsOfPassenger(products: readonly ProductChoice[], passengerId: string): Set<BookedProduct> {
  const found = new Set<BookedProduct>();
  for (const choice of products) {
    const { productType, passengerIds } = typeof choice === 'string' ? { productType: choice, passengerIds: undefined } : choice;
    if (passengerIds && !passengerIds.includes(passengerId)) continue;
    if (productType === 'package') found.add('hotel').add('flight');
    else found.add(productType);
  }
  return found;
}

/**
 * The passengers of the searched rooms in wizard order (per room, adults first, then children with
 * their ages, banded by the one age rule) with their cards. Without `products` the cards are the
 * plain ones (title, names, birth date); with them, the fields those products need
 * (passengerCardFields), a passport valid through `tripEnd` (default: the stay's start).
 */
export function passengerSlots(
  rooms: readonly { adults: number; childrenAges: readonly number[] }[],
  stayStart: string,
  today = stayStart,
  products?: readonly ProductChoice[],
  tripEnd = stayStart,
): PassengerSlot[] {
  const slots: PassengerSlot[] = [];
  rooms.forEach((room, roomIndex) => {
    const guests: { ageType: AgeType; age: number | null }[] = [
      ...Array.from({ length: room.adults }, () => ({ ageType: 'adult' as const, age: null })),
      ...room.childrenAges.map((age) => ({ ageType: ageTypeOf(age), age })),
    ];
    for (const guest of guests) {
      const id = `passenger${slots.length + 1}`;
      const fields = products
        ? passengerCardFields({ ...guest, lead: slots.length === 0, products: productsOfPassenger(products, id) }, { stayStart, tripEnd, today })
        : plainCardFields(guest.ageType, guest.age, stayStart, today);
      slots.push({ id, room: roomIndex, ...guest, fields });
    }
  });
  return slots;
}

// ---------------------------------------------------------------- checking a card

export type PassengerProblem = { field: string; message: string };
/** A file given for an image field: presence, or what the browser knows of it (size in bytes, MIME type). */
export type PassengerFileInfo = boolean | { size?: number; type?: string } | null | undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators and an optional leading +; 6 to 15 digits (E.164 allows 15). */
const PHONE = /^\+?[\d\s().-]+$/;
/** Letters and digits only (ICAO 9303 document numbers are at most 9; national ones run longer), 5 to 20. */
const PASSPORT_NUMBER = /^[A-Za-z0-9]{5,20}$/;

const AGE_TYPE_WORDS: Record<AgeType, string> = { adult: 'an adult', child: 'a child', infant: 'an infant' };
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const isCountryId = (value: unknown) => /^\d{1,9}$/.test(text(value)) && Number(text(value)) > 0;

function dateProblem(f: PassengerField, day: string): string | null {
  if (!isDay(day)) return 'must be a date YYYY-MM-DD';
  if (f.name === 'passportExpiry') {
    if (f.min && day < f.min) return `the passport expires before the return on ${displayDay(f.min)}`;
    if (f.max && day > f.max) return `must be on or before ${displayDay(f.max)}`;
    return null;
  }
  if (f.min && day < f.min) return `must be on or after ${displayDay(f.min)}`;
  if (f.max && day > f.max) return `must be on or before ${displayDay(f.max)}`;
  return null;
}

function valueProblem(f: PassengerField, value: string): string | null {
  if (f.maxLength !== undefined && value.length > f.maxLength) return `must be at most ${f.maxLength} characters`;
  switch (f.type) {
    case 'select':
      return f.options && !f.options.includes(value) ? `must be one of ${f.options.join(', ')}` : null;
    case 'date':
      return dateProblem(f, value);
    case 'email':
      return EMAIL.test(value) ? null : 'must be an email address';
    case 'phone': {
      const digits = value.replace(/\D/g, '').length;
      return PHONE.test(value) && digits >= 6 && digits <= 15 ? null : 'must be a phone number of 6 to 15 digits';
    }
    case 'country':
      return isCountryId(value) ? null : 'must be a country id';
    default:
      if (f.name === 'passportNumber' && !PASSPORT_NUMBER.test(value)) return 'must be 5 to 20 letters and digits';
      return null;
  }
}

function fileProblem(f: PassengerField, file: PassengerFileInfo): string | null {
  if (!file) return f.required ? `is required (an image, at most ${Math.round((f.maxBytes ?? PASSENGER_IMAGE_MAX_BYTES) / 1048576)} MB)` : null;
  if (typeof file === 'object') {
    if (file.size !== undefined && f.maxBytes !== undefined && file.size > f.maxBytes) return 'file size is too big';
    if (file.type !== undefined && file.type !== '' && !file.type.startsWith('image/')) return 'is not supported file extension';
  }
  return null;
}

/**
 * What is wrong with one passenger's values against their card, field by field in the card's
 * order (empty: nothing). `values` are the card's values as sent (text or numbers); `files` the
 * image fields given (the server has checked the files themselves are images of at most 5 MB).
 * The age type must be the one age rule's for the age given (ageTypeOf).
 */
export function passengerProblems(
  fields: readonly PassengerField[],
  values: Readonly<Record<string, unknown>>,
  files: Readonly<Record<string, PassengerFileInfo>> = {},
): PassengerProblem[] {
  const problems: PassengerProblem[] = [];
  for (const f of fields) {
    if (f.type === 'image') {
      const message = fileProblem(f, files[f.name]);
      if (message) problems.push({ field: f.name, message });
      continue;
    }
    const value = text(values[f.name]);
    if (f.name === 'ageType' && f.readOnly) {
      const age = values.age;
      if (typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= MAX_CHILD_AGE && value !== ageTypeOf(age)) {
        problems.push({
          field: 'ageType',
          message: `a passenger of ${age} is ${AGE_TYPE_WORDS[ageTypeOf(age)]} (under 2 an infant, under 12 a child, 12 and over an adult)`,
        });
        continue;
      }
    }
    if (f.readOnly) continue;
    if (value === '') {
      if (f.required) problems.push({ field: f.name, message: 'is required' });
      continue;
    }
    const message = valueProblem(f, value);
    if (message) problems.push({ field: f.name, message });
  }
  return problems;
}

// ---------------------------------------------------------------- the party a product priced

type Named = { ageType: string; age?: number | null };

/** A party as a refusal says it: '2 adults, a child aged 5, 1 infant'; a 12 to 17-year-old is 'an adult aged 14'. */
export function describeParty(adults: number, ages: readonly number[]): string {
  const sorted = [...ages].sort((a, b) => a - b);
  const children = sorted.filter((a) => ageTypeOf(a) === 'child');
  const older = sorted.filter((a) => ageTypeOf(a) === 'adult');
  const infants = sorted.filter((a) => ageTypeOf(a) === 'infant').length;
  const parts = [plural(adults, 'adult')];
  if (older.length) parts.push(`${older.length === 1 ? 'an adult' : 'adults'} aged ${older.join(', ')}`);
  if (children.length) parts.push(`${children.length === 1 ? 'a child' : 'children'} aged ${children.join(', ')}`);
  if (infants) parts.push(plural(infants, 'infant'));
  return parts.join(', ');
}

/**
 * Whether the passengers named on an item are the party it was priced for (`adults` without an
 * age, the searched `childrenAges`): compared by age, so a 14-year-old the search gave is the same
 * passenger booked as an adult of 14 (the one age rule) or, as before it, as a child of 14. An
 * infant named without an age stands for any searched age under 2. Null when they match, else
 * both parties in words for the refusal.
 */
export function partyMismatch(priced: { adults: number; childrenAges: readonly number[] }, guests: readonly Named[]): { priced: string; named: string } | null {
  const remaining = [...priced.childrenAges];
  let ok = true;
  let adults = 0;
  const namedAges: number[] = [];
  const agelessInfants: Named[] = [];
  for (const guest of guests) {
    if (guest.age === null || guest.age === undefined) {
      if (guest.ageType === 'adult') adults++;
      else if (guest.ageType === 'infant') agelessInfants.push(guest);
      else ok = false;
      continue;
    }
    namedAges.push(guest.age);
    const at = remaining.indexOf(guest.age);
    if (at < 0) ok = false;
    else remaining.splice(at, 1);
  }
  for (let i = 0; i < agelessInfants.length; i++) {
    const at = remaining.findIndex((a) => ageTypeOf(a) === 'infant');
    if (at < 0) ok = false;
    else remaining.splice(at, 1);
    namedAges.push(0);
  }
  if (ok && adults === priced.adults && remaining.length === 0) return null;
  return { priced: describeParty(priced.adults, priced.childrenAges), named: describeParty(adults, namedAges) };
}
