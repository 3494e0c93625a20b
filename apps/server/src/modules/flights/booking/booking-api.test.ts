import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { addDays, TODAY } from '../../../test/dates';
import { session, taxonomyId } from '../../../test/factories';
import { sendForm } from '../../hotels/test-data';
import { apiTestContext, engines } from '../../../test/harness';
import { bookingCancellationPolicies, bookingHistory, bookingItems, bookingPassengers, bookings } from '../../bookings/tables';
import { inventoryFindings, postBooking } from '../../bookings/test-data';
import { dayOf } from '../../bookings/voucher';
import { inventoryHolds } from '../../inventory/tables';
import { outbox } from '../../mail/tables';
import { SEAT_RESOURCE, SEGMENT_RESOURCE } from '../sale';
import { flightSales } from '../tables';
import {
  BACK,
  createWorkedFlight,
  type FlightChoices,
  flightBookingJson,
  OUT,
  requiredMeals,
  searchWorkedFlight,
  type WorkedFlight,
  workedPassengers,
} from '../test-data';

/**
 * Booking a flight end to end through the API (issue 13 'Done means'; domain-rules §5.1, §6, §7,
 * §10): the search's hash, `POST bookings` with the fares and extras, the item read back per
 * role, the voucher and the CSV, cancelling, and seats and capacity held in the ledger.
 */

/**
 * The 409 of a seat another booking holds, as the agent reads it: the re-pricing refuses a seat
 * the ledger already shows taken (naming the entry of flightSeatsList), and the booking
 * transaction refuses one taken meanwhile (holds.ts, naming the flight and the date).
 */
const seatTaken = (seat: string, flightNumber: string) =>
  new RegExp(
    `^(flightSeatsList\\.\\d+\\.id: seat ${seat} on .+ · ${flightNumber} is already|Seat ${seat} on ${flightNumber} \\(${OUT}\\) was just) taken by another booking\\. Choose another seat\\.$`,
  );

const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;

describe.each(engines)('flight bookings on %s', (engine) => {
  const api = apiTestContext(engine, { agent: { companyName: 'Sunny Tours' } });
  const db = api.db;
  const get = (url: string, headers: Record<string, string>) => api.t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  const downloadToken = async (headers: Record<string, string>) =>
    (await api.t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers })).json().token as string;

  /** The §10 choice: Light out, Plus back; a paid bag for adult 1 out, seat 3A for adult 1 on the outbound leg, the required meals back. */
  const workedChoices = async (
    flight: WorkedFlight,
    hash: string,
    headers: Record<string, string>,
    seats: FlightChoices['seats'] = [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '3A', price: '12.00' }],
  ): Promise<FlightChoices> => {
    const fares = { outbound: flight.fares.light, return: flight.fares.plus };
    return {
      fares,
      bags: [{ passengerId: 'passenger1', segmentKey: 'outbound', id: String(flight.bags.outbound), price: '35.00' }],
      meals: await requiredMeals(api.t.app, headers, hash, fares),
      seats,
    };
  };
  /** Searches as `headers`' user and books the worked choices (or `seats` instead of 3A). */
  const book = async (flight: WorkedFlight, headers: Record<string, string>, seats?: FlightChoices['seats']) => {
    const option = await searchWorkedFlight(api.t.app, db(), headers, flight);
    return postBooking(api.t.app, headers, flightBookingJson(option.hash, await workedChoices(flight, option.hash, headers, seats)));
  };
  const itemOf = async (bookingId: number) => (await db().select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId)))[0]!;
  const liveHolds = async (itemId: number) =>
    (
      await db()
        .select()
        .from(inventoryHolds)
        .where(and(eq(inventoryHolds.bookingItemId, itemId), isNull(inventoryHolds.releasedAt)))
    )
      .map((h) => [h.resourceType, h.resourceId, h.date, h.units, h.seatCode])
      .sort();
  const counts = async () => ({
    bookings: (await db().select({ id: bookings.id }).from(bookings)).length,
    items: (await db().select({ id: bookingItems.id }).from(bookingItems)).length,
    holds: (await db().select({ id: inventoryHolds.id }).from(inventoryHolds)).length,
    sales: (await db().select({ id: flightSales.bookingItemId }).from(flightSales)).length,
    passengers: (await db().select({ id: bookingPassengers.id }).from(bookingPassengers)).length,
    policies: (await db().select({ id: bookingCancellationPolicies.id }).from(bookingCancellationPolicies)).length,
    history: (await db().select({ id: bookingHistory.id }).from(bookingHistory)).length,
    mails: (await db().select({ id: outbox.id }).from(outbox)).length,
  });
  const setItemStatus = async (bookingId: number, itemId: number, slug: string) =>
    sendForm(
      api.t.app,
      'POST',
      `/api/v1/bookings/${bookingId}`,
      [
        ['_method', 'PUT'],
        ['booking', JSON.stringify({ bookingItems: { [itemId]: { bookingStatusId: await taxonomyId(db(), 'bookingStatus', slug) } } })],
      ],
      api.admin.headers,
    );

  it('books the §10 round trip with a bag and a seat: confirmed, the item stores segments, fares and extras, the ledger holds seats and capacity', async () => {
    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, { numbers: { out: 'TB401', back: 'TB402' } });
    const res = await book(flight, api.agent.headers);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.bookingStatus.slug).toBe('confirmed');

    // Light out + Plus back: round(154.125) = 154.13 x 4 = 616.52; bag 35 + seat 12: total 663.52 (domain-rules §10).
    const item = await itemOf(created.id);
    expect(item).toMatchObject({
      productType: 'flight',
      price: '154.13',
      count: 4,
      extrasTotal: '47.00',
      total: '663.52',
      currency: 'EUR',
      startDate: OUT,
      endDate: BACK,
    });
    const [stored] = await db().select().from(bookings).where(eq(bookings.id, created.id));
    expect(stored).toMatchObject({ price: '663.52', total: '663.52', startDate: OUT, endDate: BACK });
    expect(await db().select().from(flightSales).where(eq(flightSales.bookingItemId, item.id))).toEqual([
      {
        bookingItemId: item.id,
        flightId: flight.id,
        fareId: flight.fares.light,
        farePricingId: flight.pricing.light,
        returnFareId: flight.fares.plus,
        returnFarePricingId: flight.pricing.plus,
      },
    ]);
    // Three seated passengers (the infant sits on a lap) on each segment, and seat 3A on the outbound leg.
    expect(await liveHolds(item.id)).toEqual(
      [
        [SEAT_RESOURCE, flight.legs.outbound, OUT, 1, '3A'],
        [SEGMENT_RESOURCE, flight.segments.outbound, OUT, 3, null],
        [SEGMENT_RESOURCE, flight.segments.return, BACK, 3, null],
      ].sort(),
    );

    // The admin's page: segments with codes, flight numbers, times and the fare of each; extras per passenger; net for admins only.
    const admin = (await get(`bookings/${created.id}`, api.admin.headers)).json();
    const view = admin.bookingItems[item.id];
    expect(view).toMatchObject({ productType: 'flight', price: '154.13', count: 4, total: '663.52', extrasTotal: '47.00', priceNet: expect.any(String) });
    expect(admin.bookingItemsTypes.flight).toEqual([item.id]);
    expect(admin.income).toEqual(expect.any(String));
    expect(view.segments).toEqual([
      {
        segmentKey: 'outbound',
        origin: { code: 'LIS', name: expect.any(String) },
        destination: { code: 'CDG', name: expect.any(String) },
        stopsNames: [],
        airline: { name: 'TravelAir', logo: null },
        carrierCode: 'TB',
        flightNumber: 'TB401',
        departureDate: `${OUT}T08:10`,
        arrivalDate: `${OUT}T10:50`,
        selectedFareType: { id: flight.fares.light, name: 'Light' },
        legs: [{ legKey: 'outbound-1', flightNumber: 'TB401', origin: 'LIS', destination: 'CDG', departureDate: `${OUT}T08:10`, arrivalDate: `${OUT}T10:50` }],
      },
      {
        segmentKey: 'return',
        origin: { code: 'CDG', name: expect.any(String) },
        destination: { code: 'LIS', name: expect.any(String) },
        stopsNames: [],
        airline: { name: 'TravelAir', logo: null },
        carrierCode: 'TB',
        flightNumber: 'TB402',
        departureDate: `${BACK}T12:30`,
        arrivalDate: `${BACK}T15:00`,
        selectedFareType: { id: flight.fares.plus, name: 'Plus' },
        legs: [{ legKey: 'return-1', flightNumber: 'TB402', origin: 'CDG', destination: 'LIS', departureDate: `${BACK}T12:30`, arrivalDate: `${BACK}T15:00` }],
      },
    ]);
    const extras = view.extras as {
      passengerId: string;
      type: string;
      segmentKey: string;
      legKey: string | null;
      name: string;
      price: string;
      included: boolean;
    }[];
    const paid = extras.filter((e) => !e.included && Number(e.price) > 0).map((e) => [e.passengerId, e.type, e.segmentKey, e.legKey, e.name, e.price]);
    expect(paid.sort()).toEqual(
      [
        ['passenger1', 'baggage', 'outbound', null, 'Extra bag 23 kg', '35.00'],
        ['passenger1', 'seat', 'outbound', 'outbound-1', expect.stringContaining('3A'), '12.00'],
      ].sort(),
    );
    // The required meal of the Plus fare, for each passenger it was asked of, at 0.
    const meals = extras.filter((e) => e.type === 'meal');
    expect(meals.length).toBeGreaterThan(0);
    expect(meals.every((m) => m.legKey === 'return-1' && Number(m.price) === 0)).toBe(true);
    // A flight's own variant of the item (issue 28): its name, no hotel fields.
    expect(view.name).toBe('TravelAir LIS → CDG (TB401), Light / Plus');
    expect(view.segments.map((s: { selectedFareType: { name: string } }) => s.selectedFareType.name).join(' / ')).toBe('Light / Plus');
    for (const field of ['hotel', 'roomType', 'mealType', 'occupancy', 'perNight']) expect(view).not.toHaveProperty(field);

    // The agent's page: the same segments and extras, no net price and no income anywhere.
    const agentRes = await get(`bookings/${created.id}`, api.agent.headers);
    const agentView = agentRes.json();
    const agentItem = agentView.bookingItems[item.id];
    expect(agentItem.segments).toEqual(view.segments);
    expect(agentItem.extras).toEqual(view.extras);
    expect(agentItem).toMatchObject({ price: '154.13', count: 4, total: '663.52', extrasTotal: '47.00' });
    for (const key of ['priceNet', 'priceNetCurrency', 'externalPnr', 'supplierReference']) expect(agentItem).not.toHaveProperty(key);
    expect(agentView).not.toHaveProperty('income');
    // Catalogue ids and exact averages stay inside the server.
    for (const hidden of ['segmentId', 'farePricingId', 'pricePerPaxAvg', 'netRate', 'legId', 'priceNet'])
      expect(JSON.stringify(agentItem.segments) + JSON.stringify(agentItem.extras)).not.toContain(hidden);

    // The confirmation mail lists the flight.
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, api.agent.user.email), eq(outbox.subject, `Booking ${created.pnrs}: Confirmed`)));
    for (const expected of ['TravelAir LIS → CDG (TB401), Light / Plus', 'TB401', 'TB402', 'Extra bag 23 kg', '663.52 EUR'])
      expect(mail!.text, expected).toContain(expected);
  });

  it('the voucher and the CSV carry the flight: segments, fares, extras per passenger, the total', async () => {
    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, { numbers: { out: 'TB501', back: 'TB502' } });
    const res = await book(flight, api.agent.headers);
    expect(res.statusCode, res.body).toBe(201);
    const { id, pnrs } = res.json();

    const pdf = await get(`bookings/${id}/pdf/download?token=${await downloadToken(api.admin.headers)}`, {});
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      pnrs,
      'TravelAir LIS → CDG (TB501), Light / Plus',
      'Fares',
      'Light / Plus',
      'Departure',
      dayOf(OUT),
      dayOf(BACK),
      '2 adults, 1 child, 1 infant',
      `Outbound: LIS → CDG, nonstop, TravelAir TB501, departs ${dayOf(OUT)} 08:10`,
      'fare Light (Hand baggage 8 kg)',
      `Return: CDG → LIS, nonstop, TravelAir TB502, departs ${dayOf(BACK)} 12:30`,
      'fare Plus (Hand baggage 8 kg, Baggage 23 kg)',
      'Passenger 1: Extra bag 23 kg (LIS → CDG) 35.00 EUR; Snack (TB502 CDG → LIS) included; Seat 3A (TB501 LIS → CDG) 12.00 EUR',
      'Passenger 2: Snack (TB502 CDG → LIS) included',
      'Miss Dot Lee Infant',
      '663.52 EUR',
      'Mr Ann Lee',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/Nights/);

    const csv = await get(`bookings/csv/download?token=${await downloadToken(api.agent.headers)}&bookingCode=${pnrs}`, {});
    expect(csv.statusCode).toBe(200);
    const [, row] = csv.body.trim().split('\n');
    expect(row).toContain(pnrs);
    expect(row).toContain('TravelAir LIS → CDG (TB501), Light / Plus');
    expect(row).toContain('663.52');

    // The details mail lists the flight by its lines.
    expect((await get(`bookings/${id}/send-details-email`, api.admin.headers)).statusCode).toBe(200);
    const [details] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Booking ${pnrs}: details`));
    for (const expected of [
      '- TravelAir LIS → CDG (TB501), Light / Plus: Confirmed, 663.52 EUR',
      `    Outbound: LIS → CDG, nonstop, TravelAir TB501, departs ${dayOf(OUT)} 08:10`,
      '    Passenger 1: Extra bag 23 kg (LIS → CDG) 35.00 EUR',
    ]) {
      expect(details!.text, expected).toContain(expected);
    }

    // The list's Service Description is the same title.
    const list = (await get(`bookings?bookingCode=${pnrs}`, api.agent.headers)).json();
    expect(list.entities[0].productTitles).toEqual([expect.stringContaining('TravelAir LIS → CDG (TB501), Light / Plus')]);
  });

  it('books the §10 one way for one adult on Plus: 140.00, one seat held on the outbound segment only; the voucher has no return', async () => {
    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, { numbers: { out: 'TB451', back: 'TB452' } });
    const option = await searchWorkedFlight(api.t.app, db(), api.agent.headers, flight, [{ adults: 1, childrenAges: [] }], 'oneway');
    expect(option).toMatchObject({ flightType: 'oneway', pricePerPax: '100.00', availability: 'available' });
    const fares = { outbound: flight.fares.plus };
    const body = flightBookingJson(
      option.hash,
      { fares, meals: await requiredMeals(api.t.app, api.agent.headers, option.hash, fares) },
      { passenger1: workedPassengers().passenger1 },
    );
    const res = await postBooking(api.t.app, api.agent.headers, body);
    expect(res.statusCode, res.body).toBe(201);
    const item = await itemOf(res.json().id);
    expect(item).toMatchObject({ price: '140.00', count: 1, extrasTotal: '0.00', total: '140.00', startDate: OUT, endDate: OUT });
    expect(await liveHolds(item.id)).toEqual([[SEGMENT_RESOURCE, flight.segments.outbound, OUT, 1, null]]);

    const view = (await get(`bookings/${res.json().id}`, api.agent.headers)).json().bookingItems[item.id];
    expect(view.segments.map((s: { segmentKey: string; selectedFareType: { name: string } }) => [s.segmentKey, s.selectedFareType.name])).toEqual([
      ['outbound', 'Plus'],
    ]);
    expect(view.name).toBe('TravelAir LIS → CDG (TB451), Plus');

    const pdf = await get(`bookings/${res.json().id}/pdf/download?token=${await downloadToken(api.admin.headers)}`, {});
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Fare Plus');
    expect(text).toContain(`Departure ${dayOf(OUT)}`);
    expect(text).toContain('1 adult');
    expect(text).not.toMatch(/Return|Nights/);
  });

  it('a second agent cannot take a seat a live booking holds: 409 naming the seat, nothing saved; after the cancel it can', async () => {
    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, {
      numbers: { out: 'TB601', back: 'TB602' },
      rules: { plus: [{ daysBefore: 14, penaltyType: 'percent', amount: '50' }] },
    });
    const first = await book(flight, api.agent.headers);
    expect(first.statusCode, first.body).toBe(201);
    const firstItem = await itemOf(first.json().id);

    const other = await session(api.t.app, db(), 'ROLE_AGENT', { companyName: 'Other Tours' });
    const before = await counts();
    const refused = await book(flight, other.headers);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ error: seatTaken('3A', 'TB601'), code: 'seat_taken' });
    expect(await counts()).toEqual(before);

    // Another seat is fine for the second agent.
    const elsewhere = await book(flight, other.headers, [{ passengerId: 'passenger2', legKey: 'outbound-1', id: '8C', price: '0.00' }]);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);

    // Cancelling the first booking applies the fares' rules and frees its seat and its capacity.
    const info = await get(`bookings/${first.json().id}/cancellation-info`, api.agent.headers);
    const view = (await get(`bookings/${first.json().id}`, api.agent.headers)).json().bookingItems[firstItem.id];
    // Each segment's share: the fares' part by their averages plus its own extras (outbound 257.51 + bag 35 + seat 12).
    // Light has no rules: its share is due from the booking date; Plus costs 50 % of its share from 14 days before.
    expect(view.cancellationPolicies.map(({ dateFrom, dateTo, cost }: { dateFrom: string; dateTo: string; cost: string }) => [dateFrom, dateTo, cost])).toEqual(
      [
        [TODAY, addDays(BACK, -15), '304.51'],
        [addDays(BACK, -14), BACK, '484.01'],
      ],
    );
    const cancel = await get(`bookings/${first.json().id}/cancel`, api.agent.headers);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ bookingStatus: { slug: 'canceled' }, cancelTotal: '304.51' });
    expect(info.json()).toMatchObject({ cost: '304.51' });
    expect(await liveHolds(firstItem.id)).toEqual([]);

    const again = await book(flight, other.headers);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().bookingStatus.slug).toBe('confirmed');
    expect(await liveHolds((await itemOf(again.json().id)).id)).toContainEqual([SEAT_RESOURCE, flight.legs.outbound, OUT, 1, '3A']);
  });

  it('capacity exhausted: the booking is on request and holds nothing; a cancel gives the seats back', async () => {
    // Four seats a departure: the worked party takes three; a second party of three does not fit.
    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, { numbers: { out: 'TB701', back: 'TB702' }, seatCapacity: 4 });
    const first = await book(flight, api.agent.headers, []);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().bookingStatus.slug).toBe('confirmed');

    const option = await searchWorkedFlight(api.t.app, db(), api.agent.headers, flight);
    expect(option).toMatchObject({ availability: 'onrequest', priceOnRequest: true });
    const second = await book(flight, api.agent.headers, [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '3A', price: '12.00' }]);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().bookingStatus.slug).toBe('on-request');
    const secondItem = await itemOf(second.json().id);
    expect(secondItem.bookingStatusId).toBe(second.json().bookingStatus.id);
    expect(await liveHolds(secondItem.id)).toEqual([]);

    expect((await get(`bookings/${first.json().id}/cancel`, api.agent.headers)).statusCode).toBe(200);
    const third = await book(flight, api.agent.headers);
    expect(third.json().bookingStatus.slug).toBe('confirmed');
    // The on-request booking took nothing, so cancelling it gives nothing back.
    expect((await get(`bookings/${second.json().id}/cancel`, api.agent.headers)).statusCode).toBe(200);
    expect((await searchWorkedFlight(api.t.app, db(), api.agent.headers, flight)).availability).toBe('onrequest');
  });

  it("an admin's status change takes or gives back the flight's seats: confirming an on-request item when there is room, 409 when not; on request again releases", async () => {
    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, { numbers: { out: 'TB901', back: 'TB902' }, seatCapacity: 4 });
    const first = (await book(flight, api.agent.headers)).json();
    const second = (await book(flight, api.agent.headers, [{ passengerId: 'passenger2', legKey: 'outbound-1', id: '4B', price: '12.00' }])).json();
    expect([first.bookingStatus.slug, second.bookingStatus.slug]).toEqual(['confirmed', 'on-request']);
    const [firstItem, secondItem] = [await itemOf(first.id), await itemOf(second.id)];

    const refused = await setItemStatus(second.id, secondItem.id, 'confirmed');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'inventory_exhausted',
      error: expect.stringMatching(new RegExp(`^bookingItems\\.${secondItem.id}\\.bookingStatusId: .+ cannot be confirmed: there is not enough left`)),
    });
    expect(await liveHolds(secondItem.id)).toEqual([]);

    // The first item back on request gives its three seats a segment and seat 3A back; the second can be confirmed then.
    expect((await setItemStatus(first.id, firstItem.id, 'on-request')).statusCode).toBe(200);
    expect(await liveHolds(firstItem.id)).toEqual([]);
    const confirmed = await setItemStatus(second.id, secondItem.id, 'confirmed');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await liveHolds(secondItem.id)).toEqual(
      [
        [SEAT_RESOURCE, flight.legs.outbound, OUT, 1, '4B'],
        [SEGMENT_RESOURCE, flight.segments.outbound, OUT, 3, null],
        [SEGMENT_RESOURCE, flight.segments.return, BACK, 3, null],
      ].sort(),
    );
  });

  it.skipIf(engine !== 'postgres')(
    'the seat race: twenty concurrent bookings of one seat, exactly one holds it, nineteen are refused with the sentence, nothing half-saved',
    async () => {
      const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, { numbers: { out: 'TB801', back: 'TB802' } });
      const option = await searchWorkedFlight(api.t.app, db(), api.agent.headers, flight);
      const body = flightBookingJson(option.hash, await workedChoices(flight, option.hash, api.agent.headers));
      const before = await counts();

      const results = await Promise.all(Array.from({ length: 20 }, () => postBooking(api.t.app, api.agent.headers, body)));
      const statuses = results.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 201),
        results.map((r) => r.body).join('\n'),
      ).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      for (const refused of results.filter((r) => r.statusCode === 409)) {
        expect(refused.json()).toMatchObject({ error: seatTaken('3A', 'TB801'), code: 'seat_taken' });
      }

      // One booking, one item, its three holds (two segments and the seat), one sale, one mail: nothing of the nineteen.
      const after = await counts();
      const policies = (
        await db()
          .select()
          .from(bookingCancellationPolicies)
          .where(eq(bookingCancellationPolicies.bookingItemId, (await itemOf(results.find((r) => r.statusCode === 201)!.json().id)).id))
      ).length;
      expect(after).toEqual({
        bookings: before.bookings + 1,
        items: before.items + 1,
        holds: before.holds + 3,
        sales: before.sales + 1,
        passengers: before.passengers + 4,
        policies: before.policies + policies,
        history: before.history + 1,
        mails: before.mails + 1,
      });
      const winner = results.find((r) => r.statusCode === 201)!.json();
      const seatHolds = await db()
        .select()
        .from(inventoryHolds)
        .where(and(eq(inventoryHolds.resourceType, SEAT_RESOURCE), eq(inventoryHolds.resourceId, flight.legs.outbound), isNull(inventoryHolds.releasedAt)));
      expect(seatHolds.map((h) => [h.bookingItemId, h.seatCode, h.date])).toEqual([[(await itemOf(winner.id)).id, '3A', OUT]]);
      const items = await db()
        .select()
        .from(bookingItems)
        .where(inArray(bookingItems.bookingId, [winner.id]));
      expect(items).toHaveLength(1);
      // The inventory check agrees: nothing oversold, no seat held twice or off sale, nothing orphaned.
      expect(
        await inventoryFindings(db(), {
          references: [winner.pnrs],
          mentions: ['TB801', `segment ${flight.segments.outbound} `, `segment ${flight.segments.return} `],
        }),
      ).toEqual([]);
    },
  );
});
