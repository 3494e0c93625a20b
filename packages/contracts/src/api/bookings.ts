import { z } from 'zod';
import { bookingCreatedSchema, bookingListQuerySchema, bookingListSchema, bookingViewSchema, PASSENGER_FILE_KINDS } from '../bookings';
import { cancellationInfoSchema } from '../cancellation-recap';
import { idParamSchema } from '../common';
import { defineRoutes, errorResponse, fileResponse, guarded } from './define';
import { passengerFieldSchema } from './search';

/**
 * The bookings calls (account spec §7): create (the wizard's booking and the admin's manual
 * add), the list and its CSV, one booking per role (an agent's answer has no net prices,
 * income or note: those fields are optional), cancel, the save, documents and files.
 */

const choice = z.object({ value: z.string(), label: z.string() });
const refused = { ...guarded, 404: errorResponse } as const;

/** Passenger files: `passenger1` ... and passport or photo. */
export const passengerFileParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  key: z.string().regex(/^passenger\d{1,3}$/),
  kind: z.enum(PASSENGER_FILE_KINDS),
});
/** The documents an admin attached to an item, by their position. */
export const itemFileParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  itemId: z.coerce.number().int().positive(),
  index: z.coerce.number().int().min(0),
});

/** Links opened as plain downloads carry a one-minute, single-use token (POST download-token), never the login token. */
const downloadToken = z.string().max(200).optional().meta({ description: 'A single-use download token from POST download-token' });
export const voucherQuerySchema = z.object({
  token: downloadToken,
  copy: z.enum(['client']).optional().meta({ description: "'client': the traveller's copy, without prices, payments or balance" }),
});
export const bookingsCsvQuerySchema = bookingListQuerySchema.extend({
  token: z.string().optional().meta({ description: 'A single-use download token from POST download-token' }),
});

/** The text parts of `POST bookings`; passports and photos travel as `files[passport][passenger1]`, `files[photo][passenger1]` (add mode: `files[passport][1]`). */
export const bookingCreateFormSchema = z.object({
  booking: z.string().meta({
    description:
      'JSON text: the wizard sends passengers, fields, booking (bookingItems with hashes) and searchParams; the add page sends currency, dates, items and passengers',
  }),
});

/** The text parts of the save (`POST bookings/{id}`, `_method=PUT`); item documents travel as `files[bookingitems-files][itemId][]`. */
export const bookingSaveFormSchema = z
  .object({
    _method: z.literal('PUT').optional(),
    booking: z.string().meta({ description: 'JSON text of the edited booking (bookings-edit.ts bookingUpdateSchema)' }),
  })
  .catchall(z.string().meta({ description: '`payments[n]`: JSON text of a new payment' }));

export const detailsEmailSentSchema = z.object({ success: z.literal(true), message: z.string() });

/** `GET bookings/utils/get-add-passenger-fields`: the add page's booking fields and one passenger card. */
export const addPassengerFieldsSchema = z.object({
  bookingFields: z.object({ comment: z.literal(true), agent: z.array(choice), additionalRequests: z.array(choice) }),
  passengerFields: z.array(passengerFieldSchema),
});

/**
 * The booking page: the booking with each passenger's card (issue 29; contracts passengers.ts
 * passengerCardFields), the fields the wizard asked for the products they travel on, by passenger
 * key. The values are in `passengers[key]` (columns and `fields`).
 */
export const bookingPageSchema = bookingViewSchema.extend({ passengerFields: z.record(z.string(), z.array(passengerFieldSchema)).optional() });

const bookingById = { params: idParamSchema, responses: { 200: bookingPageSchema, ...refused, 422: errorResponse } } as const;
const cancel = {
  ...bookingById,
  path: '/bookings/:id/cancel',
  summary: "Cancels a booking at today's cancellation cost",
  access: 'user',
  apiKey: 'book',
} as const;
const sendDetails = {
  path: '/bookings/:id/send-details-email',
  summary: "Queues the booking's details mail to its agency (admin)",
  access: 'admin',
  params: idParamSchema,
  responses: { 200: detailsEmailSentSchema, ...refused },
} as const;

export const bookingsApi = defineRoutes('bookings', {
  create: {
    method: 'POST',
    path: '/bookings',
    apiKey: 'book',
    summary:
      "Books the wizard's rooms (re-priced from their hashes) or, for an admin, a hand-made booking; an Idempotency-Key header makes a retry answer the first booking (200)",
    access: 'user',
    form: true,
    body: bookingCreateFormSchema,
    responses: { 200: bookingCreatedSchema, 201: bookingCreatedSchema, ...refused, 409: errorResponse, 413: errorResponse, 422: errorResponse },
  },
  list: {
    method: 'GET',
    path: '/bookings',
    apiKey: 'book',
    summary: "My Bookings: a page of the caller's bookings (an admin's: every agency's) with the filters",
    access: 'user',
    query: bookingListQuerySchema,
    responses: { 200: bookingListSchema, ...guarded },
  },
  csv: {
    method: 'GET',
    path: '/bookings/csv/download',
    summary: 'The filtered bookings as a CSV file (opened as a link with a download token)',
    access: 'public',
    query: bookingsCsvQuerySchema,
    responses: { 200: fileResponse('text/csv', 'Every booking the filters find, one row each'), 400: errorResponse, 401: errorResponse },
  },
  addPassengerFields: {
    method: 'GET',
    path: '/bookings/utils/get-add-passenger-fields',
    summary: "The add page's booking fields and a passenger card's fields (admin)",
    access: 'admin',
    responses: { 200: addPassengerFieldsSchema, ...guarded },
  },
  read: {
    ...bookingById,
    method: 'GET',
    path: '/bookings/:id',
    summary: 'One booking (an agent sees no net prices, income or note)',
    access: 'user',
    apiKey: 'book',
  },
  save: {
    ...bookingById,
    method: 'POST',
    path: '/bookings/:id',
    summary: 'Saves an edited booking (multipart, `_method=PUT`): items, passengers, payments, documents',
    access: 'user',
    form: true,
    body: bookingSaveFormSchema,
    responses: { ...bookingById.responses, 409: errorResponse, 413: errorResponse },
  },
  cancellationInfo: {
    method: 'GET',
    path: '/bookings/:id/cancellation-info',
    apiKey: 'book',
    summary: 'What cancelling the booking today would cost',
    access: 'user',
    params: idParamSchema,
    responses: { 200: cancellationInfoSchema, ...refused, 422: errorResponse },
  },
  // The spec cancels with a GET; POST is accepted too, as clients and proxies expect for a change.
  cancel: { ...cancel, method: 'GET' },
  cancelPost: { ...cancel, method: 'POST' },
  passengerFile: {
    method: 'GET',
    path: '/bookings/:id/passengers/:key/:kind',
    summary: "A passenger's passport scan or photo",
    access: 'user',
    params: passengerFileParamsSchema,
    responses: { 200: fileResponse('image/*', 'The stored image'), ...refused },
  },
  itemFile: {
    method: 'GET',
    path: '/bookings/:id/items/:itemId/files/:index',
    summary: 'A document attached to a booking item (image or PDF, PDF as an attachment)',
    access: 'user',
    params: itemFileParamsSchema,
    responses: { 200: fileResponse('application/octet-stream', 'The stored image or PDF'), ...refused },
  },
  voucher: {
    method: 'GET',
    path: '/bookings/:id/pdf/download',
    summary: 'The voucher PDF (opened as a link with a download token)',
    access: 'public',
    params: idParamSchema,
    query: voucherQuerySchema,
    responses: { 200: fileResponse('application/pdf', 'The voucher'), 400: errorResponse, 401: errorResponse, 404: errorResponse, 422: errorResponse },
  },
  // The spec sends it with a GET; POST is accepted too, as for cancel.
  sendDetailsEmail: { ...sendDetails, method: 'GET' },
  sendDetailsEmailPost: { ...sendDetails, method: 'POST' },
  reload: {
    ...bookingById,
    method: 'GET',
    path: '/bookings/:id/reload',
    summary: 'Reads the booking again as it is now (admin)',
    access: 'admin',
    responses: { 200: bookingPageSchema, ...refused },
  },
});
