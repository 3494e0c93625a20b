import type { FastifyInstance } from 'fastify';
import { hotelRoomsApi } from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { registerRouteTable } from '../../lib/route-table';
import { createRoom, findRoomDetails, updateRoom } from './rooms-service';
import { deleteRoom } from './service';

/** Room types of a hotel (back-office spec §2 Room add/edit, §7), from the contract's route table. */
export async function roomRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;

  registerRouteTable(app, hotelRoomsApi, {
    createRoom: async ({ params: { id: hotelId }, body, reply }) => {
      const roomId = await createRoom(db(), hotelId, body);
      reply.code(201);
      return (await findRoomDetails(db(), hotelId, roomId))!;
    },
    getRoom: async ({ params: { id: hotelId, roomId } }) => {
      const room = await findRoomDetails(db(), hotelId, roomId);
      if (!room) throw notFound('Room type');
      return room;
    },
    updateRoom: async ({ params: { id: hotelId, roomId }, body }) => {
      await updateRoom(db(), hotelId, roomId, body);
      return (await findRoomDetails(db(), hotelId, roomId))!;
    },
    deleteRoom: async ({ params: { id: hotelId, roomId } }) => {
      await deleteRoom(db(), hotelId, roomId);
      return { success: true };
    },
  });
}
