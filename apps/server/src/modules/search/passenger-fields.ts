import { jsonText, type passengerFieldsAnswerSchema, passengerFieldsBookingSchema, passengerSlots, ROLE_ADMIN, searchQuerySchema } from '@travel/contracts';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { parse } from '../../lib/validation';
import { listTaxonomies } from '../reference';
import { listAgents, type UserRow } from '../users';
import { cancellationRecap, isUnderPaid } from './cancellation-today';

const passengerFieldsForm = z.object({
  searchParams: jsonText(
    z.object(
      { rooms: searchQuerySchema.shape.rooms, startDate: searchQuerySchema.shape.startDate, endDate: searchQuerySchema.shape.endDate },
      { error: 'searchParams is required' },
    ),
  ),
  // Named from its root: booking.bookingItems.0.productType.
  booking: jsonText(passengerFieldsBookingSchema).optional(),
});

/**
 * `POST search/passenger-fields` (storefront spec §3-§5, account spec §3, §7): the passenger cards
 * of the passengerDetails step, per room, adults first then children, each with the fields the
 * chosen products need (contracts passengers.ts, docs/decisions.md "Passenger fields per
 * product"), and the booking fields with `isUnderPaidCancellation`. Without a `booking` part the
 * cards are the plain ones (title, names, birth date), as before issue 29.
 */
export async function passengerFieldsAnswer(
  db: DbOrTx,
  fields: Record<string, string | undefined>,
  user: UserRow,
  today: string,
): Promise<z.infer<typeof passengerFieldsAnswerSchema>> {
  const { searchParams, booking } = parse(passengerFieldsForm, { searchParams: fields.searchParams, booking: fields.booking });
  const stayStart = searchParams.startDate ?? today;
  const tripEnd = searchParams.endDate ?? stayStart;
  const products = booking?.bookingItems.map((item) => ({ productType: item.productType, passengerIds: item.passengerIds }));
  // Ages count on the first night, a passport must outlast the return: as the booking call checks them.
  const passengers = passengerSlots(searchParams.rooms, stayStart, today, products, tripEnd);
  const ids = new Set(passengers.map((p) => p.id));
  for (const [i, item] of (booking?.bookingItems ?? []).entries()) {
    for (const [j, id] of (item.passengerIds ?? []).entries()) {
      if (!ids.has(id))
        throw badRequest(`booking.bookingItems.${i}.passengerIds.${j}: passenger ${id} is not one of the searched rooms' passengers`, 'validation');
    }
  }
  // The requests are the stay's (rooms, check-in, a cot: issue 32): offered only when a hotel is booked.
  const withStay = !booking || booking.bookingItems.some((item) => item.productType === 'hotel');
  const additionalRequests = withStay ? await listTaxonomies(db, 'additionalRequests') : [];
  // Every chosen item's cancellation rows and cost today (issue 30): the recap and the warning.
  const cancellation = await cancellationRecap(db, booking, user, today, { startDate: stayStart, endDate: tripEnd }, passengers);
  return {
    passengers,
    booking: {
      comment: true,
      additionalRequests: additionalRequests.map((r) => ({ value: String(r.id), label: r.title })),
      // An administrator books on behalf of an agency; an agent books for itself.
      agent: user.role === ROLE_ADMIN ? (await listAgents(db)).map((a) => ({ value: String(a.id), label: a.companyName })) : [],
      isUnderPaidCancellation: isUnderPaid(cancellation),
    },
    cancellation,
    messages: [],
  };
}
