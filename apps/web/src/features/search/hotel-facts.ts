import type { SearchHotel, SearchOption } from './api';

/**
 * What a hotel card shows agents decide by (issue 18 point 5): each searched room's cheapest
 * option (the first: a room's options come cheapest first, and the hotel's price adds them up),
 * and the free-cancellation date of that combination.
 */
export const cheapestOptions = (hotel: Pick<SearchHotel, 'rooms'>): SearchOption[] => hotel.rooms.flatMap((room) => (room.options[0] ? [room.options[0]] : []));

/**
 * Until when the whole combination cancels free: the earliest of its options' dates (YYYY-MM-DD);
 * null when any of them has none (a room that already costs to cancel) or there is no option.
 */
export function freeCancellationOf(options: readonly Pick<SearchOption, 'freeCancellationUntil'>[]): string | null {
  if (!options.length || options.some((o) => !o.freeCancellationUntil)) return null;
  return options.map((o) => o.freeCancellationUntil!).reduce((a, b) => (b < a ? b : a));
}

/** The hotel's address and place, each once: "Paris · Paris" and an address that already names its city say it once. */
export function placeLine(address: string | null | undefined, place: string | null | undefined): string {
  const a = address?.trim() ?? '';
  const p = place?.trim() ?? '';
  if (!p || a.toLocaleLowerCase().includes(p.toLocaleLowerCase())) return a;
  return a ? `${a} · ${p}` : p;
}
