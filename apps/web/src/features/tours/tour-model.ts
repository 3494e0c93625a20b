import { TOUR_DEFAULT_CURRENCY, type Tour } from '@travel/contracts';

/**
 * The tour form's values: everything as the inputs hold it (text, the location id as text). Issue
 * 28: the price is the adult's; the child price and the free-cancellation days may stay blank.
 */
export type TourValues = {
  name: string;
  price: string;
  priceChild: string;
  currency: string;
  freeCancellationDays: string;
  location: string | null;
  description: string;
  note: string;
};

export const emptyTour = (): TourValues => ({
  name: '',
  price: '',
  priceChild: '',
  currency: TOUR_DEFAULT_CURRENCY,
  freeCancellationDays: '',
  location: null,
  description: '',
  note: '',
});

/** The edit form's values of a stored tour. */
export const tourValuesOf = (tour: Tour): TourValues => ({
  name: tour.name,
  price: tour.price,
  priceChild: tour.priceChild ?? '',
  currency: tour.currency,
  freeCancellationDays: tour.freeCancellationDays === null ? '' : String(tour.freeCancellationDays),
  location: String(tour.location.id),
  description: tour.description ?? '',
  note: tour.note ?? '',
});

/**
 * The form's text parts (spec §7: name, price, location id, description, note; issue 28: child
 * price, currency, free-cancellation days); empty texts go as empty, which the server reads as
 * "none" (a child pays the adult price; non-refundable). The editor's empty paragraph is no description.
 */
export function tourWire(values: TourValues) {
  const description = values.description.replace(/<p>(\s|<br\s*\/?>)*<\/p>/g, '').trim() === '' ? '' : values.description;
  return {
    name: values.name.trim(),
    price: values.price.trim(),
    priceChild: values.priceChild.trim(),
    currency: values.currency.trim(),
    freeCancellationDays: values.freeCancellationDays.trim(),
    location: values.location ?? '',
    description,
    note: values.note.trim(),
  };
}

/** The cancellation rule as the view page says it: free until N days before the tour's date, or none. */
export const cancellationRule = (days: number | null, t: (key: string, options?: Record<string, unknown>) => string) =>
  days === null ? t('tours.nonRefundable') : t('tours.freeCancellationDays', { count: days });
