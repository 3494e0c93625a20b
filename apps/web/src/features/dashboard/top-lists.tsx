import { Box, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { formatDayAs, moneyToCents } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/money';
import { AnchorLink } from '../../ui/links';
import type { AdminDashboard } from './api';
import { scrollRegion } from '../../ui/scroll-region';

type Row = { id: number | null; name: string; bookings: number; sales: string; income: string };

/**
 * The top 10 destinations or agencies of the period by sales (issue 35): a ranked table whose bars
 * show each one's sales against the first's; each name opens the bookings of the period there or
 * of that agency (the bookings list's destinationLocationId or agentId filter).
 */
export function TopList({ kind, data }: { kind: 'destinations' | 'agencies'; data: AdminDashboard }) {
  const { t } = useTranslation();
  const rows: Row[] = kind === 'destinations' ? data.byDestination : data.byAgency;
  const title = t(`dashboard.top.${kind}`);
  const largest = Number(rows.reduce((max, r) => ((moneyToCents(r.sales) ?? 0n) > max ? (moneyToCents(r.sales) ?? 0n) : max), 0n));
  const share = (sales: string) => (largest > 0 ? Math.max(0, (Number(moneyToCents(sales) ?? 0n) / largest) * 100) : 0);
  const caption = t('dashboard.top.caption', { title, from: formatDayAs(data.from), to: formatDayAs(data.to), currency: data.currency });
  const period = { bookingStartDate: data.from, bookingEndDate: data.to };
  const filterOf = (row: Row) => (kind === 'destinations' ? { destinationLocationId: String(row.id) } : { agentId: String(row.id) });
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={`top-${kind}`}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={`top-${kind}`}>
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.top.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={460} scrollAreaProps={scrollRegion(caption)}>
            <Table verticalSpacing={6} fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              <Table.Caption>{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w={36}>
                    {t('dashboard.top.rank')}
                  </Table.Th>
                  <Table.Th scope="col">{t(kind === 'destinations' ? 'dashboard.top.destination' : 'dashboard.top.agency')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('dashboard.figures.bookings')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('dashboard.figures.sales')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('dashboard.figures.income')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={row.id ?? `none-${index}`}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Th scope="row" fw={400} miw={150}>
                      <Box>
                        {row.id ? (
                          <AnchorLink size="sm" to="/bookings" search={{ ...period, ...filterOf(row) }}>
                            {row.name}
                          </AnchorLink>
                        ) : (
                          row.name
                        )}
                      </Box>
                      <Progress value={share(row.sales)} size="sm" mt={4} color="blue.6" aria-hidden="true" />
                    </Table.Th>
                    <Table.Td ta="right">{row.bookings}</Table.Td>
                    <Table.Td ta="right">{formatAmount(row.sales)}</Table.Td>
                    <Table.Td ta="right">{formatAmount(row.income)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
