import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CancellationRecap as Recap, CancellationRecapItem } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { isPositiveAmount, isZeroAmount } from '../../../lib/money';
import { formatDate, formatMoney } from '../format';

/**
 * The cancellation recap of the passenger step (issue 18 point 5, issue 30), above CONFIRM BOOKING:
 * every chosen item (rooms, the flight's fares, the transfer, the visas) as the server prices it
 * for today's booking (POST search/passenger-fields `cancellation`): free until a date, then each
 * penalty from its first day, or non-refundable; what cancelling it would cost today, and the
 * whole booking's cost today.
 */
export function CancellationRecap({
  recap,
  formatDay = formatDate,
}: {
  recap: Recap /** How the rows write a day (the defaultCancellationDateFormat setting). */;
  formatDay?: (iso: string) => string;
}) {
  const { t } = useTranslation();
  if (recap.items.length === 0) return null;
  const rooms = recap.items.filter((i) => i.productType === 'hotel').length;
  let room = 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cancellation-recap">
      <Title order={2} fz="lg" id="cancellation-recap" mb="xs">
        {t('results.cancellationRecap.title')}
      </Title>
      <Stack gap="sm">
        {recap.items.map((item, i) => {
          const label =
            item.productType === 'hotel' && rooms > 1 ? t('search.roomN', { n: ++room }) : t(`results.cancellationRecap.product.${item.productType}`);
          // biome-ignore lint/suspicious/noArrayIndexKey: items are positional (two rooms may be alike)
          return <RecapItem key={i} item={item} label={label} formatDay={formatDay} />;
        })}
        {recap.currency && (
          <Text fw={700} size="sm" data-testid="cancellation-recap-total">
            {isZeroAmount(recap.costToday)
              ? t('results.cancellationRecap.totalFree')
              : t('results.cancellationRecap.total', { cost: formatMoney(recap.costToday, recap.currency) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function RecapItem({ item, label, formatDay }: { item: CancellationRecapItem; label: string; formatDay: (iso: string) => string }) {
  const { t } = useTranslation();
  const costsToday = isPositiveAmount(item.costToday);
  return (
    <Stack gap={2} data-testid="cancellation-recap-item">
      <Group gap="xs" wrap="nowrap" align="baseline">
        <Badge variant="light" size="sm" color="gray" style={{ flexShrink: 0 }}>
          {label}
        </Badge>
        <Text fw={600} size="sm">
          {item.title}
        </Text>
      </Group>
      {item.nonRefundable ? (
        <Text size="sm">{t('results.cancellationRecap.nonRefundable', { cost: formatMoney(item.total, item.currency) })}</Text>
      ) : (
        item.rows.map((row) => (
          <Text key={row.dateFrom} size="sm" c={isZeroAmount(row.cost) ? 'teal.9' : undefined}>
            {isZeroAmount(row.cost)
              ? t('results.cancellationRecap.freeUntil', { date: formatDay(row.dateTo) })
              : t('results.cancellationRecap.feeFrom', { date: formatDay(row.dateFrom), cost: formatMoney(row.cost, row.currency) })}
          </Text>
        ))
      )}
      <Text size="sm" fw={costsToday ? 600 : undefined} c={costsToday ? 'red.9' : 'teal.9'} data-testid="cancellation-recap-today">
        {costsToday ? t('results.cancellationRecap.today', { cost: formatMoney(item.costToday, item.currency) }) : t('results.cancellationRecap.todayFree')}
      </Text>
    </Stack>
  );
}
