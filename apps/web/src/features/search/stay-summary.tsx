import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FlightFareOption, itemTotal } from '@travel/contracts';
import { type SummaryLine, stayTotal } from './add-ons';
import type { FlightDetailsView, SearchOption } from './api';
import { dayOf, type FlightItemView, flightNumberText, timeOf } from './flight-wizard';
import { formatDate, formatMoney } from './format';
import { packageSummaryTotal } from './package-wizard';

/**
 * The booking summary of hotel mode (storefront spec §2 'a booking summary sidebar with a
 * total'): the hotel, each chosen room, then the transfer and the visas once chosen (identical
 * visa prices grouped, '€80.00 × 2'), and the running total of them all.
 */
export function StaySummary({
  hotelName,
  chosen,
  flight,
  transfer,
  visas,
  excursions = [],
  currency,
}: {
  hotelName?: string;
  chosen: (SearchOption | null)[];
  /** A package's flight once chosen: its segments, the fares so far and the flight item once made. */
  flight?: { details: FlightDetailsView; fares: (FlightFareOption | null)[]; item: FlightItemView | null };
  transfer: SummaryLine | null;
  visas: SummaryLine[];
  /** The excursions chosen (issue 28), each on its line with the party's price. */
  excursions?: SummaryLine[];
  currency: string;
}) {
  const { t } = useTranslation();
  const rooms = chosen.filter((o): o is SearchOption => !!o);
  const addOns = [...(transfer ? [transfer] : []), ...visas, ...excursions];
  // A package's running total adds the flight item (domain-rules §5.4); a stay's is rooms and add-ons.
  const total = flight
    ? packageSummaryTotal(
        rooms.map((o) => o.price),
        flight.item,
        addOns,
      )
    : stayTotal(
        rooms.map((o) => o.price),
        addOns,
      );
  const line = (l: SummaryLine) => (
    <Group key={l.key} justify="space-between" wrap="nowrap" align="flex-start" data-testid={`summary-${l.key}`}>
      <Text size="sm">
        {l.label}
        {l.count !== 1 || l.key.startsWith('visa') ? (
          <Text span size="sm" c="dimmed">
            {' '}
            · {t('results.priceTimesCount', { price: formatMoney(l.price, currency), count: l.count })}
          </Text>
        ) : null}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(l.total, currency)}
      </Text>
    </Group>
  );
  return (
    <Stack gap="xs">
      <Title order={2} fz="md">
        {t('results.summary')}
      </Title>
      <Text fw={600}>{hotelName}</Text>
      {chosen.map((o, i) =>
        o ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms are positional
          <Group key={i} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t('search.roomN', { n: i + 1 })}: {o.roomType.title}, {o.mealType.title}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(o.price, currency)}
            </Text>
          </Group>
        ) : null,
      )}
      {flight && (
        <>
          <Divider label={t('results.packageFlight')} labelPosition="left" />
          {flight.details.segments.map((segment, i) => (
            <Stack key={segment.segmentKey} gap={0}>
              <Text size="sm" fw={600}>
                {t(`results.segments.${segment.segmentKey}`)}: {segment.origin.code} → {segment.destination.code}
              </Text>
              <Text size="sm" c="dimmed">
                {formatDate(dayOf(segment.departureDate))} {timeOf(segment.departureDate)} · {flightNumberText(segment.carrierCode, segment.flightNumber)}
                {flight.fares[i] ? ` · ${flight.fares[i].name}` : ''}
              </Text>
            </Stack>
          ))}
          {flight.item && (
            <Group justify="space-between" wrap="nowrap" align="flex-start" data-testid="summary-flight">
              <Text size="sm">
                {t('results.flightPrice')}
                <Text span size="sm" c="dimmed">
                  {' '}
                  · {t('results.priceTimesCount', { price: formatMoney(flight.item.price, currency), count: flight.item.count })}
                </Text>
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(itemTotal(flight.item.price, flight.item.count) ?? flight.item.price, currency)}
              </Text>
            </Group>
          )}
          {/* The flight's paid extras, each kind on its own line (issue 32). */}
          {flight.item?.extraLines.map((extra) => (
            <Group key={extra.kind} justify="space-between" wrap="nowrap" data-testid={`summary-extra-${extra.kind}`}>
              <Text size="sm">
                {t(`results.extraKinds.${extra.kind}`)} × {extra.count}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(extra.total, currency)}
              </Text>
            </Group>
          ))}
        </>
      )}
      {transfer && (
        <>
          <Divider label={t('results.transferStep.summary')} labelPosition="left" />
          {line(transfer)}
        </>
      )}
      {visas.length > 0 && (
        <>
          <Divider label={t('results.visaStep.summary')} labelPosition="left" />
          {visas.map(line)}
        </>
      )}
      {excursions.length > 0 && (
        <>
          <Divider label={t('results.excursionsStep.summary')} labelPosition="left" />
          {excursions.map(line)}
        </>
      )}
      <Group justify="space-between">
        <Text fw={700}>{t('results.total')}</Text>
        <Text fw={700}>{formatMoney(total, currency)}</Text>
      </Group>
    </Stack>
  );
}
