import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { addDays, TODAY } from '../../../test/dates';
import { countryId } from '../../../test/factories';
import { engines } from '../../../test/harness';
import { bookingCancellationPolicies, bookingItems, bookings } from '../../bookings/tables';
import { postBooking } from '../../bookings/test-data';
import { sendForm } from '../../hotels/test-data';
import { outbox } from '../../mail/tables';
import { clearSetting, writeSetting } from '../../settings/service';
import { transferCarPricing, transferSales } from '../tables';
import {
  ARRIVAL,
  createWorkedTransfer,
  DEPARTURE,
  FAMILY_ROOM,
  parisHotel,
  searchTransfers,
  transferQuery,
  transferTestContext,
  type WorkedTransfer,
} from '../search/test-data';

/**
 * Booking a hotel with a transfer end to end through the API (issue 14 'Done means'; domain-rules
 * §5.2, §7, §10): the hotel search's room hash and the transfer search's hash, `POST bookings` with
 * the arrival flight, the item read back per role, the sale record, cancelling by the transfer's
 * rules; then an administrator adding a transfer from the catalogue to an existing booking.
 */

const year = Number(ARRIVAL.slice(0, 4));
/** 2 adults, a child of 5, an infant of 1 (ages on the arrival day). */
const FAMILY = {
  // A transfer asks the lead traveller's contact for the driver (issue 29).
  passenger1: {
    title: 'Mr',
    firstName: 'Ann',
    lastName: 'Lee',
    birthDate: '1980-05-01',
    ageType: 'adult',
    age: null,
    email: 'ann.lee@example.com',
    phoneNumbers: '+33 1 23 45 67 89',
  },
  passenger2: { title: 'Mrs', firstName: 'Bea', lastName: 'Lee', birthDate: '1982-03-04', ageType: 'adult', age: null },
  passenger3: { title: 'Mstr', firstName: 'Cid', lastName: 'Lee', birthDate: `${year - 5}-01-15`, ageType: 'child', age: 5 },
  passenger4: { title: 'Miss', firstName: 'Dot', lastName: 'Lee', birthDate: `${year - 1}-01-15`, ageType: 'infant', age: 1 },
};
const IDS = Object.keys(FAMILY);
const DETAILS = { arrivalFlightNumber: 'TA401', arrivalTime: '10:50', departureFlightNumber: 'TA402', departureTime: '12:30' };

describe.each(engines)('transfer bookings on %s', (engine) => {
  const api = transferTestContext(engine);
  const db = api.db;
  const get = (url: string, headers: Record<string, string>) => api.t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });

  /** The hotel's first option for the family room, as `headers`' user searched it. */
  async function hotelOption(hotel: { id: number; locationId: number }, headers: Record<string, string>) {
    const query = new URLSearchParams({
      searchMode: 'hotel',
      toId: String(hotel.locationId),
      hotelId: String(hotel.id),
      nationalityId: String(await countryId(db(), 'FR')),
      startDate: ARRIVAL,
      endDate: DEPARTURE,
      rooms: JSON.stringify([FAMILY_ROOM]),
    });
    const res = await api.t.app.inject({ method: 'GET', url: `/api/v1/search?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().hotels.find((h: { id: number }) => h.id === hotel.id).rooms[0].options[0] as { id: string; hash: string; price: string };
  }

  /** Searches the hotel and the transfer as `headers`' user: the room option and the Van option. */
  async function search(transfer: WorkedTransfer, headers: Record<string, string>) {
    const { hotel } = await parisHotel(db());
    const room = await hotelOption(hotel, headers);
    const options = await searchTransfers(api.t.app, headers, transferQuery(transfer.cdg, hotel.id, [FAMILY_ROOM], { options: `${room.id}~${room.hash}` }));
    const van = options.find((o) => o.transferId === transfer.id && o.carId === transfer.van)!;
    return { hotel, room, van };
  }

  const bookingJson = (roomHash: string, transferHash: string, item: Record<string, unknown> = {}) => ({
    passengers: FAMILY,
    fields: { comment: 'Late arrival', additionalRequests: {} },
    booking: {
      bookingItems: [
        { productType: 'hotel', hash: roomHash, passengerIds: IDS },
        { productType: 'transfer', hash: transferHash, passengerIds: IDS, transferDetails: DETAILS, ...item },
      ],
      passengersByRoom: [IDS],
    },
    searchParams: { startDate: ARRIVAL, endDate: DEPARTURE },
  });
  const itemsOf = async (bookingId: number) => db().select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId)).orderBy(bookingItems.id);

  it('books a hotel with the §10 Van: the item stores 110.00 x 1, the flight details, the sale and the rules; per role views', async () => {
    // 30 % from (long before) the booking date, 50 % from 7 days before pickup.
    const rules = [
      { daysBefore: 7, penaltyType: 'percent' as const, amount: '50' },
      { daysBefore: 1000, penaltyType: 'percent' as const, amount: '30' },
    ];
    const transfer = await createWorkedTransfer(db(), { rules });
    const { room, van } = await search(transfer, api.agent.headers);
    expect(van.price).toBe('110.00');
    expect(van.cancellation).toEqual([
      'Free cancellation until 1001 days before pickup',
      'Cancellation fee 30 % of the price from 1000 days before pickup',
      'Cancellation fee 50 % of the price from 7 days before pickup',
    ]);
    const res = await postBooking(api.t.app, api.agent.headers, bookingJson(room.hash, van.hash));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();

    const [hotelItem, item] = await itemsOf(created.id);
    expect(item).toMatchObject({
      productType: 'transfer',
      price: '110.00',
      count: 1,
      total: '110.00',
      currency: 'EUR',
      startDate: ARRIVAL,
      endDate: DEPARTURE,
      priceNet: '110.00',
      priceNetCurrency: 'EUR',
      title: 'CDG airport - Paris hotels, Van',
      passengerIds: IDS,
    });
    const [stored] = await db().select().from(bookings).where(eq(bookings.id, created.id));
    const expected = (Number(hotelItem!.total) * 100 + 11000) / 100;
    expect(stored!.total).toBe(expected.toFixed(2));
    expect(await db().select().from(transferSales).where(eq(transferSales.bookingItemId, item!.id))).toEqual([
      { bookingItemId: item!.id, transferId: transfer.id, carId: transfer.van, carPricingId: transfer.pricing.van },
    ]);
    // The transfer's rules from the booking date: 30 % now, 50 % from 7 days before pickup (the arrival); rows to the departure.
    const rows = await db()
      .select()
      .from(bookingCancellationPolicies)
      .where(eq(bookingCancellationPolicies.bookingItemId, item!.id))
      .orderBy(bookingCancellationPolicies.dateFrom);
    const ruleStarts = addDays(ARRIVAL, -7);
    expect(rows.map((r) => [r.dateFrom, r.dateTo, r.cost, r.currencyCost])).toEqual([
      [TODAY, addDays(ruleStarts, -1), '33.00', 'EUR'],
      [ruleStarts, DEPARTURE, '55.00', 'EUR'],
    ]);

    const transferCard = {
      transferId: transfer.id,
      transferName: 'CDG airport - Paris hotels',
      carId: transfer.van,
      carName: 'Van',
      carType: 'individual',
      roundTrip: true,
      ...DETAILS,
      pickupTime: `${ARRIVAL}T10:50`,
      cars: [{ roomKeys: ['room1'], passengerIds: IDS, carName: 'Van', price: '110.00' }],
      freeTransfer: null,
    };
    const agentView = (await get(`bookings/${created.id}`, api.agent.headers)).json();
    expect(agentView.bookingItemsTypes.transfer).toEqual([item!.id]);
    const agentItem = agentView.bookingItems[item!.id];
    expect(agentItem).toMatchObject({
      productType: 'transfer',
      price: '110.00',
      count: 1,
      total: '110.00',
      transferName: 'CDG airport - Paris hotels',
      transferCarName: 'Van',
      transfer: transferCard,
    });
    expect(agentItem.priceNet).toBeUndefined();
    expect(agentItem).not.toHaveProperty('hotel');
    expect(agentItem.cancellationPolicies.map((p: { cost: string }) => p.cost)).toEqual(['33.00', '55.00']);
    const adminItem = (await get(`bookings/${created.id}`, api.admin.headers)).json().bookingItems[item!.id];
    expect(adminItem).toMatchObject({ priceNet: '110.00', priceNetCurrency: 'EUR', transfer: transferCard });

    // The confirmation mail lists the transfer with its flight and pickup.
    const mails = await db().select().from(outbox);
    const mail = mails.find((m) => JSON.stringify(m).includes(created.pnrs));
    expect(JSON.stringify(mail)).toContain('Transfer: CDG airport - Paris hotels, Van');
    expect(JSON.stringify(mail)).toContain('flight TA401, pickup at 10:50');

    // The voucher lists the transfer with its flights, pickup and cars; My Bookings names it.
    const token = (await api.t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers: api.admin.headers })).json().token as string;
    const pdf = await get(`bookings/${created.id}/pdf/download?token=${token}`, {});
    expect(pdf.statusCode).toBe(200);
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text.replace(/\s+/g, ' ');
    expect(text).toContain('CDG airport - Paris hotels, Van');
    expect(text).toContain('flight TA401, pickup at 10:50');
    expect(text).toContain('flight TA402 at 12:30');
    const list = (await get(`bookings?bookingCode=${created.pnrs}`, api.agent.headers)).json();
    expect(list.entities[0].productTitles).toContain('CDG airport - Paris hotels, Van');

    // A sold pricing row cannot be deleted (the sale's restricting key).
    await expect(db().delete(transferCarPricing).where(eq(transferCarPricing.id, transfer.pricing.van))).rejects.toThrow();

    // Cancelling today: the hotel without rules is non-refundable (its whole total), the transfer's 30 % rule applies: + 33.00.
    const cost = ((Number(hotelItem!.total) * 100 + 3300) / 100).toFixed(2);
    const info = await get(`bookings/${created.id}/cancellation-info`, api.agent.headers);
    expect(info.body).toContain(cost);
    const cancel = await get(`bookings/${created.id}/cancel`, api.agent.headers);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ bookingStatus: { slug: 'canceled' }, cancelTotal: cost });
  });

  it('refuses a tampered hash (422), a changed price (409), other guests (400) and a missing arrival flight (400); nothing is saved', async () => {
    const transfer = await createWorkedTransfer(db(), { name: 'CDG - Paris (refusals)' });
    const { room, van } = await search(transfer, api.agent.headers);
    const before = (await db().select({ id: bookings.id }).from(bookings)).length;
    const refused = async (booking: unknown, status: number, message: RegExp) => {
      const res = await postBooking(api.t.app, api.agent.headers, booking);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error).toMatch(message);
    };
    const [body, mac] = van.hash.split('.').slice(1);
    const tampered = `t1.${body!.slice(0, -2)}${body!.slice(-2) === 'AA' ? 'AB' : 'AA'}.${mac}`;
    await refused(bookingJson(room.hash, tampered), 422, /not valid/);
    await refused(bookingJson(room.hash, room.hash, {}), 422, /not a transfer offer/);
    const missing = bookingJson(room.hash, van.hash);
    missing.booking.bookingItems[1] = { productType: 'transfer', hash: van.hash, passengerIds: IDS };
    await refused(missing, 400, /^booking\.bookingItems\.1\.transferDetails\.arrivalFlightNumber: is required for a transfer/);
    const twoAdults = bookingJson(room.hash, van.hash, { passengerIds: ['passenger1', 'passenger2', 'passenger3'] });
    await refused(twoAdults, 400, /^booking\.bookingItems\.1\.passengerIds: this transfer was priced for 2 adults, a child aged 5, 1 infant/);
    await db().update(transferCarPricing).set({ returnPrice: '120' }).where(eq(transferCarPricing.id, transfer.pricing.van));
    await refused(bookingJson(room.hash, van.hash), 409, /now 120\.00 EUR/);
    expect((await db().select({ id: bookings.id }).from(bookings)).length).toBe(before);
  });

  describe('an administrator adds a transfer from the catalogue to a booking', () => {
    const save = (id: number, headers: Record<string, string>, booking: unknown) =>
      sendForm(
        api.t.app,
        'POST',
        `/api/v1/bookings/${id}`,
        [
          ['_method', 'PUT'],
          ['booking', JSON.stringify(booking)],
        ],
        headers,
      );
    async function booked(transfer: WorkedTransfer) {
      const { room, van } = await search(transfer, api.agent.headers);
      const res = await postBooking(api.t.app, api.agent.headers, bookingJson(room.hash, van.hash));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    }
    const line = (transfer: WorkedTransfer, over: Record<string, unknown> = {}) => ({
      transferId: transfer.id,
      carId: transfer.shuttle,
      startDate: ARRIVAL,
      endDate: DEPARTURE,
      currency: 'EUR',
      passengerIds: IDS,
      ...over,
    });

    it('priced from the catalogue for the named passengers as the agency sees it; a free text line is refused', async () => {
      const transfer = await createWorkedTransfer(db(), {
        name: 'CDG - Paris (admin add)',
        markups: { b2b: { type: 'percent', amount: '10' } },
        rules: [{ daysBefore: 2, penaltyType: 'fixed', amount: '5' }],
      });
      const bookingId = await booked(transfer);
      const res = await save(bookingId, api.admin.headers, { newTransfers: [line(transfer)] });
      expect(res.statusCode, res.body).toBe(200);
      const view = res.json();
      const added = view.bookingItemsTypes.transfer
        .map((id: number) => view.bookingItems[id])
        .find((i: { transfer: { carName: string } }) => i.transfer.carName === 'Shuttle');
      // Shuttle round trip: 2 x 20 + 10 + 0 = 50, b2b + 10 % = 55.00 for one car.
      expect(added).toMatchObject({
        productType: 'transfer',
        price: '55.00',
        count: 1,
        total: '55.00',
        priceNet: '50.00',
        title: 'CDG - Paris (admin add), Shuttle',
      });
      expect(added.transfer).toMatchObject({
        transferId: transfer.id,
        carName: 'Shuttle',
        roundTrip: true,
        cars: [{ roomKeys: ['room1'], passengerIds: IDS, carName: 'Shuttle', price: '55.00' }],
      });
      expect(added.cancellationPolicies.map((p: { dateFrom: string; cost: string }) => [p.dateFrom, p.cost])).toEqual([
        [TODAY, '0.00'],
        [addDays(ARRIVAL, -2), '5.00'],
      ]);
      expect(await db().select().from(transferSales).where(eq(transferSales.bookingItemId, added.id))).toHaveLength(1);
      // An arrival-only line with the admin's own price.
      const own = await save(bookingId, api.admin.headers, {
        newTransfers: [line(transfer, { carId: transfer.van, roundTrip: false, endDate: ARRIVAL, price: '70.00' })],
      });
      expect(own.statusCode, own.body).toBe(200);
      const vans = Object.values(
        own.json().bookingItems as Record<string, { transfer?: { carName: string; roundTrip: boolean }; price: string; priceNet?: string }>,
      ).filter((i) => i.transfer?.carName === 'Van' && !i.transfer.roundTrip);
      expect(vans.map((i) => [i.price, i.priceNet])).toEqual([['70.00', '60.00']]);
      // Free text is no longer a transfer; an unknown car or one too small is named.
      const refused = async (draft: Record<string, unknown>, message: RegExp) => {
        const r = await save(bookingId, api.admin.headers, { newTransfers: [draft] });
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json().error).toMatch(message);
      };
      await refused({ title: 'Car', startDate: ARRIVAL, endDate: ARRIVAL, currency: 'EUR', price: '10' }, /^newTransfers\.0\.transferId: choose a transfer/);
      await refused(line(transfer, { carId: 999_999 }), /^newTransfers\.0\.carId: is not a car category of/);
      await refused(line(transfer, { carId: transfer.sedan }), /^newTransfers\.0\.carId: Sedan does not take these passengers/);
    });

    it('403 for an agent, and for an admin while transferManualAddBooking is off', async () => {
      const transfer = await createWorkedTransfer(db(), { name: 'CDG - Paris (flags)' });
      const bookingId = await booked(transfer);
      const agent = await save(bookingId, api.agent.headers, { newTransfers: [line(transfer)] });
      expect(agent.statusCode).toBe(403);
      await writeSetting(db(), 'transferManualAddBooking', false);
      try {
        const off = await save(bookingId, api.admin.headers, { newTransfers: [line(transfer)] });
        expect(off.statusCode).toBe(403);
        expect(off.json().error).toMatch(/^newTransfers: turned off in the site settings \(transferManualAddBooking\)/);
      } finally {
        await clearSetting(db(), 'transferManualAddBooking');
      }
      expect((await itemsOf(bookingId)).filter((i) => i.productType === 'transfer')).toHaveLength(1);
    });
  });
});
