import { Group, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, useAgencyToday } from '../../lib/agency-day';
import { DateField, formatDate } from '../../ui/date-field';
import { apiUsageQuery } from './api';
import { formatRatio } from './format';
import { Panel } from './parts';
import { byDayThenKey, usageTotals } from './usage';
import { scrollRegion } from '../../ui/scroll-region';

const NUMBER = new Intl.NumberFormat('en-US');
const right = { textAlign: 'right' } as const;

/** Look-to-book per key and day for a period (the last 30 days at first), with its totals (issue 34). */
export function UsagePanel({ agentId }: { agentId?: number }) {
  const { t } = useTranslation();
  const today = useAgencyToday();
  // The last 30 days of the agency's today until a date is chosen (today is known once the settings are read).
  const [chosen, setChosen] = useState<{ from?: string; to?: string }>({});
  const from = chosen.from ?? addDays(today, -29);
  const to = chosen.to ?? today;
  const setFrom = (day: string) => setChosen((c) => ({ ...c, from: day }));
  const setTo = (day: string) => setChosen((c) => ({ ...c, to: day }));
  // The query waits for a whole, ordered period; the table keeps the last one meanwhile.
  const valid = !!from && !!to && from <= to;
  const usage = useQuery({ ...apiUsageQuery(agentId, { from, to }), enabled: valid });
  const rows = usage.data ? byDayThenKey(usage.data.rows) : undefined;
  const totals = rows && usageTotals(rows);
  const headers = ['day', 'key', 'searches', 'unitsPriced', 'bookings', 'lookToBook'] as const;

  return (
    <Panel id="partners-usage" title={t('partners.usage.title')} hint={t('partners.usage.hint')}>
      <Group gap="sm" align="flex-start">
        <DateField label={t('partners.usage.from')} value={from} onChange={setFrom} max={to || undefined} required w={170} />
        <DateField
          label={t('partners.usage.to')}
          value={to}
          onChange={setTo}
          min={from || undefined}
          required
          w={170}
          error={from && to && to < from ? t('partners.usage.toBeforeFrom') : undefined}
        />
      </Group>
      {usage.isError ? (
        <Text c="red.9">{usage.error.message || t('common.couldNotLoad')}</Text>
      ) : !rows ? (
        <Skeleton height={160} radius="md" />
      ) : (
        <Table.ScrollContainer minWidth={640} scrollAreaProps={scrollRegion(t('partners.usage.caption'))}>
          <Table striped withTableBorder verticalSpacing="xs" aria-label={t('partners.usage.caption')}>
            <Table.Thead>
              <Table.Tr>
                {headers.map((h, i) => (
                  <Table.Th key={h} style={i >= 2 ? right : undefined}>
                    {t(`partners.usage.${h}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={headers.length}>
                    <Text c="dimmed" ta="center" py="sm">
                      {t('partners.usage.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((row) => (
                <Table.Tr key={`${row.day}-${row.keyId}`}>
                  <Table.Td>{formatDate(row.day)}</Table.Td>
                  <Table.Td>{row.keyName}</Table.Td>
                  <Table.Td style={right}>{NUMBER.format(row.searches)}</Table.Td>
                  <Table.Td style={right}>{NUMBER.format(row.unitsPriced)}</Table.Td>
                  <Table.Td style={right}>{NUMBER.format(row.bookings)}</Table.Td>
                  <Table.Td style={right}>{formatRatio(row.lookToBook)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            {totals && rows.length > 0 && (
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Th scope="row" colSpan={2}>
                    {t('partners.usage.total')}
                  </Table.Th>
                  <Table.Td style={right} data-total="searches">
                    {NUMBER.format(totals.searches)}
                  </Table.Td>
                  <Table.Td style={right} data-total="unitsPriced">
                    {NUMBER.format(totals.unitsPriced)}
                  </Table.Td>
                  <Table.Td style={right} data-total="bookings">
                    {NUMBER.format(totals.bookings)}
                  </Table.Td>
                  <Table.Td style={right} data-total="lookToBook">
                    {formatRatio(totals.lookToBook)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </Table.ScrollContainer>
      )}
    </Panel>
  );
}
