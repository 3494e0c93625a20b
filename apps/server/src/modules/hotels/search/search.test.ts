import { beforeAll, describe, expect, it } from 'vitest';
import { countryId, session } from '../../../test/factories';
import { engines } from '../../../test/harness';
import { cityId } from '../test-data';
import { searchTestContext } from './test-data';
import { fixtureDate } from '../../../test/dates';

describe.each(engines)('GET /search (hotel mode) on %s', (engine) => {
  const { ctx, workedHotel, search, found, byMeal } = searchTestContext(engine);
  const db = ctx.db;

  describe('the worked example (domain-rules §9)', () => {
    let hotelId: number;
    let toId: number;
    let discountId: number;
    beforeAll(async () => {
      toId = await cityId(db(), 'Lisbon');
      const { hotel, discount } = await workedHotel('Lisbon');
      hotelId = hotel.id;
      discountId = discount.id;
    });

    it('prices BB 643.50 and HB 852.50 in EUR for an agent, night by night, with the discount listed', async () => {
      const body = await found({ toId });
      expect(body.hotels.map((h) => h.id)).toEqual([hotelId]);
      expect(body.entities).toEqual([{ hotel: [hotelId], flight: [], transfer: [], visa: [] }]);
      const [hotel] = body.hotels;
      expect(hotel!.currency).toBe('EUR');
      expect(hotel!.price).toBe('643.50');
      expect(body.price).toBe('643.50');
      expect(body.currency).toBe('EUR');
      expect(body.priceOnRequest).toBe(false);
      const [room] = hotel!.rooms;
      expect(room).toMatchObject({ roomKey: 'room1', adults: 2, childrenAges: [5] });
      // Sorted by price: BB first.
      expect(room!.options.map((o) => o.mealType.id)).toEqual([ctx.bb, ctx.hb]);
      const bbOption = byMeal(room!, ctx.bb);
      expect(bbOption).toMatchObject({
        roomType: { title: 'Double' },
        mealType: { id: ctx.bb, title: 'Bed & breakfast' },
        availability: 'available',
        price: '643.50',
        currency: 'EUR',
        perNight: ['118.80', '118.80', '118.80', '143.55', '143.55'],
        offers: [{ id: discountId, name: 'Early summer', code: 'discounts' }],
      });
      const hbOption = byMeal(room!, ctx.hb);
      expect(hbOption.price).toBe('852.50');
      expect(hbOption.perNight).toEqual(['160.60', '160.60', '160.60', '185.35', '185.35']);
      expect(hbOption.mealType.title).toBe('Half board');
    });

    it('converts per night to USD at 0.92 and rounds each night: 699.45', async () => {
      const body = await found({ toId, currency: 'USD' });
      const option = byMeal(body.hotels[0]!.rooms[0]!, ctx.bb);
      expect(option.currency).toBe('USD');
      expect(option.perNight).toEqual(['129.13', '129.13', '129.13', '156.03', '156.03']);
      expect(option.price).toBe('699.45');
      expect(body.hotels[0]!.currency).toBe('USD');
      expect(body.currency).toBe('USD');
      expect(body.filters.price.currency).toBe('USD');
    });

    it("an agent's option carries no net: no priceNet, netCurrency or breakdown; its selling figures are perNight", async () => {
      const option = byMeal((await found({ toId })).hotels[0]!.rooms[0]!, ctx.bb);
      expect(option).not.toHaveProperty('priceNet');
      expect(option).not.toHaveProperty('netCurrency');
      expect(option).not.toHaveProperty('breakdown');
      expect(option.perNight).toEqual(['118.80', '118.80', '118.80', '143.55', '143.55']);
      expect(option.offers).toEqual([expect.objectContaining({ id: discountId, code: 'discounts' })]);
      expect(JSON.stringify({ ...option, hash: '' })).not.toMatch(/net|markup|roomPart/i);
    });

    it("an admin's option has the b2b price plus priceNet and the full breakdown of every night", async () => {
      const option = byMeal((await found({ toId }, ctx.admin.headers)).hotels[0]!.rooms[0]!, ctx.bb);
      expect(option.price).toBe('643.50');
      expect(option.priceNet).toBe('585.00');
      expect(option.netCurrency).toBe('EUR');
      const breakdown = option.breakdown as Record<string, string | unknown[]>[];
      expect(breakdown.map((n) => n.date)).toEqual([
        fixtureDate('2027-06-28'),
        fixtureDate('2027-06-29'),
        fixtureDate('2027-06-30'),
        fixtureDate('2027-07-01'),
        fixtureDate('2027-07-02'),
      ]);
      expect(Object.keys(breakdown[0]!).sort()).toEqual(
        [
          'agencyExtra',
          'childCharges',
          'date',
          'markup',
          'mealSupplement',
          'net',
          'offers',
          'pricingRowId',
          'rate',
          'roomPart',
          'selling',
          'sellingConverted',
        ].sort(),
      );
      const money = (v: unknown) => Number(v).toFixed(2);
      const first = breakdown[0]!;
      expect([first.roomPart, first.childCharges, first.mealSupplement, first.net, first.markup, first.selling, first.sellingConverted].map(money)).toEqual([
        '100.00',
        '20.00',
        '0.00',
        '108.00',
        '10.80',
        '118.80',
        '118.80',
      ]);
      expect((first.offers as { id: number; amountOff: string }[]).map((o) => [o.id, money(o.amountOff)])).toEqual([[discountId, '12.00']]);
      const last = breakdown[4]!;
      expect([last.roomPart, last.childCharges, last.net, last.markup, last.sellingConverted].map(money)).toEqual([
        '120.00',
        '25.00',
        '130.50',
        '13.05',
        '143.55',
      ]);
      // HB: the meal supplement (2 x 15 + 8) is added after the discount.
      const hbNight = (byMeal((await found({ toId }, ctx.admin.headers)).hotels[0]!.rooms[0]!, ctx.hb).breakdown as Record<string, string>[])[0]!;
      expect([hbNight.mealSupplement, hbNight.net].map(money)).toEqual(['38.00', '146.00']);
    });

    it('a visitor (no token) gets b2c prices from the markup settings: 702.00 (BB, +20 %)', async () => {
      const body = await found({ toId }, {});
      const option = byMeal(body.hotels[0]!.rooms[0]!, ctx.bb);
      expect(option.perNight).toEqual(['129.60', '129.60', '129.60', '156.60', '156.60']);
      expect(option.price).toBe('702.00');
      expect(option).not.toHaveProperty('priceNet');
      expect(option).not.toHaveProperty('breakdown');
    });

    it("adds the agent's extra markup (set by the admin) for that agent only", async () => {
      const extra = await session(ctx.t.app, db(), 'ROLE_AGENT', { extraMarkups: { hotel: [{ type: 'percent', amount: '5' }] } });
      const option = byMeal((await found({ toId }, extra.headers)).hotels[0]!.rooms[0]!, ctx.bb);
      // 108 + 10.80 + 5.40 = 124.20; 130.50 + 13.05 + 6.525 = 150.075 -> 150.08.
      expect(option.perNight).toEqual(['124.20', '124.20', '124.20', '150.08', '150.08']);
      expect(option.price).toBe('672.76');
      expect(byMeal((await found({ toId })).hotels[0]!.rooms[0]!, ctx.bb).price).toBe('643.50');
    });

    it('two searched rooms (2 adults; 2 adults and a child of 5) each get their options; the hotel price adds the cheapest of each', async () => {
      const body = await found({ toId, rooms: { room1: { adults: 2, childrenAges: [] }, room2: { adults: 2, childrenAges: [5] } } });
      const [hotel] = body.hotels;
      expect(hotel!.rooms.map((r) => [r.roomKey, r.adults, r.childrenAges])).toEqual([
        ['room1', 2, []],
        ['room2', 2, [5]],
      ]);
      const [first, second] = hotel!.rooms;
      // 2 adults: A nights 100 -> 90 -> 99.00, B nights 120 -> 108 -> 118.80; HB adds 30 net a night.
      expect(byMeal(first!, ctx.bb)).toMatchObject({ price: '534.60', perNight: ['99.00', '99.00', '99.00', '118.80', '118.80'] });
      expect(byMeal(first!, ctx.hb)).toMatchObject({ price: '699.60', perNight: ['132.00', '132.00', '132.00', '151.80', '151.80'] });
      expect(byMeal(second!, ctx.bb).price).toBe('643.50');
      expect(byMeal(second!, ctx.hb).price).toBe('852.50');
      expect(hotel!.price).toBe('1178.10');
      // Each option of each room has its own hash.
      const hashes = hotel!.rooms.flatMap((r) => r.options.map((o) => o.hash));
      expect(new Set(hashes).size).toBe(4);
    });

    it('searching the country finds the hotels of its cities', async () => {
      const body = await found({ toId: await countryId(db(), 'PT') });
      expect(body.hotels.map((h) => h.id)).toContain(hotelId);
    });

    it('a destination without hotels answers an empty list', async () => {
      const body = await found({ toId: await cityId(db(), 'Reykjavik') });
      expect(body).toMatchObject({
        hotels: [],
        entities: [],
        price: null,
        priceOnRequest: false,
        filters: { price: { min: 0, max: 0, currency: 'EUR' }, hotelCategories: [], mealTypes: [] },
      });
    });

    it('an unknown currency without a rate is a 422 naming the pair', async () => {
      const res = await search({ toId, currency: 'XYZ' });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error).toContain('XYZ');
      expect(res.json().error).toMatch(/^No currency rate for XYZ against EUR/);
      // Even where no hotel would need it.
      expect((await search({ toId: await cityId(db(), 'Reykjavik'), currency: 'XYZ' })).statusCode).toBe(422);
    });

    it('a hotel priced in a currency without a rate is a 422 naming the pair, not a 500', async () => {
      const madrid = await cityId(db(), 'Madrid');
      await workedHotel('Madrid', { defaultCurrency: 'ZAR' });
      const res = await search({ toId: madrid });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'missing_rate' });
      expect(res.json().error).toMatch(/^No currency rate for ZAR against EUR/);
    });
  });
});
