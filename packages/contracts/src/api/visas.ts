import { idParamSchema, idSchema, successSchema } from '../common';
import {
  visaCreateRequestSchema,
  visaListQuerySchema,
  visaListSchema,
  visaSchema,
  visaTypeInputSchema,
  visaTypeSchema,
  visaUpdateRequestSchema,
} from '../visas';
import { defineRoutes, errorResponse, guarded } from './define';

/** `:id` is the visa (one parameter name per position keeps the router's tree simple). */
export const visaTypeParamsSchema = idParamSchema.extend({ typeId: idSchema });

const refused = { ...guarded, 404: errorResponse } as const;
/** Deletes refuse with 409 once bookings use the visa, type or pricing row. */
const deleteRefused = { ...refused, 409: errorResponse } as const;

const visaSave = {
  path: '/visas/:id',
  access: 'admin',
  params: idParamSchema,
  form: true,
  body: visaUpdateRequestSchema,
  responses: { 200: visaSchema, ...refused, 413: errorResponse },
} as const;

/**
 * The visa catalogue (back-office spec §2 Visas, §3 Visa, §7 Visas; domain-rules §5.3):
 * administrators only. Type pricing travels in the visa save as the `types` JSON part; a type's
 * own name has its own calls.
 */
export const visasApi = defineRoutes('visas', {
  listVisas: {
    method: 'GET',
    path: '/visas',
    summary: 'A page of visas (name, nationalities, destinations), searched by nationality, destination and text',
    access: 'admin',
    query: visaListQuerySchema,
    responses: { 200: visaListSchema, ...guarded },
  },
  createVisa: {
    method: 'POST',
    path: '/visas',
    summary: 'Adds a visa (JSON: name, origins and destinations as id lists, defaultCurrency, age limits, description, markups)',
    access: 'admin',
    body: visaCreateRequestSchema,
    responses: { 201: visaSchema, ...guarded },
  },
  getVisa: {
    method: 'GET',
    path: '/visas/:id',
    summary: 'A visa with its nationalities, destinations, types and their pricing, and markups (the edit screen)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: visaSchema, ...refused },
  },
  updateVisaOverride: {
    method: 'POST',
    summary: 'Saves a visa (form data with _method=PUT: Info fields, origins[] and destinations[] as repeated ids, types with their pricing as JSON text)',
    ...visaSave,
  },
  updateVisa: { method: 'PUT', summary: 'Saves a visa (form data, or the same fields as a JSON object)', ...visaSave },
  deleteVisa: {
    method: 'DELETE',
    path: '/visas/:id',
    summary: 'Deletes a visa with its types and pricing (refused with 409 while bookings use it)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: successSchema, ...deleteRefused },
  },
  deleteVisaTypePricing: {
    method: 'DELETE',
    path: '/visas/type-pricing/:id',
    summary: 'Deletes a pricing period of a visa type (refused with 409 while bookings use it)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: successSchema, ...deleteRefused },
  },
  createVisaType: {
    method: 'POST',
    path: '/visas/:id/types',
    summary: 'Adds a type (option) to a visa (JSON: name)',
    access: 'admin',
    params: idParamSchema,
    body: visaTypeInputSchema,
    responses: { 201: visaTypeSchema, ...refused },
  },
  getVisaType: {
    method: 'GET',
    path: '/visas/:id/types/:typeId',
    summary: 'A type of a visa with its pricing periods',
    access: 'admin',
    params: visaTypeParamsSchema,
    responses: { 200: visaTypeSchema, ...refused },
  },
  updateVisaType: {
    method: 'PUT',
    path: '/visas/:id/types/:typeId',
    summary: 'Renames a visa type (its pricing periods are kept)',
    access: 'admin',
    params: visaTypeParamsSchema,
    body: visaTypeInputSchema,
    responses: { 200: visaTypeSchema, ...refused },
  },
  deleteVisaType: {
    method: 'DELETE',
    path: '/visas/:id/types/:typeId',
    summary: 'Deletes a type of a visa with its pricing (refused with 409 while bookings use it)',
    access: 'admin',
    params: visaTypeParamsSchema,
    responses: { 200: successSchema, ...deleteRefused },
  },
});
