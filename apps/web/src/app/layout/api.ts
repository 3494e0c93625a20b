import { queryOptions, useMutation } from '@tanstack/react-query';
import { settingsApi } from '../../lib/api-routes/settings';
import { subscriptionsApi } from '../../lib/api-routes/subscriptions';
import { call } from '../../lib/api-client';
import { boot, takeBoot } from '../../lib/boot';
import { globalSettingsQuery } from '../../lib/reference';

export const useSubscribe = () => useMutation({ mutationFn: (email: string) => call(subscriptionsApi.routes.subscribe, { body: { email } }) });

/**
 * GET global-settings with the fields of the settings issue (menus by role, rates, module flags):
 * the very query of lib/reference, so one cache entry has one type.
 */
export const siteGlobalSettingsQuery = globalSettingsQuery;

/**
 * GET home-content (public): the active background images, offers, recommended and banners, in
 * order. A page opened at `/` comes with the answer (lib/boot.ts): the hero shows its picture at
 * the first paint.
 */
export const homeContentQuery = queryOptions({
  queryKey: ['home-content'],
  queryFn: () => call(settingsApi.routes.homeContent),
  staleTime: 5 * 60_000,
  initialData: () => takeBoot('homeContent'),
  initialDataUpdatedAt: boot.readAt,
});
