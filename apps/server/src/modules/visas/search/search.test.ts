import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../../test/factories';
import { apiTestContext, engines } from '../../../test/harness';
import { currencyRates } from '../../currency/tables';
import { visaTypePricing } from '../tables';
import { viewerVisaClaim, verifyVisa } from './claim';
import { insertWorkedVisa, searchVisaOptions, TRIP, visaQuery } from './test-data';
import { fixtureDate } from '../../../test/dates';
import { countryId } from '../../../test/factories';

/**
 * `GET search/visas` (storefront spec §4 point 4; domain-rules §5.3, §5.1 markups, §2, §10): the
 * §10 visa priced per passenger through the API, markups per channel and agency, currency
 * conversion, the match on nationality and destination (a country holds its cities), and the
 * 400 sentences naming their field.
 */
describe.each(engines)('GET search/visas on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;
  let worked: Awaited<ReturnType<typeof insertWorkedVisa>>;
  beforeAll(async () => {
    worked = await insertWorkedVisa(db());
    await db()
      .update(currencyRates)
      .set({ bankRate: '0.92', correctionRate: '0', rate: '0.92' })
      .where(and(eq(currencyRates.base, 'EUR'), eq(currencyRates.currency, 'USD')));
  });
  const get = (query: URLSearchParams, headers: Record<string, string> = api.agent.headers) =>
    api.t.app.inject({ method: 'GET', url: `/api/v1/search/visas?${query}`, headers });

  it('prices the §10 visa for 2 adults, a child of 5 and an infant: 80, 80, 45, 0 = 205.00, with a visa hash', async () => {
    const answer = await searchVisaOptions(api.t.app, visaQuery(worked), api.agent.headers);
    expect(answer.passengerIds).toEqual(['passenger1', 'passenger2', 'passenger3', 'passenger4']);
    expect(answer.currency).toBe('EUR');
    expect(answer.entities).toEqual([
      {
        visaId: worked.visaId,
        visaTypeId: worked.typeId,
        name: 'Schengen tourist',
        typeName: 'Tourist 30 days',
        currency: 'EUR',
        passengersPrices: { passenger1: '80.00', passenger2: '80.00', passenger3: '45.00', passenger4: '0.00' },
        price: '205.00',
        hash: expect.stringMatching(/^v1\./),
      },
    ]);
    const claim = await verifyVisa(db(), answer.entities[0]!.hash);
    expect(claim).toMatchObject({
      visaId: worked.visaId,
      typeId: worked.typeId,
      startDate: TRIP.startDate,
      endDate: TRIP.endDate,
      channel: 'b2b',
      prices: { adult: '80.00', child: '45.00', infant: '0.00' },
    });
  });

  it('a visa hash is refused (422) when expired, tampered, not a visa hash, or used by another user', async () => {
    const { hash } = (await searchVisaOptions(api.t.app, visaQuery(worked), api.agent.headers)).entities[0]!;
    await expect(verifyVisa(db(), hash, Date.now() + 2 * 60 * 60_000)).rejects.toMatchObject({
      status: 422,
      message: 'This offer has expired. Please search again to get the current price.',
    });
    await expect(verifyVisa(db(), `${hash.slice(0, -2)}xx`)).rejects.toMatchObject({ status: 422, message: 'This offer is not valid. Please search again.' });
    await expect(verifyVisa(db(), hash.replace(/^v1\./, 'f1.'))).rejects.toMatchObject({
      status: 422,
      message: 'This is not a visa offer. Please search visas again.',
    });
    await expect(viewerVisaClaim(db(), hash, api.admin.user)).rejects.toMatchObject({
      status: 422,
      message: 'This offer was found by another user. Please search again.',
    });
    expect((await viewerVisaClaim(db(), hash, api.agent.user)).visaId).toBe(worked.visaId);
  });

  it('prices only the first visasCount passengers, in wizard order (adults first)', async () => {
    const answer = await searchVisaOptions(api.t.app, visaQuery(worked, { visasCount: '3' }), api.agent.headers);
    expect(answer.passengerIds).toEqual(['passenger1', 'passenger2', 'passenger3']);
    expect(answer.entities[0]).toMatchObject({ passengersPrices: { passenger1: '80.00', passenger2: '80.00', passenger3: '45.00' }, price: '205.00' });
    const two = await searchVisaOptions(api.t.app, visaQuery(worked, { visasCount: '2' }), api.agent.headers);
    expect(two.entities[0]).toMatchObject({ passengersPrices: { passenger1: '80.00', passenger2: '80.00' }, price: '160.00' });
  });

  it('matches the destination itself, a city of it and an airport of that city; another nationality or country finds nothing', async () => {
    const cdg = await airportOf('CDG');
    for (const toId of [worked.france, worked.paris, cdg]) {
      const answer = await searchVisaOptions(api.t.app, visaQuery(worked, { toId: String(toId) }), api.agent.headers);
      expect(
        answer.entities.map((e) => e.visaId),
        `toId ${toId}`,
      ).toEqual([worked.visaId]);
    }
    const french = await searchVisaOptions(api.t.app, visaQuery(worked, { nationalityId: String(worked.france) }), api.agent.headers);
    expect(french.entities).toEqual([]);
    const portugal = await searchVisaOptions(api.t.app, visaQuery(worked, { toId: String(await countryId(db(), 'PT')) }), api.agent.headers);
    expect(portugal.entities).toEqual([]);
    // No pricing row covers the date: the type is not offered.
    const later = await searchVisaOptions(
      api.t.app,
      visaQuery(worked, { startDate: fixtureDate('2028-01-05'), endDate: fixtureDate('2028-01-09') }),
      api.agent.headers,
    );
    expect(later.entities).toEqual([]);
  });

  it('adds the b2b or b2c markup and the agency extra per passenger; converts and rounds once', async () => {
    const marked = await insertWorkedVisa(db(), {
      name: 'Schengen marked',
      origins: ['AM'],
      destinations: [worked.france],
      markups: { b2b: { type: 'percent', amount: '10' }, b2c: { type: 'fixed', amount: '5' } },
    });
    const pricesOf = (answer: Awaited<ReturnType<typeof searchVisaOptions>>) => answer.entities.find((e) => e.visaId === marked.visaId)!.passengersPrices;
    // Agent: 10 % -> 88.00, 49.50, 0.00.
    expect(pricesOf(await searchVisaOptions(api.t.app, visaQuery(worked), api.agent.headers))).toEqual({
      passenger1: '88.00',
      passenger2: '88.00',
      passenger3: '49.50',
      passenger4: '0.00',
    });
    // Visitor: fixed 5 per passenger -> 85.00, 50.00, 5.00.
    expect(pricesOf(await searchVisaOptions(api.t.app, visaQuery(worked)))).toEqual({
      passenger1: '85.00',
      passenger2: '85.00',
      passenger3: '50.00',
      passenger4: '5.00',
    });
    // An agency with extraMarkups.visa 2.5 %: 80 + 8 + 2 = 90.00; 45 + 4.5 + 1.125 = 50.625 -> 50.63.
    const agency = await session(api.t.app, db(), 'ROLE_AGENT', { extraMarkups: { hotel: [], visa: [{ type: 'percent', amount: '2.5' }] } });
    expect(pricesOf(await searchVisaOptions(api.t.app, visaQuery(worked), agency.headers))).toEqual({
      passenger1: '90.00',
      passenger2: '90.00',
      passenger3: '50.63',
      passenger4: '0.00',
    });
    // USD (1 USD = 0.92 EUR): 88 / 0.92 = 95.652... -> 95.65; 49.5 / 0.92 = 53.804... -> 53.80.
    const usd = await searchVisaOptions(api.t.app, visaQuery(worked, { currency: 'USD' }), api.agent.headers);
    expect(usd.currency).toBe('USD');
    expect(usd.entities.find((e) => e.visaId === marked.visaId)).toMatchObject({
      currency: 'USD',
      passengersPrices: { passenger1: '95.65', passenger2: '95.65', passenger3: '53.80', passenger4: '0.00' },
      price: '245.10',
    });
    await db()
      .update(visaTypePricing)
      .set({ endDate: fixtureDate('2027-01-01') })
      .where(eq(visaTypePricing.id, marked.pricingId));
  });

  it.each([
    [{ nationalityId: '' }, 'nationalityId: Nationality is required!'],
    [{ toId: 'x' }, 'toId: Destination is required!'],
    [{ startDate: '' }, 'startDate: Start date is required!'],
    [{ startDate: '2027-02-30' }, 'startDate: must be a date YYYY-MM-DD'],
    [{ visasCount: '5' }, 'visasCount: Visa count must be 1 to the number of passengers.'],
    [{ visasCount: '0' }, 'visasCount: Visa count must be 1 to the number of passengers.'],
    [{ rooms: '' }, 'rooms: Rooms is required!'],
    [{ rooms: '[{"adults":0,"childrenAges":[5]}]' }, 'rooms: Adults is required!'],
    [{ currency: 'eur' }, 'currency: must be a currency code'],
    [{ startDate: fixtureDate('2022-06-01') }, 'startDate: Start date must not be in the past.'],
    [{ endDate: fixtureDate('2027-06-01') }, 'endDate: End date must not be before the start date.'],
  ])('answers 400 naming the field for %o', async (params, message) => {
    const res = await get(visaQuery(worked, params));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('a currency without a rate is a 422 naming the pair', async () => {
    const res = await get(visaQuery(worked, { currency: 'XAU' }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatch(/XAU against EUR/);
  });

  async function airportOf(code: string) {
    const { locations } = await import('../../reference/tables');
    const [row] = await db()
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.code, code), eq(locations.type, 'airport')));
    return row!.id;
  }
});
