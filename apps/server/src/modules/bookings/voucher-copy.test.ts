import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, taxonomyId, type Session } from '../../test/factories';
import { fixtureDate } from '../../test/dates';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { hotels } from '../hotels/tables';
import { bookings } from './tables';
import { adult, bookableHotel, bookingJson, closeTestApp, postBooking, searchOptions } from './test-data';
import { dayOf, withoutAmounts } from './voucher';

const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;
/** A money amount as the voucher writes one ('330.00 EUR', '110.00'); DD.MM.YYYY dates are not amounts. */
const AMOUNT = /\d\.\d{2}(?![\d.])|\b(EUR|USD|GBP)\b/;

/** Issue 18.6: the voucher says where the hotel is and how to call it; the client's copy has no money in it. */
describe.each(engines)('voucher: hotel address and phone, client copy on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let hotel: { id: number; name: string; locationId: number };
  let booking: { id: number; pnrs: string };
  const db = () => t.database.db;
  const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  const voucher = async (id: number, query = '') => {
    const token = (await t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers: agent.headers })).json().token as string;
    return get(`bookings/${id}/pdf/download?token=${token}${query}`);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Sunny Tours' });
    ({ hotel } = await bookableHotel(db(), { rules: true }));
    await db().update(hotels).set({ address: 'Rua Augusta 110, Lisbon', phone: '+351 21 555 0199' }).where(eq(hotels.id, hotel.id));
    const [option] = await searchOptions(t.app, db(), hotel, agent.headers);
    const res = await postBooking(t.app, agent.headers, bookingJson([option!.hash], [[adult('Ann', 'Lee'), adult('Bob', 'Lee')]]));
    expect(res.statusCode, res.body).toBe(201);
    booking = res.json();
  });
  afterAll(() => closeTestApp(t));

  it('an unpaid booking: the agent is told why in the booking and refused both copies with the same sentence', async () => {
    expect((await get(`bookings/${booking.id}`, agent.headers)).json()).toMatchObject({
      canDownloadVoucher: false,
      voucherUnavailableReason: 'The voucher can be downloaded once the booking is paid.',
    });
    for (const query of ['', '&copy=client']) {
      const res = await voucher(booking.id, query);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'The voucher can be downloaded once the booking is paid.', code: 'voucher_unavailable' });
    }
  });

  it("the agency's copy: hotel address, phone, check-in and check-out, and the prices", async () => {
    await db()
      .update(bookings)
      .set({ paymentStatusId: await taxonomyId(db(), 'paymentStatus', 'paid') })
      .where(eq(bookings.id, booking.id));
    expect((await get(`bookings/${booking.id}`, agent.headers)).json()).toMatchObject({ canDownloadVoucher: true, voucherUnavailableReason: null });
    const res = await voucher(booking.id);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      hotel.name,
      'Address: Rua Augusta 110, Lisbon',
      'Phone: +351 21 555 0199',
      dayOf(fixtureDate('2027-06-28')),
      dayOf(fixtureDate('2027-07-01')),
      '330.00 EUR',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Check in\s+Check out|Check in[\s\S]+Check out/);
  });

  it('the client copy (?copy=client): the same stay, no price, fee, total, payment or balance', async () => {
    const res = await voucher(booking.id, '&copy=client');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="voucher-${booking.pnrs}-client.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Client copy',
      booking.pnrs,
      hotel.name,
      'Address: Rua Augusta 110, Lisbon',
      'Phone: +351 21 555 0199',
      dayOf(fixtureDate('2027-06-28')),
      dayOf(fixtureDate('2027-07-01')),
      'Mr Ann Lee',
      'Free',
      'Fee applies',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(AMOUNT);
    for (const word of ['Price', 'Total', 'Balance', 'Payment Status']) expect(text, word).not.toContain(word);
  });

  it('a bad copy value is refused with 400 naming the field', async () => {
    const res = await voucher(booking.id, '&copy=agency');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^copy: /);
  });

  it('takes amounts out of free text lines only', () => {
    expect(withoutAmounts('Baggage 20 kg (outbound) 25.00 EUR')).toBe('Baggage 20 kg (outbound)');
    expect(withoutAmounts('Meal (leg 1) included')).toBe('Meal (leg 1) included');
    expect(withoutAmounts('Phone: +351 21 555 0199')).toBe('Phone: +351 21 555 0199');
  });
});
