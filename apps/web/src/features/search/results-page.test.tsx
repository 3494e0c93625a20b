// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { globalSettingsQuery } from '../../lib/reference';
import { renderScreen } from '../../test/render';
import { ATHENS, hotelSearchAnswer } from './not-offered-fixture';
import { ResultsPage } from './results-page';
import type { SearchParams } from './results-search';

/*
 * The results page is a shell (issue 28): a step's view names the wizard parts it reads and is
 * handed those only, with the core and one `moves` of the core's and those parts' moves. The
 * registry is replaced by views that record what they were handed.
 */

const recorded = vi.hoisted(() => ({ props: [] as Record<string, unknown>[] }));
vi.mock('./steps/registry', () => {
  const PARTS: Record<string, string[]> = { chooseHotel: ['stay'], chooseFlight: ['flight'], passengerDetails: ['stay', 'flight', 'addOns'] };
  const Recorder = (props: Record<string, unknown>) => {
    recorded.props.push(props);
    return null;
  };
  return { stepView: (id: string) => ({ component: Recorder, parts: PARTS[id] ?? [], aside: 'none' }) };
});

const SETTINGS = {
  modules: { packageSearch: true, flightSearch: true, transferSearch: true, visaSearch: true, searchBar: true },
  searchMaxRooms: 3,
  defaultCurrency: { code: 'EUR' },
  today: '2027-01-10',
  timeZone: 'UTC',
};

async function handed(params: SearchParams) {
  recorded.props = [];
  await renderScreen(<ResultsPage params={params} />, {
    answer: (call) => (call.path === '/search' ? [200, hotelSearchAnswer([])] : undefined),
    queryData: [[globalSettingsQuery.queryKey, SETTINGS]],
  });
  return recorded.props.at(-1)!;
}

describe('the results page hands a step the parts its view names', () => {
  it("a hotel list gets the stay part and the stay's moves, nothing of a flight or the add-ons", async () => {
    const props = await handed(ATHENS);
    expect(Object.keys(props).sort()).toEqual(['moves', 'onModifySearch', 'params', 'search', 'state', 'stay', 'step', 'steps']);
    expect(Object.keys(props.stay as object).sort()).toEqual(['chosen', 'hotel', 'onModal', 'results']);
    expect(Object.keys(props.moves as object).sort()).toEqual(['backTo', 'chooseHotel', 'chooseRoom', 'setOrder', 'setPage']);
    expect((props.step as { id: string }).id).toBe('chooseHotel');
  });

  it("a flight list gets the flight part and the flight's moves only", async () => {
    const flight: SearchParams = {
      searchMode: 'flight',
      fromAirportId: 1,
      toAirportId: 2,
      flightType: 'round',
      startDate: '2027-03-12',
      endDate: '2027-03-15',
      rooms: '{"room1":{"adults":1,"children":0,"childrenAges":[]}}',
    };
    const props = await handed(flight);
    expect((props.step as { id: string }).id).toBe('chooseFlight');
    expect(props).toHaveProperty('flight');
    expect(props).not.toHaveProperty('stay');
    expect(props).not.toHaveProperty('addOns');
    expect(Object.keys(props.flight as object).sort()).toEqual(['answer', 'choice', 'details', 'fares', 'item']);
    expect(Object.keys(props.moves as object).sort()).toEqual(['backTo', 'chooseFare', 'chooseFlight', 'finishExtras', 'setExtras']);
  });
});
