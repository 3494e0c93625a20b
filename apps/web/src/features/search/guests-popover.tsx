import { ActionIcon, Button, type ButtonProps, Divider, Group, Popover, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DEFAULT_ROOM, MAX_CHILD_AGE, type SearchRoomInput } from '@travel/contracts';
import { type ComponentProps, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Carried, useTakeOver } from '../../ui/deferred';
import type { GuestsPickerProps } from './guests-picker';
import { withChildren } from './search-state';

const STEPPER_MAX = 30;

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
 * The guests popover in place of its stand-in (./guests-picker.tsx): the stand-in's button as the
 * popover's target, taking over its focus and the click that opens it.
 */
export default function GuestsPopover({
  rooms,
  onChange,
  maxRooms,
  carried,
  button,
}: GuestsPickerProps & { carried: Carried; button: ButtonProps & ComponentProps<'button'> }) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  useTakeOver(target, carried);
  const set = (index: number, room: SearchRoomInput) => onChange(rooms.map((r, i) => (i === index ? room : r)));
  return (
    <Popover position="bottom-start" shadow="md" width={320} trapFocus>
      <Popover.Target>
        <Button ref={target} {...button} />
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
