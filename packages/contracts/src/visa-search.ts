import { z } from 'zod';
import { isoDateSchema } from './common';
import { passengerSlots } from './passengers';
import { SEARCH_MESSAGES, searchQuerySchema } from './search';

export * from './visa-rules';

/**
 * Visas sold with a stay or a flight (storefront spec §2 visa toggle and count, §4 point 4;
 * account spec §3 Booking item visa; domain-rules §5.3, §7, §10). Money is decimal text with two
 * decimals ("80.00"), as the hotel search answers it.
 *
 * The wizard asks `GET search/visas` for the options of the searched trip: one per (visa, visa
 * type), priced per passenger for the first `visasCount` passengers in the wizard's passenger
 * order (`passengerSlots`: per room, adults first, then children and infants). The agent picks a
 * type per passenger; `groupVisaItems` turns those picks into booking items, one per (type,
 * price) with the passengers it covers. The booking re-prices every item on the server.
 */

export const VISA_MESSAGES = {
  nationality: SEARCH_MESSAGES.nationality,
  destination: SEARCH_MESSAGES.destination,
  startDate: SEARCH_MESSAGES.startDate,
  visasCount: 'Visa count must be 1 to the number of passengers.',
} as const;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const requiredId = (message: string) => z.preprocess(blank, z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message));

/**
 * `GET search/visas` query. `rooms` is the search's rooms JSON text (same shape as `GET search`);
 * `toId` the searched destination (a city matches a visa whose destination is its country);
 * `visasCount` how many passengers (in wizard order) want a visa, default all of them.
 */
export const visaSearchQuerySchema = z.object({
  nationalityId: requiredId(VISA_MESSAGES.nationality),
  toId: requiredId(VISA_MESSAGES.destination),
  startDate: z.preprocess(blank, z.string({ error: VISA_MESSAGES.startDate }).pipe(isoDateSchema)),
  endDate: z.preprocess(blank, isoDateSchema.optional()),
  rooms: z.preprocess(blank, searchQuerySchema.shape.rooms),
  visasCount: z.preprocess(
    blank,
    z.coerce
      .number({ error: VISA_MESSAGES.visasCount })
      .int(VISA_MESSAGES.visasCount)
      .min(1, VISA_MESSAGES.visasCount)
      .max(99, VISA_MESSAGES.visasCount)
      .optional(),
  ),
  currency: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be a currency code')
      .optional(),
  ),
});
export type VisaSearchQuery = z.infer<typeof visaSearchQuerySchema>;

/** One visa type of a matching visa, priced on the trip's start date for the asking user. */
export const visaOptionSchema = z.object({
  visaId: z.number(),
  visaTypeId: z.number(),
  /** The visa's name ('Schengen tourist'). */
  name: z.string(),
  /** The visa type's name ('Tourist 30 days'). */
  typeName: z.string(),
  currency: z.string(),
  /** Selling price per passenger ('passenger1' → '80.00'), for the first visasCount passengers in wizard order. */
  passengersPrices: z.record(z.string(), z.string()),
  /** The sum of passengersPrices. */
  price: z.string(),
  /** The signed claim the booking re-prices (domain-rules §7); one hash serves every passenger of the option. */
  hash: z.string(),
});
export type VisaOption = z.infer<typeof visaOptionSchema>;

/** The answer of `GET search/visas`: every option, cheapest first; an empty list when no visa matches. */
export const visaSearchAnswerSchema = z.object({
  entities: z.array(visaOptionSchema),
  /** The passengers the options are priced for, in wizard order (passenger1 ...). */
  passengerIds: z.array(z.string()),
  currency: z.string(),
});
export type VisaSearchAnswer = z.infer<typeof visaSearchAnswerSchema>;

/** The passenger ids of `rooms` in wizard order (passengerSlots), the first `visasCount` of them (default all). */
export function visaPassengerIds(rooms: { adults: number; childrenAges: number[] }[], visasCount?: number): string[] {
  const slots = passengerSlots(rooms, '2000-01-01');
  return slots.slice(0, visasCount ?? slots.length).map((s) => s.id);
}

/** The booking page's facts of a visa item (account spec §3 Booking item: visa, visaType). */
export const bookedVisaSchema = z.object({
  visaId: z.number().nullable(),
  visaName: z.string(),
  visaTypeId: z.number().nullable(),
  visaTypeName: z.string(),
  /** The passengers the item covers, with the age band each was priced in. */
  passengers: z.array(z.object({ passengerId: z.string(), band: z.enum(['adult', 'child', 'infant']) })),
});
export type BookedVisa = z.infer<typeof bookedVisaSchema>;
