// @vitest-environment happy-dom
import { type Step, wizardSteps } from '@travel/contracts';
import { act, type ReactNode, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { globalSettingsQuery } from '../../../lib/reference';
import i18n from '../../../lib/i18n';
import { renderScreen, type Sent, tick } from '../../../test/render';
import type { SearchQueryParams, SearchResult } from '../api';
import { searchEn } from '../en';
import { ACROPOLIS, ACROPOLIS_ROOM_TYPES, AEGEAN, ATHENS, hotelSearchAnswer, PLAKA } from '../not-offered-fixture';
import { resultsEn, wizardEn } from '../results-en';
import type { SearchParams } from '../results-search';
import { stateOf } from '../results-state';
import { readWizard, searchOnly } from '../wizard-url';
import { ChooseHotelStep } from './choose-hotel';
import { ChooseRoomStep } from './choose-room';
import type { StepProps } from './step-props';

/*
 * Every option not offered says why (issue 33). Under the hotel list, the destination's hotels not
 * offered for the stay are folded: the fold names how many, asks the same search explained
 * (`explain=1`) only once opened, lists each hotel's reasons and the stay nearby that works, which
 * runs the search again on its dates. The hotel's room step lists its room types not offered with
 * their reasons, says why an option is on request, and explains a hotel not offered at all.
 */

i18n.addResourceBundle('en', 'translation', { search: searchEn, results: resultsEn, wizard: wizardEn }, true, true);

const navigate = vi.fn();
// The router itself stays (test/render.tsx shows the steps in one); only where it goes is the test's.
vi.mock('@tanstack/react-router', async (original) => ({ ...(await original<typeof import('@tanstack/react-router')>()), useNavigate: () => navigate }));

/** The explained answer: the page's hotel, and the two hotels not offered. */
const EXPLAINED = hotelSearchAnswer([ACROPOLIS], { notOfferedCount: 2, notOffered: [AEGEAN, PLAKA] });
/** Every call the steps made (each answered with EXPLAINED). */
let asked: Sent[] = [];

let host: HTMLElement;
/** Shows another element in place of the screen's (set once the screen is up). */
let show: ((element: ReactNode) => void) | undefined;
beforeEach(() => {
  asked = [];
  show = undefined;
  navigate.mockClear();
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal('scrollTo', vi.fn());
});

const noMove = () => {};
/** The moves of a hotel step (the core's and the stay part's). */
const MOVES: StepProps<'stay'>['moves'] = {
  chooseHotel: noMove,
  chooseRoom: noMove,
  backTo: noMove,
  setPage: noMove,
  setOrder: noMove,
};

/** What the results page hands a hotel step for `params` (the query GET search was asked, as the page builds it). */
function propsOf(params: SearchParams, stay: Partial<StepProps<'stay'>['stay']>): StepProps<'stay'> {
  const steps: Step[] = wizardSteps('hotel', { rooms: 1, transfer: false, visa: false });
  const state = readWizard(params, steps, () => null);
  const query: SearchQueryParams = { ...searchOnly(params), currency: 'EUR' };
  return {
    params,
    search: stateOf(params),
    steps,
    step: steps[state.step]!,
    state,
    stay: { results: { isLoading: false, query }, hotel: { isLoading: false }, chosen: [null], onModal: noMove, ...stay },
    moves: MOVES,
    onModifySearch: noMove,
  };
}

function Screen({ first }: { first: ReactNode }) {
  const [element, setElement] = useState(first);
  show = setElement;
  return element;
}

/** Renders `element`; a second call in the same test re-renders the screen with the new element, props and state kept as React keeps them. */
async function render(element: ReactNode) {
  if (show) {
    const next = show;
    await act(async () => next(element));
    await tick();
    return;
  }
  ({ sent: asked, container: host } = await renderScreen(<Screen first={element} />, {
    answer: () => [200, EXPLAINED],
    queryData: [
      [
        globalSettingsQuery.queryKey,
        {
          modules: { packageSearch: true, flightSearch: true, transferSearch: false, visaSearch: false, searchBar: true },
          searchMaxRooms: 3,
          defaultCurrency: { code: 'EUR' },
          today: '2027-03-01',
          timeZone: 'UTC',
        },
      ],
    ],
  }));
}

const toggle = () => host.querySelector<HTMLButtonElement>('[data-testid="not-offered-toggle"]');
const texts = (selector: string, within: ParentNode = host) => [...within.querySelectorAll(selector)].map((el) => el.textContent);
/** The URL the last navigation went to, as its keys and values. */
const navigatedTo = () => navigate.mock.calls.at(-1)?.[0] as { to: string; search: Record<string, unknown> } | undefined;

describe('the hotels not offered, under the hotel list (issue 33)', () => {
  const results = (answer: SearchResult) => propsOf(ATHENS, { results: { isLoading: false, data: answer, query: { ...searchOnly(ATHENS), currency: 'EUR' } } });

  it('shows how many, folded, after the last hotel; asks nothing until opened', async () => {
    await render(<ChooseHotelStep {...results(hotelSearchAnswer([ACROPOLIS], { notOfferedCount: 2 }))} />);
    const fold = host.querySelector('[data-testid="not-offered"]')!;
    expect(toggle()?.textContent).toBe('2 hotels not available for your dates');
    expect(toggle()?.getAttribute('aria-expanded')).toBe('false');
    // A heading (the fold's button inside it), after the last hotel card.
    expect(toggle()?.closest('h2')).not.toBeNull();
    const cards = host.querySelectorAll('[data-testid="hotel-card"]');
    expect(cards[cards.length - 1]!.compareDocumentPosition(fold) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('says one hotel in the singular, and shows nothing when every hotel is offered', async () => {
    await render(<ChooseHotelStep {...results(hotelSearchAnswer([ACROPOLIS], { notOfferedCount: 1 }))} />);
    expect(toggle()?.textContent).toBe('1 hotel not available for your dates');
    await render(<ChooseHotelStep {...results(hotelSearchAnswer([ACROPOLIS], { notOfferedCount: 0 }))} />);
    expect(toggle()).toBeNull();
  });

  it('opened, asks the same search with explain=1 and lists each hotel with its first reasons and the stay that works', async () => {
    await render(<ChooseHotelStep {...results(hotelSearchAnswer([ACROPOLIS], { notOfferedCount: 2 }))} />);
    await act(async () => toggle()!.click());
    await tick();
    expect(toggle()?.getAttribute('aria-expanded')).toBe('true');
    expect(asked).toHaveLength(1);
    const { url } = asked[0]!;
    expect(url.pathname).toBe('/api/v1/search');
    expect(url.searchParams.get('explain')).toBe('1');
    // The same search otherwise (its filters and order too); the list does not depend on the page.
    expect(Object.fromEntries(url.searchParams)).toEqual({
      searchMode: 'hotel',
      toId: '12',
      toName: 'Athens',
      nationalityId: '3',
      startDate: '2027-03-12',
      endDate: '2027-03-15',
      nights: '3',
      rooms: ATHENS.rooms,
      filters: ATHENS.filters,
      order: 'stars',
      currency: 'EUR',
      explain: '1',
    });

    const hotels = [...host.querySelectorAll('[data-testid="not-offered"] ul > li [data-testid="not-offered-hotel"]')];
    expect(hotels.map((h) => h.querySelector('h3')?.textContent)).toEqual(['Aegean View', 'Plaka Rooms']);
    expect(texts('[data-testid="reasons"] li', hotels[0])).toEqual([
      'Minimum stay 4 nights for arrival on 12.03',
      'No arrival on 12.03',
      'Stop sale on 13.03',
      'and 1 more reason',
    ]);
    expect(hotels[0]!.textContent).toContain('Athens');
    expect(hotels[0]!.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('4 stars');
    expect(texts('[data-testid="stay-suggestion"]', hotels[0])).toEqual(['Available 13.03–17.03']);
    expect(texts('[data-testid="reasons"] li', hotels[1])).toEqual(['Stop sale on 13.03']);
    expect(hotels[1]!.querySelector('[data-testid="stay-suggestion"]')).toBeNull();

    // Folded and opened again: the answer is the query cache's, not asked twice.
    await act(async () => toggle()!.click());
    await act(async () => toggle()!.click());
    await tick();
    expect(asked).toHaveLength(1);
  });

  it('a suggested stay runs the search again on its dates, as the form does: the URL, the last search and the form’s draft', async () => {
    await render(<ChooseHotelStep {...results(hotelSearchAnswer([ACROPOLIS], { notOfferedCount: 2 }))} />);
    await act(async () => toggle()!.click());
    await tick();
    const button = host.querySelector<HTMLButtonElement>('[data-testid="stay-suggestion"]')!;
    expect(button.getAttribute('aria-label')).toBe('Available 13.03–17.03 at Aegean View: search these dates');
    await act(async () => button.click());
    expect(navigatedTo()).toEqual({
      to: '/search',
      search: {
        searchMode: 'hotel',
        toId: 12,
        toName: 'Athens',
        nationalityId: 3,
        startDate: '2027-03-13',
        endDate: '2027-03-17',
        nights: 4,
        rooms: JSON.stringify({ room1: { adults: 2, children: 0, childrenAges: [] } }),
        filters: '{}',
      },
    });
    expect(JSON.parse(localStorage.getItem('traveldesk.lastSearch')!)).toMatchObject({ toId: 12, startDate: '2027-03-13', endDate: '2027-03-17', nights: 4 });
    expect(JSON.parse(sessionStorage.getItem('traveldesk.searchTabs')!)).toMatchObject({
      mode: 'hotel',
      drafts: { hotel: { toId: 12, startDate: '2027-03-13', endDate: '2027-03-17' } },
    });
  });

  it("with no hotel offered, the spec's sentence, the way to change the search, and the fold under them", async () => {
    await render(<ChooseHotelStep {...results(hotelSearchAnswer([], { notOfferedCount: 2 }))} />);
    expect(host.textContent).toContain('Sorry, your reservation can not be performed');
    expect(toggle()?.textContent).toBe('2 hotels not available for your dates');
    expect(texts('button')).toContain('Change the search');
    expect(asked).toEqual([]);
    // Nothing not offered either: the spec's sentence.
    await render(<ChooseHotelStep {...results(hotelSearchAnswer([]))} />);
    expect(host.textContent).toContain('Sorry, your reservation can not be performed');
    expect(toggle()).toBeNull();
  });
});

describe('the hotel’s room step (issue 33)', () => {
  const atHotel: SearchParams = { ...ATHENS, page: undefined, step: 'chooseRoom-1', hotelId: 40 };

  it('lists the room types not offered for this room, quietly under the options, with their reasons', async () => {
    await render(<ChooseRoomStep {...propsOf(atHotel, { hotel: { isLoading: false, data: ACROPOLIS, roomTypesNotOffered: ACROPOLIS_ROOM_TYPES } })} />);
    const section = host.querySelector('[data-testid="room-types-not-offered"]')!;
    expect(section.querySelector('h3')?.textContent).toBe('Not available for your dates');
    const entries = [...section.querySelectorAll('[data-testid="room-type-not-offered"]')];
    expect(entries.every((li) => li.tagName === 'LI')).toBe(true);
    // Room 2's room types are not this room's.
    expect(entries.map((li) => li.querySelector('p')?.textContent)).toEqual(['Junior Suite', 'Single']);
    expect(texts('[data-testid="reasons"] li', entries[0])).toEqual([
      'Minimum stay 4 nights for arrival on 12.03',
      'No arrival on 12.03',
      'Stop sale on 13.03',
      'and 1 more reason',
    ]);
    expect(texts('[data-testid="reasons"] li', entries[1])).toEqual(['The room does not take 2 adults']);
    // The options come first.
    const firstOption = host.querySelector('button[aria-label="Select Double Bed & breakfast"]')!;
    expect(firstOption.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says why an option is on request, beside it', async () => {
    await render(<ChooseRoomStep {...propsOf(atHotel, { hotel: { isLoading: false, data: ACROPOLIS, roomTypesNotOffered: ACROPOLIS_ROOM_TYPES } })} />);
    expect(texts('[data-testid="on-request-why"]')).toEqual(['On request: Release 7 days: booked less than 7 days before arrival']);
    const card = host.querySelector('[data-testid="on-request-why"]')!.closest('.mantine-Card-root')!;
    expect(card.textContent).toContain('Family room');
  });

  it('shows nothing more without room types not offered', async () => {
    await render(<ChooseRoomStep {...propsOf(atHotel, { hotel: { isLoading: false, data: ACROPOLIS } })} />);
    expect(host.querySelector('[data-testid="room-types-not-offered"]')).toBeNull();
    expect(host.querySelector('[data-testid="on-request-why"]')).toBeNull();
  });

  it('a hotel not offered at all: why, and the stay that works, which opens its rooms on those dates', async () => {
    const aegean: SearchParams = { ...atHotel, hotelId: AEGEAN.id };
    await render(<ChooseRoomStep {...propsOf(aegean, { hotel: { isLoading: false, notOffered: AEGEAN, roomTypesNotOffered: [] } })} />);
    const box = host.querySelector('[data-testid="hotel-not-offered"]')!;
    expect(box.querySelector('h2')?.textContent).toBe('Aegean View is not available for your dates');
    expect(texts('[data-testid="reasons"] li', box)).toHaveLength(4);
    await act(async () => host.querySelector<HTMLButtonElement>('[data-testid="stay-suggestion"]')!.click());
    expect(navigatedTo()?.search).toMatchObject({ startDate: '2027-03-13', endDate: '2027-03-17', nights: 4, step: 'chooseRoom-1', hotelId: AEGEAN.id });
    expect(navigatedTo()?.search.options).toBeUndefined();
  });
});
