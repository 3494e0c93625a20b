import { afterEach, describe, expect, it } from 'vitest';
import { multipart } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { flightProduct } from '../flights/product';
import { registerProduct, unregisterProduct } from '../products/registry';
import { visaProduct } from '../visas/product';

/**
 * Issue 18.9: a search module whose product is not sellable cannot be switched on. Every product
 * sells today, so the rule is proven by unregistering products for a test, as
 * products/dummy-product.test.ts swaps them.
 */
describe.each(engines)('feature modules and sellable products on %s', (engine) => {
  const api = apiTestContext(engine);
  const modules = { packageSearch: false, flightSearch: false, transferSearch: false, visaSearch: false, visaSearchCount: false, searchBar: true };
  const data = {
    site_title: 'TravelDesk',
    sociallinks: [],
    modules,
    searchMaxRooms: 3,
    footerSubscribeEnabled: true,
    show_booking_equivalent_accounting_currency: false,
    mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
  };
  const readSite = async () => (await api.t.app.inject({ method: 'GET', url: '/api/v1/settings/site', headers: api.admin.headers })).json();
  async function saveSite(body: unknown) {
    const form = await multipart({ _method: 'PUT', data: JSON.stringify(body) });
    return api.t.app.inject({ method: 'POST', url: '/api/v1/settings/site', headers: { ...api.admin.headers, ...form.headers }, payload: form.payload });
  }
  afterEach(() => {
    registerProduct(flightProduct);
    registerProduct(visaProduct);
  });

  it('every product sells: no module is unavailable and each can be switched on', async () => {
    expect((await readSite()).unavailableModules).toEqual({});
    const on = { packageSearch: true, flightSearch: true, transferSearch: true, visaSearch: true, visaSearchCount: true, searchBar: true };
    const res = await saveSite({ ...data, modules: on });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ modules: on, unavailableModules: {} });
  });

  it('without a sellable flight product, flight and package search say why and are refused with 400 naming the field', async () => {
    expect((await saveSite(data)).statusCode).toBe(200);
    unregisterProduct('flight');
    unregisterProduct('visa');
    expect((await readSite()).unavailableModules).toEqual({
      flightSearch: 'Flights are not sellable yet: this search cannot be switched on.',
      packageSearch: 'Packages are not sellable yet: this search cannot be switched on.',
      visaSearch: 'Visas are not sellable yet: this search cannot be switched on.',
      visaSearchCount: 'Visas are not sellable yet: this search cannot be switched on.',
    });
    const flights = await saveSite({ ...data, modules: { ...modules, flightSearch: true } });
    expect(flights.statusCode).toBe(400);
    expect(flights.json().error).toBe('data.modules.flightSearch: Flights are not sellable yet: this search cannot be switched on.');
    const packages = await saveSite({ ...data, modules: { ...modules, packageSearch: true } });
    expect(packages.json().error).toBe('data.modules.packageSearch: Packages are not sellable yet: this search cannot be switched on.');
    expect((await readSite()).modules).toEqual(modules);
    // What still sells can be switched on; the refused ones stay off.
    const transfers = await saveSite({ ...data, modules: { ...modules, transferSearch: true } });
    expect(transfers.statusCode, transfers.body).toBe(200);
    expect((await readSite()).modules).toEqual({ ...modules, transferSearch: true });
  });
});
