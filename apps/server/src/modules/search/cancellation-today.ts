import type { BookingCreateRequest, CancellationRecap, CancellationRecapItem, FlightChoice, PassengerFieldsBooking, ProductType } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { dec, moneyText, sum } from '../../lib/money';
import type { BookingItemRow } from '../bookings';
import { type PolicyRow, type Product, type Sale, type Viewer, bookableProduct } from '../products';
import { cancellationCost } from '../../lib/cancellation-cost';
import { repriceOption } from '../hotels';

/**
 * The passenger step's cancellation recap and `isUnderPaidCancellation` (account spec §2 "The
 * service is within cancellation deadline", §3 Booking field config; domain-rules §7; issue 30):
 * every chosen item priced by its own product exactly as `POST bookings` would price it today, with
 * the rows the booking would write and what cancelling it would cost today:
 * - hotel rooms from their rules (a changed price still has its rules);
 * - a flight from the fares chosen (`flight`; none chosen: not known, left out), without the
 *   extras, which the step does not send;
 * - a transfer from its rules, with the hotel rooms booked beside it giving their free-transfer
 *   offer (a partly free transfer is priced as the booking prices it);
 * - visas non-refundable from the booking date, for the passengers each item names;
 * - tours on their day (`tourDate`), free until their rule's day, for every passenger.
 * A missing, tampered, expired or another user's hash, or a moved price, leaves its item out,
 * never an error: the booking call refuses it with its own sentence.
 */

type Trip = { startDate: string; endDate: string };
/** The passengers of the searched rooms as the passenger step numbers them (contracts passengerSlots). */
type Slot = { id: string; room: number; ageType: string; age: number | null };

export async function cancellationRecap(
  db: DbOrTx,
  booking: PassengerFieldsBooking | undefined,
  viewer: Viewer,
  today: string,
  trip: Trip,
  slots: readonly Slot[],
): Promise<CancellationRecap> {
  const request = dryRequest(booking, trip, slots);
  const items: CancellationRecapItem[] = [];
  for (const [index, item] of request.booking.bookingItems.entries()) {
    if (!item.hash) continue;
    try {
      const priced = await priceItem(db, request, index, viewer, today, booking?.flight);
      if (priced) items.push(priced);
    } catch {
      // Refused hashes (422), moved prices (409), products switched off (400): nothing is known.
    }
  }
  const currency = items[0]?.currency ?? null;
  return { items, costToday: moneyText(sum(items.map((i) => i.costToday))), currency };
}

/** Some chosen item would already cost something to cancel today. */
export const isUnderPaid = (recap: CancellationRecap) => recap.items.some((item) => dec(item.costToday).gt(0));

/**
 * The booking request the wizard would send, without the typed passenger data: each passenger's
 * age type and age (what prices a visa and names a room's guests), each room its guests, the
 * flight and transfer every passenger, a visa the passengers it names (all by default).
 */
function dryRequest(booking: PassengerFieldsBooking | undefined, trip: Trip, slots: readonly Slot[]): BookingCreateRequest {
  const everyone = slots.map((s) => s.id);
  const rooms = [...new Set(slots.map((s) => s.room))].map((room) => slots.filter((s) => s.room === room).map((s) => s.id));
  let hotel = 0;
  const bookingItems = (booking?.bookingItems ?? []).map((item) => {
    const passengerIds = item.productType === 'hotel' ? (rooms[hotel++] ?? []) : item.productType === 'visa' ? (item.passengerIds ?? everyone) : everyone;
    // A transfer item carries its arrival details at booking; they change nothing of its price or rows.
    const transferDetails = item.productType === 'transfer' ? { arrivalFlightNumber: '', arrivalTime: '' } : undefined;
    // A tour is priced on its day; without one it is left out (its re-pricing refuses it).
    const tourDate = item.productType === 'tour' ? item.tourDate : undefined;
    return {
      productType: item.productType,
      hash: item.hash ?? '',
      passengerIds,
      ...(transferDetails ? { transferDetails } : {}),
      ...(tourDate ? { tourDate } : {}),
    };
  });
  return {
    passengers: Object.fromEntries(slots.map((s) => [s.id, { ageType: s.ageType, age: s.age ?? undefined }])) as unknown as BookingCreateRequest['passengers'],
    fields: { comment: undefined, agent: undefined, additionalRequests: undefined },
    booking: { bookingItems, passengersByRoom: rooms },
    searchParams: { startDate: trip.startDate, endDate: trip.endDate, toId: undefined },
    flight: booking?.flight,
    flightBaggageList: [],
    flightMealsList: [],
    flightSeatsList: [],
  } as BookingCreateRequest;
}

async function priceItem(
  db: DbOrTx,
  request: BookingCreateRequest,
  index: number,
  viewer: Viewer,
  today: string,
  flight: FlightChoice | undefined,
): Promise<CancellationRecapItem | null> {
  const item = request.booking.bookingItems[index]!;
  const type = item.productType as ProductType;
  const product = bookableProduct(type, 'productType');
  if (type === 'flight') {
    if (!flight) return null;
    return recapItem(product, await product.reprice!(db, item.hash, viewer, today, flightOnlyRequest(item.hash, request, flight)), item.passengerIds, today);
  }
  try {
    return recapItem(
      product,
      await product.reprice!(db, item.hash, viewer, today, request, { index, passengerIds: item.passengerIds }),
      item.passengerIds,
      today,
    );
  } catch (error) {
    if (type !== 'hotel' || !(error instanceof AppError) || error.code !== 'price_changed') throw error;
    // A room whose price moved still has its rules: the warning counts them at the new price.
    const { hotel, option, policies } = await repriceOption(db, item.hash, viewer, today, { acceptChangedPrice: true });
    return itemOf('hotel', `${hotel.name}: ${option.roomName}`, option.price, option.currency, policies, today);
  }
}

/** The fares of a flight item as `POST bookings` sends them, with no passengers, extras or other items. */
function flightOnlyRequest(hash: string, request: BookingCreateRequest, flight: FlightChoice): BookingCreateRequest {
  return {
    ...request,
    passengers: {},
    booking: { bookingItems: [{ productType: 'flight', hash, passengerIds: [] }], passengersByRoom: [] },
    flight,
  };
}

/** The item's title as its product writes it on the booking (the sale as the row it would become). */
function recapItem(product: Product, sale: Sale, passengerIds: string[], today: string): CancellationRecapItem {
  const row = {
    id: 0,
    productType: product.type,
    title: sale.columns.title ?? null,
    startDate: sale.startDate,
    endDate: sale.endDate,
    price: sale.price,
    currency: sale.currency,
    count: sale.count,
    extrasTotal: sale.extrasTotal ?? '0.00',
    passengerIds,
    option: sale.snapshot,
  } as unknown as BookingItemRow;
  const title = product.title({ item: row, status: { id: 0, title: '', slug: '' }, labels: {} });
  const total = dec(sale.price)
    .times(sale.count)
    .plus(sale.extrasTotal ?? 0);
  return itemOf(product.type, title, moneyText(total), sale.currency, sale.policies, today);
}

function itemOf(
  productType: ProductType,
  title: string,
  total: string,
  currency: string,
  policies: readonly PolicyRow[],
  today: string,
): CancellationRecapItem {
  const costToday = cancellationCost(policies, today);
  const first = policies[0];
  return {
    productType,
    title,
    total,
    currency,
    rows: policies.map((p) => ({ dateFrom: p.dateFrom, dateTo: p.dateTo, cost: p.cost, currency: p.currencyCost })),
    costToday,
    nonRefundable: !!first && first.dateFrom <= today && dec(first.cost).gt(0) && dec(first.cost).gte(total),
  };
}
