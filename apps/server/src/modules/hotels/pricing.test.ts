import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { hotels, roomAllotments, roomPricing, roomPricingPersonPrices } from './tables';
import { makeAllotment, makeHotel, makePricing, makeRoom, mealId, saveHotelTabs } from './test-data';
import { fixtureDate } from '../../test/dates';

describe.each(engines)('room pricing and allotment (hotel save) on %s', (engine) => {
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

  /** The stored pricing of a room with its person prices, as comparable plain data. */
  async function storedPricing(roomId: number) {
    const rows = await db().select().from(roomPricing).where(eq(roomPricing.roomId, roomId)).orderBy(asc(roomPricing.id));
    const prices = await db().select().from(roomPricingPersonPrices).orderBy(asc(roomPricingPersonPrices.persons));
    return rows.map((row) => ({ ...row, prices: Object.fromEntries(prices.filter((p) => p.pricingId === row.id).map((p) => [p.persons, p.price])) }));
  }
  const storedNights = async (roomId: number) =>
    (await db().select().from(roomAllotments).where(eq(roomAllotments.roomId, roomId)).orderBy(asc(roomAllotments.night))).map(({ night, rooms, sold }) => ({
      night,
      rooms,
      sold,
    }));

  /** A hotel with the worked example's Double room (base 2, max 3) and one stored period. */
  async function pricedHotel() {
    const hotel = await makeHotel(db());
    const room = await makeRoom(db(), hotel.id);
    const june = await makePricing(db(), room.id, {
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-06-30'),
      mealTypeId: bb,
      prices: { 2: '100', 3: '130' },
      extraChild: '20',
    });
    return { hotel, room, june };
  }

  describe('pricing periods', () => {
    it('creates rows without id, updates rows with id, leaves unlisted rows alone; prices are exact', async () => {
      const { hotel, room, june } = await pricedHotel();
      const august = await makePricing(db(), room.id, {
        startDate: fixtureDate('2027-08-01'),
        endDate: fixtureDate('2027-08-31'),
        mealTypeId: bb,
        prices: { 2: '90', 3: '110' },
      });
      const res = await save(hotel.id, {
        rooms: [
          {
            id: room.id,
            pricing: [
              {
                id: june.id,
                startDate: fixtureDate('2027-06-01'),
                endDate: fixtureDate('2027-06-30'),
                pricingData: { pricingType: 'personCount', mealTypeId: bb, '2person': '105.5', '3person': 140, extraChild: '21' },
              },
              {
                startDate: fixtureDate('2027-07-01'),
                endDate: fixtureDate('2027-07-31'),
                pricingData: { pricingType: 'extraAdult', mealTypeId: String(hb), '2person': '120', '3person': '150', extraAdult: '30', extraChild: '25.25' },
              },
            ],
          },
        ],
      });
      expect(res.statusCode).toBe(200);
      const pricing = res.json().rooms[0].pricing;
      expect(pricing.map((p: { startDate: string }) => p.startDate)).toEqual([fixtureDate('2027-06-01'), fixtureDate('2027-07-01'), fixtureDate('2027-08-01')]);
      expect(pricing[0]).toEqual({
        id: june.id,
        startDate: fixtureDate('2027-06-01'),
        endDate: fixtureDate('2027-06-30'),
        pricingData: {
          pricingType: 'personCount',
          mealTypeId: bb,
          '2person': '105.50',
          '3person': '140.00',
          baseOccupancy: 2,
          extraAdult: null,
          extraChild: '21.00',
        },
      });
      const stored = await storedPricing(room.id);
      expect(stored).toHaveLength(3);
      expect(stored[0]).toMatchObject({ id: june.id, extraChild: '21.00', prices: { 2: '105.50', 3: '140.00' } });
      expect(stored[1]).toMatchObject({ id: august.id, prices: { 2: '90.00', 3: '110.00' } });
      expect(stored[2]).toMatchObject({
        startDate: fixtureDate('2027-07-01'),
        endDate: fixtureDate('2027-07-31'),
        pricingType: 'extraAdult',
        mealTypeId: hb,
        extraAdult: '30.00',
        extraChild: '25.25',
        prices: { 2: '120.00', 3: '150.00' },
      });
    });

    it('after a change of occupancy, the next save needs the new range and drops prices outside it', async () => {
      const { hotel, room, june } = await pricedHotel();
      const widen = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/hotels/${hotel.id}/rooms/${room.id}`,
        headers: admin.headers,
        payload: { name: 'Double', minAdultOccupancy: 1, maxAdultOccupancy: 4, minChildOccupancy: 0, maxChildOccupancy: 1, baseOccupancy: 3, maxOccupancy: 4 },
      });
      expect(widen.statusCode).toBe(200);
      const row = (prices: Record<string, string>) => ({
        id: june.id,
        startDate: fixtureDate('2027-06-01'),
        endDate: fixtureDate('2027-06-30'),
        pricingData: { mealTypeId: bb, ...prices },
      });
      const incomplete = await save(hotel.id, { rooms: [{ id: room.id, pricing: [row({ '3person': '130' })] }] });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json().error).toBe('rooms.0.pricing.0.pricingData.4person: is required');
      const complete = await save(hotel.id, { rooms: [{ id: room.id, pricing: [row({ '2person': '100', '3person': '130', '4person': '160' })] }] });
      expect(complete.statusCode).toBe(200);
      expect((await storedPricing(room.id))[0]!.prices).toEqual({ 3: '130.00', 4: '160.00' });
    });

    it('refuses bad periods with a 400 naming the field, and saves nothing of that save', async () => {
      const { hotel, room, june } = await pricedHotel();
      const other = await makeHotel(db());
      const otherRoom = await makeRoom(db(), other.id);
      const otherPricing = await makePricing(db(), otherRoom.id, {
        startDate: fixtureDate('2027-01-01'),
        endDate: fixtureDate('2027-01-31'),
        mealTypeId: bb,
        prices: { 2: '1', 3: '2' },
      });
      const before = await storedPricing(room.id);
      const hotelBefore = (await db().select().from(hotels).where(eq(hotels.id, hotel.id)))[0];
      const valid = {
        startDate: fixtureDate('2027-09-01'),
        endDate: fixtureDate('2027-09-30'),
        pricingData: { pricingType: 'personCount', mealTypeId: bb, '2person': '100', '3person': '130' },
      };
      const period = (overrides: Record<string, unknown>, data: Record<string, unknown> = {}) => ({
        ...valid,
        ...overrides,
        pricingData: { ...valid.pricingData, ...data },
      });
      const cases: [unknown[], string, number?][] = [
        [[valid, period({}, { '3person': undefined })], 'rooms.0.pricing.1.pricingData.3person: is required'],
        [[valid, period({}, { '2person': '' })], 'rooms.0.pricing.1.pricingData.2person: is required'],
        [[period({}, { '2person': '-1' })], 'rooms.0.pricing.0.pricingData.2person: must not be below zero'],
        [[period({}, { '2person': '1.234' })], 'rooms.0.pricing.0.pricingData.2person'],
        [[period({}, { extraChild: '-5' })], 'rooms.0.pricing.0.pricingData.extraChild'],
        [[period({ endDate: fixtureDate('2027-08-31') })], 'rooms.0.pricing.0.endDate: end date must not be before the start date'],
        [[period({ startDate: '' })], 'rooms.0.pricing.0.startDate'],
        [[period({}, { mealTypeId: undefined })], 'rooms.0.pricing.0.pricingData.mealTypeId'],
        [[period({}, { mealTypeId: await mealId(db(), 'all-inclusive') })], 'rooms.0.pricing.0.pricingData.mealTypeId: must be one of the hotel meal types'],
        [[period({}, { pricingType: 'extraAdult' })], 'rooms.0.pricing.0.pricingData.extraAdult: is required for the extraAdult pricing type'],
        [[period({}, { pricingType: 'perRoom' })], 'rooms.0.pricing.0.pricingData.pricingType'],
        [[period({ id: otherPricing.id })], 'rooms.0.pricing.0.id: Pricing period not found for this room type'],
      ];
      for (const [pricing, error] of cases) {
        const res = await save(hotel.id, { rooms: [{ id: room.id, pricing }] });
        expect(res.statusCode, error).toBe(400);
        expect(res.json().error, error).toContain(error);
      }
      const foreign = await save(hotel.id, {
        rooms: [
          { id: room.id, pricing: [valid] },
          { id: otherRoom.id, pricing: [valid] },
        ],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error).toBe('rooms.1.id: Room type not found in this hotel');
      // The first row of the refused saves was valid: none of it, nor the Info fields, was stored.
      expect(await storedPricing(room.id)).toEqual(before);
      expect((await db().select().from(hotels).where(eq(hotels.id, hotel.id)))[0]).toEqual(hotelBefore);
      expect(june.id).toBe(before[0]!.id);
    });
  });

  describe('DELETE /hotels/room-pricing/:id', () => {
    it('deletes the period and its prices', async () => {
      const { room, june } = await pricedHotel();
      const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/hotels/room-pricing/${june.id}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await storedPricing(room.id)).toEqual([]);
      expect(await db().select().from(roomPricingPersonPrices).where(eq(roomPricingPersonPrices.pricingId, june.id))).toEqual([]);
    });

    it('answers 404 for an unknown id, 401 without a token, 403 for an agent', async () => {
      const { room, june } = await pricedHotel();
      const url = `/api/v1/hotels/room-pricing/${june.id}`;
      expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/hotels/room-pricing/999999', headers: admin.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url, headers: agent.headers })).statusCode).toBe(403);
      expect(await storedPricing(room.id)).toHaveLength(1);
    });
  });

  describe('allotment', () => {
    it('expands ranges into nights and answers them as ranges; agreeing overlaps are fine; sold stays', async () => {
      const { hotel, room } = await pricedHotel();
      await makeAllotment(db(), room.id, [{ night: fixtureDate('2027-06-03'), rooms: 1, sold: 1 }]);
      const res = await save(hotel.id, {
        rooms: [
          {
            id: room.id,
            allotments: [
              { startDate: fixtureDate('2027-06-01'), endDate: fixtureDate('2027-06-05'), rooms: 4 },
              { startDate: fixtureDate('2027-06-04'), endDate: fixtureDate('2027-06-06'), rooms: 4 },
              { startDate: fixtureDate('2027-06-10'), endDate: fixtureDate('2027-06-10'), rooms: 0 },
            ],
          },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().rooms[0].allotments).toEqual([
        { startDate: fixtureDate('2027-06-01'), endDate: fixtureDate('2027-06-02'), rooms: 4, sold: 0 },
        { startDate: fixtureDate('2027-06-03'), endDate: fixtureDate('2027-06-03'), rooms: 4, sold: 1 },
        { startDate: fixtureDate('2027-06-04'), endDate: fixtureDate('2027-06-06'), rooms: 4, sold: 0 },
        { startDate: fixtureDate('2027-06-10'), endDate: fixtureDate('2027-06-10'), rooms: 0, sold: 0 },
      ]);
      const nights = await storedNights(room.id);
      expect(nights).toHaveLength(7);
      expect(nights[2]).toEqual({ night: fixtureDate('2027-06-03'), rooms: 4, sold: 1 });
      // The ranges sent are the whole allotment: leaving out a night with rooms sold is refused ...
      const refused = await save(hotel.id, {
        rooms: [{ id: room.id, allotments: [{ startDate: fixtureDate('2027-06-02'), endDate: fixtureDate('2027-06-02'), rooms: 2 }] }],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe(
        `rooms.0.allotments: 1 room(s) are already sold on ${fixtureDate('2027-06-03')}; that night's allotment cannot be removed.`,
      );
      expect(await storedNights(room.id)).toHaveLength(7);
      // ... and the nights left out that have nothing sold are removed.
      const again = await save(hotel.id, {
        rooms: [{ id: room.id, allotments: [{ startDate: fixtureDate('2027-06-02'), endDate: fixtureDate('2027-06-03'), rooms: 2 }] }],
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().rooms[0].allotments).toEqual([
        { startDate: fixtureDate('2027-06-02'), endDate: fixtureDate('2027-06-02'), rooms: 2, sold: 0 },
        { startDate: fixtureDate('2027-06-03'), endDate: fixtureDate('2027-06-03'), rooms: 2, sold: 1 },
      ]);
      // A save that does not carry `allotments` for the room keeps them.
      const kept = await save(hotel.id, { rooms: [{ id: room.id, pricing: [] }] });
      expect(kept.statusCode).toBe(200);
      expect(await storedNights(room.id)).toHaveLength(2);
    });

    it('refuses contradicting overlaps, reversed or endless ranges and negative counts (400), saving nothing', async () => {
      const { hotel, room, june } = await pricedHotel();
      await makeAllotment(db(), room.id, [{ night: fixtureDate('2027-05-01'), rooms: 2 }]);
      const pricingChange = {
        id: june.id,
        startDate: fixtureDate('2027-06-01'),
        endDate: fixtureDate('2027-06-30'),
        pricingData: { mealTypeId: bb, '2person': '1', '3person': '2' },
      };
      const before = await storedPricing(room.id);
      const cases: [unknown[], string][] = [
        [
          [
            { startDate: fixtureDate('2027-06-01'), endDate: fixtureDate('2027-06-10'), rooms: 5 },
            { startDate: fixtureDate('2027-06-10'), endDate: fixtureDate('2027-06-12'), rooms: 3 },
          ],
          `rooms.0.allotments.1: overlaps allotments.0 on ${fixtureDate('2027-06-10')} with a different number of rooms`,
        ],
        [
          [{ startDate: fixtureDate('2027-06-10'), endDate: fixtureDate('2027-06-01'), rooms: 5 }],
          'rooms.0.allotments.0.endDate: end date must not be before the start date',
        ],
        [
          [{ startDate: fixtureDate('2027-01-01'), endDate: '2207-01-01', rooms: 5 }],
          'rooms.0.allotments.0.endDate: an allotment range covers at most 731 nights',
        ],
        [[{ startDate: fixtureDate('2027-06-01'), endDate: fixtureDate('2027-06-02'), rooms: -1 }], 'rooms.0.allotments.0.rooms'],
        [[{ startDate: fixtureDate('2027-06-01'), endDate: fixtureDate('2027-06-02') }], 'rooms.0.allotments.0.rooms'],
      ];
      for (const [allotments, error] of cases) {
        const res = await save(hotel.id, { rooms: [{ id: room.id, pricing: [pricingChange], allotments }] });
        expect(res.statusCode, error).toBe(400);
        expect(res.json().error, error).toContain(error);
      }
      expect(await storedNights(room.id)).toEqual([{ night: fixtureDate('2027-05-01'), rooms: 2, sold: 0 }]);
      expect(await storedPricing(room.id)).toEqual(before);
    });

    it('answers 422 when the rooms would go below what is sold, and rolls back the whole save', async () => {
      const { hotel, room, june } = await pricedHotel();
      await makeAllotment(db(), room.id, [
        { night: fixtureDate('2027-06-01'), rooms: 5, sold: 1 },
        { night: fixtureDate('2027-06-02'), rooms: 5, sold: 3 },
      ]);
      const before = await storedPricing(room.id);
      const res = await save(hotel.id, {
        rooms: [
          {
            id: room.id,
            pricing: [
              {
                id: june.id,
                startDate: fixtureDate('2027-06-01'),
                endDate: fixtureDate('2027-06-30'),
                pricingData: { mealTypeId: bb, '2person': '1', '3person': '2' },
              },
            ],
            allotments: [{ startDate: fixtureDate('2027-05-30'), endDate: fixtureDate('2027-06-03'), rooms: 2 }],
          },
        ],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe(`rooms.0.allotments: 3 room(s) are already sold on ${fixtureDate('2027-06-02')}; the allotment cannot go below that.`);
      expect(await storedNights(room.id)).toEqual([
        { night: fixtureDate('2027-06-01'), rooms: 5, sold: 1 },
        { night: fixtureDate('2027-06-02'), rooms: 5, sold: 3 },
      ]);
      expect(await storedPricing(room.id)).toEqual(before);
    });
  });
});
