import { z } from 'zod';
import { INT4_MAX, optionalText, paged, pageQuerySchema, requiredText } from './common';
import { moneyInputSchema } from './users';

/**
 * Tour catalogue contracts: back-office spec §2 Tours, §3 Tour, §7 Tours; domain-rules §5.5
 * (a back-office catalogue, not sold through the wizard). The forms are multipart: the text
 * fields below and one main image file (`mainImage`, or one `images[]` / `newImages[]` file).
 */

const blankToUndefined = (v: unknown): unknown => (v === '' || v === null || v === 'null' || v === undefined ? undefined : v);

/** The tour's price: decimal money with at most 2 decimals, never below zero ("120" -> "120.00"). */
export const tourPriceSchema = z.preprocess(
  blankToUndefined,
  z
    .union([z.string(), z.number()], { error: 'Price is required' })
    .pipe(moneyInputSchema)
    .refine((v) => !v.startsWith('-'), 'Price must not be below zero'),
);

/**
 * The location: an id of `GET locations` (a country or a city), sent as text; an option object
 * (`{ value, label }` or `{ id, name }`, also as JSON text) is read for its id.
 */
export const tourLocationSchema = z.preprocess(
  (v) => {
    let value = blankToUndefined(v);
    if (typeof value === 'string' && value.trim().startsWith('{')) {
      try {
        value = JSON.parse(value);
      } catch {
        return value;
      }
    }
    if (value && typeof value === 'object') value = (value as { id?: unknown }).id ?? (value as { value?: unknown }).value;
    return blankToUndefined(value);
  },
  z.coerce
    .number({ error: 'Location is required' })
    .int('Location must be a location id')
    .positive('Location must be a location id')
    .max(INT4_MAX, 'Location must be a location id'),
);

/** POST tours and POST tours/{id} with _method=PUT (or PUT): the tour's fields, the full state. */
export const tourInputSchema = z.object({
  name: requiredText('Name'),
  price: tourPriceSchema,
  location: tourLocationSchema,
  /** Rich text; the server sanitizes it before storing. */
  description: optionalText(100_000),
  note: optionalText(5000),
});
export type TourInput = z.infer<typeof tourInputSchema>;

/** The file parts a tour form may carry: the main image, under any of the spec's names. */
export const TOUR_IMAGE_FIELDS = ['mainImage', 'images', 'newImages'] as const;

/** GET tours?page&searchText (searchText: the tour's name or its location's name). */
export const tourListQuerySchema = pageQuerySchema;
export type TourListQuery = z.infer<typeof tourListQuerySchema>;

// ---------------------------------------------------------------- responses
export const tourLocationRefSchema = z.object({ id: z.number(), name: z.string() });

export const tourListItemSchema = z.object({ id: z.number(), name: z.string(), price: z.string(), location: tourLocationRefSchema });
export type TourListItem = z.infer<typeof tourListItemSchema>;
export const tourListSchema = paged(tourListItemSchema);

export const tourSchema = tourListItemSchema.extend({
  description: z.string().nullable(),
  note: z.string().nullable(),
  /** The stored main image's URL (GET media/...), or null. */
  mainImage: z.string().nullable(),
});
export type Tour = z.infer<typeof tourSchema>;
