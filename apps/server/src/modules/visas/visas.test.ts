import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Visa, visasApi } from '@travel/contracts';
import { daysFromToday, fixtureDate } from '../../test/dates';
import { countryId } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { sendForm } from '../hotels/test-data';
import { locations } from '../reference/tables';
import { visaDestinations, visaOrigins, visas, visaTypePricing, visaTypes } from './tables';
import { createWorkedVisa, sellVisa } from './test-data';

const FROM = daysFromToday(10);
const TO = daysFromToday(190);
const prices = (extraAdult = '80', over: Record<string, unknown> = {}) => ({ extraAdult, extraChild: '45', extraInfant: '0', currency: 'EUR', ...over });

describe.each(engines)('visas API on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = api.admin.headers) =>
    api.t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  let armenia = 0;
  let france = 0;
  let paris = 0;
  const places = async () => {
    armenia ||= await countryId(db(), 'AM');
    france ||= await countryId(db(), 'FR');
    if (!paris) {
      const [row] = await db().select({ id: locations.id }).from(locations).where(eq(locations.name, 'Paris'));
      paris = row!.id;
    }
  };

  /** A visa Armenia -> France with its Info only; answers its id. */
  const addVisa = async (name = 'Schengen tourist', over: Record<string, unknown> = {}) => {
    await places();
    const res = await inject('POST', 'visas', { name, origins: [armenia], destinations: [france], defaultCurrency: 'EUR', ...over });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const addType = async (visaId: number, name = 'Tourist 30 days') => {
    const res = await inject('POST', `visas/${visaId}/types`, { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  /** The edit screen's save: form data, _method=PUT, origins[] and destinations[] repeated, types as JSON. */
  const save = (id: number, fields: Record<string, unknown> = {}) => {
    const { origins = [armenia], destinations = [france], ...rest } = fields as { origins?: number[]; destinations?: number[] };
    const info: Record<string, unknown> = { name: 'Schengen tourist', defaultCurrency: 'EUR', infantAgeMax: '2', children1AgeMax: '12', ...rest };
    const pairs: [string, string][] = [['_method', 'PUT']];
    for (const [k, v] of Object.entries(info)) pairs.push([k, typeof v === 'string' ? v : JSON.stringify(v)]);
    for (const o of origins) pairs.push(['origins[]', String(o)]);
    for (const d of destinations) pairs.push(['destinations[]', String(d)]);
    return sendForm(api.t.app, 'POST', `/api/v1/visas/${id}`, pairs, api.admin.headers);
  };
  const read = async (id: number) => (await inject('GET', `visas/${id}`)).json() as Visa;

  it("saves the issue's visa: nationalities, destinations, currency, age limits, markups, a type with its pricing; reads every value back", async () => {
    const {
      visaId,
      typeId,
      pricingId,
      armenia: am,
      france: fr,
    } = await createWorkedVisa(api.t.app, db(), api.admin.headers, {
      markups: { b2b: { type: 'percent', amount: '10' }, b2c: { type: 'fixed', amount: '5.5' } },
    });
    const visa = await read(visaId);
    expect(visa).toEqual({
      id: visaId,
      name: 'Schengen tourist',
      origins: [{ id: am, name: 'Armenia' }],
      destinations: [{ id: fr, name: 'France' }],
      defaultCurrency: 'EUR',
      infantAgeMax: 2,
      children1AgeMax: 12,
      children2AgeMax: null,
      description: null,
      markups: { b2b: { type: 'percent', amount: '10.00' }, b2c: { type: 'fixed', amount: '5.50' } },
      types: [
        {
          id: typeId,
          visaId,
          name: 'Tourist 30 days',
          pricing: [
            {
              id: pricingId,
              startDate: fixtureDate('2027-01-01'),
              endDate: fixtureDate('2027-12-31'),
              pricingData: { extraAdult: '80.00', extraChild: '45.00', extraInfant: '0.00', currency: 'EUR' },
            },
          ],
        },
      ],
    });
    // The stored rows themselves.
    expect(await db().select().from(visaOrigins).where(eq(visaOrigins.visaId, visaId))).toEqual([{ visaId, locationId: am }]);
    expect(await db().select().from(visaDestinations).where(eq(visaDestinations.visaId, visaId))).toEqual([{ visaId, locationId: fr }]);
    const [stored] = await db().select().from(visaTypePricing).where(eq(visaTypePricing.id, pricingId));
    expect(stored).toMatchObject({ typeId, extraAdult: '80.00', extraChild: '45.00', extraInfant: '0.00', currency: 'EUR' });
    expect((await inject('GET', `visas/${visaId}/types/${typeId}`)).json()).toEqual(visa.types[0]);
  });

  it('saves again: rows with an id update in place, new rows are added, rows left out stay; a row without currency takes the visa default; origins and destinations are replaced', async () => {
    const id = await addVisa();
    const type = await addType(id);
    const first = await save(id, { types: [{ id: type, pricing: [{ startDate: FROM, endDate: daysFromToday(99), pricingData: prices('80') }] }] });
    expect(first.statusCode, first.body).toBe(200);
    const rowId = first.json().types[0].pricing[0].id as number;

    const gb = await countryId(db(), 'GB');
    const second = await save(id, {
      name: 'Schengen tourist (multi)',
      origins: [armenia, gb],
      destinations: [paris],
      defaultCurrency: 'USD',
      children2AgeMax: '16',
      description: '<p>Apply <strong>early</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      types: [
        { id: type, name: 'Tourist 30 days (renamed)', pricing: [{ startDate: daysFromToday(100), endDate: TO, pricingData: prices('90', { currency: '' }) }] },
      ],
    });
    expect(second.statusCode, second.body).toBe(200);
    const visa = second.json() as Visa;
    expect(visa).toMatchObject({
      name: 'Schengen tourist (multi)',
      origins: [
        { id: armenia, name: 'Armenia' },
        { id: gb, name: 'United Kingdom' },
      ],
      destinations: [{ id: paris, name: 'Paris' }],
      defaultCurrency: 'USD',
      children2AgeMax: 16,
      description: '<p>Apply <strong>early</strong></p><a>x</a>',
    });
    expect(visa.types[0]!.name).toBe('Tourist 30 days (renamed)');
    expect(visa.types[0]!.pricing.map((p) => [p.id === rowId, p.startDate, p.endDate, p.pricingData.extraAdult, p.pricingData.currency])).toEqual([
      [true, FROM, daysFromToday(99), '80.00', 'EUR'],
      [false, daysFromToday(100), TO, '90.00', 'USD'],
    ]);

    // An id updates that row in place; a save without `types` leaves the pricing alone.
    const third = await save(id, { types: [{ id: type, pricing: [{ id: rowId, startDate: FROM, endDate: daysFromToday(50), pricingData: prices('85') }] }] });
    expect(third.statusCode, third.body).toBe(200);
    expect((await read(id)).types[0]!.pricing.map((p) => [p.id === rowId, p.endDate, p.pricingData.extraAdult])).toEqual([
      [true, daysFromToday(50), '85.00'],
      [false, TO, '90.00'],
    ]);
    expect((await save(id, {})).statusCode).toBe(200);
    expect((await read(id)).types[0]!.pricing).toHaveLength(2);
    // A plain PUT with JSON does the same.
    const put = await inject('PUT', `visas/${id}`, { name: 'By JSON', origins: [armenia], destinations: [france, paris], defaultCurrency: 'EUR' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().destinations.map((d: { name: string }) => d.name)).toEqual(['France', 'Paris']);
  });

  it('reads, renames and deletes types and pricing rows', async () => {
    const id = await addVisa();
    const type = await addType(id, 'Business');
    expect((await inject('PUT', `visas/${id}/types/${type}`, { name: 'Business 90 days' })).json()).toEqual({
      id: type,
      visaId: id,
      name: 'Business 90 days',
      pricing: [],
    });
    const saved = await save(id, { types: [{ id: type, pricing: [{ startDate: FROM, endDate: TO, pricingData: prices() }] }] });
    const pricingId = saved.json().types[0].pricing[0].id as number;
    expect((await inject('DELETE', `visas/type-pricing/${pricingId}`)).statusCode).toBe(200);
    expect((await read(id)).types[0]!.pricing).toEqual([]);
    expect((await inject('DELETE', `visas/${id}/types/${type}`)).statusCode).toBe(200);
    expect((await read(id)).types).toEqual([]);
    expect(await db().select().from(visaTypes).where(eq(visaTypes.id, type))).toEqual([]);
  });

  it('lists visas by nationality, destination (a country finds its places too) and text, 20 a page', async () => {
    await places();
    const gb = await countryId(db(), 'GB');
    const toFrance = await addVisa('Listing France');
    const toParis = await addVisa('Listing Paris', { origins: [gb], destinations: [paris] });
    const list = async (query: string) => (await inject('GET', `visas?searchText=listing${query}`)).json();
    expect((await list('')).entities).toEqual([
      { id: toFrance, name: 'Listing France', origins: [{ id: armenia, name: 'Armenia' }], destinations: [{ id: france, name: 'France' }] },
      { id: toParis, name: 'Listing Paris', origins: [{ id: gb, name: 'United Kingdom' }], destinations: [{ id: paris, name: 'Paris' }] },
    ]);
    const ids = async (query: string) => (await list(query)).entities.map((v: { id: number }) => v.id);
    expect(await ids(`&originId=${gb}`)).toEqual([toParis]);
    expect(await ids(`&destinationId=${france}`)).toEqual([toFrance, toParis]);
    expect(await ids(`&destinationId=${paris}`)).toEqual([toParis]);
    expect(await ids(`&destinationId=${paris}&originId=${armenia}`)).toEqual([]);
    for (let i = 0; i < 21; i++) await addVisa(`Paged ${String(i).padStart(2, '0')}`);
    const second = (await inject('GET', 'visas?searchText=paged&page=2')).json();
    expect(second).toMatchObject({ total: 21, pagesCount: 2 });
    expect(second.entities.map((v: { name: string }) => v.name)).toEqual(['Paged 20']);
    expect((await inject('GET', 'visas?page=0')).statusCode).toBe(400);
    expect((await inject('GET', 'visas?originId=x')).statusCode).toBe(400);
  });

  describe('bad input: 400 naming the field, nothing half-saved', () => {
    const refused = async (id: number, fields: Record<string, unknown>, message: string) => {
      const res = await save(id, { name: 'Renamed', ...fields });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toContain(message);
      // The valid part of the save (the new name) was not written either.
      expect((await read(id)).name).toBe('Schengen tourist');
    };

    it('refuses a visa without name or currency, an unknown currency, a nationality that is not a country, an unknown destination', async () => {
      await places();
      const missing = await inject('POST', 'visas', { origins: [armenia] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('name: Name is required; defaultCurrency: Default currency is required');
      const bad = async (body: Record<string, unknown>, message: string) => {
        const res = await inject('POST', 'visas', { name: 'X', origins: [armenia], destinations: [france], defaultCurrency: 'EUR', ...body });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error).toBe(message);
      };
      await bad({ defaultCurrency: 'ZZZ' }, 'defaultCurrency: Currency ZZZ not found');
      await bad({ origins: [armenia, paris] }, 'origins.1: must be a country (Paris is not one)');
      await bad({ destinations: [2_000_000] }, 'destinations.0: Location 2000000 not found');
      await bad({ origins: ['x'] }, 'origins.0: must be a country id');
      await bad({ infantAgeMax: 5, children1AgeMax: 4 }, 'children1AgeMax: must be above infantAgeMax');
      expect(await db().select().from(visas).where(eq(visas.name, 'X'))).toEqual([]);
      const typeless = await inject('POST', `visas/${await addVisa()}/types`, { name: '' });
      expect(typeless.statusCode).toBe(400);
      expect(typeless.json().error).toBe('name: Name is required');
    });

    it("refuses another visa's type, another type's pricing row, overlapping periods, bad prices and currencies", async () => {
      const id = await addVisa();
      const other = await addVisa('Other visa');
      const type = await addType(id);
      const otherType = await addType(other);
      const otherRow = (
        await save(other, { name: 'Other visa', types: [{ id: otherType, pricing: [{ startDate: FROM, endDate: TO, pricingData: prices() }] }] })
      ).json().types[0].pricing[0].id;
      const pricing = (rows: unknown[]) => ({ types: [{ id: type, pricing: rows }] });
      const row = (startDate: string, endDate: string, data = prices()) => ({ startDate, endDate, pricingData: data });
      await refused(id, { name: '' }, 'name: Name is required');
      await refused(id, { defaultCurrency: '' }, 'defaultCurrency: Default currency is required');
      await refused(id, { types: [{ id: otherType, pricing: [] }] }, 'types.0.id: Visa type not found for this visa');
      await refused(id, pricing([{ id: otherRow, ...row(FROM, TO) }]), 'types.0.pricing.0.id: Pricing period not found for this visa type');
      await refused(id, pricing([row(TO, FROM)]), 'types.0.pricing.0.endDate: end date must not be before the start date');
      await refused(id, pricing([row(FROM, TO, prices('-5'))]), 'types.0.pricing.0.pricingData.extraAdult: must not be below zero');
      await refused(id, pricing([row(FROM, TO, prices('80', { currency: 'ZZZ' }))]), 'types.0.pricing.0.pricingData.currency: Currency ZZZ not found');
      await refused(
        id,
        pricing([row(FROM, daysFromToday(100)), row(daysFromToday(50), TO)]),
        `types.0.pricing.1.startDate: overlaps row 0 (${FROM} to ${daysFromToday(100)})`,
      );
      await refused(id, { origins: [paris] }, 'origins.0: must be a country (Paris is not one)');
      // Against a stored period the save keeps.
      expect((await save(id, pricing([row(FROM, daysFromToday(100))]))).statusCode).toBe(200);
      await refused(id, pricing([row(daysFromToday(50), TO)]), `types.0.pricing.0.startDate: overlaps the saved period ${FROM} to ${daysFromToday(100)}`);
      expect((await read(id)).types[0]!.pricing).toHaveLength(1);
      expect((await read(id)).origins).toEqual([{ id: armenia, name: 'Armenia' }]);
    });
  });

  it("answers 404 for unknown visas, types, another visa's type and pricing rows", async () => {
    const id = await addVisa();
    const otherVisa = await addVisa('Other');
    const type = await addType(id);
    const missing = 2_000_000;
    for (const [method, url, body] of [
      ['GET', `visas/${missing}`],
      ['DELETE', `visas/${missing}`],
      ['PUT', `visas/${missing}`, { name: 'x', defaultCurrency: 'EUR' }],
      ['GET', `visas/${otherVisa}/types/${type}`],
      ['PUT', `visas/${otherVisa}/types/${type}`, { name: 'x' }],
      ['DELETE', `visas/${otherVisa}/types/${type}`],
      ['GET', `visas/${missing}/types/${type}`],
      ['POST', `visas/${missing}/types`, { name: 'x' }],
      ['DELETE', `visas/type-pricing/${missing}`],
    ] as const) {
      const res = await inject(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await save(missing)).statusCode).toBe(404);
  });

  it('refuses to delete a sold visa, type or pricing row (409 saying why), and keeps them', async () => {
    const { visaId, typeId, pricingId } = await createWorkedVisa(api.t.app, db(), api.admin.headers);
    await sellVisa(db(), api.agent.user.id, { visaId, typeId, typePricingId: pricingId });
    for (const [url, message] of [
      [`visas/${visaId}`, 'This visa has bookings and cannot be deleted.'],
      [`visas/${visaId}/types/${typeId}`, 'This visa type has been sold and cannot be deleted.'],
      [`visas/type-pricing/${pricingId}`, 'This pricing period has priced bookings and cannot be deleted.'],
    ]) {
      const res = await inject('DELETE', url!);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error).toBe(message);
    }
    expect(await db().select().from(visas).where(eq(visas.id, visaId))).toHaveLength(1);
    expect(await db().select().from(visaTypes).where(eq(visaTypes.id, typeId))).toHaveLength(1);
    expect(await db().select().from(visaTypePricing).where(eq(visaTypePricing.id, pricingId))).toHaveLength(1);
    // A type whose period is sold (the sale not naming the type) is kept too.
    const second = await addType(visaId, 'Transit');
    const row = (await save(visaId, { types: [{ id: second, pricing: [{ startDate: FROM, endDate: TO, pricingData: prices() }] }] })).json().types[1].pricing[0]
      .id;
    await sellVisa(db(), api.agent.user.id, { visaId, typePricingId: row });
    expect((await inject('DELETE', `visas/${visaId}/types/${second}`)).statusCode).toBe(409);
    // An unsold visa goes with its types, pricing and places.
    const unsold = await addVisa('Unsold');
    await addType(unsold);
    expect((await inject('DELETE', `visas/${unsold}`)).statusCode).toBe(200);
    expect((await inject('GET', `visas/${unsold}`)).statusCode).toBe(404);
    expect(await db().select().from(visaTypes).where(eq(visaTypes.visaId, unsold))).toEqual([]);
    expect(await db().select().from(visaOrigins).where(eq(visaOrigins.visaId, unsold))).toEqual([]);
  });

  it('answers 401 to a visitor and 403 to an agent on every call', async () => {
    for (const route of Object.values(visasApi.routes)) {
      const url = route.path.replace('/visas', 'visas').replace(':id', '1').replace(':typeId', '1');
      const visitor = await inject(route.method as 'GET', url, route.method === 'GET' ? undefined : {}, {});
      expect(visitor.statusCode, `${route.method} ${url}`).toBe(401);
      const agent = await inject(route.method as 'GET', url, route.method === 'GET' ? undefined : {}, api.agent.headers);
      expect(agent.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });
});
