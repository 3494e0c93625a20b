import { ActionIcon, Button, Divider, Group, Popover, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DEFAULT_ROOM, MAX_CHILD_AGE, type SearchRoomInput } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { withChildren } from './search-state';

const STEPPER_MAX = 30;

/** "4 adults, 1 child · 2 rooms" */
export function guestsSummary(t: (key: string, options?: Record<string, unknown>) => string, rooms: SearchRoomInput[]) {
  const adults = rooms.reduce((n, r) => n + r.adults, 0);
  const children = rooms.reduce((n, r) => n + r.children, 0);
  const people = [t('search.adultsCount', { count: adults }), ...(children ? [t('search.childrenCount', { count: children })] : [])].join(', ');
  return `${people} · ${t('search.roomsCount', { count: rooms.length })}`;
}

function Stepper({ label, value, min, max, onChange }: { label: string; value: number; min: number; max: number; onChange: (v: number) => void }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Group gap={6} wrap="nowrap">
        <ActionIcon variant="default" aria-label={`${label} −`} disabled={value <= min} onClick={() => onChange(value - 1)}>
          −
        </ActionIcon>
        <Text w={24} ta="center" aria-live="polite" aria-label={label}>
          {value}
        </Text>
        <ActionIcon variant="default" aria-label={`${label} +`} disabled={value >= max} onClick={() => onChange(value + 1)}>
          +
        </ActionIcon>
      </Group>
    </Group>
  );
}

/**
 * Rooms, adults, children and child ages in one popover, as on the big booking sites (ui.md).
 * A flight's party is one room: it says its own `summary` and `label` (passengers, not rooms).
 */
export function GuestsPicker({
  rooms,
  onChange,
  maxRooms,
  summary: shown,
  label,
  id,
  invalid,
}: {
  rooms: SearchRoomInput[];
  onChange: (rooms: SearchRoomInput[]) => void;
  maxRooms: number;
  summary?: string;
  label?: string;
  /** The id of the Input.Wrapper around it: its label points here and its error (`<id>-error`) describes it. */
  id?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const set = (index: number, room: SearchRoomInput) => onChange(rooms.map((r, i) => (i === index ? room : r)));
  const summary = shown ?? guestsSummary(t, rooms);
  return (
    <Popover position="bottom-start" shadow="md" width={320} trapFocus>
      <Popover.Target>
        <Button
          id={id}
          variant="default"
          fullWidth
          justify="space-between"
          h={42}
          px="sm"
          aria-label={`${label ?? t('search.guests')}: ${summary}`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid && id ? `${id}-error` : undefined}
          styles={{ root: invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined, label: { fontWeight: 400 } }}
        >
          {summary}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          {maxRooms > 1 && (
            <Stepper
              label={t('search.rooms')}
              value={rooms.length}
              min={1}
              max={maxRooms}
              onChange={(count) => onChange(count > rooms.length ? [...rooms, { ...DEFAULT_ROOM }] : rooms.slice(0, count))}
            />
          )}
          {rooms.map((room, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rooms are positional (room1, room2 ...)
            <Stack key={index} gap={6}>
              {rooms.length > 1 && (
                <>
                  <Divider />
                  <Text fw={600} size="sm">
                    {t('search.roomN', { n: index + 1 })}
                  </Text>
                </>
              )}
              <Stepper label={t('search.adults')} value={room.adults} min={0} max={STEPPER_MAX} onChange={(v) => set(index, { ...room, adults: v })} />
              <Stepper label={t('search.children')} value={room.children} min={0} max={STEPPER_MAX} onChange={(v) => set(index, withChildren(room, v))} />
              {room.children > 0 && (
                <SimpleGrid cols={3} spacing={6}>
                  {room.childrenAges.map((age, childIndex) => (
                    <Select
                      // biome-ignore lint/suspicious/noArrayIndexKey: ages are positional
                      key={childIndex}
                      label={t('search.childAge', { n: childIndex + 1 })}
                      size="xs"
                      allowDeselect={false}
                      data={Array.from({ length: MAX_CHILD_AGE + 1 }, (_, a) => String(a))}
                      value={String(age)}
                      onChange={(v) => set(index, { ...room, childrenAges: room.childrenAges.map((x, j) => (j === childIndex ? Number(v) : x)) })}
                      comboboxProps={{ withinPortal: false }}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
