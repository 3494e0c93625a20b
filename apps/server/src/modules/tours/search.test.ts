import { and, eq } from 'drizzle-orm';
import { tourSearchAnswerSchema } from '@travel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysFromToday, TODAY } from '../../test/dates';
import { countryId, session } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { STAY } from '../bookings/test-data';
import { currencyRates } from '../currency/tables';
import { cityId } from '../hotels/test-data';
import { locations } from '../reference/tables';
import { verifyTour, viewerTourClaim } from './claim';
import { insertTour, searchTourOptions, tourQuery } from './test-data';

/**
 * `GET search/tours` (issue 28; docs/decisions.md "Tours sold as excursions"): the tours at, inside
 * or around the destination, by name, priced per passenger at the catalogue price (adult, child or
 * the adult price, infants free) in the asked currency, with the stay's days from today on.
 */

/** Two adults, a child of 5 and an infant: passenger1..4 in wizard order. */
const FAMILY = [{ adults: 2, childrenAges: [5, 1] }];
const STAY_DAYS = [STAY.startDate, addDays(STAY.startDate, 1), addDays(STAY.startDate, 2), STAY.endDate];

describe.each(engines)('GET search/tours on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;
  let paris: number;
  let montmartre: Awaited<ReturnType<typeof insertTour>>;
  beforeAll(async () => {
    paris = await cityId(db(), 'Paris');
    montmartre = await insertTour(db());
    // §9: 1 USD = 0.92 EUR (EUR is the default currency).
    await db()
      .update(currencyRates)
      .set({ bankRate: '0.92', correctionRate: '0', rate: '0.92' })
      .where(and(eq(currencyRates.base, 'EUR'), eq(currencyRates.currency, 'USD')));
  });
  const get = (query: URLSearchParams, headers: Record<string, string> = {}) =>
    api.t.app.inject({ method: 'GET', url: `/api/v1/search/tours?${query}`, headers });
  const optionOf = (answer: Awaited<ReturnType<typeof searchTourOptions>>, tourId: number) => answer.entities.find((e) => e.tourId === tourId);

  it('prices every passenger of the rooms: adults 45.50, the child 20.00, the infant 0.00 (111.00); the stay days; the same for a visitor and an agent', async () => {
    const answer = await searchTourOptions(api.t.app, tourQuery(paris, STAY, FAMILY), api.agent.headers);
    expect(tourSearchAnswerSchema.safeParse(answer).success).toBe(true);
    expect(answer.passengerIds).toEqual(['passenger1', 'passenger2', 'passenger3', 'passenger4']);
    expect(answer.currency).toBe('EUR');
    expect(optionOf(answer, montmartre.id)).toEqual({
      tourId: montmartre.id,
      name: 'Montmartre walking tour',
      location: { id: paris, name: 'Paris' },
      mainImage: null,
      description: '<p>Sacré-Cœur and the painters</p>',
      currency: 'EUR',
      adultPrice: '45.50',
      childPrice: '20.00',
      passengersPrices: { passenger1: '45.50', passenger2: '45.50', passenger3: '20.00', passenger4: '0.00' },
      price: '111.00',
      dates: STAY_DAYS,
      freeCancellationDays: 3,
      hash: expect.stringMatching(/^tr1\./),
    });
    // No markup: a visitor pays the same catalogue price.
    const visitor = await searchTourOptions(api.t.app, tourQuery(paris, STAY, FAMILY));
    expect(optionOf(visitor, montmartre.id)).toMatchObject({ price: '111.00', passengersPrices: { passenger1: '45.50', passenger3: '20.00' } });
    // Two rooms: passengers numbered room by room, adults first.
    const rooms = await searchTourOptions(
      api.t.app,
      tourQuery(paris, STAY, [
        { adults: 1, childrenAges: [] },
        { adults: 1, childrenAges: [8] },
      ]),
    );
    expect(optionOf(rooms, montmartre.id)!.passengersPrices).toEqual({ passenger1: '45.50', passenger2: '45.50', passenger3: '20.00' });
  });

  it('a child pays the adult price when the tour has no child price; a non-refundable tour says null', async () => {
    const seine = await insertTour(db(), { name: 'Seine cruise', price: '18', priceChild: null, freeCancellationDays: null });
    const answer = await searchTourOptions(api.t.app, tourQuery(paris, STAY, FAMILY));
    expect(optionOf(answer, seine.id)).toMatchObject({
      adultPrice: '18.00',
      childPrice: '18.00',
      passengersPrices: { passenger1: '18.00', passenger2: '18.00', passenger3: '18.00', passenger4: '0.00' },
      price: '54.00',
      freeCancellationDays: null,
    });
  });

  it('converts from the tour currency to the asked one, rounding each passenger once', async () => {
    // 45.50 / 0.92 = 49.456... -> 49.46; 20 / 0.92 = 21.739... -> 21.74: 49.46 x 2 + 21.74 = 120.66.
    const usd = await searchTourOptions(api.t.app, tourQuery(paris, STAY, FAMILY, { currency: 'USD' }), api.agent.headers);
    expect(usd.currency).toBe('USD');
    expect(optionOf(usd, montmartre.id)).toMatchObject({
      currency: 'USD',
      adultPrice: '49.46',
      childPrice: '21.74',
      passengersPrices: { passenger1: '49.46', passenger2: '49.46', passenger3: '21.74', passenger4: '0.00' },
      price: '120.66',
    });
    // A tour priced in USD, asked in EUR: 30 x 0.92 = 27.60, the child 12.50 x 0.92 = 11.50.
    const louvre = await insertTour(db(), { name: 'Louvre highlights (USD)', price: '30', priceChild: '12.50', currency: 'USD' });
    const eur = await searchTourOptions(api.t.app, tourQuery(paris, STAY, FAMILY));
    expect(optionOf(eur, louvre.id)).toMatchObject({ currency: 'EUR', adultPrice: '27.60', childPrice: '11.50', price: '66.70' });
  });

  it('offers the tours at the place, inside it and at the places that hold it, by name; not those elsewhere', async () => {
    const [france, portugal] = [await countryId(db(), 'FR'), await countryId(db(), 'PT')];
    const [airport] = await db()
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.type, 'airport'), eq(locations.code, 'CDG')));
    const country = await insertTour(db(), { name: 'A France by train', locationId: france });
    const lisbon = await insertTour(db(), { name: 'Alfama tram ride', locationId: await cityId(db(), 'Lisbon') });
    const ids = (answer: Awaited<ReturnType<typeof searchTourOptions>>) =>
      answer.entities.map((e) => e.tourId).filter((id) => [country.id, lisbon.id, montmartre.id].includes(id));
    // A city: its own tours and its country's, by name.
    expect(ids(await searchTourOptions(api.t.app, tourQuery(paris, STAY, FAMILY)))).toEqual([country.id, montmartre.id]);
    // The country: its tours and its cities' tours.
    expect(ids(await searchTourOptions(api.t.app, tourQuery(france, STAY, FAMILY)))).toEqual([country.id, montmartre.id]);
    // The city's airport: the tours of the places above it.
    expect(ids(await searchTourOptions(api.t.app, tourQuery(airport!.id, STAY, FAMILY)))).toEqual([country.id, montmartre.id]);
    expect(ids(await searchTourOptions(api.t.app, tourQuery(portugal, STAY, FAMILY)))).toEqual([lisbon.id]);
    const names = (await searchTourOptions(api.t.app, tourQuery(paris, STAY, FAMILY))).entities.map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('offers the days of the stay from today on; a stay already over offers nothing', async () => {
    const started = await searchTourOptions(api.t.app, tourQuery(paris, { startDate: daysFromToday(-2), endDate: daysFromToday(2) }, FAMILY));
    expect(optionOf(started, montmartre.id)!.dates).toEqual([TODAY, daysFromToday(1), daysFromToday(2)]);
    const over = await searchTourOptions(api.t.app, tourQuery(paris, { startDate: daysFromToday(-5), endDate: daysFromToday(-1) }, FAMILY));
    expect(over.entities).toEqual([]);
    const oneDay = await searchTourOptions(api.t.app, tourQuery(paris, { startDate: TODAY, endDate: TODAY }, FAMILY));
    expect(optionOf(oneDay, montmartre.id)!.dates).toEqual([TODAY]);
  });

  it('signs a claim of the tour, the stay, the passengers’ bands, the currency, the prices and who asked', async () => {
    const answer = await searchTourOptions(api.t.app, tourQuery(paris, STAY, FAMILY), api.agent.headers);
    const { hash } = optionOf(answer, montmartre.id)!;
    expect(await verifyTour(db(), hash)).toMatchObject({
      tourId: montmartre.id,
      startDate: STAY.startDate,
      endDate: STAY.endDate,
      currency: 'EUR',
      userId: api.agent.user.id,
      bands: ['adult', 'adult', 'child', 'infant'],
      prices: { adult: '45.50', child: '20.00', infant: '0.00' },
      price: '111.00',
      exp: expect.any(Number),
    });
    await expect(verifyTour(db(), `${hash.slice(0, -3)}AAA`)).rejects.toMatchObject({ status: 422 });
    await expect(verifyTour(db(), hash.replace(/^tr1\./, 'v1.'))).rejects.toMatchObject({
      status: 422,
      message: 'This is not a tour offer. Please search tours again.',
    });
    const other = await session(api.t.app, db(), 'ROLE_AGENT');
    await expect(viewerTourClaim(db(), hash, other.user)).rejects.toMatchObject({
      status: 422,
      message: 'This offer was found by another user. Please search again.',
    });
  });

  it.each([
    [{ toId: '' }, 'toId: Destination is required!'],
    [{ startDate: '' }, 'startDate: Start date is required!'],
    [{ startDate: '2027-02-30' }, 'startDate: must be a date YYYY-MM-DD'],
    [{ endDate: '' }, 'endDate: End date is required'],
    [{ endDate: addDays(STAY.startDate, -1) }, 'endDate: End date must not be before the start date'],
    [{ endDate: addDays(STAY.startDate, 31) }, 'endDate: Nights can`t be more than 30.'],
    [{ rooms: '' }, 'rooms: Rooms is required!'],
    [{ rooms: '[{"adults":0,"childrenAges":[5]}]' }, 'rooms: Adults is required!'],
    [{ currency: 'eur' }, 'currency: must be a currency code'],
  ])('answers 400 naming the field for %o', async (params, message) => {
    const res = await get(tourQuery(paris, STAY, FAMILY, params));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('a currency without a rate is a 422 naming the pair', async () => {
    const res = await get(tourQuery(paris, STAY, FAMILY, { currency: 'XAU' }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatch(/XAU against EUR/);
  });
});
