import { bookingsEn } from '../features/bookings/en';
import { contentEn } from '../features/content/en';
import { flightsEn } from '../features/flights/en';
import { hotelsEn } from '../features/hotels/en';
import { resultsEn, searchEn, wizardEn } from '../features/search/en';
import { settingsEn } from '../features/settings/en';
import { transfersEn } from '../features/transfers/en';
import { visasEn } from '../features/visas/en';
import { toursEn } from '../features/tours/en';
import i18n from '../lib/i18n';

/**
 * Each feature keeps its texts in its own file; they are mounted here, before the first render,
 * because lib/ may not import features.
 */
i18n.addResourceBundle(
  'en',
  'translation',
  { hotels: hotelsEn, flights: flightsEn, transfers: transfersEn, visas: visasEn, tours: toursEn, bookings: bookingsEn, settings: settingsEn, content: contentEn, search: searchEn, results: resultsEn, wizard: wizardEn },
  true,
  false,
);
