import { describe, expect, it } from 'vitest';
import { bookingCreateRequestSchema } from './bookings';
import { newServiceItemSchema } from './bookings-edit';
import { TRANSFER_MESSAGES, transferDetailsSchema, transferPickupTime, transferSearchQuerySchema } from './transfer-search';

const query = {
  toAirportId: '7',
  hotelId: '12',
  startDate: '2027-06-28',
  endDate: '2027-07-03',
  rooms: JSON.stringify({ room1: { adults: 2, childrenAges: [5, 1] } }),
};
const messages = (input: unknown) => {
  const result = transferSearchQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('GET search/transfers query (storefront spec §5, domain-rules §5.2)', () => {
  it('reads the trip: airport, hotel, dates, rooms, round trip by default', () => {
    expect(transferSearchQuerySchema.parse(query)).toEqual({
      toAirportId: 7,
      hotelId: 12,
      startDate: '2027-06-28',
      endDate: '2027-07-03',
      flightType: 'round',
      rooms: [{ adults: 2, childrenAges: [5, 1] }],
      options: [],
    });
  });

  it("names the field with the storefront's sentences", () => {
    expect(messages({ ...query, toAirportId: '' })).toEqual([`toAirportId: ${TRANSFER_MESSAGES.destinationAirport}`]);
    expect(messages({ ...query, hotelId: undefined })).toEqual([`hotelId: ${TRANSFER_MESSAGES.hotel}`]);
    expect(messages({ ...query, startDate: '' })).toEqual([`startDate: ${TRANSFER_MESSAGES.startDate}`]);
    expect(messages({ ...query, endDate: '' })).toEqual([`endDate: ${TRANSFER_MESSAGES.endDate}`]);
    expect(messages({ ...query, rooms: '{}' })).toEqual([`rooms: ${TRANSFER_MESSAGES.rooms}`]);
    expect(messages({ ...query, rooms: JSON.stringify([{ adults: 0, childrenAges: [] }]) })).toEqual([`rooms.0.adults: ${TRANSFER_MESSAGES.adults}`]);
    expect(messages({ ...query, endDate: '2027-06-01' })).toEqual(['endDate: must not be before the start date']);
  });

  it('one way needs no end date', () => {
    expect(transferSearchQuerySchema.parse({ ...query, endDate: '', flightType: 'oneway' })).toMatchObject({ flightType: 'oneway', endDate: undefined });
  });

  it('reads the chosen room options as the wizard URL has them (id~hash) or as bare hashes', () => {
    expect(transferSearchQuerySchema.parse({ ...query, options: '3-5~abc.def,xyz.uvw' }).options).toEqual(['abc.def', 'xyz.uvw']);
  });
});

describe('transfer details of a booking item', () => {
  it('asks the arrival flight number and a time HH:MM; departure optional', () => {
    expect(transferDetailsSchema.parse({ arrivalFlightNumber: ' TA401 ', arrivalTime: '10:50', departureFlightNumber: '', departureTime: '' })).toEqual({
      arrivalFlightNumber: 'TA401',
      arrivalTime: '10:50',
      departureFlightNumber: undefined,
      departureTime: undefined,
    });
    expect(transferDetailsSchema.safeParse({ arrivalFlightNumber: 'TA401', arrivalTime: '25:00' }).success).toBe(false);
    expect(transferPickupTime('2027-06-28', '10:50')).toBe('2027-06-28T10:50');
    expect(transferPickupTime('2027-06-28', null)).toBeNull();
  });

  const booking = (item: Record<string, unknown>) => ({
    passengers: { passenger1: { firstName: 'Ann', lastName: 'Lee', birthDate: '1980-01-01', ageType: 'adult' } },
    booking: {
      bookingItems: [
        { productType: 'hotel', hash: 'h', passengerIds: ['passenger1'] },
        { hash: 't1.x', passengerIds: ['passenger1'], ...item },
      ],
    },
    searchParams: { startDate: '2027-06-28', endDate: '2027-07-03' },
  });
  const bookingMessages = (item: Record<string, unknown>) => {
    const result = bookingCreateRequestSchema('2026-01-01').safeParse(booking(item));
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('is required on a transfer item and refused on the others', () => {
    expect(bookingMessages({ productType: 'transfer', transferDetails: { arrivalFlightNumber: 'TA401', arrivalTime: '10:50' } })).toEqual([]);
    expect(bookingMessages({ productType: 'transfer' })).toEqual([
      'booking.bookingItems.1.transferDetails.arrivalFlightNumber: is required for a transfer (the arrival flight number and time)',
    ]);
    expect(bookingMessages({ productType: 'transfer', transferDetails: { arrivalFlightNumber: '', arrivalTime: '10:50' } })).toEqual([
      'booking.bookingItems.1.transferDetails.arrivalFlightNumber: is required',
    ]);
    expect(bookingMessages({ productType: 'visa', transferDetails: { arrivalFlightNumber: 'TA401', arrivalTime: '10:50' } })).toEqual([
      'booking.bookingItems.1.transferDetails: is given but this booking item is not a transfer',
    ]);
  });
});

describe('a transfer added to a booking from the catalogue', () => {
  it('names its transfer and car instead of a title and a price', () => {
    const line = newServiceItemSchema.parse({ transferId: 3, carId: 9, roundTrip: false, startDate: '2027-06-28', endDate: '2027-06-28', currency: 'EUR' });
    expect(line).toMatchObject({ transferId: 3, carId: 9, roundTrip: false, count: 1 });
    expect([line.title, line.price]).toEqual([undefined, undefined]);
  });
});
