import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SummaryLine, stayTotal } from './add-ons';
import type { SearchOption } from './api';
import { formatMoney } from './format';

/**
 * The booking summary of hotel mode (storefront spec §2 'a booking summary sidebar with a
 * total'): the hotel, each chosen room, then the transfer and the visas once chosen (identical
 * visa prices grouped, '€80.00 × 2'), and the running total of them all.
 */
export function StaySummary({ hotelName, chosen, transfer, visas, currency }: { hotelName?: string; chosen: (SearchOption | null)[]; transfer: SummaryLine | null; visas: SummaryLine[]; currency: string }) {
  const { t } = useTranslation();
  const rooms = chosen.filter((o): o is SearchOption => !!o);
  const total = stayTotal(
    rooms.map((o) => o.price),
    [...(transfer ? [transfer] : []), ...visas],
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
      <Group justify="space-between">
        <Text fw={700}>{t('results.total')}</Text>
        <Text fw={700}>{formatMoney(total, currency)}</Text>
      </Group>
    </Stack>
  );
}
