import { z } from 'zod';
import { formId as id, isoDateSchema, optionalFormId as optionalId, optionalText, paged, requiredText, wholeNumber } from './common';
import { hotelMarkupsSchema, priceSchema } from './hotels';
import { jsonText, markupTypeSchema } from './users';

/**
 * Visa catalogue contracts: back-office spec §3 Visa, Visa type and pricing, §4 defaults, §5,
 * §7 Visas; domain-rules §5.3 (origins are nationalities, destinations places; per passenger
 * prices by the visa's own age bands) and the b2b/b2c markups of issue 14.
 */

export const VISA_DEFAULTS = { infantAgeMax: 2, children1AgeMax: 12 } as const;
export const VISA_PRICE_FIELDS = ['extraAdult', 'extraChild', 'extraInfant'] as const;
export type VisaPriceField = (typeof VISA_PRICE_FIELDS)[number];

const currencyCode = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toUpperCase()
    .min(1, `${label} is required`)
    .regex(/^[A-Z]{3}$/, `${label} must be a currency code`);

const optionalWholeNumber = (label: string, min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === null || v === 'null' || v === undefined ? undefined : v), wholeNumber(label, min, max).optional());

/**
 * A list of location ids as the forms send it: a JSON array (of ids or of `{ id }` / `{ value }`
 * options), JSON text of one, repeated form fields (the server gathers them into an array) or
 * one bare id. Whether each id is a country or a place is the server's check.
 */
export const idListSchema = (label: string) =>
  z.preprocess(
    (v, ctx) => {
      let value = v;
      if (value === undefined || value === null || value === '') return [];
      if (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string' && value[0].trim().startsWith('[')) value = value[0];
      if (typeof value === 'string') {
        const text = value.trim();
        if (text.startsWith('[')) {
          try {
            value = JSON.parse(text);
          } catch {
            ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
            return z.NEVER;
          }
        } else value = text.split(',').filter((part) => part.trim() !== '');
      }
      if (!Array.isArray(value)) value = [value];
      return (value as unknown[]).map((item) =>
        item && typeof item === 'object'
          ? ((item as { id?: unknown }).id ?? (item as { value?: unknown }).value)
          : typeof item === 'string'
            ? item.trim()
            : item,
      );
    },
    z
      .array(
        z.coerce
          .number({ error: `must be a ${label} id` })
          .int(`must be a ${label} id`)
          .positive(`must be a ${label} id`)
          .max(2_147_483_647, `must be a ${label} id`),
      )
      .max(500, `at most 500 ${label}s`)
      .superRefine((ids, ctx) => {
        for (const [i, value] of ids.entries()) {
          if (ids.indexOf(value) !== i) ctx.addIssue({ code: 'custom', path: [i], message: `${label} ${value} is listed twice` });
        }
      }),
  );

// ---------------------------------------------------------------- visa (Info tab)
const visaInfoShape = {
  name: requiredText('Name'),
  /** Nationalities: country ids (`GET destinations/nationality` values). */
  origins: idListSchema('country'),
  /** Places the visa admits to: location ids of `GET products` (a country or a place inside one). */
  destinations: idListSchema('location'),
  defaultCurrency: currencyCode('Default currency'),
  infantAgeMax: optionalWholeNumber('infantAgeMax', 0, 17).default(VISA_DEFAULTS.infantAgeMax),
  children1AgeMax: optionalWholeNumber('children1AgeMax', 1, 18).default(VISA_DEFAULTS.children1AgeMax),
  children2AgeMax: optionalWholeNumber('children2AgeMax', 1, 18),
  description: optionalText(100_000),
  markups: jsonText(hotelMarkupsSchema).default({}),
};

const ageBands = (v: { infantAgeMax: number; children1AgeMax: number; children2AgeMax?: number }, ctx: z.RefinementCtx) => {
  if (v.children1AgeMax <= v.infantAgeMax) ctx.addIssue({ code: 'custom', path: ['children1AgeMax'], message: 'must be above infantAgeMax' });
  if (v.children2AgeMax !== undefined && v.children2AgeMax <= v.children1AgeMax) {
    ctx.addIssue({ code: 'custom', path: ['children2AgeMax'], message: 'must be above children1AgeMax' });
  }
};

/** POST visas (JSON, or a form: origins and destinations as repeated id fields). */
export const visaCreateRequestSchema = z.object(visaInfoShape).superRefine(ageBands);
export type VisaCreateRequest = z.infer<typeof visaCreateRequestSchema>;

// ---------------------------------------------------------------- visa type and its pricing
/** POST visas/{visaId}/types and PUT visas/{visaId}/types/{id}: a single required Name (spec §2). */
export const visaTypeInputSchema = z.object({ name: requiredText('Name', 100) });
export type VisaTypeInput = z.infer<typeof visaTypeInputSchema>;

export const visaPricingDataSchema = z.object({
  extraAdult: priceSchema,
  extraChild: priceSchema,
  extraInfant: priceSchema,
  /** The row's contract currency; absent: the visa's default currency. */
  currency: z.preprocess((v) => (v === '' || v === null ? undefined : v), currencyCode('Currency').optional()),
});
export type VisaPricingData = z.infer<typeof visaPricingDataSchema>;

export const visaTypePricingInputSchema = z
  .object({ id: optionalId, startDate: isoDateSchema, endDate: isoDateSchema, pricingData: visaPricingDataSchema })
  .refine((v) => v.endDate >= v.startDate, { message: 'end date must not be before the start date', path: ['endDate'] });
export type VisaTypePricingInput = z.infer<typeof visaTypePricingInputSchema>;

/**
 * A type's pricing periods may not overlap (the row covering the travel date prices the visa,
 * domain-rules §5.3: one row, never a choice between two).
 */
export const visaTypePricingListSchema = z
  .array(visaTypePricingInputSchema)
  .max(200)
  .superRefine((rows, ctx) => {
    for (const [i, row] of rows.entries()) {
      const j = rows.slice(0, i).findIndex((other) => row.startDate <= other.endDate && other.startDate <= row.endDate);
      if (j >= 0) ctx.addIssue({ code: 'custom', path: [i, 'startDate'], message: `overlaps row ${j} (${rows[j]!.startDate} to ${rows[j]!.endDate})` });
    }
  });

/** A type in the visa save: its pricing periods (rows left out stay), and its name when renamed there. */
export const visaTypeUpdateSchema = z.object({ id, name: requiredText('Name', 100).optional(), pricing: visaTypePricingListSchema.default([]) });

/** POST visas/{id} with _method=PUT (or PUT): the Info fields (the full state) and the types with their pricing. */
export const visaUpdateRequestSchema = z.object({ ...visaInfoShape, types: jsonText(z.array(visaTypeUpdateSchema).max(50)).optional() }).superRefine(ageBands);
export type VisaUpdateRequest = z.infer<typeof visaUpdateRequestSchema>;

export const visaListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  searchText: z.string().trim().max(200).optional(),
  destinationId: optionalId,
  originId: optionalId,
});
export type VisaListQuery = z.infer<typeof visaListQuerySchema>;

// ---------------------------------------------------------------- responses
export const visaPlaceSchema = z.object({ id: z.number(), name: z.string() });
const markupRow = z.object({ type: markupTypeSchema, amount: z.string().nullable() });

export const visaTypePricingRowSchema = z.object({
  id: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  pricingData: z.object({ extraAdult: z.string(), extraChild: z.string(), extraInfant: z.string(), currency: z.string() }),
});
export type VisaTypePricingRow = z.infer<typeof visaTypePricingRowSchema>;

export const visaTypeSchema = z.object({ id: z.number(), visaId: z.number(), name: z.string(), pricing: z.array(visaTypePricingRowSchema) });
export type VisaType = z.infer<typeof visaTypeSchema>;

export const visaSchema = z.object({
  id: z.number(),
  name: z.string(),
  origins: z.array(visaPlaceSchema),
  destinations: z.array(visaPlaceSchema),
  defaultCurrency: z.string(),
  infantAgeMax: z.number(),
  children1AgeMax: z.number(),
  children2AgeMax: z.number().nullable(),
  description: z.string().nullable(),
  markups: z.object({ b2b: markupRow, b2c: markupRow }),
  types: z.array(visaTypeSchema),
});
export type Visa = z.infer<typeof visaSchema>;

export const visaListItemSchema = z.object({ id: z.number(), name: z.string(), origins: z.array(visaPlaceSchema), destinations: z.array(visaPlaceSchema) });
export type VisaListItem = z.infer<typeof visaListItemSchema>;
export const visaListSchema = paged(visaListItemSchema);
