import { type BookedFlightExtra, type BookedFlightSegment, type BookingItemOf, FLIGHT_EXTRA_TYPES, SEGMENT_KEYS } from '@travel/contracts';
import type { TFunction } from 'i18next';

/**
 * What the booking page's flight card shows (account spec §2 Flight card, §3 Booking item
 * segments; domain-rules §5.1 extras and item total), worked out apart from the card so the
 * words, the order and the sums are unit-tested without a browser.
 */

/** A flight item booked through the storefront carries its segments; a hand-added one does not. */
export const hasSegments = (item: Pick<BookingItemOf<'flight'>, 'segments'>): item is { segments: BookedFlightSegment[] } => !!item.segments?.length;

/** 'Nonstop', '1 stop (Madrid)', '2 stops (Madrid, Rome)': the stops of a segment in words. */
export function stopsText(t: TFunction, stopsNames: string[]) {
  if (stopsNames.length === 0) return t('bookings.flight.nonstop');
  return t('bookings.flight.stops', { count: stopsNames.length, names: stopsNames.join(', ') });
}

/** 'LIS → CDG' */
export const routeOf = (segment: Pick<BookedFlightSegment, 'origin' | 'destination'>) => `${segment.origin.code} → ${segment.destination.code}`;

/** The card's title when the item has no name of its own: 'LIS → CDG · CDG → LIS'. */
export const flightTitle = (segments: BookedFlightSegment[]) => segments.map(routeOf).join(' · ');

/**
 * Where an extra applies: the segment for baggage ('Outbound · LIS → CDG'), the leg for meals
 * and seats ('Outbound · TA401 LIS → CDG'), as the extras steps named them.
 */
export function extraPlace(t: TFunction, segments: BookedFlightSegment[], extra: Pick<BookedFlightExtra, 'segmentKey' | 'legKey'>) {
  const segment = segments.find((s) => s.segmentKey === extra.segmentKey);
  const direction = t(`bookings.flight.segmentKeys.${extra.segmentKey}`);
  if (!segment) return direction;
  const leg = extra.legKey ? segment.legs.find((l) => l.legKey === extra.legKey) : undefined;
  return `${direction} · ${leg ? `${leg.flightNumber} ${leg.origin} → ${leg.destination}` : routeOf(segment)}`;
}

const rank = <T extends string>(list: readonly T[], value: T) => {
  const at = list.indexOf(value);
  return at < 0 ? list.length : at;
};
const legNumber = (legKey: string | null) => Number(legKey?.split('-')[1] ?? 0);

/**
 * The extras grouped by passenger, in the item's passenger order (then any passenger the item
 * does not list), each passenger's as the trip runs: outbound before return, the segment's
 * baggage first, then leg by leg its meal and its seat.
 */
export function extrasByPassenger(item: Pick<BookingItemOf<'flight'>, 'passengerIds' | 'extras'>): { passengerId: string; extras: BookedFlightExtra[] }[] {
  const extras = item.extras ?? [];
  const ids = [...item.passengerIds, ...extras.map((e) => e.passengerId).filter((id) => !item.passengerIds.includes(id))];
  const order = (a: BookedFlightExtra, b: BookedFlightExtra) =>
    rank(SEGMENT_KEYS, a.segmentKey) - rank(SEGMENT_KEYS, b.segmentKey) ||
    legNumber(a.legKey) - legNumber(b.legKey) ||
    rank(FLIGHT_EXTRA_TYPES, a.type) - rank(FLIGHT_EXTRA_TYPES, b.type);
  return [...new Set(ids)]
    .map((passengerId) => ({ passengerId, extras: extras.filter((e) => e.passengerId === passengerId).sort(order) }))
    .filter((group) => group.extras.length > 0);
}
