import { count, eq } from 'drizzle-orm';
import type { MenuName, MenuTreeItem, MenuType, SettingsListName } from '@travel/contracts';
import type { Db } from '../db/client';
import type { Storage } from '../lib/storage';
import { menus, settingsListItems } from '../modules/settings/tables';
import { holidayPicture } from './png';

type DemoItem = { title?: string; subtitle?: string; description?: string; picture: number };

/** Landing page content of the demo: backgrounds, offers, recommended and banners (storefront spec §1). */
const LISTS: Partial<Record<SettingsListName, { size: [number, number]; items: DemoItem[] }>> = {
  backgroundimages: { size: [1440, 560], items: [{ picture: 1 }, { picture: 4 }, { picture: 0 }] },
  pagesbackgroundimages: { size: [1440, 240], items: [{ picture: 2 }] },
  homeoffers: {
    size: [640, 380],
    items: [
      {
        title: 'Paris in spring',
        subtitle: 'Hôtels from 129 EUR a night',
        description: 'Three nights on the Rive Droite with breakfast, close to the Louvre and the Seine.',
        picture: 2,
      },
      {
        title: 'Lisbon by the river',
        subtitle: 'Early booking −15 %',
        description: 'Sunny terraces in Alfama and the Tejo at your feet. Book 60 days ahead and save.',
        picture: 3,
      },
      {
        title: 'Antalya beach week',
        subtitle: '7 nights, all inclusive',
        description: 'Family resorts on Lara Beach with kids’ clubs and free airport transfer.',
        picture: 4,
      },
      {
        title: 'Prague old town',
        subtitle: 'City break from 80 EUR',
        description: 'Cobbled lanes, castle views and a free night on stays of four nights or more.',
        picture: 0,
      },
    ],
  },
  homerecommended: {
    size: [960, 420],
    items: [
      {
        title: 'Dubai Marina Pearl Hotel',
        subtitle: '4★ · Dubai Marina',
        description: 'Rooftop pool, marina views and a 10 % agency bonus this season.',
        picture: 1,
      },
      { title: 'Acropolis View Hotel', subtitle: '4★ · Athens', description: 'Breakfast on the terrace facing the Parthenon.', picture: 3 },
    ],
  },
  sidebarbanners: {
    size: [480, 420],
    items: [
      { title: 'Agency rates', subtitle: 'Register your agency', description: 'Net prices, vouchers and statements in one place.', picture: 4 },
      { title: 'Free cancellation', subtitle: 'On selected hotels', description: 'Look for the green badge in the results.', picture: 2 },
    ],
  },
};

const link = (title: string, href: string, target: '' | '_blank' = ''): MenuTreeItem => ({
  type: 'customlink',
  title,
  link: href,
  target,
  label: '',
  children: [],
});
const special = (type: MenuTreeItem['type'], title = '', children: MenuTreeItem[] = []): MenuTreeItem => ({
  type,
  title,
  link: '',
  target: '',
  label: '',
  children,
});
const account = (extra: MenuTreeItem[] = []) =>
  special('helloname', '', [
    link('Dashboard', '/dashboard'),
    link('Profile', '/profile'),
    link('Change password', '/change-password'),
    ...extra,
    special('logout', 'Logout'),
  ]);

/** Menus that reproduce the built-in header per role, plus the statement download and two footer columns. */
const MENUS: [MenuName, MenuType, MenuTreeItem[]][] = [
  ['mainMenu', 'guest', [link('Home', '/'), special('currencyswitch'), link('Login', '/login'), link('Register', '/registration')]],
  [
    'mainMenu',
    'agent',
    [
      link('Home', '/'),
      link('My Bookings', '/bookings'),
      special('currencyswitch'),
      // Issue 31: the agency's account (balance, deadlines, invoices, statements).
      account([link('My account', '/account'), special('downloadstatement', 'Download statement')]),
    ],
  ],
  [
    'mainMenu',
    'admin',
    [
      link('Home', '/'),
      link('My Bookings', '/bookings'),
      link('Users', '/users'),
      link('Hotels', '/hotels'),
      link('Agencies', '/agencies'),
      special('currencyswitch'),
      account([special('downloadstatement', 'Download statement')]),
    ],
  ],
  ['footerMenu1', 'default', [link('Home', '/'), link('My Bookings', '/bookings'), link('Profile', '/profile')]],
  ['footerMenu1', 'guest', [link('Home', '/'), link('Login', '/login'), link('Register your agency', '/registration')]],
  [
    'footerMenu2',
    'default',
    [link('Contact us', 'mailto:desk@traveldesk.test'), link('Map data © OpenStreetMap', 'https://www.openstreetmap.org/copyright', '_blank')],
  ],
];

/**
 * Demo content of the settings lists and menus. Idempotent: a list or menu that already has
 * content (the demo's or an administrator's) is left alone.
 */
export async function seedDemoSiteContent(db: Db, storage: Storage) {
  for (const [list, { size, items }] of Object.entries(LISTS) as [SettingsListName, { size: [number, number]; items: DemoItem[] }][]) {
    const [existing] = await db.select({ n: count() }).from(settingsListItems).where(eq(settingsListItems.list, list));
    if (Number(existing?.n ?? 0) > 0) continue;
    // Files first: they cannot roll back, and an unused picture does no harm.
    const keys: string[] = [];
    for (const item of items) keys.push(await storage.put('settings', 'png', holidayPicture(item.picture + 5 * keys.length, size[0], size[1])));
    await db.insert(settingsListItems).values(
      items.map((item, index) => ({
        list,
        image: keys[index]!,
        title: item.title ?? null,
        subtitle: item.subtitle ?? null,
        description: item.description ?? null,
        order: index + 1,
        isActive: true,
      })),
    );
  }
  await db
    .insert(menus)
    .values(MENUS.map(([menu, menuType, tree]) => ({ menu, menuType, tree })))
    .onConflictDoNothing();
}
