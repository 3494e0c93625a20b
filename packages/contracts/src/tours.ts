import { z } from 'zod';
import { INT4_MAX, isoDateSchema, optionalText, paged, pageQuerySchema, requiredText } from './common';
import { passengerSlots } from './passengers';
import { SEARCH_MESSAGES, searchQuerySchema } from './search';
import { moneyInputSchema } from './users';

/**
 * Tour catalogue contracts: back-office spec §2 Tours, §3 Tour, §7 Tours; domain-rules §5.5.
 * The forms are multipart: the text fields below and one main image file (`mainImage`, or one
 * `images[]` / `newImages[]` file). Issue 28 sells tours as excursions: an adult price (the
 * spec's `price`), a child price, the tour's currency and its cancellation rule; below the
 * catalogue, the Excursions step's search and the booked tour.
 */

/** The currency of a tour saved without one. */
export const TOUR_DEFAULT_CURRENCY = 'EUR';

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

/** Money that may be left blank (null: not set). */
const optionalTourPrice = z.preprocess(
  blankToUndefined,
  z
    .union([z.string(), z.number()])
    .pipe(moneyInputSchema)
    .refine((v) => !v.startsWith('-'), 'Child price must not be below zero')
    .optional(),
);

/** The days before the tour's date up to which cancelling is free; blank: non-refundable. */
export const freeCancellationDaysSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'Free cancellation must be a number of days' })
    .int('Free cancellation must be a whole number of days')
    .min(0, 'Free cancellation must be 0 to 365 days')
    .max(365, 'Free cancellation must be 0 to 365 days')
    .optional(),
);

/** POST tours and POST tours/{id} with _method=PUT (or PUT): the tour's fields, the full state. */
export const tourInputSchema = z.object({
  name: requiredText('Name'),
  /** The price per adult. */
  price: tourPriceSchema,
  /** The price per child (2 to 11 years); blank: a child pays the adult price. Infants travel free. */
  priceChild: optionalTourPrice,
  /** The currency of both prices; blank: EUR. */
  currency: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Currency must be a currency code such as EUR')
      .default(TOUR_DEFAULT_CURRENCY),
  ),
  /** Cancelling is free until this many days before the tour's date, then costs the whole price; blank: non-refundable. */
  freeCancellationDays: freeCancellationDaysSchema,
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
  /** The price per child; null: a child pays the adult price (`price`). */
  priceChild: z.string().nullable(),
  currency: z.string(),
  /** Free cancellation until this many days before the tour's date; null: non-refundable. */
  freeCancellationDays: z.number().nullable(),
  description: z.string().nullable(),
  note: z.string().nullable(),
  /** The stored main image's URL (GET media/...), or null. */
  mainImage: z.string().nullable(),
});
export type Tour = z.infer<typeof tourSchema>;

// ---------------------------------------------------------------- selling tours (issue 28)

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const requiredId = (message: string) => z.preprocess(blank, z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message));

/**
 * `GET search/tours`: the excursions of a stay. `toId` is the searched destination (a tour at
 * that place, inside it, or at the country or region that holds it is offered); `startDate` and
 * `endDate` the stay (a tour's date lies within them, from today on); `rooms` the search's rooms
 * JSON text, whose passengers are priced (adults the adult price, children the child price,
 * infants free).
 */
export const tourSearchQuerySchema = z
  .object({
    toId: requiredId(SEARCH_MESSAGES.destination),
    startDate: z.preprocess(blank, z.string({ error: SEARCH_MESSAGES.startDate }).pipe(isoDateSchema)),
    endDate: z.preprocess(blank, z.string({ error: 'End date is required' }).pipe(isoDateSchema)),
    rooms: z.preprocess(blank, searchQuerySchema.shape.rooms),
    currency: z.preprocess(
      blank,
      z
        .string()
        .regex(/^[A-Z]{3}$/, 'must be a currency code')
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must not be before the start date' });
  });
export type TourSearchQuery = z.infer<typeof tourSearchQuerySchema>;

/** One tour on offer for the stay, priced for the whole party in the asked currency. */
export const tourOptionSchema = z.object({
  tourId: z.number(),
  name: z.string(),
  location: tourLocationRefSchema,
  /** The main image's URL, or null. */
  mainImage: z.string().nullable(),
  /** The tour's description as sanitized HTML, or null. */
  description: z.string().nullable(),
  currency: z.string(),
  /** The price per adult and per child in `currency`. */
  adultPrice: z.string(),
  childPrice: z.string(),
  /** Selling price per passenger ('passenger1' -> '45.00'; an infant '0.00'), every passenger of the rooms in wizard order. */
  passengersPrices: z.record(z.string(), z.string()),
  /** The party's price: the sum of passengersPrices. */
  price: z.string(),
  /** The days the tour can be booked on: the stay's days from today on. */
  dates: z.array(z.string()),
  /** Free cancellation until this many days before the chosen date; null: non-refundable. */
  freeCancellationDays: z.number().nullable(),
  /** The signed claim the booking re-prices (domain-rules §7); the chosen date travels beside it (`tourDate`). */
  hash: z.string(),
});
export type TourOption = z.infer<typeof tourOptionSchema>;

/** The answer of `GET search/tours`: the tours on offer, by name; an empty list when none is. */
export const tourSearchAnswerSchema = z.object({
  entities: z.array(tourOptionSchema),
  /** The passengers the options are priced for, in wizard order (passenger1 ...). */
  passengerIds: z.array(z.string()),
  currency: z.string(),
});
export type TourSearchAnswer = z.infer<typeof tourSearchAnswerSchema>;

/** The passenger ids of `rooms` in wizard order, with the band each is priced in. */
export function tourPassengers(rooms: { adults: number; childrenAges: number[] }[]): { passengerId: string; band: 'adult' | 'child' | 'infant' }[] {
  return passengerSlots(rooms, '2000-01-01').map((s) => ({ passengerId: s.id, band: s.ageType }));
}

/** The booking page's facts of a tour item: the tour, its date, the passengers it covers with their band. */
export const bookedTourSchema = z.object({
  tourId: z.number().nullable(),
  tourName: z.string(),
  date: z.string(),
  passengers: z.array(z.object({ passengerId: z.string(), band: z.enum(['adult', 'child', 'infant']) })),
  freeCancellationDays: z.number().nullable(),
});
export type BookedTour = z.infer<typeof bookedTourSchema>;
