import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MENU_NAMES,
  type MenuName,
  menuSaveRequestSchema,
  SETTINGS_LIST_NAMES,
  type SettingsListName,
  settingsListRequestSchema,
  siteSettingsRequestSchema,
} from '@travel/contracts';
import { readForm } from '../../lib/multipart';
import { parse } from '../../lib/validation';
import { requireAdmin } from '../auth/plugin';
import { readHomeContent, readSettingsList, saveSettingsList } from './lists';
import { menuOptions, readMenu, saveMenu } from './menus';
import { globalSettings, readSiteSettings } from './service';
import { saveSiteSettings } from './site';

/**
 * Global settings (public, read for the caller's role), the site settings screen, the generic
 * settings lists and the menus (back-office spec §7 'Settings and session'). Every settings call
 * is admin only; the guard runs before the body is read.
 */
export async function settingsRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  const { storage } = app.ctx;
  const adminOnly = { onRequest: async (request: FastifyRequest) => void requireAdmin(request) };
  /** The spec's POST with `_method=PUT`, and a plain PUT. */
  const postOrPut = (url: string, handler: (request: FastifyRequest) => Promise<unknown>) => {
    app.post(url, adminOnly, handler);
    app.put(url, adminOnly, handler);
  };

  // The menus depend on the caller: never served from a shared cache to someone else.
  app.get('/global-settings', async (request, reply) => {
    reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
    return globalSettings(db(), request.user);
  });
  app.get('/home-content', async () => readHomeContent(db()));

  app.get('/settings/site', adminOnly, async () => readSiteSettings(db()));
  postOrPut('/settings/site', async (request) => {
    const form = await readForm(request);
    const { data } = parse(siteSettingsRequestSchema, form.fields);
    return saveSiteSettings(db(), storage, data, form.files.find((f) => f.field === 'logo'));
  });

  for (const list of SETTINGS_LIST_NAMES as SettingsListName[]) {
    app.get(`/settings/${list}`, adminOnly, async () => readSettingsList(db(), list));
    postOrPut(`/settings/${list}`, async (request) => {
      const form = await readForm(request);
      const { fields } = parse(settingsListRequestSchema, form.fields);
      return saveSettingsList(db(), storage, list, fields, form.files);
    });
  }

  app.get('/settings/menus', adminOnly, async () => menuOptions());
  for (const menu of MENU_NAMES as readonly MenuName[]) {
    app.get(`/settings/${menu}`, adminOnly, async () => readMenu(db(), menu));
    postOrPut(`/settings/${menu}`, async (request) => {
      const form = await readForm(request);
      const { menuType, tree } = parse(menuSaveRequestSchema, form.fields);
      return saveMenu(db(), menu, menuType, tree);
    });
  }
}
