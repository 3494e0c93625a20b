import { apiCall } from './api';

/**
 * Switches the storefront's transfer and visa add-ons on (site settings, modules.transferSearch,
 * visaSearch and visaSearchCount, and the manual-add flags the booking page reads); answers how to
 * switch them back.
 */
export async function enableAddOnSearch(token: string) {
  const { site_logo: _logo, ...site } = await apiCall<Record<string, unknown> & { modules: Record<string, boolean> }>('GET', 'settings/site', undefined, token);
  const put = (data: Record<string, unknown>) => {
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('data', JSON.stringify(data));
    return apiCall('POST', 'settings/site', form, token);
  };
  await put({ ...site, modules: { ...site.modules, transferSearch: true, visaSearch: true, visaSearchCount: true }, transferManualAddBooking: true, visaManualAddBooking: true });
  return () => put(site);
}
