import { and, eq, inArray } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { groupVisaItems, type VisaSearchAnswer } from '@travel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, fixtureDate, TODAY } from '../../../test/dates';
import { PNG_1PX, taxonomyId } from '../../../test/factories';
import { apiTestContext, engines } from '../../../test/harness';
import { bookingCancellationPolicies, bookingItems, bookings } from '../../bookings/tables';
import { adult, bookableHotel, postBooking, searchOptions, STAY } from '../../bookings/test-data';
import { sendForm } from '../../hotels/test-data';
import { outbox } from '../../mail/tables';
import { dayOf } from '../../bookings/voucher';
import { writeSetting } from '../../settings/service';
import { visaSales, visaTypePricing } from '../tables';
import { FAMILY, insertWorkedVisa, searchVisaOptions, visaQuery } from '../search/test-data';

/**
 * Selling visas end to end through the API (issue 14 'Done means'; domain-rules §5.3, §7, §10):
 * a Paris stay with the §10 visa for 2 adults, a child of 5 and an infant booked as hotel + visa
 * items (80 x 2, 45 x 1, 0 x 1), read back per role, recorded in visa_sales, non-refundable on
 * cancelling; the hash's refusals; an administrator adding a visa from the catalogue.
 */

const infantBirth = addDays(STAY.startDate, -565);
const childBirth = addDays(STAY.startDate, -(5 * 365 + 30));
/** What a visa asks (issue 29): passport number, nationality (ISO code: postBooking sends its id), expiry; the lead's contact and home address; a scan and a photo each. */
const passport = (passportNumber: string) => ({ passportNumber, nationality: 'AM', passportExpiry: fixtureDate('2035-12-31') });
const PASSENGERS = {
  passenger1: {
    ...adult('Anna', 'Petrosyan'),
    ...passport('AM1000001'),
    email: 'anna@example.am',
    phoneNumbers: '+374 10 123456',
    address: '1 Abovyan Street',
    city: 'Yerevan',
    postalCode: '0001',
    country: 'AM',
  },
  passenger2: { ...adult('Aram', 'Petrosyan', '1982-03-04'), ...passport('AM1000002') },
  passenger3: { title: 'Mstr', firstName: 'Davit', lastName: 'Petrosyan', birthDate: childBirth, ageType: 'child', age: 5, ...passport('AM1000003') },
  passenger4: { title: 'Miss', firstName: 'Mane', lastName: 'Petrosyan', birthDate: infantBirth, ageType: 'infant', age: 1, ...passport('AM1000004') },
};
const ALL = Object.keys(PASSENGERS);
const DOCUMENTS = ALL.flatMap((id) =>
  ['passport', 'photo'].map((kind) => ({ name: `files[${kind}][${id}]`, filename: `${kind}.png`, type: 'image/png', data: PNG_1PX })),
);
const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;

describe.each(engines)('visa bookings on %s', (engine) => {
  const api = apiTestContext(engine, { agent: { companyName: 'Yerevan Travel' } });
  const db = api.db;
  let worked: Awaited<ReturnType<typeof insertWorkedVisa>>;
  let hotel: Awaited<ReturnType<typeof bookableHotel>>;
  beforeAll(async () => {
    worked = await insertWorkedVisa(db());
    hotel = await bookableHotel(db(), { city: 'Paris', rules: true });
  });
  const get = (url: string, headers: Record<string, string>) => api.t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
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

  /** The hotel option and the visa option for the family, searched as the agent. */
  const searchBoth = async (headers = api.agent.headers) => {
    const [room] = await searchOptions(api.t.app, db(), hotel.hotel, headers, FAMILY);
    const visas: VisaSearchAnswer = await searchVisaOptions(api.t.app, visaQuery(worked), headers);
    const option = visas.entities.find((e) => e.visaId === worked.visaId)!;
    return { room: room!, option };
  };
  /** The booking JSON: the room for everyone and the given visa items. */
  const bookingBody = (roomHash: string, visaItems: { hash: string; passengerIds: string[] }[]) => ({
    passengers: PASSENGERS,
    fields: { comment: '', additionalRequests: {} },
    booking: {
      bookingItems: [{ productType: 'hotel', hash: roomHash, passengerIds: ALL }, ...visaItems.map((v) => ({ productType: 'visa', ...v }))],
      passengersByRoom: [ALL],
    },
    searchParams: { ...STAY },
  });
  /** The wizard's Visa step: one type for each passenger at the searched price, grouped. */
  const wizardItems = (option: VisaSearchAnswer['entities'][number]) =>
    groupVisaItems(
      Object.entries(option.passengersPrices).map(([passengerId, price]) => ({ passengerId, visaTypeId: option.visaTypeId, hash: option.hash, price })),
    );

  it('books the §10 stay with visas: items 80 x 2, 45 x 1, 0 x 1 (205.00), visa_sales, non-refundable rows; read back per role; cancelling costs the visas in full', async () => {
    const { room, option } = await searchBoth();
    const items = wizardItems(option);
    expect(items.map((i) => [i.price, i.count, i.passengerIds])).toEqual([
      ['80.00', 2, ['passenger1', 'passenger2']],
      ['45.00', 1, ['passenger3']],
      ['0.00', 1, ['passenger4']],
    ]);
    const res = await postBooking(api.t.app, api.agent.headers, bookingBody(room.hash, items), DOCUMENTS);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;

    const stored = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, id)).orderBy(bookingItems.id);
    const visaRows = stored.filter((i) => i.productType === 'visa');
    expect(
      visaRows.map((i) => [i.price, i.count, i.total, i.currency, i.passengerIds, i.title, i.startDate, i.endDate, i.priceNet, i.priceNetCurrency]),
    ).toEqual([
      ['80.00', 2, '160.00', 'EUR', ['passenger1', 'passenger2'], 'Schengen tourist, Tourist 30 days', STAY.startDate, STAY.endDate, '80.00', 'EUR'],
      ['45.00', 1, '45.00', 'EUR', ['passenger3'], 'Schengen tourist, Tourist 30 days', STAY.startDate, STAY.endDate, '45.00', 'EUR'],
      ['0.00', 1, '0.00', 'EUR', ['passenger4'], 'Schengen tourist, Tourist 30 days', STAY.startDate, STAY.endDate, '0.00', 'EUR'],
    ]);
    const hotelRow = stored.find((i) => i.productType === 'hotel')!;
    expect(hotelRow.total).toBe(room.price);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, id));
    const expected = (Number(room.price) + 205).toFixed(2);
    expect(booking).toMatchObject({ price: expected, total: expected, currency: 'EUR' });
    expect(
      (
        await db()
          .select()
          .from(visaSales)
          .where(
            inArray(
              visaSales.bookingItemId,
              visaRows.map((r) => r.id),
            ),
          )
      ).map((s) => [s.visaId, s.typeId, s.typePricingId]),
    ).toEqual(visaRows.map(() => [worked.visaId, worked.typeId, worked.pricingId]));
    // Non-refundable: 100 % of each visa item from the booking date to the end of the trip.
    const policies = await db()
      .select()
      .from(bookingCancellationPolicies)
      .where(
        inArray(
          bookingCancellationPolicies.bookingItemId,
          visaRows.map((r) => r.id),
        ),
      )
      .orderBy(bookingCancellationPolicies.bookingItemId);
    expect(policies.map((p) => [p.dateFrom, p.dateTo, p.cost, p.currencyCost])).toEqual([
      [TODAY, STAY.endDate, '160.00', 'EUR'],
      [TODAY, STAY.endDate, '45.00', 'EUR'],
      [TODAY, STAY.endDate, '0.00', 'EUR'],
    ]);

    // The agent's page: the Visa card's facts, no net price; the admin's: the net and the income.
    const agentView = (await get(`bookings/${id}`, api.agent.headers)).json();
    const first = agentView.bookingItems[String(visaRows[0]!.id)];
    expect(first).toMatchObject({
      productType: 'visa',
      price: '80.00',
      count: 2,
      total: '160.00',
      passengerIds: ['passenger1', 'passenger2'],
      visa: {
        visaId: worked.visaId,
        visaName: 'Schengen tourist',
        visaTypeId: worked.typeId,
        visaTypeName: 'Tourist 30 days',
        passengers: [
          { passengerId: 'passenger1', band: 'adult' },
          { passengerId: 'passenger2', band: 'adult' },
        ],
      },
      cancellationPolicies: [{ dateFrom: TODAY, dateTo: STAY.endDate, cost: '160.00', currencyCost: 'EUR' }],
    });
    expect(first).not.toHaveProperty('priceNet');
    expect(agentView).not.toHaveProperty('income');
    expect(agentView.bookingItemsTypes.visa).toEqual(visaRows.map((r) => r.id));
    expect(agentView.total).toBe(expected);
    const adminView = (await get(`bookings/${id}`, api.admin.headers)).json();
    expect(adminView.bookingItems[String(visaRows[1]!.id)]).toMatchObject({
      price: '45.00',
      priceNet: '45.00',
      priceNetCurrency: 'EUR',
      visa: { passengers: [{ passengerId: 'passenger3', band: 'child' }] },
    });
    expect(adminView.bookingItems[String(visaRows[2]!.id)].visa.passengers).toEqual([{ passengerId: 'passenger4', band: 'infant' }]);

    // The hotel is free to cancel this far ahead; the visas cost their full price.
    const info = await get(`bookings/${id}/cancellation-info`, api.agent.headers);
    expect(info.json()).toMatchObject({ cost: '205.00', currency: 'EUR' });
    // Issue 30: each item's own cost; the room is free, the visa items cost 160.00, 45.00 and 0.00.
    expect(info.json().items.map((i: { productType: string; cost: string }) => [i.productType, i.cost])).toEqual([
      ['hotel', '0.00'],
      ['visa', '160.00'],
      ['visa', '45.00'],
      ['visa', '0.00'],
    ]);
    const cancel = await get(`bookings/${id}/cancel`, api.agent.headers);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [canceled] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(canceled!.cancelTotal).toBe('205.00');
  });

  it('the confirmation mail, the voucher, the details mail and the list carry the visas', async () => {
    const { room, option } = await searchBoth();
    const res = await postBooking(api.t.app, api.agent.headers, bookingBody(room.hash, wizardItems(option)), DOCUMENTS);
    expect(res.statusCode, res.body).toBe(201);
    const { id, pnrs } = res.json();
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, api.agent.user.email), eq(outbox.subject, `Booking ${pnrs}: Confirmed`)));
    for (const expected of [
      `- Visa: Schengen tourist, Tourist 30 days, ${STAY.startDate}, 2 x 80.00 = 160.00 EUR (Confirmed, non-refundable)`,
      '1 x 45.00 = 45.00 EUR',
      '1 x 0.00 = 0.00 EUR',
    ]) {
      expect(mail!.text, expected).toContain(expected);
    }
    const token = (await api.t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers: api.admin.headers })).json().token as string;
    const pdf = await get(`bookings/${id}/pdf/download?token=${token}`, {});
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Visa: Schengen tourist, Tourist 30 days',
      'Visa type',
      'Tourist 30 days',
      '2 adults',
      '1 child',
      '1 infant',
      'Non-refundable',
      dayOf(STAY.startDate),
    ])
      expect(text, expected).toContain(expected);
    expect((await get(`bookings/${id}/send-details-email`, api.admin.headers)).statusCode).toBe(200);
    const [details] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Booking ${pnrs}: details`));
    expect(details!.text).toContain('Schengen tourist, Tourist 30 days');
    const list = (await get(`bookings?bookingCode=${pnrs}`, api.agent.headers)).json();
    expect(list.entities[0].productTitles).toEqual(expect.arrayContaining(['4 x Schengen tourist, Tourist 30 days']));
  });

  it('refuses a visa item whose passengers differ in price (400 naming its passengerIds), a passenger named twice, a tampered hash (422) and a changed price (409); nothing is written', async () => {
    const { room, option } = await searchBoth();
    const before = (await db().select({ id: bookings.id }).from(bookings)).length;
    const mixed = await postBooking(api.t.app, api.agent.headers, bookingBody(room.hash, [{ hash: option.hash, passengerIds: ['passenger1', 'passenger3'] }]));
    expect(mixed.statusCode, mixed.body).toBe(400);
    expect(mixed.json().error).toBe(
      'booking.bookingItems.1.passengerIds: the passengers passenger1, passenger3 have different visa prices (80.00, 45.00): book each price as its own visa item',
    );

    const twice = await postBooking(
      api.t.app,
      api.agent.headers,
      bookingBody(room.hash, [
        { hash: option.hash, passengerIds: ['passenger1'] },
        { hash: option.hash, passengerIds: ['passenger1', 'passenger2'] },
      ]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatch(/^booking\.bookingItems\.2\.passengerIds\.0: passenger1 is already a guest of bookingItems\.1/);

    const tampered = `${option.hash.slice(0, -3)}AAA`;
    const bad = await postBooking(api.t.app, api.agent.headers, bookingBody(room.hash, [{ hash: tampered, passengerIds: ['passenger1'] }]));
    expect(bad.statusCode, bad.body).toBe(422);
    const notVisa = await postBooking(api.t.app, api.agent.headers, bookingBody(room.hash, [{ hash: room.hash, passengerIds: ['passenger1'] }]));
    expect(notVisa.statusCode).toBe(422);
    expect(notVisa.json().error).toBe('This is not a visa offer. Please search visas again.');

    await db().update(visaTypePricing).set({ extraAdult: '85' }).where(eq(visaTypePricing.id, worked.pricingId));
    try {
      const changed = await postBooking(
        api.t.app,
        api.agent.headers,
        bookingBody(room.hash, [{ hash: option.hash, passengerIds: ['passenger1', 'passenger2'] }]),
      );
      expect(changed.statusCode, changed.body).toBe(409);
      expect(changed.json().error).toBe('The price of this visa has changed from 80.00 to 85.00 EUR. Please search again.');
    } finally {
      await db().update(visaTypePricing).set({ extraAdult: '80' }).where(eq(visaTypePricing.id, worked.pricingId));
    }
    expect((await db().select({ id: bookings.id }).from(bookings)).length).toBe(before);
  });

  describe('an administrator adds a visa from the catalogue to an existing booking', () => {
    /** The family's stay booked by the agent, without visas. */
    const stay = async () => {
      const { room } = await searchBoth();
      const res = await postBooking(api.t.app, api.agent.headers, bookingBody(room.hash, []));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const line = (over: Record<string, unknown> = {}) => ({
      visaId: worked.visaId,
      visaTypeId: worked.typeId,
      ...STAY,
      currency: 'EUR',
      passengerIds: ['passenger1', 'passenger2'],
      ...over,
    });

    it('prices it for the named passengers (80 x 2), stores it with its visa_sales row and its non-refundable row; an admin price replaces the catalogue one', async () => {
      const id = await stay();
      const res = await save(id, api.admin.headers, { newVisas: [line(), line({ passengerIds: ['passenger3'], price: '40' })] });
      expect(res.statusCode, res.body).toBe(200);
      const view = res.json();
      const added = view.bookingItemsTypes.visa.map((itemId: number) => view.bookingItems[String(itemId)]);
      expect(added.map((i: Record<string, unknown>) => [i.title, i.price, i.count, i.total, i.priceNet, i.passengerIds])).toEqual([
        ['Schengen tourist, Tourist 30 days', '80.00', 2, '160.00', '80.00', ['passenger1', 'passenger2']],
        ['Schengen tourist, Tourist 30 days', '40.00', 1, '40.00', '45.00', ['passenger3']],
      ]);
      expect(added[0].visa).toMatchObject({ visaName: 'Schengen tourist', visaTypeName: 'Tourist 30 days' });
      expect(added[0].cancellationPolicies).toEqual([expect.objectContaining({ dateFrom: TODAY, dateTo: STAY.endDate, cost: '160.00', currencyCost: 'EUR' })]);
      const sales = await db().select().from(visaSales).where(inArray(visaSales.bookingItemId, view.bookingItemsTypes.visa));
      expect(sales).toHaveLength(2);
      const [stored] = await db().select().from(bookings).where(eq(bookings.id, id));
      expect(stored!.total).toBe((Number(view.bookingItems[String(view.bookingItemsTypes.hotel[0])].total) + 200).toFixed(2));
    });

    it('refuses a free-text visa, a visa type of no price, mixed prices (400 naming the field); an agent (403); the flag off (403)', async () => {
      const id = await stay();
      const cases: [unknown, string][] = [
        [{ title: 'Tourist visa', ...STAY, currency: 'EUR', price: '60', passengerIds: ['passenger1'] }, 'newVisas.0.visaId: choose a visa from the catalogue'],
        [line({ visaTypeId: undefined }), 'newVisas.0.visaTypeId: choose a visa type'],
        [line({ visaTypeId: 999999 }), `newVisas.0.visaTypeId: this visa type is not a type of visa ${worked.visaId} priced on ${STAY.startDate}`],
        [
          line({ passengerIds: ['passenger1', 'passenger4'] }),
          'newVisas.0.passengerIds: the passengers passenger1, passenger4 have different visa prices (80.00, 0.00): book each price as its own visa item',
        ],
        // No passenger named: every passenger of the booking.
        [
          line({ passengerIds: [] }),
          'newVisas.0.passengerIds: the passengers passenger1, passenger2, passenger3, passenger4 have different visa prices (80.00, 45.00, 0.00): book each price as its own visa item',
        ],
      ];
      for (const [draft, message] of cases) {
        const res = await save(id, api.admin.headers, { newVisas: [draft] });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error).toBe(message);
      }
      expect((await save(id, api.agent.headers, { newVisas: [line()] })).statusCode).toBe(403);
      await writeSetting(db(), 'visaManualAddBooking', false);
      try {
        const off = await save(id, api.admin.headers, { newVisas: [line()] });
        expect(off.statusCode).toBe(403);
        expect(off.json().error).toMatch(/^newVisas: turned off in the site settings \(visaManualAddBooking\)/);
      } finally {
        await writeSetting(db(), 'visaManualAddBooking', true);
      }
      const items = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, id));
      expect(items.filter((i) => i.productType === 'visa')).toEqual([]);
    });

    it('the add page prices a catalogue visa for the passengers it names', async () => {
      const res = await postBooking(api.t.app, api.admin.headers, {
        currency: 'EUR',
        fields: { agent: api.agent.user.id },
        to: worked.paris,
        ...STAY,
        bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'confirmed'),
        paymentStatusId: await taxonomyId(db(), 'paymentStatus', 'not-paid'),
        newVisas: [line({ currency: undefined, passengerIds: ['passenger1', 'passenger2'] }), line({ currency: undefined, passengerIds: ['passenger3'] })],
        passengers: PASSENGERS,
      });
      expect(res.statusCode, res.body).toBe(201);
      const items = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, res.json().id)).orderBy(bookingItems.id);
      expect(items.map((i) => [i.productType, i.price, i.count, i.total, i.passengerIds])).toEqual([
        ['visa', '80.00', 2, '160.00', ['passenger1', 'passenger2']],
        ['visa', '45.00', 1, '45.00', ['passenger3']],
      ]);
      expect(
        await db()
          .select()
          .from(visaSales)
          .where(
            inArray(
              visaSales.bookingItemId,
              items.map((i) => i.id),
            ),
          ),
      ).toHaveLength(2);
      const [stored] = await db().select().from(bookings).where(eq(bookings.id, res.json().id));
      expect(stored!.total).toBe('205.00');
    });
  });
});
