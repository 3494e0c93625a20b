import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type bookingsApi, type CancellationDateFormat, formatDayAs, idParamSchema, ROLE_ADMIN } from '@travel/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound, unprocessable } from '../../lib/errors';
import type { RouteHandlers } from '../../lib/route-table';
import { safeFilename } from '../../lib/uploads';
import { parse } from '../../lib/validation';
import { userOfDownloadToken } from '../auth';
import { enqueueMail } from '../mail';
import { productOf } from '../products';
import { readSettings } from '../settings';
import type { UserRow } from '../users';
import { refuseExpiredLink } from './download-links';
import { bookingDetailsMail } from './mail';
import { presentBooking, remainingOf } from './presenter';
import { type BookingDetails, findBookingDetails } from './repo';
import { bookingHistory } from './tables';
import { dayOf, policyCost, renderVoucher, type VoucherData, type VoucherFonts, voucherRefusal } from './voucher';

/**
 * Booking documents (account spec §2 buttons, §7): the voucher PDF behind a single-use download
 * token, 'Send Booking Details Email' and 'Reload Booking'.
 */

export const DETAILS_EMAIL_SENT = 'Booking email successfully sent!';

/**
 * DejaVu Sans (Debian's fonts-dejavu-core, installed with chromium by .ci/run) draws guest names
 * in any script; VOUCHER_FONT_DIR points elsewhere. Without it the voucher falls back to Helvetica
 * (Latin-1 only).
 */
export function voucherFonts(dir = process.env.VOUCHER_FONT_DIR ?? '/usr/share/fonts/truetype/dejavu'): VoucherFonts | undefined {
  const regular = `${dir}/DejaVuSans.ttf`;
  const bold = `${dir}/DejaVuSans-Bold.ttf`;
  return fs.existsSync(regular) && fs.existsSync(bold) ? { regular, bold } : undefined;
}

const DAY_MS = 86_400_000;
const nightsBetween = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS));

/** What the voucher and the details mail say about a booking: selling prices only, never a net price. */
export function voucherData(
  details: BookingDetails,
  siteTitle: string,
  generatedAt: Date,
  cancellationDateFormat: CancellationDateFormat = 'DD.MM.YYYY',
): VoucherData {
  const { booking, bookingStatus, paymentStatus } = details;
  return {
    siteTitle,
    pnrs: booking.pnrs,
    agency: details.agent.companyName,
    bookingDate: booking.createdAt.toISOString(),
    status: bookingStatus.title,
    paymentStatus: paymentStatus.title,
    items: details.items.map(({ item, status, labels }) => ({
      ...productOf(item.productType).voucher({ item, status, labels }),
      status: status.title,
      checkIn: item.startDate,
      checkOut: item.endDate,
      nights: nightsBetween(item.startDate, item.endDate),
      price: item.total,
      currency: item.currency,
      policies: details.policies
        .filter((p) => p.bookingItemId === item.id)
        .map((p) => ({ dateFrom: p.dateFrom, dateTo: p.dateTo, cost: p.cost, currency: p.currencyCost })),
    })),
    passengers: details.passengers.map((p) => ({
      name: [p.title, p.firstName, p.lastName].filter(Boolean).join(' '),
      ageType: p.ageType === 'child' && p.age !== null ? `Child (${p.age})` : p.ageType === 'child' ? 'Child' : p.ageType === 'infant' ? 'Infant' : 'Adult',
      birthDate: p.birthDate,
    })),
    currency: booking.currency,
    total: booking.total,
    paid: booking.paymentsSum,
    balance: remainingOf(booking, bookingStatus.slug === 'canceled'),
    generatedAt,
    cancellationDateFormat,
  };
}

/** The booking the caller may see, or 404 (another agency's booking does not exist for an agent). */
async function visibleBooking(db: Db, request: FastifyRequest, viewer: UserRow) {
  const { id } = parse(idParamSchema, request.params);
  const details = await findBookingDetails(db, id, viewer);
  if (!details) throw notFound('Booking');
  return details;
}

/** Queues the details mail to the agency and records it in the history, in one transaction. */
export async function sendDetailsEmail(db: Db, details: BookingDetails, admin: UserRow, publicUrl: string, clock: Clock) {
  const now = clock.now();
  const { defaultCancellationDateFormat: format } = await readSettings(db, ['defaultCancellationDateFormat']);
  const data = voucherData(details, '', now, format);
  const mail = bookingDetailsMail({
    to: details.agent.email,
    publicUrl,
    bookingId: details.booking.id,
    pnrs: data.pnrs,
    status: data.status,
    agency: data.agency,
    total: data.total,
    currency: data.currency,
    paymentStatus: data.paymentStatus,
    paid: data.paid,
    balance: data.balance,
    payment:
      details.booking.paymentDeadline && details.booking.accountStatus && details.bookingStatus.slug !== 'canceled'
        ? { deadline: dayOf(details.booking.paymentDeadline), awaiting: details.booking.accountStatus === 'awaiting-payment' }
        : null,
    rooms: data.items.map((i) => ({
      hotel: i.title,
      room: i.roomType,
      meal: i.meal,
      checkIn: dayOf(i.checkIn),
      checkOut: dayOf(i.checkOut),
      status: i.status,
      total: i.price,
      ...(i.lines?.length ? { lines: i.lines } : {}),
    })),
    policies: data.items.flatMap((i) =>
      i.policies.map((p) => `${i.title}: ${formatDayAs(p.dateFrom, format)} to ${formatDayAs(p.dateTo, format)}: ${policyCost(p)}`),
    ),
    passengers: data.passengers.map((p) => p.name),
  });
  await db.transaction(async (tx) => {
    await enqueueMail(tx, mail);
    await tx
      .insert(bookingHistory)
      .values({ bookingId: details.booking.id, userId: admin.id, at: now, action: 'details-email-sent', changes: { to: mail.to, subject: mail.subject } });
  });
}

/**
 * The voucher, details-mail and reload calls of the bookings route table (registered in
 * routes.ts), and the hook that makes every PDF of the module a download.
 */
export function bookingDocumentHandlers(
  app: FastifyInstance,
): Pick<RouteHandlers<typeof bookingsApi>, 'voucher' | 'sendDetailsEmail' | 'sendDetailsEmailPost' | 'reload'> {
  const db = () => app.ctx.database.db;
  const fonts = voucherFonts();

  // Every PDF this module answers (the voucher, item documents an admin uploaded) is a download,
  // never shown inline: an uploaded PDF opened in the browser would run as a page of our origin.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/pdf')) return payload;
    if (!reply.hasHeader('content-disposition')) {
      const path = request.url.split('?')[0]!.split('/bookings/')[1] ?? 'document';
      reply.header('content-disposition', `attachment; filename="${safeFilename(`booking-${path}`)}.pdf"`);
    }
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });

  const sendDetails = async ({ user: admin, request }: { user: UserRow; request: FastifyRequest }) => {
    const details = await visibleBooking(db(), request, admin);
    await sendDetailsEmail(db(), details, admin, app.ctx.config.publicUrl, app.ctx.clock);
    return { success: true as const, message: DETAILS_EMAIL_SENT };
  };

  return {
    // Opened as a plain link: the query carries a one-minute, single-use download token (POST download-token), never the login token.
    // `copy=client`: the traveller's copy, without prices, payments or balance (issue 18.6).
    voucher: async ({ query: { token, copy }, request, reply }) => {
      const user = await userOfDownloadToken(db(), token);
      if (!user) return refuseExpiredLink(request, reply, { kind: 'voucher', id: (request.params as { id: number }).id, copy });
      const details = await visibleBooking(db(), request, user);
      const refusal = voucherRefusal({
        admin: user.role === ROLE_ADMIN,
        bookingStatus: details.bookingStatus.slug,
        paymentStatus: details.paymentStatus.slug,
        allowUnpaid: details.agent.allowDownloadNotPaidVoucher,
      });
      if (refusal) throw unprocessable(refusal, 'voucher_unavailable');
      const { site_title, defaultCancellationDateFormat } = await readSettings(db(), ['site_title', 'defaultCancellationDateFormat']);
      const clientCopy = copy === 'client';
      const pdf = await renderVoucher({ ...voucherData(details, site_title, app.ctx.clock.now(), defaultCancellationDateFormat), clientCopy }, fonts);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="voucher-${details.booking.pnrs}${clientCopy ? '-client' : ''}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return pdf;
    },
    // The spec sends it with a GET; POST is accepted too, as for cancel.
    sendDetailsEmail: sendDetails,
    sendDetailsEmailPost: sendDetails,
    // Our bookings live in this database only (no supplier to ask again): reloading re-reads them as they are now.
    reload: async ({ user: admin, request }) => presentBooking(await visibleBooking(db(), request, admin), admin, app.ctx.clock.today()),
  };
}
