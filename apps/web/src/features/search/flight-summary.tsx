import { Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type FlightFareOption, itemTotal } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import type { FlightDetailsView } from './api';
import { dayOf, type FlightItemView, flightNumberText, timeOf } from './flight-wizard';
import { formatDate, formatMoney } from './format';
import type { SummaryLine } from './add-ons';
import { packageSummaryTotal } from './package-wizard';

/**
 * The booking summary of flight mode (storefront spec §2): the flight's segments with their
 * dates and the fare chosen on each, then, once the flight item is made, its price × passengers,
 * what the extras add, the transfer and the visas once chosen, and the total.
 */
export function FlightSummary({
  details,
  fares,
  item,
  transfer,
  visas = [],
}: {
  details?: FlightDetailsView;
  fares: (FlightFareOption | null)[];
  item: FlightItemView | null;
  transfer?: SummaryLine | null;
  /** The visa items once chosen (identical prices grouped, '€80.00 × 1'). */
  visas?: SummaryLine[];
}) {
  const { t } = useTranslation();
  if (!details) return <Skeleton height={160} radius="md" />;
  const currency = details.currency;
  const addOns = [...(transfer ? [transfer] : []), ...visas];
  return (
    <Stack gap="xs">
      <Title order={2} fz="md">
        {t('results.summary')}
      </Title>
      <Text fw={600}>{details.segments[0]?.airline.name || details.name}</Text>
      {details.segments.map((segment, i) => (
        <Stack key={segment.segmentKey} gap={0}>
          <Text size="sm" fw={600}>
            {t(`results.segments.${segment.segmentKey}`)}: {segment.origin.code} → {segment.destination.code}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDate(dayOf(segment.departureDate))} {timeOf(segment.departureDate)} · {flightNumberText(segment.carrierCode, segment.flightNumber)}
          </Text>
          {fares[i] && <Text size="sm">{fares[i].name}</Text>}
        </Stack>
      ))}
      <Divider />
      {item ? (
        <>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t('results.flightPrice')}: {t('results.priceTimesCount', { price: formatMoney(item.price, currency), count: item.count })}
            </Text>
            <Text size="sm">{formatMoney(itemTotal(item.price, item.count) ?? item.price, currency)}</Text>
          </Group>
          {/* Each kind of paid extra on its own line, as the agent quotes it (issue 32). */}
          {item.extraLines.map((extra) => (
            <Group key={extra.kind} justify="space-between" wrap="nowrap" data-testid={`summary-extra-${extra.kind}`}>
              <Text size="sm">
                {t(`results.extraKinds.${extra.kind}`)} × {extra.count}
              </Text>
              <Text size="sm">{formatMoney(extra.total, currency)}</Text>
            </Group>
          ))}
          {transfer && (
            <>
              <Divider label={t('results.transferStep.summary')} labelPosition="left" />
              <Group justify="space-between" wrap="nowrap" align="flex-start" data-testid="summary-transfer">
                <Text size="sm">{transfer.label}</Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(transfer.total, currency)}
                </Text>
              </Group>
            </>
          )}
          {visas.length > 0 && (
            <>
              <Divider label={t('results.visaStep.summary')} labelPosition="left" />
              {visas.map((visa) => (
                <Group key={visa.key} justify="space-between" wrap="nowrap" align="flex-start" data-testid={`summary-${visa.key}`}>
                  <Text size="sm">
                    {visa.label}
                    <Text span size="sm" c="dimmed">
                      {' '}
                      · {t('results.priceTimesCount', { price: formatMoney(visa.price, currency), count: visa.count })}
                    </Text>
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(visa.total, currency)}
                  </Text>
                </Group>
              ))}
            </>
          )}
          <Group justify="space-between">
            <Text fw={700}>{t('results.total')}</Text>
            <Text fw={700}>{formatMoney(addOns.length ? packageSummaryTotal([], item, addOns) : item.total, currency)}</Text>
          </Group>
        </>
      ) : (
        <Group justify="space-between">
          <Text size="sm">{t('results.totalFrom')}</Text>
          <Text fw={700}>{details.priceOnRequest ? t('results.onRequest') : formatMoney(details.price, currency)}</Text>
        </Group>
      )}
    </Stack>
  );
}
