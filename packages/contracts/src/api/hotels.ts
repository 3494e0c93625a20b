import { z } from 'zod';
import { idParamSchema, successSchema } from '../common';
import {
  hotelCreateRequestSchema,
  hotelListQuerySchema,
  hotelListSchema,
  hotelSchema,
  hotelSearchQuerySchema,
  hotelUpdateRequestSchema,
  roomRequestSchema,
  roomSchema,
} from '../hotels';
import { defineRoutes, errorResponse, guarded } from './define';

/** `:id` is the hotel (one parameter name per position keeps the router's tree simple). */
export const hotelRoomParamsSchema = idParamSchema.extend({ roomId: z.coerce.number().int().positive() });

/** An entry of the storefront's hotel box: a hotel, or the leading 'All' (any hotel). */
export const hotelSearchOptionSchema = z.union([z.object({ value: z.number(), label: z.string() }), z.object({ value: z.literal('all'), label: z.string() })]);
export const hotelSearchOptionsSchema = z.object({ entities: z.array(hotelSearchOptionSchema) });

/**
 * The hotel forms as documented: the text parts parsed by the server (the JSON-text parts shown
 * as what they hold) plus the image files, which lib/uploads checks by content.
 */
const imageFile = z.string().meta({ format: 'binary', description: 'An image file: jpg, jpeg, gif or png, at most 5 MB' });
const imageParts = { mainImage: imageFile.optional(), newImages: z.array(imageFile).optional() };
export const hotelCreateFormSchema = z.object({ ...hotelCreateRequestSchema.shape, ...imageParts });
export const hotelUpdateFormSchema = z.object({ ...hotelUpdateRequestSchema.shape, ...imageParts });

const refused = { ...guarded, 404: errorResponse } as const;
/** Saves may also refuse with 409 (a record in use) or 422 (an allotment below the rooms sold). */
const saveRefused = { ...refused, 409: errorResponse, 413: errorResponse, 422: errorResponse } as const;

const hotelSave = {
  path: '/hotels/:id',
  access: 'admin',
  params: idParamSchema,
  form: true,
  body: hotelUpdateFormSchema,
  responses: { 200: hotelSchema, ...saveRefused },
} as const;

/**
 * The hotel catalogue (back-office spec §2 Hotels, §3, §7 Hotels): administrators only, but
 * the storefront's hotel box (storefront spec §7). Pricing, offers, stop sales, allotment and
 * cancellation rules travel in the hotel save's form as JSON-text parts.
 */
export const hotelsApi = defineRoutes('hotels', {
  listHotels: {
    method: 'GET',
    path: '/hotels',
    summary: 'A page of hotels (name, location, category), searched by name, location tree and category',
    access: 'admin',
    query: hotelListQuerySchema,
    responses: { 200: hotelListSchema, ...guarded },
  },
  searchHotels: {
    method: 'GET',
    path: '/hotels/search',
    summary: "Hotel options of the search box (value, label; at most 50), 'All' first except in flight mode",
    access: 'public',
    query: hotelSearchQuerySchema,
    responses: { 200: hotelSearchOptionsSchema, 400: errorResponse },
  },
  getHotel: {
    method: 'GET',
    path: '/hotels/:id',
    summary: 'A hotel with its rooms, pricing, allotment, offers and cancellation rules (the edit screen)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: hotelSchema, ...refused },
  },
  createHotel: {
    method: 'POST',
    path: '/hotels',
    summary: 'Adds a hotel (multipart: the Info fields, mainImage and newImages files, mealTypes, markups and mealsPrices as JSON text)',
    access: 'admin',
    form: true,
    body: hotelCreateFormSchema,
    responses: { 201: hotelSchema, ...guarded, 409: errorResponse, 413: errorResponse },
  },
  updateHotelOverride: {
    method: 'POST',
    summary:
      'Saves a hotel (multipart with _method=PUT: Info fields, images kept, newImages, rooms with pricing and allotments, cancellation rules and each offer list as JSON text)',
    ...hotelSave,
  },
  updateHotel: { method: 'PUT', summary: 'Saves a hotel (multipart, or the same fields as a JSON object)', ...hotelSave },
  deleteHotel: {
    method: 'DELETE',
    path: '/hotels/:id',
    summary: 'Deletes a hotel (refused with 409 while bookings use it)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: successSchema, ...refused, 409: errorResponse },
  },
  deletePricing: {
    method: 'DELETE',
    path: '/hotels/room-pricing/:id',
    summary: 'Deletes a pricing period of a room type',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: successSchema, ...refused },
  },
  deleteOffer: {
    method: 'DELETE',
    path: '/hotels/offers/:id',
    summary: 'Deletes an offer or stop sale of any kind',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: successSchema, ...refused },
  },
});

/** Room types of a hotel (back-office spec §2 Room add/edit, §7): administrators only. */
export const hotelRoomsApi = defineRoutes('hotels', {
  createRoom: {
    method: 'POST',
    path: '/hotels/:id/rooms',
    summary: 'Adds a room type to a hotel (JSON; roomFacilities as an id-to-1 map or an id list)',
    access: 'admin',
    params: idParamSchema,
    body: roomRequestSchema,
    responses: { 201: roomSchema, ...refused },
  },
  getRoom: {
    method: 'GET',
    path: '/hotels/:id/rooms/:roomId',
    summary: 'A room type of a hotel with its pricing and allotment',
    access: 'admin',
    params: hotelRoomParamsSchema,
    responses: { 200: roomSchema, ...refused },
  },
  updateRoom: {
    method: 'PUT',
    path: '/hotels/:id/rooms/:roomId',
    summary: 'Saves a room type (its pricing periods are kept)',
    access: 'admin',
    params: hotelRoomParamsSchema,
    body: roomRequestSchema,
    responses: { 200: roomSchema, ...refused },
  },
  deleteRoom: {
    method: 'DELETE',
    path: '/hotels/:id/rooms/:roomId',
    summary: 'Deletes a room type of a hotel',
    access: 'admin',
    params: hotelRoomParamsSchema,
    responses: { 200: successSchema, ...refused, 409: errorResponse },
  },
});
