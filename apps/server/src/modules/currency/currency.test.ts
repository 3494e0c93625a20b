import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { upsertBankRates } from './repo';
import { seedCurrencyRates } from './seed';
import { loadConversion } from './service';
import { currencyRates } from './tables';

type RatesBody = {
  defaultCurrencyAccounting: string;
  defaultCurrencyCode: string;
  data: Record<string, Record<string, { bankRate: string; correctionRate: string; rate: string }>>;
};

const URL = '/api/v1/settings/currencyrates';

describe.each(engines)('currency rates settings API on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;

  const read = async () => (await api.t.app.inject({ method: 'GET', url: URL, headers: api.admin.headers })).json() as RatesBody;
  /** The save the way the web app sends it: form data, PUT override, data as JSON text. */
  async function save(data: unknown, headers: Record<string, string> = api.admin.headers) {
    const form = await multipart({ _method: 'PUT', data: typeof data === 'string' ? data : JSON.stringify(data) });
    return api.t.app.inject({ method: 'POST', url: URL, headers: { ...headers, ...form.headers }, payload: form.payload });
  }
  const row = async (base: string, currency: string) =>
    (
      await db()
        .select()
        .from(currencyRates)
        .where(and(eq(currencyRates.base, base), eq(currencyRates.currency, currency)))
    )[0]!;

  describe('GET settings/currencyrates', () => {
    it('answers the accounting (USD) and default (EUR) tables with the seeded bank rates', async () => {
      const res = await api.t.app.inject({ method: 'GET', url: URL, headers: api.admin.headers });
      expect(res.statusCode).toBe(200);
      const body = res.json() as RatesBody;
      expect(body.defaultCurrencyAccounting).toBe('USD');
      expect(body.defaultCurrencyCode).toBe('EUR');
      expect(Object.keys(body.data)).toEqual(['USD', 'EUR']);
      // 1 USD = 1 / 1.17 EUR; 1 EUR = 1.17 USD (data/currency-rates.json quotes units per EUR).
      expect(body.data.EUR!.USD).toEqual({ bankRate: '0.85470085', correctionRate: '0', rate: '0.85470085' });
      expect(body.data.USD!.EUR).toEqual({ bankRate: '1.17', correctionRate: '0', rate: '1.17' });
      expect(body.data.EUR).not.toHaveProperty('EUR');
      expect(body.data.USD).not.toHaveProperty('USD');
      expect(Object.keys(body.data.EUR!).length).toBeGreaterThanOrEqual(15);
      expect(Object.keys(body.data.EUR!)).toEqual([...Object.keys(body.data.EUR!)].sort());
      for (const table of Object.values(body.data)) {
        for (const rate of Object.values(table)) expect(rate.rate).toMatch(/^\d+(\.\d{1,8})?$/);
      }
    });

    it('answers 401 without a token and 403 for an agent', async () => {
      expect((await api.t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
      const forbidden = await api.t.app.inject({ method: 'GET', url: URL, headers: api.agent.headers });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error).toBeTruthy();
    });
  });

  describe('POST settings/currencyrates', () => {
    it('stores corrections and end rates and answers the saved settings', async () => {
      const res = await save({
        EUR: { USD: { bankRate: '0.85470085', correctionRate: '0.01529915', rate: '0.87' }, GBP: { correctionRate: '-0.00678899', rate: '1.14' } },
        USD: { EUR: { bankRate: '1.17', correctionRate: '0.005', rate: '1.175' } },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as RatesBody;
      expect(body.data.EUR!.USD).toEqual({ bankRate: '0.85470085', correctionRate: '0.01529915', rate: '0.87' });
      expect(body.data.EUR!.GBP).toEqual({ bankRate: '1.14678899', correctionRate: '-0.00678899', rate: '1.14' });
      expect(body.data.USD!.EUR).toEqual({ bankRate: '1.17', correctionRate: '0.005', rate: '1.175' });
      expect((await read()).data).toEqual(body.data);
      expect(await row('EUR', 'USD')).toMatchObject({ bankRate: '0.85470085', correctionRate: '0.01529915', rate: '0.87000000' });
      expect(await loadConversion(db())).toMatchObject({ defaultCurrency: 'EUR', rates: { USD: '0.87', GBP: '1.14' } });
    });

    it('accepts a plain PUT and a JSON body too, leaving pairs it does not name as they were', async () => {
      const before = await read();
      const res = await api.t.app.inject({
        method: 'PUT',
        url: URL,
        headers: api.admin.headers,
        payload: { data: JSON.stringify({ EUR: { CHF: { correctionRate: '0.02', rate: '1.09411386' } } }) },
      });
      expect(res.statusCode).toBe(200);
      const after = res.json() as RatesBody;
      expect(after.data.EUR!.CHF).toEqual({ bankRate: '1.07411386', correctionRate: '0.02', rate: '1.09411386' });
      expect(after.data.EUR!.USD).toEqual(before.data.EUR!.USD);
      expect(after.data.USD).toEqual(before.data.USD);
    });

    it('keeps the corrections when the bank rates are loaded again at the next start', async () => {
      expect((await save({ EUR: { TRY: { correctionRate: '0.001', rate: '0.0202864' } } })).statusCode).toBe(200);
      await seedCurrencyRates(db());
      await seedCurrencyRates(db());
      expect((await read()).data.EUR!.TRY).toEqual({ bankRate: '0.0192864', correctionRate: '0.001', rate: '0.0202864' });
      // A new bank rate moves the end rate and keeps the correction ...
      await upsertBankRates(db(), [{ base: 'EUR', currency: 'TRY', bankRate: '0.02' }]);
      expect((await read()).data.EUR!.TRY).toEqual({ bankRate: '0.02', correctionRate: '0.001', rate: '0.021' });
      // ... unless the end rate would not be above zero: then the row stays as it was.
      expect((await save({ EUR: { TRY: { correctionRate: '-0.019', rate: '0.001' } } })).statusCode).toBe(200);
      await upsertBankRates(db(), [{ base: 'EUR', currency: 'TRY', bankRate: '0.018' }]);
      expect((await read()).data.EUR!.TRY).toEqual({ bankRate: '0.02', correctionRate: '-0.019', rate: '0.001' });
    });

    it('refuses an end rate that is not the stored bank rate plus the correction, naming the field', async () => {
      const res = await save({ EUR: { USD: { bankRate: '0.85470085', correctionRate: '0.01', rate: '0.87' } } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('data.EUR.USD.rate: End rate must equal bank rate + correction rate (0.86470085)');
      // Without the bank rate the server checks against its own stored one.
      const server = await save({ EUR: { USD: { correctionRate: '0.01', rate: '0.87' } } });
      expect(server.statusCode).toBe(400);
      expect(server.json().error).toBe('data.EUR.USD.rate: End rate must equal bank rate + correction rate (0.86470085)');
      // A stale page: its bank rate is not the stored one any more.
      const stale = await save({ EUR: { USD: { bankRate: '0.86', correctionRate: '0.01', rate: '0.87' } } });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error).toBe(
        'data.EUR.USD.rate: End rate must equal bank rate + correction rate (0.86470085); the bank rate is now 0.85470085, reload the page',
      );
    });

    it('refuses an end rate of zero or below, non-numbers, more than 8 decimals and missing fields', async () => {
      const cases: [unknown, string][] = [
        [{ EUR: { USD: { correctionRate: '-0.85470085', rate: '0' } } }, 'data.EUR.USD.rate: End rate must be above 0'],
        [{ EUR: { USD: { correctionRate: '-1', rate: '-0.14529915' } } }, 'data.EUR.USD.rate: End rate must be above 0'],
        [{ EUR: { USD: { correctionRate: 'abc', rate: '0.9' } } }, 'data.EUR.USD.correctionRate: Correction rate must be a number with at most 8 decimals'],
        [{ EUR: { USD: { correctionRate: '0', rate: '0.854700851' } } }, 'data.EUR.USD.rate: End rate must be a number with at most 8 decimals'],
        [{ EUR: { USD: { rate: '0.9' } } }, 'data.EUR.USD.correctionRate: Correction rate is required'],
        [{ EUR: { USD: { correctionRate: '0' } } }, 'data.EUR.USD.rate: End rate is required'],
        ['{"EUR":', 'data: must be valid JSON'],
        ['', 'data: Rates are required'],
      ];
      for (const [data, error] of cases) {
        const res = await save(data);
        expect(res.statusCode, error).toBe(400);
        expect(res.json().error).toBe(error);
      }
    });

    it('refuses unknown currencies, bases without a table and pairs without a bank rate', async () => {
      const cases: [unknown, string][] = [
        [{ EUR: { XYZ: { correctionRate: '0', rate: '1' } } }, 'data.EUR.XYZ: XYZ is not a known currency'],
        [{ XYZ: { USD: { correctionRate: '0', rate: '1' } } }, 'data.XYZ: XYZ is not a known currency'],
        [{ GBP: { USD: { correctionRate: '0', rate: '1' } } }, 'data.GBP: rates are kept against USD and EUR only'],
        [{ EUR: { ALL: { correctionRate: '0', rate: '1' } } }, 'data.EUR.ALL: there is no bank rate of ALL against EUR'],
        [{ EUR: { EUR: { correctionRate: '0', rate: '1' } } }, 'data.EUR.EUR: there is no bank rate of EUR against EUR'],
      ];
      for (const [data, error] of cases) {
        const res = await save(data);
        expect(res.statusCode, error).toBe(400);
        expect(res.json().error).toBe(error);
      }
      const lower = await save({ EUR: { usd: { correctionRate: '0', rate: '1' } } });
      expect(lower.statusCode).toBe(400);
      expect(lower.json().error).toMatch(/^data\.EUR/);
    });

    it('saves all or nothing: a bad pair after a good one leaves both as they were', async () => {
      const before = await read();
      const res = await save({ EUR: { AED: { correctionRate: '0.01', rate: '0.24272004' }, ALL: { correctionRate: '0', rate: '1' } } });
      expect(res.statusCode).toBe(400);
      expect((await read()).data).toEqual(before.data);
    });

    it('answers 401 without a token and 403 for an agent, whatever the body', async () => {
      const data = { EUR: { USD: { correctionRate: '0', rate: '0.85470085' } } };
      expect((await save(data, {})).statusCode).toBe(401);
      expect((await save('garbage', {})).statusCode).toBe(401);
      const forbidden = await save(data, api.agent.headers);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error).toBeTruthy();
      expect((await api.t.app.inject({ method: 'PUT', url: URL, headers: api.agent.headers, payload: { data: 'x' } })).statusCode).toBe(403);
      expect(
        (await api.t.app.inject({ method: 'PUT', url: URL, headers: { ...api.agent.headers, 'content-type': 'application/json' }, payload: '{broken' }))
          .statusCode,
      ).toBe(403);
    });
  });
});
