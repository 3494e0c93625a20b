import { flightsEn } from '../../features/flights/en';
import { hotelsEn } from '../../features/hotels/en';
import { reportsEn } from '../../features/reports/en';
import { settingsEn } from '../../features/settings/en';
import { toursEn } from '../../features/tours/en';
import { transfersEn } from '../../features/transfers/en';
import { visasEn } from '../../features/visas/en';
import { mountTexts } from '../i18n';
import './logged-in';

// The back office (administrators): its navigation names every catalogue, report and settings
// screen, with the logged-in areas' texts (./logged-in.ts).
mountTexts({
  hotels: hotelsEn,
  flights: flightsEn,
  transfers: transfersEn,
  visas: visasEn,
  tours: toursEn,
  reports: reportsEn,
  settings: settingsEn,
});
