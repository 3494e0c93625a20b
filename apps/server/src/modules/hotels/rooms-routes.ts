import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema, roomRequestSchema } from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { parse } from '../../lib/validation';
import { requireAdmin } from '../auth/plugin';
import { createRoom, findRoomDetails, updateRoom } from './rooms-service';
import { deleteRoom } from './service';

/** `:id` is the hotel (one parameter name per position keeps the router's tree simple). */
const roomParamsSchema = idParamSchema.extend({ roomId: z.coerce.number().int().positive() });

/** Room types of a hotel (back-office spec §2 Room add/edit, §7): administrators only. */
export async function roomRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;

  app.post('/hotels/:id/rooms', async (request, reply) => {
    requireAdmin(request);
    const { id: hotelId } = parse(idParamSchema, request.params);
    const input = parse(roomRequestSchema, request.body ?? {});
    const roomId = await createRoom(db(), hotelId, input);
    reply.code(201);
    return (await findRoomDetails(db(), hotelId, roomId))!;
  });

  app.get('/hotels/:id/rooms/:roomId', async (request) => {
    requireAdmin(request);
    const { id: hotelId, roomId } = parse(roomParamsSchema, request.params);
    const room = await findRoomDetails(db(), hotelId, roomId);
    if (!room) throw notFound('Room type');
    return room;
  });

  app.put('/hotels/:id/rooms/:roomId', async (request) => {
    requireAdmin(request);
    const { id: hotelId, roomId } = parse(roomParamsSchema, request.params);
    const input = parse(roomRequestSchema, request.body ?? {});
    await updateRoom(db(), hotelId, roomId, input);
    return (await findRoomDetails(db(), hotelId, roomId))!;
  });

  app.delete('/hotels/:id/rooms/:roomId', async (request) => {
    requireAdmin(request);
    const { id: hotelId, roomId } = parse(roomParamsSchema, request.params);
    await deleteRoom(db(), hotelId, roomId);
    return { success: true };
  });
}
