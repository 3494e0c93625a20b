import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId, session, taxonomyId, type Session } from '../../../test/factories';
import { createTestApp, engines, type TestContext } from '../../../test/harness';
import { addDays, daysFromToday, nextWeekday } from '../../../test/dates';
import { adult, bookingJson, postBooking } from '../../bookings/test-data';
import { bookings } from '../../bookings/tables';
import { cityId, makeHotel, makeRoom, mealId, saveHotelTabs } from '../test-data';

/**
 * Stay restrictions in the pricing grid and why an option is not offered (issue 33, domain-rules
 * §4.6 and §4.7), through the API on both engines: saved and validated with the hotel, applied by
 * the search, explained on demand and on a single hotel's search with the nearest stay that works,
 * applied again at booking (a restriction that appeared after the search refuses it with the
 * reason), and overridden by an administrator's hand-made booking with a confirmation kept in the
 * history. Dates count from the pinned today, so the weekdays are the real ones on any day.
 */
describe.each(engines)('stay restrictions on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let admin: Session;
  let bb: number;
  let hotel: { id: number; locationId: number; name: string };
  let room: { id: number };
  let pricingId: number;
  const db = () => t.database.db;
  /** DD.MM, as the sentences write a date. */
  const dm = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;
  // A Saturday about six weeks ahead (outside the 30 days of release) and the Sunday after it.
  const saturday = nextWeekday(6, daysFromToday(40));
  const sunday = addDays(saturday, 1);
  const period = { startDate: daysFromToday(0), endDate: daysFromToday(120) };
  const prices = { pricingType: 'personCount', '2person': '100', '3person': '130' };

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db());
    admin = await session(t.app, db(), 'ROLE_ADMIN');
    bb = await mealId(db(), 'bed-and-breakfast');
    const locationId = await cityId(db(), 'Oslo');
    hotel = await makeHotel(db(), { name: 'Fjord Restricted', locationId, mealTypeIds: [bb], defaultMealTypeId: bb });
    room = await makeRoom(db(), hotel.id);
  });
  afterAll(() => t.close());

  const save = (pricing: Record<string, unknown>[]) => saveHotelTabs(t.app, db(), hotel.id, { rooms: [{ id: room.id, pricing }] }, admin.headers);
  const storedRow = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/hotels/${hotel.id}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rooms[0].pricing as { id: number; pricingData: Record<string, unknown> }[];
  };
  async function search(startDate: string, endDate: string, params: Record<string, string> = {}, headers = agent.headers) {
    const query = new URLSearchParams({
      searchMode: 'hotel',
      toId: String(hotel.locationId),
      nationalityId: String(await countryId(db(), 'FR')),
      startDate,
      endDate,
      rooms: JSON.stringify([{ adults: 2, childrenAges: [] }]),
      ...params,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/search?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const bookingsCount = async () => Number((await db().select({ n: count() }).from(bookings))[0]!.n);

  it('the grid row stores its restrictions with its prices, answers them, and a bad one is a 400 naming the row and the field with nothing saved', async () => {
    const saved = await save([
      { ...period, pricingData: { ...prices, mealTypeId: bb, minStayArrival: '3', closedToArrival: 'Saturday', releaseDays: 30, maxAdvance: '' } },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    // The save sends the editor's whole Info tab (hotels/test-data hotelFields): its name and city are the hotel's now.
    hotel = { id: hotel.id, locationId: saved.json().location.id, name: saved.json().name };
    const [row] = await storedRow();
    pricingId = row!.id;
    expect(row!.pricingData).toMatchObject({ '2person': '100.00', minStayArrival: 3, closedToArrival: 'sat', releaseDays: 30 });
    expect(row!.pricingData).not.toHaveProperty('maxAdvance');

    const refusals: [Record<string, unknown>, string][] = [
      [{ minStayArrival: 0 }, 'rooms.0.pricing.0.pricingData.minStayArrival: must be between 1 and 365'],
      [{ closedToDeparture: 'funday' }, 'rooms.0.pricing.0.pricingData.closedToDeparture: "funday" is neither a weekday'],
      [
        { closedToArrival: `sun,${addDays(period.endDate, 1)}` },
        `rooms.0.pricing.0.pricingData.closedToArrival: ${addDays(period.endDate, 1)} is outside the period`,
      ],
      [{ minStayArrival: 3, maxStay: 2 }, 'rooms.0.pricing.0.pricingData.maxStay: must not be below minStayArrival (3)'],
      [{ minAdvance: 10, maxAdvance: 5 }, 'rooms.0.pricing.0.pricingData.maxAdvance: must not be below minAdvance (10)'],
      [{ releaseDays: 'soon' }, 'rooms.0.pricing.0.pricingData.releaseDays: must be a whole number'],
    ];
    for (const [controls, message] of refusals) {
      const res = await save([{ id: pricingId, ...period, pricingData: { ...prices, mealTypeId: bb, ...controls } }]);
      expect(res.statusCode, JSON.stringify(controls)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await storedRow())[0]!.pricingData).toMatchObject({ minStayArrival: 3, closedToArrival: 'sat', releaseDays: 30 });
  });

  it('a 2-night Saturday arrival is not offered: counted always, explained with explain=1, and the suggested stay is offered', async () => {
    const plain = await search(saturday, addDays(saturday, 2));
    expect(plain.hotels.map((h: { id: number }) => h.id)).not.toContain(hotel.id);
    expect(plain.notOfferedCount).toBe(1);
    expect(plain).not.toHaveProperty('notOffered');

    const explained = await search(saturday, addDays(saturday, 2), { explain: '1' });
    expect(explained.notOffered).toEqual([
      {
        id: hotel.id,
        name: hotel.name,
        stars: expect.any(Number),
        location: { id: hotel.locationId, name: expect.any(String) },
        reasons: [
          { code: 'closedToArrival', message: `Closed to arrival on ${dm(saturday)}`, dates: [saturday], nights: null },
          { code: 'minStayArrival', message: `Minimum stay 3 nights for arrival on ${dm(saturday)}`, dates: [saturday], nights: 3 },
        ],
        roomTypes: [{ roomKey: 'room1', roomType: { id: room.id, title: expect.any(String) }, onRequest: false, reasons: expect.any(Array) }],
        // Saturday is closed whatever the nights: Sunday, for the 3 nights it asks.
        suggestion: { startDate: sunday, endDate: addDays(sunday, 3) },
      },
    ]);
    const suggested = await search(sunday, addDays(sunday, 3));
    expect(suggested.hotels.map((h: { id: number }) => h.id)).toEqual([hotel.id]);
    expect(suggested.notOfferedCount).toBe(0);
  });

  it("a single hotel's search always explains: the hotel not offered, and a room type on request says why", async () => {
    const single = await search(saturday, addDays(saturday, 2), { hotelId: String(hotel.id) });
    expect(single.hotels).toEqual([]);
    expect(single.notOffered.map((h: { id: number }) => h.id)).toEqual([hotel.id]);
    expect(single.roomTypesNotOffered).toEqual([]);

    // Closer than the 30 days of release: offered, on request, with the reason.
    const soon = nextWeekday(0, daysFromToday(10));
    const near = await search(soon, addDays(soon, 3), { hotelId: String(hotel.id) });
    expect(near.hotels[0].rooms[0].options.map((o: { availability: string }) => o.availability)).toEqual(['onrequest']);
    expect(near.roomTypesNotOffered).toEqual([
      {
        roomKey: 'room1',
        roomType: { id: room.id, title: expect.any(String) },
        onRequest: true,
        reasons: [{ code: 'release', message: 'On request: less than 30 days before arrival', dates: [soon], nights: 30 }],
      },
    ]);
  });

  it('re-pricing at booking: a restriction that appeared after the search refuses the booking with the reason, and nothing is kept', async () => {
    const found = await search(sunday, addDays(sunday, 3), { hotelId: String(hotel.id) });
    const hash = found.hotels[0].rooms[0].options[0].hash as string;
    // The admin limits stays to 2 nights after the agent searched.
    const limited = await save([
      { id: pricingId, ...period, pricingData: { ...prices, mealTypeId: bb, minStayArrival: 2, closedToArrival: 'sat', releaseDays: 30, maxStay: 2 } },
    ]);
    expect(limited.statusCode, limited.body).toBe(200);
    const before = await bookingsCount();
    const res = await postBooking(t.app, agent.headers, { ...bookingJson([hash]), searchParams: { startDate: sunday, endDate: addDays(sunday, 3) } });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'unavailable',
      message: `This room is no longer available for these dates: Maximum stay 2 nights for arrival on ${dm(sunday)}. Please search again.`,
    });
    expect(await bookingsCount()).toBe(before);
    // Back to the first terms for what follows.
    await save([{ id: pricingId, ...period, pricingData: { ...prices, mealTypeId: bb, minStayArrival: 3, closedToArrival: 'sat', releaseDays: 30 } }]);
  });

  it("an administrator's hand-made booking is refused with the reasons, and made when confirmed, the override kept in its history", async () => {
    const body = {
      currency: 'EUR',
      fields: { agent: agent.user.id },
      to: hotel.locationId,
      startDate: saturday,
      endDate: addDays(saturday, 2),
      bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'confirmed'),
      paymentStatusId: await taxonomyId(db(), 'paymentStatus', 'not-paid'),
      bookingItems: [{ hotelId: hotel.id, roomId: room.id, mealTypeId: bb, startDate: saturday, endDate: addDays(saturday, 2), price: '180', count: 1 }],
      passengers: { passenger1: adult('Ann', 'Lee'), passenger2: adult('Bob', 'Lee') },
    };
    const before = await bookingsCount();
    const refused = await postBooking(t.app, admin.headers, body);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().code).toBe('stay_restricted');
    expect(refused.json().message).toContain(`bookingItems.0: `);
    expect(refused.json().message).toContain(`Closed to arrival on ${dm(saturday)}; Minimum stay 3 nights for arrival on ${dm(saturday)}`);
    expect(await bookingsCount()).toBe(before);

    const made = await postBooking(t.app, admin.headers, { ...body, overrideStayRestrictions: true });
    expect(made.statusCode, made.body).toBe(201);
    const view = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${made.json().id}`, headers: admin.headers });
    expect(view.statusCode, view.body).toBe(200);
    const [created] = view.json().history as { action: string; changes: Record<string, unknown> }[];
    expect(created!.changes.overriddenRestrictions).toEqual([
      `item 1: Closed to arrival on ${dm(saturday)}`,
      `item 1: Minimum stay 3 nights for arrival on ${dm(saturday)}`,
    ]);
    expect(String(created!.changes.note)).toContain('overriding stay restrictions');
  });
});
