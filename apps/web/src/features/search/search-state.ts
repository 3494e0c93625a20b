import { DEFAULT_ROOM, type SearchMode, type SearchRoomInput } from '@travel/contracts';

/** What the search form holds; saved in localStorage and restored (storefront spec §3). */
export type SearchState = {
  searchMode: SearchMode;
  toId: number | null;
  toName: string;
  nationalityId: number | null;
  startDate: string | null;
  endDate: string | null;
  rooms: SearchRoomInput[];
};

const KEY = 'traveldesk.lastSearch';

export const emptySearch = (): SearchState => ({
  searchMode: 'hotel',
  toId: null,
  toName: '',
  nationalityId: null,
  startDate: null,
  endDate: null,
  rooms: [{ ...DEFAULT_ROOM }],
});

/** The last search of this browser; `today` is the agency's (lib/agency-day). */
export function loadLastSearch(today: string): SearchState {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SearchState | null;
    if (!saved) return emptySearch();
    // An older save may lack fields (rooms): the defaults fill them, a past stay's too.
    const restored = { ...emptySearch(), ...saved };
    // A saved stay in the past is of no use: keep the destination and guests, drop the dates.
    if (restored.startDate && restored.startDate < today) return { ...restored, startDate: null, endDate: null };
    return restored;
  } catch {
    return emptySearch();
  }
}

export const saveLastSearch = (state: SearchState) => localStorage.setItem(KEY, JSON.stringify(state));

/** The results page's query string: flattened ids and names, rooms and filters as JSON text. */
export function searchParamsOf(state: SearchState, filters: object = {}) {
  return {
    searchMode: state.searchMode,
    toId: state.toId ?? undefined,
    toName: state.toName,
    nationalityId: state.nationalityId ?? undefined,
    startDate: state.startDate ?? undefined,
    endDate: state.endDate ?? undefined,
    rooms: JSON.stringify(Object.fromEntries(state.rooms.map((r, i) => [`room${i + 1}`, r]))),
    filters: JSON.stringify(filters),
  };
}

/** Changing the child count resizes the age list; new ages default to 0 (spec §5). */
export function withChildren(room: SearchRoomInput, children: number): SearchRoomInput {
  const ages = room.childrenAges.slice(0, children);
  while (ages.length < children) ages.push(0);
  return { ...room, children, childrenAges: ages };
}
