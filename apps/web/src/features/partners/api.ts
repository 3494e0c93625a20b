import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, call } from '../../lib/api-client';
import { partnersApi } from '../../lib/api-routes/partners';

/*
 * The partner API calls (issue 34). `agentId` is the agency an administrator manages; an agent
 * leaves it out and the server answers its own agency's. A secret (a new key's, a new or rotated
 * endpoint's) is handed to the caller of the mutation and never put in the query cache: once its
 * dialog is closed, nothing on the page holds it.
 */
const routes = partnersApi.routes;

export type ApiKeyRow = AnswerOf<typeof routes.listKeys>['entities'][number];
export type ApiKeyCreated = AnswerOf<typeof routes.createKey>;
export type ApiLimits = AnswerOf<typeof routes.limits>;
export type UsageAnswer = AnswerOf<typeof routes.usage>;
export type UsageRow = UsageAnswer['rows'][number];
export type WebhookRow = AnswerOf<typeof routes.listWebhooks>['entities'][number];
export type WebhookWithSecret = AnswerOf<typeof routes.createWebhook>;
export type Delivery = AnswerOf<typeof routes.deliveries>['entities'][number];
export type KeyBody = BodyOf<typeof routes.createKey>;
export type WebhookBody = BodyOf<typeof routes.createWebhook>;
export type WebhookUpdate = BodyOf<typeof routes.updateWebhook>;
export type QuotaBody = BodyOf<typeof routes.saveLimits>;

/** The agency a query is of: its id for an administrator, 'own' for an agent. */
const agencyKey = (agentId: number | undefined) => agentId ?? 'own';

export const apiKeysQuery = (agentId?: number) =>
  queryOptions({ queryKey: ['partners', 'keys', agencyKey(agentId)], queryFn: () => call(routes.listKeys, { query: { agentId } }) });

export const apiLimitsQuery = (agentId?: number) =>
  queryOptions({ queryKey: ['partners', 'limits', agencyKey(agentId)], queryFn: () => call(routes.limits, { query: { agentId } }) });

export const apiUsageQuery = (agentId: number | undefined, period: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['partners', 'usage', agencyKey(agentId), period.from, period.to],
    queryFn: () => call(routes.usage, { query: { agentId, from: period.from, to: period.to } }),
    placeholderData: keepPreviousData,
  });

export const webhooksQuery = (agentId?: number) =>
  queryOptions({ queryKey: ['partners', 'webhooks', agencyKey(agentId)], queryFn: () => call(routes.listWebhooks, { query: { agentId } }) });

export const deliveriesQuery = (endpointId: number) =>
  queryOptions({ queryKey: ['partners', 'deliveries', endpointId], queryFn: () => call(routes.deliveries, { params: { id: endpointId } }) });

/** A mutation that refreshes the lists under `['partners', kind]` once it is done. */
function usePartnersWrite<Input, Answer>(kinds: string[], write: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      for (const kind of kinds) void client.invalidateQueries({ queryKey: ['partners', kind] });
    },
  });
}

/** POST api-keys: the answer carries the secret, shown once by the caller. */
export const useCreateKey = () => usePartnersWrite(['keys'], (body: KeyBody) => call(routes.createKey, { body }));
/** DELETE api-keys/{id}: the key stays listed, revoked. */
export const useRevokeKey = () => usePartnersWrite(['keys'], (id: number) => call(routes.revokeKey, { params: { id } }));
/** PUT api-keys/limits (admin): the agency's own quota, or null for the site defaults. */
export const useSaveLimits = () => usePartnersWrite(['limits'], (body: QuotaBody) => call(routes.saveLimits, { body }));

/** POST webhooks: the answer carries the signing secret, shown once by the caller. */
export const useCreateWebhook = () => usePartnersWrite(['webhooks'], (body: WebhookBody) => call(routes.createWebhook, { body }));
/** PUT webhooks/{id}: URL, events, active; `rotateSecret` answers the new secret. */
export const useUpdateWebhook = () =>
  usePartnersWrite(['webhooks'], ({ id, body }: { id: number; body: WebhookUpdate }) => call(routes.updateWebhook, { params: { id }, body }));
export const useDeleteWebhook = () => usePartnersWrite(['webhooks'], (id: number) => call(routes.deleteWebhook, { params: { id } }));
/** POST webhooks/{id}/deliveries/{deliveryId}/resend: the log and the endpoint's last delivery change. */
export const useResend = () =>
  usePartnersWrite(['deliveries', 'webhooks'], ({ id, deliveryId }: { id: number; deliveryId: number }) => call(routes.resend, { params: { id, deliveryId } }));
