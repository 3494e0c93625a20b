import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { SEGMENT_DIRECTIONS } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../ui/confirm';
import { useAirportCode } from './api';
import { type LegRow, newSeatMap, soldSeatsOffSale, type TabsState } from './flight-model';
import { formatDate } from '../../ui/date-field';
import { SeatMapEditor } from './seat-map-editor';

type Segments = TabsState['segments'];

/** Every leg of the schedule with its segment, named "TA401 LIS → CDG". */
export function useLegs(segments: Segments) {
  const { t } = useTranslation();
  const code = useAirportCode();
  return SEGMENT_DIRECTIONS.flatMap((direction) =>
    (segments[direction]?.legs ?? []).map((leg) => ({
      direction,
      leg,
      name: t('flights.legOf', { number: leg.flightNumber || '—', from: code(leg.fromAirport), to: code(leg.toAirport) }),
    })),
  );
}

/** Replaces one leg (by key) in whichever segment holds it. */
export function patchLeg(segments: Segments, key: string, patch: Partial<LegRow>): Segments {
  return Object.fromEntries(
    Object.entries(segments).map(([direction, s]) => [direction, s && { ...s, legs: s.legs.map((l) => (l.key === key ? { ...l, ...patch } : l)) }]),
  ) as Segments;
}

/** Seat map tab (domain-rules §5.1): a seat map per leg, picked by its flight number and route. */
export function SeatMapTab({
  segments,
  onChange,
  currency,
  showErrors,
}: {
  segments: Segments;
  onChange: (s: Segments) => void;
  currency: string;
  showErrors?: boolean;
}) {
  const { t } = useTranslation();
  const legs = useLegs(segments);
  const [picked, setPicked] = useState<string | null>(null);
  const current = legs.find((l) => l.leg.key === picked) ?? legs[0];
  if (!current)
    return (
      <Text c="dimmed" size="sm">
        {t('flights.saveScheduleFirst')}
      </Text>
    );
  const { leg, name } = current;
  return (
    <Stack gap="sm">
      {legs.length > 1 && (
        <SegmentedControl
          aria-label={t('flights.legs')}
          value={leg.key}
          onChange={setPicked}
          data={legs.map((l) => ({ value: l.leg.key, label: l.name }))}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {leg.seatMap ? (
        <>
          <SeatMapEditor
            key={leg.key}
            caption={t('flights.seatMap.ofLeg', { leg: name })}
            value={leg.seatMap}
            currency={currency}
            showErrors={showErrors}
            sold={soldSeatMap(leg)}
            soldOffSale={soldSeatsOffSale(leg)}
            onChange={(seatMap) => onChange(patchLeg(segments, leg.key, { seatMap }))}
          />
          <Group>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              disabled={leg.soldSeats.length > 0}
              title={leg.soldSeats.length > 0 ? t('flights.sales.cannotRemoveMap') : undefined}
              onClick={() => confirmDelete(() => onChange(patchLeg(segments, leg.key, { seatMap: null })))}
            >
              {t('flights.seatMap.remove')}
            </Button>
          </Group>
        </>
      ) : (
        <Group gap="sm">
          <Text c="dimmed" size="sm">
            {t('flights.seatMap.none')}
          </Text>
          <Button variant="light" size="xs" onClick={() => onChange(patchLeg(segments, leg.key, { seatMap: newSeatMap() }))}>
            {t('flights.seatMap.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Each sold seat of the leg with who holds it on which day: '3A' → ['TB7K3Q9X 12.06.2027']. */
function soldSeatMap(leg: LegRow): Map<string, string[]> {
  const sold = new Map<string, string[]>();
  for (const s of leg.soldSeats) sold.set(s.seat, [...(sold.get(s.seat) ?? []), `${s.booking} ${formatDate(s.date)}`]);
  return sold;
}
