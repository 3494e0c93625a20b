import { type MenuItemType, ROLE_ADMIN } from '@travel/contracts';
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
    return [
      link(t('nav.home'), '/'),
      { type: 'currencyswitch', title: t('nav.currency') },
      link(t('nav.login'), '/login'),
      link(t('nav.register'), '/registration'),
    ];
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
  // An agent's agency account (issue 31); an administrator reads the agencies' in the back office.
  if (session.role === ROLE_ADMIN) items.push(link(t('nav.users'), '/users'));
  else items.push(link(t('nav.account'), '/account'));
  return [...items, { type: 'currencyswitch', title: t('nav.currency') }, account];
}
