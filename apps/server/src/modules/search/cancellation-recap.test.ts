import type { CancellationInfo, CancellationRecap, VisaSearchAnswer } from '@travel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureDate } from '../../test/dates';
import { countryId, type FilePart, PNG_1PX } from '../../test/factories';
import { engines } from '../../test/harness';
import { postBooking } from '../bookings/test-data';
import { cityId, sendForm } from '../hotels/test-data';
import { makeOffer } from '../hotels/test-data';
import { hotelCancellationRules } from '../hotels/tables';
import { createWorkedTransfer, packageBookingJson, packageFlight, type PackagePicks, PARTY, pickPackage, STAY } from '../packages/test-data';
import { parisHotel, searchTransfers, transferQuery } from '../transfers/search/test-data';
import { insertWorkedVisa, searchVisaOptions } from '../visas/search/test-data';
import { insertTour, searchTourOptions, tourQuery } from '../tours/test-data';
import { addDays } from '../../lib/dates';
import { searchCacheFor } from '../hotels/search/service';
import { searchTestContext } from '../hotels/search/test-data';

/**
 * Issue 30: the passenger step's cancellation recap and warning cover every item (hotel rooms,
 * flight fares, transfers, visas), and the cancel dialog's `cancellation-info` answers the cost of
 * each live item beside the total (domain-rules §7). A package of a refundable room, flight and
 * transfer with non-refundable visas is within its deadline from the start: the visas cost their
 * whole total today, the rest is free.
 */
describe.each(engines)('cancellation recap and per-item costs on %s', (engine) => {
  const { ctx, workedHotel } = searchTestContext(engine);
  const db = () => ctx.db();
  const app = () => ctx.t.app;
  let picks: PackagePicks;
  let fares: { outbound: number; return: number };
  let visa: VisaSearchAnswer['entities'][number];
  let hotelId: number;

  beforeAll(async () => {
    // Refundable: the flight's Light fare (50 % from 14 days out), the room (50 % from 30 days out), the transfer (100 % from 2 days out).
    const flight = await packageFlight(app(), db(), ctx.admin.headers, {
      numbers: { out: 'TR301', back: 'TR302' },
      seatCapacity: 20,
      rules: { light: [{ daysBefore: 14, penaltyType: 'percent', amount: '50' }] },
    });
    const { hotel } = await workedHotel('Paris');
    hotelId = hotel.id;
    await db().insert(hotelCancellationRules).values({ hotelId: hotel.id, daysBefore: 30, penaltyType: 'percent', amount: '50' });
    const transfer = await createWorkedTransfer(db(), { name: 'CDG - Paris TR301', rules: [{ daysBefore: 2, penaltyType: 'percent', amount: '100' }] });
    const ids = await insertWorkedVisa(db());
    searchCacheFor(db()).clear();
    picks = await pickPackage(app(), db(), ctx.agent.headers, hotel.id, flight, transfer);
    fares = { outbound: flight.fares.light, return: flight.fares.light };
    const query = new URLSearchParams({ nationalityId: String(ids.armenia), toId: String(ids.paris), ...STAY, rooms: JSON.stringify(PARTY), visasCount: '2' });
    visa = (await searchVisaOptions(app(), query, ctx.agent.headers)).entities.find((e) => e.visaId === ids.visaId)!;
  });

  const passengerFields = (booking: unknown, rooms: unknown = PARTY, dates: { startDate: string; endDate: string } = STAY) =>
    sendForm(
      app(),
      'POST',
      '/api/v1/search/passenger-fields',
      { searchParams: JSON.stringify({ rooms, ...dates }), booking: JSON.stringify(booking) },
      ctx.agent.headers,
    );
  const flightChoice = () => ({
    segments: [
      { segmentKey: 'outbound', fareId: fares.outbound },
      { segmentKey: 'return', fareId: fares.return },
    ],
  });
  const visaItem = () => ({ productType: 'visa', hash: visa.hash, passengerIds: ['passenger1', 'passenger2'] });

  it('a package with non-refundable visas: the warning, and every item with its rows and cost today', async () => {
    const items = [
      { productType: 'hotel', hash: picks.room.hash },
      { productType: 'flight', hash: picks.flight.hash },
      { productType: 'transfer', hash: picks.van.hash },
      visaItem(),
    ];
    const res = await passengerFields({ bookingItems: items, flight: flightChoice() });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { booking: { isUnderPaidCancellation: boolean }; cancellation: CancellationRecap };
    expect(answer.booking.isUnderPaidCancellation).toBe(true);
    const recap = answer.cancellation;
    expect(recap.items.map((i) => [i.productType, i.costToday, i.nonRefundable])).toEqual([
      ['hotel', '0.00', false],
      ['flight', '0.00', false],
      ['transfer', '0.00', false],
      ['visa', '160.00', true],
    ]);
    // The visas: 2 adults at 80.00, the whole total from today to the end of the trip.
    const [room, flight, transfer, visas] = recap.items;
    expect(visas).toMatchObject({
      title: 'Schengen tourist, Tourist 30 days',
      total: '160.00',
      currency: 'EUR',
      rows: [{ cost: '160.00', currency: 'EUR', dateTo: STAY.endDate }],
    });
    expect(recap).toMatchObject({ costToday: '160.00', currency: 'EUR' });
    // The room: free until 30 days before check-in, then half of its total.
    expect(room!.title).toMatch(/: Double, Bed & breakfast$/);
    expect(room!.rows.map((r) => [r.dateTo >= r.dateFrom, r.cost])).toEqual([
      [true, '0.00'],
      [true, (Number(room!.total) / 2).toFixed(2)],
    ]);
    expect(room!.rows[1]!.dateFrom).toBe(fixtureDate('2027-05-29'));
    // The flight: Light both ways for the party (2 x 180 + 135 = 495.00, 247.50 a segment), each segment half from 14 days before it flies.
    expect(flight).toMatchObject({
      total: '495.00',
      rows: [
        { cost: '0.00', dateTo: fixtureDate('2027-06-13') },
        { dateFrom: fixtureDate('2027-06-14'), cost: '123.75' },
        { dateFrom: fixtureDate('2027-06-19'), cost: '247.50' },
      ],
    });
    // The transfer: the Van round trip, 110.00, all of it from 2 days before pickup.
    expect(transfer).toMatchObject({
      title: 'CDG - Paris TR301, Van',
      total: '110.00',
      rows: [{ cost: '0.00' }, { dateFrom: fixtureDate('2027-06-26'), cost: '110.00' }],
    });

    // Without the visas nothing costs today: no warning.
    const refundable = await passengerFields({ bookingItems: items.slice(0, 3), flight: flightChoice() });
    expect(refundable.json().booking.isUnderPaidCancellation).toBe(false);
    expect(refundable.json().cancellation).toMatchObject({ costToday: '0.00' });
    // A flight without its fares is not known yet: left out, as a bad hash is.
    const unknown = await passengerFields({
      bookingItems: [
        { productType: 'flight', hash: picks.flight.hash },
        { productType: 'hotel', hash: `${picks.room.hash.slice(0, -4)}AAAA` },
      ],
    });
    expect(unknown.json().cancellation).toEqual({ items: [], costToday: '0.00', currency: null });
  });

  it('a tour on its day (issue 28): free until the day its rule says, then its whole price; without its day it is left out', async () => {
    const tour = await insertTour(db(), { name: 'Recap river cruise', price: '40.00', priceChild: '15.00', freeCancellationDays: 3 });
    const day = STAY.startDate;
    const options = await searchTourOptions(app(), tourQuery(await cityId(db(), 'Paris'), STAY, PARTY), ctx.agent.headers);
    const option = options.entities.find((o) => o.tourId === tour.id)!;
    // 2 adults at 40.00 and a child of 5 at 15.00.
    expect(option.price).toBe('95.00');
    const res = await passengerFields({ bookingItems: [{ productType: 'tour', hash: option.hash, tourDate: day }] });
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json().cancellation.items;
    expect(item).toMatchObject({ productType: 'tour', total: '95.00', currency: 'EUR', costToday: '0.00' });
    expect(item.title).toContain('Recap river cruise');
    expect(item.rows.map((r: { cost: string }) => r.cost)).toEqual(['0.00', '95.00']);
    expect(item.rows[1].dateFrom).toBe(addDays(day, -3));
    const undated = await passengerFields({ bookingItems: [{ productType: 'tour', hash: option.hash }] });
    expect(undated.json().cancellation.items).toEqual([]);
  });

  it("a partly free transfer (the room's free-transfer offer for children) costs its adults' part today when it has no rules", async () => {
    const strict = await createWorkedTransfer(db(), { name: 'CDG - Paris no rules' });
    const { hotel } = await parisHotel(db());
    await db().insert(hotelCancellationRules).values({ hotelId: hotel.id, daysBefore: 30, penaltyType: 'percent', amount: '50' });
    await makeOffer(db(), hotel.id, {
      kind: 'freeTransfers',
      name: 'Kids ride free',
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-07-31'),
      pricingData: { adult: 0, child: 1, infant: 1 },
    });
    searchCacheFor(db()).clear();
    const search = new URLSearchParams({
      searchMode: 'hotel',
      toId: String(strict.paris),
      hotelId: String(hotel.id),
      nationalityId: String(await countryId(db(), 'FR')),
      ...STAY,
      rooms: JSON.stringify(PARTY),
    });
    const found = (await app().inject({ method: 'GET', url: `/api/v1/search?${search}`, headers: ctx.agent.headers })).json();
    const option = found.hotels.find((h: { id: number }) => h.id === hotel.id).rooms[0].options[0];
    const query = transferQuery(strict.cdg, hotel.id, PARTY, { ...STAY, options: `${option.id}~${option.hash}` });
    const shuttle = (await searchTransfers(app(), ctx.agent.headers, query)).find((o) => o.transferId === strict.id && o.carId === strict.shuttle)!;
    // Shuttle round trip: 2 adults x 20, the child free.
    expect([shuttle.price, shuttle.freeTransfer]).toEqual(['40.00', { adult: false, child: true, infant: true }]);
    const res = await passengerFields({
      bookingItems: [
        { productType: 'hotel', hash: option.hash },
        { productType: 'transfer', hash: shuttle.hash },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking.isUnderPaidCancellation).toBe(true);
    expect((res.json().cancellation as CancellationRecap).items.map((i) => [i.productType, i.total, i.costToday, i.nonRefundable])).toEqual([
      ['hotel', option.price, '0.00', false],
      ['transfer', '40.00', '40.00', true],
    ]);
    expect(hotelId).not.toBe(hotel.id);
  });

  it('cancellation-info answers the cost of each live item and their total; the booking page cancels for that total', async () => {
    const json = packageBookingJson(picks, fares);
    // The visa passengers' documents (issue 29): the lead's address, passport scans and photos.
    const passengers = {
      ...json.passengers,
      passenger1: { ...json.passengers.passenger1, address: '1 Abovyan Street', city: 'Yerevan', postalCode: '0001', country: await countryId(db(), 'AM') },
    };
    const booking = { ...json, passengers, booking: { ...json.booking, bookingItems: [...json.booking.bookingItems, visaItem()] } };
    const image = (name: string): FilePart => ({ name, filename: 'scan.png', type: 'image/png', data: PNG_1PX });
    const files = ['passenger1', 'passenger2'].flatMap((p) => [image(`files[passport][${p}]`), image(`files[photo][${p}]`)]);
    const created = await postBooking(app(), ctx.agent.headers, booking, files);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const info = await app().inject({ method: 'GET', url: `/api/v1/bookings/${id}/cancellation-info`, headers: ctx.agent.headers });
    expect(info.statusCode, info.body).toBe(200);
    const body = info.json() as CancellationInfo;
    expect(body.items.map((i) => [i.productType, i.cost, i.currency])).toEqual([
      ['hotel', '0.00', 'EUR'],
      ['flight', '0.00', 'EUR'],
      ['transfer', '0.00', 'EUR'],
      ['visa', '160.00', 'EUR'],
    ]);
    expect(body.items.map((i) => i.title)).toEqual([
      expect.stringMatching(/: Double, Bed & breakfast$/),
      expect.stringContaining('TR301'),
      'CDG - Paris TR301, Van',
      'Schengen tourist, Tourist 30 days',
    ]);
    expect(body.items.every((i) => typeof i.id === 'number')).toBe(true);
    expect(body).toMatchObject({ cost: '160.00', currency: 'EUR' });
    const canceled = await app().inject({ method: 'GET', url: `/api/v1/bookings/${id}/cancel`, headers: ctx.agent.headers });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().cancelTotal).toBe('160.00');
    const again = await app().inject({ method: 'GET', url: `/api/v1/bookings/${id}/cancellation-info`, headers: ctx.agent.headers });
    expect(again.statusCode).toBe(422);
  });
});
