/**
 * @travel/client: a typed client of the TravelDesk API for partners' API keys (issue 34), typed
 * from the same route tables the server registers its routes from (@travel/contracts). Runs on
 * Node 20 and in browsers (fetch, FormData). Webhook signatures: `@travel/client/webhooks` (Node).
 * The walk from key to first booking: docs/partner-api.md.
 */
export { type BookingRequest, type BookOptions, createPartnerClient, type HotelSearchQuery, type PartnerClient, type PartnerClientOptions } from './client';
export { PartnerApiError, readRateLimit, readRetryAfter } from './errors';
export { API_PREFIX, buildForm, buildUrl, fillPath } from './request';
export type { Answer, AnswerOf, BodyOf, CallInput, FormOf, ParamsOf, QueryOf, RateLimit } from './types';
