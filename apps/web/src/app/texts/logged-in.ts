import { accountsEn } from '../../features/accounts/en';
import { bookingsEn } from '../../features/bookings/en';
import { dashboardEn } from '../../features/dashboard/en';
import { partnersEn } from '../../features/partners/en';
import { wizardEn } from '../../features/search/wizard-en';
import { mountTexts } from '../i18n';
import './account';
import './content';

// The account area every logged-in user has (bookings, the agency's account, the dashboard, the
// partner API), and a booking's passenger cards, which say each passenger's age as the wizard does.
// The back office's catalogue, reports and settings texts come with ./back-office.ts (issue 32:
// an agent's My Bookings does not load them).
mountTexts({
  bookings: bookingsEn,
  accounts: accountsEn,
  dashboard: dashboardEn,
  partners: partnersEn,
  wizard: wizardEn,
});
