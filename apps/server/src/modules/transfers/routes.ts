import type { FastifyInstance, FastifyRequest } from 'fastify';
import { transfersApi, transferUpdateRequestSchema } from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { readListForm } from '../../lib/multipart';
import { registerRouteTable } from '../../lib/route-table';
import { parse } from '../../lib/validation';
import {
  createCar,
  createTransfer,
  deleteCar,
  deleteCarPricing,
  deleteTransfer,
  findCar,
  findTransfer,
  listTransfers,
  updateCar,
  updateTransfer,
} from './service';

/** Repeated `origins[]` / `destinations[]` parts are the lists; a single part may also carry the list as JSON text. */
async function readTransferSave(request: FastifyRequest) {
  if (!request.isMultipart() && request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    const { _method, ...body } = request.body as Record<string, unknown>;
    return parse(transferUpdateRequestSchema, body);
  }
  const form = await readListForm(request);
  const fields: Record<string, unknown> = { ...form.fields };
  for (const key of ['origins', 'destinations']) {
    const values = form.lists[key] ?? [];
    // One value that is JSON text (`[1,2]`) is the list itself; otherwise each repeated part is one id.
    if (values.length > 1 || (values.length === 1 && !values[0]!.trim().startsWith('['))) fields[key] = values.filter((v) => v.trim() !== '');
  }
  return parse(transferUpdateRequestSchema, fields);
}

/**
 * The transfer catalogue (back-office spec §2 Transfers, §7 Transfers), registered from the
 * contract's route table: administrators only.
 */
export async function transferRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;

  // POST with _method=PUT is how the edit screen saves (spec §7); a plain PUT does the same.
  const saveTransfer = async ({ params, request }: { params: { id: number }; request: FastifyRequest }) => {
    const input = await readTransferSave(request);
    await updateTransfer(db(), params.id, input);
    return (await findTransfer(db(), params.id))!;
  };

  registerRouteTable(app, transfersApi, {
    listTransfers: async ({ query: { page, ...filter } }) => listTransfers(db(), page, filter),
    createTransfer: async ({ body, reply }) => {
      const id = await createTransfer(db(), body);
      reply.code(201);
      return (await findTransfer(db(), id))!;
    },
    getTransfer: async ({ params }) => {
      const transfer = await findTransfer(db(), params.id);
      if (!transfer) throw notFound('Transfer');
      return transfer;
    },
    updateTransferOverride: saveTransfer,
    updateTransfer: saveTransfer,
    deleteTransfer: async ({ params }) => {
      await deleteTransfer(db(), params.id);
      return { success: true };
    },
    deleteCarPricing: async ({ params }) => {
      await deleteCarPricing(db(), params.id);
      return { success: true };
    },
    createCar: async ({ params, body, reply }) => {
      const carId = await createCar(db(), params.id, body);
      reply.code(201);
      return (await findCar(db(), params.id, carId))!;
    },
    getCar: async ({ params }) => {
      const car = await findCar(db(), params.id, params.carId);
      if (!car) throw notFound('Car category');
      return car;
    },
    updateCar: async ({ params, body }) => {
      await updateCar(db(), params.id, params.carId, body);
      return (await findCar(db(), params.id, params.carId))!;
    },
    deleteCar: async ({ params }) => {
      await deleteCar(db(), params.id, params.carId);
      return { success: true };
    },
  });
}
