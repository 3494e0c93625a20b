import type { OpenAPIV3_2 } from '@fastify/swagger';
import { WEBHOOK_EVENTS, webhookPayloadSchema } from '@travel/contracts';
import { z } from 'zod';

type Webhooks = NonNullable<OpenAPIV3_2.Document['webhooks']>;
type Schemas = NonNullable<NonNullable<OpenAPIV3_2.Document['components']>['schemas']>;

/**
 * The webhooks of the OpenAPI document (issue 34, docs/partner-api.md): one entry per event, each
 * POSTing the contracts' `webhookPayloadSchema` (the `WebhookPayload` component) with its
 * `Webhook-Signature` header. The route tables describe the calls a partner makes; these are the
 * calls the server makes to a partner, so they are declared here rather than in a route table.
 */
export function webhookDocs(): { webhooks: Webhooks; schemas: Schemas } {
  const schema = z.toJSONSchema(webhookPayloadSchema, { target: 'draft-2020-12', io: 'output' });
  delete schema.$schema;
  const signature = {
    name: 'Webhook-Signature',
    in: 'header' as const,
    required: true,
    description:
      '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint secret>`: verify it on the raw body, refuse a t older than 5 minutes',
    schema: { type: 'string' as const },
  };
  const webhooks = Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [
      event,
      {
        post: {
          summary: `${event}: sent to every active endpoint of the agency registered for it`,
          description:
            'Answer with any 2xx within 10 seconds. Any other answer, a redirect (never followed) or a timeout is retried after 30 s, 2 min, 10 min, 1 h, 6 h, then every 12 h for 3 days, then marked failed. The event id is the same on every try.',
          parameters: [signature],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookPayload' } } } },
          responses: { '2XX': { description: 'Received: the delivery is marked delivered' } },
        },
      },
    ]),
  );
  // zod writes JSON Schema 2020-12, which OpenAPI 3.1 schemas are; its types are only wider than openapi-types'.
  return { webhooks, schemas: { WebhookPayload: schema as Schemas[string] } };
}
