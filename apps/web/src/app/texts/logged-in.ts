import { accountsEn } from '../../features/accounts/en';
import { bookingsEn } from '../../features/bookings/en';
import { dashboardEn } from '../../features/dashboard/en';
import { flightsEn } from '../../features/flights/en';
import { hotelsEn } from '../../features/hotels/en';
import { partnersEn } from '../../features/partners/en';
import { reportsEn } from '../../features/reports/en';
import { settingsEn } from '../../features/settings/en';
import { wizardEn } from '../../features/search/wizard-en';
import { toursEn } from '../../features/tours/en';
import { transfersEn } from '../../features/transfers/en';
import { visasEn } from '../../features/visas/en';
import { mountTexts } from '../i18n';
import './account';
import './content';

// The account area and the back office: its navigation names every catalogue, content and settings
// screen, and a booking's passenger cards say each passenger's age as the wizard does.
mountTexts({
  hotels: hotelsEn,
  flights: flightsEn,
  transfers: transfersEn,
  visas: visasEn,
  tours: toursEn,
  bookings: bookingsEn,
  accounts: accountsEn,
  dashboard: dashboardEn,
  reports: reportsEn,
  partners: partnersEn,
  settings: settingsEn,
  wizard: wizardEn,
});
