import { successSchema } from '../common';
import { contentListQuerySchema, subscriptionListSchema } from '../content';
import { subscriptionRequestSchema } from '../reference';
import { defineRoutes, errorResponse, guarded } from './define';

/** Newsletter subscriptions (back-office spec §7 'Subscriptions'; the storefront footer's sign-up). */
export const subscriptionsApi = defineRoutes('subscriptions', {
  subscribe: {
    method: 'POST',
    path: '/subscriptions',
    summary: 'Subscribe an email to the newsletter (twice answers success, one row)',
    access: 'public',
    body: subscriptionRequestSchema,
    responses: { 200: successSchema, 400: errorResponse },
  },
  list: {
    method: 'GET',
    path: '/subscriptions',
    summary: 'Subscriptions, newest first, 20 a page; searchText matches the email',
    access: 'admin',
    query: contentListQuerySchema,
    responses: { 200: subscriptionListSchema, ...guarded },
  },
});
