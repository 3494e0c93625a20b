/** English texts of the tour screens (mounted under the `tours` key in app/i18n.ts). */
export const toursEn = {
  nav: { tours: 'Tours' },
  allTours: 'All tours',
  addNewTour: 'Add new tour',
  addTour: 'Add tour',
  editTour: 'Edit tour',
  viewTour: 'View tour',
  searchPlaceholder: 'Tour name or location',
  name: 'Name',
  price: 'Price',
  location: 'Location',
  description: 'Description',
  note: 'Note',
  mainImage: 'Main image',
  noImage: 'No image',
};
