import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequest, unprocessable } from '../../lib/errors';
import { session, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { closeTestApp, postBooking } from '../bookings/test-data';
import { flightDocuments, leadContact } from '../flights/test-data';
import { heldUnits, recordHolds, releaseHolds } from '../inventory/ledger';
import { inventoryHolds } from '../inventory/tables';
import { outbox } from '../mail/tables';
import type { ItemRecord, Product, Sale } from './product';
import { registerProduct, unregisterProduct } from './registry';

/**
 * The core needs no product-specific code (issue 10.1): a product that exists only in this file
 * (an in-memory "flight" with one seat) is registered, booked through POST bookings, read back,
 * listed and canceled, with its seat taken and given back through the inventory ledger.
 */

const SEAT = 'dummy-seat';
type Offer = { from: string; to: string; date: string; price: string };

/** In-memory search and hash: a hash is the key of an offer this product answered. */
function dummyFlights(): Product & { offer(o: Offer): string } {
  const offers = new Map<string, Offer>();
  const title = ({ item }: ItemRecord) => `Flight ${String(item.option?.route)}`;
  return {
    type: 'flight',
    noun: 'dummy flights',
    offer(o) {
      const hash = randomUUID();
      offers.set(hash, o);
      return hash;
    },
    async reprice(_db, hash): Promise<Sale> {
      const o = offers.get(hash);
      if (!o) throw unprocessable('This offer is not valid. Please search again.');
      return {
        startDate: o.date,
        endDate: o.date,
        price: o.price,
        currency: 'EUR',
        count: 1,
        priceNet: '50.00',
        priceNetCurrency: 'EUR',
        columns: {},
        snapshot: { route: `${o.from}-${o.to}`, netRate: '1' },
        policies: [{ dateFrom: o.date, dateTo: o.date, cost: o.price, currencyCost: 'EUR' }],
        locationId: null,
        history: { route: `${o.from}-${o.to}` },
        priced: { passengers: 1 },
      };
    },
    checkGuests(sale, guests, field) {
      if (guests.length !== (sale.priced as { passengers: number }).passengers) throw badRequest(`${field}: a seat is for one passenger`);
    },
    // One seat a date: taken through the ledger, so releasing gives back exactly this item's seat.
    async take(tx, items) {
      const taken = new Map<number, boolean>();
      for (const item of items) {
        const held = (await heldUnits(tx, SEAT, 1, [item.startDate])).get(item.startDate) ?? 0;
        const ok = held === 0;
        if (ok) await recordHolds(tx, item.id, [{ resourceType: SEAT, resourceId: 1, date: item.startDate, units: 1, seatCode: '1A' }]);
        taken.set(item.id, ok);
      }
      return taken;
    },
    release: async (tx, itemIds) => void (await releaseHolds(tx, itemIds, SEAT)),
    // Its variant of the booking item: a flight's (issue 28).
    view: (record) => ({ productType: 'flight', name: title(record) }),
    title,
    voucher: (record) => ({ title: title(record), roomType: '', meal: '', occupancy: '1 passenger' }),
    mailLine: (sale, facts) => `- Flight ${String(sale.snapshot?.route)} on ${sale.startDate} (${facts.status}) ${facts.total} ${facts.currency}`,
  };
}

describe.each(engines)('a product registered by a test, booked through POST bookings, on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  const flights = dummyFlights();
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Sky Tours' });
    registerProduct(flights);
  });
  afterAll(async () => {
    unregisterProduct('flight');
    await closeTestApp(t);
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: agent.headers });
  const book = (hash: string, date: string) =>
    postBooking(t.app, agent.headers, {
      // Registered as a flight, it asks what a flight asks (issue 29): the lead's contact and the passport.
      passengers: {
        passenger1: {
          title: 'Ms',
          firstName: 'Ada',
          lastName: 'Flyer',
          birthDate: '1980-05-01',
          ageType: 'adult',
          age: null,
          ...leadContact,
          ...flightDocuments('FR1000001'),
        },
      },
      fields: { comment: '', additionalRequests: {} },
      booking: { bookingItems: [{ productType: 'flight', hash, passengerIds: ['passenger1'] }], passengersByRoom: [['passenger1']] },
      searchParams: { startDate: date, endDate: date },
      // The contract asks a flight item for its fares (account spec §3); this product prices none.
      flight: { segments: [{ segmentKey: 'outbound', fareId: 1 }] },
    });
  const liveSeats = async () =>
    (await db().select().from(inventoryHolds).where(eq(inventoryHolds.resourceType, SEAT)).orderBy(asc(inventoryHolds.id))).filter((h) => !h.releasedAt);

  it('books it, shows it, lists it, mails it and cancels it; its one seat goes to one booking at a time', async () => {
    const date = new Date(Date.parse(`${t.app.ctx.clock.today()}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10);
    const created = await book(flights.offer({ from: 'LIS', to: 'OPO', date, price: '80.00' }), date);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().bookingStatus.slug).toBe('confirmed');
    const { id, pnrs } = created.json();

    const view = (await get(`bookings/${id}`)).json();
    const [item] = Object.values(view.bookingItems) as Record<string, unknown>[];
    expect(item).toMatchObject({ productType: 'flight', startDate: date, endDate: date, price: '80.00', total: '80.00', bookingStatus: { slug: 'confirmed' } });
    expect(item).not.toHaveProperty('priceNet');
    expect(item!.cancellationPolicies).toEqual([expect.objectContaining({ dateFrom: date, cost: '80.00', currencyCost: 'EUR' })]);
    expect(view).toMatchObject({ total: '80.00', bookingItemsTypes: { flight: [item!.id], hotel: [] } });
    expect((await liveSeats()).map((h) => [h.bookingItemId, h.date, h.seatCode])).toEqual([[item!.id, date, '1A']]);

    const list = (await get(`bookings?bookingCode=${pnrs}`)).json();
    expect(list.entities[0].productTitles).toEqual(['Flight LIS-OPO']);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Booking ${pnrs}: Confirmed`));
    expect(mail!.text).toContain(`- Flight LIS-OPO on ${date} (Confirmed) 80.00 EUR`);

    // The seat is taken: the next booking of that date is on request and holds nothing.
    const second = await book(flights.offer({ from: 'LIS', to: 'OPO', date, price: '80.00' }), date);
    expect(second.json().bookingStatus.slug).toBe('on-request');
    expect(await liveSeats()).toHaveLength(1);

    const canceled = await get(`bookings/${id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ bookingStatus: { slug: 'canceled' }, cancelTotal: '0.00' });
    expect(await liveSeats()).toEqual([]);
    const third = await book(flights.offer({ from: 'LIS', to: 'OPO', date, price: '80.00' }), date);
    expect(third.json().bookingStatus.slug).toBe('confirmed');
  });

  it('a product type nobody registered is refused by name', async () => {
    unregisterProduct('flight');
    try {
      const res = await book('anything', '2030-01-01');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('booking.bookingItems.0.productType: only hotel rooms, transfers, visas and tours can be booked for now');
    } finally {
      registerProduct(flights);
    }
  });
});
