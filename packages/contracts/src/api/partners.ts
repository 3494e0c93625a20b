import { z } from 'zod';
import { idParamSchema } from '../common';
import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyListQuerySchema,
  apiKeyListSchema,
  apiLimitsInputSchema,
  apiLimitsSchema,
  apiUsageQuerySchema,
  apiUsageSchema,
  webhookCreateSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookListQuerySchema,
  webhookListSchema,
  webhookUpdateSchema,
} from '../partners';
import { defineRoutes, errorResponse, guarded } from './define';

/**
 * Partners (issue 34): an agency's API keys, their quotas and metering, and its webhooks. An agent
 * manages its own agency's; an administrator any (`agentId`). Another agency's key or endpoint
 * answers 404. These calls need a login: an API key cannot manage keys or webhooks.
 */
const refused = { ...guarded, 404: errorResponse } as const;

export const partnersApi = defineRoutes('partners', {
  listKeys: {
    method: 'GET',
    path: '/api-keys',
    summary: "The agency's API keys (an administrator: every agency's, or one with agentId)",
    access: 'user',
    query: apiKeyListQuerySchema,
    responses: { 200: apiKeyListSchema, ...refused },
  },
  createKey: {
    method: 'POST',
    path: '/api-keys',
    summary: 'Creates a named key with its scopes; the answer carries its secret, shown this once',
    access: 'user',
    body: apiKeyCreateSchema,
    responses: { 201: apiKeyCreatedSchema, ...refused },
  },
  revokeKey: {
    method: 'DELETE',
    path: '/api-keys/:id',
    summary: 'Revokes a key: every call with it answers 401 from then on, on every worker',
    access: 'user',
    params: idParamSchema,
    responses: { 200: z.object({ id: z.number(), revokedAt: z.string() }), ...refused },
  },
  usage: {
    method: 'GET',
    path: '/api-keys/usage',
    summary: 'Look-to-book per key and day: searches, hotel x night x room units priced, bookings (default: the last 30 days)',
    access: 'user',
    query: apiUsageQuerySchema,
    responses: { 200: apiUsageSchema, ...refused },
  },
  limits: {
    method: 'GET',
    path: '/api-keys/limits',
    summary: "An agency's calls per minute per key: its own quota or the settings' defaults",
    access: 'user',
    query: apiKeyListQuerySchema,
    responses: { 200: apiLimitsSchema, ...refused },
  },
  saveLimits: {
    method: 'PUT',
    path: '/api-keys/limits',
    summary: "Sets an agency's quota (null: the settings' defaults) (admin)",
    access: 'admin',
    body: apiLimitsInputSchema,
    responses: { 200: apiLimitsSchema, ...refused },
  },
  listWebhooks: {
    method: 'GET',
    path: '/webhooks',
    summary: "The agency's webhook endpoints with their last delivery",
    access: 'user',
    query: webhookListQuerySchema,
    responses: { 200: webhookListSchema, ...refused },
  },
  createWebhook: {
    method: 'POST',
    path: '/webhooks',
    summary: 'Registers an endpoint for some events; the answer carries its signing secret, shown this once',
    access: 'user',
    body: webhookCreateSchema,
    responses: { 201: webhookEndpointWithSecretSchema, ...refused },
  },
  updateWebhook: {
    method: 'PUT',
    path: '/webhooks/:id',
    summary: 'Changes the URL, events or activity of an endpoint; rotateSecret answers a new secret',
    access: 'user',
    params: idParamSchema,
    body: webhookUpdateSchema,
    responses: { 200: z.union([webhookEndpointWithSecretSchema, webhookEndpointSchema]), ...refused },
  },
  deleteWebhook: {
    method: 'DELETE',
    path: '/webhooks/:id',
    summary: 'Removes an endpoint and its pending deliveries',
    access: 'user',
    params: idParamSchema,
    responses: { 200: z.object({ id: z.number() }), ...refused },
  },
  deliveries: {
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    summary: "An endpoint's delivery log, newest first: each event, its tries (answer code, time) and its state",
    access: 'user',
    params: idParamSchema,
    responses: { 200: webhookDeliveryListSchema, ...refused },
  },
  resend: {
    method: 'POST',
    path: '/webhooks/:id/deliveries/:deliveryId/resend',
    summary: 'Sends a delivery again now (the same event id and body)',
    access: 'user',
    params: webhookDeliveryParamsSchema,
    responses: { 200: webhookDeliverySchema, ...refused },
  },
});
