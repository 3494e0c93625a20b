import { bookingsEn } from '../../features/bookings/en';
import { flightsEn } from '../../features/flights/en';
import { hotelsEn } from '../../features/hotels/en';
import { settingsEn } from '../../features/settings/en';
import { toursEn } from '../../features/tours/en';
import { transfersEn } from '../../features/transfers/en';
import { visasEn } from '../../features/visas/en';
import { mountTexts } from '../i18n';
import './content';

// The account area and the back office: its navigation names every catalogue, content and settings screen.
mountTexts({ hotels: hotelsEn, flights: flightsEn, transfers: transfersEn, visas: visasEn, tours: toursEn, bookings: bookingsEn, settings: settingsEn });
