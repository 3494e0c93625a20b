import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { manualBookingForm, STAY_RESTRICTED, stayRestrictionOf } from './booking-add-model';

const booking = { to: 12, startDate: '2027-03-12', endDate: '2027-03-14', bookingItems: [{ hotelId: 3, roomId: 7, mealTypeId: 5, price: '100', count: 1 }] };

describe('the Add Booking save', () => {
  it('sends the booking as one JSON part and the passengers’ files after it', () => {
    const photo = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    const form = manualBookingForm(booking, [['files[photo][1]', photo]]);
    expect(JSON.parse(form.get('booking') as string)).toEqual(booking);
    expect((form.get('files[photo][1]') as File).name).toBe('photo.jpg');
  });

  it('re-sends the same booking with the override once the admin confirms (issue 33)', () => {
    const form = manualBookingForm(booking, [], true);
    expect(JSON.parse(form.get('booking') as string)).toEqual({ ...booking, overrideStayRestrictions: true });
    expect(booking).not.toHaveProperty('overrideStayRestrictions');
  });

  it('reads a stay-restriction refusal as the page names its rooms, and no other refusal', () => {
    const room = (n: number) => `Room ${n}`;
    const refused = new ApiError(
      'bookingItems.0: Minimum stay 3 nights for arrival on 12.03; bookingItems.1.roomId: Closed to arrival on 12.03.',
      422,
      STAY_RESTRICTED,
    );
    expect(stayRestrictionOf(refused, room)).toBe('Room 1: Minimum stay 3 nights for arrival on 12.03; Room 2: Closed to arrival on 12.03');
    expect(stayRestrictionOf(new ApiError('Room type is sold out', 422, 'unprocessable'), room)).toBeNull();
    expect(stayRestrictionOf(new ApiError('bookingItems.0: Minimum stay', 400, STAY_RESTRICTED), room)).toBeNull();
    expect(stayRestrictionOf(new Error('offline'), room)).toBeNull();
  });
});
