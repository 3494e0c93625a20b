import { bookingAddRequestSchema, bookingUpdateSchema } from '@travel/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { newTourRow, type TourRow, tourLineJson, tourRowProblems } from './booking-add-tour';

/* The Add Booking page's tour line (issue 28): what it sends as `newTours` and what it refuses before sending. */

const row = (patch: Partial<TourRow> = {}): TourRow => ({ key: 'r1', ...newTourRow('2027-06-10'), tourId: '7', tourName: 'Montmartre (Paris)', ...patch });
const stay = { startDate: '2027-06-10', endDate: '2027-06-17' };
// The page's texts as keys, so each problem says which it is.
const t = ((key: string, options?: { field?: string }) => (options?.field ? `${key}(${options.field})` : key)) as unknown as TFunction;

describe('a tour line of Add Booking', () => {
  it('starts on the booking start date for every passenger, once', () => {
    expect(newTourRow('2027-06-10')).toEqual({ tourId: null, tourName: '', date: '2027-06-10', passengerIds: [], count: '1' });
  });

  it('sends the tour, its day as start and end date, the passengers (none chosen: every passenger) and the count; no price (the server prices it)', () => {
    const everyone = ['passenger1', 'passenger2', 'passenger3'];
    const line = tourLineJson(row({ date: '2027-06-12' }), everyone);
    expect(line).toEqual({ tourId: 7, startDate: '2027-06-12', endDate: '2027-06-12', passengerIds: everyone, count: 1 });
    expect(tourLineJson(row({ passengerIds: ['passenger2'], count: '2' }), everyone)).toMatchObject({ passengerIds: ['passenger2'], count: 2 });
    // The contracts read it as a catalogue line (no title needed), in the add body and in the booking save.
    const body = bookingAddRequestSchema('2027-01-01').parse({
      currency: 'EUR',
      to: 3,
      ...stay,
      bookingStatusId: 2,
      paymentStatusId: 1,
      newTours: [line],
      passengers: { passenger1: { ageType: 'adult', firstName: 'Ana', lastName: 'Silva', birthDate: '1980-05-17' } },
    });
    expect(body.newTours).toEqual([{ tourId: 7, startDate: '2027-06-12', endDate: '2027-06-12', passengerIds: everyone, count: 1 }]);
    expect(bookingUpdateSchema.parse({ newTours: [{ ...line, currency: 'EUR' }] }).newTours?.[0]).toMatchObject({ tourId: 7, startDate: '2027-06-12' });
  });

  it('asks for the tour and the day, a day within the booking dates and a count of 1 to 99', () => {
    expect(tourRowProblems(row(), 'newTours.0', stay, t)).toEqual({});
    expect(tourRowProblems(row({ tourId: null, date: '' }), 'newTours.0', stay, t)).toEqual({
      'newTours.0.tourId': 'bookings.add.required(bookings.tour.line.tour)',
      'newTours.0.date': 'bookings.add.required(bookings.tour.line.date)',
    });
    expect(tourRowProblems(row({ date: '2027-06-09' }), 'newTours.1', stay, t)).toEqual({ 'newTours.1.date': 'bookings.tour.line.dateOutside' });
    expect(tourRowProblems(row({ date: '2027-06-18' }), 'newTours.1', stay, t)).toEqual({ 'newTours.1.date': 'bookings.tour.line.dateOutside' });
    expect(tourRowProblems(row({ date: '2027-06-17' }), 'newTours.1', stay, t)).toEqual({});
    expect(tourRowProblems(row({ count: '0' }), 'newTours.0', stay, t)).toEqual({ 'newTours.0.count': 'bookings.tour.line.badCount' });
    expect(tourRowProblems(row({ count: '1.5' }), 'newTours.0', stay, t)).toEqual({ 'newTours.0.count': 'bookings.tour.line.badCount' });
  });
});
