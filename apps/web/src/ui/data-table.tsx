import { Center, Group, Pagination, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollRegion } from './scroll-region';

export type Column<T> = { key: string; header: string; render: (row: T) => ReactNode; align?: 'left' | 'right'; width?: number | string };

type Props<T> = {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  page: number;
  pagesCount: number;
  onPage: (page: number) => void;
  caption?: string;
  /** The empty sentence; the spec's 'There are no entities.' by default. */
  empty?: string;
  /** On a phone (under 600 px) each row shows as this card instead of a table row (issue 18.8). */
  card?: (row: T) => ReactNode;
  /** The width under which the table scrolls in its frame rather than squeezing its columns (560 px by default). */
  minWidth?: number;
};

/** A phone-sized screen: tables become cards, filter panels start collapsed. */
export const usePhone = () => useMediaQuery('(max-width: 599px)', false, { getInitialValueInEffect: false }) ?? false;

/**
 * The shared list table: skeleton while loading, the spec's empty sentence, and pagination
 * starting at page 1 with 2 margin pages and 5 pages around the current one.
 */
export function DataTable<T>({ columns, rows, rowKey, loading, page, pagesCount, onPage, caption, empty, card, minWidth = 560 }: Props<T>) {
  const { t } = useTranslation();
  const cards = usePhone() && card;
  return (
    <Paper withBorder radius="md">
      {cards ? (
        <Stack component="ul" aria-label={caption} gap="sm" p="sm" m={0} style={{ listStyle: 'none' }}>
          {loading && [0, 1, 2].map((i) => <Skeleton key={`skeleton-${i}`} component="li" height={140} radius="md" />)}
          {!loading && rows?.map((row) => <li key={rowKey(row)}>{cards(row)}</li>)}
        </Stack>
      ) : (
        // Narrower than minWidth it scrolls: a keyboard reaches the frame even when no row has a link (issue 32).
        <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={caption ? scrollRegion(caption) : undefined}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key} style={{ textAlign: c.align ?? 'left', width: c.width }}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading &&
                [0, 1, 2, 3, 4].map((i) => (
                  <Table.Tr key={`skeleton-${i}`}>
                    {columns.map((c) => (
                      <Table.Td key={c.key}>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              {!loading &&
                rows?.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <Table.Td key={c.key} style={{ textAlign: c.align ?? 'left' }}>
                        {c.render(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!loading && rows?.length === 0 && (
        <Center p="lg">
          <Text c="dimmed">{empty ?? t('common.noEntities')}</Text>
        </Center>
      )}
      {pagesCount > 1 && (
        <Group justify="center" p="sm">
          <Pagination
            total={pagesCount}
            value={page}
            onChange={onPage}
            boundaries={2}
            siblings={2}
            withEdges={false}
            getControlProps={(control) => ({ 'aria-label': control === 'previous' ? t('common.previous') : t('common.next') })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      )}
    </Paper>
  );
}
