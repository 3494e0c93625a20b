import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PNG_1PX } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { roomAllotments } from '../hotels/tables';
import { inventoryHolds } from '../inventory/tables';
import { SEAT_RESOURCE } from '../flights/sale';
import { createWorkedFlight, flightBookingJson, OUT, requiredMeals, searchWorkedFlight } from '../flights/test-data';
import { bookingItems, bookingPassengers, bookings } from './tables';
import { bookableHotel, bookingJson, inventoryFindings, postBooking, searchOptions } from './test-data';

/**
 * Issue 27: concurrent retries of one booking with one Idempotency-Key all answer the one booking
 * the key made (one 201, the others 200 with the same id); none is refused for its own seat or
 * room. PGlite is one connection, so there the twenty requests take turns and this checks the
 * answers; on PostgreSQL they really race (docs/decisions.md, "concurrent retries").
 */
describe.each(engines)('concurrent retries with one Idempotency-Key on %s', (engine) => {
  const api = apiTestContext(engine, { agent: { companyName: 'Retry Tours' } });
  const db = api.db;
  const RETRIES = 20;

  /**
   * Twenty sends of one request, as a client's retries arrive: a few at once, then one every 10 ms,
   * so some start before the first has committed, some while it writes and some after. A retry
   * that looked for the key's booking before the first committed and re-priced after it is the one
   * that used to be refused for its own seat (409 seat_taken).
   */
  const retries = <T>(send: () => Promise<T>) =>
    Promise.all(Array.from({ length: RETRIES }, (_, i) => new Promise((resolve) => setTimeout(resolve, Math.max(0, i - 3) * 10)).then(send)));

  const bookingsOfKey = (key: string) =>
    db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.createdBy, api.agent.user.id), eq(bookings.idempotencyKey, key)));
  /** Every file under the test app's uploads folder, as storage keys. */
  const storedFiles = (folder: string) => {
    const dir = path.join(api.t.dataDir, 'uploads', folder);
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .map((name) => `${folder}/${name}`)
          .sort()
      : [];
  };
  const expectOneBookingAnswered = (results: { statusCode: number; body: string; json(): { id: number } }[]) => {
    const bodies = results.map((r) => `${r.statusCode} ${r.body}`).join('\n');
    expect(
      results.every((r) => r.statusCode === 200 || r.statusCode === 201),
      bodies,
    ).toBe(true);
    expect(
      results.filter((r) => r.statusCode === 201),
      bodies,
    ).toHaveLength(1);
    const ids = new Set(results.map((r) => r.json().id));
    expect(ids.size, bodies).toBe(1);
    return [...ids][0]!;
  };

  it(`a flight with a chosen seat and a passport: ${RETRIES} retries answer one booking, one row for the key, the seat held once, one passport file kept`, {
    timeout: 90_000,
  }, async () => {
    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, { numbers: { out: 'TR271', back: 'TR272' } });
    const option = await searchWorkedFlight(api.t.app, db(), api.agent.headers, flight);
    const fares = { outbound: flight.fares.light, return: flight.fares.plus };
    const body = flightBookingJson(option.hash, {
      fares,
      meals: await requiredMeals(api.t.app, api.agent.headers, option.hash, fares),
      seats: [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '3A', price: '12.00' }],
    });
    const passport = { name: 'files[passport][passenger1]', filename: 'scan.png', type: 'image/png', data: PNG_1PX };
    const before = storedFiles('passenger-passports');
    const headers = { ...api.agent.headers, 'idempotency-key': `flight-race-${engine}` };

    const results = await retries(() => postBooking(api.t.app, headers, body, [passport]));
    const id = expectOneBookingAnswered(results);

    expect(await bookingsOfKey(`flight-race-${engine}`)).toEqual([{ id }]);
    const [item] = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, id));
    const seatHolds = await db()
      .select()
      .from(inventoryHolds)
      .where(and(eq(inventoryHolds.resourceType, SEAT_RESOURCE), eq(inventoryHolds.resourceId, flight.legs.outbound), isNull(inventoryHolds.releasedAt)));
    expect(seatHolds.map((h) => [h.bookingItemId, h.seatCode, h.date])).toEqual([[item!.id, '3A', OUT]]);
    // The retries' own copies of the passport were removed: only the booking's file is left.
    const [passenger] = await db()
      .select()
      .from(bookingPassengers)
      .where(and(eq(bookingPassengers.bookingId, id), eq(bookingPassengers.key, 'passenger1')));
    expect(passenger!.passportFile).toMatch(/^passenger-passports\/[a-f0-9-]{36}\.png$/);
    expect(storedFiles('passenger-passports')).toEqual([...before, passenger!.passportFile].sort());
    expect(await api.t.app.ctx.storage.get(passenger!.passportFile!)).toEqual(PNG_1PX);
    // The inventory check agrees: nothing oversold, no seat held twice, nothing orphaned.
    const [booked] = await db().select({ pnrs: bookings.pnrs }).from(bookings).where(eq(bookings.id, id));
    expect(
      await inventoryFindings(db(), {
        references: [booked!.pnrs],
        mentions: ['TR271', `segment ${flight.segments.outbound} `, `segment ${flight.segments.return} `],
      }),
    ).toEqual([]);
  });

  it(`a hotel room, the last one: ${RETRIES} retries answer one confirmed booking, one row for the key, the room taken once`, { timeout: 90_000 }, async () => {
    const { hotel, room } = await bookableHotel(db(), { allotment: 1 });
    const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
    const headers = { ...api.agent.headers, 'idempotency-key': `hotel-race-${engine}` };

    const results = await retries(() => postBooking(api.t.app, headers, bookingJson([option!.hash])));
    const id = expectOneBookingAnswered(results);

    expect(results.map((r) => r.json())).toEqual(
      Array(RETRIES).fill({ id, pnrs: expect.any(String), bookingStatus: expect.objectContaining({ slug: 'confirmed' }) }),
    );
    expect(await bookingsOfKey(`hotel-race-${engine}`)).toEqual([{ id }]);
    const sold = await db().select().from(roomAllotments).where(eq(roomAllotments.roomId, room.id)).orderBy(asc(roomAllotments.night));
    expect(sold.map((n) => n.sold)).toEqual([1, 1, 1]);
    expect(await inventoryFindings(db(), { references: [results[0]!.json().pnrs], mentions: [`Room type ${room.id} `] })).toEqual([]);
  });
});
