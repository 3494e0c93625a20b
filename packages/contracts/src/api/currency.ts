import { currencyRatesRequestSchema, currencyRatesResponseSchema } from '../settings';
import { defineRoutes, guarded } from './define';

const save = {
  summary: 'Save correction and end rates (form data: `data` JSON text keyed by base then currency); answers what is stored',
  access: 'admin',
  form: true,
  body: currencyRatesRequestSchema,
  responses: { 200: currencyRatesResponseSchema, ...guarded },
} as const;

/** Currency rate settings, admin only (back-office spec §3 Settings, §7 'Settings and session'; domain-rules §2). */
export const currencyApi = defineRoutes('currency', {
  read: {
    method: 'GET',
    path: '/settings/currencyrates',
    summary: 'Bank, correction and end rates against the accounting and the default currency',
    access: 'admin',
    responses: { 200: currencyRatesResponseSchema, ...guarded },
  },
  // The spec posts with `_method=PUT`; a plain PUT works too.
  save: { method: 'POST', path: '/settings/currencyrates', ...save },
  savePut: { method: 'PUT', path: '/settings/currencyrates', ...save },
});
