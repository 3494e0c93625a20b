import { describe, expect, it } from 'vitest';
import { multipart } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';

/**
 * Issue 30: the number of flights a results list shows (account spec §9 "configurable") and the
 * date format of cancellation rows (storefront spec §7 defaultCancellationDateFormat) are site
 * settings: the settings screen edits them, global-settings hands them to every page.
 */
describe.each(engines)('display settings on %s', (engine) => {
  const api = apiTestContext(engine);
  const data = {
    site_title: 'TravelDesk',
    sociallinks: [],
    modules: { packageSearch: false, flightSearch: false, transferSearch: false, visaSearch: false, visaSearchCount: false, searchBar: true },
    searchMaxRooms: 4,
    footerSubscribeEnabled: true,
    show_booking_equivalent_accounting_currency: false,
    mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
  };
  const readSite = async () => (await api.t.app.inject({ method: 'GET', url: '/api/v1/settings/site', headers: api.admin.headers })).json();
  const readGlobal = async () => (await api.t.app.inject({ method: 'GET', url: '/api/v1/global-settings', headers: api.agent.headers })).json();
  async function saveSite(body: unknown) {
    const form = await multipart({ _method: 'PUT', data: JSON.stringify(body) });
    return api.t.app.inject({ method: 'POST', url: '/api/v1/settings/site', headers: { ...api.admin.headers, ...form.headers }, payload: form.payload });
  }

  it('defaults to 5 flights and DD.MM.YYYY; a save stores both, global-settings hands them out, a save without them keeps them', async () => {
    expect(await readSite()).toMatchObject({ flightOptionsShown: 5, defaultCancellationDateFormat: 'DD.MM.YYYY' });
    expect(await readGlobal()).toMatchObject({ flightOptionsShown: 5, defaultCancellationDateFormat: 'DD.MM.YYYY' });

    const saved = await saveSite({ ...data, flightOptionsShown: 8, defaultCancellationDateFormat: 'D MMM YYYY' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ flightOptionsShown: 8, defaultCancellationDateFormat: 'D MMM YYYY' });
    expect(await readGlobal()).toMatchObject({ flightOptionsShown: 8, defaultCancellationDateFormat: 'D MMM YYYY' });

    // A client that does not know the fields (an older screen) leaves them as they are.
    expect((await saveSite({ ...data, site_title: 'Desk' })).statusCode).toBe(200);
    expect(await readSite()).toMatchObject({ site_title: 'Desk', flightOptionsShown: 8, defaultCancellationDateFormat: 'D MMM YYYY' });
  });

  it('refuses a count outside 1..50 or an unknown format with 400 naming the field, and saves nothing', async () => {
    const before = await readSite();
    const cases: [Record<string, unknown>, string][] = [
      [{ flightOptionsShown: 0 }, 'data.flightOptionsShown: Flights shown must be at least 1'],
      [{ flightOptionsShown: 51 }, 'data.flightOptionsShown: Flights shown must be at most 50'],
      [{ flightOptionsShown: 2.5 }, 'data.flightOptionsShown: Flights shown must be a whole number'],
      [
        { defaultCancellationDateFormat: 'YYYY/DD/MM' },
        'data.defaultCancellationDateFormat: Cancellation date format must be one of DD.MM.YYYY, DD/MM/YYYY, MM/DD/YYYY, YYYY-MM-DD, D MMM YYYY',
      ],
    ];
    for (const [patch, error] of cases) {
      const res = await saveSite({ ...data, site_title: 'Never saved', ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().error).toBe(error);
    }
    expect(await readSite()).toEqual(before);
  });

  it('issue 31: billing and deadline settings are read, saved and validated; left out they are kept', async () => {
    expect((await readSite()).billing).toMatchObject({
      companyName: 'TravelDesk Ltd',
      invoiceTaxRate: '0.00',
      accountingAccountCode: '4000',
      deadlineReminderDays: 3,
      deadlineCancelTime: '18:00',
    });
    const billing = {
      companyName: 'Harbour Travel SA',
      companyAddress: '2 Quay Road, Porto',
      companyTaxNumber: 'PT999',
      bankAccount: 'IBAN PT50 1111',
      invoiceTaxRate: '6',
      accountingAccountCode: '7011',
      deadlineReminderDays: 5,
      deadlineCancelTime: '17:30',
    };
    const saved = await saveSite({ ...data, billing });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().billing).toEqual({ ...billing, invoiceTaxRate: '6.00' });
    for (const [patch, error] of [
      [{ deadlineCancelTime: '25:00' }, 'data.billing.deadlineCancelTime: Deadline time must be HH:MM (24-hour)'],
      [{ invoiceTaxRate: '101' }, 'data.billing.invoiceTaxRate: Tax rate must be a percentage from 0 to 100 with at most 2 decimals'],
      [{ companyName: '' }, 'data.billing.companyName: Company name is required'],
    ] as const) {
      const res = await saveSite({ ...data, billing: { ...billing, ...patch } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
    }
    expect((await readSite()).billing.deadlineCancelTime).toBe('17:30');
    // Left out, they are kept.
    expect((await saveSite(data)).statusCode).toBe(200);
    expect((await readSite()).billing.companyName).toBe('Harbour Travel SA');
  });

  it('is edited by admins only', async () => {
    const form = await multipart({ _method: 'PUT', data: JSON.stringify({ ...data, flightOptionsShown: 9 }) });
    const res = await api.t.app.inject({
      method: 'POST',
      url: '/api/v1/settings/site',
      headers: { ...api.agent.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
    expect((await readSite()).flightOptionsShown).not.toBe(9);
  });
});
