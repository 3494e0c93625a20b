// @vitest-environment happy-dom
import { chooseFare, chooseFlight, finishExtrasStep, goBack, setFlightExtras, stepIndexOf, stepKey, wizardSteps } from '@travel/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../../lib/url-search';
import { clearExtras, EXTRAS_PREFIX, extrasKey, loadExtras, saveExtras, type StoredExtras } from './flight-extras-store';
import type { FlightExtrasChoices } from './flight-wizard';
import { resultsSearchSchema, type SearchParams } from './results-search';
import { emptySearch, searchParamsOf } from './search-state';
import { extrasEntry, readFares, readFlight, readWizard, searchOnly, type UrlWizard, wizardParams, writeFares, writeFlight } from './wizard-url';

/*
 * The flight wizard in the URL (storefront spec §4 points 2, 3, 5): `flight=<id>~<hash>` and
 * `fares=<fareId>,…` in the address bar, the extras of the flight item in session storage; a
 * reload resumes where the agent was, never past a choice that is missing.
 */

const flightSearch = {
  ...emptySearch(),
  searchMode: 'flight' as const,
  flightType: 'round' as const,
  fromAirportId: 1,
  fromAirportName: 'Lisbon (LIS)',
  toAirportId: 2,
  toAirportName: 'Paris (CDG)',
  nationalityId: 3,
  startDate: '2027-06-10',
  endDate: '2027-06-17',
  rooms: [{ adults: 2, children: 2, childrenAges: [5, 1] }],
};
/** What the address bar holds after a move, read back as a reload would. */
const reload = (params: SearchParams) => resultsSearchSchema.parse(parseSearch(stringifySearch(params)));
const search = reload(searchParamsOf(flightSearch));
const round = wizardSteps('flight', { rooms: 1, segments: 2 });
const at = (key: string) => stepIndexOf(round, key);
const hash = 'eyJmIjo3fQ.sig-7_x';
const bag: FlightExtrasChoices = {
  baggage: [{ passengerId: 'passenger1', segmentKey: 'outbound', id: '31', price: '35.00' }],
  meals: [],
  seats: [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '3A', price: '12.00' }],
};

/** A move as the results page makes it: the URL part, and the extras stored beside it. */
function move(state: UrlWizard) {
  const entry = extrasEntry(state);
  if (entry) saveExtras(entry.key, entry.stored);
  return reload({ ...search, ...wizardParams(state, round) });
}

afterEach(() => sessionStorage.clear());

describe('the flight search in the URL (storefront spec §3)', () => {
  it('carries the mode, type, airports with their names, dates and one room of passengers', () => {
    expect(search).toEqual({
      searchMode: 'flight',
      flightType: 'round',
      fromAirportId: 1,
      fromAirportName: 'Lisbon (LIS)',
      toAirportId: 2,
      toAirportName: 'Paris (CDG)',
      nationalityId: 3,
      startDate: '2027-06-10',
      endDate: '2027-06-17',
      nights: 7,
      rooms: '{"room1":{"adults":2,"children":2,"childrenAges":[5,1]}}',
    });
  });

  it('a one-way search has no end date; an unknown flight type falls back to none', () => {
    expect(reload(searchParamsOf({ ...flightSearch, flightType: 'oneway' }))).not.toHaveProperty('endDate');
    expect(reload(searchParamsOf({ ...flightSearch, flightType: 'oneway' }))).not.toHaveProperty('nights');
    expect(resultsSearchSchema.parse({ searchMode: 'flight', flightType: 'sideways' }).flightType).toBeUndefined();
  });

  it('sends GET search the search without the wizard’s place', () => {
    expect(searchOnly({ ...search, step: 'flightMeal', flight: `7~${hash}`, fares: '11,22' })).toEqual(search);
  });
});

describe('flight and fares in the URL', () => {
  it('reads and writes the flight and the fares chosen so far (a prefix, in segment order)', () => {
    expect(readFlight(writeFlight({ id: 7, hash }) ?? '')).toEqual({ id: 7, hash });
    expect(readFlight('x~abc')).toBeNull();
    expect(readFlight('7')).toBeNull();
    expect(writeFares([11, null])).toBe('11');
    expect(writeFares([null, 22])).toBeUndefined();
    expect(readFares('11,22', 2)).toEqual([11, 22]);
    expect(readFares('11,x', 2)).toEqual([11, null]);
    expect(readFares('11,22,33', 1)).toEqual([11]);
  });

  it('round-trips the walk through the address bar and resumes each step after a reload', () => {
    let state = readWizard(search, round);
    expect(state).toMatchObject({ step: 0, flight: null });
    state = chooseFlight(state, round, { id: 7, hash });
    let url = move(state);
    expect(url).toMatchObject({ step: 'chooseFlightFare-1', flight: `7~${hash}` });
    expect(readWizard(url, round)).toEqual(state);
    state = chooseFare(readWizard(url, round), round, 0, 11);
    url = move(state);
    expect(url).toMatchObject({ step: 'chooseFlightFare-2', fares: '11' });
    state = chooseFare(readWizard(url, round), round, 1, 22);
    url = move(state);
    expect(url).toMatchObject({ step: 'flightBaggage', fares: '11,22' });
    state = finishExtrasStep(setFlightExtras(readWizard(url, round), bag), round);
    url = move(state);
    expect(url.step).toBe('flightMeal');
    const read = readWizard(url, round);
    expect(read).toEqual(state);
    expect(read.flight?.extras).toEqual(bag);
  });

  it('a URL past what was chosen resumes at the first step missing its choice', () => {
    expect(stepKey(round[readWizard({ ...search, step: 'passengerDetails', flight: `7~${hash}`, fares: '11' }, round).step]!)).toBe('chooseFlightFare-2');
    expect(readWizard({ ...search, step: 'flightSeat', fares: '11,22' }, round)).toMatchObject({ step: 0, flight: null });
  });

  it('extras lost with the tab (a URL opened elsewhere) resume at baggage, never past it', () => {
    const url = { ...search, step: 'flightSeat', flight: `7~${hash}`, fares: '11,22' };
    expect(stepKey(round[readWizard(url, round).step]!)).toBe('flightBaggage');
    // With the tab's stored extras the same URL resumes at the seats, with the choices.
    saveExtras(extrasKey(hash, [11, 22]), { done: ['flightBaggage', 'flightMeal'], extras: bag });
    expect(readWizard(url, round)).toMatchObject({ step: at('flightSeat'), flight: { extras: bag } });
    // Other fares are another flight item: nothing of it applies.
    expect(readWizard({ ...url, fares: '11,23' }, round).flight).toMatchObject({ extrasDone: [], extras: null });
  });

  it('going back to baggage stores no extras; back to a fare step leaves no flight item to store', () => {
    let state = readWizard(search, round);
    state = finishExtrasStep(
      finishExtrasStep(setFlightExtras(chooseFare(chooseFare(chooseFlight(state, round, { id: 7, hash }), round, 0, 11), round, 1, 22), bag), round),
      round,
    );
    move(state);
    const baggage = goBack(state, round, at('flightBaggage'));
    const url = move(baggage);
    expect(readWizard(url, round)).toMatchObject({ step: at('flightBaggage'), flight: { fares: [11, 22], extrasDone: [], extras: null } });
    const fare = goBack(state, round, at('chooseFlightFare-2'));
    expect(extrasEntry(fare)).toBeNull();
    expect(reload({ ...search, ...wizardParams(fare, round) })).toMatchObject({ step: 'chooseFlightFare-1', flight: `7~${hash}` });
    expect(reload({ ...search, ...wizardParams(fare, round) }).fares).toBeUndefined();
  });
});

describe('the stored extras', () => {
  it('keep one flight item at a time, refuse what is not readable, and go once booked', () => {
    const stored: StoredExtras = { done: ['flightBaggage'], extras: bag };
    saveExtras(extrasKey('a', [1]), stored);
    saveExtras(extrasKey('b', [2]), stored);
    expect(loadExtras(extrasKey('a', [1]))).toBeNull();
    expect(loadExtras(extrasKey('b', [2]))).toEqual(stored);
    sessionStorage.setItem(`${EXTRAS_PREFIX}bad`, '{"done":["nap"],"extras":null}');
    expect(loadExtras(`${EXTRAS_PREFIX}bad`)).toBeNull();
    sessionStorage.setItem('traveldesk.other', 'kept');
    clearExtras();
    expect(loadExtras(extrasKey('b', [2]))).toBeNull();
    expect(sessionStorage.getItem('traveldesk.other')).toBe('kept');
  });
});
