import { Group, type MantineSpacing, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { scrollRegion } from './scroll-region';

/*
 * The figures of the dashboard and the reports (issue 35): each stood in its own copy of one frame
 * (a titled section, an empty sentence, a scrolling table of names and figures with a total row).
 * One frame now, so a fix to its headings, its alignment or its scroll region reaches every one.
 */

/** Digits of the same width: the figures of a column line up under each other. */
const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A section of figures: its heading names it (aria-labelledby), an action may sit beside the
 * heading (a link to the list behind it, a note on what it compares).
 */
export function FigureSection({
  id,
  title,
  action,
  gap = 'sm',
  testId,
  children,
}: {
  /** The heading's id (the section's name points at it); a unique one when missing. */
  id?: string;
  title: string;
  action?: ReactNode;
  gap?: MantineSpacing;
  testId?: string;
  children: ReactNode;
}) {
  const made = useId();
  const headingId = id ?? made;
  const heading = (
    <Title order={2} fz="lg" id={headingId}>
      {title}
    </Title>
  );
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId} data-testid={testId}>
      <Stack gap={gap}>
        {action ? (
          <Group justify="space-between" align="baseline" gap="xs">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** What a section says when it has nothing to show ("No sales in this period."). */
export function EmptySentence({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** A column of a figure table: its heading, its cell in each row, and its cell in the total row. */
export type FigureColumn<T> = {
  key: string;
  label: ReactNode;
  /** The column's cell of a row; `index` counts the rows from 0 (a rank). */
  cell: (row: T, index: number) => ReactNode;
  /** A count or an amount: right-aligned, so units stand under units. */
  numeric?: boolean;
  /** Where the heading and the cells sit: right for a numeric column, the table's start otherwise. */
  align?: 'left' | 'center' | 'right';
  /** The column that names its row: its cells are row headers (`th scope="row"`), read out with each figure of the row. */
  rowHeader?: boolean;
  /** The heading's width (a narrow rank). */
  width?: number;
  /** The cells' least width (a name that must stay readable beside a bar). */
  minWidth?: number;
  /** The cells keep to one line (a week's name, an amount with its currency). */
  nowrap?: boolean;
  /** The cells' weight (a row's own total stands out). */
  weight?: number;
  /** The column's cell in the total row; the row's label spans the columns before the first that has one. */
  total?: ReactNode;
  /** The weight of that cell: bold unless said (subtotals beside a grand total). */
  totalWeight?: number;
};

type FigureTableProps<T> = {
  /** The section's heading: with it the table stands in its own FigureSection; without, bare, in a frame that has one (ChartFrame's table). */
  title?: string;
  /** The heading's id (see FigureSection). */
  titleId?: string;
  /** The table's caption, its accessible name; the scroll region is named the same. */
  caption?: string;
  /** Said instead of the table when there are no rows; without it an empty table shows its headings. */
  empty?: string;
  columns: FigureColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** The total row's label ("Total"): with it the table ends with a footer of the columns' totals. */
  totalLabel?: ReactNode;
  /** The width under which the table scrolls sideways in its frame rather than squeezing its columns. */
  minWidth: number;
  /** The height over which it scrolls down (with stickyHeader, its headings stay in view). */
  maxHeight?: number;
  striped?: boolean;
  stickyHeader?: boolean;
  /**
   * The scrolling frame is a named region a keyboard can reach (scroll-region.ts, issue 32): true
   * unless every row has a link to tab to, when the frame is reached through them.
   */
  region?: boolean;
  testId?: string;
};

const alignOf = ({ align, numeric }: Pick<FigureColumn<never>, 'align' | 'numeric'>) => align ?? (numeric ? 'right' : undefined);

/** The table itself: headings, a row per item, the total row; it scrolls in its frame. */
function Figures<T>({
  caption,
  columns,
  rows,
  rowKey,
  totalLabel,
  minWidth,
  maxHeight,
  striped,
  stickyHeader,
  region,
  name,
  testId,
}: FigureTableProps<T> & { name?: string }) {
  const firstTotal = columns.findIndex((c) => c.total !== undefined);
  // The label spans the columns with nothing to sum (the period and the name of a row).
  const labelSpan = Math.max(1, firstTotal);
  return (
    <Table.ScrollContainer minWidth={minWidth} maxHeight={maxHeight} scrollAreaProps={region && name ? scrollRegion(name) : undefined}>
      <Table striped={striped} stickyHeader={stickyHeader} verticalSpacing={6} fz="sm" style={TABULAR} data-testid={testId}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} scope="col" ta={alignOf(c)} w={c.width}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((c) => {
                const cell = { ta: alignOf(c), miw: c.minWidth, style: c.nowrap ? NOWRAP : undefined };
                return c.rowHeader ? (
                  <Table.Th key={c.key} scope="row" fw={c.weight ?? 400} {...cell}>
                    {c.cell(row, index)}
                  </Table.Th>
                ) : (
                  <Table.Td key={c.key} fw={c.weight} {...cell}>
                    {c.cell(row, index)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totalLabel !== undefined && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={labelSpan > 1 ? labelSpan : undefined}>
                {totalLabel}
              </Table.Th>
              {columns.slice(labelSpan).map((c) => (
                <Table.Td key={c.key} ta={alignOf(c)} fw={c.totalWeight ?? 700}>
                  {c.total}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A table of figures (issue 35): a row per day, month, destination or booking, its name as the
 * row's header and its counts and amounts right-aligned in tabular digits, with an optional total
 * row; the empty sentence stands in for it when there are no rows. With a title it is a section
 * of its own; without, it is the table behind a chart.
 */
export function FigureTable<T>({ title, titleId, region = true, ...table }: FigureTableProps<T>) {
  const content =
    table.empty !== undefined && table.rows.length === 0 ? (
      <EmptySentence>{table.empty}</EmptySentence>
    ) : (
      <Figures {...table} region={region} name={table.caption ?? title} />
    );
  if (title === undefined) return content;
  return (
    <FigureSection id={titleId} title={title}>
      {content}
    </FigureSection>
  );
}
