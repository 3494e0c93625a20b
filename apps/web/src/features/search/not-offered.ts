// Types only from the contracts' stay-restrictions module: its zod schemas would bring zod into the
// results page's first JavaScript. Its `dayMonth` (DD.MM) is flight-nearest's, the same function.
import type { NotOfferedReason, RoomTypeNotOffered, StaySuggestion } from '@travel/contracts';
import { dayMonth } from './flight-nearest';
import type { SearchParams } from './results-search';
import { stateOf } from './results-state';
import { type AddOnModules, draftOf, type SearchState, searchParamsOf, withAddOns, withDates } from './search-state';

/*
 * Why an option is not offered (issue 33; domain-rules §4.6, §4.7), as the results page and the
 * hotel's room step show it: a hotel's or room type's first reasons, the stay suggested instead, and
 * the search that stay runs. Pure, so it is tested alone.
 */

/** How many reasons a hotel or room type shows: its most frequent first, as the server orders them. */
export const REASONS_SHOWN = 3;

/** The reasons shown and how many more there are. */
export function reasonsShown(reasons: NotOfferedReason[], max = REASONS_SHOWN): { shown: NotOfferedReason[]; more: number } {
  return { shown: reasons.slice(0, max), more: Math.max(0, reasons.length - max) };
}

/** A suggested stay's days as the button writes them: '11.03–14.03'. */
export const stayDays = (stay: StaySuggestion) => `${dayMonth(stay.startDate)}–${dayMonth(stay.endDate)}`;

/**
 * The results page's search with a suggested stay's dates: what the search form does when the agent
 * picks those dates and searches. The form's draft of the search's tab (destination, nationality,
 * rooms, add-ons kept; nights following the dates) and the results page's URL it sends, from the
 * first step, without the page, order and filters of the search before (a new search).
 */
export function searchOnStay(
  params: SearchParams,
  stay: StaySuggestion,
  modules?: AddOnModules,
): { state: SearchState; search: ReturnType<typeof searchParamsOf> } {
  const state = draftOf(withDates(stateOf(params), stay.startDate, stay.endDate));
  // The add-ons as the modules allow them, as the form sends them (the URL's as they are while the settings load).
  return { state, search: searchParamsOf(modules ? withAddOns(state, modules) : state) };
}

/**
 * The room types of one searched room (its `roomKey`: room1 ...) the room step explains. A room type
 * offered only on request whose options are listed says why beside them (`beside`, by room type id);
 * the others (not offered, or on request without an option shown) go in the quiet list under the
 * options (`listed`), in the server's order.
 */
export function roomTypesOf(
  list: RoomTypeNotOffered[] | undefined,
  roomKey: string,
  options: { roomType: { id: number }; availability: 'available' | 'onrequest' }[],
): { beside: Map<number, RoomTypeNotOffered>; listed: RoomTypeNotOffered[] } {
  const onRequestTypes = new Set(options.filter((o) => o.availability === 'onrequest').map((o) => o.roomType.id));
  const beside = new Map<number, RoomTypeNotOffered>();
  const listed: RoomTypeNotOffered[] = [];
  for (const entry of list ?? []) {
    if (entry.roomKey !== roomKey) continue;
    if (entry.onRequest && onRequestTypes.has(entry.roomType.id) && !beside.has(entry.roomType.id)) beside.set(entry.roomType.id, entry);
    else listed.push(entry);
  }
  return { beside, listed };
}
