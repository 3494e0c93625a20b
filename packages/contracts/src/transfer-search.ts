import { z } from 'zod';
import { isoDateSchema } from './common';
import { SEARCH_MESSAGES, searchQuerySchema } from './search';
import { TIME_OF_DAY } from './transfer-rules';

export * from './transfer-rules';

/**
 * Transfers sold with a stay or a flight (storefront spec §2 transfer toggle, §3 Transfer, §4
 * point 4, §5; account spec §3 Booking item transfer; domain-rules §5.2, §7, §10). Money is decimal
 * text with two decimals ("110.00"), as the hotel search answers it.
 *
 * The wizard asks `GET search/transfers` for the searched trip (arrival airport, hotel, arrival and
 * departure days, rooms): one option per (transfer, car category) that fits every searched room,
 * each room getting its own car of that category, priced per car, cheapest first. The chosen
 * option becomes one booking item `{ productType: 'transfer', hash, passengerIds, transferDetails }`
 * (price = the option's price for all its cars, count 1); the booking re-prices it on the server.
 */

export const TRANSFER_CAR_TYPES = ['individual', 'group'] as const;
export type TransferCarType = (typeof TRANSFER_CAR_TYPES)[number];

export const TRANSFER_MESSAGES = {
  destinationAirport: SEARCH_MESSAGES.destinationAirport,
  hotel: SEARCH_MESSAGES.hotel,
  startDate: SEARCH_MESSAGES.startDate,
  endDate: SEARCH_MESSAGES.endDate,
  rooms: SEARCH_MESSAGES.rooms,
  adults: SEARCH_MESSAGES.adults,
} as const;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const requiredId = (message: string) => z.preprocess(blank, z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message));

/**
 * The chosen hotel room options as the wizard URL carries them (`options=<optionId>~<hash>,…`, or
 * bare hashes), comma-separated, in room order: their hashes. Used for the hotel's free-transfer
 * offer (domain-rules §5.2).
 */
const optionHashes = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',').map((part) => part.slice(part.indexOf('~') + 1).trim())) : v),
  z.array(z.string().min(1, 'must be option hashes separated by commas').max(4000)).max(30, 'at most 30 options').default([]),
);

/**
 * `GET search/transfers` query. `startDate` is the arrival day (pickup at the airport), `endDate`
 * the departure day (required for a round trip). Round trip in hotel and package modes and with a
 * round-trip flight; one way only with a one-way flight.
 */
export const transferSearchQuerySchema = z
  .object({
    toAirportId: requiredId(TRANSFER_MESSAGES.destinationAirport),
    hotelId: requiredId(TRANSFER_MESSAGES.hotel),
    startDate: z.preprocess(blank, z.string({ error: TRANSFER_MESSAGES.startDate }).pipe(isoDateSchema)),
    endDate: z.preprocess(blank, isoDateSchema.optional()),
    flightType: z.preprocess(blank, z.enum(['round', 'oneway'], { error: 'flightType must be round or oneway' }).default('round')),
    rooms: searchQuerySchema.shape.rooms,
    currency: z.preprocess(
      blank,
      z
        .string()
        .regex(/^[A-Z]{3}$/, 'must be a currency code')
        .optional(),
    ),
    options: optionHashes,
  })
  .superRefine((value, ctx) => {
    if (value.flightType === 'round' && !value.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: TRANSFER_MESSAGES.endDate });
    if (value.endDate && value.endDate < value.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before the start date' });
    if (value.rooms.length === 0) ctx.addIssue({ code: 'custom', path: ['rooms'], message: TRANSFER_MESSAGES.rooms });
    value.rooms.forEach((room, i) => {
      if (room.adults < 1) ctx.addIssue({ code: 'custom', path: ['rooms', i, 'adults'], message: TRANSFER_MESSAGES.adults });
    });
  });
export type TransferSearchQuery = z.infer<typeof transferSearchQuerySchema>;

/** A car of an option: the category and its selling price for that room's guests. */
export const transferCarOptionSchema = z.object({ id: z.number(), name: z.string(), type: z.enum(TRANSFER_CAR_TYPES), price: z.string() });

/** Which age bands a hotel's free-transfer offer makes free (back-office spec §3 freeTransfers flags). */
export const freeTransferFlagsSchema = z.object({ adult: z.boolean(), child: z.boolean(), infant: z.boolean() });
export type FreeTransferFlags = z.infer<typeof freeTransferFlagsSchema>;

/** One (transfer, car category) that fits every searched room (storefront spec §3 Transfer). */
export const transferOptionSchema = z.object({
  transferId: z.number(),
  /** The transfer's name ('CDG airport - Paris hotels'). */
  name: z.string(),
  carId: z.number(),
  carName: z.string(),
  carType: z.enum(TRANSFER_CAR_TYPES),
  /** Every car together: the booking item's price (count 1). */
  price: z.string(),
  currency: z.string(),
  /** Arrival and departure (true) or the arrival only. */
  roundTrip: z.boolean(),
  /** One car per searched room, in room order. */
  transfers: z.array(z.object({ roomKeys: z.array(z.string()), car: transferCarOptionSchema })),
  /** The hotel's free-transfer offer that applies to the chosen rooms, when there is one; null otherwise. */
  freeTransfer: freeTransferFlagsSchema.nullable(),
  /** The transfer's cancellation rules in words ('Non-refundable' when it has none). */
  cancellation: z.array(z.string()),
  /** The signed claim the booking re-prices (domain-rules §7). */
  hash: z.string(),
});
export type TransferOption = z.infer<typeof transferOptionSchema>;

/** The answer of `GET search/transfers`: every fitting option, cheapest first; an empty list when no transfer matches. */
export const transferSearchAnswerSchema = z.object({ entities: z.array(transferOptionSchema) });
export type TransferSearchAnswer = z.infer<typeof transferSearchAnswerSchema>;

// ---------------------------------------------------------------- the booking's transfer details

const flightNumber = z.string({ error: 'is required' }).trim().min(1, 'is required').max(20, 'must be at most 20 characters');
const optionalFlightNumber = z.preprocess(blank, z.string().trim().max(20, 'must be at most 20 characters').optional());
const timeOfDay = z.string({ error: 'is required' }).regex(TIME_OF_DAY, 'must be a time HH:MM');

/**
 * What the transfer card asks (domain-rules §5.2): the arrival flight number and time (filled from
 * the booked flight in a package), and for a round trip optionally the departure flight and time.
 * Required on a transfer item (`booking.bookingItems.<i>.transferDetails`), refused on the others.
 */
export const transferDetailsSchema = z.object({
  arrivalFlightNumber: flightNumber,
  arrivalTime: timeOfDay,
  departureFlightNumber: optionalFlightNumber,
  departureTime: z.preprocess(blank, timeOfDay.optional()),
});
export type TransferDetails = z.infer<typeof transferDetailsSchema>;

// ---------------------------------------------------------------- the booked transfer item

/** The booking page's facts of a transfer item (account spec §3 Booking item: transfer, transferCar; Transfer Details card). */
export const bookedTransferSchema = z.object({
  transferId: z.number().nullable(),
  transferName: z.string(),
  carId: z.number().nullable(),
  carName: z.string(),
  carType: z.enum(TRANSFER_CAR_TYPES),
  roundTrip: z.boolean(),
  arrivalFlightNumber: z.string().nullable(),
  arrivalTime: z.string().nullable(),
  departureFlightNumber: z.string().nullable(),
  departureTime: z.string().nullable(),
  /** The pickup at the airport: the arrival date and time ('YYYY-MM-DDTHH:MM'); null when the arrival time is unknown. */
  pickupTime: z.string().nullable(),
  /** One car per room: the guests it carries and its selling price. */
  cars: z.array(z.object({ roomKeys: z.array(z.string()), passengerIds: z.array(z.string()), carName: z.string(), price: z.string() })),
  freeTransfer: freeTransferFlagsSchema.nullable(),
});
export type BookedTransfer = z.infer<typeof bookedTransferSchema>;

/** 'YYYY-MM-DDTHH:MM' of the pickup: the arrival date at the arrival time. */
export const transferPickupTime = (arrivalDate: string, arrivalTime: string | null | undefined) => (arrivalTime ? `${arrivalDate}T${arrivalTime}` : null);
