import { z } from 'zod';
import { formId as id, isoDateSchema, optionalFormId as optionalId, optionalText, paged, requiredText, wholeNumber } from './common';
import { cancellationRuleSchema, hotelMarkupsSchema, PENALTY_TYPES, priceSchema } from './hotels';
import type { OccupancyRange } from './occupancy';
import { jsonText, markupTypeSchema } from './users';

/**
 * Transfer catalogue contracts: back-office spec §3 Transfer and Transfer car category, §4
 * defaults, §5 ranges; domain-rules §5.2 (cancellation rules, b2b/b2c markups).
 */

export const CAR_TYPES = ['individual', 'group'] as const;
export type CarType = (typeof CAR_TYPES)[number];

/** Car category occupancy ranges (spec §5): adults 1-1000, children 0-1000, base 1-10 adding and 1-100 editing. */
export const CAR_ADULT_RANGE: OccupancyRange = { lower: 1, upper: 1000 };
export const CAR_CHILD_RANGE: OccupancyRange = { lower: 0, upper: 1000 };
export const CAR_BASE_RANGE_ADD: OccupancyRange = { lower: 1, upper: 10 };
export const CAR_BASE_RANGE_EDIT: OccupancyRange = { lower: 1, upper: 100 };
/** Passengers a car category carries at most (adults and children together). */
export const CAR_MAX_OCCUPANCY = 2000;

/** Defaults of a new car category (spec §4): individual, base 4, max 4, adults 1 to 4, children 0 to 4. */
export const NEW_CAR = {
  name: '',
  type: 'individual' as CarType,
  baseOccupancy: 4,
  maxOccupancy: 4,
  minAdultOccupancy: 1,
  maxAdultOccupancy: 4,
  minChildOccupancy: 0,
  maxChildOccupancy: 4,
  recommendedUpTo: null as number | null,
};

/** Defaults of a new transfer (spec §4): infants below 2, children below 12. */
export const NEW_TRANSFER = { infantAgeMax: 2, children1AgeMax: 12 } as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);
const optionalWhole = (label: string, min: number, max: number) => z.preprocess(blankToUndefined, wholeNumber(label, min, max).optional());
const optionalPrice = z.preprocess(blankToUndefined, priceSchema.optional());

// ---------------------------------------------------------------- places (GET products ids)
/** One place id as a form sends it: a bare id, its text, or an option object (`id` or `value`). */
const transferPlaceIdSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? ((v as { id?: unknown }).id ?? (v as { value?: unknown }).value) : v),
  z.coerce.number({ error: 'must be a place id' }).int('must be a place id').positive('must be a place id'),
);
/** Origins or destinations: a list of place ids (JSON, JSON text, or the repeated `origins[]` parts the server gathers). */
export const transferPlaceIdsSchema = jsonText(
  z
    .array(transferPlaceIdSchema)
    .max(500)
    .transform((ids) => [...new Set(ids)]),
);

// ---------------------------------------------------------------- cancellation rules
/**
 * A transfer's cancellation rules (domain-rules §5.2, §7: days before pickup): percent (at most
 * 100) or fixed; a transfer has no nights. One rule per number of days.
 */
export const transferCancellationRulesSchema = z
  .array(cancellationRuleSchema)
  .max(20)
  .superRefine((rules, ctx) => {
    const seen = new Map<number, number>();
    for (const [i, rule] of rules.entries()) {
      const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [i, field], message });
      if (rule.penaltyType === 'nights') issue('penaltyType', 'a transfer penalty is percent or fixed (a transfer has no nights)');
      if (rule.penaltyType === 'percent' && Number(rule.amount) > 100) issue('amount', 'a percent penalty is at most 100');
      const earlier = seen.get(rule.daysBefore);
      if (earlier !== undefined) issue('daysBefore', `cancellationRules.${earlier} already starts ${rule.daysBefore} days before pickup`);
      else seen.set(rule.daysBefore, i);
    }
  });

// ---------------------------------------------------------------- car pricing
export const CAR_PRICE_FIELDS = ['price', 'returnPrice', 'extraAdult', 'returnExtraAdult', 'extraChild', 'returnExtraChild'] as const;
export type CarPriceField = (typeof CAR_PRICE_FIELDS)[number];
/** Fields a group car does not use: it sells per person only (domain-rules §5.2). */
export const CAR_BASE_PRICE_FIELDS: readonly CarPriceField[] = ['price', 'returnPrice'];
/** Fields a car of the type must have: the base prices of an individual car, the adult prices of a group car. */
export const requiredCarPrices = (type: CarType): readonly CarPriceField[] =>
  type === 'individual' ? ['price', 'returnPrice'] : ['extraAdult', 'returnExtraAdult'];

export const carPricingDataSchema = z.object(
  Object.fromEntries(CAR_PRICE_FIELDS.map((f) => [f, optionalPrice])) as Record<CarPriceField, typeof optionalPrice>,
);
export const carPricingInputSchema = z
  .object({ id: optionalId, startDate: isoDateSchema, endDate: isoDateSchema, pricingData: carPricingDataSchema })
  .refine((v) => v.endDate >= v.startDate, { message: 'end date must not be before the start date', path: ['endDate'] });
export type CarPricingInput = z.infer<typeof carPricingInputSchema>;

/** A car category in the transfer save: its pricing periods (the car's own fields have their own calls). */
export const transferCarUpdateSchema = z.object({ id, pricing: z.array(carPricingInputSchema).max(200).default([]) });

// ---------------------------------------------------------------- car category
const unallowedNumber = (label: string) => wholeNumber(label, 0, CAR_MAX_OCCUPANCY);
export const carUnallowedOccupancySchema = z
  .object({
    unallowedMinAdultOccupancy: unallowedNumber('unallowedMinAdultOccupancy'),
    unallowedMaxAdultOccupancy: unallowedNumber('unallowedMaxAdultOccupancy'),
    unallowedMinChildOccupancy: unallowedNumber('unallowedMinChildOccupancy'),
    unallowedMaxChildOccupancy: unallowedNumber('unallowedMaxChildOccupancy'),
  })
  .superRefine((u, ctx) => {
    if (u.unallowedMaxAdultOccupancy < u.unallowedMinAdultOccupancy) {
      ctx.addIssue({ code: 'custom', path: ['unallowedMaxAdultOccupancy'], message: 'must not be below unallowedMinAdultOccupancy' });
    }
    if (u.unallowedMaxChildOccupancy < u.unallowedMinChildOccupancy) {
      ctx.addIssue({ code: 'custom', path: ['unallowedMaxChildOccupancy'], message: 'must not be below unallowedMinChildOccupancy' });
    }
  });
export type CarUnallowedOccupancy = z.infer<typeof carUnallowedOccupancySchema>;

/** POST transfers/{id}/cars (base 1-10) and PUT transfers/{id}/cars/{carId} (base 1-100). */
const carInput = (base: OccupancyRange) =>
  z
    .object({
      name: requiredText('Car category name', 100),
      type: z.enum(CAR_TYPES, { error: 'type must be individual or group' }).default('individual'),
      minAdultOccupancy: wholeNumber('minAdultOccupancy', CAR_ADULT_RANGE.lower, CAR_ADULT_RANGE.upper),
      maxAdultOccupancy: wholeNumber('maxAdultOccupancy', CAR_ADULT_RANGE.lower, CAR_ADULT_RANGE.upper),
      minChildOccupancy: wholeNumber('minChildOccupancy', CAR_CHILD_RANGE.lower, CAR_CHILD_RANGE.upper),
      maxChildOccupancy: wholeNumber('maxChildOccupancy', CAR_CHILD_RANGE.lower, CAR_CHILD_RANGE.upper),
      baseOccupancy: wholeNumber('baseOccupancy', base.lower, base.upper),
      maxOccupancy: wholeNumber('maxOccupancy', 1, CAR_MAX_OCCUPANCY),
      unallowedOccupancies: z.array(carUnallowedOccupancySchema).max(50).default([]),
      recommendedUpTo: z.preprocess(blankToUndefined, wholeNumber('recommendedUpTo', 1, CAR_MAX_OCCUPANCY).nullish()).transform((v) => v ?? null),
    })
    .superRefine((car, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (car.maxAdultOccupancy < car.minAdultOccupancy) issue('maxAdultOccupancy', 'must not be below minAdultOccupancy');
      if (car.maxChildOccupancy < car.minChildOccupancy) issue('maxChildOccupancy', 'must not be below minChildOccupancy');
      if (car.baseOccupancy > car.maxOccupancy) issue('baseOccupancy', 'must not be above maxOccupancy');
      if (car.maxOccupancy < car.minAdultOccupancy + car.minChildOccupancy) issue('maxOccupancy', 'must not be below minAdultOccupancy + minChildOccupancy');
    });
export const carCreateSchema = carInput(CAR_BASE_RANGE_ADD);
export const carUpdateSchema = carInput(CAR_BASE_RANGE_EDIT);
export type CarInput = z.infer<typeof carCreateSchema>;

// ---------------------------------------------------------------- transfer
const ageBands = (v: { infantAgeMax: number; children1AgeMax: number; children2AgeMax?: number }, ctx: z.RefinementCtx) => {
  if (v.children1AgeMax <= v.infantAgeMax) ctx.addIssue({ code: 'custom', path: ['children1AgeMax'], message: 'must be above infantAgeMax' });
  if (v.children2AgeMax !== undefined && v.children2AgeMax <= v.children1AgeMax) {
    ctx.addIssue({ code: 'custom', path: ['children2AgeMax'], message: 'must be above children1AgeMax' });
  }
};

const transferInfoShape = {
  name: requiredText('Name'),
  origins: transferPlaceIdsSchema.default([]),
  destinations: transferPlaceIdsSchema.default([]),
  defaultCurrency: z
    .string({ error: 'Default currency is required' })
    .trim()
    .min(1, 'Default currency is required')
    .regex(/^[A-Z]{3}$/, 'must be a currency code'),
  infantAgeMax: optionalWhole('infantAgeMax', 0, 17).default(NEW_TRANSFER.infantAgeMax),
  children1AgeMax: optionalWhole('children1AgeMax', 1, 18).default(NEW_TRANSFER.children1AgeMax),
  children2AgeMax: optionalWhole('children2AgeMax', 1, 18),
  description: optionalText(100_000),
};

/** POST transfers (JSON): the Info; markups and cancellation rules may come along. */
export const transferCreateRequestSchema = z
  .object({
    ...transferInfoShape,
    markups: jsonText(hotelMarkupsSchema).default({}),
    cancellationRules: jsonText(transferCancellationRulesSchema).default([]),
  })
  .superRefine(ageBands);
export type TransferCreateRequest = z.infer<typeof transferCreateRequestSchema>;

/**
 * POST transfers/{id} with _method=PUT, or PUT (form or JSON): the Info is the full state (origins
 * or destinations left out are none); markups, cancellation rules and cars' pricing left out stay
 * as stored. Car pricing periods left out stay too (deleting one is its own call).
 */
export const transferUpdateRequestSchema = z
  .object({
    ...transferInfoShape,
    markups: jsonText(hotelMarkupsSchema).optional(),
    cancellationRules: jsonText(transferCancellationRulesSchema).optional(),
    cars: jsonText(z.array(transferCarUpdateSchema).max(50)).optional(),
  })
  .superRefine(ageBands);
export type TransferUpdateRequest = z.infer<typeof transferUpdateRequestSchema>;

export const transferListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  searchText: z.string().trim().max(200).optional(),
  originId: optionalId,
  destinationId: optionalId,
});
export type TransferFilter = Omit<z.infer<typeof transferListQuerySchema>, 'page'>;

// ---------------------------------------------------------------- responses
/** A place of a transfer: as `GET products` names it ('CDG - Paris Charles de Gaulle Airport'). */
export const transferPlaceSchema = z.object({ id: z.number(), name: z.string(), label: z.string() });
const markupRow = z.object({ type: markupTypeSchema, amount: z.string().nullable() });
const nullablePrice = z.string().nullable();

export const carPricingRowSchema = z.object({
  id: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  pricingData: z.object({
    price: nullablePrice,
    returnPrice: nullablePrice,
    extraAdult: nullablePrice,
    returnExtraAdult: nullablePrice,
    extraChild: nullablePrice,
    returnExtraChild: nullablePrice,
  }),
});
export type CarPricingRow = z.infer<typeof carPricingRowSchema>;

export const transferCarSchema = z.object({
  id: z.number(),
  transferId: z.number(),
  name: z.string(),
  type: z.enum(CAR_TYPES),
  maxOccupancy: z.number(),
  baseOccupancy: z.number(),
  minAdultOccupancy: z.number(),
  maxAdultOccupancy: z.number(),
  minChildOccupancy: z.number(),
  maxChildOccupancy: z.number(),
  unallowedOccupancies: z.array(
    z.object({
      unallowedMinAdultOccupancy: z.number(),
      unallowedMaxAdultOccupancy: z.number(),
      unallowedMinChildOccupancy: z.number(),
      unallowedMaxChildOccupancy: z.number(),
    }),
  ),
  recommendedUpTo: z.number().nullable(),
  pricing: z.array(carPricingRowSchema),
});
export type TransferCar = z.infer<typeof transferCarSchema>;

export const transferSchema = z.object({
  id: z.number(),
  name: z.string(),
  origins: z.array(transferPlaceSchema),
  destinations: z.array(transferPlaceSchema),
  defaultCurrency: z.string(),
  infantAgeMax: z.number(),
  children1AgeMax: z.number(),
  children2AgeMax: z.number().nullable(),
  description: z.string().nullable(),
  markups: z.object({ b2b: markupRow, b2c: markupRow }),
  cancellationRules: z.array(z.object({ id: z.number(), daysBefore: z.number(), penaltyType: z.enum(PENALTY_TYPES), amount: z.string() })),
  cars: z.array(transferCarSchema),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  origins: z.array(transferPlaceSchema),
  destinations: z.array(transferPlaceSchema),
});
export type TransferListItem = z.infer<typeof transferListItemSchema>;
export const transferListSchema = paged(transferListItemSchema);
