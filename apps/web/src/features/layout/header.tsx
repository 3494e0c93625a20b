import { Box, Burger, Button, Container, Divider, Drawer, Group, Menu, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { chooseCurrency, getCurrency, useSession } from '../../lib/session';
import { useLogout } from '../auth/api';
import { globalSettingsQuery } from '../reference/api';
import { defaultMenu, type MenuItem } from './menu-items';

function useMenuActions() {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    logout: () => logout.mutate(undefined, { onSettled: () => void navigate({ to: '/login' }) }),
  };
}

function CurrencySwitch({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const settings = useQuery(globalSettingsQuery).data;
  if (!settings) return null;
  const current = getCurrency(settings.defaultCurrency.code);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant={compact ? 'light' : 'subtle'} size="sm" aria-label={`${t('nav.currency')}: ${current}`}>
          {current}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {settings.currenciesUi.map((code) => (
          <Menu.Item key={code} onClick={() => chooseCurrency(code)} fw={code === current ? 700 : 400}>
            {code}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function DesktopItem({ item, onLogout }: { item: MenuItem; onLogout: () => void }) {
  if (item.type === 'currencyswitch') return <CurrencySwitch />;
  if (item.type === 'logout') return <Button variant="subtle" onClick={onLogout}>{item.title}</Button>;
  if (item.children?.length) {
    return (
      <Menu position="bottom-end" withinPortal trigger="click">
        <Menu.Target>
          <Button variant="subtle">{item.title}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          {item.children.map((child) =>
            child.type === 'logout' ? (
              <Menu.Item key={child.title} onClick={onLogout} color="red">
                {child.title}
              </Menu.Item>
            ) : (
              <Menu.Item key={child.title} component={Link} to={child.link ?? '/'} target={child.target || undefined}>
                {child.title}
              </Menu.Item>
            ),
          )}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Button variant="subtle" component={Link} to={item.link ?? '/'} target={item.target || undefined}>
      {item.title}
    </Button>
  );
}

function MobileItems({ items, onLogout, close }: { items: MenuItem[]; onLogout: () => void; close: () => void }) {
  return (
    <Stack gap={0}>
      {items.map((item) => {
        if (item.type === 'currencyswitch') return <Box key="currency" py="xs" px="sm"><CurrencySwitch compact /></Box>;
        if (item.type === 'logout') return <NavLink key={item.title} label={item.title} onClick={() => { close(); onLogout(); }} />;
        if (item.children?.length) {
          return (
            <NavLink key={item.title} label={item.title} defaultOpened>
              <MobileItems items={item.children} onLogout={onLogout} close={close} />
            </NavLink>
          );
        }
        return <NavLink key={item.title} label={item.title} component={Link} to={item.link ?? '/'} onClick={close} />;
      })}
    </Stack>
  );
}

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const settings = useQuery(globalSettingsQuery).data;
  const [opened, { toggle, close }] = useDisclosure(false);
  const { logout } = useMenuActions();
  const items = defaultMenu(session, t);
  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
      <Container size="xl" h={60}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" aria-label={settings?.site_title ?? 'TravelDesk'}>
            <Text fw={800} fz="xl" c="brand.7">
              {settings?.site_title ?? 'TravelDesk'}
            </Text>
          </UnstyledButton>
          <nav aria-label="Main">
            <Group gap={4} visibleFrom="md" wrap="nowrap">
              {items.map((item) => (
                <DesktopItem key={item.title} item={item} onLogout={logout} />
              ))}
            </Group>
          </nav>
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('nav.menu')} />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title={t('nav.menu')} hiddenFrom="md" position="right" size="xs">
        <Divider mb="xs" />
        <MobileItems items={items} onLogout={logout} close={close} />
      </Drawer>
    </header>
  );
}
