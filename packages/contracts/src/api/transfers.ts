import { idParamSchema, idSchema, successSchema } from '../common';
import {
  carCreateSchema,
  carUpdateSchema,
  transferCarSchema,
  transferCreateRequestSchema,
  transferListQuerySchema,
  transferListSchema,
  transferSchema,
  transferUpdateRequestSchema,
} from '../transfers';
import { defineRoutes, errorResponse, guarded } from './define';

/** `:id` is the transfer (one parameter name per position keeps the router's tree simple). */
export const transferCarParamsSchema = idParamSchema.extend({ carId: idSchema });

const refused = { ...guarded, 404: errorResponse } as const;
/** Deletes refuse with 409 once bookings use the transfer, car category or pricing row. */
const deleteRefused = { ...refused, 409: errorResponse } as const;

const transferSave = {
  path: '/transfers/:id',
  access: 'admin',
  params: idParamSchema,
  form: true,
  body: transferUpdateRequestSchema,
  responses: { 200: transferSchema, ...refused },
} as const;

/**
 * The transfer catalogue (back-office spec §2 Transfers, §3, §7 Transfers; domain-rules §5.2):
 * administrators only. Origins and destinations are `GET products` ids; the cars' pricing
 * periods travel in the transfer save; a car category's own fields have their own calls.
 */
export const transfersApi = defineRoutes('transfers', {
  listTransfers: {
    method: 'GET',
    path: '/transfers',
    summary: 'A page of transfers (name, origins, destinations), searched by origin, destination and text',
    access: 'admin',
    query: transferListQuerySchema,
    responses: { 200: transferListSchema, ...guarded },
  },
  createTransfer: {
    method: 'POST',
    path: '/transfers',
    summary: 'Adds a transfer (JSON: name, origins and destinations as id lists, defaultCurrency, age limits, description; markups, cancellationRules)',
    access: 'admin',
    body: transferCreateRequestSchema,
    responses: { 201: transferSchema, ...guarded },
  },
  getTransfer: {
    method: 'GET',
    path: '/transfers/:id',
    summary: 'A transfer with its places, car categories and their pricing, cancellation rules and markups (the edit screen)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: transferSchema, ...refused },
  },
  updateTransferOverride: {
    method: 'POST',
    summary:
      'Saves a transfer (form with _method=PUT: Info fields, origins[] and destinations[] repeated, markups, cancellationRules and cars with their pricing periods as JSON text)',
    ...transferSave,
  },
  updateTransfer: { method: 'PUT', summary: 'Saves a transfer (the same fields as a form or a JSON object)', ...transferSave },
  deleteTransfer: {
    method: 'DELETE',
    path: '/transfers/:id',
    summary: 'Deletes a transfer with its car categories (refused with 409 while bookings use it)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: successSchema, ...deleteRefused },
  },
  deleteCarPricing: {
    method: 'DELETE',
    path: '/transfers/car-pricing/:id',
    summary: 'Deletes a pricing period of a car category (refused with 409 while bookings use it)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: successSchema, ...deleteRefused },
  },
  createCar: {
    method: 'POST',
    path: '/transfers/:id/cars',
    summary: 'Adds a car category to a transfer (JSON: name, type, occupancy numbers with base 1-10, unallowedOccupancies, recommendedUpTo)',
    access: 'admin',
    params: idParamSchema,
    body: carCreateSchema,
    responses: { 201: transferCarSchema, ...refused },
  },
  getCar: {
    method: 'GET',
    path: '/transfers/:id/cars/:carId',
    summary: 'A car category of a transfer with its pricing periods',
    access: 'admin',
    params: transferCarParamsSchema,
    responses: { 200: transferCarSchema, ...refused },
  },
  updateCar: {
    method: 'PUT',
    path: '/transfers/:id/cars/:carId',
    summary: 'Saves a car category (base 1-100; its pricing periods are kept)',
    access: 'admin',
    params: transferCarParamsSchema,
    body: carUpdateSchema,
    responses: { 200: transferCarSchema, ...refused },
  },
  deleteCar: {
    method: 'DELETE',
    path: '/transfers/:id/cars/:carId',
    summary: 'Deletes a car category with its pricing (refused with 409 while bookings use it)',
    access: 'admin',
    params: transferCarParamsSchema,
    responses: { 200: successSchema, ...deleteRefused },
  },
});
