import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { countryId, taxonomyId } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { adult, bookableHotel, bookingJson, postBooking, searchOptions } from '../bookings/test-data';
import { taxonomies } from '../reference/tables';
import { hotelRooms } from './tables';
import { cityId, hotelFields, makeHotel, makePricing, makeRoom, mealId, sendForm, taxonomyIds } from './test-data';
import { fixtureDate } from '../../test/dates';

const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;

/**
 * Issue 29: a room type's taxonomy entry, category and facilities ("accommodations") travel from
 * the room form to the search answer's options, are frozen in the booked item, and are printed on
 * the voucher; the results filter by room category.
 */
describe.each(engines)('room category and accommodations on the search answer, the item and the voucher text, on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = api.admin.headers) =>
    api.t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });

  let hotel: { id: number; name: string; locationId: number };
  let roomId: number;
  let superior: number;
  let twin: number;
  let facilities: { aircon: number; wifi: number; safe: number };
  const roomForm = (overrides: Record<string, unknown> = {}) => ({
    name: 'Garden Room',
    minAdultOccupancy: 1,
    maxAdultOccupancy: 3,
    minChildOccupancy: 0,
    maxChildOccupancy: 1,
    baseOccupancy: 2,
    maxOccupancy: 3,
    unallowedOccupancies: [],
    // Sent out of the taxonomy's order: the answers list them in its order.
    roomFacilities: { [facilities.wifi]: 1, [facilities.aircon]: 1 },
    roomTypeTaxonomy: twin,
    roomCategory: superior,
    ...overrides,
  });

  beforeAll(async () => {
    ({
      hotel,
      room: { id: roomId },
    } = await bookableHotel(db(), { city: 'Porto', rules: true }));
    superior = await taxonomyId(db(), 'roomCategory', 'superior');
    twin = await taxonomyId(db(), 'roomType', 'twin');
    const [aircon, wifi, safe] = await taxonomyIds(db(), 'roomFacility', ['air-conditioning', 'wi-fi', 'safe']);
    facilities = { aircon: aircon!, wifi: wifi!, safe: safe! };
  });

  it('the room form sets the room type entry and the category; an unknown one is a 400 naming the field', async () => {
    expect((await call('GET', 'usertaxonomies/roomCategory')).json().entities.map((c: { title: string }) => c.title)).toEqual([
      'Standard',
      'Superior',
      'Deluxe',
      'Junior Suite',
      'Suite',
      'Family',
    ]);
    const meal = await mealId(db(), 'half-board');
    for (const [field, value, message] of [
      ['roomCategory', 99_999_999, 'roomCategory: Room category 99999999 not found'],
      // An id of another taxonomy is no category.
      ['roomCategory', meal, `roomCategory: Room category ${meal} not found`],
      ['roomTypeTaxonomy', superior, `roomTypeTaxonomy: Room type ${superior} not found`],
    ] as const) {
      const res = await call('PUT', `hotels/${hotel.id}/rooms/${roomId}`, roomForm({ [field]: value }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await db().select().from(hotelRooms).where(eq(hotelRooms.id, roomId)))[0]).toMatchObject({ roomCategoryId: null, roomTypeTaxonomyId: null });

    const res = await call('PUT', `hotels/${hotel.id}/rooms/${roomId}`, roomForm());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Garden Room', roomTypeTaxonomy: { id: twin, title: 'Twin' }, roomCategory: { id: superior, title: 'Superior' } });
    // Empty means none.
    const cleared = await call('PUT', `hotels/${hotel.id}/rooms/${roomId}`, roomForm({ roomCategory: '', roomTypeTaxonomy: null }));
    expect(cleared.json()).toMatchObject({ roomTypeTaxonomy: null, roomCategory: null });
    expect((await call('PUT', `hotels/${hotel.id}/rooms/${roomId}`, roomForm())).statusCode).toBe(200);
  });

  it('the search answer: category, room type entry and accommodations in the taxonomy order; no group, no supplement', async () => {
    const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
    expect(option).toMatchObject({
      roomType: { id: roomId, title: 'Garden Room' },
      roomTypeTaxonomy: { id: twin, title: 'Twin' },
      roomCategory: { id: superior, title: 'Superior' },
      accommodations: [{ title: 'Air conditioning' }, { title: 'Wi-Fi' }],
      roomsGroupOption: false,
      roomTypes: [],
      supplements: [],
      hasRequiredTransfer: false,
    });
  });

  it('hasRequiredTransfer follows the hotel Info tab flag', async () => {
    const firstOption = async () => (await searchOptions(api.t.app, db(), hotel, api.agent.headers))[0] as unknown as { hasRequiredTransfer: boolean };
    const info = await hotelFields(db(), { name: hotel.name, location: String(hotel.locationId) });
    const save = (requiresTransfer?: string) =>
      sendForm(
        api.t.app,
        'POST',
        `/api/v1/hotels/${hotel.id}`,
        { _method: 'PUT', ...info, ...(requiresTransfer === undefined ? {} : { requiresTransfer }) },
        api.admin.headers,
      );
    const refused = await save('maybe');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^requiresTransfer: /);
    const saved = await save('1');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().requiresTransfer).toBe(true);
    expect((await firstOption()).hasRequiredTransfer).toBe(true);
    // The Info tab is saved whole: left out is off.
    expect((await save()).json().requiresTransfer).toBe(false);
    expect((await firstOption()).hasRequiredTransfer).toBe(false);
  });

  it('the booked item keeps them as booked, the booking page shows them, the voucher prints them', async () => {
    const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
    const created = await postBooking(api.t.app, api.agent.headers, bookingJson([option!.hash], [[adult('Ann', 'Lee'), adult('Bob', 'Lee')]]));
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json() as { id: number };

    // Later the catalogue changes: the category is renamed, the room loses a facility and changes category.
    await db().update(taxonomies).set({ title: 'Superior Plus' }).where(eq(taxonomies.id, superior));
    const deluxe = await taxonomyId(db(), 'roomCategory', 'deluxe');
    expect(
      (await call('PUT', `hotels/${hotel.id}/rooms/${roomId}`, roomForm({ roomCategory: deluxe, roomFacilities: { [facilities.safe]: 1 } }))).statusCode,
    ).toBe(200);

    for (const headers of [api.agent.headers, api.admin.headers]) {
      const view = (await call('GET', `bookings/${booking.id}`, undefined, headers)).json();
      const [item] = Object.values(view.bookingItems) as Record<string, unknown>[];
      expect(item).toMatchObject({
        productType: 'hotel',
        roomType: { id: roomId, title: 'Garden Room' },
        roomTypeTaxonomy: { id: twin, title: 'Twin' },
        roomCategory: { id: superior, title: 'Superior' },
        accommodations: [{ title: 'Air conditioning' }, { title: 'Wi-Fi' }],
      });
    }

    const token = (await call('POST', 'download-token')).json().token as string;
    const voucher = await call('GET', `bookings/${booking.id}/pdf/download?token=${token}`);
    expect(voucher.statusCode, voucher.body).toBe(200);
    // Words as read (a narrow column wraps 'Garden Room (Twin)').
    const text = (await pdfText(voucher.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of ['Garden Room (Twin)', 'Room category: Superior', 'Accommodations: Air conditioning, Wi-Fi'])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('Superior Plus');
    await db().update(taxonomies).set({ title: 'Superior' }).where(eq(taxonomies.id, superior));
  });

  describe('the room category filter', () => {
    let toId: number;
    let both: number;
    let standardOnly: number;
    let none: number;
    let standard: number;
    let deluxe: number;
    const rooms = { room1: { adults: 2, childrenAges: [] } };
    const june = { startDate: fixtureDate('2027-06-10'), endDate: fixtureDate('2027-06-12') };

    const find = async (filters: Record<string, unknown>) => {
      const query = new URLSearchParams({
        searchMode: 'hotel',
        toId: String(toId),
        nationalityId: String(await countryId(db(), 'FR')),
        ...june,
        rooms: JSON.stringify(rooms),
        filters: JSON.stringify(filters),
      });
      const res = await call('GET', `search?${query}`, undefined, api.agent.headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        hotels: { id: number; rooms: { options: { roomType: { title: string }; roomCategory: { title: string } | null; mealType: { id: number } }[] }[] }[];
        filters: { roomCategories: { id: number; title: string }[] };
      };
    };

    beforeAll(async () => {
      toId = await cityId(db(), 'Madrid');
      [standard, deluxe] = (await taxonomyIds(db(), 'roomCategory', ['standard', 'deluxe'])) as [number, number];
      const bb = await mealId(db(), 'bed-and-breakfast');
      const hb = await mealId(db(), 'half-board');
      const hotelWith = async (name: string, roomTypes: [string, number | null, string][]) => {
        const made = await makeHotel(db(), { name, locationId: toId, mealTypeIds: [bb, hb] });
        for (const [roomName, categoryId, net] of roomTypes) {
          const room = await makeRoom(db(), made.id, { name: roomName, roomCategoryId: categoryId });
          await makePricing(db(), room.id, {
            startDate: fixtureDate('2027-06-01'),
            endDate: fixtureDate('2027-06-30'),
            mealTypeId: bb,
            prices: { 2: net, 3: net },
          });
        }
        return made.id;
      };
      // Created with the Deluxe room first: the choices still come in the taxonomy's order.
      both = await hotelWith('Gran Vía Palace', [
        ['Deluxe Double', deluxe, '180'],
        ['Standard Double', standard, '100'],
      ]);
      standardOnly = await hotelWith('Hostal Sol', [['Double', standard, '60']]);
      none = await hotelWith('Casa Sin Categoría', [['Double', null, '80']]);
    });

    it('offers the categories of the found options, in the taxonomy order', async () => {
      const body = await find({});
      expect(body.hotels.map((h) => h.id).sort()).toEqual([both, standardOnly, none].sort());
      expect(body.filters.roomCategories).toEqual([
        { id: standard, title: 'Standard' },
        { id: deluxe, title: 'Deluxe' },
      ]);
    });

    it('narrows the options to those categories and leaves out hotels without one; the choices stay', async () => {
      const body = await find({ roomCategories: { [deluxe]: 1 } });
      expect(body.hotels.map((h) => h.id)).toEqual([both]);
      expect(body.hotels[0]!.rooms[0]!.options.map((o) => [o.roomType.title, o.roomCategory?.title])).toEqual([['Deluxe Double', 'Deluxe']]);
      expect(body.filters.roomCategories).toHaveLength(2);

      const standardRooms = await find({ roomCategories: { [standard]: 1 } });
      expect(standardRooms.hotels.map((h) => h.id)).toEqual([standardOnly, both]);
      for (const found of standardRooms.hotels) for (const o of found.rooms[0]!.options) expect(o.roomCategory?.title).toBe('Standard');
      expect((await find({ roomCategories: { [standard]: 1, [deluxe]: 1 } })).hotels.map((h) => h.id)).toEqual([standardOnly, both]);
    });

    it('combines with the meal filter', async () => {
      const hb = await mealId(db(), 'half-board');
      // No half-board price in this city: nothing is left.
      expect((await find({ roomCategories: { [deluxe]: 1 }, mealTypes: { [hb]: 1 } })).hotels).toEqual([]);
      const bb = await mealId(db(), 'bed-and-breakfast');
      const body = await find({ roomCategories: { [deluxe]: 1 }, mealTypes: { [bb]: 1 } });
      expect(body.hotels.map((h) => h.id)).toEqual([both]);
      expect(body.hotels[0]!.rooms[0]!.options.map((o) => o.mealType.id)).toEqual([bb]);
    });
  });
});
