import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTestContext, engines } from '../../test/harness';
import { hotelOffers, hotelRooms, roomAllotments, roomPricing } from './tables';
import { makeHotel, makeOffer, makePricing, makeRoom, mealId, taxonomyIds } from './test-data';
import { fixtureDate } from '../../test/dates';

describe.each(engines)('hotel room types API on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = api.admin.headers) =>
    api.t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const roomsCount = async () => Number((await db().select({ n: count() }).from(hotelRooms))[0]!.n);
  const roomRow = async (id: number) => (await db().select().from(hotelRooms).where(eq(hotelRooms.id, id)))[0];

  const roomBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Sea View Double',
    minAdultOccupancy: 1,
    maxAdultOccupancy: 2,
    minChildOccupancy: 0,
    maxChildOccupancy: 1,
    baseOccupancy: 2,
    maxOccupancy: 3,
    extraBedsCount: 1,
    unallowedOccupancies: [{ unallowedMinAdultOccupancy: 1, unallowedMaxAdultOccupancy: 1, unallowedMinChildOccupancy: 1, unallowedMaxChildOccupancy: 1 }],
    roomFacilities: {},
    note: 'Top floor',
    ...overrides,
  });

  describe('POST /hotels/:id/rooms', () => {
    it('creates a room type with facilities as an id→1 map; answers 201 with the room', async () => {
      const hotel = await makeHotel(db());
      const [wifi, safe] = await taxonomyIds(db(), 'roomFacility', ['wi-fi', 'safe']);
      const res = await call('POST', `/hotels/${hotel.id}/rooms`, roomBody({ roomFacilities: { [safe!]: 1, [wifi!]: 1 } }));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        name: 'Sea View Double',
        baseOccupancy: 2,
        maxOccupancy: 3,
        roomFacilities: { [wifi!]: 1, [safe!]: 1 },
        pricing: [],
        allotments: [],
      });
      expect(await roomRow(body.id)).toMatchObject({
        hotelId: hotel.id,
        name: 'Sea View Double',
        minAdultOccupancy: 1,
        maxAdultOccupancy: 2,
        minChildOccupancy: 0,
        maxChildOccupancy: 1,
        baseOccupancy: 2,
        maxOccupancy: 3,
        extraBedsCount: 1,
        unallowedOccupancies: [{ unallowedMinAdultOccupancy: 1, unallowedMaxAdultOccupancy: 1, unallowedMinChildOccupancy: 1, unallowedMaxChildOccupancy: 1 }],
        roomFacilityIds: [wifi, safe].sort((a, b) => a! - b!),
        note: 'Top floor',
      });
      const hotelView = await call('GET', `/hotels/${hotel.id}`);
      expect(hotelView.json().rooms.map((r: { id: number }) => r.id)).toEqual([body.id]);
    });

    it('accepts facilities as an id list and applies the defaults', async () => {
      const hotel = await makeHotel(db());
      const [tv] = await taxonomyIds(db(), 'roomFacility', ['television']);
      const { extraBedsCount: _beds, unallowedOccupancies: _u, note: _note, ...body } = roomBody({ roomFacilities: [tv, tv] });
      const res = await call('POST', `/hotels/${hotel.id}/rooms`, body);
      expect(res.statusCode).toBe(201);
      expect(await roomRow(res.json().id)).toMatchObject({ roomFacilityIds: [tv], extraBedsCount: 0, unallowedOccupancies: [], note: null });
    });

    it('names each missing or out-of-range field and each unknown facility, writing nothing', async () => {
      const hotel = await makeHotel(db());
      const before = await roomsCount();
      const [breakfast] = await taxonomyIds(db(), 'meal', ['bed-and-breakfast']);
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'name'],
        [{ name: undefined }, 'name'],
        [{ minAdultOccupancy: undefined }, 'minAdultOccupancy'],
        [{ minAdultOccupancy: 0 }, 'minAdultOccupancy'],
        [{ maxAdultOccupancy: 21 }, 'maxAdultOccupancy'],
        [{ maxAdultOccupancy: 1.5 }, 'maxAdultOccupancy'],
        [{ minChildOccupancy: -1 }, 'minChildOccupancy'],
        [{ maxChildOccupancy: 21 }, 'maxChildOccupancy'],
        [{ baseOccupancy: 11, maxOccupancy: 12 }, 'baseOccupancy'],
        [{ baseOccupancy: 0 }, 'baseOccupancy'],
        [{ maxOccupancy: undefined }, 'maxOccupancy'],
        [{ minAdultOccupancy: 3, maxAdultOccupancy: 2 }, 'maxAdultOccupancy'],
        [{ baseOccupancy: 4, maxOccupancy: 3 }, 'baseOccupancy'],
        [{ roomFacilities: [breakfast] }, 'roomFacilities'],
        [{ roomFacilities: { abc: 1 } }, 'roomFacilities'],
      ];
      for (const [overrides, field] of cases) {
        const res = await call('POST', `/hotels/${hotel.id}/rooms`, roomBody(overrides));
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(res.json().error, JSON.stringify(overrides)).toContain(field);
      }
      expect(await roomsCount()).toBe(before);
    });

    it('answers 404 for an unknown hotel, 401 without a token, 403 for an agent', async () => {
      const hotel = await makeHotel(db());
      const before = await roomsCount();
      expect((await call('POST', '/hotels/999999/rooms', roomBody())).statusCode).toBe(404);
      expect((await call('POST', `/hotels/${hotel.id}/rooms`, roomBody(), {})).statusCode).toBe(401);
      expect((await call('POST', `/hotels/${hotel.id}/rooms`, roomBody(), api.agent.headers)).statusCode).toBe(403);
      expect(await roomsCount()).toBe(before);
    });
  });

  describe('GET /hotels/:id/rooms/:roomId', () => {
    it('answers the room with facilities as an id→1 map, its pricing and allotment', async () => {
      const hotel = await makeHotel(db());
      const room = await makeRoom(db(), hotel.id, { roomFacilityIds: [5, 2] });
      const pricing = await makePricing(db(), room.id, {
        startDate: fixtureDate('2027-06-01'),
        endDate: fixtureDate('2027-06-30'),
        mealTypeId: await mealId(db(), 'bed-and-breakfast'),
        prices: { 2: '100', 3: '130' },
      });
      await db()
        .insert(roomAllotments)
        .values([
          { roomId: room.id, night: fixtureDate('2027-06-01'), rooms: 3 },
          { roomId: room.id, night: fixtureDate('2027-06-02'), rooms: 3 },
        ]);
      const res = await call('GET', `/hotels/${hotel.id}/rooms/${room.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: room.id,
        name: 'Double',
        roomFacilities: { 2: 1, 5: 1 },
        pricing: [{ id: pricing.id, pricingData: { '2person': '100.00', '3person': '130.00' } }],
        allotments: [{ startDate: fixtureDate('2027-06-01'), endDate: fixtureDate('2027-06-02'), rooms: 3, sold: 0 }],
      });
    });

    it("answers 404 for another hotel's room and an unknown room, 401 without a token, 403 for an agent", async () => {
      const hotel = await makeHotel(db());
      const other = await makeHotel(db());
      const room = await makeRoom(db(), other.id);
      expect((await call('GET', `/hotels/${hotel.id}/rooms/${room.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/hotels/${hotel.id}/rooms/999999`)).statusCode).toBe(404);
      expect((await call('GET', `/hotels/${other.id}/rooms/${room.id}`, undefined, {})).statusCode).toBe(401);
      expect((await call('GET', `/hotels/${other.id}/rooms/${room.id}`, undefined, api.agent.headers)).statusCode).toBe(403);
    });
  });

  describe('PUT /hotels/:id/rooms/:roomId', () => {
    it('saves every field; a change of occupancy keeps the pricing rows and their prices', async () => {
      const hotel = await makeHotel(db());
      const room = await makeRoom(db(), hotel.id);
      const pricing = await makePricing(db(), room.id, {
        startDate: fixtureDate('2027-06-01'),
        endDate: fixtureDate('2027-06-30'),
        mealTypeId: await mealId(db(), 'bed-and-breakfast'),
        prices: { 2: '100', 3: '130' },
      });
      const [balcony] = await taxonomyIds(db(), 'roomFacility', ['balcony']);
      const res = await call(
        'PUT',
        `/hotels/${hotel.id}/rooms/${room.id}`,
        roomBody({ name: 'Family', baseOccupancy: 1, maxOccupancy: 4, maxAdultOccupancy: 4, roomFacilities: [balcony] }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: room.id, name: 'Family', baseOccupancy: 1, maxOccupancy: 4, roomFacilities: { [balcony!]: 1 } });
      expect(res.json().pricing).toMatchObject([{ id: pricing.id, pricingData: { '2person': '100.00', '3person': '130.00', baseOccupancy: 1 } }]);
      expect(await roomRow(room.id)).toMatchObject({ name: 'Family', baseOccupancy: 1, maxOccupancy: 4, maxAdultOccupancy: 4, roomFacilityIds: [balcony] });
    });

    it("names the bad field and changes nothing; another hotel's room is 404; 401 without a token, 403 for an agent", async () => {
      const hotel = await makeHotel(db());
      const room = await makeRoom(db(), hotel.id);
      const other = await makeHotel(db());
      const bad = await call('PUT', `/hotels/${hotel.id}/rooms/${room.id}`, roomBody({ maxChildOccupancy: 25 }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('maxChildOccupancy');
      expect((await call('PUT', `/hotels/${other.id}/rooms/${room.id}`, roomBody())).statusCode).toBe(404);
      expect((await call('PUT', `/hotels/${hotel.id}/rooms/${room.id}`, roomBody(), {})).statusCode).toBe(401);
      expect((await call('PUT', `/hotels/${hotel.id}/rooms/${room.id}`, roomBody(), api.agent.headers)).statusCode).toBe(403);
      expect(await roomRow(room.id)).toEqual(room);
    });
  });

  describe('DELETE /hotels/:id/rooms/:roomId', () => {
    it('deletes the room with its pricing and allotment; offers limited to it forget it', async () => {
      const hotel = await makeHotel(db());
      const room = await makeRoom(db(), hotel.id);
      const kept = await makeRoom(db(), hotel.id, { name: 'Single' });
      await makePricing(db(), room.id, {
        startDate: fixtureDate('2027-06-01'),
        endDate: fixtureDate('2027-06-30'),
        mealTypeId: await mealId(db(), 'room-only'),
        prices: { 2: '80', 3: '90' },
      });
      await db()
        .insert(roomAllotments)
        .values({ roomId: room.id, night: fixtureDate('2027-06-01'), rooms: 2 });
      const offer = await makeOffer(db(), hotel.id, { roomTypeIds: [room.id, kept.id] });
      const res = await call('DELETE', `/hotels/${hotel.id}/rooms/${room.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await roomRow(room.id)).toBeUndefined();
      expect(await db().select().from(roomPricing).where(eq(roomPricing.roomId, room.id))).toEqual([]);
      expect(await db().select().from(roomAllotments).where(eq(roomAllotments.roomId, room.id))).toEqual([]);
      expect((await db().select().from(hotelOffers).where(eq(hotelOffers.id, offer.id)))[0]!.roomTypeIds).toEqual([kept.id]);
    });

    it("answers 404 for another hotel's room or an unknown one, 401 without a token, 403 for an agent", async () => {
      const hotel = await makeHotel(db());
      const other = await makeHotel(db());
      const room = await makeRoom(db(), hotel.id);
      expect((await call('DELETE', `/hotels/${other.id}/rooms/${room.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/hotels/${hotel.id}/rooms/999999`)).statusCode).toBe(404);
      expect((await call('DELETE', `/hotels/${hotel.id}/rooms/${room.id}`, undefined, {})).statusCode).toBe(401);
      expect((await call('DELETE', `/hotels/${hotel.id}/rooms/${room.id}`, undefined, api.agent.headers)).statusCode).toBe(403);
      expect(await roomRow(room.id)).toBeDefined();
    });
  });
});
