import { z } from 'zod';

/**
 * Stay restrictions of a room type's pricing period (domain-rules §4.6, issue 33) and the reasons
 * an option is not offered (§4.7). A pricing row's `pricingData` carries them beside its prices:
 * whole numbers (an empty field imposes nothing) and two lists of closed days, each written as one
 * text of weekday codes and dates, "sat,sun,2027-03-12" (the same on the wire and in the grid).
 */

/** The whole-number controls, in the grid's order, with their bounds. */
export const STAY_NUMBER_CONTROLS = {
  minStayArrival: { min: 1, max: 365 },
  minStayThrough: { min: 1, max: 365 },
  maxStay: { min: 1, max: 365 },
  releaseDays: { min: 0, max: 365 },
  minAdvance: { min: 0, max: 1000 },
  maxAdvance: { min: 0, max: 1000 },
} as const;
export type StayNumberControl = keyof typeof STAY_NUMBER_CONTROLS;
export const STAY_NUMBER_FIELDS = Object.keys(STAY_NUMBER_CONTROLS) as StayNumberControl[];
export const STAY_DAY_FIELDS = ['closedToArrival', 'closedToDeparture'] as const;
export type StayDayControl = (typeof STAY_DAY_FIELDS)[number];
/** Every restriction field of `pricingData`. */
export const STAY_FIELDS = [...STAY_NUMBER_FIELDS, ...STAY_DAY_FIELDS] as const;

/** ISO weekday order (Monday first); a weekday code's ISO number is its index + 1. */
export const WEEKDAY_CODES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (text: string) => ISO_DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/**
 * A list of closed days as given (a text "sat, 2027-03-12" or a list of such entries) as its
 * canonical text: weekday codes in week order, then dates ascending, no repeats; '' for none.
 * An entry that is neither a weekday code (its English name or three letters, any case) nor a
 * real YYYY-MM-DD date is an error naming it.
 */
export function closedDaysText(value: unknown): { text: string } | { error: string } {
  if (value === null || value === undefined || value === '') return { text: '' };
  const entries = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[,;\s]+/) : null;
  if (!entries) return { error: 'must be weekday codes and dates, e.g. "sat,2027-03-12"' };
  const weekdays = new Set<number>();
  const dates = new Set<string>();
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const weekday = WEEKDAY_NAMES.findIndex((name) => entry.length >= 3 && name.startsWith(entry));
    if (weekday >= 0) weekdays.add(weekday);
    else if (realDay(entry)) dates.add(entry);
    else return { error: `"${raw.trim()}" is neither a weekday (mon ... sun) nor a date (YYYY-MM-DD)` };
  }
  return {
    text: [...[...weekdays].sort((a, b) => a - b).map((i) => WEEKDAY_CODES[i]!), ...[...dates].sort()].join(','),
  };
}

/** The weekday codes and dates of a canonical closed-days text. */
export function closedDaysOf(text: string | null | undefined): { weekdays: WeekdayCode[]; dates: string[] } {
  const entries = (text ?? '').split(',').filter(Boolean);
  return {
    weekdays: entries.filter((e): e is WeekdayCode => (WEEKDAY_CODES as readonly string[]).includes(e)),
    dates: entries.filter((e) => ISO_DAY.test(e)),
  };
}

/**
 * The restriction fields of a pricing row's data, checked: numbers within their bounds, closed
 * days as canonical text, dates inside the row's period, maxStay not below a minimum stay and
 * maxAdvance not below minAdvance. Each problem is a field and a sentence (the save answers 400
 * naming the row and the field). Empty fields are left out.
 */
export function checkStayControls(
  data: Record<string, unknown>,
  period: { startDate: string; endDate: string },
): { controls: Partial<Record<StayNumberControl, number>> & Partial<Record<StayDayControl, string>>; problems: { field: string; message: string }[] } {
  const controls: Partial<Record<StayNumberControl, number>> & Partial<Record<StayDayControl, string>> = {};
  const problems: { field: string; message: string }[] = [];
  for (const field of STAY_NUMBER_FIELDS) {
    const value = data[field];
    if (value === undefined || value === null || value === '') continue;
    const { min, max } = STAY_NUMBER_CONTROLS[field];
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(number)) problems.push({ field, message: 'must be a whole number' });
    else if (number < min || number > max) problems.push({ field, message: `must be between ${min} and ${max}` });
    else controls[field] = number;
  }
  for (const field of STAY_DAY_FIELDS) {
    const parsed = closedDaysText(data[field]);
    if ('error' in parsed) {
      problems.push({ field, message: parsed.error });
      continue;
    }
    const outside = closedDaysOf(parsed.text).dates.find((d) => d < period.startDate || d > period.endDate);
    if (outside) problems.push({ field, message: `${outside} is outside the period ${period.startDate} to ${period.endDate}` });
    else if (parsed.text) controls[field] = parsed.text;
  }
  const { maxStay, minStayArrival, minStayThrough, minAdvance, maxAdvance } = controls;
  if (maxStay !== undefined && minStayArrival !== undefined && maxStay < minStayArrival)
    problems.push({ field: 'maxStay', message: `must not be below minStayArrival (${minStayArrival})` });
  else if (maxStay !== undefined && minStayThrough !== undefined && maxStay < minStayThrough)
    problems.push({ field: 'maxStay', message: `must not be below minStayThrough (${minStayThrough})` });
  if (maxAdvance !== undefined && minAdvance !== undefined && maxAdvance < minAdvance)
    problems.push({ field: 'maxAdvance', message: `must not be below minAdvance (${minAdvance})` });
  return { controls, problems };
}

// ---------------------------------------------------------------- why not offered (§4.7)

/** The reasons in the order they are checked and reported (domain-rules §4.7); `flightFull` is a package's. */
export const NOT_OFFERED_CODES = [
  'occupancy',
  'noPrice',
  'stopSale',
  'bookingWindow',
  'closedToArrival',
  'closedToDeparture',
  'minStayArrival',
  'minStayThrough',
  'maxStay',
  'release',
  'soldOut',
  'flightFull',
] as const;
export type NotOfferedCode = (typeof NOT_OFFERED_CODES)[number];
/** Reasons that leave the option offered, on request. */
export const ON_REQUEST_CODES: readonly NotOfferedCode[] = ['release', 'soldOut'];

export const notOfferedReasonSchema = z
  .object({
    code: z.enum(NOT_OFFERED_CODES),
    message: z.string().meta({ description: 'The reason as a sentence with its dates ("Minimum stay 3 nights for arrival on 12.03").' }),
    dates: z.array(z.string()).meta({ description: 'The dates concerned (YYYY-MM-DD): the arrival, the night, the departure, the nights sold out ...' }),
    nights: z
      .number()
      .nullable()
      .meta({ description: 'The figure of the control: nights of a stay rule, days of release or booking window; null for others.' }),
  })
  .meta({ description: 'Why a hotel or room type is not offered, or offered only on request (domain-rules §4.7).' });
export type NotOfferedReason = z.infer<typeof notOfferedReasonSchema>;

export const staySuggestionSchema = z
  .object({ startDate: z.string(), endDate: z.string() })
  .meta({ description: 'The nearest stay within 7 days of the asked arrival for which the hotel is offered (domain-rules §4.7).' });
export type StaySuggestion = z.infer<typeof staySuggestionSchema>;

export const roomTypeNotOfferedSchema = z.object({
  roomKey: z.string().meta({ description: 'The searched room (room1, room2 ...) the room type was judged for.' }),
  roomType: z.object({ id: z.number(), title: z.string() }),
  onRequest: z.boolean().meta({ description: 'True: offered, but only on request (release, sold out); false: not offered.' }),
  reasons: z.array(notOfferedReasonSchema),
});
export type RoomTypeNotOffered = z.infer<typeof roomTypeNotOfferedSchema>;

export const hotelNotOfferedSchema = z.object({
  id: z.number(),
  name: z.string(),
  stars: z.number(),
  location: z.object({ id: z.number(), name: z.string() }).nullable(),
  reasons: z.array(notOfferedReasonSchema).meta({ description: 'The distinct reasons of its room types, the most frequent first (one sentence each).' }),
  roomTypes: z.array(roomTypeNotOfferedSchema),
  suggestion: staySuggestionSchema.nullable(),
});
export type HotelNotOffered = z.infer<typeof hotelNotOfferedSchema>;

/** DD.MM of a YYYY-MM-DD date, as the reasons' sentences write it. */
export const dayMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;
