import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId, session, type Session } from '../../../test/factories';
import { createTestApp, engines, type TestContext } from '../../../test/harness';
import { currencyRates } from '../../currency/tables';
import { hotelCancellationRules, roomPricing, roomPricingPersonPrices } from '../tables';
import { cityId, makeHotel, makeOffer, makePricing, makeRoom, mealId, sendForm, taxonomyIds } from '../test-data';
import { hotelMarkupRules } from '../markups/tables';
import { readOption, signOption } from './claim';
import { HASH_TTL_MS } from '../../search-kit/hash';
import { searchCacheFor } from './service';
import { repriceOption } from './reprice';
import { fixtureDate, TODAY } from '../../../test/dates';

type Option = { mealType: { id: number }; price: string; hash: string };
type Rule = { dateFrom: string; dateTo: string; cost: string; currency: string; title: string };

const STAY = { startDate: fixtureDate('2027-06-28'), endDate: fixtureDate('2027-07-03') };
const today = () => TODAY;

describe.each(engines)('search options: cancellation policy, re-pricing, hotel data on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let other: Session;
  let bb: number;
  let hb: number;
  let nationalityId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db());
    other = await session(t.app, db());
    bb = await mealId(db(), 'bed-and-breakfast');
    hb = await mealId(db(), 'half-board');
    nationalityId = await countryId(db(), 'FR');
    await db()
      .update(currencyRates)
      .set({ bankRate: '0.92', correctionRate: '0', rate: '0.92' })
      .where(and(eq(currencyRates.base, 'EUR'), eq(currencyRates.currency, 'USD')));
    await db().insert(hotelMarkupRules).values({ distributionChannel: 'b2c', type: 'percent', amount: '20', position: 0 });
  });
  afterAll(() => t.close());

  /** The hotel of domain-rules §9 (BB 643.50, HB 852.50 for an agent), alone in its city. */
  async function workedHotel(city: string, overrides: Parameters<typeof makeHotel>[1] = {}) {
    const hotel = await makeHotel(db(), {
      locationId: await cityId(db(), city),
      markups: { b2b: { type: 'percent', amount: '10' } },
      mealTypeIds: [bb, hb],
      ...overrides,
    });
    const room = await makeRoom(db(), hotel.id);
    const rowA = await makePricing(db(), room.id, {
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-06-30'),
      mealTypeId: bb,
      prices: { 2: '100', 3: '130' },
      extraChild: '20',
    });
    const rowB = await makePricing(db(), room.id, {
      startDate: fixtureDate('2027-07-01'),
      endDate: fixtureDate('2027-07-31'),
      mealTypeId: bb,
      prices: { 2: '120', 3: '150' },
      extraChild: '25',
    });
    await makeOffer(db(), hotel.id, {
      kind: 'mealsPrices',
      name: null,
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-07-31'),
      pricingData: { fromMealTypeId: bb, toMealTypeId: hb, adult: '15', child: '8', infant: '0' },
    });
    await makeOffer(db(), hotel.id, {
      kind: 'discounts',
      name: 'Early summer',
      startDate: fixtureDate('2027-06-25'),
      endDate: fixtureDate('2027-07-10'),
      pricingData: { discount: 10 },
    });
    return { hotel, room, rowA, rowB, toId: hotel.locationId };
  }

  /** The options of the one hotel of `toId` for 2 adults and a child of 5, by meal. */
  async function optionsOf(toId: number, headers: Record<string, string> = agent.headers, currency?: string) {
    const query = new URLSearchParams({
      searchMode: 'hotel',
      toId: String(toId),
      nationalityId: String(nationalityId),
      ...STAY,
      rooms: JSON.stringify({ room1: { adults: 2, childrenAges: [5] } }),
    });
    if (currency) query.set('currency', currency);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/search?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json().hotels[0].rooms[0].options as Option[];
    return { bb: options.find((o) => o.mealType.id === bb)!, hb: options.find((o) => o.mealType.id === hb)! };
  }

  const policy = (payload: Record<string, unknown>, headers: Record<string, string> = agent.headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/search/cancellation-policy', headers, payload });
  async function rulesOf(hash: string, headers: Record<string, string> = agent.headers): Promise<Rule[]> {
    const res = await policy({ hash }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rules;
  }
  const fee = (dateFrom: string, dateTo: string, cost: string, currency = 'EUR'): Rule => ({
    dateFrom,
    dateTo,
    cost,
    currency,
    title: cost === '0.00' ? 'Free cancellation' : `Cancellation fee ${cost} ${currency}`,
  });

  describe('POST /search/cancellation-policy', () => {
    let toId: number;
    beforeAll(async () => {
      const { hotel } = await workedHotel('Lisbon');
      toId = hotel.locationId;
      // 30 days before: 50 %; 14 days: 100 EUR; 7 days: one night.
      await db()
        .insert(hotelCancellationRules)
        .values([
          { hotelId: hotel.id, daysBefore: 7, penaltyType: 'nights', amount: '1' },
          { hotelId: hotel.id, daysBefore: 30, penaltyType: 'percent', amount: '50' },
          { hotelId: hotel.id, daysBefore: 14, penaltyType: 'fixed', amount: '100' },
        ]);
    });

    it('answers the rules of the option: a free row first, then each rule until the next, the last until check-out', async () => {
      const { bb: option } = await optionsOf(toId);
      expect(option.price).toBe('643.50');
      expect(await rulesOf(option.hash)).toEqual([
        fee(today(), fixtureDate('2027-05-28'), '0.00'),
        fee(fixtureDate('2027-05-29'), fixtureDate('2027-06-13'), '321.75'),
        fee(fixtureDate('2027-06-14'), fixtureDate('2027-06-20'), '100.00'),
        fee(fixtureDate('2027-06-21'), fixtureDate('2027-07-03'), '118.80'),
      ]);
    });

    it('costs follow the option: HB, and USD (percent of the USD total, fixed converted, first night in USD)', async () => {
      const { hb: half } = await optionsOf(toId);
      expect((await rulesOf(half.hash)).map((r) => r.cost)).toEqual(['0.00', '426.25', '100.00', '160.60']);
      const { bb: usd } = await optionsOf(toId, agent.headers, 'USD');
      expect(usd.price).toBe('699.45');
      expect(await rulesOf(usd.hash)).toEqual([
        fee(today(), fixtureDate('2027-05-28'), '0.00', 'USD'),
        fee(fixtureDate('2027-05-29'), fixtureDate('2027-06-13'), '349.73', 'USD'),
        fee(fixtureDate('2027-06-14'), fixtureDate('2027-06-20'), '108.70', 'USD'),
        fee(fixtureDate('2027-06-21'), fixtureDate('2027-07-03'), '129.13', 'USD'),
      ]);
    });

    it("a visitor's option: b2c figures", async () => {
      const { bb: option } = await optionsOf(toId, {});
      expect(option.price).toBe('702.00');
      expect((await rulesOf(option.hash, {})).map((r) => r.cost)).toEqual(['0.00', '351.00', '100.00', '129.60']);
    });

    it('a hotel without rules is non-refundable: the whole price from today to check-out', async () => {
      const { toId: lisbonless } = await workedHotel('Porto');
      const { bb: option } = await optionsOf(lisbonless);
      expect(await rulesOf(option.hash)).toEqual([{ ...fee(today(), fixtureDate('2027-07-03'), '643.50'), title: 'Non-refundable: 643.50 EUR' }]);
    });

    it('takes the hash as form data (storefront spec §7), urlencoded or multipart, as well as JSON', async () => {
      const { bb: option } = await optionsOf(toId);
      const expected = await rulesOf(option.hash);
      const multipart = await sendForm(t.app, 'POST', '/api/v1/search/cancellation-policy', { hash: option.hash }, agent.headers);
      expect(multipart.statusCode, multipart.body).toBe(200);
      expect(multipart.json().rules).toEqual(expected);
      const urlencoded = await t.app.inject({
        method: 'POST',
        url: '/api/v1/search/cancellation-policy',
        headers: { ...agent.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ hash: option.hash }).toString(),
      });
      expect(urlencoded.statusCode, urlencoded.body).toBe(200);
      expect(urlencoded.json().rules).toEqual(expected);
    });

    it('a tampered hash answers 422', async () => {
      const { bb: option } = await optionsOf(toId);
      const [payload, mac] = option.hash.split('.') as [string, string];
      const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      const cheaper = Buffer.from(JSON.stringify({ ...claim, price: '1.00' })).toString('base64url');
      // The first character is all signature bits (the last one carries padding bits).
      const flipped = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
      for (const hash of [`${cheaper}.${mac}`, `${payload}.${flipped}`, payload, 'not-a-hash', `${payload}.`]) {
        const res = await policy({ hash });
        expect(res.statusCode, hash).toBe(422);
        expect(res.json()).toMatchObject({ error: 'This offer is not valid. Please search again.', code: 'bad_hash' });
      }
    });

    it("another user's hash answers 422, also for a visitor", async () => {
      const { bb: option } = await optionsOf(toId);
      for (const headers of [other.headers, {}]) {
        const res = await policy({ hash: option.hash }, headers);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ error: 'This offer was found by another user. Please search again.', code: 'bad_hash' });
      }
    });

    it('an expired hash answers 422', async () => {
      const { bb: option } = await optionsOf(toId);
      const claim = await readOption(db(), option.hash);
      const { exp: _exp, ...rest } = claim;
      const stale = await signOption(db(), rest, Date.now() - HASH_TTL_MS - 1000);
      const res = await policy({ hash: stale });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('expired_hash');
    });

    it('a missing hash answers 400', async () => {
      for (const payload of [{}, { hash: '' }]) {
        const res = await policy(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toContain('hash is required');
      }
      const empty = await t.app.inject({ method: 'POST', url: '/api/v1/search/cancellation-policy', headers: agent.headers });
      expect(empty.statusCode).toBe(400);
      const emptyForm = await sendForm(t.app, 'POST', '/api/v1/search/cancellation-policy', {}, agent.headers);
      expect(emptyForm.statusCode).toBe(400);
      expect(emptyForm.json().error).toContain('hash is required');
    });
  });

  it('agents priced alike share the priced stay, yet each option hash is signed for the agent who asked', async () => {
    const { toId } = await workedHotel('Ibiza');
    const first = await optionsOf(toId, agent.headers);
    const second = await optionsOf(toId, other.headers);
    expect(second.bb.price).toBe(first.bb.price);
    expect((await readOption(db(), first.bb.hash)).userId).toBe(agent.user.id);
    expect((await readOption(db(), second.bb.hash)).userId).toBe(other.user.id);
  });

  describe('repriceOption', () => {
    it('the same price is fine; a changed pricing row is a 409 with the new price, and accepted when asked', async () => {
      const { rowA, toId } = await workedHotel('Faro');
      const { bb: option } = await optionsOf(toId);
      const same = await repriceOption(db(), option.hash, agent.user, t.clock.today());
      expect(same.option.price).toBe('643.50');
      expect(same.option.perNight).toEqual(['118.80', '118.80', '118.80', '143.55', '143.55']);
      expect(same.claim).toMatchObject({
        roomId: same.option.roomId,
        mealTypeId: bb,
        checkIn: STAY.startDate,
        checkOut: STAY.endDate,
        adults: 2,
        childrenAges: [5],
        currency: 'EUR',
        channel: 'b2b',
        userId: agent.user.id,
        price: '643.50',
      });

      // Row A, 2 persons: 100 -> 110. A nights: (110 + 20) x 0.9 x 1.1 = 128.70; price 3 x 128.70 + 2 x 143.55.
      await db()
        .update(roomPricingPersonPrices)
        .set({ price: '110' })
        .where(and(eq(roomPricingPersonPrices.pricingId, rowA.id), eq(roomPricingPersonPrices.persons, 2)));
      await expect(repriceOption(db(), option.hash, agent.user, t.clock.today())).rejects.toMatchObject({
        status: 409,
        code: 'price_changed',
        message: 'The price has changed since your search: it is now 673.20 EUR.',
      });
      const accepted = await repriceOption(db(), option.hash, agent.user, t.clock.today(), { acceptChangedPrice: true });
      expect(accepted.option.price).toBe('673.20');
      // The cancellation-policy call accepts the new price and shows its figures.
      expect((await rulesOf(option.hash)).map((r) => r.cost)).toEqual(['673.20']);
      // A fresh search gives a hash that re-prices cleanly. The row changed behind the API's
      // back, as another server process would change it: this process's cached answer lasts
      // until it expires, so the test empties it (writes through the API empty it themselves).
      searchCacheFor(db()).clear();
      const { bb: fresh } = await optionsOf(toId);
      expect(fresh.price).toBe('673.20');
      expect((await repriceOption(db(), fresh.hash, agent.user, t.clock.today())).option.price).toBe('673.20');
    });

    it('a room no longer available for the stay is a 422', async () => {
      const { rowB, toId } = await workedHotel('Seville');
      const { bb: option } = await optionsOf(toId);
      await db().delete(roomPricing).where(eq(roomPricing.id, rowB.id));
      await expect(repriceOption(db(), option.hash, agent.user, t.clock.today())).rejects.toMatchObject({ status: 422, code: 'unavailable' });
    });

    it('an expired, tampered or foreign hash is a 422', async () => {
      const { toId } = await workedHotel('Málaga');
      const { bb: option } = await optionsOf(toId);
      const { exp: _exp, ...claim } = await readOption(db(), option.hash);
      const stale = await signOption(db(), claim, Date.now() - HASH_TTL_MS - 1);
      await expect(repriceOption(db(), stale, agent.user, t.clock.today())).rejects.toMatchObject({ status: 422, code: 'expired_hash' });
      // Signed an hour ago less a minute: still valid.
      const recent = await signOption(db(), claim, Date.now() - HASH_TTL_MS + 60_000);
      expect((await repriceOption(db(), recent, agent.user, t.clock.today())).option.price).toBe('643.50');
      await expect(repriceOption(db(), `${option.hash}x`, agent.user, t.clock.today())).rejects.toMatchObject({ status: 422, code: 'bad_hash' });
      await expect(repriceOption(db(), option.hash, other.user, t.clock.today())).rejects.toMatchObject({ status: 422, code: 'bad_hash' });
      await expect(repriceOption(db(), option.hash, null, t.clock.today())).rejects.toMatchObject({ status: 422, code: 'bad_hash' });
    });
  });

  describe('GET /search/hotel-data', () => {
    it('answers the public facts of the hotel: no note, markups, currency, pricing or rules', async () => {
      const facilities = await taxonomyIds(db(), 'roomFacility', ['wi-fi', 'air-conditioning']);
      const hotel = await makeHotel(db(), {
        name: 'Hotel Public',
        locationId: await cityId(db(), 'Porto'),
        address: 'Rua Nova 1',
        latitude: '41.15',
        longitude: '-8.61',
        description: '<p>By the river</p>',
        note: 'Supplier pays 20 % commission',
        markups: { b2b: { type: 'percent', amount: '10' }, b2c: { type: 'fixed', amount: '12.50' } },
        defaultCurrency: 'USD',
      });
      const room = await makeRoom(db(), hotel.id, { roomFacilityIds: facilities });
      await makePricing(db(), room.id, {
        startDate: fixtureDate('2027-06-01'),
        endDate: fixtureDate('2027-06-30'),
        mealTypeId: bb,
        prices: { 2: '100', 3: '130' },
      });
      await db().insert(hotelCancellationRules).values({ hotelId: hotel.id, daysBefore: 7, penaltyType: 'percent', amount: '50' });

      for (const headers of [{}, agent.headers]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/hotel-data?id=${hotel.id}`, headers });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual([
          'address',
          'description',
          'hotelCategory',
          'id',
          'images',
          'latitude',
          'location',
          'longitude',
          'mainImage',
          'name',
          'rooms',
        ]);
        expect(body).toMatchObject({
          id: hotel.id,
          name: 'Hotel Public',
          description: '<p>By the river</p>',
          address: 'Rua Nova 1',
          location: { id: hotel.locationId, name: 'Porto' },
          hotelCategory: { id: hotel.hotelCategoryId, title: '3 stars' },
          latitude: 41.15,
          longitude: -8.61,
          mainImage: null,
          images: [],
        });
        expect(body.rooms).toHaveLength(1);
        expect(Object.keys(body.rooms[0]).sort()).toEqual(['id', 'name', 'roomFacilities']);
        expect(body.rooms[0]).toMatchObject({ id: room.id, name: 'Double' });
        expect(res.body).not.toMatch(/commission|12\.50|markup|note|pricing|USD/i);
      }
    });

    it('an unknown hotel answers 404; a missing or bad id 400', async () => {
      const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/search/hotel-data?id=999999' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('Hotel not found.');
      for (const url of ['/api/v1/search/hotel-data', '/api/v1/search/hotel-data?id=', '/api/v1/search/hotel-data?id=abc', '/api/v1/search/hotel-data?id=0']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error, url).toMatch(/^id: /);
      }
    });
  });
});
