import { Anchor, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { GlobalMenus, MenuTreeItem } from '@travel/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useStoredLinks } from '../../ui/links';
import { type Session, useSession } from '../../lib/session';
import { notifyError } from '../../ui/notify';
import { useLogout } from '../../lib/auth';
import { menuKey } from './menu-items';

const FOOTER_MENUS = ['footerMenu1', 'footerMenu2', 'footerMenu3'] as const;
const NEEDS_SESSION = new Set(['logout', 'helloname', 'downloadstatement']);
const visible = (items: MenuTreeItem[], session: Session) =>
  items.filter((item) => (session || !NEEDS_SESSION.has(item.type)) && item.type !== 'currencyswitch' && item.type !== 'currencyrate');

const linkStyle = { color: 'var(--mantine-color-gray-3)' };

function FooterLink({ item }: { item: MenuTreeItem }) {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const storedLink = useStoredLinks();
  const title = item.type === 'helloname' ? t('nav.hello', { name: session?.firstName ?? '' }) : item.title;
  if (item.type === 'logout') {
    return (
      <UnstyledButton fz="sm" style={linkStyle} onClick={() => logout.mutate(undefined, { onSettled: () => void navigate({ to: '/login' }) })}>
        {title}
      </UnstyledButton>
    );
  }
  if (item.type === 'downloadstatement') {
    return (
      <UnstyledButton
        fz="sm"
        style={linkStyle}
        onClick={() => void import('../../features/bookings/api').then(({ downloadCsv }) => downloadCsv({ page: 1 })).catch((e) => notifyError(e))}
      >
        {title}
      </UnstyledButton>
    );
  }
  if (item.type !== 'customlink') return <Text size="sm">{title}</Text>;
  return (
    <Anchor {...storedLink(item.link, { newTab: item.target === '_blank' })} size="sm" style={linkStyle}>
      {title}
    </Anchor>
  );
}

/** Footer columns from footerMenu1-3 of global settings (nothing when none is stored). */
export function FooterMenus({ menus }: { menus: GlobalMenus }) {
  const session = useSession();
  const columns = FOOTER_MENUS.map((name) => visible(menus[name] ?? [], session)).filter((items) => items.length > 0);
  if (columns.length === 0) return null;
  return (
    <SimpleGrid component="nav" aria-label="Footer" cols={{ base: 1, xs: columns.length }} spacing="xl" style={{ flex: 1 }} maw={560}>
      {columns.map((items, column) => (
        <Stack key={FOOTER_MENUS[column]} gap={6}>
          {items.map((item) =>
            item.children.length > 0 ? (
              <Stack key={menuKey(item)} gap={4}>
                <Text fw={600} c="white" size="sm">
                  {item.type === 'helloname' ? <FooterLink item={{ ...item, type: 'helloname' }} /> : item.title}
                </Text>
                {visible(item.children, session).map((child) => (
                  <FooterLink key={menuKey(child)} item={child} />
                ))}
              </Stack>
            ) : (
              <FooterLink key={menuKey(item)} item={item} />
            ),
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
