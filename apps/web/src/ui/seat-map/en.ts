import i18n from '../../lib/i18n';

/** English texts of the seat map, under the `seatMap` key. */
export const seatMapEn = {
  seat: 'Seat {{seat}}',
  free: 'Free',
  available: 'Available',
  selected: 'Selected',
  chosenBy: 'Passenger {{label}}',
  chosenByLong: 'chosen by passenger {{label}}',
  other: 'Another passenger (their number)',
  taken: 'Occupied',
  blocked: 'Blocked',
  legend: 'Seat map legend',
  prices: 'Seat prices',
  row: 'Row',
  keysHint: 'Arrow keys move between seats; Enter or Space chooses one.',
} as const;

// The map is shared by the storefront and the back office, and src/ui/ must not wait for
// app/i18n.ts to know about it: its texts are mounted when the map is first imported.
i18n.addResourceBundle('en', 'translation', { seatMap: seatMapEn }, true, false);
