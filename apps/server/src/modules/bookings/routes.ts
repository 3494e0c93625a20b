import type { FastifyInstance } from 'fastify';
import { bookingsApi } from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import { registerRouteTable } from '../../lib/route-table';
import { contentTypeOf } from '../../lib/uploads';
import { userOfDownloadToken } from '../auth';
import type { UserRow } from '../users';
import { withAccountingBalance } from './accounting-balance';
import { addPassengerFields } from './add-passenger-fields';
import { cancelBooking, cancellationInfo } from './cancel';
import { createBooking, readIdempotencyKey } from './create';
import { streamBookingsCsv } from './csv';
import { refuseExpiredLink } from './download-links';
import { bookingDocumentHandlers } from './documents';
import { createManualBooking, isManualBooking } from './manual-create';
import { presentBooking, presentBookingList } from './presenter';
import { findBookingDetails, findPassengerFile, listBookings } from './repo';
import { bookingEditHandlers } from './update-routes';

/**
 * Bookings (account spec §7), registered from the contract's route table: logged-in users; an
 * agent only ever reaches its own agency's. The save and item documents live in update-routes.ts,
 * the voucher, details mail and reload in documents.ts.
 */
export async function bookingRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  const today = () => app.ctx.clock.today();

  const cancel = async ({ params: { id }, user }: { params: { id: number }; user: UserRow }) =>
    presentBooking((await cancelBooking(db(), id, user, app.ctx.clock))!, user, today());

  registerRouteTable(app, bookingsApi, {
    ...bookingEditHandlers(app),
    ...bookingDocumentHandlers(app),

    create: async ({ user, request, reply }) => {
      const idempotencyKey = readIdempotencyKey(request.headers['idempotency-key']);
      const form = await readForm(request);
      const deps = { db: db(), storage: app.ctx.storage, publicUrl: app.ctx.config.publicUrl, clock: app.ctx.clock };
      if (isManualBooking(form)) {
        reply.code(201);
        return createManualBooking(deps, user, form);
      }
      const { booking, created } = await createBooking(deps, user, form, idempotencyKey);
      reply.code(created ? 201 : 200);
      return booking;
    },

    list: async ({ query, user }) => withAccountingBalance(db(), presentBookingList(await listBookings(db(), { ...query, today: today() }, user), user)),

    // The CSV link carries a short-lived, single-use download token, never the login token.
    csv: async ({ query: { token, ...filters }, request, reply }) => {
      const user = await userOfDownloadToken(db(), token);
      if (!user) return refuseExpiredLink(request, reply, { kind: 'csv', filters: request.query as Record<string, unknown> });
      return streamBookingsCsv(db(), { ...filters, today: today() }, user, reply, today());
    },

    addPassengerFields: async () => addPassengerFields(db(), today()),

    read: async ({ params: { id }, user }) => {
      const details = await findBookingDetails(db(), id, user);
      if (!details) throw notFound('Booking');
      return presentBooking(details, user, today());
    },

    cancellationInfo: async ({ params: { id }, user }) => cancellationInfo(db(), id, user, today()),

    // The spec cancels with a GET; POST is accepted too, as clients and proxies expect for a change.
    cancel,
    cancelPost: cancel,

    // Passport scans and photos are personal data: served behind the booking's scoping, never as public media.
    passengerFile: async ({ params: { id, key, kind }, user, reply }) => {
      const row = await findPassengerFile(db(), id, key, user);
      const fileKey = kind === 'passport' ? row?.passportFile : row?.photoFile;
      const data = fileKey ? await app.ctx.storage.get(fileKey) : null;
      if (!fileKey || !data) throw notFound('File');
      reply.header('content-type', contentTypeOf(fileKey)).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      return data;
    },
  });
}
