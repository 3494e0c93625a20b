import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Transfer, type TransferCar, transfersApi } from '@travel/contracts';
import { daysFromToday } from '../../test/dates';
import { apiTestContext, engines } from '../../test/harness';
import { airportId } from '../flights/test-data';
import { locations } from '../reference/tables';
import { transferCarPricing, transferCars, transfers } from './tables';
import { createWorkedTransfer, sellTransfer } from './test-data';

const FROM = daysFromToday(10);
const TO = daysFromToday(190);

describe.each(engines)('transfers API on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = api.admin.headers) =>
    api.t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  let cdg = 0;
  let ory = 0;
  let paris = 0;
  let france = 0;
  const places = async () => {
    if (cdg) return;
    cdg = await airportId(db(), 'CDG');
    ory = await airportId(db(), 'ORY');
    const [city] = await db().select().from(locations).where(eq(locations.id, cdg));
    paris = city!.parentId!;
    const [country] = await db().select().from(locations).where(eq(locations.id, paris));
    france = country!.parentId!;
  };

  const info = (over: Record<string, unknown> = {}) => ({
    name: 'CDG airport - Paris hotels',
    origins: [cdg],
    destinations: [paris],
    defaultCurrency: 'EUR',
    ...over,
  });
  /** A transfer CDG -> Paris with its Info only; answers its id. */
  const addTransfer = async (over: Record<string, unknown> = {}) => {
    await places();
    const res = await inject('POST', 'transfers', info(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const car = (over: Record<string, unknown> = {}) => ({
    name: 'Van',
    type: 'individual',
    baseOccupancy: 4,
    maxOccupancy: 7,
    minAdultOccupancy: 1,
    maxAdultOccupancy: 7,
    minChildOccupancy: 0,
    maxChildOccupancy: 4,
    ...over,
  });
  const addCar = async (transferId: number, over: Record<string, unknown> = {}) => {
    const res = await inject('POST', `transfers/${transferId}/cars`, car(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  /** The edit screen's save: a form with _method=PUT, origins[] and destinations[] repeated, the rest as JSON text. */
  const saveForm = async (
    id: number,
    fields: Record<string, unknown>,
    lists: { origins?: number[]; destinations?: number[] } = { origins: [cdg], destinations: [paris] },
  ) => {
    const form = new FormData();
    form.append('_method', 'PUT');
    for (const [key, value] of Object.entries({ name: 'CDG airport - Paris hotels', defaultCurrency: 'EUR', ...fields })) {
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    for (const id of lists.origins ?? []) form.append('origins[]', String(id));
    for (const id of lists.destinations ?? []) form.append('destinations[]', String(id));
    const request = new Request('http://x', { method: 'POST', body: form });
    return api.t.app.inject({
      method: 'POST',
      url: `/api/v1/transfers/${id}`,
      headers: { ...api.admin.headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };
  const save = (id: number, fields: Record<string, unknown>) => inject('PUT', `transfers/${id}`, info(fields));
  const read = async (id: number) => (await inject('GET', `transfers/${id}`)).json() as Transfer;
  const prices = (price: string | undefined, returnPrice: string | undefined, extras: Record<string, string> = {}) => ({ price, returnPrice, ...extras });
  const row = (startDate: string, endDate: string, pricingData: Record<string, unknown>, id?: number) => ({
    ...(id ? { id } : {}),
    startDate,
    endDate,
    pricingData,
  });

  it("saves the issue's transfer: places, age bands, markups, rules, three car categories with pricing; reads every value back", async () => {
    await places();
    const created = await inject('POST', 'transfers', {
      ...info(),
      infantAgeMax: 2,
      children1AgeMax: 12,
      description: '<p>Meet and greet</p>',
      markups: { b2b: { type: 'percent', amount: '10' }, b2c: { type: 'fixed', amount: '5' } },
      cancellationRules: [{ daysBefore: 2, penaltyType: 'percent', amount: '50' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({
      name: 'CDG airport - Paris hotels',
      origins: [{ id: cdg, name: 'Paris Charles de Gaulle Airport', label: 'CDG - Paris Charles de Gaulle Airport' }],
      destinations: [{ id: paris, name: 'Paris', label: 'Paris' }],
      defaultCurrency: 'EUR',
      infantAgeMax: 2,
      children1AgeMax: 12,
      children2AgeMax: null,
      description: '<p>Meet and greet</p>',
      markups: { b2b: { type: 'percent', amount: '10.00' }, b2c: { type: 'fixed', amount: '5.00' } },
      cancellationRules: [{ id: expect.any(Number), daysBefore: 2, penaltyType: 'percent', amount: '50.00' }],
      cars: [],
    });

    const sedan = await addCar(id, { name: 'Sedan', baseOccupancy: 3, maxOccupancy: 3, maxAdultOccupancy: 3, maxChildOccupancy: 2 });
    const van = await addCar(id);
    const shuttle = await addCar(id, { name: 'Shuttle', type: 'group', maxOccupancy: 50, maxAdultOccupancy: 50, maxChildOccupancy: 50 });
    const saved = await saveForm(
      id,
      {
        description: '<p>Meet and greet</p>',
        infantAgeMax: '2',
        children1AgeMax: '12',
        cancellationRules: [
          { daysBefore: 7, penaltyType: 'fixed', amount: '20' },
          { daysBefore: 1, penaltyType: 'percent', amount: '100' },
        ],
        cars: [
          { id: sedan, pricing: [row(FROM, TO, prices('45', '80'))] },
          { id: van, pricing: [row(FROM, TO, prices('60', '110', { extraAdult: '10', returnExtraAdult: '18', extraChild: '5', returnExtraChild: '9' }))] },
          // A group car keeps no base prices, whatever is sent.
          { id: shuttle, pricing: [row(FROM, TO, prices('99', '', { extraAdult: '12', returnExtraAdult: '20', extraChild: '6', returnExtraChild: '10' }))] },
        ],
      },
      { origins: [cdg, ory], destinations: [paris] },
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const transfer = await read(id);
    expect(transfer.origins.map((o) => o.label)).toEqual(['CDG - Paris Charles de Gaulle Airport', 'ORY - Paris Orly Airport']);
    // Markups were not in this save: they stay.
    expect(transfer.markups).toEqual({ b2b: { type: 'percent', amount: '10.00' }, b2c: { type: 'fixed', amount: '5.00' } });
    expect(transfer.cancellationRules.map((r) => [r.daysBefore, r.penaltyType, r.amount])).toEqual([
      [1, 'percent', '100.00'],
      [7, 'fixed', '20.00'],
    ]);
    expect(
      transfer.cars.map((c) => [
        c.name,
        c.type,
        c.baseOccupancy,
        c.maxOccupancy,
        c.minAdultOccupancy,
        c.maxAdultOccupancy,
        c.minChildOccupancy,
        c.maxChildOccupancy,
      ]),
    ).toEqual([
      ['Sedan', 'individual', 3, 3, 1, 3, 0, 2],
      ['Van', 'individual', 4, 7, 1, 7, 0, 4],
      ['Shuttle', 'group', 4, 50, 1, 50, 0, 50],
    ]);
    expect(transfer.cars.map((c) => c.pricing.map((p) => p.pricingData))).toEqual([
      [{ price: '45.00', returnPrice: '80.00', extraAdult: null, returnExtraAdult: null, extraChild: null, returnExtraChild: null }],
      [{ price: '60.00', returnPrice: '110.00', extraAdult: '10.00', returnExtraAdult: '18.00', extraChild: '5.00', returnExtraChild: '9.00' }],
      [{ price: null, returnPrice: null, extraAdult: '12.00', returnExtraAdult: '20.00', extraChild: '6.00', returnExtraChild: '10.00' }],
    ]);
    expect(transfer.cars[1]!.pricing[0]).toMatchObject({ startDate: FROM, endDate: TO });

    // Saving again with the row's id updates it; rows left out stay; a new period is added.
    const vanRow = transfer.cars[1]!.pricing[0]!;
    const later = daysFromToday(191);
    const again = await save(id, {
      cars: [{ id: van, pricing: [row(FROM, TO, prices('65', '115'), vanRow.id), row(later, daysFromToday(300), prices('70', '120'))] }],
    });
    expect(again.statusCode, again.body).toBe(200);
    const reread = await read(id);
    expect(reread.origins.map((o) => o.id)).toEqual([cdg]);
    expect(reread.cars[1]!.pricing.map((p) => [p.id === vanRow.id, p.startDate, p.pricingData.price])).toEqual([
      [true, FROM, '65.00'],
      [false, later, '70.00'],
    ]);
    expect(reread.cars[0]!.pricing).toHaveLength(1);
    expect(reread.cancellationRules).toHaveLength(2);

    // Deleting a pricing row, then a car category.
    expect((await inject('DELETE', `transfers/car-pricing/${vanRow.id}`)).statusCode).toBe(200);
    expect((await read(id)).cars[1]!.pricing.map((p) => p.startDate)).toEqual([later]);
    expect((await inject('DELETE', `transfers/${id}/cars/${sedan}`)).statusCode).toBe(200);
    expect((await read(id)).cars.map((c) => c.name)).toEqual(['Van', 'Shuttle']);
  });

  it('builds the worked transfer through the helper the booking tests use', async () => {
    const worked = await createWorkedTransfer(api.t.app, db(), api.admin.headers, { name: 'Worked CDG - Paris' });
    const transfer = await read(worked.id);
    expect(transfer.cars.map((c) => [c.name, c.pricing[0]!.pricingData.returnPrice, c.pricing[0]!.pricingData.returnExtraAdult])).toEqual([
      ['Sedan', '80.00', null],
      ['Van', '110.00', '18.00'],
      ['Shuttle', null, '20.00'],
    ]);
  });

  it('reads and edits a car category, its unallowed occupancies included; base 1-10 adding, 1-100 editing', async () => {
    const id = await addTransfer();
    const carId = await addCar(id);
    const got = await inject('GET', `transfers/${id}/cars/${carId}`);
    expect(got.json()).toEqual({
      id: carId,
      transferId: id,
      name: 'Van',
      type: 'individual',
      baseOccupancy: 4,
      maxOccupancy: 7,
      minAdultOccupancy: 1,
      maxAdultOccupancy: 7,
      minChildOccupancy: 0,
      maxChildOccupancy: 4,
      unallowedOccupancies: [],
      recommendedUpTo: null,
      pricing: [],
    });
    const unallowed = [{ unallowedMinAdultOccupancy: 6, unallowedMaxAdultOccupancy: 7, unallowedMinChildOccupancy: 1, unallowedMaxChildOccupancy: 4 }];
    const put = await inject(
      'PUT',
      `transfers/${id}/cars/${carId}`,
      car({ name: 'Big van', baseOccupancy: 40, maxOccupancy: 60, maxAdultOccupancy: 60, unallowedOccupancies: unallowed, recommendedUpTo: 5 }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Big van', baseOccupancy: 40, maxOccupancy: 60, unallowedOccupancies: unallowed, recommendedUpTo: 5 });
    // Editing the unallowed row again (the spec's latent defect) works.
    const edited = [{ ...unallowed[0]!, unallowedMinAdultOccupancy: 5 }];
    const second = await inject('PUT', `transfers/${id}/cars/${carId}`, car({ unallowedOccupancies: edited }));
    expect(second.statusCode).toBe(200);
    expect((await inject('GET', `transfers/${id}/cars/${carId}`)).json().unallowedOccupancies).toEqual(edited);
    const [stored] = await db().select().from(transferCars).where(eq(transferCars.id, carId));
    expect(stored!.unallowedOccupancies).toEqual(edited);
    // Base 40 is refused when adding.
    const added = await inject('POST', `transfers/${id}/cars`, car({ baseOccupancy: 40, maxOccupancy: 60, maxAdultOccupancy: 60 }));
    expect(added.statusCode).toBe(400);
    expect(added.json().error).toBe('baseOccupancy: baseOccupancy must be at most 10');
  });

  it('turning a car into a group car drops its base prices', async () => {
    const id = await addTransfer();
    const carId = await addCar(id);
    expect(
      (await save(id, { cars: [{ id: carId, pricing: [row(FROM, TO, prices('60', '110', { extraAdult: '10', returnExtraAdult: '18' }))] }] })).statusCode,
    ).toBe(200);
    expect((await inject('PUT', `transfers/${id}/cars/${carId}`, car({ type: 'group' }))).statusCode).toBe(200);
    const [stored] = await db().select().from(transferCarPricing).where(eq(transferCarPricing.carId, carId));
    expect([stored!.price, stored!.returnPrice, stored!.extraAdult]).toEqual([null, null, '10.00']);
  });

  it('stores the description cleaned of scripts and handlers', async () => {
    const id = await addTransfer({ description: '<p>Meet <strong>us</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">' });
    expect((await read(id)).description).toBe('<p>Meet <strong>us</strong></p><img src="x" />');
  });

  it('lists transfers by origin, destination (the place or one within it) and text, 20 a page', async () => {
    await places();
    const lyon = (await db().select().from(locations).where(eq(locations.name, 'Lyon')))[0]?.id ?? paris;
    const listed = await addTransfer({ name: 'Listing CDG-Paris' });
    const other = await addTransfer({ name: 'Listing ORY-Paris', origins: [ory], destinations: [paris, lyon] });
    const list = async (query: string) => (await inject('GET', `transfers?searchText=listing${query}`)).json();
    expect((await list('')).entities).toEqual([
      {
        id: listed,
        name: 'Listing CDG-Paris',
        origins: [{ id: cdg, name: 'Paris Charles de Gaulle Airport', label: 'CDG - Paris Charles de Gaulle Airport' }],
        destinations: [{ id: paris, name: 'Paris', label: 'Paris' }],
      },
      {
        id: other,
        name: 'Listing ORY-Paris',
        origins: [expect.objectContaining({ id: ory })],
        destinations: expect.arrayContaining([expect.objectContaining({ id: paris })]),
      },
    ]);
    expect((await list(`&originId=${ory}`)).entities.map((t: { id: number }) => t.id)).toEqual([other]);
    expect((await list(`&originId=${paris}`)).entities.map((t: { id: number }) => t.id)).toEqual([listed, other]);
    expect((await list(`&originId=${france}&destinationId=${paris}`)).entities.map((t: { id: number }) => t.id)).toEqual([listed, other]);
    expect((await list(`&destinationId=${cdg}`)).entities).toEqual([]);
    expect((await inject('GET', 'transfers?searchText=ory-paris')).json()).toMatchObject({ total: 1, pagesCount: 1 });
    for (let i = 0; i < 21; i++) await addTransfer({ name: `Paged ${String(i).padStart(2, '0')}` });
    const second = (await inject('GET', 'transfers?searchText=paged&page=2')).json();
    expect(second).toMatchObject({ total: 21, pagesCount: 2 });
    expect(second.entities.map((t: { name: string }) => t.name)).toEqual(['Paged 20']);
    expect((await inject('GET', 'transfers?page=0')).statusCode).toBe(400);
    expect((await inject('GET', 'transfers?originId=abc')).statusCode).toBe(400);
  });

  describe('bad input: 400 naming the field, nothing half-saved', () => {
    const refused = async (id: number, fields: Record<string, unknown>, message: string) => {
      const res = await save(id, { name: 'Renamed', ...fields });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toContain(message);
      expect((await read(id)).name).toBe('CDG airport - Paris hotels');
    };

    it('refuses a missing name or currency, an unknown currency or place, a nights penalty', async () => {
      await places();
      const missing = await inject('POST', 'transfers', { origins: [cdg] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('name: Name is required; defaultCurrency: Default currency is required');
      const unknown = await inject('POST', 'transfers', info({ defaultCurrency: 'ZZZ' }));
      expect(unknown.json().error).toBe('defaultCurrency: Currency ZZZ not found');
      const place = await inject('POST', 'transfers', info({ destinations: [paris, 2_000_000] }));
      expect(place.statusCode).toBe(400);
      expect(place.json().error).toBe('destinations.1: Place 2000000 not found');

      const id = await addTransfer();
      await refused(id, { name: '' }, 'name: Name is required');
      await refused(id, { defaultCurrency: '' }, 'defaultCurrency: Default currency is required');
      await refused(id, { origins: [cdg, 'CDG'] }, 'origins.1: must be a place id');
      await refused(id, { infantAgeMax: 12, children1AgeMax: 12 }, 'children1AgeMax: must be above infantAgeMax');
      await refused(
        id,
        { cancellationRules: [{ daysBefore: 3, penaltyType: 'nights', amount: '1' }] },
        'cancellationRules.0.penaltyType: a transfer penalty is percent or fixed (a transfer has no nights)',
      );
      await refused(
        id,
        { cancellationRules: [{ daysBefore: 3, penaltyType: 'percent', amount: '120' }] },
        'cancellationRules.0.amount: a percent penalty is at most 100',
      );
      await refused(id, { markups: { b2b: { type: 'percent', amount: '-1' } } }, 'markups.b2b.amount');
      expect((await read(id)).origins.map((o) => o.id)).toEqual([cdg]);
    });

    it('refuses car pricing without the prices the car type needs, overlapping, reversed or of another car', async () => {
      const id = await addTransfer();
      const van = await addCar(id);
      const shuttle = await addCar(id, { name: 'Shuttle', type: 'group', maxOccupancy: 50, maxAdultOccupancy: 50 });
      const otherTransfer = await addTransfer();
      const otherCar = await addCar(otherTransfer);
      const pricing = (carId: number, rows: unknown[]) => ({ cars: [{ id: carId, pricing: rows }] });
      await refused(
        id,
        pricing(van, [row(FROM, TO, prices('60', ''))]),
        'cars.0.pricing.0.pricingData.returnPrice: Return price is required for an individual car',
      );
      await refused(
        id,
        pricing(shuttle, [row(FROM, TO, prices(undefined, undefined, { returnExtraAdult: '20' }))]),
        'cars.0.pricing.0.pricingData.extraAdult: Extra adult is required for a group car',
      );
      await refused(id, pricing(van, [row(TO, FROM, prices('60', '110'))]), 'cars.0.pricing.0.endDate: end date must not be before the start date');
      await refused(id, pricing(van, [row(FROM, TO, prices('-60', '110'))]), 'cars.0.pricing.0.pricingData.price: must not be below zero');
      await refused(
        id,
        pricing(van, [row(FROM, daysFromToday(100), prices('60', '110')), row(daysFromToday(50), TO, prices('60', '110'))]),
        `cars.0.pricing.1.startDate: overlaps cars.0.pricing.0 (${FROM} to ${daysFromToday(100)})`,
      );
      await refused(id, pricing(otherCar, []), 'cars.0.id: Car category not found for this transfer');
      // Against a stored period the save keeps, and a row id of another car.
      expect((await save(id, { name: 'CDG airport - Paris hotels', ...pricing(van, [row(FROM, daysFromToday(100), prices('60', '110'))]) })).statusCode).toBe(
        200,
      );
      await refused(
        id,
        pricing(van, [row(daysFromToday(50), TO, prices('60', '110'))]),
        `cars.0.pricing.0.startDate: overlaps the saved period ${FROM} to ${daysFromToday(100)}`,
      );
      const vanRow = (await read(id)).cars[0]!.pricing[0]!.id;
      await refused(
        id,
        pricing(shuttle, [row(FROM, TO, prices(undefined, undefined, { extraAdult: '1', returnExtraAdult: '2' }), vanRow)]),
        'cars.0.pricing.0.id: Pricing period not found for this car category',
      );
      // A refused save of the second car leaves the first car's pricing as it was.
      await refused(
        id,
        {
          cars: [
            { id: van, pricing: [row(daysFromToday(200), daysFromToday(220), prices('60', '110'))] },
            { id: shuttle, pricing: [row(FROM, TO, prices('1', '2'))] },
          ],
        },
        'cars.1.pricing.0.pricingData.extraAdult: Extra adult is required for a group car',
      );
      expect((await read(id)).cars[0]!.pricing).toHaveLength(1);
    });

    it('refuses car categories without a name or occupancy numbers, or with crossed ranges', async () => {
      const id = await addTransfer();
      const nameless = await inject('POST', `transfers/${id}/cars`, { type: 'group' });
      expect(nameless.statusCode).toBe(400);
      expect(nameless.json().error).toContain('name: Car category name is required; minAdultOccupancy: minAdultOccupancy must be a whole number');
      const crossed = await inject('POST', `transfers/${id}/cars`, car({ minAdultOccupancy: 5, maxAdultOccupancy: 2 }));
      expect(crossed.json().error).toBe('maxAdultOccupancy: must not be below minAdultOccupancy');
      const carId = await addCar(id);
      const bad = await inject('PUT', `transfers/${id}/cars/${carId}`, car({ maxChildOccupancy: 1001 }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('maxChildOccupancy: maxChildOccupancy must be at most 1000');
      const badUnallowed = await inject('PUT', `transfers/${id}/cars/${carId}`, car({ unallowedOccupancies: [{ unallowedMinAdultOccupancy: 2 }] }));
      expect(badUnallowed.json().error).toContain('unallowedOccupancies.0.unallowedMaxAdultOccupancy');
      expect((await inject('GET', `transfers/${id}/cars/${carId}`)).json().maxChildOccupancy).toBe(4);
    });
  });

  it("404 for unknown transfers, cars, another transfer's car and pricing rows", async () => {
    const id = await addTransfer();
    const otherTransfer = await addTransfer();
    const carId = await addCar(id);
    const missing = 2_000_000;
    for (const [method, url, body] of [
      ['GET', `transfers/${missing}`],
      ['PUT', `transfers/${missing}`, info()],
      ['DELETE', `transfers/${missing}`],
      ['GET', `transfers/${otherTransfer}/cars/${carId}`],
      ['PUT', `transfers/${otherTransfer}/cars/${carId}`, car()],
      ['DELETE', `transfers/${otherTransfer}/cars/${carId}`],
      ['GET', `transfers/${id}/cars/${missing}`],
      ['POST', `transfers/${missing}/cars`, car()],
      ['DELETE', `transfers/car-pricing/${missing}`],
    ] as const) {
      const res = await inject(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await saveForm(missing, {})).statusCode).toBe(404);
    expect((await inject('GET', `transfers/${id}/cars/${carId}`)).json().id).toBe(carId);
  });

  it('refuses to delete a sold transfer, car category or pricing row (409 saying why), and keeps them', async () => {
    const worked = await createWorkedTransfer(api.t.app, db(), api.admin.headers, { name: 'Sold transfer' });
    await sellTransfer(db(), api.agent.user.id, { transferId: worked.id, carId: worked.cars.van, carPricingId: worked.pricing.van });
    for (const [url, message] of [
      [`transfers/${worked.id}`, 'This transfer has bookings and cannot be deleted.'],
      [`transfers/${worked.id}/cars/${worked.cars.van}`, 'This car category has been sold and cannot be deleted.'],
      [`transfers/car-pricing/${worked.pricing.van}`, 'This pricing period has priced bookings and cannot be deleted.'],
    ]) {
      const res = await inject('DELETE', url!);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error).toBe(message);
    }
    expect(await db().select().from(transfers).where(eq(transfers.id, worked.id))).toHaveLength(1);
    expect(await db().select().from(transferCars).where(eq(transferCars.id, worked.cars.van))).toHaveLength(1);
    expect(await db().select().from(transferCarPricing).where(eq(transferCarPricing.id, worked.pricing.van))).toHaveLength(1);
    // The unsold car of a sold transfer goes; an unsold transfer goes with its cars.
    expect((await inject('DELETE', `transfers/${worked.id}/cars/${worked.cars.sedan}`)).statusCode).toBe(200);
    const unsold = await addTransfer();
    await addCar(unsold);
    expect((await inject('DELETE', `transfers/${unsold}`)).statusCode).toBe(200);
    expect((await inject('GET', `transfers/${unsold}`)).statusCode).toBe(404);
    expect(await db().select().from(transferCars).where(eq(transferCars.transferId, unsold))).toEqual([]);
  });

  it('answers 401 to a visitor and 403 to an agent on every call', async () => {
    for (const route of Object.values(transfersApi.routes)) {
      const url = route.path.replace('/transfers', 'transfers').replace(':id', '1').replace(':carId', '1');
      const visitor = await inject(route.method as 'GET', url, route.method === 'GET' ? undefined : {}, {});
      expect(visitor.statusCode, `${route.method} ${url}`).toBe(401);
      const agent = await inject(route.method as 'GET', url, route.method === 'GET' ? undefined : {}, api.agent.headers);
      expect(agent.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });

  it('the car answer is what GET transfers/:id lists', async () => {
    const id = await addTransfer();
    const carId = await addCar(id);
    const one = (await inject('GET', `transfers/${id}/cars/${carId}`)).json() as TransferCar;
    expect((await read(id)).cars).toEqual([one]);
  });
});
