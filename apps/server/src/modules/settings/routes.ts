import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MENU_NAMES,
  type MenuName,
  menuSaveRequestSchema,
  menusApi,
  SETTINGS_LIST_NAMES,
  type SettingsListName,
  settingsApi,
  settingsListRequestSchema,
  settingsListsApi,
  siteSettingsRequestSchema,
} from '@travel/contracts';
import { readForm } from '../../lib/multipart';
import { type RouteHandler, type RouteHandlers, registerRouteTable } from '../../lib/route-table';
import { parse } from '../../lib/validation';
import { readHomeContent, readSettingsList, saveSettingsList } from './lists';
import { menuOptions, readMenu, saveMenu } from './menus';
import { globalSettings, type RatesReader, readSiteSettings } from './service';
import { checkModules, unavailableModules } from './modules';
import { saveSiteSettings } from './site';

/**
 * Global settings (public, read for the caller's role), the site settings screen, the generic
 * settings lists and the menus (back-office spec §7 'Settings and session'). Every settings call
 * is admin only; the guard runs before the body is read. `listRates` (the header's currency
 * rates) comes from the app's composition root, so settings import no module that reads them.
 */
export async function settingsRoutes(app: FastifyInstance, options: { listRates: RatesReader }) {
  const db = () => app.ctx.database.db;
  const { storage } = app.ctx;

  /** The site settings as the screen reads them: with the search modules that cannot be switched on, and why. */
  const withModules = <T>(settings: T) => ({ ...settings, unavailableModules: unavailableModules() });
  const saveSite = async ({ request }: { request: FastifyRequest }) => {
    const form = await readForm(request);
    const { data } = parse(siteSettingsRequestSchema, form.fields);
    // A search whose product is not sellable yet stays off (issue 18.9): 400 naming the module.
    checkModules(data.modules);
    return withModules(
      await saveSiteSettings(
        db(),
        storage,
        data,
        form.files.find((f) => f.field === 'logo'),
      ),
    );
  };
  registerRouteTable(app, settingsApi, {
    // The menus depend on the caller: never served from a shared cache to someone else.
    globalSettings: async ({ user, reply }) => {
      // ... and `today` changes at the agency's midnight: no-cache makes the browser ask again.
      reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
      return globalSettings(db(), user, { today: app.ctx.clock.today(), timeZone: app.ctx.config.timeZone }, options.listRates);
    },
    homeContent: async () => readHomeContent(db()),
    site: async () => withModules(await readSiteSettings(db())),
    siteSave: saveSite,
    siteSavePut: saveSite,
    menus: async () => menuOptions(),
  });

  // Every list's routes share one spec type, as do every menu's: the first stands for all.
  type ListRoute = (typeof settingsListsApi.routes)['backgroundimagesRead' | 'backgroundimagesSave'];
  const readList =
    (list: SettingsListName): RouteHandler<ListRoute> =>
    async () =>
      readSettingsList(db(), list);
  const saveList =
    (list: SettingsListName): RouteHandler<ListRoute> =>
    async ({ request }) => {
      const form = await readForm(request);
      const { fields } = parse(settingsListRequestSchema, form.fields);
      return saveSettingsList(db(), storage, list, fields, form.files);
    };
  registerRouteTable(
    app,
    settingsListsApi,
    Object.fromEntries(
      (SETTINGS_LIST_NAMES as SettingsListName[]).flatMap((list) => [
        [`${list}Read`, readList(list)],
        [`${list}Save`, saveList(list)],
        [`${list}SavePut`, saveList(list)],
      ]),
    ) as RouteHandlers<typeof settingsListsApi>,
  );

  type MenuRoute = (typeof menusApi.routes)['mainMenuRead' | 'mainMenuSave'];
  const readMenuTrees =
    (menu: MenuName): RouteHandler<MenuRoute> =>
    async () =>
      readMenu(db(), menu);
  const saveMenuTree =
    (menu: MenuName): RouteHandler<MenuRoute> =>
    async ({ request }) => {
      const form = await readForm(request);
      const { menuType, tree } = parse(menuSaveRequestSchema, form.fields);
      return saveMenu(db(), menu, menuType, tree);
    };
  registerRouteTable(
    app,
    menusApi,
    Object.fromEntries(
      MENU_NAMES.flatMap((menu) => [
        [`${menu}Read`, readMenuTrees(menu)],
        [`${menu}Save`, saveMenuTree(menu)],
        [`${menu}SavePut`, saveMenuTree(menu)],
      ]),
    ) as RouteHandlers<typeof menusApi>,
  );
}
