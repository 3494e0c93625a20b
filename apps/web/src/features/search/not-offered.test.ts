import { searchAnswerSchema } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { reasonsShown, roomTypesOf, searchOnStay, stayDays } from './not-offered';
import {
  ACROPOLIS,
  ACROPOLIS_ROOM_TYPES,
  AEGEAN,
  ATHENS,
  CLOSED_ARRIVAL,
  hotelSearchAnswer,
  MIN_STAY,
  NO_PRICE,
  PLAKA,
  STOP_SALE,
} from './not-offered-fixture';

/*
 * Why not offered (issue 33): the reasons a hotel or room type shows, the suggested stay's days, the
 * search a suggested stay runs (as the search form runs a search with new dates), and which room
 * types of a searched room the room step lists or explains beside their options.
 */

describe('the fixtures', () => {
  it('are answers of the contract', () => {
    expect(() =>
      searchAnswerSchema.parse(hotelSearchAnswer([ACROPOLIS], { notOfferedCount: 2, notOffered: [AEGEAN, PLAKA], roomTypesNotOffered: ACROPOLIS_ROOM_TYPES })),
    ).not.toThrow();
  });
});

describe('the reasons shown', () => {
  it('are the first three, most frequent first as the server orders them, and how many more', () => {
    expect(reasonsShown(AEGEAN.reasons)).toEqual({ shown: [MIN_STAY, CLOSED_ARRIVAL, STOP_SALE], more: 1 });
    expect(reasonsShown([NO_PRICE])).toEqual({ shown: [NO_PRICE], more: 0 });
    expect(reasonsShown([])).toEqual({ shown: [], more: 0 });
  });

  it('write a suggested stay as its two days, DD.MM', () => {
    expect(stayDays({ startDate: '2027-03-11', endDate: '2027-03-14' })).toBe('11.03–14.03');
    expect(stayDays({ startDate: '2027-12-30', endDate: '2028-01-02' })).toBe('30.12–02.01');
  });
});

describe('a suggested stay', () => {
  it('runs the same search on its dates, as a new search from the form: the nights follow, page, order and filters go', () => {
    const { state, search } = searchOnStay({ ...ATHENS, step: 'chooseRoom', hotelId: 40, options: 'o1~h' }, AEGEAN.suggestion!);
    expect(search).toEqual({
      searchMode: 'hotel',
      toId: 12,
      toName: 'Athens',
      nationalityId: 3,
      startDate: '2027-03-13',
      endDate: '2027-03-17',
      nights: 4,
      rooms: JSON.stringify({ room1: { adults: 2, children: 0, childrenAges: [] } }),
      filters: '{}',
    });
    // The form's draft of the Hotels tab, as the form saves it on Search.
    expect(state).toMatchObject({ searchMode: 'hotel', toId: 12, toName: 'Athens', startDate: '2027-03-13', endDate: '2027-03-17', nights: 4 });
  });

  it('keeps a package its airports and add-ons', () => {
    const pkg = {
      ...ATHENS,
      searchMode: 'package' as const,
      fromAirportId: 1,
      fromAirportName: 'Lisbon (LIS)',
      toAirportId: 2,
      toAirportName: 'Athens (ATH)',
      transfer: true,
      visa: true,
      visasCount: 1,
    };
    const { search } = searchOnStay(pkg, { startDate: '2027-03-10', endDate: '2027-03-13' }, { transferSearch: true, visaSearch: true, visaSearchCount: true });
    expect(search).toMatchObject({
      searchMode: 'package',
      fromAirportId: 1,
      fromAirportName: 'Lisbon (LIS)',
      toId: 12,
      toAirportId: 2,
      toAirportName: 'Athens (ATH)',
      startDate: '2027-03-10',
      endDate: '2027-03-13',
      nights: 3,
      transfer: true,
      visa: true,
      visasCount: 1,
    });
    // Without the visa count on the form, visas are for every passenger, as the form sends them.
    expect(searchOnStay(pkg, AEGEAN.suggestion!, { transferSearch: true, visaSearch: true }).search).toMatchObject({ visa: true, visasCount: 2 });
  });
});

describe('the room types a room step explains', () => {
  it('lists those of its searched room not offered; one on request goes beside its on-request option', () => {
    const { beside, listed } = roomTypesOf(ACROPOLIS_ROOM_TYPES, 'room1', ACROPOLIS.rooms[0]!.options);
    expect(listed.map((r) => r.roomType.title)).toEqual(['Junior Suite', 'Single']);
    expect([...beside.keys()]).toEqual([302]);
    expect(roomTypesOf(ACROPOLIS_ROOM_TYPES, 'room2', []).listed.map((r) => r.roomType.title)).toEqual(['Quadruple']);
  });

  it('lists a room type on request when none of its options is on request, and nothing without the field', () => {
    const available = ACROPOLIS.rooms[0]!.options.map((o) => ({ ...o, availability: 'available' as const }));
    expect(roomTypesOf(ACROPOLIS_ROOM_TYPES, 'room1', available).listed.map((r) => r.roomType.title)).toEqual(['Junior Suite', 'Family room', 'Single']);
    expect(roomTypesOf(undefined, 'room1', available)).toEqual({ beside: new Map(), listed: [] });
  });
});
