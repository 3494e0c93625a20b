import { lastSeatRow, legTimes, sellableSeats, type SeatMapInput } from '@travel/contracts';

/**
 * The schedule rules of a flight (domain-rules §5.1), pure: which days a segment flies, how long
 * it takes from first departure to last arrival, where it stops, how many seats it sells.
 */

type Schedule = { weekdays: number[]; validFrom: string; validTo: string };
type TimedLeg = { departureTime: string; dayOffset: number; durationMinutes: number };

/** ISO weekday of a YYYY-MM-DD date: 1 Monday .. 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A segment flies on `date` when the date is inside its validity and one of its weekdays. */
export const fliesOn = (segment: Schedule, date: string) => date >= segment.validFrom && date <= segment.validTo && segment.weekdays.includes(isoWeekday(date));

/** `flightTimeWithStops`: minutes from the first leg's departure to the last leg's arrival, stops included. */
export function flightTimeWithStops(legs: TimedLeg[]): number {
  if (legs.length === 0) return 0;
  return legTimes(legs.at(-1)!).arrival - legTimes(legs[0]!).departure;
}

/** `stopsNames`: the airports where one leg ends and the next begins. */
export const stopsNames = (legs: { toAirportId: number }[], nameOf: (id: number) => string) => legs.slice(0, -1).map((leg) => nameOf(leg.toAirportId));

/** Seats for sale per departure: the segment's own number, else its first leg's sellable seats. */
export function effectiveSeatCapacity(seatCapacity: number | null, legs: { seatMap: SeatMapInput | null }[]): number {
  if (seatCapacity !== null) return seatCapacity;
  const map = legs[0]?.seatMap;
  return map ? sellableSeats(map) : 0;
}

/** Why a seat ('12C') is not for sale on a leg's map: no map or off it ('off'), blocked, or null when it is sold normally. */
export function seatOffSale(map: Pick<SeatMapInput, 'rowsCount' | 'seatsNumbers' | 'blockedSeats'> | null | undefined, seat: string): 'off' | 'blocked' | null {
  const row = Number(seat.slice(0, -1));
  if (!map || row < 1 || row > lastSeatRow(map.rowsCount) || !map.seatsNumbers.includes(seat.slice(-1))) return 'off';
  return map.blockedSeats.includes(seat) ? 'blocked' : null;
}
