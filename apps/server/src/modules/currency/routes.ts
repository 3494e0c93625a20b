import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currencyApi, currencyRatesRequestSchema } from '@travel/contracts';
import { readForm } from '../../lib/multipart';
import { registerRouteTable } from '../../lib/route-table';
import { parse } from '../../lib/validation';
import { readCurrencyRates, saveCurrencyRates } from './service';

/** Currency rate settings, admin only (back-office spec §2 route table, §7 'Settings and session'). */
export async function currencyRatesRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;

  // Form data with `data` as JSON text.
  const save = async ({ request }: { request: FastifyRequest }) => {
    const form = await readForm(request);
    const { data } = parse(currencyRatesRequestSchema, form.fields);
    await saveCurrencyRates(db(), data);
    return readCurrencyRates(db());
  };
  registerRouteTable(app, currencyApi, { read: async () => readCurrencyRates(db()), save, savePut: save });
}
