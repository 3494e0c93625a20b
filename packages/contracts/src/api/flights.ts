import { z } from 'zod';
import { idParamSchema, idSchema, successSchema } from '../common';
import {
  fareInputSchema,
  fareSchema,
  flightCreateRequestSchema,
  flightListQuerySchema,
  flightListSchema,
  flightSchema,
  flightUpdateRequestSchema,
} from '../flights';
import { defineRoutes, errorResponse, guarded } from './define';

/** `:id` is the flight (one parameter name per position keeps the router's tree simple). */
export const flightFareParamsSchema = idParamSchema.extend({ fareId: idSchema });

const logoFile = z.string().meta({ format: 'binary', description: 'The airline logo: jpg, jpeg, gif or png, at most 5 MB' });
/** The flight forms as documented: the text parts (JSON-text parts shown as what they hold) and the logo file. */
export const flightCreateFormSchema = z.object({ ...flightCreateRequestSchema.shape, airlineLogo: logoFile.optional() });
export const flightUpdateFormSchema = z.object({ ...flightUpdateRequestSchema.shape, airlineLogo: logoFile.optional() });

const refused = { ...guarded, 404: errorResponse } as const;
/** Deletes refuse with 409 once bookings use the flight, fare or pricing row. */
const deleteRefused = { ...refused, 409: errorResponse } as const;

const flightSave = {
  path: '/flights/:id',
  access: 'admin',
  params: idParamSchema,
  form: true,
  body: flightUpdateFormSchema,
  responses: { 200: flightSchema, ...refused, 413: errorResponse },
} as const;

/**
 * The flight catalogue (back-office spec §2 Flights, §3, §7 Flights; domain-rules §5.1):
 * administrators only. Schedule, seat maps, extras and fare pricing travel in the flight save
 * as JSON-text parts; a fare's own fields have their own calls.
 */
export const flightsApi = defineRoutes('flights', {
  listFlights: {
    method: 'GET',
    path: '/flights',
    summary: 'A page of flights (name, airports, airline), searched by from and to airport and text',
    access: 'admin',
    query: flightListQuerySchema,
    responses: { 200: flightListSchema, ...guarded },
  },
  createFlight: {
    method: 'POST',
    path: '/flights',
    summary: 'Adds a flight (multipart: name, fromAirport and toAirport as JSON, description, note; airline, markups as JSON; airlineLogo file)',
    access: 'admin',
    form: true,
    body: flightCreateFormSchema,
    responses: { 201: flightSchema, ...guarded, 413: errorResponse },
  },
  getFlight: {
    method: 'GET',
    path: '/flights/:id',
    summary: 'A flight with its schedule, seat maps, extras, fares and fare pricing (the edit screen)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: flightSchema, ...refused },
  },
  updateFlightOverride: {
    method: 'POST',
    summary: 'Saves a flight (multipart with _method=PUT: Info fields, segments with legs, seat maps and extras, fares with pricing periods as JSON text)',
    ...flightSave,
  },
  updateFlight: { method: 'PUT', summary: 'Saves a flight (multipart, or the same fields as a JSON object)', ...flightSave },
  deleteFlight: {
    method: 'DELETE',
    path: '/flights/:id',
    summary: 'Deletes a flight with its fares (refused with 409 while bookings use it)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: successSchema, ...deleteRefused },
  },
  deleteFarePricing: {
    method: 'DELETE',
    path: '/flights/fare-pricing/:id',
    summary: 'Deletes a pricing period of a fare (refused with 409 while bookings use it)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: successSchema, ...deleteRefused },
  },
  createFare: {
    method: 'POST',
    path: '/flights/:id/fares',
    summary: 'Adds a fare to a flight (JSON: name, code, meal, description, handBagagges, baggages, cancellationRules)',
    access: 'admin',
    params: idParamSchema,
    body: fareInputSchema,
    responses: { 201: fareSchema, ...refused },
  },
  getFare: {
    method: 'GET',
    path: '/flights/:id/fares/:fareId',
    summary: 'A fare of a flight with its cancellation rules and pricing periods',
    access: 'admin',
    params: flightFareParamsSchema,
    responses: { 200: fareSchema, ...refused },
  },
  updateFare: {
    method: 'PUT',
    path: '/flights/:id/fares/:fareId',
    summary: 'Saves a fare (its pricing periods are kept)',
    access: 'admin',
    params: flightFareParamsSchema,
    body: fareInputSchema,
    responses: { 200: fareSchema, ...refused },
  },
  deleteFare: {
    method: 'DELETE',
    path: '/flights/:id/fares/:fareId',
    summary: 'Deletes a fare of a flight with its pricing (refused with 409 while bookings use it)',
    access: 'admin',
    params: flightFareParamsSchema,
    responses: { 200: successSchema, ...deleteRefused },
  },
});
