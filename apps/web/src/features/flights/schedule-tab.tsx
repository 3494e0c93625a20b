import {
  ActionIcon,
  Alert,
  Button,
  Chip,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { SEGMENT_DIRECTIONS, type SegmentDirection } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../ui/time-field';
import { DateField, formatDate } from '../../ui/date-field';
import { confirmDelete } from '../../ui/confirm';
import { addDays, useAgencyToday } from '../../lib/agency-day';
import { useAirportOptions } from './api';
import { arrivalOf, type InfoValues, type LegRow, mostSeatsSold, newLeg, newSegment, type SegmentState, type TabsState } from './flight-model';
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

function SegmentEditor({
  direction,
  segment,
  onChange,
  onRemove,
}: {
  direction: SegmentDirection;
  segment: SegmentState;
  onChange: (s: SegmentState) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const airports = useAirportOptions();
  const name = t(`flights.segment.${direction}`);
  const set = (patch: Partial<SegmentState>) => onChange({ ...segment, ...patch });
  const setLeg = (key: string, patch: Partial<LegRow>) => set({ legs: segment.legs.map((l) => (l.key === key ? { ...l, ...patch } : l)) });
  const firstMap = segment.legs[0]?.seatMap;
  const legLabel = (what: string, index: number) => `${what}, ${name.toLowerCase()} leg ${index + 1}`;
  // What live bookings hold (issue 27): the save refuses to undo it, so the screen does not offer it.
  const mostSold = mostSeatsSold(segment);
  const capacityTooLow = segment.seatCapacity !== '' && Number(segment.seatCapacity) < mostSold;
  const notFlown = segment.sales.filter((d) => !fliesOn(segment, d.date));
  const upcoming = segment.sales.length > 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="md">
            {t('flights.segmentTitle', { direction: name })}
          </Title>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={onRemove}
            disabled={segment.sold}
            title={segment.sold ? t('flights.sales.cannotRemoveSegment') : undefined}
          >
            {t('flights.removeSegment', { direction: name.toLowerCase() })}
          </Button>
        </Group>
        {segment.sold && <SalesPanel segment={segment} direction={name.toLowerCase()} />}
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
        {notFlown.length > 0 && (
          <Text c="red" size="sm" role="alert">
            {t('flights.sales.notFlown', { dates: notFlown.map((d) => formatDate(d.date)).join(', ') })}
          </Text>
        )}
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
            description={
              [
                firstMap ? t('flights.seatCapacityHint', { count: sellableSeats(firstMap) }) : '',
                mostSold ? t('flights.sales.capacityHint', { count: mostSold }) : '',
              ]
                .filter(Boolean)
                .join(' · ') || undefined
            }
            error={capacityTooLow ? t('flights.sales.capacityTooLow', { count: mostSold }) : undefined}
            min={mostSold}
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
                    <TextInput
                      size="xs"
                      aria-label={legLabel(t('flights.flightNumber'), i)}
                      value={leg.flightNumber}
                      onChange={(e) => setLeg(leg.key, { flightNumber: e.currentTarget.value.toUpperCase() })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      searchable
                      limit={100}
                      aria-label={legLabel(t('flights.legFrom'), i)}
                      data={airports}
                      value={leg.fromAirport || null}
                      onChange={(v) => setLeg(leg.key, { fromAirport: v ?? '' })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      searchable
                      limit={100}
                      aria-label={legLabel(t('flights.legTo'), i)}
                      data={airports}
                      value={leg.toAirport || null}
                      onChange={(v) => setLeg(leg.key, { toAirport: v ?? '' })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TimeField
                      size="xs"
                      aria-label={legLabel(t('flights.departureTime'), i)}
                      value={leg.departureTime}
                      onChange={(departureTime) => setLeg(leg.key, { departureTime })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      min={0}
                      max={3}
                      allowDecimal={false}
                      aria-label={legLabel(t('flights.dayOffset'), i)}
                      value={leg.dayOffset}
                      disabled={upcoming && leg.id !== undefined}
                      title={upcoming && leg.id !== undefined ? t('flights.sales.cannotMoveLeg') : undefined}
                      onChange={(v) => setLeg(leg.key, { dayOffset: v })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      min={1}
                      max={1440}
                      allowDecimal={false}
                      aria-label={legLabel(t('flights.durationMinutes'), i)}
                      value={leg.durationMinutes}
                      onChange={(v) => setLeg(leg.key, { durationMinutes: v })}
                    />
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
                      disabled={segment.sold && leg.id !== undefined}
                      title={segment.sold && leg.id !== undefined ? t('flights.sales.cannotRemoveLeg') : undefined}
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

/** ISO weekday of a YYYY-MM-DD date (1 Monday .. 7 Sunday). */
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/** Whether the segment as edited still flies on `date` (its validity and weekdays). */
const fliesOn = (segment: Pick<SegmentState, 'weekdays' | 'validFrom' | 'validTo'>, date: string) =>
  date >= segment.validFrom && date <= segment.validTo && segment.weekdays.includes(String(isoWeekday(date)));

const SHOWN_DEPARTURES = 8;

/** The segment's sold departures from today on, with their seats and bookings: what a save must keep. */
function SalesPanel({ segment, direction }: { segment: SegmentState; direction: string }) {
  const { t } = useTranslation();
  const shown = segment.sales.slice(0, SHOWN_DEPARTURES);
  const more = segment.sales.length - shown.length;
  return (
    <Alert variant="light" color="blue" title={t('flights.sales.title', { direction })} p="sm">
      <Stack gap={6}>
        <Text size="sm">{segment.sales.length ? t('flights.sales.rule') : t('flights.sales.pastOnly')}</Text>
        {shown.length > 0 && (
          <Table withTableBorder verticalSpacing={2} horizontalSpacing={8} fz="sm" maw={560} aria-label={t('flights.sales.title', { direction })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={110}>{t('flights.sales.departure')}</Table.Th>
                <Table.Th w={110} style={{ textAlign: 'right' }}>
                  {t('flights.sales.seats')}
                </Table.Th>
                <Table.Th>{t('flights.sales.bookings')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((d) => (
                <Table.Tr key={d.date}>
                  <Table.Td>{formatDate(d.date)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{d.seats}</Table.Td>
                  <Table.Td ff="monospace">{d.bookings.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {more > 0 && (
          <Text size="xs" c="dimmed">
            {t('flights.sales.more', { count: more })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
