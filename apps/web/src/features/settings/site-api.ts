import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuName, MenuTreeItem, MenuType, SettingsListName, SiteSettings, settingsListItemInputSchema } from '@travel/contracts';
import { settingsApi } from '../../lib/api-routes/settings';
import { menusApi, settingsListsApi } from '../../lib/api-routes/settings-lists';
import type { z } from 'zod';
import { call } from '../../lib/api-client';

/** Whatever the storefront reads from settings is refreshed after a save. */
const refreshStorefront = (client: ReturnType<typeof useQueryClient>) => {
  void client.invalidateQueries({ queryKey: ['global-settings'] });
  void client.invalidateQueries({ queryKey: ['home-content'] });
};

/** GET settings/{list} (spec §7): every item, active or not, in order. */
export const settingsListQuery = (list: SettingsListName) =>
  queryOptions({ queryKey: ['settings', 'list', list], queryFn: () => call(settingsListsApi.routes[`${list}Read`]) });
export const useSettingsList = (list: SettingsListName) => useQuery(settingsListQuery(list));

/** A row as sent: `image`/`file` keep the stored URL; the upload of row n travels as images[n] / files[n]. */
export type ListItemWire = z.input<typeof settingsListItemInputSchema>;

/** POST settings/{list}: form data, PUT override, `fields` JSON text; the list is replaced. */
export function useSaveSettingsList(list: SettingsListName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ items, uploads }: { items: ListItemWire[]; uploads: (File | null)[] }) => {
      const field = list === 'medias' ? 'files' : 'images';
      const files = Object.fromEntries(uploads.map((file, index) => [`${field}[${index}]`, file]));
      return call(settingsListsApi.routes[`${list}Save`], { form: { fields: { fields: items }, files, override: 'PUT' } });
    },
    onSuccess: (saved) => {
      client.setQueryData(settingsListQuery(list).queryKey, saved);
      refreshStorefront(client);
    },
  });
}

/** GET settings/menus: the menus as options. */
export const menuOptionsQuery = queryOptions({
  queryKey: ['settings', 'menus'],
  queryFn: () => call(settingsApi.routes.menus),
  staleTime: Infinity,
});

/** GET settings/{menu}: the four trees. */
export const menuQuery = (menu: MenuName) => queryOptions({ queryKey: ['settings', 'menu', menu], queryFn: () => call(menusApi.routes[`${menu}Read`]) });

/** POST settings/{menu}: `menuType` and the active tab's tree as JSON text (spec §4). */
export function useSaveMenu(menu: MenuName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ menuType, tree }: { menuType: MenuType; tree: MenuTreeItem[] }) =>
      call(menusApi.routes[`${menu}Save`], { form: { fields: { menuType, tree }, override: 'PUT' } }),
    onSuccess: (saved) => {
      client.setQueryData(menuQuery(menu).queryKey, saved);
      refreshStorefront(client);
    },
  });
}

/** GET settings/site. */
export const siteSettingsQuery = queryOptions({ queryKey: ['settings', 'site'], queryFn: () => call(settingsApi.routes.site) });

/** POST settings/site: `data` JSON text and an optional `logo` image. */
export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ data, logo }: { data: Omit<SiteSettings, 'site_logo'> & { removeLogo: boolean }; logo: File | null }) =>
      call(settingsApi.routes.siteSave, { form: { fields: { data }, files: { logo }, override: 'PUT' } }),
    onSuccess: (saved) => {
      client.setQueryData(siteSettingsQuery.queryKey, saved);
      refreshStorefront(client);
    },
  });
}
