import { Box, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { type Actions, CurrencyRates, CurrencySwitch, useMenuLinks, useTitle, visibleItems } from './header';
import { type MenuItem, menuKey } from './menu-items';

function MobileItems({ items, actions, close }: { items: MenuItem[]; actions: Actions; close: () => void }) {
  const session = useSession();
  const titleOf = useTitle();
  const linkProps = useMenuLinks();
  return (
    <Stack gap={0}>
      {visibleItems(items, session).map((item) => {
        const key = menuKey(item);
        const title = titleOf(item);
        const run = (action: () => void) => () => {
          close();
          action();
        };
        if (item.type === 'currencyswitch')
          return (
            <Box key={key} py="xs" px="sm">
              <CurrencySwitch compact />
            </Box>
          );
        if (item.type === 'currencyrate')
          return (
            <Box key={key} py="xs" px="sm">
              <CurrencyRates item={item} compact />
            </Box>
          );
        if (item.children?.length) {
          return (
            <NavLink key={key} label={title} defaultOpened>
              <MobileItems items={item.children} actions={actions} close={close} />
            </NavLink>
          );
        }
        if (item.type === 'logout') return <NavLink key={key} label={title} onClick={run(actions.logout)} />;
        if (item.type === 'downloadstatement') return <NavLink key={key} label={title} onClick={run(actions.downloadStatement)} />;
        if (item.type === 'helloname') return <NavLink key={key} label={title} />;
        return <NavLink key={key} label={title} {...linkProps(item, close)} />;
      })}
    </Stack>
  );
}

/** The header's menu on a phone: a drawer from the right, loaded when the burger is first opened (header.tsx). */
export default function MobileMenu({ opened, close, items, actions }: { opened: boolean; close: () => void; items: MenuItem[]; actions: Actions }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={close} title={t('nav.menu')} hiddenFrom="md" position="right" size="xs">
      <Divider mb="xs" />
      <MobileItems items={items} actions={actions} close={close} />
    </Drawer>
  );
}
