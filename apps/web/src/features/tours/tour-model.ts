import type { Tour } from '@travel/contracts';

/** The tour form's values: everything as the inputs hold it (text, the location id as text). */
export type TourValues = { name: string; price: string; location: string | null; description: string; note: string };

export const emptyTour = (): TourValues => ({ name: '', price: '', location: null, description: '', note: '' });

/** The edit form's values of a stored tour. */
export const tourValuesOf = (tour: Tour): TourValues => ({
  name: tour.name,
  price: tour.price,
  location: String(tour.location.id),
  description: tour.description ?? '',
  note: tour.note ?? '',
});

/**
 * The form's text parts (spec §7: name, price, location id, description, note); empty texts go
 * as empty, which the server reads as "none". The editor's empty paragraph is no description.
 */
export function tourWire(values: TourValues) {
  const description = values.description.replace(/<p>(\s|<br\s*\/?>)*<\/p>/g, '').trim() === '' ? '' : values.description;
  return { name: values.name.trim(), price: values.price.trim(), location: values.location ?? '', description, note: values.note.trim() };
}
