/** Partners (issue 34): API keys, quotas, look-to-book, webhooks. The module's public entry. */
export { deliverDueWebhooks, deliverOne, signatureHeader, startWebhookWorker } from './delivery';
export { recordUsage, useKey } from './keys';
export { apiKeyResolver, meterApiCall, meterUsage, partnerRoutes } from './routes';
export { emitWebhook, type WebhookBooking, webhookListeners } from './webhooks';
