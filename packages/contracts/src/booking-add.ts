import { z } from 'zod';
import { isRealDate, optionalText, requiredText } from './common';
import { LEG_KEY, SEGMENT_KEYS } from './flight-rules';
import { FLIGHT_TYPES } from './search-rules';
import { type PassengerField, passengerSlots } from './passengers';
import { bookingPassengerSchema, birthDateProblem } from './bookings';
import { moneyInputSchema } from './users';

/**
 * The admin's manual booking (account spec §2 'add', §3 Booking parameters add mode, §5, §7
 * `POST bookings`): the `booking` JSON part carries `currency` and no option hashes; prices are
 * the admin's. Items: hotel rooms in `bookingItems`, transfers in `newTransfers`, visas in
 * `newVisas`, flights in `newFlights`; `extraPrice` is the Miscellaneous Price.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** `format: 'date'`: how the booking-dates test finds every date field of the body (see realDateSchema). */
const dateField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .refine(isRealDate, 'must be a date YYYY-MM-DD')
    .meta({ format: 'date' });
const idField = (label: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: `${label} is required` })
      .int(`${label} is required`)
      .positive(`${label} is required`),
  );
const price = z
  .preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), moneyInputSchema)
  .refine((v) => !v.startsWith('-'), 'must not be negative');
const count = z.preprocess(
  blank,
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(99, 'must be at most 99').default(1),
);

const datesInOrder = (value: { startDate: string; endDate: string }, ctx: z.RefinementCtx, hotel = false) => {
  // A date that is not one is its field's own 400: there is no order to check.
  if (!isRealDate(value.startDate) || !isRealDate(value.endDate)) return;
  if (hotel ? value.endDate <= value.startDate : value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: hotel ? 'End Date must be after Start Date' : 'End Date must not be before Start Date' });
  }
};

export const manualHotelItemSchema = z
  .object({
    hotelId: idField('Hotel'),
    roomId: idField('Room type'),
    mealTypeId: idField('Meal'),
    startDate: dateField('Start Date'),
    endDate: dateField('End Date'),
    price: z.preprocess((v) => v ?? '', price),
    count,
  })
  .superRefine((v, ctx) => datesInOrder(v, ctx, true));

export const manualServiceItemSchema = z
  .object({
    /** Catalogue visas are titled by the server; free-text lines need it. */
    title: z.preprocess(blank, requiredText('Title', 200).optional()),
    startDate: dateField('Start Date'),
    endDate: dateField('End Date'),
    /** Absent: the catalogue's price (a catalogue visa); given: the admin's own price. */
    price: z.preprocess(blank, price.optional()),
    count,
    /** A visa from the catalogue (newVisas): priced by the server for startDate and the named passengers (domain-rules §5.3). */
    visaId: z.preprocess(blank, z.coerce.number({ error: 'must be an id' }).int('must be an id').positive('must be an id').optional()),
    visaTypeId: z.preprocess(blank, z.coerce.number({ error: 'must be an id' }).int('must be an id').positive('must be an id').optional()),
    /** The passengers the line covers (passenger keys of the booking); empty: every passenger. */
    passengerIds: z
      .array(z.string().regex(/^passenger\d{1,3}$/, 'must be passenger keys'))
      .max(99)
      .default([]),
    /** A transfer from the catalogue (newTransfers): its car category, priced by the server for startDate (arrival) and the passengers (domain-rules §5.2). */
    transferId: z.preprocess(blank, z.coerce.number({ error: 'must be an id' }).int('must be an id').positive('must be an id').optional()),
    carId: z.preprocess(blank, z.coerce.number({ error: 'must be an id' }).int('must be an id').positive('must be an id').optional()),
    /** Arrival and departure (default) or the arrival only. */
    roundTrip: z.preprocess(blank, z.boolean({ error: 'must be true or false' }).optional()),
    /** A tour from the catalogue (issue 28): priced by the server per named passenger's band on startDate, the tour's day. */
    tourId: z.preprocess(blank, z.coerce.number({ error: 'must be an id' }).int('must be an id').positive('must be an id').optional()),
  })
  .superRefine((v, ctx) => {
    // A line from the catalogue is named by it; any other line needs its title.
    if (v.title === undefined && v.visaId === undefined && v.transferId === undefined && v.tourId === undefined)
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'Title is required' });
    datesInOrder(v, ctx);
  });

const passengerKey = z.string().regex(/^passenger\d{1,3}$/, 'must be passenger keys');

/**
 * A flight from the catalogue (issue 30; domain-rules §5.1): the flight, one way on `startDate` or
 * round trip back on `endDate`, the fare of every segment, the passengers (none: every passenger)
 * and optionally a seat per passenger and leg. The server prices it as the storefront does for the
 * booking's agency and takes its seats in the ledger; `price` (the Flight Price, per passenger)
 * replaces the catalogue's price when given.
 */
export const manualFlightItemSchema = z
  .object({
    flightId: idField('Flight'),
    flightType: z.enum(FLIGHT_TYPES, { error: 'must be round or oneway' }).default('round'),
    /**
     * The outbound departure date. Not marked `format: 'date'` (dateField) yet: the booking-dates
     * test would then ask its valid add body for a flight line, which it does not have.
     */
    startDate: z.string({ error: 'Departure Date is required' }).min(1, 'Departure Date is required').refine(isRealDate, 'must be a date YYYY-MM-DD'),
    /** The return date of a round trip; one way: the departure date (or absent). */
    endDate: z.preprocess(blank, z.string().optional()),
    segments: z
      .array(
        z.object({
          segmentKey: z.enum(SEGMENT_KEYS, { error: 'must be outbound or return' }),
          fareId: idField('Fare'),
        }),
        { error: 'choose a fare for every segment' },
      )
      .min(1, 'choose a fare for every segment')
      .max(2, 'a flight has at most two segments'),
    passengerIds: z.array(passengerKey).max(99).default([]),
    seats: z
      .array(
        z.object({
          passengerId: passengerKey,
          legKey: z.string().regex(LEG_KEY, 'must be like outbound-1'),
          seat: z
            .string()
            .trim()
            .toUpperCase()
            .regex(/^\d{1,2}[A-Z]$/, 'a seat is a row and a letter, e.g. 3A'),
        }),
        { error: 'must be a list' },
      )
      .max(200)
      .default([]),
    /** The Flight Price per passenger; absent: the catalogue's. */
    price: z.preprocess(blank, price.optional()),
  })
  .transform((v) => ({ ...v, endDate: v.flightType === 'oneway' ? v.startDate : (v.endDate ?? '') }))
  .superRefine((v, ctx) => {
    if (v.flightType === 'round' && !v.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Return Date is required' });
    else if (v.flightType === 'round' && !isRealDate(v.endDate)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must be a date YYYY-MM-DD' });
    else datesInOrder(v, ctx);
  });
export type ManualFlightItem = z.output<typeof manualFlightItemSchema>;

/** `today` (the server's clock, in the agency's time zone) bounds the birth dates. */
export const bookingAddRequestSchema = (today: string) =>
  z
    .object({
      currency: z.preprocess(
        (v) => (v && typeof v === 'object' && 'code' in v ? (v as { code: unknown }).code : v),
        z.string({ error: 'Currency is required' }).regex(/^[A-Z]{3}$/, 'Currency is required'),
      ),
      to: idField('Destination'),
      startDate: dateField('Start Date'),
      endDate: dateField('End Date'),
      bookingStatusId: idField('Booking status'),
      paymentStatusId: idField('Payment status'),
      extraPrice: z.preprocess((v) => (v === undefined || v === null || v === '' ? '0' : v), moneyInputSchema),
      /**
       * The administrator confirmed booking rooms whose stay restrictions (domain-rules §4.6) the
       * dates break: without it such a room is refused (422 `stay_restricted` naming the reasons);
       * with it the booking is made and the overridden reasons go into its history (issue 33).
       */
      overrideStayRestrictions: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()).default(false),
      fields: z
        .object({
          comment: optionalText(2000),
          agent: z.preprocess(
            blank,
            z.coerce.number({ error: 'must be an agency id' }).int('must be an agency id').positive('must be an agency id').optional(),
          ),
        })
        .default({ comment: undefined, agent: undefined }),
      /** Additional requests: `{ [taxonomyId]: 1 }`; 0 / false / '' mean not asked. */
      additionalRequests: z
        .record(z.string().regex(/^\d+$/, 'keys must be ids'), z.unknown(), { error: 'must be a map of ids' })
        .default({})
        .transform((map) =>
          Object.keys(map)
            .filter((key) => [1, '1', true].includes(map[key] as never))
            .map(Number),
        ),
      bookingItems: z.array(manualHotelItemSchema, { error: 'must be a list' }).max(20, 'at most 20 rooms').default([]),
      newTransfers: z.array(manualServiceItemSchema, { error: 'must be a list' }).max(20, 'at most 20 transfers').default([]),
      newVisas: z.array(manualServiceItemSchema, { error: 'must be a list' }).max(20, 'at most 20 visas').default([]),
      /** Tours from the catalogue (issue 28): `tourId`, the day as startDate (and endDate), the passengers. */
      newTours: z.array(manualServiceItemSchema, { error: 'must be a list' }).max(20, 'at most 20 tours').default([]),
      newFlights: z.array(manualFlightItemSchema, { error: 'must be a list' }).max(9, 'at most 9 flights').default([]),
      passengers: z
        .record(z.string().regex(/^passenger\d{1,3}$/, 'keys must be passenger1, passenger2 ...'), bookingPassengerSchema, { error: 'passengers is required' })
        .refine((p) => Object.keys(p).length > 0, 'add at least one passenger'),
    })
    .superRefine((value, ctx) => {
      datesInOrder(value, ctx);
      if (value.bookingItems.length + value.newTransfers.length + value.newVisas.length + value.newFlights.length + value.newTours.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['bookingItems'], message: 'add at least one room, flight, transfer, visa or tour' });
      }
      for (const [key, passenger] of Object.entries(value.passengers)) {
        const problem = birthDateProblem(passenger, value.startDate, today);
        if (problem) ctx.addIssue({ code: 'custom', path: ['passengers', key, problem.field], message: problem.message });
      }
    });
export type BookingAddRequest = z.output<ReturnType<typeof bookingAddRequestSchema>>;

/** Add mode is told apart from the wizard's booking by its `currency` (account spec §7). */
export const isBookingAddPayload = (json: unknown): boolean => typeof json === 'object' && json !== null && !Array.isArray(json) && 'currency' in json;

/** A field of the add page's passenger cards; passport and photo are optional uploads. */
export type AddPassengerField = Omit<PassengerField, 'required' | 'type'> & { type: PassengerField['type']; required: boolean };
type Choice = { value: string; label: string };

/**
 * One passenger card's fields of add mode and Add Passenger: the wizard's (POST
 * search/passenger-fields) for an adult, birth-date bounds counted from `today`, plus the
 * optional passport and photo uploads.
 */
export function addPassengerCardFields(today: string): AddPassengerField[] {
  const [adult] = passengerSlots([{ adults: 1, childrenAges: [] }], today, today);
  return [
    ...adult!.fields,
    { name: 'passport', label: 'Passport', type: 'image', required: false },
    { name: 'photo', label: 'Photo', type: 'image', required: false },
  ];
}

/** `GET bookings/utils/get-add-passenger-fields` (account spec §7). */
export type AddPassengerFields = {
  bookingFields: { comment: true; agent: Choice[]; additionalRequests: Choice[] };
  passengerFields: AddPassengerField[];
};
