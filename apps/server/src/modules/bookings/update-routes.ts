import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@travel/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import { contentTypeOf } from '../../lib/uploads';
import { parse } from '../../lib/validation';
import { requireUser } from '../auth/plugin';
import { presentBooking } from './presenter';
import { findBookingDetails } from './repo';
import { readBookingSave } from './update-form';
import { updateBooking } from './update-service';

const itemFileParams = z.object({ id: z.coerce.number().int().positive(), itemId: z.coerce.number().int().positive(), index: z.coerce.number().int().min(0) });

/** `POST bookings/{id}` (the `_method=PUT` save) and the item documents behind the booking's scoping. */
export async function bookingEditRoutes(app: FastifyInstance) {
  app.post('/bookings/:id', async (request) => {
    const user = requireUser(request);
    const { id } = parse(idParamSchema, request.params);
    const save = await readBookingSave(await readForm(request));
    const details = await updateBooking({ db: app.ctx.database.db, storage: app.ctx.storage, clock: app.ctx.clock }, id, user, save);
    return presentBooking(details, user, app.ctx.clock.today());
  });

  app.get('/bookings/:id/items/:itemId/files/:index', async (request, reply) => {
    const user = requireUser(request);
    const { id, itemId, index } = parse(itemFileParams, request.params);
    const details = await findBookingDetails(app.ctx.database.db, id, user);
    const key = details?.items.find((i) => i.item.id === itemId)?.item.files[index];
    const data = key ? await app.ctx.storage.get(key) : null;
    if (!key || !data) throw notFound('File');
    reply
      .header('content-type', contentTypeOf(key))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return data;
  });
}
