import { z } from 'zod';
import { isoDateSchema } from './common';

/**
 * Partners (issue 34): API keys with scopes and quotas, their metering, and signed webhooks.
 * An agency's key acts as the agency's agent on the calls its scopes open; webhooks tell the
 * agency's endpoints what happened to its bookings. Times are ISO date-times (UTC).
 */

/** What a key may call: the search calls, and the booking calls. */
export const API_KEY_SCOPES = ['search', 'book'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A key's secret starts with this, so a leaked one is recognisable (and scanners can find it). */
export const API_KEY_PREFIX = 'tdk_';

const agentIdQuery = z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : v), z.coerce.number().int().positive().optional());

export const apiKeySchema = z.object({
  id: z.number(),
  agentId: z.number(),
  agencyName: z.string(),
  name: z.string(),
  /** The first characters of the secret ("tdk_3f9a…"): enough to tell keys apart, never enough to use one. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer of POST api-keys: the key and its secret, shown this once (only its hash is kept). */
export const apiKeyCreatedSchema = apiKeySchema.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyCreateSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'scopes must be search and/or book' }), { error: 'scopes must be a list' })
    .min(1, 'choose at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
  /** An administrator creates a key for this agency; an agent for its own. */
  agentId: z.coerce.number().int().positive().optional(),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

export const apiKeyListQuerySchema = z.object({ agentId: agentIdQuery });
export const apiKeyListSchema = z.object({ entities: z.array(apiKeySchema) });

/** Calls per minute a key may make, per scope (an agency's own, or the settings' defaults). */
export const apiQuotaSchema = z.object({
  searchesPerMinute: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000, 'must be at most 100000'),
  bookingsPerMinute: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(10_000, 'must be at most 10000'),
});
export type ApiQuota = z.infer<typeof apiQuotaSchema>;
export const DEFAULT_API_QUOTA: ApiQuota = { searchesPerMinute: 60, bookingsPerMinute: 10 };

/** An agency's quota as the admin sets it: `null` follows the defaults of the settings. */
export const apiLimitsSchema = z.object({
  agentId: z.number(),
  own: apiQuotaSchema.nullable(),
  defaults: apiQuotaSchema,
  effective: apiQuotaSchema,
});
export const apiLimitsInputSchema = z.object({ agentId: z.coerce.number().int().positive(), own: apiQuotaSchema.nullable() });

/** Look-to-book per key and day: searches made, hotel x night x room units priced, bookings made. */
export const apiUsageQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  agentId: agentIdQuery,
});
export const apiUsageRowSchema = z.object({
  keyId: z.number(),
  keyName: z.string(),
  agentId: z.number(),
  agencyName: z.string(),
  day: z.string(),
  searches: z.number(),
  unitsPriced: z.number(),
  bookings: z.number(),
  /** searches / bookings; null without a booking. */
  lookToBook: z.number().nullable(),
});
export const apiUsageSchema = z.object({ from: z.string(), to: z.string(), rows: z.array(apiUsageRowSchema) });

// ---------------------------------------------------------------- webhooks

export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.changed',
  'payment.recorded',
  'deadline.approaching',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const webhookEndpointSchema = z.object({
  id: z.number(),
  agentId: z.number(),
  agencyName: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  createdAt: z.string(),
  /** The last delivery's outcome, for the list. */
  lastDelivery: z.object({ at: z.string(), status: z.enum(['pending', 'delivered', 'failed']), responseCode: z.number().nullable() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
/** Creating an endpoint or rotating its secret answers the secret, this once. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });

const urlField = z
  .string({ error: 'URL is required' })
  .trim()
  .min(1, 'URL is required')
  .max(2000, 'URL must be at most 2000 characters')
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL');
const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `events must be among ${WEBHOOK_EVENTS.join(', ')}` }), { error: 'events must be a list' })
  .min(1, 'choose at least one event')
  .transform((events) => [...new Set(events)]);

export const webhookCreateSchema = z.object({ url: urlField, events: eventsField, agentId: z.coerce.number().int().positive().optional() });
export const webhookUpdateSchema = z.object({
  url: urlField.optional(),
  events: eventsField.optional(),
  active: z.boolean().optional(),
  /** True: a new secret replaces the old one and is answered this once. */
  rotateSecret: z.boolean().optional(),
});
export const webhookListQuerySchema = z.object({ agentId: agentIdQuery });
export const webhookListSchema = z.object({ entities: z.array(webhookEndpointSchema) });

export const webhookAttemptSchema = z.object({ at: z.string(), responseCode: z.number().nullable(), error: z.string().nullable(), durationMs: z.number() });
export const webhookDeliverySchema = z.object({
  id: z.number(),
  event: z.enum(WEBHOOK_EVENTS),
  eventId: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.array(webhookAttemptSchema),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /** The JSON body sent (the same bytes each try). */
  payload: z.unknown(),
});
export const webhookDeliveryListSchema = z.object({ entities: z.array(webhookDeliverySchema) });
export const webhookDeliveryParamsSchema = z.object({ id: z.coerce.number().int().positive(), deliveryId: z.coerce.number().int().positive() });

/**
 * The body of every webhook: the event, its id (the same on every retry: a receiver drops
 * repeats by it), when it happened and the booking as the agency sees it (never a net price).
 */
export const webhookPayloadSchema = z
  .object({
    id: z.string().meta({ description: 'The event id (UUID), the same on every try of it.' }),
    type: z.enum(WEBHOOK_EVENTS),
    createdAt: z.string(),
    data: z.object({
      booking: z.object({
        id: z.number(),
        pnrs: z.string(),
        status: z.string(),
        paymentStatus: z.string(),
        total: z.string(),
        currency: z.string(),
        startDate: z.string(),
        endDate: z.string(),
        paymentDeadline: z.string().nullable(),
      }),
      payment: z.object({ amount: z.string(), currency: z.string(), date: z.string() }).optional(),
    }),
  })
  .meta({
    description:
      'Sent as POST with `Content-Type: application/json` and `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint secret>`.',
  });
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** The retry delays after a failed try (non-2xx or timeout), then every 12 hours until 3 days after the event. */
export const WEBHOOK_RETRY_SECONDS = [30, 120, 600, 3600, 21_600] as const;
export const WEBHOOK_RETRY_EVERY_SECONDS = 43_200;
export const WEBHOOK_GIVE_UP_SECONDS = 3 * 86_400;
