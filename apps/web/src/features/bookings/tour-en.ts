/**
 * English texts of the bookings screens' tours (issue 28), mounted under `bookings.tour` by en.ts:
 * the Tour Details card and the tour line an administrator adds (Add Booking, Edit Booking).
 */
export const bookingTourEn = {
  details: 'Tour Details',
  tour: 'Tour',
  date: 'Date',
  freeUntil: 'Free cancellation until {{day}}',
  nonRefundable: 'Non-refundable',
  /** A new tour line. */
  line: {
    tour: 'Tour',
    date: 'Tour date',
    pricedOnSave: 'Priced from the catalogue when the booking is saved: the adult price for each adult, the child price for each child, infants free.',
    dateOutside: 'The tour date must lie within the booking dates',
    badCount: 'Count must be a whole number from 1 to 99',
    add: 'Add Tour',
    remove: 'Remove tour {{n}}',
    none: 'No tours yet.',
    price: 'Tour Price',
  },
} as const;
