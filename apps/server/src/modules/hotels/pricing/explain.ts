import { dayMonth, type NotOfferedCode, ON_REQUEST_CODES, plural } from '@travel/contracts';
import { addDays, dayNumber, stayNights } from '../../../lib/dates';
import { mealPricesFor, nightBase, offersFor, pricingRowFor, stopSold } from './nightly';
import { classifyGuests, type Guests, roomFits } from './occupancy';
import { priceHotel } from './price-hotel';
import { quickPrices } from './quick-prices';
import { askedNights, type BrokenControl, stayVerdict } from './restrictions';
import type { EngineHotel, EnginePricingRow, EngineRoom, PricingContext, SearchRoom } from './types';

/**
 * Why not offered (domain-rules §4.7, issue 33): for a room type that gives a searched room no
 * option, or only options on request, every reason that applies, in the rule's order, each with
 * its dates, its figure and a sentence. Pure, like the rest of the engine; worked out only when
 * asked (a search with `explain=1`, a single hotel's room step, a refused booking), never on the
 * price paths.
 */
export interface Reason {
  code: NotOfferedCode;
  message: string;
  dates: string[];
  nights: number | null;
}

export interface RoomTypeExplanation {
  roomId: number;
  roomName: string;
  /** True: offered, on request only; false: not offered. */
  onRequest: boolean;
  reasons: Reason[];
}

/** A few dates, then "and N more". */
function dateList(dates: readonly string[]): string {
  const shown = dates.slice(0, 3).map(dayMonth).join(', ');
  return dates.length > 3 ? `${shown} and ${dates.length - 3} more` : shown;
}

export function controlReason(b: BrokenControl): Reason {
  const [date] = b.dates as [string];
  const base = { code: b.code, dates: b.dates, nights: b.nights };
  switch (b.code) {
    case 'bookingWindow':
      return {
        ...base,
        message:
          b.side === 'minAdvance'
            ? `Booking window: book at least ${plural(b.nights, 'day')} before arrival (by ${dayMonth(addDays(date, -b.nights))})`
            : `Booking window: bookable from ${plural(b.nights, 'day')} before arrival (from ${dayMonth(addDays(date, -b.nights))})`,
      };
    case 'closedToArrival':
      return { ...base, nights: null, message: `Closed to arrival on ${dayMonth(date)}` };
    case 'closedToDeparture':
      return { ...base, nights: null, message: `Closed to departure on ${dayMonth(date)}` };
    case 'minStayArrival':
      return { ...base, message: `Minimum stay ${plural(b.nights, 'night')} for arrival on ${dayMonth(date)}` };
    case 'minStayThrough':
      return { ...base, message: `Minimum stay ${plural(b.nights, 'night')} through the night of ${dayMonth(date)}` };
    case 'maxStay':
      return { ...base, message: `Maximum stay ${plural(b.nights, 'night')} for arrival on ${dayMonth(date)}` };
    case 'release':
      return { ...base, message: `On request: less than ${plural(b.nights, 'day')} before arrival` };
  }
}

/** The reasons of one room type for one searched room's guests, in §4.7 order. */
export function explainRoomType(hotel: EngineHotel, room: EngineRoom, guests: Guests, ctx: PricingContext): Reason[] {
  const reasons: Reason[] = [];
  const nights = stayNights(ctx.checkIn, ctx.checkOut);
  const fits = roomFits(room, guests.adults, guests.children.length);
  if (!fits) {
    const children = guests.children.length;
    const party = `${plural(guests.adults, 'adult')}${children ? ` and ${plural(children, 'child', 'children')}` : ''}`;
    reasons.push({ code: 'occupancy', dates: [], nights: null, message: `Does not take ${party}` });
  }
  // No price: a night without a pricing row, a row without a price for these guests, or no meal of the hotel priced every night.
  const rows: (EnginePricingRow | undefined)[] = nights.map((night) => pricingRowFor(room, night));
  let unpriced = nights.filter((_, i) => !rows[i] || (fits && !nightBase(room, rows[i]!, guests)));
  if (unpriced.length === 0) {
    const mealsPrices = offersFor(hotel.offers, 'mealsPrices', room.id, ctx.bookingDate);
    const missing = [...new Set(hotel.mealTypeIds)].map((meal) => nights.filter((night, i) => !mealPricesFor(mealsPrices, rows[i]!.mealTypeId, meal, night)));
    if (missing.length === 0 || missing.every((dates) => dates.length > 0))
      unpriced = missing.length ? missing.reduce((a, b) => (b.length < a.length ? b : a)) : nights;
  }
  if (unpriced.length)
    reasons.push({
      code: 'noPrice',
      dates: unpriced,
      nights: null,
      message: `No price for the ${unpriced.length === 1 ? 'night' : 'nights'} of ${dateList(unpriced)}`,
    });
  const stopSales = offersFor(hotel.offers, 'stopSales', room.id, ctx.bookingDate);
  const stopped = nights.filter((night) => stopSold(stopSales, night));
  if (stopped.length) reasons.push({ code: 'stopSale', dates: stopped, nights: null, message: `Stop sale on ${dateList(stopped)}` });
  // The controls of the rows there are (a night without a row has no controls).
  if (rows.every(Boolean)) {
    const broken: BrokenControl[] = [];
    stayVerdict(room, rows as EnginePricingRow[], ctx.checkIn, ctx.checkOut, ctx.bookingDate, broken);
    reasons.push(...broken.map(controlReason));
  }
  const soldOut = nights.filter((night) => {
    const allotment = room.allotment[night];
    return allotment !== undefined && allotment.rooms - allotment.sold <= 0;
  });
  if (soldOut.length) reasons.push({ code: 'soldOut', dates: soldOut, nights: null, message: `On request: sold out on ${dateList(soldOut)}` });
  return reasons;
}

/** True when none of the reasons refuses the option (only on-request ones, or none). */
export const offeredDespite = (reasons: readonly Reason[]) => reasons.every((r) => ON_REQUEST_CODES.includes(r.code));

/**
 * Every room type of the hotel that gives a searched room no option or only options on request,
 * with its reasons, per searched room (in the order of `rooms`, then the hotel's room order).
 * `offered` names, per searched room, the room types that have an option (the search's answer);
 * those without a reason are left out.
 */
export function explainRooms(hotel: EngineHotel, rooms: readonly SearchRoom[], ctx: PricingContext): { roomIndex: number; explanation: RoomTypeExplanation }[] {
  const found: { roomIndex: number; explanation: RoomTypeExplanation }[] = [];
  rooms.forEach((searched, roomIndex) => {
    const guests = classifyGuests(hotel, searched);
    for (const room of hotel.rooms) {
      const reasons = explainRoomType(hotel, room, guests, ctx);
      if (reasons.length === 0) continue;
      found.push({ roomIndex, explanation: { roomId: room.id, roomName: room.name, onRequest: offeredDespite(reasons), reasons } });
    }
  });
  return found;
}

/**
 * A hotel's summary (§4.7): the distinct reasons of the room types that are not offered for the
 * searched rooms that got no option, the most frequent first (then in the rule's order).
 */
export function hotelReasons(explained: readonly { roomIndex: number; explanation: RoomTypeExplanation }[], unserved: ReadonlySet<number>): Reason[] {
  const counts = new Map<string, { reason: Reason; count: number }>();
  for (const { roomIndex, explanation } of explained) {
    if (!unserved.has(roomIndex) || explanation.onRequest) continue;
    for (const reason of explanation.reasons) {
      const known = counts.get(reason.message);
      if (known) known.count++;
      else counts.set(reason.message, { reason, count: 1 });
    }
  }
  const order = (code: NotOfferedCode) => ORDER.indexOf(code);
  return [...counts.values()].sort((a, b) => b.count - a.count || order(a.reason.code) - order(b.reason.code)).map((c) => c.reason);
}
const ORDER: NotOfferedCode[] = [
  'occupancy',
  'noPrice',
  'stopSale',
  'bookingWindow',
  'closedToArrival',
  'closedToDeparture',
  'minStayArrival',
  'minStayThrough',
  'maxStay',
  'release',
  'soldOut',
  'flightFull',
];

/** True when every searched room gets an option of the hotel for this stay (either price path). */
export function hotelOffered(hotel: EngineHotel, rooms: readonly SearchRoom[], ctx: PricingContext): boolean {
  const quick = quickPrices(hotel, rooms, ctx);
  const lists = quick ?? priceHotel(hotel, rooms, { ...ctx, withBreakdown: false });
  return lists.every((options) => options.length > 0);
}

/** How far from the asked arrival a suggestion may move (§4.7: 1 ... 7 days later and earlier). */
export const SUGGESTION_DAYS = 7;

/**
 * The nearest stay for which the hotel is offered (§4.7): the same arrival with the nights the
 * controls ask, then arrivals 1, 2, ... 7 days later and earlier (later first), each with the
 * nights the controls ask of it (the asked nights raised to its minimum stays, lowered to its
 * maximum; every room type's ask is tried, nearest the asked nights first). Never an arrival
 * before today. Null when none within 7 days works.
 */
export function suggestStay(hotel: EngineHotel, rooms: readonly SearchRoom[], ctx: PricingContext): { startDate: string; endDate: string } | null {
  const nights = dayNumber(ctx.checkOut) - dayNumber(ctx.checkIn);
  const arrivals = [ctx.checkIn];
  for (let d = 1; d <= SUGGESTION_DAYS; d++) arrivals.push(addDays(ctx.checkIn, d), addDays(ctx.checkIn, -d));
  for (const arrival of arrivals) {
    if (arrival < ctx.bookingDate) continue;
    const asked = new Set<number>([nights]);
    for (const room of hotel.rooms) {
      const n = askedNights(room, arrival, nights);
      if (n !== null) asked.add(n);
    }
    const tries = [...asked].sort((a, b) => Math.abs(a - nights) - Math.abs(b - nights) || a - b);
    for (const n of tries) {
      if (arrival === ctx.checkIn && n === nights) continue; // the stay asked, known not offered
      const checkOut = addDays(arrival, n);
      if (hotelOffered(hotel, rooms, { ...ctx, checkIn: arrival, checkOut })) return { startDate: arrival, endDate: checkOut };
    }
  }
  return null;
}
