import type { FastifyInstance } from 'fastify';
import type { bookingsApi } from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import type { RouteHandlers } from '../../lib/route-table';
import { contentTypeOf } from '../../lib/uploads';
import { presentBooking } from './presenter';
import { findBookingDetails } from './repo';
import { readBookingSave } from './update-form';
import { updateBooking } from './update-service';

/** `POST bookings/{id}` (the `_method=PUT` save) and the item documents behind the booking's scoping (registered in routes.ts). */
export function bookingEditHandlers(app: FastifyInstance): Pick<RouteHandlers<typeof bookingsApi>, 'save' | 'itemFile'> {
  return {
    save: async ({ params: { id }, user, request }) => {
      const save = await readBookingSave(await readForm(request));
      const details = await updateBooking({ db: app.ctx.database.db, storage: app.ctx.storage, clock: app.ctx.clock }, id, user, save);
      return presentBooking(details, user, app.ctx.clock.today());
    },

    itemFile: async ({ params: { id, itemId, index }, user, reply }) => {
      const details = await findBookingDetails(app.ctx.database.db, id, user);
      const key = details?.items.find((i) => i.item.id === itemId)?.item.files[index];
      const data = key ? await app.ctx.storage.get(key) : null;
      if (!key || !data) throw notFound('File');
      reply.header('content-type', contentTypeOf(key)).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      return data;
    },
  };
}
