import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hotelSchema } from '@travel/contracts';
import { countryId } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { hotelImages, hotelOffers, hotelRooms, hotels, roomPricing } from './tables';
import { categoryId, cityId, makeHotel, makeOffer, makePricing, makeRoom, mealId } from './test-data';
import { fixtureDate } from '../../test/dates';

describe.each(engines)('hotels API on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;

  const get = (url: string, headers: Record<string, string> = api.admin.headers) => api.t.app.inject({ method: 'GET', url, headers });
  const hotelRow = async (id: number) => (await db().select().from(hotels).where(eq(hotels.id, id)))[0];
  const imageKeys = async (id: number) =>
    (await db().select().from(hotelImages).where(eq(hotelImages.hotelId, id)).orderBy(hotelImages.position)).map((i) => i.key);

  describe('GET /hotels', () => {
    it('answers a page with name, location and category, filtered by text, location tree and category', async () => {
      const paris = await cityId(db(), 'Paris');
      const lyon = await cityId(db(), 'Nice');
      const fiveStars = await categoryId(db(), '5-stars');
      const ritz = await makeHotel(db(), { name: 'Listing Ritz', locationId: paris, hotelCategoryId: fiveStars });
      const lyonHotel = await makeHotel(db(), { name: 'listing Nice Palace', locationId: lyon });
      await makeHotel(db(), { name: 'Listing Berlin', locationId: await cityId(db(), 'Berlin') });
      const search = async (query: string) => {
        const res = await get(`/api/v1/hotels?searchText=listing${query}`);
        expect(res.statusCode).toBe(200);
        return res.json();
      };
      const all = await search('');
      expect(all.total).toBe(3);
      expect(all.pagesCount).toBe(1);
      expect(all.entities.map((h: { name: string }) => h.name)).toEqual(['Listing Berlin', 'listing Nice Palace', 'Listing Ritz']);
      expect(all.entities[2]).toEqual({
        id: ritz.id,
        name: 'Listing Ritz',
        location: { id: paris, name: 'Paris' },
        hotelCategory: { id: fiveStars, title: '5 stars' },
      });
      // A country matches the hotels of its cities.
      const france = await search(`&locationId=${await countryId(db(), 'FR')}`);
      expect(france.entities.map((h: { id: number }) => h.id).sort()).toEqual([ritz.id, lyonHotel.id].sort());
      expect((await search(`&locationId=${lyon}`)).entities.map((h: { id: number }) => h.id)).toEqual([lyonHotel.id]);
      expect((await search(`&categoryId=${fiveStars}`)).entities.map((h: { id: number }) => h.id)).toEqual([ritz.id]);
      expect((await search(`&locationId=${paris}&categoryId=${await categoryId(db(), '1-star')}`)).entities).toEqual([]);
    });

    it('pages 20 hotels a page and reads % and _ literally', async () => {
      for (let i = 0; i < 23; i++) await makeHotel(db(), { name: `Paged Inn ${String(i).padStart(2, '0')}` });
      const first = (await get('/api/v1/hotels?searchText=paged%20inn&page=1')).json();
      const second = (await get('/api/v1/hotels?searchText=paged%20inn&page=2')).json();
      expect(first).toMatchObject({ total: 23, pagesCount: 2 });
      expect(first.entities).toHaveLength(20);
      expect(second.entities).toHaveLength(3);
      expect(second.entities[2].name).toBe('Paged Inn 22');
      expect((await get(`/api/v1/hotels?searchText=${encodeURIComponent('%')}`)).json()).toMatchObject({ entities: [], total: 0, pagesCount: 1 });
      expect((await get(`/api/v1/hotels?searchText=${encodeURIComponent('Paged_Inn')}`)).json().total).toBe(0);
    });

    it('answers 400 naming page, 401 without a token, 403 for an agent', async () => {
      const bad = await get('/api/v1/hotels?page=0');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('page');
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/hotels' })).statusCode).toBe(401);
      expect((await get('/api/v1/hotels', api.agent.headers)).statusCode).toBe(403);
    });
  });

  describe('GET /hotels/search', () => {
    it("answers 'All' then value/label options by name for visitors, agents and admins, optionally in a location tree", async () => {
      const nice = await cityId(db(), 'Nice');
      const b = await makeHotel(db(), { name: 'Searchable Beta', locationId: nice });
      const a = await makeHotel(db(), { name: 'searchable alpha', locationId: await cityId(db(), 'Rome') });
      for (const headers of [{}, api.agent.headers, api.admin.headers]) {
        const res = await get('/api/v1/hotels/search?searchText=searchable', headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          entities: [
            { value: 'all', label: 'All' },
            { value: a.id, label: 'searchable alpha' },
            { value: b.id, label: 'Searchable Beta' },
          ],
        });
      }
      const inFrance = await get(`/api/v1/hotels/search?searchText=searchable&locationId=${await countryId(db(), 'FR')}`, {});
      expect(inFrance.json().entities).toEqual([
        { value: 'all', label: 'All' },
        { value: b.id, label: 'Searchable Beta' },
      ]);
      // Flight mode names a hotel (flight with transfer): no 'All'.
      const flight = await get('/api/v1/hotels/search?searchText=searchable&searchMode=flight', {});
      expect(flight.json().entities).toEqual([
        { value: a.id, label: 'searchable alpha' },
        { value: b.id, label: 'Searchable Beta' },
      ]);
      expect((await get('/api/v1/hotels/search?searchMode=boat', {})).statusCode).toBe(400);
    });

    it('answers at most 50 options', async () => {
      const location = await cityId(db(), 'Madrid');
      const category = await categoryId(db());
      await db()
        .insert(hotels)
        .values(Array.from({ length: 55 }, (_, i) => ({ name: `Bulk Option ${String(i).padStart(2, '0')}`, locationId: location, hotelCategoryId: category })));
      const res = await get('/api/v1/hotels/search?searchText=bulk%20option&searchMode=flight', {});
      expect(res.json().entities).toHaveLength(50);
      expect(res.json().entities[49].label).toBe('Bulk Option 49');
    });
  });

  describe('GET /hotels/:id', () => {
    it('answers the full hotel with rooms, pricing, allotment ranges, offers and rules', async () => {
      const hotel = await makeHotel(db(), { name: 'Full Hotel', markups: { b2b: { type: 'fixed', amount: '7.00' } } });
      const room = await makeRoom(db(), hotel.id, { roomFacilityIds: [3, 1] });
      const bb = await mealId(db(), 'bed-and-breakfast');
      const later = await makePricing(db(), room.id, {
        startDate: fixtureDate('2027-07-01'),
        endDate: fixtureDate('2027-07-31'),
        mealTypeId: bb,
        prices: { 2: '120', 3: '150' },
        extraChild: '25',
      });
      const first = await makePricing(db(), room.id, {
        startDate: fixtureDate('2027-06-01'),
        endDate: fixtureDate('2027-06-30'),
        mealTypeId: bb,
        prices: { 3: '130', 2: '100' },
        extraChild: '20',
      });
      const offer = await makeOffer(db(), hotel.id);
      const res = await get(`/api/v1/hotels/${hotel.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(hotelSchema.safeParse(body).success).toBe(true);
      expect(body.markups).toEqual({ b2b: { type: 'fixed', amount: '7.00' }, b2c: { type: 'percent', amount: null } });
      expect(body.rooms).toHaveLength(1);
      expect(body.rooms[0].roomFacilities).toEqual({ 1: 1, 3: 1 });
      expect(body.rooms[0].pricing).toEqual([
        {
          id: first.id,
          startDate: fixtureDate('2027-06-01'),
          endDate: fixtureDate('2027-06-30'),
          pricingData: {
            pricingType: 'personCount',
            mealTypeId: bb,
            '2person': '100.00',
            '3person': '130.00',
            baseOccupancy: 2,
            extraAdult: null,
            extraChild: '20.00',
          },
        },
        {
          id: later.id,
          startDate: fixtureDate('2027-07-01'),
          endDate: fixtureDate('2027-07-31'),
          pricingData: {
            pricingType: 'personCount',
            mealTypeId: bb,
            '2person': '120.00',
            '3person': '150.00',
            baseOccupancy: 2,
            extraAdult: null,
            extraChild: '25.00',
          },
        },
      ]);
      expect(body.discounts).toEqual([
        {
          id: offer.id,
          name: 'Early bird',
          startDate: fixtureDate('2027-06-01'),
          endDate: fixtureDate('2027-06-30'),
          bookStartDate: null,
          bookEndDate: null,
          roomTypeIds: 'all',
          applyWithOthersIds: [],
          pricingData: { discount: 10 },
        },
      ]);
      expect(Object.keys(body).sort()).toEqual(Object.keys(hotelSchema.shape).sort());
    });

    it('answers 404 for an unknown id, 400 for a bad id, 401 without a token, 403 for an agent', async () => {
      const hotel = await makeHotel(db());
      const missing = await get('/api/v1/hotels/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('Hotel not found.');
      expect((await get('/api/v1/hotels/abc')).statusCode).toBe(400);
      expect((await get(`/api/v1/hotels/${hotel.id}`, {})).statusCode).toBe(401);
      expect((await get(`/api/v1/hotels/${hotel.id}`, api.agent.headers)).statusCode).toBe(403);
    });
  });

  describe('DELETE /hotels/:id', () => {
    it('deletes the hotel with its rooms, pricing, images and offers', async () => {
      const hotel = await makeHotel(db());
      const room = await makeRoom(db(), hotel.id);
      await makePricing(db(), room.id, {
        startDate: fixtureDate('2027-01-01'),
        endDate: fixtureDate('2027-01-31'),
        mealTypeId: await mealId(db(), 'room-only'),
        prices: { 2: '50' },
      });
      await makeOffer(db(), hotel.id);
      await db().insert(hotelImages).values({ hotelId: hotel.id, key: 'hotels/00000000-0000-0000-0000-000000000000.png' });
      const res = await api.t.app.inject({ method: 'DELETE', url: `/api/v1/hotels/${hotel.id}`, headers: api.admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await hotelRow(hotel.id)).toBeUndefined();
      expect(await db().select().from(hotelRooms).where(eq(hotelRooms.hotelId, hotel.id))).toEqual([]);
      expect(await db().select().from(roomPricing).where(eq(roomPricing.roomId, room.id))).toEqual([]);
      expect(await db().select().from(hotelOffers).where(eq(hotelOffers.hotelId, hotel.id))).toEqual([]);
      expect(await imageKeys(hotel.id)).toEqual([]);
    });

    it('answers 409 when a booking (any referencing row) points at the hotel, keeping it', async () => {
      const hotel = await makeHotel(db());
      await db().execute(sql`create table if not exists test_hotel_refs (id serial primary key, hotel_id integer not null references hotels(id))`);
      await db().execute(sql`insert into test_hotel_refs (hotel_id) values (${hotel.id})`);
      const res = await api.t.app.inject({ method: 'DELETE', url: `/api/v1/hotels/${hotel.id}`, headers: api.admin.headers });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('This hotel has bookings and cannot be deleted.');
      expect(await hotelRow(hotel.id)).toBeDefined();
    });

    it('answers 404 for an unknown id, 401 without a token, 403 for an agent', async () => {
      const hotel = await makeHotel(db());
      expect((await api.t.app.inject({ method: 'DELETE', url: '/api/v1/hotels/999999', headers: api.admin.headers })).statusCode).toBe(404);
      expect((await api.t.app.inject({ method: 'DELETE', url: `/api/v1/hotels/${hotel.id}` })).statusCode).toBe(401);
      expect((await api.t.app.inject({ method: 'DELETE', url: `/api/v1/hotels/${hotel.id}`, headers: api.agent.headers })).statusCode).toBe(403);
      expect(await hotelRow(hotel.id)).toBeDefined();
    });
  });
});
