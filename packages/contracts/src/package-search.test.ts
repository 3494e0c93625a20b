import { describe, expect, it } from 'vitest';
import { PACKAGE_FROM_LABEL, packageFromPrice, packageTotal } from './package-search';
import { SEARCH_MESSAGES, searchProblem, type SearchFormValues } from './search';
import {
  chooseFare,
  chooseFlight,
  chooseHotel,
  chooseRoom,
  chooseTransfer,
  chooseVisas,
  finishExtrasStep,
  goBack,
  startWizard,
  stepKey,
  wizardSteps,
} from './wizard';

/** The package of domain-rules §5.4 / §10: its total, its "from" price, its search sentences and its wizard. */
describe('package total (domain-rules §5.4, §10)', () => {
  it('§10: hotel 643.50 + flight 165.00 x 3 + Van 110.00 = 1,248.50', () => {
    expect(
      packageTotal([
        { price: '643.50', count: 1 },
        { price: '165.00', count: 3 },
        { price: '110.00', count: 1 },
      ]),
    ).toBe('1248.50');
  });
  it('adds a flight item`s extras and the visas; exact cents', () => {
    // Light both ways with a bag and a seat (82.00 of extras), two adult visas and a child's.
    expect(
      packageTotal([
        { price: '643.50', count: 1 },
        { price: '165.00', count: 3, extrasTotal: '82.00' },
        { price: '80.00', count: 2 },
        { price: '45.00', count: 1 },
      ]),
    ).toBe('1425.50');
    expect(
      packageTotal([
        { price: '0.10', count: 3 },
        { price: '0.20', count: 1 },
      ]),
    ).toBe('0.50');
    expect(packageTotal([])).toBe('0.00');
  });
  it('null when an amount or a count is not one', () => {
    expect(packageTotal([{ price: 'abc', count: 1 }])).toBeNull();
    expect(packageTotal([{ price: '1.00', count: 1.5 }])).toBeNull();
    expect(packageTotal([{ price: '1.005', count: 1 }])).toBeNull();
  });
  it('the "from" price: the hotel`s cheapest + the cheapest flight for the whole party, labelled', () => {
    expect(packageFromPrice('643.50', '495.00')).toBe('1138.50');
    expect(packageFromPrice('x', '495.00')).toBeNull();
    expect(PACKAGE_FROM_LABEL).toBe('Package from (hotel + flight, whole party)');
  });
});

describe('package search sentences (storefront spec §5)', () => {
  const base: SearchFormValues = {
    searchMode: 'package',
    toId: 1,
    fromAirportId: 2,
    toAirportId: 3,
    nationalityId: 4,
    startDate: '2027-06-28',
    endDate: '2027-07-03',
    rooms: [{ adults: 2, children: 1, childrenAges: [5] }],
  };
  it('a complete package search may run', () => expect(searchProblem(base)).toBeNull());
  it('names the first problem in the spec`s order', () => {
    expect(searchProblem({ ...base, toId: null })).toBe(SEARCH_MESSAGES.destination);
    expect(searchProblem({ ...base, fromAirportId: null })).toBe('Origin airport is required!');
    expect(searchProblem({ ...base, toAirportId: null })).toBe('Destination airport is required!');
    expect(searchProblem({ ...base, rooms: [{ adults: 1, children: 2, childrenAges: [1, 0] }] })).toBe('Infants should not be more than adults.');
    // Infants of every room count against the adults of every room.
    expect(
      searchProblem({
        ...base,
        rooms: [
          { adults: 2, children: 0, childrenAges: [] },
          { adults: 1, children: 2, childrenAges: [1, 1] },
        ],
      }),
    ).toBeNull();
    expect(
      searchProblem({
        ...base,
        rooms: [
          { adults: 4, children: 2, childrenAges: [5, 6] },
          { adults: 3, children: 1, childrenAges: [7] },
        ],
      }),
    ).toBe('Maximum number of passengers should not be more than 9.');
    expect(
      searchProblem({
        ...base,
        rooms: [
          { adults: 4, children: 1, childrenAges: [5] },
          { adults: 3, children: 1, childrenAges: [7] },
        ],
      }),
    ).toBeNull();
    expect(searchProblem({ ...base, endDate: '2027-08-03' })).toBe(SEARCH_MESSAGES.nights);
  });
});

describe('package wizard (storefront spec §4 points 1, 3-5; account spec §4)', () => {
  const full = wizardSteps('package', { rooms: 2, transfer: true, visa: true, segments: 2 });
  it('starts at chooseHotel: hotel, rooms one at a time, flight, fares per segment, extras, transfer, visa, passengers', () => {
    expect(full.map(stepKey)).toEqual([
      'chooseHotel',
      'chooseRoom-1',
      'chooseRoom-2',
      'chooseFlight',
      'chooseFlightFare-1',
      'chooseFlightFare-2',
      'flightBaggage',
      'flightMeal',
      'flightSeat',
      'chooseTransfer',
      'chooseVisa',
      'passengerDetails',
      'complete',
    ]);
  });
  it('transfer and visa only when the search asks them', () => {
    expect(wizardSteps('package', { rooms: 1, segments: 2 }).map(stepKey)).toEqual([
      'chooseHotel',
      'chooseRoom-1',
      'chooseFlight',
      'chooseFlightFare-1',
      'chooseFlightFare-2',
      'flightBaggage',
      'flightMeal',
      'flightSeat',
      'passengerDetails',
      'complete',
    ]);
    expect(wizardSteps('package', { rooms: 1, transfer: true, segments: 2 }).map(stepKey)).toContain('chooseTransfer');
    expect(wizardSteps('package', { rooms: 1, transfer: true, segments: 2 }).map(stepKey)).not.toContain('chooseVisa');
    expect(wizardSteps('package', { rooms: 1, visa: true, segments: 2 }).map(stepKey)).toEqual(expect.arrayContaining(['chooseVisa']));
  });

  /** Walks the whole package: both rooms, the flight, both fares, the three extras steps, the transfer and the visas. */
  function walked() {
    let s = startWizard<string, string, string, string>(2);
    expect(stepKey(full[s.step]!)).toBe('chooseHotel');
    s = chooseHotel(s, full, 7);
    expect(stepKey(full[s.step]!)).toBe('chooseRoom-1');
    s = chooseRoom(s, full, 0, 'double');
    expect(stepKey(full[s.step]!)).toBe('chooseRoom-2');
    s = chooseRoom(s, full, 1, 'twin');
    expect(stepKey(full[s.step]!)).toBe('chooseFlight');
    s = chooseFlight(s, full, { id: 3, hash: 'f1.x' });
    expect(stepKey(full[s.step]!)).toBe('chooseFlightFare-1');
    s = chooseFare(s, full, 0, 11);
    expect(stepKey(full[s.step]!)).toBe('chooseFlightFare-2');
    s = chooseFare(s, full, 1, 11);
    for (const id of ['flightBaggage', 'flightMeal', 'flightSeat']) {
      expect(stepKey(full[s.step]!)).toBe(id);
      s = finishExtrasStep(s, full);
    }
    expect(stepKey(full[s.step]!)).toBe('chooseTransfer');
    s = chooseTransfer(s, full, 'van');
    expect(stepKey(full[s.step]!)).toBe('chooseVisa');
    s = chooseVisas(s, full, 'schengen');
    expect(stepKey(full[s.step]!)).toBe('passengerDetails');
    return s;
  }
  it('walks hotel → rooms → flight → fares → extras → transfer → visa → passengers', () => {
    expect(walked()).toMatchObject({
      hotelId: 7,
      rooms: ['double', 'twin'],
      flight: { id: 3, fares: [11, 11], extrasDone: ['flightBaggage', 'flightMeal', 'flightSeat'] },
      transfer: 'van',
      visa: 'schengen',
    });
  });
  it('back to the hotel step clears the hotel, flight, transfer and visa items (§4 point 5)', () => {
    const back = goBack(walked(), full, 0);
    expect(back).toMatchObject({ step: 0, hotelId: null, rooms: [null, null], flight: null, transfer: null, visa: null });
  });
  it('back to a room step keeps the earlier rooms and clears that room and everything after it', () => {
    const back = goBack(
      walked(),
      full,
      full.findIndex((s) => stepKey(s) === 'chooseRoom-2'),
    );
    expect(back).toMatchObject({ hotelId: 7, rooms: ['double', null], flight: null, transfer: null, visa: null });
  });
  it('back to Choose Flight clears the flight item (and the transfer and visas chosen after it); the stay stays', () => {
    const back = goBack(
      walked(),
      full,
      full.findIndex((s) => s.id === 'chooseFlight'),
    );
    expect(back).toMatchObject({ hotelId: 7, rooms: ['double', 'twin'], flight: null, transfer: null, visa: null });
    expect(stepKey(full[back.step]!)).toBe('chooseFlight');
  });
  it('back to a fare step starts the fares again at the first segment, clears the extras; the flight and the stay stay', () => {
    const back = goBack(
      walked(),
      full,
      full.findIndex((s) => stepKey(s) === 'chooseFlightFare-2'),
    );
    expect(stepKey(full[back.step]!)).toBe('chooseFlightFare-1');
    expect(back).toMatchObject({
      hotelId: 7,
      rooms: ['double', 'twin'],
      flight: { id: 3, fares: [null, null], extrasDone: [], extras: null },
      transfer: null,
      visa: null,
    });
  });
  it('back to the transfer keeps the flight and clears the transfer and visas', () => {
    const back = goBack(
      walked(),
      full,
      full.findIndex((s) => s.id === 'chooseTransfer'),
    );
    expect(back).toMatchObject({ flight: { id: 3, fares: [11, 11] }, transfer: null, visa: null });
  });
});
