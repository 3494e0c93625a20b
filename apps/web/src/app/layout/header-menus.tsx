import { Button, type ButtonProps, Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { chooseCurrency } from '../../lib/session';
import { type Carried, useTakeOver } from '../../ui/deferred';
import { siteGlobalSettingsQuery } from './api';
import { type Actions, rateLines, useMenuLinks, useTitle } from './header';
import { type MenuItem, menuKey } from './menu-items';

/*
 * The header's dropdown menus, loaded on the first sign of use (header.tsx): each takes its
 * stand-in button's place, its focus and the click that opens it.
 */

type MenuButton = ButtonProps & ComponentProps<'button'>;

function HeaderMenu({ button, carried, trigger, children }: { button: MenuButton; carried: Carried; trigger?: 'click'; children: ReactNode }) {
  const target = useRef<HTMLButtonElement>(null);
  useTakeOver(target, carried);
  return (
    <Menu position="bottom-end" withinPortal trigger={trigger}>
      <Menu.Target>
        <Button ref={target} {...button} />
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

export function CurrencyMenu({ button, carried, codes, current }: { button: MenuButton; carried: Carried; codes: string[]; current: string }) {
  return (
    <HeaderMenu button={button} carried={carried}>
      {codes.map((code) => (
        <Menu.Item key={code} onClick={() => chooseCurrency(code)} fw={code === current ? 700 : 400}>
          {code}
        </Menu.Item>
      ))}
    </HeaderMenu>
  );
}

export function RatesMenu({ button, carried, lines }: { button: MenuButton; carried: Carried; lines: string[] }) {
  return (
    <HeaderMenu button={button} carried={carried}>
      {lines.map((line) => (
        <Menu.Label key={line} c="var(--mantine-color-text)" fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {line}
        </Menu.Label>
      ))}
    </HeaderMenu>
  );
}

function DropdownItem({ item, actions }: { item: MenuItem; actions: Actions }) {
  const title = useTitle()(item);
  const settings = useQuery(siteGlobalSettingsQuery).data;
  const linkProps = useMenuLinks();
  switch (item.type) {
    case 'logout':
      return (
        <Menu.Item onClick={actions.logout} color="red">
          {title}
        </Menu.Item>
      );
    case 'downloadstatement':
      return <Menu.Item onClick={actions.downloadStatement}>{title}</Menu.Item>;
    case 'currencyswitch':
      return (
        <>
          {settings?.currenciesUi.map((code) => (
            <Menu.Item key={code} onClick={() => chooseCurrency(code)}>
              {code}
            </Menu.Item>
          ))}
        </>
      );
    case 'currencyrate':
      return (
        <>
          <Menu.Label>{title}</Menu.Label>
          {settings && rateLines(settings.currencyRates, settings.defaultCurrency.code).map((line) => <Menu.Label key={line}>{line}</Menu.Label>)}
        </>
      );
    default:
      return <Menu.Item {...linkProps(item)}>{title}</Menu.Item>;
  }
}

export function ItemsMenu({ button, carried, items, actions }: { button: MenuButton; carried: Carried; items: MenuItem[]; actions: Actions }) {
  return (
    <HeaderMenu button={button} carried={carried} trigger="click">
      {items.map((child) => (
        <DropdownItem key={menuKey(child)} item={child} actions={actions} />
      ))}
    </HeaderMenu>
  );
}
