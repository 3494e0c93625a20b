import { Burger, Button, type ButtonProps, Container, Group, Image, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ComponentProps, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Carried, deferred, useStandIn } from '../../ui/deferred';
import { UnstyledLink, useStoredLinks } from '../../ui/links';
import { getCurrency, type Session, useSession } from '../../lib/session';
import { notifyError } from '../../ui/notify';
import { useLogout } from '../../lib/auth';
import { siteGlobalSettingsQuery } from './api';
import { defaultMenu, type MenuItem, menuKey } from './menu-items';

export type Actions = { logout: () => void; downloadStatement: () => void };

function useMenuActions(): Actions {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    logout: () => logout.mutate(undefined, { onSettled: () => void navigate({ to: '/login' }) }),
    // The bookings CSV with payments, through the short-lived download token of the bookings list.
    downloadStatement: () => {
      void import('../../features/bookings/api').then(({ downloadCsv }) => downloadCsv({ page: 1 })).catch((e) => notifyError(e));
    },
  };
}

/** A customlink's anchor props: site paths through the router, a new tab when the item asks for one. */
export function useMenuLinks() {
  const storedLink = useStoredLinks();
  return (item: MenuItem, onFollow?: () => void) => storedLink(item.link || '/', { newTab: item.target === '_blank', onFollow });
}

/** Items that need a logged-in user are left out for visitors. */
const NEEDS_SESSION = new Set(['logout', 'helloname', 'downloadstatement']);
export const visibleItems = (items: MenuItem[], session: Session) => items.filter((item) => session || !NEEDS_SESSION.has(item.type));

export function useTitle() {
  const { t } = useTranslation();
  const session = useSession();
  return (item: MenuItem) => (item.type === 'helloname' ? t('nav.hello', { name: session?.firstName ?? '' }) : item.title);
}

/** The header's dropdown menus (Mantine's Menu, its popover, floating-ui) load on the first sign of use (ui/deferred.tsx, issue 17.4). */
const menus = deferred(() => import('./header-menus'));
type Menus = typeof import('./header-menus');
type MenuButton = ButtonProps & ComponentProps<'button'>;

/** A menu's button, then its menu once loaded: `menu` renders it from ./header-menus.tsx with the button and what was done to it. */
function DeferredMenu({ button, menu }: { button: MenuButton; menu: (loaded: Menus, carried: Carried) => ReactNode }) {
  const { ready, props, carried } = useStandIn<Menus, HTMLButtonElement>(menus);
  if (ready) return menu(ready, carried());
  return <Button {...button} {...props} aria-haspopup="menu" aria-expanded={false} />;
}

export function CurrencySwitch({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const settings = useQuery(siteGlobalSettingsQuery).data;
  if (!settings) return null;
  const current = getCurrency(settings.defaultCurrency.code);
  const button: MenuButton = { variant: compact ? 'light' : 'subtle', size: 'sm', 'aria-label': `${t('nav.currency')}: ${current}`, children: current };
  return (
    <DeferredMenu
      button={button}
      menu={(loaded, carried) => <loaded.CurrencyMenu button={button} carried={carried} codes={settings.currenciesUi} current={current} />}
    />
  );
}

/** 'currencyrate': today's rates of the header currencies against the default currency. */
export function rateLines(rates: Record<string, string>, base: string) {
  return Object.entries(rates).map(([code, rate]) => `1 ${code} = ${rate} ${base}`);
}

export function CurrencyRates({ item, compact }: { item: MenuItem; compact?: boolean }) {
  const settings = useQuery(siteGlobalSettingsQuery).data;
  if (!settings) return null;
  const lines = rateLines(settings.currencyRates, settings.defaultCurrency.code);
  const button: MenuButton = { variant: compact ? 'light' : 'subtle', children: item.title };
  return <DeferredMenu button={button} menu={(loaded, carried) => <loaded.RatesMenu button={button} carried={carried} lines={lines} />} />;
}

function DesktopItem({ item, actions }: { item: MenuItem; actions: Actions }) {
  const session = useSession();
  const title = useTitle()(item);
  const linkProps = useMenuLinks();
  if (item.type === 'currencyswitch') return <CurrencySwitch />;
  if (item.type === 'currencyrate') return <CurrencyRates item={item} />;
  const children = visibleItems(item.children ?? [], session);
  if (children.length > 0) {
    const button: MenuButton = { variant: 'subtle', children: title };
    return (
      <DeferredMenu button={button} menu={(loaded, carried) => <loaded.ItemsMenu button={button} carried={carried} items={children} actions={actions} />} />
    );
  }
  if (item.type === 'logout')
    return (
      <Button variant="subtle" onClick={actions.logout}>
        {title}
      </Button>
    );
  if (item.type === 'downloadstatement')
    return (
      <Button variant="subtle" onClick={actions.downloadStatement}>
        {title}
      </Button>
    );
  if (item.type === 'helloname')
    return (
      <Text fw={500} px="sm">
        {title}
      </Text>
    );
  return (
    <Button variant="subtle" {...linkProps(item)}>
      {title}
    </Button>
  );
}

/**
 * The stored menus of global settings (mainMenu, then mainMenuRight) for the caller's role;
 * the built-in menu when nothing is stored.
 */
function useHeaderItems(): MenuItem[] {
  const { t } = useTranslation();
  const session = useSession();
  const menus = useQuery(siteGlobalSettingsQuery).data?.menus;
  const stored = [...(menus?.mainMenu ?? []), ...(menus?.mainMenuRight ?? [])];
  return stored.length > 0 ? stored : defaultMenu(session, t);
}

/** The phone menu (a drawer): loaded when the burger is first opened (issue 17.4). */
const MobileMenu = lazy(() => import('./mobile-menu'));

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const client = useQueryClient();
  const settings = useQuery(siteGlobalSettingsQuery).data;
  const [opened, { toggle, close }] = useDisclosure(false);
  const [mobileMenuUsed, setMobileMenuUsed] = useState(false);
  if (opened && !mobileMenuUsed) setMobileMenuUsed(true);
  const actions = useMenuActions();
  const items = useHeaderItems();
  const left = settings?.menus.mainMenu?.length ? visibleItems(settings.menus.mainMenu, session) : null;
  const right = settings?.menus.mainMenuRight?.length ? visibleItems(settings.menus.mainMenuRight, session) : null;
  // The menus depend on the role: read them again after a login or logout.
  const token = useRef(session?.token);
  useEffect(() => {
    if (token.current === session?.token) return;
    token.current = session?.token;
    void client.invalidateQueries({ queryKey: ['global-settings'] });
  }, [session?.token, client]);
  const title = settings?.site_title ?? 'TravelDesk';
  const row = (list: MenuItem[]) => list.map((item) => <DesktopItem key={menuKey(item)} item={item} actions={actions} />);
  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
      <Container size="xl" h={60}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledLink to="/" aria-label={title}>
            {settings?.site_logo ? (
              <Image src={settings.site_logo} alt="" h={40} w="auto" fit="contain" />
            ) : (
              <Text fw={800} fz="xl" c="brand.7">
                {title}
              </Text>
            )}
          </UnstyledLink>
          <nav aria-label="Main" style={{ flex: 1, display: 'flex', justifyContent: 'flex-end' }}>
            <Group gap={4} visibleFrom="md" wrap="nowrap" justify="space-between" style={{ flex: left && right ? 1 : undefined }} pl="lg">
              {left || right ? (
                <>
                  <Group gap={4} wrap="nowrap">
                    {row(left ?? [])}
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    {row(right ?? [])}
                  </Group>
                </>
              ) : (
                row(visibleItems(items, session))
              )}
            </Group>
          </nav>
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('nav.menu')} />
        </Group>
      </Container>
      {mobileMenuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} close={close} items={items} actions={actions} />
        </Suspense>
      )}
    </header>
  );
}
