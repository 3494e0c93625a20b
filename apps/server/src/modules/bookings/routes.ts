import type { FastifyInstance } from 'fastify';
import { bookingListQuerySchema, idParamSchema, PASSENGER_FILE_KINDS } from '@travel/contracts';
import { z } from 'zod';
import { notFound, unauthorized } from '../../lib/errors';
import { contentTypeOf } from '../../lib/uploads';
import { readForm } from '../../lib/multipart';
import { parse } from '../../lib/validation';
import { requireUser } from '../auth/plugin';
import { consumeToken, findUserByToken } from '../auth/repo';
import { cancelBooking, cancellationInfo } from './cancel';
import { streamBookingsCsv } from './csv';
import { createBooking, readIdempotencyKey } from './create';
import { createManualBooking, isManualBooking, manualBookingRoutes } from './manual-create';
import { withAccountingBalance } from './accounting-balance';
import { bookingDocumentRoutes } from './documents';
import { bookingEditRoutes } from './update-routes';
import { presentBooking, presentBookingList } from './presenter';
import { findBookingDetails, findPassengerFile, listBookings } from './repo';

const fileParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  key: z.string().regex(/^passenger\d{1,3}$/),
  kind: z.enum(PASSENGER_FILE_KINDS),
});

/** Bookings (account spec §7): logged-in users; an agent only ever reaches its own agency's. */
export async function bookingRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  await manualBookingRoutes(app);
  await bookingDocumentRoutes(app);
  await bookingEditRoutes(app);

  app.post('/bookings', async (request, reply) => {
    const user = requireUser(request);
    const idempotencyKey = readIdempotencyKey(request.headers['idempotency-key']);
    const form = await readForm(request);
    const deps = { db: db(), storage: app.ctx.storage, publicUrl: app.ctx.config.publicUrl, clock: app.ctx.clock };
    if (isManualBooking(form)) return reply.code(201).send(await createManualBooking(deps, user, form));
    const { booking, created } = await createBooking(deps, user, form, idempotencyKey);
    reply.code(created ? 201 : 200);
    return booking;
  });

  app.get('/bookings', async (request) => {
    const user = requireUser(request);
    const query = parse(bookingListQuerySchema, request.query);
    return withAccountingBalance(db(), presentBookingList(await listBookings(db(), query, user), user));
  });

  // The CSV link carries a short-lived, single-use download token, never the login token.
  app.get('/bookings/csv/download', async (request, reply) => {
    const { token, ...filters } = request.query as Record<string, string>;
    const found = token ? await findUserByToken(db(), token, 'download') : null;
    if (!found || !(await consumeToken(db(), found.tokenHash))) throw unauthorized('This download link is invalid or has expired.');
    return streamBookingsCsv(db(), parse(bookingListQuerySchema, filters), found.user, reply, app.ctx.clock.today());
  });

  app.get('/bookings/:id', async (request) => {
    const user = requireUser(request);
    const { id } = parse(idParamSchema, request.params);
    const details = await findBookingDetails(db(), id, user);
    if (!details) throw notFound('Booking');
    return presentBooking(details, user, app.ctx.clock.today());
  });

  app.get('/bookings/:id/cancellation-info', async (request) => {
    const user = requireUser(request);
    const { id } = parse(idParamSchema, request.params);
    return cancellationInfo(db(), id, user, app.ctx.clock.today());
  });

  // The spec cancels with a GET; POST is accepted too, as clients and proxies expect for a change.
  const cancel = async (request: import('fastify').FastifyRequest) => {
    const user = requireUser(request);
    const { id } = parse(idParamSchema, request.params);
    return presentBooking((await cancelBooking(db(), id, user, app.ctx.clock))!, user, app.ctx.clock.today());
  };
  app.get('/bookings/:id/cancel', cancel);
  app.post('/bookings/:id/cancel', cancel);

  // Passport scans and photos are personal data: served behind the booking's scoping, never as public media.
  app.get('/bookings/:id/passengers/:key/:kind', async (request, reply) => {
    const user = requireUser(request);
    const { id, key, kind } = parse(fileParamsSchema, request.params);
    const row = await findPassengerFile(db(), id, key, user);
    const fileKey = kind === 'passport' ? row?.passportFile : row?.photoFile;
    const data = fileKey ? await app.ctx.storage.get(fileKey) : null;
    if (!fileKey || !data) throw notFound('File');
    reply
      .header('content-type', contentTypeOf(fileKey))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return data;
  });
}
