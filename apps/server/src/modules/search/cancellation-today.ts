import type { BookingCreateRequest, FlightChoice, PassengerFieldsBooking } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { dec } from '../../lib/money';
import type { PolicyRow, Viewer } from '../products/product';
import { bookableProduct } from '../products/registry';
import { repriceOption } from './reprice';

/**
 * `isUnderPaidCancellation` of the passenger step (account spec §2 "The service is within
 * cancellation deadline", §3 Booking field config; domain-rules §7): whether cancelling one of the
 * chosen items would already cost something today. Each item's rows come from its own product,
 * exactly as the booking would write them: a hotel's from its rules (a changed price still has its
 * rules), a flight's from the fares chosen (`flight`; none chosen: not known, not counted), a
 * transfer's from its rules; a visa is non-refundable from the booking date (§5.3). A missing,
 * tampered, expired or another user's hash says nothing (false), never an error: the booking call
 * refuses it with its own sentence.
 */
export async function isUnderPaidCancellation(db: DbOrTx, booking: PassengerFieldsBooking | undefined, viewer: Viewer, today: string, trip: { startDate: string; endDate: string }): Promise<boolean> {
  for (const item of booking?.bookingItems ?? []) {
    if (!item.hash) continue;
    try {
      if (await costsToday(db, { productType: item.productType, hash: item.hash }, viewer, today, { flight: booking?.flight, trip })) return true;
    } catch {
      // Refused hashes (422), moved prices (409), products switched off (400): nothing is known.
    }
  }
  return false;
}

type Item = { productType: string; hash: string };
type Context = { flight?: FlightChoice; trip: { startDate: string; endDate: string } };

/** The row covering `today` costs something. */
const costsOn = (rows: readonly PolicyRow[], today: string) => rows.some((row) => row.dateFrom <= today && today <= row.dateTo && dec(row.cost).gt(0));

async function costsToday(db: DbOrTx, item: Item, viewer: Viewer, today: string, context: Context): Promise<boolean> {
  if (item.productType === 'hotel') return costsOn((await repriceOption(db, item.hash, viewer, today, { acceptChangedPrice: true })).policies, today);
  const product = bookableProduct(item.productType, 'productType');
  if (item.productType === 'visa') {
    // Non-refundable from the booking date: a valid hash of this user's is enough.
    const claim = (await product.verify?.(db, item.hash)) as { userId?: number | null } | undefined;
    return claim !== undefined && (claim.userId == null || claim.userId === (viewer?.id ?? null));
  }
  if (item.productType === 'flight' && !context.flight) return false;
  // The product prices the item as the booking would: a flight needs its fares beside it, nothing else.
  const request = item.productType === 'flight' ? flightOnlyRequest(item.hash, context) : undefined;
  return costsOn((await product.reprice(db, item.hash, viewer, today, request)).policies, today);
}

/** The fares of a flight item as `POST bookings` sends them, with no passengers, extras or other items. */
function flightOnlyRequest(hash: string, context: Context): BookingCreateRequest {
  return {
    passengers: {},
    fields: { comment: undefined, agent: undefined, additionalRequests: undefined },
    booking: { bookingItems: [{ productType: 'flight', hash, passengerIds: [] }], passengersByRoom: [] },
    searchParams: { startDate: context.trip.startDate, endDate: context.trip.endDate, toId: undefined },
    flight: context.flight,
    flightBaggageList: [],
    flightMealsList: [],
    flightSeatsList: [],
  };
}
