import { z } from 'zod';
import { formBoolean, formId as id, isoDateSchema, optionalFormId as optionalId, optionalText, paged, requiredText, wholeNumber } from './common';
import { jsonText, markupTypeSchema, moneyInputSchema } from './users';

/** Hotel catalogue contracts: back-office spec §3 Hotel, Room, Room pricing, Offers. */

const optionalWholeNumber = (label: string, min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : v), wholeNumber(label, min, max).optional());

/** A price: money with at most 2 decimals and never below zero. */
export const priceSchema = moneyInputSchema.refine((v) => !v.startsWith('-'), 'must not be below zero');
const optionalPrice = z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : v), priceSchema.optional());

/** A date range whose end is not before its start. */
const period = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ startDate: isoDateSchema, endDate: isoDateSchema, ...shape })
    .refine((v) => (v as { endDate: string }).endDate >= (v as { startDate: string }).startDate, {
      message: 'end date must not be before the start date',
      path: ['endDate'],
    });

// ---------------------------------------------------------------- hotel markups (hotel info)
export const channelSchema = z.enum(['b2b', 'b2c']);
export const hotelMarkupSchema = z.object({
  type: markupTypeSchema.default('percent'),
  amount: optionalPrice,
});
export const hotelMarkupsSchema = z.object({ b2b: hotelMarkupSchema.optional(), b2c: hotelMarkupSchema.optional() });
export type HotelMarkups = z.infer<typeof hotelMarkupsSchema>;

/** `mealTypes`: a set keyed by meal id with value 1 (spec). */
export const idSetSchema = z.record(z.string().regex(/^\d+$/, 'keys must be ids'), z.union([z.literal(1), z.literal('1'), z.literal(true)]));

// ---------------------------------------------------------------- room
export const unallowedOccupancySchema = z.object({
  unallowedMinAdultOccupancy: wholeNumber('unallowedMinAdultOccupancy', 0, 20),
  unallowedMaxAdultOccupancy: wholeNumber('unallowedMaxAdultOccupancy', 0, 20),
  unallowedMinChildOccupancy: wholeNumber('unallowedMinChildOccupancy', 0, 20),
  unallowedMaxChildOccupancy: wholeNumber('unallowedMaxChildOccupancy', 0, 20),
});

export const ROOM_LIMITS = { adult: { min: 1, max: 20 }, child: { min: 0, max: 20 }, base: { min: 1, max: 10 } } as const;

export const roomRequestSchema = z
  .object({
    name: requiredText('Room type name'),
    minAdultOccupancy: wholeNumber('minAdultOccupancy', 1, 20),
    maxAdultOccupancy: wholeNumber('maxAdultOccupancy', 1, 20),
    minChildOccupancy: wholeNumber('minChildOccupancy', 0, 20),
    maxChildOccupancy: wholeNumber('maxChildOccupancy', 0, 20),
    baseOccupancy: wholeNumber('baseOccupancy', 1, 10),
    maxOccupancy: wholeNumber('maxOccupancy', 1, 40),
    extraBedsCount: optionalWholeNumber('extraBedsCount', 0, 20).default(0),
    unallowedOccupancies: z.array(unallowedOccupancySchema).max(50).default([]),
    roomFacilities: z.union([idSetSchema, z.array(id)]).default({}),
    /** The room type's entry of the `roomType` taxonomy (Single, Double, Twin ...), as its id; empty: none. */
    roomTypeTaxonomy: optionalId,
    /** Its `roomCategory` taxonomy entry (Standard, Superior, Deluxe ...), as its id; empty: none. */
    roomCategory: optionalId,
    note: optionalText(5000),
  })
  .superRefine((room, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (room.maxAdultOccupancy < room.minAdultOccupancy) issue('maxAdultOccupancy', 'must not be below minAdultOccupancy');
    if (room.maxChildOccupancy < room.minChildOccupancy) issue('maxChildOccupancy', 'must not be below minChildOccupancy');
    if (room.baseOccupancy > room.maxOccupancy) issue('baseOccupancy', 'must not be above maxOccupancy');
    if (room.maxOccupancy < room.minAdultOccupancy) issue('maxOccupancy', 'must not be below minAdultOccupancy');
    for (const [i, u] of room.unallowedOccupancies.entries()) {
      if (u.unallowedMaxAdultOccupancy < u.unallowedMinAdultOccupancy || u.unallowedMaxChildOccupancy < u.unallowedMinChildOccupancy) {
        ctx.addIssue({ code: 'custom', path: ['unallowedOccupancies', i], message: 'max must not be below min' });
      }
    }
  });
export type RoomRequest = z.infer<typeof roomRequestSchema>;

// ---------------------------------------------------------------- room pricing
export const PRICING_TYPES = ['personCount', 'extraAdult'] as const;
/** `{n}person` price fields run from baseOccupancy to maxOccupancy (spec §9). */
export const personField = (n: number) => `${n}person`;
export const personCounts = (room: { baseOccupancy: number; maxOccupancy: number }) =>
  Array.from({ length: Math.max(0, room.maxOccupancy - room.baseOccupancy + 1) }, (_, i) => room.baseOccupancy + i);

export const pricingDataSchema = z
  .object({
    pricingType: z.enum(PRICING_TYPES).default('personCount'),
    mealTypeId: id,
    extraAdult: optionalPrice,
    extraChild: optionalPrice,
  })
  .catchall(z.unknown());
export const roomPricingSchema = period({
  id: optionalId,
  pricingData: pricingDataSchema,
});
export type RoomPricingInput = z.infer<typeof roomPricingSchema>;

/** Allotment: rooms for sale per night, set over date ranges (domain-rules §6). */
export const allotmentRangeSchema = period({ rooms: wholeNumber('rooms', 0, 10000) });

// ---------------------------------------------------------------- offers
export const OFFER_KINDS = [
  'stopSales',
  'discounts',
  'freeNights',
  'freePassengers',
  'freeTransfers',
  'mealChanges',
  'mealsPrices',
  'transfersPrices',
] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
/** Offer kinds that carry a name (stop sales and price lists do not). */
export const NAMED_OFFER_KINDS: readonly OfferKind[] = ['discounts', 'freeNights', 'freePassengers', 'freeTransfers', 'mealChanges'];

const flag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()]).transform((v) => (v === 1 || v === '1' || v === true ? 1 : 0));
const roomTypeIdsSchema = z.union([z.literal('all'), z.array(id).min(1, 'choose at least one room type')]);

const offerBase = {
  id: optionalId,
  name: optionalText(200),
  bookStartDate: z.preprocess((v) => (v === '' ? null : v), isoDateSchema.nullish()),
  bookEndDate: z.preprocess((v) => (v === '' ? null : v), isoDateSchema.nullish()),
  roomTypeIds: roomTypeIdsSchema.default('all'),
  applyWithOthersIds: z.array(id).default([]),
};

export const offerPricingSchemas = {
  stopSales: z.object({}).catchall(z.unknown()).default({}),
  discounts: z.object({
    discount: z.coerce.number({ error: 'discount is required' }).gt(0, 'discount must be above 0').max(100, 'discount must be at most 100'),
  }),
  freeNights: z
    .object({ stayNights: wholeNumber('stayNights', 2, 365), freeNights: wholeNumber('freeNights', 1, 364) })
    .refine((v) => v.freeNights < v.stayNights, { message: 'freeNights must be below stayNights', path: ['freeNights'] }),
  freePassengers: z.object({
    '1child': flag.default(1),
    '2child': flag.default(1),
    '3child': flag.default(1),
    '1infant': flag.default(1),
    '2infant': flag.default(1),
    '3infant': flag.default(1),
  }),
  freeTransfers: z.object({ adult: flag.default(1), child: flag.default(1), infant: flag.default(1) }),
  mealChanges: z.object({ payMealTypeId: id, getMealTypeId: id }),
  mealsPrices: z.object({ fromMealTypeId: id, toMealTypeId: id, adult: priceSchema, child: priceSchema, infant: priceSchema }),
  transfersPrices: z.object({ adult: priceSchema, child: priceSchema, infant: priceSchema }),
} as const;

export const offerSchema = <K extends OfferKind>(kind: K) =>
  z.object({ ...offerBase, startDate: isoDateSchema, endDate: isoDateSchema, pricingData: offerPricingSchemas[kind] }).superRefine((offer, ctx) => {
    if (offer.endDate < offer.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'end date must not be before the start date' });
    if (offer.bookStartDate && offer.bookEndDate && offer.bookEndDate < offer.bookStartDate) {
      ctx.addIssue({ code: 'custom', path: ['bookEndDate'], message: 'booking end must not be before the booking start' });
    }
    if (NAMED_OFFER_KINDS.includes(kind) && !offer.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Name is required' });
  });
export type OfferInput = z.infer<ReturnType<typeof offerSchema>>;

// ---------------------------------------------------------------- cancellation rules
export const PENALTY_TYPES = ['percent', 'nights', 'fixed'] as const;
export const cancellationRuleSchema = z.object({
  id: optionalId,
  daysBefore: wholeNumber('daysBefore', 0, 3650),
  penaltyType: z.enum(PENALTY_TYPES),
  amount: priceSchema,
});

// ---------------------------------------------------------------- hotel
const hotelInfoShape = {
  name: requiredText('Name'),
  location: id.describe('location id'),
  hotelCategory: id.describe('hotel category id'),
  address: optionalText(500),
  /** The hotel's phone, printed on the voucher (issue 18.6). */
  phone: optionalText(40),
  latitude: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().min(-90).max(90).optional()),
  longitude: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().min(-180).max(180).optional()),
  infantAgeMax: optionalWholeNumber('infantAgeMax', 0, 17).default(2),
  children1AgeMax: optionalWholeNumber('children1AgeMax', 1, 18).default(12),
  children2AgeMax: optionalWholeNumber('children2AgeMax', 1, 18),
  defaultCurrency: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be a currency code')
      .optional(),
  ),
  markups: jsonText(hotelMarkupsSchema).default({}),
  description: optionalText(100_000),
  note: optionalText(5000),
  mealTypes: jsonText(idSetSchema).default({}),
  defaultMealTypeId: optionalId,
  /** The hotel can only be booked with a transfer (a room option's `hasRequiredTransfer`); left out: false. */
  requiresTransfer: formBoolean.default(false),
};

const ageBands = (v: { infantAgeMax: number; children1AgeMax: number; children2AgeMax?: number }, ctx: z.RefinementCtx) => {
  if (v.children1AgeMax <= v.infantAgeMax) ctx.addIssue({ code: 'custom', path: ['children1AgeMax'], message: 'must be above infantAgeMax' });
  if (v.children2AgeMax !== undefined && v.children2AgeMax <= v.children1AgeMax) {
    ctx.addIssue({ code: 'custom', path: ['children2AgeMax'], message: 'must be above children1AgeMax' });
  }
};

/** POST hotels (multipart, Info tab; the account spec's add call also carries mealsPrices as JSON). */
export const hotelCreateRequestSchema = z
  .object({ ...hotelInfoShape, mealsPrices: jsonText(z.array(offerSchema('mealsPrices'))).optional() })
  .superRefine(ageBands);
export type HotelCreateRequest = z.infer<typeof hotelCreateRequestSchema>;

export const hotelRoomUpdateSchema = z.object({
  id,
  pricing: z.array(roomPricingSchema).default([]),
  /** When present, the room's whole allotment: nights left out are removed (unless sold). */
  allotments: z.array(allotmentRangeSchema).optional(),
});

const offerList = <K extends OfferKind>(kind: K) => jsonText(z.array(offerSchema(kind))).optional();
const offerListsShape = {
  stopSales: offerList('stopSales'),
  discounts: offerList('discounts'),
  freeNights: offerList('freeNights'),
  freePassengers: offerList('freePassengers'),
  freeTransfers: offerList('freeTransfers'),
  mealChanges: offerList('mealChanges'),
  mealsPrices: offerList('mealsPrices'),
  transfersPrices: offerList('transfersPrices'),
};

/** POST hotels/{id} with _method=PUT: the info plus the tabs' lists as JSON text. */
export const hotelUpdateRequestSchema = z
  .object({
    ...hotelInfoShape,
    images: z.array(z.string()).default([]),
    rooms: jsonText(z.array(hotelRoomUpdateSchema)).optional(),
    cancellationRules: jsonText(z.array(cancellationRuleSchema)).optional(),
    ...offerListsShape,
  })
  .superRefine(ageBands);
export type HotelUpdateRequest = z.infer<typeof hotelUpdateRequestSchema>;

export const hotelListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  searchText: z.string().trim().max(200).optional(),
  locationId: optionalId,
  categoryId: optionalId,
});

// ---------------------------------------------------------------- responses
const named = z.object({ id: z.number(), name: z.string() });
const titled = z.object({ id: z.number(), title: z.string() });

export const roomPricingRowSchema = z.object({
  id: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  pricingData: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export const roomSchema = z.object({
  id: z.number(),
  name: z.string(),
  minAdultOccupancy: z.number(),
  maxAdultOccupancy: z.number(),
  minChildOccupancy: z.number(),
  maxChildOccupancy: z.number(),
  baseOccupancy: z.number(),
  maxOccupancy: z.number(),
  extraBedsCount: z.number(),
  unallowedOccupancies: z.array(unallowedOccupancySchema),
  roomFacilities: z.record(z.string(), z.literal(1)),
  roomTypeTaxonomy: titled.nullable(),
  roomCategory: titled.nullable(),
  note: z.string().nullable(),
  pricing: z.array(roomPricingRowSchema),
  allotments: z.array(z.object({ startDate: z.string(), endDate: z.string(), rooms: z.number(), sold: z.number() })),
});
export type Room = z.infer<typeof roomSchema>;

export const offerRowSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  bookStartDate: z.string().nullable(),
  bookEndDate: z.string().nullable(),
  roomTypeIds: z.union([z.literal('all'), z.array(z.number())]),
  applyWithOthersIds: z.array(z.number()),
  pricingData: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type OfferRow = z.infer<typeof offerRowSchema>;

export const hotelSchema = z.object({
  id: z.number(),
  name: z.string(),
  location: named.nullable(),
  hotelCategory: titled.nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  infantAgeMax: z.number(),
  children1AgeMax: z.number(),
  children2AgeMax: z.number().nullable(),
  defaultCurrency: z.string(),
  markups: z.object({
    b2b: z.object({ type: markupTypeSchema, amount: z.string().nullable() }),
    b2c: z.object({ type: markupTypeSchema, amount: z.string().nullable() }),
  }),
  description: z.string(),
  note: z.string().nullable(),
  mainImage: z.string().nullable(),
  images: z.array(z.string()),
  mealTypes: z.record(z.string(), z.literal(1)),
  defaultMealTypeId: z.number().nullable(),
  requiresTransfer: z.boolean(),
  rooms: z.array(roomSchema),
  cancellationRules: z.array(z.object({ id: z.number(), daysBefore: z.number(), penaltyType: z.enum(PENALTY_TYPES), amount: z.string() })),
  stopSales: z.array(offerRowSchema),
  discounts: z.array(offerRowSchema),
  freeNights: z.array(offerRowSchema),
  freePassengers: z.array(offerRowSchema),
  freeTransfers: z.array(offerRowSchema),
  mealChanges: z.array(offerRowSchema),
  mealsPrices: z.array(offerRowSchema),
  transfersPrices: z.array(offerRowSchema),
});
export type Hotel = z.infer<typeof hotelSchema>;

export const hotelListItemSchema = z.object({ id: z.number(), name: z.string(), location: named.nullable(), hotelCategory: titled.nullable() });
export const hotelListSchema = paged(hotelListItemSchema);

export const hotelSearchQuerySchema = z.object({
  locationId: optionalId,
  searchText: z.string().trim().max(200).optional(),
  /** In flight mode a hotel must be named (flight with transfer): no 'All' entry. */
  searchMode: z.enum(['package', 'hotel', 'flight']).optional(),
});
/** The first entry of `GET /hotels/search` outside flight mode: any hotel. */
export const ALL_HOTELS_OPTION = { value: 'all', label: 'All' } as const;
