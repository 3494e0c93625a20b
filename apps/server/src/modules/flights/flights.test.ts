import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Flight, flightsApi } from '@travel/contracts';
import { daysFromToday, fixtureDate } from '../../test/dates';
import { multipart, PNG_1PX } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { locations } from '../reference/tables';
import { flightFarePricing, flightFares, flights } from './tables';
import { airportId, sellFlight } from './test-data';

const FROM = daysFromToday(10);
const TO = daysFromToday(190);

const leg = (from: number, to: number, over: Record<string, unknown> = {}) => ({
  flightNumber: 'TA401',
  fromAirport: { id: from, name: 'x' },
  toAirport: { id: to, name: 'y' },
  departureTime: '08:10',
  durationMinutes: 160,
  ...over,
});
const seatMap = {
  rowsCount: 31,
  seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'],
  blockedSeats: ['1A', '12C'],
  rowPrices: [
    { fromRow: 1, toRow: 5, price: '25.00' },
    { fromRow: 12, toRow: 14, price: '15.00' },
  ],
};
const prices = (price: string) => ({
  price,
  priceChild1: '90.00',
  priceChild2: '15.00',
  priceReturn: '250.00',
  priceReturnChild1: '180.00',
  priceReturnChild2: '30.00',
  currency: 'EUR',
});

describe.each(engines)('flights API on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = api.admin.headers) =>
    api.t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  let lis = 0;
  let cdg = 0;
  const airports = async () => {
    lis ||= await airportId(db(), 'LIS');
    cdg ||= await airportId(db(), 'CDG');
  };

  /** A flight LIS -> CDG with its Info only; answers its id. */
  const addFlight = async (name = 'Lisbon - Paris') => {
    await airports();
    const res = await inject('POST', 'flights', { name, fromAirport: { id: lis }, toAirport: { id: cdg } });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const segments = () => [
    {
      direction: 'outbound',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      validFrom: FROM,
      validTo: TO,
      legs: [
        {
          ...leg(lis, cdg),
          seatMap,
          mealOptions: [
            { name: 'Sandwich', price: '6.50' },
            { name: 'Hot meal', price: '12.00' },
          ],
        },
      ],
      baggageOptions: [
        { name: 'Checked bag', weight: '23 kg', price: '35.00' },
        { name: 'Heavy bag', weight: '32 kg', price: '55.00' },
      ],
    },
    {
      direction: 'return',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      validFrom: FROM,
      validTo: TO,
      legs: [leg(cdg, lis, { flightNumber: 'TA402', departureTime: '12:30', durationMinutes: 150 })],
    },
  ];
  const info = () => ({ name: 'Lisbon - Paris', fromAirport: JSON.stringify({ id: lis }), toAirport: JSON.stringify({ id: cdg }) });
  const save = async (id: number, fields: Record<string, unknown>) => {
    const body = Object.fromEntries(Object.entries({ ...info(), ...fields }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    const form = await multipart({ _method: 'PUT', ...body });
    return api.t.app.inject({ method: 'POST', url: `/api/v1/flights/${id}`, headers: { ...api.admin.headers, ...form.headers }, payload: form.payload });
  };
  const read = async (id: number) => (await inject('GET', `flights/${id}`)).json() as Flight;
  const addFare = async (flightId: number, fare: Record<string, unknown> = {}) => {
    const res = await inject('POST', `flights/${flightId}/fares`, {
      name: 'Light',
      code: 'LT',
      meal: 'No meal',
      handBagagges: [{ handBaggage: '8 kg cabin bag' }],
      ...fare,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };

  it("saves the issue's flight: airline with logo, schedule, seat map, extras, two fares with pricing and rules, markups; reads every value back", async () => {
    await airports();
    const created = await multipart(
      {
        name: 'Lisbon - Paris',
        fromAirport: JSON.stringify({ id: lis, name: 'Lisbon' }),
        toAirport: JSON.stringify({ id: cdg }),
        description: 'Daily charter',
        note: 'Crew note',
      },
      [{ name: 'airlineLogo', filename: 'ta.png', type: 'image/png', data: PNG_1PX }],
    );
    const res = await api.t.app.inject({
      method: 'POST',
      url: '/api/v1/flights',
      headers: { ...api.admin.headers, ...created.headers },
      payload: created.payload,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    expect(res.json()).toMatchObject({
      name: 'Lisbon - Paris',
      fromAirport: { id: lis, code: 'LIS' },
      toAirport: { id: cdg, code: 'CDG' },
      description: 'Daily charter',
      note: 'Crew note',
    });

    const light = await addFare(id, { cancellationRules: [{ daysBefore: 14, penaltyType: 'percent', amount: '50' }] });
    const plus = await addFare(id, {
      name: 'Plus',
      code: 'PL',
      meal: 'Hot meal',
      description: 'More room',
      baggages: [{ baggage: '23 kg' }],
      cancellationRules: [
        { daysBefore: 30, penaltyType: 'fixed', amount: '20' },
        { daysBefore: 3, penaltyType: 'percent', amount: '100' },
      ],
    });
    const logo = res.json().airline;
    expect(logo).toBeNull();
    const saved = await save(id, {
      description: 'Daily charter',
      note: 'Crew note',
      airline: { name: 'TravelAir', code: 'ta', logo: null },
      markups: { b2b: { type: 'percent', amount: '5' }, b2c: { type: 'fixed', amount: '12.5' } },
      segments: segments(),
      fares: [
        { id: light, pricing: [{ startDate: FROM, endDate: TO, pricingData: prices('100') }] },
        { id: plus, pricing: [{ startDate: FROM, endDate: TO, pricingData: prices('140.5') }] },
      ],
    });
    expect(saved.statusCode).toBe(200);

    const flight = await read(id);
    expect(flight).toMatchObject({
      name: 'Lisbon - Paris',
      airline: { name: 'TravelAir', code: 'TA', logo: null },
      defaultCurrency: 'EUR',
      markups: { b2b: { type: 'percent', amount: '5.00' }, b2c: { type: 'fixed', amount: '12.50' } },
    });
    const [outbound, back] = flight.segments;
    expect(outbound).toMatchObject({
      direction: 'outbound',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      validFrom: FROM,
      validTo: TO,
      seatCapacity: null,
      effectiveSeatCapacity: 178,
      flightTimeWithStops: 160,
      stopsNames: [],
      baggageOptions: [
        { name: 'Checked bag', weight: '23 kg', price: '35.00' },
        { name: 'Heavy bag', weight: '32 kg', price: '55.00' },
      ],
      // Nothing sold yet: no departure shows sales, and the segment may be removed.
      sales: [],
      sold: false,
    });
    expect(outbound!.legs).toEqual([
      {
        id: expect.any(Number),
        flightNumber: 'TA401',
        fromAirport: { id: lis, name: 'Lisbon Humberto Delgado Airport', code: 'LIS' },
        toAirport: { id: cdg, name: 'Paris Charles de Gaulle Airport', code: 'CDG' },
        departureTime: '08:10',
        dayOffset: 0,
        durationMinutes: 160,
        seatMap,
        mealOptions: [
          { id: expect.any(Number), name: 'Sandwich', price: '6.50' },
          { id: expect.any(Number), name: 'Hot meal', price: '12.00' },
        ],
        soldSeats: [],
      },
    ]);
    expect(back).toMatchObject({ direction: 'return', flightTimeWithStops: 150, legs: [{ flightNumber: 'TA402', departureTime: '12:30', seatMap: null }] });
    expect(flight.fares.map((f) => [f.name, f.code, f.meal, f.handBagagges, f.baggages])).toEqual([
      ['Light', 'LT', 'No meal', [{ handBaggage: '8 kg cabin bag' }], []],
      ['Plus', 'PL', 'Hot meal', [{ handBaggage: '8 kg cabin bag' }], [{ baggage: '23 kg' }]],
    ]);
    expect(flight.fares[1]!.cancellationRules.map((r) => [r.daysBefore, r.penaltyType, r.amount])).toEqual([
      [3, 'percent', '100.00'],
      [30, 'fixed', '20.00'],
    ]);
    expect(flight.fares[1]!.pricing).toEqual([
      {
        id: expect.any(Number),
        startDate: FROM,
        endDate: TO,
        pricingData: {
          price: '140.50',
          priceChild1: '90.00',
          priceChild2: '15.00',
          priceReturn: '250.00',
          priceReturnChild1: '180.00',
          priceReturnChild2: '30.00',
          currency: 'EUR',
        },
      },
    ]);

    // Saving again with the ids keeps the rows (same ids), and the logo comes as a file.
    const [first, second] = segments();
    const again = [
      { ...first, id: outbound!.id, legs: [{ ...first!.legs[0], id: outbound!.legs[0]!.id }] },
      { ...second, id: back!.id },
    ];
    const withLogo = await multipart(
      { _method: 'PUT', ...info(), airline: JSON.stringify({ name: 'TravelAir', code: 'TA' }), segments: JSON.stringify(again) },
      [{ name: 'airlineLogo', filename: 'ta.png', type: 'image/png', data: PNG_1PX }],
    );
    const logoSave = await api.t.app.inject({
      method: 'POST',
      url: `/api/v1/flights/${id}`,
      headers: { ...api.admin.headers, ...withLogo.headers },
      payload: withLogo.payload,
    });
    expect(logoSave.statusCode).toBe(200);
    const reread = await read(id);
    expect(reread.segments.map((s) => s.id)).toEqual([outbound!.id, back!.id]);
    expect(reread.segments[0]!.legs[0]!.id).toBe(outbound!.legs[0]!.id);
    expect(reread.airline?.logo).toMatch(/^\/api\/v1\/media\/flights\/.+\.png$/);
    expect((await api.t.app.inject({ method: 'GET', url: reread.airline!.logo! })).statusCode).toBe(200);
    // The fares' pricing was not in this save: it stays.
    expect(reread.fares[1]!.pricing).toHaveLength(1);

    // Deleting a pricing row, then a fare.
    expect((await inject('DELETE', `flights/fare-pricing/${flight.fares[0]!.pricing[0]!.id}`)).statusCode).toBe(200);
    expect((await read(id)).fares[0]!.pricing).toEqual([]);
    expect((await inject('DELETE', `flights/${id}/fares/${light}`)).statusCode).toBe(200);
    expect((await read(id)).fares.map((f) => f.id)).toEqual([plus]);
  });

  it('stores flight and fare descriptions cleaned of scripts, handlers and javascript: links', async () => {
    await airports();
    const dirty = '<p>Window <strong>seats</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>';
    const res = await inject('POST', 'flights', { name: 'Sanitized', fromAirport: { id: lis }, toAirport: { id: cdg }, description: dirty });
    expect(res.statusCode).toBe(201);
    const flight = await read(res.json().id);
    expect(flight.description).toBe('<p>Window <strong>seats</strong></p><img src="x" /><a>x</a>');
    const fareId = await addFare(flight.id, { description: dirty });
    const fare = (await inject('GET', `flights/${flight.id}/fares/${fareId}`)).json() as { description: string };
    expect(fare.description).toBe('<p>Window <strong>seats</strong></p><img src="x" /><a>x</a>');
  });

  it('lists flights by from and to airport and text, 20 a page', async () => {
    await airports();
    const mad = await airportId(db(), 'MAD');
    const listed = await addFlight('Listing LIS-CDG');
    const other = (
      await inject('POST', 'flights', { name: 'Listing MAD-CDG', fromAirport: mad, toAirport: cdg, airline: { name: 'Iberflight', code: 'IB' } })
    ).json().id;
    const list = async (query: string) => (await inject('GET', `flights?searchText=listing${query}`)).json();
    expect((await list('')).entities).toEqual([
      {
        id: listed,
        name: 'Listing LIS-CDG',
        fromAirport: { id: lis, name: 'Lisbon Humberto Delgado Airport', code: 'LIS' },
        toAirport: expect.objectContaining({ id: cdg }),
        airline: null,
      },
      {
        id: other,
        name: 'Listing MAD-CDG',
        fromAirport: expect.objectContaining({ code: 'MAD' }),
        toAirport: expect.objectContaining({ code: 'CDG' }),
        airline: { name: 'Iberflight', code: 'IB', logo: null },
      },
    ]);
    expect((await list(`&fromId=${mad}`)).entities.map((f: { id: number }) => f.id)).toEqual([other]);
    expect((await list(`&toId=${cdg}&fromId=${lis}`)).entities.map((f: { id: number }) => f.id)).toEqual([listed]);
    expect((await inject('GET', 'flights?searchText=iberflight')).json()).toMatchObject({ total: 1, pagesCount: 1 });
    for (let i = 0; i < 21; i++) await addFlight(`Paged ${String(i).padStart(2, '0')}`);
    const second = (await inject('GET', 'flights?searchText=paged&page=2')).json();
    expect(second).toMatchObject({ total: 21, pagesCount: 2 });
    expect(second.entities.map((f: { name: string }) => f.name)).toEqual(['Paged 20']);
    expect((await inject('GET', 'flights?page=0')).statusCode).toBe(400);
  });

  describe('bad input: 400 naming the field, nothing half-saved', () => {
    const refused = async (id: number, fields: Record<string, unknown>, message: string) => {
      const res = await save(id, { name: 'Renamed', ...fields });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toContain(message);
      // The valid part of the save (the new name) was not written either.
      expect((await read(id)).name).toBe('Lisbon - Paris');
    };

    it('refuses a missing name, an airport that is not an airport, and bad schedules', async () => {
      await airports();
      const missing = await inject('POST', 'flights', { fromAirport: lis, toAirport: cdg });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('name: Name is required');
      const [paris] = await db().select({ id: locations.id }).from(locations).where(eq(locations.name, 'Paris'));
      const city = await inject('POST', 'flights', { name: 'X', fromAirport: lis, toAirport: paris!.id });
      expect(city.statusCode).toBe(400);
      expect(city.json().error).toBe(`toAirport: must be an airport (location ${paris!.id} is not one)`);

      const id = await addFlight();
      const outbound = segments()[0]!;
      await refused(id, { name: '' }, 'name: Name is required');
      await refused(id, { segments: [{ ...outbound, weekdays: [1, 8] }] }, 'segments.0.weekdays.1: must be a weekday 1 (Monday) to 7 (Sunday)');
      await refused(id, { segments: [{ ...outbound, validFrom: TO, validTo: FROM }] }, 'segments.0.validTo: must not be before validFrom');
      await refused(
        id,
        { segments: [{ ...outbound, legs: [leg(lis, cdg, { durationMinutes: 0 })] }] },
        'segments.0.legs.0.durationMinutes: the arrival must be after the departure',
      );
      const mad = await airportId(db(), 'MAD');
      await refused(
        id,
        { segments: [{ ...outbound, legs: [leg(lis, mad, { durationMinutes: 120 }), leg(mad, cdg, { departureTime: '09:00' })] }] },
        'segments.0.legs.1.departureTime: must not be before legs.0 arrives',
      );
      await refused(id, { segments: [{ ...outbound, legs: [leg(lis, paris!.id)] }] }, 'segments.0.legs.0.toAirport');
      await refused(
        id,
        { segments: [{ ...outbound, legs: [{ ...leg(lis, cdg), seatMap: { ...seatMap, rowsCount: 101 } }] }] },
        'segments.0.legs.0.seatMap.rowsCount: a seat map has at most 99 rows (rowsCount 100)',
      );
      await refused(
        id,
        { segments: [{ ...outbound, legs: [{ ...leg(lis, cdg), seatMap: { ...seatMap, seatsNumbers: 'ABCDEFGHJKL'.split('') } }] }] },
        'segments.0.legs.0.seatMap.seatsNumbers: a seat map has at most 10 seat letters',
      );
      await refused(
        id,
        { segments: [{ ...outbound, legs: [{ ...leg(lis, cdg), seatMap: { ...seatMap, blockedSeats: ['31A'] } }] }] },
        'segments.0.legs.0.seatMap.blockedSeats.0: seat 31A is outside the map (rows 1-30, letters ABCDEF)',
      );
      await refused(
        id,
        { segments: [{ ...outbound, baggageOptions: [{ name: 'Bag', price: '-1' }] }] },
        'segments.0.baggageOptions.0.price: must not be below zero',
      );
      expect((await read(id)).segments).toEqual([]);
    });

    it('refuses fares without name, code or meal, and pricing with bad periods, prices or currency', async () => {
      const id = await addFlight();
      const fareless = await inject('POST', `flights/${id}/fares`, { description: 'x' });
      expect(fareless.statusCode).toBe(400);
      expect(fareless.json().error).toBe('name: Name is required; code: Code is required; meal: Meal is required');
      const fare = await addFare(id);
      const row = (startDate: string, endDate: string, data = prices('100')) => ({ startDate, endDate, pricingData: data });
      const pricing = (rows: unknown[]) => ({ fares: [{ id: fare, pricing: rows }] });
      await refused(id, pricing([row(TO, FROM)]), 'fares.0.pricing.0.endDate: end date must not be before the start date');
      await refused(id, pricing([row(FROM, TO, prices('-5'))]), 'fares.0.pricing.0.pricingData.price: must not be below zero');
      await refused(
        id,
        pricing([row(FROM, TO, { ...prices('100'), currency: undefined } as never)]),
        'fares.0.pricing.0.pricingData.currency: Currency is required',
      );
      await refused(id, pricing([row(FROM, TO, { ...prices('100'), currency: 'ZZZ' })]), 'fares.0.pricing.0.pricingData.currency: Currency ZZZ not found');
      // Overlapping periods (issue 32) have their own test below.
      await refused(id, { fares: [{ id: fare + 1000, pricing: [] }] }, `fares.0.id: Fare not found for this flight`);
      const rules = await inject('PUT', `flights/${id}/fares/${fare}`, {
        name: 'Light',
        code: 'LT',
        meal: 'none',
        cancellationRules: [{ daysBefore: 3, penaltyType: 'percent', amount: '120' }],
      });
      expect(rules.statusCode).toBe(400);
      expect(rules.json().error).toBe('cancellationRules.0.amount: a percent penalty is at most 100');
    });
  });

  it('refuses overlapping periods of one fare with a sentence naming both (issue 32); other fares and touching periods are fine', async () => {
    const id = await addFlight();
    const [light, plus] = [await addFare(id), await addFare(id, { name: 'Plus', code: 'PL' })];
    const row = (startDate: string, endDate: string, data = prices('100')) => ({ startDate, endDate, pricingData: data });
    const day = (iso: string) => iso.split('-').reverse().join('.');
    const refused = async (fares: unknown, error: string) => {
      const res = await save(id, { name: 'Renamed', fares });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(error);
      expect((await read(id)).name).toBe('Lisbon - Paris');
    };
    const [may15, jun1, jun10, jun30, jul1] = [10, 27, 36, 56, 57].map(daysFromToday);
    // Two rows of one save: refused whatever their prices, the later row named against the earlier one, counted from 1 as the grid counts.
    for (const price of ['100', '120']) {
      await refused(
        [{ id: light, pricing: [row(may15, jun10), row(jun1, jun30, prices(price))] }],
        `fares.0.pricing.1.startDate: the period ${day(jun1)}-${day(jun30)} overlaps period 1 (${day(may15)}-${day(jun10)})`,
      );
    }
    // One shared day is an overlap (both ends count); the second fare's list is named by its place in the save.
    await refused(
      [
        { id: light, pricing: [row(may15, jun10)] },
        { id: plus, pricing: [row(jun1, jun30), row(jul1, TO), row(jun30, jun30)] },
      ],
      `fares.1.pricing.2.startDate: the period ${day(jun30)}-${day(jun30)} overlaps period 1 (${day(jun1)}-${day(jun30)})`,
    );
    expect((await read(id)).fares.flatMap((f) => f.pricing)).toEqual([]);

    // Touching periods, and the same dates on another fare, are saved.
    const saved = await save(id, {
      fares: [
        { id: light, pricing: [row(may15, jun10), row(daysFromToday(37), jun30)] },
        { id: plus, pricing: [row(may15, jun10)] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A new row against a stored period the save keeps (left out of this save).
    await refused(
      [{ id: light, pricing: [row(jun1, jul1)] }],
      `fares.0.pricing.0.startDate: the period ${day(jun1)}-${day(jul1)} overlaps the saved period ${day(may15)}-${day(jun10)}`,
    );
    // Moving a stored period onto another one is refused too; moving it clear of the others is not.
    const stored = (await read(id)).fares.find((f) => f.id === light)!.pricing;
    const [first, second] = stored.map((p) => ({ id: p.id, startDate: p.startDate, endDate: p.endDate, pricingData: p.pricingData }));
    await refused(
      [{ id: light, pricing: [{ ...second!, startDate: jun10 }] }],
      `fares.0.pricing.0.startDate: the period ${day(jun10)}-${day(jun30)} overlaps the saved period ${day(may15)}-${day(jun10)}`,
    );
    expect((await save(id, { fares: [{ id: light, pricing: [first!, { ...second!, startDate: jul1, endDate: TO }] }] })).statusCode).toBe(200);
    expect((await read(id)).fares.find((f) => f.id === light)!.pricing.map((p) => [p.startDate, p.endDate])).toEqual([
      [may15, jun10],
      [jul1, TO],
    ]);
  });

  it("reads and saves a fare; 404 for unknown flights, fares, another flight's fare and pricing rows", async () => {
    const id = await addFlight();
    const otherFlight = await addFlight();
    const fare = await addFare(id);
    const put = await inject('PUT', `flights/${id}/fares/${fare}`, {
      name: 'Light+',
      code: 'LP',
      meal: 'Snack',
      handBagagges: [],
      baggages: [{ baggage: '15 kg' }],
    });
    expect(put.statusCode).toBe(200);
    expect((await inject('GET', `flights/${id}/fares/${fare}`)).json()).toMatchObject({
      id: fare,
      flightId: id,
      name: 'Light+',
      code: 'LP',
      meal: 'Snack',
      handBagagges: [],
      baggages: [{ baggage: '15 kg' }],
    });
    const missing = 2_000_000;
    for (const [method, url, body] of [
      ['GET', `flights/${missing}`],
      ['DELETE', `flights/${missing}`],
      ['GET', `flights/${otherFlight}/fares/${fare}`],
      ['PUT', `flights/${otherFlight}/fares/${fare}`, { name: 'x', code: 'x', meal: 'x' }],
      ['DELETE', `flights/${otherFlight}/fares/${fare}`],
      ['POST', `flights/${missing}/fares`, { name: 'x', code: 'x', meal: 'x' }],
      ['DELETE', `flights/fare-pricing/${missing}`],
    ] as const) {
      const res = await inject(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await save(missing, {})).statusCode).toBe(404);
  });

  it('refuses to delete a sold flight, fare or pricing row (409 saying why), and keeps them', async () => {
    const id = await addFlight();
    const fare = await addFare(id);
    const saved = await save(id, { fares: [{ id: fare, pricing: [{ startDate: FROM, endDate: TO, pricingData: prices('100') }] }] });
    const pricingId = saved.json().fares[0].pricing[0].id as number;
    await sellFlight(db(), api.agent.user.id, { flightId: id, fareId: fare, farePricingId: pricingId });
    const [{ pnrs }] = (
      await db().execute(
        sql`select b.pnrs from bookings b join booking_items i on i.booking_id = b.id join flight_sales s on s.booking_item_id = i.id where s.flight_id = ${id}`,
      )
    ).rows as { pnrs: string }[];
    const departing = `departing ${fixtureDate('2027-06-01').split('-').reverse().join('.')} (booking ${pnrs})`;
    for (const [url, message] of [
      [`flights/${id}`, `This flight has sold bookings ${departing} and cannot be deleted.`],
      [`flights/${id}/fares/${fare}`, `This fare has sold bookings ${departing} and cannot be deleted.`],
      [`flights/fare-pricing/${pricingId}`, `This pricing period has sold bookings ${departing} and cannot be deleted.`],
    ]) {
      const res = await inject('DELETE', url!);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error).toBe(message);
    }
    expect(await db().select().from(flights).where(eq(flights.id, id))).toHaveLength(1);
    expect(await db().select().from(flightFares).where(eq(flightFares.id, fare))).toHaveLength(1);
    expect(await db().select().from(flightFarePricing).where(eq(flightFarePricing.id, pricingId))).toHaveLength(1);
    // An unsold flight goes with its fares.
    const unsold = await addFlight();
    await addFare(unsold);
    expect((await inject('DELETE', `flights/${unsold}`)).statusCode).toBe(200);
    expect((await inject('GET', `flights/${unsold}`)).statusCode).toBe(404);
    expect(await db().select().from(flightFares).where(eq(flightFares.flightId, unsold))).toEqual([]);
  });

  it('answers 401 to a visitor and 403 to an agent on every call', async () => {
    for (const route of Object.values(flightsApi.routes)) {
      const url = route.path.replace('/flights', 'flights').replace(':id', '1').replace(':fareId', '1');
      const visitor = await inject(route.method as 'GET', url, route.method === 'GET' ? undefined : {}, {});
      expect(visitor.statusCode, `${route.method} ${url}`).toBe(401);
      const agent = await inject(route.method as 'GET', url, route.method === 'GET' ? undefined : {}, api.agent.headers);
      expect(agent.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });
});
