import { manualFlightItemSchema } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { type FlightRow, flightLineJson, flightRowProblems, newFlightRow, seatList, typedFlightTotal } from './booking-add-flight';

/* The Add Booking page's flight line (issue 30) as the server reads it (the contracts' schema). */

const row = (patch: Partial<FlightRow> = {}): FlightRow => ({
  key: 'f1',
  ...newFlightRow(),
  flightId: '7',
  startDate: '2027-06-10',
  endDate: '2027-06-17',
  fares: { outbound: '3', return: '4' },
  ...patch,
});
const everyone = ['passenger1', 'passenger2', 'passenger3'];
const infant = (id: string) => id === 'passenger3';

describe('Add Booking flight line', () => {
  it('sends the flight, trip, fares and passengers; seats go to the seated passengers in order, infants skipped', () => {
    const json = flightLineJson(row({ seats: { 'outbound-1': '3a, 3B 4C', 'return-1': '' } }), everyone, infant);
    expect(json).toEqual({
      flightId: 7,
      flightType: 'round',
      startDate: '2027-06-10',
      endDate: '2027-06-17',
      segments: [
        { segmentKey: 'outbound', fareId: 3 },
        { segmentKey: 'return', fareId: 4 },
      ],
      passengerIds: everyone,
      seats: [
        { passengerId: 'passenger1', legKey: 'outbound-1', seat: '3A' },
        { passengerId: 'passenger2', legKey: 'outbound-1', seat: '3B' },
      ],
    });
    expect(manualFlightItemSchema.safeParse(json).success).toBe(true);
  });

  it('one way: the return date and fare are left out; a typed Flight Price travels and counts × passengers', () => {
    const oneWay = row({ flightType: 'oneway', endDate: '', fares: { outbound: '3' }, passengerIds: ['passenger2'], price: ' 99.5 ' });
    const json = flightLineJson(oneWay, everyone, infant);
    expect(json).toMatchObject({
      flightType: 'oneway',
      endDate: '2027-06-10',
      segments: [{ segmentKey: 'outbound', fareId: 3 }],
      passengerIds: ['passenger2'],
      price: '99.5',
    });
    expect(manualFlightItemSchema.parse(json)).toMatchObject({ price: '99.50', endDate: '2027-06-10' });
    expect(typedFlightTotal(oneWay, 3)).toBe('99.50');
    expect(typedFlightTotal(row({ price: '100' }), 3)).toBe('300.00');
    expect(typedFlightTotal(row(), 3)).toBeNull();
  });

  it('names what is missing: flight, dates, a fare per segment, a malformed seat', () => {
    const required = (field: string) => `${field} is required`;
    expect(flightRowProblems({ key: 'x', ...newFlightRow(), seats: { 'outbound-1': '3A, A3' } }, 'newFlights.0', required, 'bad seat')).toEqual({
      'newFlights.0.flightId': 'flight is required',
      'newFlights.0.startDate': 'departureDate is required',
      'newFlights.0.endDate': 'returnDate is required',
      'newFlights.0.fares.outbound': 'fare is required',
      'newFlights.0.fares.return': 'fare is required',
      'newFlights.0.seats.outbound-1': 'bad seat',
    });
    expect(flightRowProblems(row(), 'newFlights.0', required, 'bad seat')).toEqual({});
    expect(seatList(' 12f;3a ')).toEqual(['12F', '3A']);
  });
});
