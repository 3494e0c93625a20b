// @vitest-environment happy-dom
import { chooseExcursions, chooseHotel, chooseRoom, goBack, stepKey, wizardSteps } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../../lib/url-search';
import { clearDraft, DRAFT_PREFIX, draftKey, loadDraft, saveDraft } from './passenger-draft';
import { resultsSearchSchema, type SearchParams } from './results-search';
import { STEP_VIEWS, stepView } from './steps/registry';
import { readOptions, readWizard, searchOnly, wizardParams, writeOptions } from './wizard-url';

const search: SearchParams = {
  searchMode: 'hotel',
  toId: 12,
  toName: 'Porto',
  nationalityId: 3,
  startDate: '2026-07-01',
  endDate: '2026-07-04',
  rooms: '{"room1":{"adults":2,"children":0,"childrenAges":[]},"room2":{"adults":1,"children":0,"childrenAges":[]}}',
  filters: '{}',
};
const steps = wizardSteps('hotel', { rooms: 2 });
const a = { id: '5-1', hash: 'eyJhIjoxfQ.mac-_A' };
const b = { id: '5-2', hash: 'eyJiIjoyfQ.mac_-B' };
/** What the address bar holds after a move, read back as a reload would. */
const reload = (params: SearchParams) => resultsSearchSchema.parse(parseSearch(stringifySearch(params)));

describe('the wizard in the URL (storefront spec §4)', () => {
  it('round-trips step, hotel and options through the address bar', () => {
    let state = readWizard(search, steps);
    expect(state).toMatchObject({ step: 0, hotelId: null, rooms: [null, null] });
    state = chooseRoom(chooseHotel(state, steps, 9), steps, 0, a);
    const url = reload({ ...search, ...wizardParams(state, steps) });
    expect(url).toMatchObject({ step: 'chooseRoom-2', hotelId: 9 });
    expect(readWizard(url, steps)).toEqual(state);
    state = chooseRoom(readWizard(url, steps), steps, 1, b);
    expect(readWizard(reload({ ...search, ...wizardParams(state, steps) }), steps)).toMatchObject({ step: 2 + 1, hotelId: 9, rooms: [a, b] });
  });

  it('the first step leaves the wizard out of the URL; the search sent to GET search never carries it', () => {
    const back = goBack(readWizard({ ...search, step: 'passengerDetails', hotelId: 9, options: writeOptions([a, b]) }, steps), steps, 0);
    expect(wizardParams(back, steps)).toEqual({ step: undefined, hotelId: undefined, options: undefined, flight: undefined, fares: undefined });
    expect(searchOnly({ ...search, step: 'chooseRoom-1', hotelId: 9, options: 'x~y' })).toEqual(search);
  });

  it('a URL asking for a later step than its choices allow resumes at the first open step', () => {
    expect(readWizard({ ...search, step: 'passengerDetails', hotelId: 9, options: writeOptions([a]) }, steps)).toMatchObject({ step: 2, rooms: [a, null] });
    expect(readWizard({ ...search, step: 'chooseRoom-2', options: writeOptions([a]) }, steps)).toMatchObject({ step: 0, hotelId: null, rooms: [null, null] });
    expect(readWizard({ ...search, step: 'complete!', hotelId: 9 }, steps).step).toBe(1);
  });

  it('options are a prefix of the rooms: a hand-edited gap or extra stops the reading', () => {
    expect(readOptions('5-1~h1,broken,5-3~h3', 3)).toEqual([{ id: '5-1', hash: 'h1' }, null, null]);
    expect(readOptions('5-1~h1,5-2~h2,5-3~h3', 2)).toHaveLength(2);
    expect(writeOptions([a, null])).toBe(`${a.id}~${a.hash}`);
  });

  it('keeps the excursions chosen (issue 28) through a reload, out of the search itself', () => {
    const withTours = wizardSteps('hotel', { rooms: 2, excursions: true });
    const asked = { ...search, excursions: true };
    let state = chooseRoom(chooseRoom(chooseHotel(readWizard(asked, withTours), withTours, 9), withTours, 0, a), withTours, 1, b);
    expect(stepKey(withTours[state.step]!)).toBe('chooseExcursions');
    state = chooseExcursions(state, withTours, '4@2026-07-02');
    const url = reload({ ...asked, ...wizardParams(state, withTours) });
    expect(url).toMatchObject({ excursions: true, tours: '4@2026-07-02', step: 'passengerDetails' });
    expect(readWizard(url, withTours)).toMatchObject({ tours: '4@2026-07-02', step: withTours.findIndex((s) => s.id === 'passengerDetails') });
    expect(searchOnly(url)).not.toHaveProperty('tours');
    // A search without the step ignores a pasted `tours`.
    expect(readWizard({ ...search, tours: '4@2026-07-02' }, steps).tours).toBeNull();
  });
});

describe('the web step registry', () => {
  it('has a view for every step a hotel search walks but the closing one', () => {
    for (const step of wizardSteps('hotel', { rooms: 3, transfer: true, visa: true, excursions: true }).filter((s) => s.id !== 'complete'))
      expect(stepView(step.id), stepKey(step)).not.toBeNull();
    expect(stepView('chooseHotel')!.aside).toBe('filters');
    expect(stepView('chooseRoom')!.aside).toBe('summary');
    expect(Object.keys(STEP_VIEWS).sort()).toEqual([
      'chooseExcursions',
      'chooseFlight',
      'chooseFlightFare',
      'chooseHotel',
      'chooseRoom',
      'chooseTransfer',
      'chooseVisa',
      'flightBaggage',
      'flightMeal',
      'flightSeat',
      'passengerDetails',
    ]);
    for (const step of wizardSteps('hotel', { rooms: 2, transfer: true, visa: true }).filter((s) => s.id !== 'complete'))
      expect(stepView(step.id), stepKey(step)).not.toBeNull();
    // The Transfer and Visa steps show the booking summary beside them (its running total).
    expect(stepView('chooseTransfer')!.aside).toBe('summary');
    expect(stepView('chooseVisa')!.aside).toBe('summary');
  });

  it('has a view for every step a flight search walks but the closing one; the flight list takes the full width', () => {
    for (const step of wizardSteps('flight', { rooms: 1, segments: 2 }).filter((s) => s.id !== 'complete'))
      expect(stepView(step.id), stepKey(step)).not.toBeNull();
    expect(stepView('chooseFlight')!.aside).toBe('none');
    expect(stepView('chooseFlightFare')!.aside).toBe('summary');
    expect(stepView('flightBaggage')!.component).toBe(stepView('flightSeat')!.component);
  });
});

describe('the passenger draft (session storage per search)', () => {
  it('survives a reload of the same search, differs per search and is cleared after booking', () => {
    const key = draftKey({ ...search, step: 'passengerDetails', hotelId: 9, page: 2 });
    expect(key).toBe(draftKey(search));
    expect(key).not.toBe(draftKey({ ...search, startDate: '2026-07-02' }));
    saveDraft(key, { values: { passenger1: { firstName: 'Ana' } }, comment: 'late', agent: null, requests: ['nonSmoking'] });
    expect(loadDraft(key)).toEqual({ values: { passenger1: { firstName: 'Ana' } }, comment: 'late', agent: null, requests: ['nonSmoking'] });
    clearDraft(key);
    expect(loadDraft(key)).toEqual({ values: {}, comment: '', agent: null, requests: [] });
    sessionStorage.setItem(`${DRAFT_PREFIX}bad`, '{not json');
    expect(loadDraft(`${DRAFT_PREFIX}bad`).values).toEqual({});
  });
});
