import { idParamSchema, successSchema } from '../common';
import { tourInputSchema, tourListQuerySchema, tourListSchema, tourSchema, tourSearchAnswerSchema, tourSearchQuerySchema } from '../tours';
import { defineRoutes, errorResponse, guarded } from './define';

const refused = { ...guarded, 404: errorResponse } as const;

const tourSave = {
  path: '/tours/:id',
  access: 'admin',
  params: idParamSchema,
  form: true,
  body: tourInputSchema,
  responses: { 200: tourSchema, ...refused, 413: errorResponse },
} as const;

/**
 * The tour catalogue (back-office spec §2 Tours, §3 Tour, §7 Tours; domain-rules §5.5):
 * administrators only. The forms are multipart with one main image file.
 */
export const toursApi = defineRoutes('tours', {
  listTours: {
    method: 'GET',
    path: '/tours',
    summary: 'A page of tours (name, price, location), searched by text (the name or the location)',
    access: 'admin',
    query: tourListQuerySchema,
    responses: { 200: tourListSchema, ...guarded },
  },
  createTour: {
    method: 'POST',
    path: '/tours',
    summary: 'Adds a tour (multipart: name, price, location id, description, note, and the main image as mainImage, images[] or newImages[])',
    access: 'admin',
    form: true,
    body: tourInputSchema,
    responses: { 201: tourSchema, ...guarded, 413: errorResponse },
  },
  getTour: {
    method: 'GET',
    path: '/tours/:id',
    summary: 'A tour with its location, description, note and main image URL',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: tourSchema, ...refused },
  },
  updateTourOverride: {
    method: 'POST',
    summary: 'Saves a tour (multipart with _method=PUT: every field; a new main image file replaces the stored one, none keeps it)',
    ...tourSave,
  },
  updateTour: { method: 'PUT', summary: 'Saves a tour (multipart, or the same fields as a JSON object)', ...tourSave },
  deleteTour: {
    method: 'DELETE',
    path: '/tours/:id',
    summary: 'Deletes a tour with its main image',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: successSchema, ...refused },
  },
});

/**
 * `GET search/tours` (issue 28): the excursions of a stay, every tour at or around the searched
 * destination priced for the party, with the days it can be booked on. Public like `GET search`;
 * a tour is sold at its catalogue price (no markup, docs/decisions.md).
 */
export const tourSearchApi = defineRoutes('search', {
  tours: {
    method: 'GET',
    path: '/search/tours',
    apiKey: 'search',
    summary: 'Tours on offer for a stay at a destination, priced per passenger (rooms as GET search sends them), with the days they can be booked on',
    access: 'public',
    query: tourSearchQuerySchema,
    responses: { 200: tourSearchAnswerSchema, 400: errorResponse },
  },
});
