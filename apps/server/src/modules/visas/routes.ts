import type { FastifyInstance, FastifyRequest } from 'fastify';
import { visasApi, visaUpdateRequestSchema } from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { readListForm } from '../../lib/multipart';
import { registerRouteTable } from '../../lib/route-table';
import { parse } from '../../lib/validation';
import {
  createVisa,
  createVisaType,
  deleteVisa,
  deleteVisaType,
  deleteVisaTypePricing,
  findVisa,
  findVisaType,
  listVisas,
  updateVisa,
  updateVisaType,
} from './service';

/** The id lists of a form: every repeated `origins[]` / `destinations[]` part (or one JSON text). */
const LIST_FIELDS = ['origins', 'destinations'] as const;

/**
 * The visa catalogue (back-office spec §2 Visas, §7 Visas), registered from the contract's route
 * table: administrators only. The edit screen's save is form data (or JSON), read here.
 */
export async function visaRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;

  // POST with _method=PUT is how the edit screen saves (spec §7); a plain PUT does the same.
  const saveVisa = async ({ params, request }: { params: { id: number }; request: FastifyRequest }) => {
    const form = await readListForm(request);
    const fields: Record<string, unknown> = { ...form.fields };
    for (const key of LIST_FIELDS) fields[key] = form.lists[key] ?? [];
    await updateVisa(db(), params.id, parse(visaUpdateRequestSchema, fields));
    return (await findVisa(db(), params.id))!;
  };

  registerRouteTable(app, visasApi, {
    listVisas: async ({ query: { page, ...filter } }) => listVisas(db(), page, filter),
    createVisa: async ({ body, reply }) => {
      const id = await createVisa(db(), body);
      reply.code(201);
      return (await findVisa(db(), id))!;
    },
    getVisa: async ({ params }) => {
      const visa = await findVisa(db(), params.id);
      if (!visa) throw notFound('Visa');
      return visa;
    },
    updateVisaOverride: saveVisa,
    updateVisa: saveVisa,
    deleteVisa: async ({ params }) => {
      await deleteVisa(db(), params.id);
      return { success: true };
    },
    deleteVisaTypePricing: async ({ params }) => {
      await deleteVisaTypePricing(db(), params.id);
      return { success: true };
    },
    createVisaType: async ({ params, body, reply }) => {
      const typeId = await createVisaType(db(), params.id, body);
      reply.code(201);
      return (await findVisaType(db(), params.id, typeId))!;
    },
    getVisaType: async ({ params }) => {
      const type = await findVisaType(db(), params.id, params.typeId);
      if (!type) throw notFound('Visa type');
      return type;
    },
    updateVisaType: async ({ params, body }) => {
      await updateVisaType(db(), params.id, params.typeId, body);
      return (await findVisaType(db(), params.id, params.typeId))!;
    },
    deleteVisaType: async ({ params }) => {
      await deleteVisaType(db(), params.id, params.typeId);
      return { success: true };
    },
  });
}
