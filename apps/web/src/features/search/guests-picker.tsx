import { Button, type ButtonProps } from '@mantine/core';
import type { SearchRoomInput } from '@travel/contracts';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { deferred, useStandIn } from '../../ui/deferred';

/** "4 adults, 1 child · 2 rooms" */
export function guestsSummary(t: (key: string, options?: Record<string, unknown>) => string, rooms: SearchRoomInput[]) {
  const adults = rooms.reduce((n, r) => n + r.adults, 0);
  const children = rooms.reduce((n, r) => n + r.children, 0);
  const people = [t('search.adultsCount', { count: adults }), ...(children ? [t('search.childrenCount', { count: children })] : [])].join(', ');
  return `${people} · ${t('search.roomsCount', { count: rooms.length })}`;
}

export type GuestsPickerProps = {
  rooms: SearchRoomInput[];
  onChange: (rooms: SearchRoomInput[]) => void;
  maxRooms: number;
  summary?: string;
  label?: string;
  /** The id of the Input.Wrapper around it: its label points here and its error (`<id>-error`) describes it. */
  id?: string;
  invalid?: boolean;
};

/** The popover's code (and Mantine's popover, floating-ui) loads on the first sign of use (ui/deferred.tsx, issue 17.4). */
const popover = deferred(() => import('./guests-popover'));

/**
 * Rooms, adults, children and child ages in one popover, as on the big booking sites (ui.md).
 * A flight's party is one room: it says its own `summary` and `label` (passengers, not rooms).
 * Its button shows the party; the popover (./guests-popover.tsx) takes the button over once loaded.
 */
export function GuestsPicker(props: GuestsPickerProps) {
  const { rooms, summary: shown, label, id, invalid } = props;
  const { t } = useTranslation();
  const { ready, props: standIn, carried } = useStandIn<typeof import('./guests-popover'), HTMLButtonElement>(popover);
  const summary = shown ?? guestsSummary(t, rooms);
  const button: ButtonProps & ComponentProps<'button'> = {
    id,
    variant: 'default',
    fullWidth: true,
    justify: 'space-between',
    h: 42,
    px: 'sm',
    'aria-label': `${label ?? t('search.guests')}: ${summary}`,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid && id ? `${id}-error` : undefined,
    styles: { root: invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined, label: { fontWeight: 400 } },
    children: summary,
  };
  if (ready) {
    const Popover = ready.default;
    return <Popover {...props} carried={carried()} button={button} />;
  }
  return <Button {...button} {...standIn} aria-haspopup="dialog" aria-expanded={false} />;
}
