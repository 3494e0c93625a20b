import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isZeroAmount } from '../../../lib/money';
import { cancellationPolicyQuery, type SearchOption } from '../api';
import { formatDate, formatMoney } from '../format';

/**
 * The cancellation recap of the passenger step (issue 18 point 5), above CONFIRM BOOKING: for each
 * chosen room, its policy as POST search/cancellation-policy gives it for today's booking, free
 * until a date, then each penalty from its first day.
 */
export function CancellationRecap({ options }: { options: SearchOption[] }) {
  const { t } = useTranslation();
  const policies = useQueries({ queries: options.map((o) => cancellationPolicyQuery(o.hash)) });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cancellation-recap">
      <Title order={2} fz="lg" id="cancellation-recap" mb="xs">
        {t('results.cancellationRecap.title')}
      </Title>
      <Stack gap="sm">
        {options.map((option, i) => {
          const rules = policies[i]?.data?.rules;
          return (
            <Stack key={option.hash} gap={2} data-testid="cancellation-recap-room">
              <Text fw={600} size="sm">
                {options.length > 1 && `${t('search.roomN', { n: i + 1 })}: `}
                {option.roomType.title} · {option.mealType.title}
              </Text>
              {!rules ? (
                <Skeleton height={16} width="60%" />
              ) : (
                rules.map((rule) => (
                  <Text key={rule.dateFrom} size="sm" c={isZeroAmount(rule.cost) ? 'teal.9' : undefined}>
                    {isZeroAmount(rule.cost)
                      ? t('results.cancellationRecap.freeUntil', { date: formatDate(rule.dateTo) })
                      : t('results.cancellationRecap.feeFrom', { date: formatDate(rule.dateFrom), cost: formatMoney(rule.cost, rule.currency) })}
                  </Text>
                ))
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
