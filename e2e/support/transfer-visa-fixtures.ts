import { switchSiteSettings } from './api';

/**
 * Switches the storefront's transfer and visa add-ons on (site settings, modules.transferSearch,
 * visaSearch and visaSearchCount, and the manual-add flags the booking page reads); answers how to
 * switch them back.
 */
export async function enableAddOnSearch(token: string) {
  return switchSiteSettings(
    token,
    { transferSearch: true, visaSearch: true, visaSearchCount: true },
    { transferManualAddBooking: true, visaManualAddBooking: true },
  );
}
