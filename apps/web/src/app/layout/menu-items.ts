import { type MenuItemType, ROLE_ADMIN, SETTINGS_LIST_NAMES, SETTINGS_LISTS } from '@travel/contracts';
import type { ToOptions } from '@tanstack/react-router';
import type { Session } from '../../lib/session';

/**
 * A header menu item, the shape of the menu editor's items (back-office spec §3 Menu): the
 * stored menus of global settings replace these defaults when there are any.
 */
export type MenuItem = {
  type: MenuItemType;
  title: string;
  link?: string;
  target?: '' | '_blank';
  children?: MenuItem[];
};

/** A React key for a menu item (menus carry no ids; the same link twice in one menu is a slip). */
export const menuKey = (item: { type: string; title: string; link?: string }) => `${item.type}|${item.title}|${item.link ?? ''}`;

type T = (key: string, options?: Record<string, unknown>) => string;

export function defaultMenu(session: Session, t: T): MenuItem[] {
  const link = (title: string, to: string): MenuItem => ({ type: 'customlink', title, link: to });
  if (!session) {
    return [link(t('nav.home'), '/'), { type: 'currencyswitch', title: t('nav.currency') }, link(t('nav.login'), '/login'), link(t('nav.register'), '/registration')];
  }
  const account: MenuItem = {
    type: 'helloname',
    title: t('nav.hello', { name: session.firstName }),
    children: [
      link(t('nav.dashboard'), '/dashboard'),
      link(t('nav.profile'), '/profile'),
      link(t('nav.changePassword'), '/change-password'),
      { type: 'logout', title: t('nav.logout') },
    ],
  };
  const items = [link(t('nav.home'), '/'), link(t('nav.bookings'), '/bookings')];
  if (session.role === ROLE_ADMIN) items.push(link(t('nav.users'), '/users'));
  return [...items, { type: 'currencyswitch', title: t('nav.currency') }, account];
}

/** A back-office page the left navigation leads to: a route without path params. */
type NavItem = { label: string; to: NonNullable<ToOptions['to']> };

/** The back office's left navigation, grouped as ui.md asks: Catalogue / Bookings / Content / Settings / Users. */
export function backOfficeNav(t: T): { group: string; items: NavItem[] }[] {
  return [
    { group: t('nav.catalogue'), items: [
        { label: t('nav.hotels'), to: '/hotels' },
        { label: t('flights.nav.flights'), to: '/flights' },
        { label: t('transfers.nav.transfers'), to: '/transfers' },
        { label: t('visas.nav.visas'), to: '/visas' },
        { label: t('tours.nav.tours'), to: '/tours' },
      ],
    },
    {
      group: t('nav.bookingsGroup'),
      items: [
        { label: t('nav.allBookings'), to: '/bookings' },
        { label: t('bookings.add.title'), to: '/bookings/add' },
      ],
    },
    {
      group: t('nav.content'),
      items: [
        { label: t('content.nav.articles'), to: '/articles' },
        { label: t('content.nav.articleCategories'), to: '/article/categories' },
        { label: t('content.nav.subscriptions'), to: '/subscriptions' },
      ],
    },
    {
      group: t('nav.settings'),
      items: [
        { label: t('nav.currencyRates'), to: '/settings/currency-rates' },
        { label: t('nav.hotelMarkups'), to: '/settings/hotel-markups' },
        { label: t('settings.nav.site'), to: '/settings/site' },
        ...SETTINGS_LIST_NAMES.map((list) => ({ label: t(`settings.nav.${list}`), to: `/settings/${SETTINGS_LISTS[list].path}` as const })),
        { label: t('settings.nav.menus'), to: '/settings/menus' },
      ],
    },
    {
      group: t('nav.users'),
      items: [
        { label: t('user.allUsers'), to: '/users' },
        { label: t('user.addUser'), to: '/users/add' },
      ],
    },
  ];
}
