import { z } from 'zod';
import { isoDateSchema } from './common';
import { MAX_CHILD_AGE, SEARCH_MODES, SEARCH_ORDERS } from './search-rules';

export * from './search-rules';

/** `rooms` travels as JSON text keyed room1, room2 ... (an array is accepted too). */
const roomSchema = z.object({
  adults: z.coerce.number().int().min(0).max(30),
  children: z.coerce.number().int().min(0).max(30).optional(),
  childrenAges: z.array(z.coerce.number().int().min(0).max(MAX_CHILD_AGE)).max(30).default([]),
});
const jsonPart = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v, ctx) => {
    if (typeof v !== 'string' || v.trim() === '') return v === '' ? undefined : v;
    try {
      return JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
      return z.NEVER;
    }
  }, schema);

export const searchFiltersSchema = z.object({
  price: z.object({ min: z.coerce.number().min(0).optional(), max: z.coerce.number().min(0).optional() }).optional(),
  hotelCategories: z.record(z.string(), z.unknown()).optional(),
  mealTypes: z.record(z.string(), z.unknown()).optional(),
  /** Room categories (the `roomCategory` taxonomy) keyed by id, like mealTypes: narrows the options to room types of those categories. */
  roomCategories: z.record(z.string(), z.unknown()).optional(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v),
  z.coerce.number().int().positive().optional(),
);
const optionalDate = z.preprocess((v) => (v === '' ? undefined : v), isoDateSchema.optional());

/** room1, room2, ..., room10 in number order; one collator for every search (localeCompare with options builds one a call). */
const roomKeyOrder = new Intl.Collator('en', { numeric: true });

export const searchQuerySchema = z.object({
  searchMode: z.enum(SEARCH_MODES).default('hotel'),
  /** Flight mode: round trip (outbound on startDate, return on endDate) or one way (startDate). */
  flightType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['round', 'oneway'], { error: 'flightType must be round or oneway' }).default('round')),
  toId: optionalId,
  fromAirportId: optionalId,
  toAirportId: optionalId,
  hotelId: optionalId,
  nationalityId: optionalId,
  startDate: optionalDate,
  endDate: optionalDate,
  /**
   * The nights counter (storefront spec §3 Search parameters, flattened into the query string):
   * the nights from startDate to endDate (0 for a day-trip flight); checked against the dates.
   */
  nights: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'must be a whole number of nights' })
      .int('must be a whole number of nights')
      .min(0, 'must not be below 0')
      .max(366, 'must not be above 366')
      .optional(),
  ),
  transfer: z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean()).default(false),
  rooms: jsonPart(
    z.union([
      z.array(roomSchema),
      z.record(z.string(), roomSchema).transform((r) =>
        Object.keys(r)
          .sort(roomKeyOrder.compare)
          .map((k) => r[k]!),
      ),
    ]),
  ).default([]),
  filters: jsonPart(searchFiltersSchema).default({}),
  currency: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be a currency code')
      .optional(),
  ),
  /** The hotel list's order (SEARCH_ORDERS); cheapest first when missing. */
  order: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SEARCH_ORDERS, { error: 'order must be price, stars or name' }).default('price')),
  /**
   * Why not offered (domain-rules §4.7, issue 33): with `explain=1` the answer lists every hotel of
   * the destination that is not offered, with its reasons and a suggested stay. A single hotel's
   * search (`hotelId`) always explains its room types.
   */
  explain: z.preprocess((v) => v === 'true' || v === '1' || v === true || v === 1, z.boolean()).default(false),
  /** Page of the hotel list (SEARCH_PAGE_SIZE hotels a page); ignored when hotelId is given. */
  page: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').default(1),
  ),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
