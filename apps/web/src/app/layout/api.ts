import { queryOptions, useMutation } from '@tanstack/react-query';
import type { HomeContent, SiteGlobalSettings } from '@travel/contracts';
import { api } from '../../lib/api';

export const useSubscribe = () => useMutation({ mutationFn: (email: string) => api('POST', 'subscriptions', { email }) });

/**
 * GET global-settings with the fields of the settings issue (menus by role, rates, module flags).
 * Same cache entry as `globalSettingsQuery`: the header refreshes it when the session changes.
 */
export const siteGlobalSettingsQuery = queryOptions({
  queryKey: ['global-settings'],
  queryFn: () => api<SiteGlobalSettings>('GET', 'global-settings'),
  staleTime: 5 * 60_000,
});

/** GET home-content (public): the active background images, offers, recommended and banners, in order. */
export const homeContentQuery = queryOptions({
  queryKey: ['home-content'],
  queryFn: () => api<HomeContent>('GET', 'home-content'),
  staleTime: 5 * 60_000,
});
