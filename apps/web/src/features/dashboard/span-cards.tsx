import { Box, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/money';
import { FigureSection } from '../../ui/figure-table';
import { UnstyledLink } from '../../ui/links';
import type { AdminDashboard } from './api';
import { type Change, changeOf } from './figures';

type Span = 'today' | 'month';
type Compared = AdminDashboard['today'];

const money = (amount: string, currency: string) => `${formatAmount(amount)} ${currency}`;

const ARROWS: Record<Change['direction'], string> = { up: '↑', down: '↓', same: '=', new: '↑' };
const COLORS: Record<Change['direction'], string> = { up: 'teal.9', down: 'red.9', same: 'gray.7', new: 'teal.9' };

/** '↑ 12%' in teal, '↓ 5%' in red; the arrow is read as 'Up' or 'Down'. */
export function ChangeBadge({ change, previous }: { change: Change; previous: string }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="change">
      <Text span size="xs" fw={700} c={COLORS[change.direction]} data-direction={change.direction}>
        <span aria-hidden="true">{ARROWS[change.direction]} </span>
        <VisuallyHidden>{t(`dashboard.change.${change.direction}`)} </VisuallyHidden>
        {change.direction === 'new' ? t('dashboard.change.new') : `${change.percent}%`}
      </Text>{' '}
      · {t('dashboard.change.previous', { value: previous })}
    </Text>
  );
}

/**
 * Today's or this month's bookings, sales and income against the span before (issue 35). Each
 * figure opens the bookings made in the span (the bookings list's booking date filters).
 */
export function SpanCard({ span, figures, currency, from, to }: { span: Span; figures: Compared; currency: string; from: string; to: string }) {
  const { t } = useTranslation();
  const search = { bookingStartDate: from, bookingEndDate: to };
  const items = [
    {
      key: 'bookings',
      value: String(figures.bookings),
      previous: String(figures.previous.bookings),
      change: changeOf(figures.bookings, figures.previous.bookings),
    },
    {
      key: 'sales',
      value: money(figures.sales, currency),
      previous: money(figures.previous.sales, currency),
      change: changeOf(figures.sales, figures.previous.sales),
    },
    {
      key: 'income',
      value: money(figures.income, currency),
      previous: money(figures.previous.income, currency),
      change: changeOf(figures.income, figures.previous.income),
    },
  ] as const;
  return (
    <FigureSection
      id={`span-${span}`}
      title={t(`dashboard.spans.${span}`)}
      action={
        <Text size="xs" c="dimmed">
          {t(`dashboard.against.${span}`)}
        </Text>
      }
      gap="xs"
      testId={`span-${span}`}
    >
      <SimpleGrid cols={{ base: 1, xs: 3, sm: 1, lg: 3 }} spacing="sm" verticalSpacing="xs">
        {items.map((item) => (
          <Box key={item.key} data-testid={`figure-${item.key}`}>
            <UnstyledLink to="/bookings" search={search} display="block" style={{ borderRadius: 4 }}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t(`dashboard.figures.${item.key}`)}
              </Text>
              <Text fz="xl" fw={700} c="blue.9" td="underline" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {item.value}
              </Text>
            </UnstyledLink>
            <ChangeBadge change={item.change} previous={item.previous} />
          </Box>
        ))}
      </SimpleGrid>
    </FigureSection>
  );
}
