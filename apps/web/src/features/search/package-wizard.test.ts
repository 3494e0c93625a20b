import { bookingCreateRequestSchema, wizardSteps } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { type BookingInput, bookingRequest } from './booking-request';
import { LIGHT_BACK, LIGHT_OUT, worked } from './flight-fixture';
import { flightChoiceOf, flightItemOf } from './flight-wizard';
import { packageFlightSearch, packageFromOf, packageSummaryTotal, transferDetailsOfFlight } from './package-wizard';
import { emptySearch, formProblem, problemField, type SearchState, searchParamsOf } from './search-state';
import type { SearchHotel } from './api';

/*
 * The package wizard's models (storefront spec §2-§5, domain-rules §5.4 and the §10 package
 * example): the search it sends, the flight search of its Choose Flight step, the transfer's
 * details from the flight, the running total and the one booking it makes.
 */

/** §9's party: 2 adults and a child of 5, one room; §9's dates. */
const party = { adults: 2, children: 1, childrenAges: [5] };
const packageSearch: SearchState = {
  ...emptySearch(),
  searchMode: 'package',
  fromAirportId: 1,
  fromAirportName: 'Lisbon (LIS)',
  toId: 9,
  toName: 'Paris',
  toAirportId: 2,
  toAirportName: 'Paris (CDG)',
  nationalityId: 3,
  startDate: '2027-06-28',
  endDate: '2027-07-03',
  rooms: [party],
  transfer: true,
};

describe('the package search (storefront spec §2, §5)', () => {
  it('sends the hotel search with both airports and the transfer', () => {
    expect(searchParamsOf(packageSearch)).toMatchObject({
      searchMode: 'package',
      fromAirportId: 1,
      toId: 9,
      toName: 'Paris',
      toAirportId: 2,
      toAirportName: 'Paris (CDG)',
      startDate: '2027-06-28',
      endDate: '2027-07-03',
      rooms: JSON.stringify({ room1: party }),
      transfer: true,
    });
  });

  it('names the refused field with the sentences of §5', () => {
    const cases: [Partial<SearchState>, string, string][] = [
      [{ fromAirportId: null }, 'Origin airport is required!', 'fromAirport'],
      [{ toAirportId: null }, 'Destination airport is required!', 'toAirport'],
      [{ toId: null }, 'Destination is required!', 'destination'],
      [{ endDate: '2027-08-05' }, 'Nights can`t be more than 30.', 'dates'],
      [{ rooms: [{ adults: 1, children: 2, childrenAges: [1, 0] }] }, 'Infants should not be more than adults.', 'guests'],
      [
        {
          rooms: [
            { adults: 3, children: 0, childrenAges: [] },
            { adults: 3, children: 0, childrenAges: [] },
            { adults: 2, children: 2, childrenAges: [4, 6] },
          ],
        },
        'Maximum number of passengers should not be more than 9.',
        'guests',
      ],
    ];
    for (const [change, sentence, field] of cases) {
      const problem = formProblem({ ...packageSearch, ...change });
      expect(problem).toBe(sentence);
      expect(problemField(problem)).toBe(field);
    }
    expect(formProblem(packageSearch)).toBeNull();
  });

  it('its Choose Flight step searches the round trip for the whole party', () => {
    const params = { ...searchParamsOf({ ...packageSearch, rooms: [party, { adults: 1, children: 0, childrenAges: [] }] }) };
    expect(packageFlightSearch(params)).toEqual({
      searchMode: 'flight',
      flightType: 'round',
      fromAirportId: 1,
      toAirportId: 2,
      nationalityId: 3,
      startDate: '2027-06-28',
      endDate: '2027-07-03',
      rooms: JSON.stringify({ room1: party, room2: { adults: 1, children: 0, childrenAges: [] } }),
    });
  });

  it('walks hotel, rooms, flight, fares, extras, transfer, visa, passengers (account spec §4)', () => {
    expect(wizardSteps('package', { rooms: 2, transfer: true, visa: true, segments: 2 }).map((s) => s.id)).toEqual([
      'chooseHotel',
      'chooseRoom',
      'chooseRoom',
      'chooseFlight',
      'chooseFlightFare',
      'chooseFlightFare',
      'flightBaggage',
      'flightMeal',
      'flightSeat',
      'chooseTransfer',
      'chooseVisa',
      'passengerDetails',
      'complete',
    ]);
  });
});

describe('the package "from" price and the running total (domain-rules §5.4, §10)', () => {
  it('reads a hotel card’s package price; none outside package mode', () => {
    const hotel = { id: 1, price: '643.50', currency: 'EUR', priceOnRequest: false } as unknown as SearchHotel;
    expect(packageFromOf(hotel)).toBeNull();
    const packaged = {
      ...hotel,
      packageFrom: { price: '1138.50', hotelPrice: '643.50', flightPrice: '495.00', flightId: 7, currency: 'EUR', priceOnRequest: false, label: 'x' },
    } as unknown as SearchHotel;
    expect(packageFromOf(packaged)).toEqual({ price: '1138.50', currency: 'EUR', priceOnRequest: false });
  });

  it('adds the room, the flight item and the transfer: 643.50 + 165.00 × 3 + 110.00 = 1,248.50', () => {
    expect(packageSummaryTotal(['643.50'], null, [])).toBe('643.50');
    expect(packageSummaryTotal(['643.50'], { price: '165.00', count: 3, extras: '0.00' }, [])).toBe('1138.50');
    expect(packageSummaryTotal(['643.50'], { price: '165.00', count: 3, extras: '0.00' }, [{ price: '110.00', count: 1 }])).toBe('1248.50');
    // Extras and visas count too (visas 80 × 2 + 45).
    expect(
      packageSummaryTotal(['643.50'], { price: '165.00', count: 3, extras: '82.00' }, [
        { price: '110.00', count: 1 },
        { price: '80.00', count: 2 },
        { price: '45.00', count: 1 },
      ]),
    ).toBe('1535.50');
  });

  it('the flight item of the wizard feeds the same total (Light both ways, §10 flight party)', () => {
    const item = flightItemOf(worked, [LIGHT_OUT, LIGHT_BACK], null)!;
    expect(packageSummaryTotal(['643.50'], item, [{ price: '110.00', count: 1 }])).toBe('1268.50');
  });
});

describe('the transfer meets the chosen flight', () => {
  it('fills the arrival from the outbound leg landing and the departure from the return leg', () => {
    expect(transferDetailsOfFlight(worked)).toEqual({
      arrivalFlightNumber: 'TA401',
      arrivalTime: '11:50',
      departureFlightNumber: 'TA402',
      departureTime: '12:30',
    });
    expect(transferDetailsOfFlight({ segments: [] })).toBeNull();
  });
});

describe('the package booking (one booking, shared passengers)', () => {
  const slots: BookingInput['slots'] = [
    { id: 'passenger1', room: 0, ageType: 'adult', age: null },
    { id: 'passenger2', room: 0, ageType: 'adult', age: null },
    { id: 'passenger3', room: 0, ageType: 'child', age: 5 },
  ];
  const values = {
    passenger1: { title: 'Mr', firstName: 'Rui', lastName: 'Costa', birthDate: '1980-02-03' },
    passenger2: { title: 'Mrs', firstName: 'Ana', lastName: 'Costa', birthDate: '1982-05-06' },
    passenger3: { title: 'Mr', firstName: 'Tiago', lastName: 'Costa', birthDate: '2022-01-10' },
  };
  const choice = flightChoiceOf(worked, [LIGHT_OUT, LIGHT_BACK])!;
  const details = { arrivalFlightNumber: 'TA401', arrivalTime: '11:50' };
  const request = bookingRequest({
    slots,
    values,
    comment: '',
    agent: null,
    requests: [],
    search: packageSearch,
    items: { kind: 'package', hashes: ['h-room'], flight: { hash: worked.hash, choice, extras: null }, transfer: { hash: 'h-van', details }, visas: [] },
  });

  it('holds the hotel, the flight and the transfer, each with every passenger', () => {
    const everyone = ['passenger1', 'passenger2', 'passenger3'];
    expect(request.booking).toEqual({
      bookingItems: [
        { productType: 'hotel', hash: 'h-room', passengerIds: everyone },
        { productType: 'flight', hash: worked.hash, passengerIds: everyone },
        { productType: 'transfer', hash: 'h-van', passengerIds: everyone, transferDetails: details },
      ],
      passengersByRoom: [everyone],
    });
    expect(request).toMatchObject({
      flight: choice,
      flightBaggageList: [],
      flightMealsList: [],
      flightSeatsList: [],
      searchParams: { startDate: '2027-06-28', endDate: '2027-07-03', toId: 9 },
    });
  });

  it('is what the server’s contract accepts', () => {
    const parsed = bookingCreateRequestSchema('2026-06-01').safeParse(request);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.booking.bookingItems.map((i) => i.productType)).toEqual(['hotel', 'flight', 'transfer']);
  });
});

describe('a flight with a transfer (storefront spec §2)', () => {
  const flightSearch: SearchState = {
    ...emptySearch(),
    searchMode: 'flight',
    flightType: 'round',
    fromAirportId: 1,
    toAirportId: 2,
    nationalityId: 3,
    startDate: '2027-06-10',
    endDate: '2027-06-17',
    rooms: [party],
    transfer: true,
  };

  it('asks the hotel the transfer drives to, on its field', () => {
    expect(formProblem(flightSearch)).toBe('Hotel is required!');
    expect(problemField('Hotel is required!')).toBe('hotel');
    expect(formProblem({ ...flightSearch, transferHotelId: 5, transferHotelName: 'Paris Vendôme' })).toBeNull();
    expect(searchParamsOf({ ...flightSearch, transferHotelId: 5, transferHotelName: 'Paris Vendôme' })).toMatchObject({
      searchMode: 'flight',
      transfer: true,
      transferHotelId: 5,
      transferHotelName: 'Paris Vendôme',
    });
  });

  it('walks flight, fares, extras, Transfer, passengers', () => {
    expect(wizardSteps('flight', { rooms: 1, transfer: true, segments: 2 }).map((s) => s.id)).toEqual([
      'chooseFlight',
      'chooseFlightFare',
      'chooseFlightFare',
      'flightBaggage',
      'flightMeal',
      'flightSeat',
      'chooseTransfer',
      'passengerDetails',
      'complete',
    ]);
  });

  it('books the flight and the transfer for every passenger', () => {
    const choice = flightChoiceOf(worked, [LIGHT_OUT, LIGHT_BACK])!;
    const slots: BookingInput['slots'] = [
      { id: 'passenger1', room: 0, ageType: 'adult', age: null },
      { id: 'passenger2', room: 0, ageType: 'adult', age: null },
    ];
    const request = bookingRequest({
      slots,
      values: {},
      comment: '',
      agent: null,
      requests: [],
      search: flightSearch,
      items: {
        kind: 'flight',
        hash: worked.hash,
        choice,
        extras: null,
        transfer: { hash: 'h-van', details: { arrivalFlightNumber: 'TA401', arrivalTime: '11:50' } },
      },
    });
    expect(request.booking.bookingItems).toEqual([
      { productType: 'flight', hash: worked.hash, passengerIds: ['passenger1', 'passenger2'] },
      {
        productType: 'transfer',
        hash: 'h-van',
        passengerIds: ['passenger1', 'passenger2'],
        transferDetails: { arrivalFlightNumber: 'TA401', arrivalTime: '11:50' },
      },
    ]);
  });
});
