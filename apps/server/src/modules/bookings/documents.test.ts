import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, taxonomyId, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { outbox } from '../mail/tables';
import { voucherFonts } from './documents';
import { bookingHistory, bookings } from './tables';
import { adult, bookableHotel, bookingJson, closeTestApp, insertBooking, postBooking, searchOptions } from './test-data';
import { dayOf } from './voucher';
import { fixtureDate } from '../../test/dates';
import { clearSetting, writeSetting } from '../settings/service';
import { formatDayAs } from '@travel/contracts';

const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;

describe.each(engines)('booking documents on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let other: Session;
  let trusted: Session;
  let admin: Session;
  let hotel: { id: number; name: string; locationId: number };
  let booking: { id: number; pnrs: string };
  const db = () => t.database.db;

  const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  const downloadToken = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  const voucher = async (id: number, headers: Record<string, string>) => get(`bookings/${id}/pdf/download?token=${await downloadToken(headers)}`);
  const setPayment = async (id: number, slug: string) =>
    db()
      .update(bookings)
      .set({ paymentStatusId: await taxonomyId(db(), 'paymentStatus', slug) })
      .where(eq(bookings.id, id));
  const book = async (who: Session) => {
    const [option] = await searchOptions(t.app, db(), hotel, who.headers);
    const res = await postBooking(t.app, who.headers, bookingJson([option!.hash], [[adult('Ann', 'Lee'), adult('Bob', 'Lee', '1979-02-14')]]));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; pnrs: string };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Sunny Tours', firstName: 'Sue', lastName: 'Agent' });
    other = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Other Tours' });
    trusted = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Trusted Tours', allowDownloadNotPaidVoucher: true });
    admin = await session(t.app, db(), 'ROLE_ADMIN', { firstName: 'Ada', lastName: 'Admin' });
    ({ hotel } = await bookableHotel(db(), { rules: true }));
    booking = await book(agent);
  });
  afterAll(() => closeTestApp(t));

  describe('GET bookings/{id}/pdf/download', () => {
    it("an agent's paid booking: an A4 PDF with the reference, agency, stay, passengers, rules and selling prices only", async () => {
      await setPayment(booking.id, 'paid');
      expect((await get(`bookings/${booking.id}`, agent.headers)).json().canDownloadVoucher).toBe(true);
      const res = await voucher(booking.id, agent.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="voucher-${booking.pnrs}.pdf"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
      const created = (await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.createdAt.toISOString().slice(0, 10);

      const text = await pdfText(res.rawPayload);
      for (const expected of [
        'TravelDesk',
        booking.pnrs,
        'Sunny Tours',
        created.split('-').reverse().join('.'),
        'Confirmed',
        hotel.name,
        'Double',
        'Bed & breakfast',
        dayOf(fixtureDate('2027-06-28')),
        dayOf(fixtureDate('2027-07-01')),
        '2 adults',
        'Mr Ann Lee',
        'Mr Bob Lee',
        '14.02.1979',
        'Adult',
        // The cancellation rules: a free period, then 50 %, then the first night.
        'Free',
        dayOf(fixtureDate('2027-05-29')),
        dayOf(fixtureDate('2027-06-20')),
        '165.00 EUR',
        '110.00 EUR',
        '330.00 EUR',
        'Paid',
        'Please present this voucher at check-in.',
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).toMatch(/Nights\s+3/);
      expect(text).toMatch(/Total Paid\s+0\.00 EUR\s+Balance\s+330\.00 EUR/);
      // The net (3 nights at 100.00) never appears in a voucher.
      expect(text).not.toContain('300.00');
      expect(text).not.toContain('100.00');
    });

    it('is refused with 422 while unpaid, unless the agency may download unpaid vouchers; an admin always may', async () => {
      const unpaid = await book(agent);
      expect((await get(`bookings/${unpaid.id}`, agent.headers)).json().canDownloadVoucher).toBe(false);
      const refused = await voucher(unpaid.id, agent.headers);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'The voucher can be downloaded once the booking is paid.', code: 'voucher_unavailable' });

      await setPayment(unpaid.id, 'partially-paid');
      expect((await voucher(unpaid.id, agent.headers)).statusCode).toBe(422);

      const ok = await voucher(unpaid.id, admin.headers);
      expect(ok.statusCode).toBe(200);
      expect((await get(`bookings/${unpaid.id}`, admin.headers)).json().canDownloadVoucher).toBe(true);
      // The admin's copy shows selling prices too.
      const text = await pdfText(ok.rawPayload);
      expect(text).toContain('330.00 EUR');
      expect(text).not.toContain('300.00');

      const trustedBooking = await book(trusted);
      expect((await get(`bookings/${trustedBooking.id}`, trusted.headers)).json().canDownloadVoucher).toBe(true);
      const allowed = await voucher(trustedBooking.id, trusted.headers);
      expect(allowed.statusCode).toBe(200);
      expect(await pdfText(allowed.rawPayload)).toContain('Trusted Tours');
    });

    it('is refused for a booking not confirmed yet (agent) and for a canceled one (anyone), as the flag says', async () => {
      const pending = await insertBooking(db(), { agentId: agent.user.id, status: 'on-request', payment: 'paid', hotel });
      expect((await get(`bookings/${pending.id}`, agent.headers)).json().canDownloadVoucher).toBe(false);
      expect((await voucher(pending.id, agent.headers)).json()).toMatchObject({ error: 'The voucher can be downloaded once the booking is confirmed.' });
      const canceled = await insertBooking(db(), { agentId: agent.user.id, status: 'canceled', payment: 'paid', hotel });
      expect((await get(`bookings/${canceled.id}`, admin.headers)).json().canDownloadVoucher).toBe(false);
      const res = await voucher(canceled.id, admin.headers);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('This booking is canceled: it has no voucher.');
    });

    it.skipIf(!voucherFonts())('writes guest names in any script (DejaVu Sans embedded)', async () => {
      const foreign = await insertBooking(db(), {
        agentId: trusted.user.id,
        hotel,
        passengers: [
          ['Łukasz', 'Иванов'],
          ['Zoë', 'Ørsted'],
        ],
      });
      const res = await voucher(foreign.id, trusted.headers);
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Łukasz Иванов');
      expect(text).toContain('Zoë Ørsted');
    });

    it('needs a valid, unused download token (401), and answers 404 for another agency', async () => {
      const url = `bookings/${booking.id}/pdf/download`;
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(`${url}?token=nonsense`)).statusCode).toBe(401);
      // The login token is not a download token.
      expect((await get(`${url}?token=${agent.token}`)).statusCode).toBe(401);
      const token = await downloadToken(agent.headers);
      expect((await get(`${url}?token=${token}`)).statusCode).toBe(200);
      const reused = await get(`${url}?token=${token}`);
      expect(reused.statusCode).toBe(401);
      expect(reused.json().error).toBe('This download link is invalid or has expired.');

      const foreign = await voucher(booking.id, other.headers);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe('Booking not found.');
      expect((await voucher(999999, admin.headers)).statusCode).toBe(404);
    });
  });

  describe('GET bookings/{id}/send-details-email', () => {
    it('queues the details mail to the agency, records it in the history and answers the spec sentence', async () => {
      const res = await get(`bookings/${booking.id}/send-details-email`, admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Booking email successfully sent!' });

      const mails = await db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, agent.user.email), eq(outbox.subject, `Booking ${booking.pnrs}: details`)));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.sentAt).toBeNull();
      for (const expected of [
        'Dear Sunny Tours,',
        booking.pnrs,
        hotel.name,
        `check in ${dayOf(fixtureDate('2027-06-28'))}`,
        'Mr Ann Lee',
        'Free',
        'Total: 330.00 EUR',
        `/bookings/${booking.id}/edit`,
      ]) {
        expect(mails[0]!.text, expected).toContain(expected);
      }
      expect(mails[0]!.text).not.toContain('300.00');

      const history = await db()
        .select()
        .from(bookingHistory)
        .where(and(eq(bookingHistory.bookingId, booking.id), eq(bookingHistory.action, 'details-email-sent')));
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ userId: admin.user.id, changes: { to: agent.user.email } });
      const view = (await get(`bookings/${booking.id}`, admin.headers)).json();
      expect(view.history.at(-1)).toMatchObject({ action: 'details-email-sent', user: 'Ada Admin', changes: { to: agent.user.email } });
    });

    it('is for admins only (403 agent, 401 without a token) and answers 404 for an unknown booking', async () => {
      const before = await db().select().from(outbox);
      const refused = await get(`bookings/${booking.id}/send-details-email`, agent.headers);
      expect(refused.statusCode).toBe(403);
      expect((await get(`bookings/${booking.id}/send-details-email`)).statusCode).toBe(401);
      expect((await get('bookings/999999/send-details-email', admin.headers)).statusCode).toBe(404);
      expect((await get('bookings/abc/send-details-email', admin.headers)).statusCode).toBe(400);
      expect(await db().select().from(outbox)).toHaveLength(before.length);
    });
  });

  describe('the defaultCancellationDateFormat setting (issue 30)', () => {
    it('writes the cancellation rows of the voucher and the details mail in the chosen format', async () => {
      await writeSetting(db(), 'defaultCancellationDateFormat', 'D MMM YYYY');
      try {
        const [first, last] = [fixtureDate('2027-05-29'), fixtureDate('2027-06-20')];
        const text = await pdfText((await voucher(booking.id, admin.headers)).rawPayload);
        for (const day of [first, last]) expect(text, day).toContain(formatDayAs(day, 'D MMM YYYY'));
        // The stay's own dates keep the date format.
        expect(text).toContain(dayOf(fixtureDate('2027-06-28')));

        expect((await get(`bookings/${booking.id}/send-details-email`, admin.headers)).statusCode).toBe(200);
        const mails = await db()
          .select()
          .from(outbox)
          .where(and(eq(outbox.to, agent.user.email), eq(outbox.subject, `Booking ${booking.pnrs}: details`)));
        expect(mails.at(-1)!.text).toContain(`${formatDayAs(first, 'D MMM YYYY')} to `);
        expect(mails.at(-1)!.text).not.toContain(`${dayOf(first)} to `);
      } finally {
        await clearSetting(db(), 'defaultCancellationDateFormat');
      }
    });
  });

  describe('GET bookings/{id}/reload', () => {
    it('answers the booking as the database holds it now', async () => {
      await db().update(bookings).set({ details: 'Changed behind the page' }).where(eq(bookings.id, booking.id));
      const res = await get(`bookings/${booking.id}/reload`, admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: booking.id, pnrs: booking.pnrs, details: 'Changed behind the page', income: '30.00' });
      expect(res.json()).toEqual((await get(`bookings/${booking.id}`, admin.headers)).json());
    });

    it('is for admins only and answers 404 for an unknown booking', async () => {
      expect((await get(`bookings/${booking.id}/reload`, agent.headers)).statusCode).toBe(403);
      expect((await get(`bookings/${booking.id}/reload`)).statusCode).toBe(401);
      const missing = await get('bookings/999999/reload', admin.headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('Booking not found.');
    });
  });
});
