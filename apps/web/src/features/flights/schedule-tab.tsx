import { ActionIcon, Button, Chip, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { SEGMENT_DIRECTIONS, type SegmentDirection } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { confirmDelete } from '../../ui/confirm';
import { addDays, useAgencyToday } from '../../lib/agency-day';
import { useAirportOptions } from './api';
import { arrivalOf, type InfoValues, type LegRow, newLeg, newSegment, type SegmentState, type TabsState } from './flight-model';
import { sellableSeats } from './seat-map-model';

type Segments = TabsState['segments'];
type Props = { segments: Segments; onChange: (segments: Segments) => void; info: InfoValues };

/** Schedule tab (domain-rules §5.1): the outbound and return segments, their weekdays, validity, capacity and legs. */
export function ScheduleTab({ segments, onChange, info }: Props) {
  const { t } = useTranslation();
  const today = useAgencyToday();
  return (
    <Stack gap="lg">
      {SEGMENT_DIRECTIONS.map((direction) => {
        const segment = segments[direction];
        const name = t(`flights.segment.${direction}`);
        return segment ? (
          <SegmentEditor
            key={direction}
            direction={direction}
            segment={segment}
            onChange={(next) => onChange({ ...segments, [direction]: next })}
            onRemove={() =>
              confirmDelete(() => {
                const { [direction]: _gone, ...rest } = segments;
                onChange(rest);
              })
            }
          />
        ) : (
          <Group key={direction} gap="sm">
            <Text c="dimmed" size="sm">
              {t('flights.noSegment', { direction: name.toLowerCase() })}
            </Text>
            <Button variant="light" size="xs" onClick={() => onChange({ ...segments, [direction]: newSegment(direction, info, today, addDays(today, 365)) })}>
              {t('flights.addSegment', { direction: name.toLowerCase() })}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}

function SegmentEditor({ direction, segment, onChange, onRemove }: { direction: SegmentDirection; segment: SegmentState; onChange: (s: SegmentState) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const airports = useAirportOptions();
  const name = t(`flights.segment.${direction}`);
  const set = (patch: Partial<SegmentState>) => onChange({ ...segment, ...patch });
  const setLeg = (key: string, patch: Partial<LegRow>) => set({ legs: segment.legs.map((l) => (l.key === key ? { ...l, ...patch } : l)) });
  const firstMap = segment.legs[0]?.seatMap;
  const legLabel = (what: string, index: number) => `${what}, ${name.toLowerCase()} leg ${index + 1}`;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="md">
            {t('flights.segmentTitle', { direction: name })}
          </Title>
          <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove}>
            {t('flights.removeSegment', { direction: name.toLowerCase() })}
          </Button>
        </Group>
        <Chip.Group multiple value={segment.weekdays} onChange={(weekdays) => set({ weekdays })}>
          <Group gap={6} role="group" aria-label={`${t('flights.weekdays')}, ${name.toLowerCase()}`}>
            <Text size="sm" fw={500} mr={4}>
              {t('flights.weekdays')}
            </Text>
            {['1', '2', '3', '4', '5', '6', '7'].map((d) => (
              <Chip key={d} value={d} size="xs">
                {t(`flights.weekday.${d}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <DateField label={t('flights.validFrom')} required value={segment.validFrom} onChange={(validFrom) => set({ validFrom })} />
          <DateField
            label={t('flights.validTo')}
            required
            min={segment.validFrom || undefined}
            value={segment.validTo}
            error={segment.validFrom && segment.validTo && segment.validTo < segment.validFrom ? t('grid.endBeforeStart') : undefined}
            onChange={(validTo) => set({ validTo })}
          />
          <NumberInput
            label={t('flights.seatCapacity')}
            description={firstMap ? t('flights.seatCapacityHint', { count: sellableSeats(firstMap) }) : undefined}
            min={0}
            max={1000}
            allowDecimal={false}
            value={segment.seatCapacity}
            onChange={(v) => set({ seatCapacity: v })}
          />
        </SimpleGrid>
        <Table.ScrollContainer minWidth={820}>
          <Table withTableBorder verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-label={`${t('flights.legs')}, ${name.toLowerCase()}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={110}>{t('flights.flightNumber')}</Table.Th>
                <Table.Th>{t('flights.legFrom')}</Table.Th>
                <Table.Th>{t('flights.legTo')}</Table.Th>
                <Table.Th w={100}>{t('flights.departureTime')}</Table.Th>
                <Table.Th w={70}>{t('flights.dayOffset')}</Table.Th>
                <Table.Th w={110}>{t('flights.durationMinutes')}</Table.Th>
                <Table.Th w={100} />
                <Table.Th w={40}>
                  <VisuallyHidden>{t('common.remove')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {segment.legs.map((leg, i) => (
                <Table.Tr key={leg.key}>
                  <Table.Td>
                    <TextInput size="xs" aria-label={legLabel(t('flights.flightNumber'), i)} value={leg.flightNumber} onChange={(e) => setLeg(leg.key, { flightNumber: e.currentTarget.value.toUpperCase() })} />
                  </Table.Td>
                  <Table.Td>
                    <Select size="xs" searchable limit={100} aria-label={legLabel(t('flights.legFrom'), i)} data={airports} value={leg.fromAirport || null} onChange={(v) => setLeg(leg.key, { fromAirport: v ?? '' })} />
                  </Table.Td>
                  <Table.Td>
                    <Select size="xs" searchable limit={100} aria-label={legLabel(t('flights.legTo'), i)} data={airports} value={leg.toAirport || null} onChange={(v) => setLeg(leg.key, { toAirport: v ?? '' })} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput size="xs" type="time" aria-label={legLabel(t('flights.departureTime'), i)} value={leg.departureTime} onChange={(e) => setLeg(leg.key, { departureTime: e.currentTarget.value })} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput size="xs" min={0} max={3} allowDecimal={false} aria-label={legLabel(t('flights.dayOffset'), i)} value={leg.dayOffset} onChange={(v) => setLeg(leg.key, { dayOffset: v })} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput size="xs" min={1} max={1440} allowDecimal={false} aria-label={legLabel(t('flights.durationMinutes'), i)} value={leg.durationMinutes} onChange={(v) => setLeg(leg.key, { durationMinutes: v })} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {(() => {
                        const at = arrivalOf(leg.departureTime, leg.dayOffset, leg.durationMinutes);
                        return at ? t('flights.arrives', { time: at }) : '';
                      })()}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('flights.removeLeg', { index: i + 1, direction: name.toLowerCase() })}
                      onClick={() => confirmDelete(() => set({ legs: segment.legs.filter((l) => l.key !== leg.key) }))}
                    >
                      ✕
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Button variant="light" size="xs" onClick={() => set({ legs: [...segment.legs, newLeg(segment.legs.at(-1)?.toAirport ?? '', '')] })}>
            {t('flights.addLeg')}
          </Button>
          {segment.legs.length === 0 && (
            <Text c="dimmed" size="sm">
              {t('flights.noLegs')}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
