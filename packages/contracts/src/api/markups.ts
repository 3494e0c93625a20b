import { hotelMarkupSettingsRequestSchema, hotelMarkupSettingsResponseSchema } from '../settings';
import { defineRoutes, guarded } from './define';

const save = {
  summary: 'Replace the hotel markup rows (form data: `data` JSON text with `markups`, in precedence order); answers what is stored',
  access: 'admin',
  form: true,
  body: hotelMarkupSettingsRequestSchema,
  responses: { 200: hotelMarkupSettingsResponseSchema, ...guarded },
} as const;

/** Hotel markup settings, admin only (back-office spec §3 Settings, §7 'Settings and session'). */
export const markupsApi = defineRoutes('markups', {
  read: {
    method: 'GET',
    path: '/settings/hotelmarkups',
    summary: "The hotel markup rows ('all' for any category or location) and the default currency",
    access: 'admin',
    responses: { 200: hotelMarkupSettingsResponseSchema, ...guarded },
  },
  // The spec posts with `_method=PUT`; a plain PUT works too.
  save: { method: 'POST', path: '/settings/hotelmarkups', ...save },
  savePut: { method: 'PUT', path: '/settings/hotelmarkups', ...save },
});
