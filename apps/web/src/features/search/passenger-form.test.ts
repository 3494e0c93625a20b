import { bookingCreateRequestSchema } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { bookingRequest } from './booking-request';
import { EVERY_FIELD, EVERY_FIELD_ANSWER } from './passenger-fixture';
import { fileParts, passengerProblems, passengerWire, refusedField, shownValue } from './passenger-form';
import { emptySearch } from './search-state';

/*
 * Passenger Details drawn from the server's fields (issue 29): what a submit refuses, what the
 * booking JSON and its file parts carry, where a refusal shows. Only the definitions speak.
 */

const slots = EVERY_FIELD_ANSWER.passengers;
const slot = slots[0]!;
const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });
const filled = {
  passenger1: {
    title: 'Ms',
    firstName: 'Ani',
    lastName: 'Petrosyan',
    birthDate: '1983-02-03',
    email: 'ani@example.am',
    phoneNumbers: '+374 10 000000',
    passportNumber: 'AM1234567',
    passportExpiry: '2031-05-01',
    nationality: '12',
    luggageCount: '2',
  },
};
const files = { passenger1: { passport: png('passport.png'), photo: png('photo.png') } };

describe('what a submit refuses (required, maxLength, min and max of the definitions)', () => {
  it('asks every required field, images included, and never the read-only ones', () => {
    const problems = passengerProblems(slots, {}, {});
    expect(Object.keys(problems).sort()).toEqual(
      ['title', 'firstName', 'lastName', 'birthDate', 'email', 'phoneNumbers', 'passportNumber', 'passportExpiry', 'nationality', 'passport', 'photo']
        .map((n) => `passenger1.${n}`)
        .sort(),
    );
    expect(Object.values(problems).every((p) => p.code === 'required')).toBe(true);
  });

  it('is satisfied by a filled card; optional fields may stay empty', () => {
    expect(passengerProblems(slots, { passenger1: { ...filled.passenger1, luggageCount: '' } }, files)).toEqual({});
  });

  it('refuses text past maxLength, dates outside min/max, numbers outside min/max', () => {
    const values = {
      passenger1: { ...filled.passenger1, passportNumber: 'AM12345678', birthDate: '2026-01-01', passportExpiry: '2027-07-01', luggageCount: '4' },
    };
    expect(passengerProblems(slots, values, files)).toEqual({
      'passenger1.passportNumber': { code: 'tooLong', max: 9 },
      'passenger1.birthDate': { code: 'dateRange', min: '1927-07-01', max: '2025-07-01' },
      'passenger1.passportExpiry': { code: 'dateRange', min: '2027-07-02', max: undefined },
      'passenger1.luggageCount': { code: 'numberRange', min: '0', max: '3' },
    });
  });

  it('shows a read-only field as the search said it', () => {
    expect(shownValue(slot, EVERY_FIELD.find((f) => f.name === 'ageType')!, {})).toBe('adult');
  });
});

describe('what the booking carries', () => {
  it("sends the asked fields' values, the country id and numbers as numbers, no image in the JSON", () => {
    const stale = { passenger1: { ...filled.passenger1, address: 'asked by an earlier trip' } };
    expect(passengerWire(slots, stale)).toEqual({
      passenger1: { ...filled.passenger1, ageType: 'adult', nationality: 12, luggageCount: 2 },
    });
  });

  it('sends each image as its multipart part: files[passport][passenger1], files[photo][passenger1]', () => {
    expect(fileParts(slots, files).map(([name, file]) => [name, file.name])).toEqual([
      ['files[passport][passenger1]', 'passport.png'],
      ['files[photo][passenger1]', 'photo.png'],
    ]);
  });

  it('is a booking the server’s contract reads, the extra fields kept as fields', () => {
    const search = {
      ...emptySearch(),
      searchMode: 'flight' as const,
      flightType: 'oneway' as const,
      startDate: '2027-07-01',
      rooms: [{ adults: 1, children: 0, childrenAges: [] }],
    };
    const request = bookingRequest({
      slots,
      values: passengerWire(slots, filled),
      comment: '',
      agent: null,
      requests: [],
      search,
      items: {
        kind: 'flight',
        hash: 'f.hash',
        choice: { segments: [{ segmentKey: 'outbound', fareId: 7, legs: [] }] },
        extras: null,
        visas: [{ productType: 'visa', hash: 'v.hash', passengerIds: ['passenger1'], price: '80.00', count: 1 }],
      },
    });
    expect(request.booking.bookingItems.map((i) => [i.productType, i.hash])).toEqual([
      ['flight', 'f.hash'],
      ['visa', 'v.hash'],
    ]);
    const parsed = bookingCreateRequestSchema('2026-06-01').safeParse(request);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.passengers.passenger1?.fields).toMatchObject({
      passportNumber: 'AM1234567',
      passportExpiry: '2031-05-01',
      nationality: 12,
      email: 'ani@example.am',
    });
  });
});

describe('where a refusal shows', () => {
  it('names the field of a refused passenger value or file', () => {
    expect(refusedField(new ApiError('passengers.passenger2.passportNumber: must be 6 to 9 letters and digits', 400, 'validation'))).toEqual({
      key: 'passenger2.passportNumber',
      message: 'must be 6 to 9 letters and digits',
    });
    expect(refusedField(new ApiError('files[photo][passenger1]: file size is too big', 400))).toEqual({
      key: 'passenger1.photo',
      message: 'file size is too big',
    });
  });

  it('leaves other refusals to the toast', () => {
    expect(refusedField(new ApiError('booking.bookingItems.0.hash: expired', 409, 'expired_hash'))).toBeNull();
    expect(refusedField(new ApiError('fields.comment: too long', 400))).toBeNull();
    expect(refusedField(new Error('passengers.passenger1.firstName: required'))).toBeNull();
  });
});
