import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_KINDS } from '@travel/contracts';
import { countryId, session, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { loadHotelsForSearch } from './service';
import { hotelCancellationRules, hotelOffers, roomPricingPersonPrices } from './tables';
import { categoryId, cityId, makeAllotment, makeHotel, makeOffer, makePricing, makeRoom, mealId, saveHotelTabs } from './test-data';
import { fixtureDate } from '../../test/dates';

describe.each(engines)('hotel offers, stop sales and cancellation rules on %s', (engine) => {
  let t: TestContext;
  let admin: Session;
  let agent: Session;
  let bb: number;
  let hb: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await session(t.app, db(), 'ROLE_ADMIN');
    agent = await session(t.app, db());
    bb = await mealId(db(), 'bed-and-breakfast');
    hb = await mealId(db(), 'half-board');
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  const save = (hotelId: number, tabs: Record<string, unknown>, headers = admin.headers) => saveHotelTabs(t.app, db(), hotelId, tabs, headers);
  const storedOffers = (hotelId: number) => db().select().from(hotelOffers).where(eq(hotelOffers.hotelId, hotelId)).orderBy(asc(hotelOffers.id));
  const storedRules = (hotelId: number) =>
    db().select().from(hotelCancellationRules).where(eq(hotelCancellationRules.hotelId, hotelId)).orderBy(asc(hotelCancellationRules.daysBefore));
  const period = { startDate: fixtureDate('2027-06-01'), endDate: fixtureDate('2027-06-30') };

  describe('the eight offer lists', () => {
    it('saves every list with its fields and defaults and answers them as saved', async () => {
      const hotel = await makeHotel(db());
      const room = await makeRoom(db(), hotel.id);
      const res = await save(hotel.id, {
        stopSales: [{ ...period, roomTypeIds: [room.id], pricingData: { ignored: 'x' } }],
        discounts: [
          {
            ...period,
            name: 'Early bird',
            bookStartDate: fixtureDate('2027-01-01'),
            bookEndDate: fixtureDate('2027-03-31'),
            pricingData: { discount: '12.5' },
          },
        ],
        freeNights: [{ ...period, name: 'Stay 7 pay 6', pricingData: { stayNights: 7, freeNights: '1' } }],
        freePassengers: [{ ...period, name: 'Kids free', pricingData: { '2child': 0, '1infant': '0' } }],
        freeTransfers: [{ ...period, name: 'Free transfer', pricingData: { infant: false } }],
        mealChanges: [{ ...period, name: 'HB for BB', pricingData: { payMealTypeId: bb, getMealTypeId: String(hb) } }],
        mealsPrices: [{ ...period, bookStartDate: '', pricingData: { fromMealTypeId: bb, toMealTypeId: hb, adult: '15', child: '8', infant: 0 } }],
        transfersPrices: [{ ...period, pricingData: { adult: '30', child: '15.5', infant: '0' } }],
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const base = { ...period, bookStartDate: null, bookEndDate: null, roomTypeIds: 'all', applyWithOthersIds: [] };
      expect(body.stopSales).toMatchObject([{ ...base, name: null, roomTypeIds: [room.id], pricingData: {} }]);
      expect(body.discounts).toMatchObject([
        { ...base, name: 'Early bird', bookStartDate: fixtureDate('2027-01-01'), bookEndDate: fixtureDate('2027-03-31'), pricingData: { discount: 12.5 } },
      ]);
      expect(body.freeNights).toMatchObject([{ ...base, pricingData: { stayNights: 7, freeNights: 1 } }]);
      expect(body.freePassengers[0].pricingData).toEqual({ '1child': 1, '2child': 0, '3child': 1, '1infant': 0, '2infant': 1, '3infant': 1 });
      expect(body.freeTransfers[0].pricingData).toEqual({ adult: 1, child: 1, infant: 0 });
      expect(body.mealChanges[0].pricingData).toEqual({ payMealTypeId: bb, getMealTypeId: hb });
      expect(body.mealsPrices).toMatchObject([
        { ...base, name: null, pricingData: { fromMealTypeId: bb, toMealTypeId: hb, adult: '15.00', child: '8.00', infant: '0.00' } },
      ]);
      expect(body.transfersPrices[0].pricingData).toEqual({ adult: '30.00', child: '15.50', infant: '0.00' });
      const stored = await storedOffers(hotel.id);
      expect(stored.map((o) => o.kind).sort()).toEqual([...OFFER_KINDS].sort());
      expect(stored.find((o) => o.kind === 'stopSales')).toMatchObject({ roomTypeIds: [room.id], pricingData: {} });
      expect(stored.find((o) => o.kind === 'discounts')).toMatchObject({
        name: 'Early bird',
        startDate: fixtureDate('2027-06-01'),
        bookEndDate: fixtureDate('2027-03-31'),
        pricingData: { discount: 12.5 },
      });
    });

    it('updates offers by id, creates rows without id, keeps offers the list leaves out, links combinable offers', async () => {
      const hotel = await makeHotel(db());
      const kept = await makeOffer(db(), hotel.id, { name: 'Kept' });
      const edited = await makeOffer(db(), hotel.id, { name: 'Edited' });
      const stop = await makeOffer(db(), hotel.id, { kind: 'stopSales', name: null, pricingData: {} });
      const res = await save(hotel.id, {
        discounts: [
          { id: edited.id, ...period, name: 'Edited again', applyWithOthersIds: [kept.id], pricingData: { discount: 20 } },
          { ...period, name: 'Brand new', pricingData: { discount: 5 } },
        ],
      });
      expect(res.statusCode).toBe(200);
      const stored = await storedOffers(hotel.id);
      expect(stored).toHaveLength(4);
      expect(stored.find((o) => o.id === kept.id)).toMatchObject({ name: 'Kept', pricingData: { discount: 10 } });
      expect(stored.find((o) => o.id === edited.id)).toMatchObject({ name: 'Edited again', applyWithOthersIds: [kept.id], pricingData: { discount: 20 } });
      expect(stored.find((o) => o.id === stop.id)).toMatchObject({ kind: 'stopSales' });
      expect(stored.at(-1)).toMatchObject({ kind: 'discounts', name: 'Brand new' });
      expect(
        res
          .json()
          .discounts.map((o: { name: string }) => o.name)
          .sort(),
      ).toEqual(['Brand new', 'Edited again', 'Kept']);
    });

    it('refuses bad offers with a 400 naming the field, saving nothing', async () => {
      const hotel = await makeHotel(db());
      await makeRoom(db(), hotel.id);
      const other = await makeHotel(db());
      const otherRoom = await makeRoom(db(), other.id);
      const otherOffer = await makeOffer(db(), other.id);
      const own = await makeOffer(db(), hotel.id);
      const stop = await makeOffer(db(), hotel.id, { kind: 'stopSales', name: null, pricingData: {} });
      const discount = { ...period, name: 'Deal', pricingData: { discount: 10 } };
      const category = await categoryId(db());
      const cases: [string, unknown[], string][] = [
        ['discounts', [{ ...discount, name: '' }], 'discounts.0.name: Name is required'],
        ['discounts', [{ ...discount, endDate: fixtureDate('2027-05-01') }], 'discounts.0.endDate: end date must not be before the start date'],
        ['discounts', [{ ...discount, startDate: undefined }], 'discounts.0.startDate'],
        ['discounts', [{ ...discount, bookStartDate: fixtureDate('2027-02-01'), bookEndDate: fixtureDate('2027-01-01') }], 'discounts.0.bookEndDate'],
        ['discounts', [{ ...discount, pricingData: { discount: 0 } }], 'discounts.0.pricingData.discount'],
        ['discounts', [{ ...discount, pricingData: {} }], 'discounts.0.pricingData.discount'],
        ['discounts', [{ ...discount, pricingData: { discount: 101 } }], 'discounts.0.pricingData.discount'],
        ['discounts', [{ ...discount, roomTypeIds: [] }], 'discounts.0.roomTypeIds'],
        ['discounts', [{ ...discount, roomTypeIds: [otherRoom.id] }], `discounts.0.roomTypeIds: room type ${otherRoom.id} is not a room type of this hotel`],
        [
          'discounts',
          [{ ...discount, applyWithOthersIds: [otherOffer.id] }],
          `discounts.0.applyWithOthersIds: offer ${otherOffer.id} is not another offer of this hotel`,
        ],
        ['discounts', [{ ...discount, id: otherOffer.id }], 'discounts.0.id: Offer not found in this hotel'],
        ['discounts', [{ ...discount, id: stop.id }], 'discounts.0.id: Offer not found in this hotel'],
        ['discounts', [{ ...discount, id: own.id, applyWithOthersIds: [own.id] }], 'discounts.0.applyWithOthersIds'],
        ['freeNights', [{ ...discount, pricingData: { stayNights: 3, freeNights: 3 } }], 'freeNights.0.pricingData.freeNights'],
        ['freeNights', [{ ...discount, pricingData: { stayNights: 1, freeNights: 1 } }], 'freeNights.0.pricingData.stayNights'],
        ['freePassengers', [{ ...discount, pricingData: { '1child': 2 } }], 'freePassengers.0.pricingData.1child'],
        ['mealChanges', [{ ...discount, pricingData: { payMealTypeId: bb } }], 'mealChanges.0.pricingData.getMealTypeId'],
        [
          'mealChanges',
          [{ ...discount, pricingData: { payMealTypeId: bb, getMealTypeId: category } }],
          'mealChanges.0.pricingData.getMealTypeId: Meal type not found',
        ],
        [
          'mealsPrices',
          [{ ...period, pricingData: { fromMealTypeId: category, toMealTypeId: hb, adult: 1, child: 1, infant: 1 } }],
          'mealsPrices.0.pricingData.fromMealTypeId',
        ],
        [
          'mealsPrices',
          [{ ...period, pricingData: { fromMealTypeId: bb, toMealTypeId: hb, adult: '-1', child: 1, infant: 1 } }],
          'mealsPrices.0.pricingData.adult: must not be below zero',
        ],
        ['transfersPrices', [{ ...period, pricingData: { adult: 10, child: 5 } }], 'transfersPrices.0.pricingData.infant'],
        ['stopSales', [{ ...period, startDate: '06/01/2027' }], 'stopSales.0.startDate'],
      ];
      const before = await storedOffers(hotel.id);
      for (const [kind, list, error] of cases) {
        const res = await save(hotel.id, { [kind]: list });
        expect(res.statusCode, error).toBe(400);
        expect(res.json().error, error).toContain(error);
      }
      expect(await storedOffers(hotel.id)).toEqual(before);
    });

    it('is one transaction: an invalid offer leaves the valid pricing change of the same save unsaved', async () => {
      const hotel = await makeHotel(db());
      const room = await makeRoom(db(), hotel.id);
      const june = await makePricing(db(), room.id, {
        startDate: fixtureDate('2027-06-01'),
        endDate: fixtureDate('2027-06-30'),
        mealTypeId: bb,
        prices: { 2: '100', 3: '130' },
      });
      const stop = await makeOffer(db(), hotel.id, { kind: 'stopSales', name: null, pricingData: {} });
      const tabs = {
        rooms: [
          {
            id: room.id,
            pricing: [{ id: june.id, ...period, pricingData: { mealTypeId: bb, '2person': '999', '3person': '999' } }],
            allotments: [{ ...period, rooms: 9 }],
          },
        ],
        stopSales: [{ id: stop.id, ...period, roomTypeIds: [room.id] }],
        discounts: [{ ...period, name: 'Fine', pricingData: { discount: 10 } }],
        // Checked after the pricing and the first lists were written: the room type does not exist.
        freeNights: [{ ...period, name: 'Broken', roomTypeIds: [999999], pricingData: { stayNights: 7, freeNights: 1 } }],
      };
      const res = await save(hotel.id, tabs);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('freeNights.0.roomTypeIds');
      const prices = await db()
        .select()
        .from(roomPricingPersonPrices)
        .where(eq(roomPricingPersonPrices.pricingId, june.id))
        .orderBy(asc(roomPricingPersonPrices.persons));
      expect(prices.map((p) => p.price)).toEqual(['100.00', '130.00']);
      expect(await storedOffers(hotel.id)).toEqual([stop]);
      const hotelView = (await t.app.inject({ method: 'GET', url: `/api/v1/hotels/${hotel.id}`, headers: admin.headers })).json();
      expect(hotelView.rooms[0].allotments).toEqual([]);
      expect(hotelView.name).toBe(hotel.name);
      // The same save without the broken offer goes through whole.
      const fixed = await save(hotel.id, { ...tabs, freeNights: [] });
      expect(fixed.statusCode).toBe(200);
      expect(fixed.json().rooms[0].pricing[0].pricingData['2person']).toBe('999.00');
      expect(fixed.json().discounts).toHaveLength(1);
    });
  });

  describe('DELETE /hotels/offers/:id', () => {
    it('deletes the offer; offers that combined with it forget it', async () => {
      const hotel = await makeHotel(db());
      const gone = await makeOffer(db(), hotel.id);
      const partner = await makeOffer(db(), hotel.id, {
        kind: 'freeNights',
        name: 'Partner',
        applyWithOthersIds: [gone.id],
        pricingData: { stayNights: 7, freeNights: 1 },
      });
      const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/hotels/offers/${gone.id}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await storedOffers(hotel.id)).toEqual([{ ...partner, applyWithOthersIds: [] }]);
    });

    it('answers 404 for an unknown id, 401 without a token, 403 for an agent', async () => {
      const hotel = await makeHotel(db());
      const offer = await makeOffer(db(), hotel.id);
      const url = `/api/v1/hotels/offers/${offer.id}`;
      expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/hotels/offers/999999', headers: admin.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url, headers: agent.headers })).statusCode).toBe(403);
      expect(await storedOffers(hotel.id)).toHaveLength(1);
    });
  });

  describe('cancellation rules', () => {
    it('replaces the rules as a whole and answers them by days before, latest first', async () => {
      const hotel = await makeHotel(db());
      await db().insert(hotelCancellationRules).values({ hotelId: hotel.id, daysBefore: 60, penaltyType: 'fixed', amount: '10.00' });
      const res = await save(hotel.id, {
        cancellationRules: [
          { daysBefore: 7, penaltyType: 'nights', amount: '1' },
          { daysBefore: 30, penaltyType: 'percent', amount: '25.5' },
          { daysBefore: 0, penaltyType: 'percent', amount: 100 },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().cancellationRules.map(({ id: _id, ...rule }: { id: number }) => rule)).toEqual([
        { daysBefore: 30, penaltyType: 'percent', amount: '25.50' },
        { daysBefore: 7, penaltyType: 'nights', amount: '1.00' },
        { daysBefore: 0, penaltyType: 'percent', amount: '100.00' },
      ]);
      expect((await storedRules(hotel.id)).map((r) => r.daysBefore)).toEqual([0, 7, 30]);
      // Absent: unchanged. An empty list: no rules (non-refundable).
      expect((await save(hotel.id, {})).statusCode).toBe(200);
      expect(await storedRules(hotel.id)).toHaveLength(3);
      expect((await save(hotel.id, { cancellationRules: [] })).statusCode).toBe(200);
      expect(await storedRules(hotel.id)).toEqual([]);
    });

    it('refuses a repeated days-before, bad penalties and amounts (400), keeping the rules', async () => {
      const hotel = await makeHotel(db());
      await db().insert(hotelCancellationRules).values({ hotelId: hotel.id, daysBefore: 14, penaltyType: 'percent', amount: '50.00' });
      const before = await storedRules(hotel.id);
      const cases: [unknown[], string][] = [
        [
          [
            { daysBefore: 7, penaltyType: 'percent', amount: '10' },
            { daysBefore: 7, penaltyType: 'fixed', amount: '10' },
          ],
          'cancellationRules.1.daysBefore',
        ],
        [[{ daysBefore: 7, penaltyType: 'percent', amount: '101' }], 'cancellationRules.0.amount'],
        [[{ daysBefore: 7, penaltyType: 'nights', amount: '1.5' }], 'cancellationRules.0.amount'],
        [[{ daysBefore: 7, penaltyType: 'fixed', amount: '-1' }], 'cancellationRules.0.amount'],
        [[{ daysBefore: -1, penaltyType: 'fixed', amount: '1' }], 'cancellationRules.0.daysBefore'],
        [[{ daysBefore: 7, penaltyType: 'all', amount: '1' }], 'cancellationRules.0.penaltyType'],
      ];
      for (const [rules, field] of cases) {
        const res = await save(hotel.id, { cancellationRules: rules });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().error, field).toContain(field);
      }
      expect(await storedRules(hotel.id)).toEqual(before);
    });
  });

  describe('loadHotelsForSearch', () => {
    it('answers plain data for a location tree or one hotel: rooms, pricing, allotment, offers, rules', async () => {
      const hotel = await makeHotel(db(), { name: 'Engine Hotel', locationId: await cityId(db(), 'Porto') });
      await makeHotel(db(), { locationId: await cityId(db(), 'Faro') });
      await makeHotel(db(), { locationId: await cityId(db(), 'Oslo') });
      const room = await makeRoom(db(), hotel.id);
      const row = await makePricing(db(), room.id, {
        startDate: fixtureDate('2027-06-01'),
        endDate: fixtureDate('2027-06-30'),
        mealTypeId: bb,
        prices: { 2: '100', 3: '130' },
        extraChild: '20',
      });
      await makeAllotment(db(), room.id, [{ night: fixtureDate('2027-06-01'), rooms: 2, sold: 1 }]);
      const offer = await makeOffer(db(), hotel.id);
      await db().insert(hotelCancellationRules).values({ hotelId: hotel.id, daysBefore: 3, penaltyType: 'nights', amount: '1.00' });

      const portugal = await loadHotelsForSearch(db(), { locationId: await countryId(db(), 'PT') });
      expect(portugal).toHaveLength(2);
      const [loaded] = await loadHotelsForSearch(db(), { hotelId: hotel.id });
      expect(loaded).toMatchObject({
        id: hotel.id,
        name: 'Engine Hotel',
        location: { name: 'Porto' },
        defaultCurrency: 'EUR',
        infantAgeMax: 2,
        children1AgeMax: 12,
        mealTypeIds: [bb, hb],
        rooms: [
          {
            id: room.id,
            baseOccupancy: 2,
            maxOccupancy: 3,
            pricing: [
              {
                id: row.id,
                startDate: fixtureDate('2027-06-01'),
                endDate: fixtureDate('2027-06-30'),
                pricingType: 'personCount',
                mealTypeId: bb,
                extraChild: '20.00',
                extraAdult: null,
                personPrices: { 2: '100.00', 3: '130.00' },
              },
            ],
            allotments: [{ night: fixtureDate('2027-06-01'), rooms: 2, sold: 1 }],
          },
        ],
        offers: [{ id: offer.id, kind: 'discounts', pricingData: { discount: 10 }, roomTypeIds: 'all' }],
        cancellationRules: [{ daysBefore: 3, penaltyType: 'nights', amount: '1.00' }],
      });
      expect(await loadHotelsForSearch(db(), { hotelId: hotel.id, locationId: await countryId(db(), 'NO') })).toEqual([]);
      // With a stay, only the rows that can price its nights are read.
      const [inJune] = await loadHotelsForSearch(db(), { hotelId: hotel.id }, { firstNight: fixtureDate('2027-06-01'), lastNight: fixtureDate('2027-06-03') });
      expect(inJune!.rooms[0]!.pricing.map((p) => p.id)).toEqual([row.id]);
      expect(inJune!.rooms[0]!.allotments).toHaveLength(1);
      const [inAugust] = await loadHotelsForSearch(
        db(),
        { hotelId: hotel.id },
        { firstNight: fixtureDate('2027-08-01'), lastNight: fixtureDate('2027-08-03') },
      );
      expect(inAugust!.rooms[0]!.pricing).toEqual([]);
      expect(inAugust!.rooms[0]!.allotments).toEqual([]);
    });
  });

  it('refuses every admin call without a token (401) and to an agent (403)', async () => {
    const hotel = await makeHotel(db());
    const room = await makeRoom(db(), hotel.id);
    const calls: [string, string][] = [
      ['GET', '/hotels'],
      ['GET', `/hotels/${hotel.id}`],
      ['POST', '/hotels'],
      ['POST', `/hotels/${hotel.id}`],
      ['PUT', `/hotels/${hotel.id}`],
      ['DELETE', `/hotels/${hotel.id}`],
      ['POST', `/hotels/${hotel.id}/rooms`],
      ['GET', `/hotels/${hotel.id}/rooms/${room.id}`],
      ['PUT', `/hotels/${hotel.id}/rooms/${room.id}`],
      ['DELETE', `/hotels/${hotel.id}/rooms/${room.id}`],
      ['DELETE', '/hotels/room-pricing/1'],
      ['DELETE', '/hotels/offers/1'],
    ];
    for (const [method, url] of calls) {
      const request = { method: method as 'GET', url: `/api/v1${url}`, ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}) };
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asAgent = await t.app.inject({ ...request, headers: agent.headers });
      expect(asAgent.statusCode, `${method} ${url}`).toBe(403);
      expect(asAgent.json().error).toBe('Only administrators may do this.');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/hotels/${hotel.id}`, headers: admin.headers })).statusCode).toBe(200);
  });
});
