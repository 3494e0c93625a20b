import { bookingCreateRequestSchema } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { type BookingInput, bookingRequest, chosenFlight, chosenItems } from './booking-request';
import { LIGHT_OUT, PLUS_BACK, worked } from './flight-fixture';
import { flightChoiceOf } from './flight-wizard';
import { emptySearch } from './search-state';

/*
 * The booking the wizard sends (account spec §3 Booking parameters), checked against the
 * contract the server parses it with.
 */

const slots: BookingInput['slots'] = [
  { id: 'passenger1', room: 0, ageType: 'adult', age: null },
  { id: 'passenger2', room: 0, ageType: 'adult', age: null },
  { id: 'passenger3', room: 0, ageType: 'child', age: 5 },
  { id: 'passenger4', room: 0, ageType: 'infant', age: 1 },
];
const values = {
  passenger1: { title: 'Mr', firstName: 'Rui', lastName: 'Costa', birthDate: '1980-02-03' },
  passenger2: { title: 'Mrs', firstName: 'Ana', lastName: 'Costa', birthDate: '1982-05-06' },
  passenger3: { title: 'Mr', firstName: 'Tiago', lastName: 'Costa', birthDate: '2022-01-10' },
  passenger4: { title: 'Mrs', firstName: 'Inês', lastName: 'Costa', birthDate: '2026-03-01' },
};
const flightSearch = {
  ...emptySearch(),
  searchMode: 'flight' as const,
  flightType: 'round' as const,
  startDate: '2027-06-10',
  endDate: '2027-06-17',
  rooms: [{ adults: 2, children: 2, childrenAges: [5, 1] }],
};
const extras = {
  baggage: [{ passengerId: 'passenger1', segmentKey: 'outbound' as const, id: '31', price: '35.00' }],
  meals: [{ passengerId: 'passenger1', legKey: 'return-1', id: '5', price: '0' }],
  seats: [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '3A', price: '12.00' }],
};

describe('the flight booking (account spec §3)', () => {
  const choice = flightChoiceOf(worked, [LIGHT_OUT, PLUS_BACK])!;
  const request = bookingRequest({
    slots,
    values,
    comment: '',
    agent: null,
    requests: [],
    search: flightSearch,
    items: { kind: 'flight', hash: worked.hash, choice, extras },
  });

  it('books one flight item for every passenger, with the fares, the extras as shown and the dates', () => {
    expect(request.booking).toEqual({
      bookingItems: [{ productType: 'flight', hash: worked.hash, passengerIds: ['passenger1', 'passenger2', 'passenger3', 'passenger4'] }],
      passengersByRoom: [['passenger1', 'passenger2', 'passenger3', 'passenger4']],
    });
    expect(request).toMatchObject({
      flight: choice,
      flightBaggageList: extras.baggage,
      flightMealsList: extras.meals,
      flightSeatsList: extras.seats,
      searchParams: { startDate: '2027-06-10', endDate: '2027-06-17' },
    });
  });

  it('is what the server’s contract accepts', () => {
    const parsed = bookingCreateRequestSchema('2026-06-01').safeParse(request);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.flight?.segments.map((s) => s.fareId)).toEqual([LIGHT_OUT, PLUS_BACK]);
    expect(parsed.data?.flightSeatsList[0]).toMatchObject({ id: '3A', price: '12.00' });
  });

  it('a one-way flight ends the day it starts; no extras chosen sends empty lists', () => {
    const oneWay = bookingRequest({
      slots,
      values,
      comment: '',
      agent: null,
      requests: [],
      search: { ...flightSearch, flightType: 'oneway', endDate: null },
      items: { kind: 'flight', hash: 'h', choice, extras: null },
    });
    expect(oneWay.searchParams).toEqual({ startDate: '2027-06-10', endDate: '2027-06-10' });
    expect(oneWay).toMatchObject({ flightBaggageList: [], flightMealsList: [], flightSeatsList: [] });
  });
});

describe('the hotel booking', () => {
  it('books a room option per searched room with its guests', () => {
    const twoRooms = {
      ...emptySearch(),
      toId: 4,
      startDate: '2027-06-10',
      endDate: '2027-06-12',
      rooms: [
        { adults: 2, children: 0, childrenAges: [] },
        { adults: 1, children: 1, childrenAges: [5] },
      ],
    };
    const hotelSlots = slots.map((s, i) => ({ ...s, room: i < 2 ? 0 : 1 })).slice(0, 3);
    const request = bookingRequest({
      slots: hotelSlots,
      values,
      comment: 'late',
      agent: null,
      requests: ['7'],
      search: twoRooms,
      items: { kind: 'hotel', hashes: ['h1', 'h2'] },
    });
    expect(request.booking.bookingItems).toEqual([
      { productType: 'hotel', hash: 'h1', passengerIds: ['passenger1', 'passenger2'] },
      { productType: 'hotel', hash: 'h2', passengerIds: ['passenger3'] },
    ]);
    expect(request).toMatchObject({
      fields: { comment: 'late', additionalRequests: { 7: 1 } },
      searchParams: { startDate: '2027-06-10', endDate: '2027-06-12', toId: 4 },
    });
    expect(request).not.toHaveProperty('flight');
  });

  it('books each excursion for every passenger on its day, as the server contract accepts it (issue 28)', () => {
    const stay = { ...emptySearch(), toId: 4, startDate: '2027-06-10', endDate: '2027-06-17', rooms: [{ adults: 2, children: 2, childrenAges: [5, 1] }] };
    const request = bookingRequest({
      slots,
      values,
      comment: '',
      agent: null,
      requests: [],
      search: stay,
      items: { kind: 'hotel', hashes: ['h1'], tours: [{ hash: 't4', date: '2027-06-12' }] },
    });
    const everyone = ['passenger1', 'passenger2', 'passenger3', 'passenger4'];
    expect(request.booking.bookingItems).toEqual([
      { productType: 'hotel', hash: 'h1', passengerIds: everyone },
      { productType: 'tour', hash: 't4', passengerIds: everyone, tourDate: '2027-06-12' },
    ]);
    expect(bookingCreateRequestSchema('2027-01-01').safeParse(request).success).toBe(true);
  });
});

describe('the chosen items POST search/passenger-fields is told (issue 29)', () => {
  it('names each product with its hash: rooms, the flight, the transfer, the visas', () => {
    const transfer = { hash: 't.hash', details: { arrivalFlightNumber: 'TA1', arrivalTime: '10:00' } };
    const visas = [{ productType: 'visa' as const, hash: 'v.hash', passengerIds: ['passenger1'], price: '80.00', count: 1 }];
    expect(chosenItems({ kind: 'hotel', hashes: ['h1', 'h2'], transfer, visas })).toEqual([
      { productType: 'hotel', hash: 'h1' },
      { productType: 'hotel', hash: 'h2' },
      { productType: 'transfer', hash: 't.hash' },
      { productType: 'visa', hash: 'v.hash', passengerIds: ['passenger1'] },
    ]);
    expect(chosenItems({ kind: 'package', hashes: ['h1'], flight: { hash: 'f.hash', choice: { segments: [] }, extras: null } })).toEqual([
      { productType: 'hotel', hash: 'h1' },
      { productType: 'flight', hash: 'f.hash' },
    ]);
    expect(chosenItems({ kind: 'flight', hash: 'f.hash', choice: { segments: [] }, extras: null, visas })).toEqual([
      { productType: 'flight', hash: 'f.hash' },
      { productType: 'visa', hash: 'v.hash', passengerIds: ['passenger1'] },
    ]);
    expect(chosenFlight({ kind: 'flight', hash: 'f.hash', choice: { segments: [] }, extras: null })).toEqual({ segments: [] });
    expect(chosenFlight({ kind: 'hotel', hashes: ['h1'] })).toBeUndefined();
  });

  it('names each excursion with its day, which prices it and dates its free cancellation (issue 28)', () => {
    expect(chosenItems({ kind: 'hotel', hashes: ['h1'], tours: [{ hash: 'tr.hash', date: '2027-06-12' }] })).toEqual([
      { productType: 'hotel', hash: 'h1' },
      { productType: 'tour', hash: 'tr.hash', tourDate: '2027-06-12' },
    ]);
  });
});
