import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currencyRatesRequestSchema } from '@travel/contracts';
import { readForm } from '../../lib/multipart';
import { parse } from '../../lib/validation';
import { requireAdmin } from '../auth/plugin';
import { readCurrencyRates, saveCurrencyRates } from './service';

/** Currency rate settings, admin only (back-office spec §2 route table, §7 'Settings and session'). */
export async function currencyRatesRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  // The guard runs before the body is read: 401 without a token, 403 for an agent, whatever the body.
  const adminOnly = { onRequest: async (request: FastifyRequest) => void requireAdmin(request) };

  app.get('/settings/currencyrates', adminOnly, async () => readCurrencyRates(db()));

  // POST with `_method=PUT` (the spec's override) or a plain PUT: form data with `data` as JSON text.
  const save = async (request: FastifyRequest) => {
    const form = await readForm(request);
    const { data } = parse(currencyRatesRequestSchema, form.fields);
    await saveCurrencyRates(db(), data);
    return readCurrencyRates(db());
  };
  app.post('/settings/currencyrates', adminOnly, save);
  app.put('/settings/currencyrates', adminOnly, save);
}
