import { ActionIcon, Badge, Button, Group, Select, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from './confirm';
import { DateField } from './date-field';
import {
  addPeriod,
  type CellProblem,
  cellId,
  duplicatePeriod,
  type GridColumn,
  type GridRefusal,
  type PeriodRow,
  periodProblems,
  removePeriod,
  updatePeriod,
} from './period-grid-model';

type Props<R extends PeriodRow> = {
  rows: R[];
  onChange: (rows: R[]) => void;
  columns: GridColumn<R>[];
  /** A new row's values besides its dates (those continue from the last period). */
  newRow: () => Omit<R, 'key' | 'startDate' | 'endDate'>;
  /** The contract currency, shown in the header of the price columns. */
  currency?: string;
  /** Names the table and every cell ("Double: 2 persons, period 1"). */
  caption: string;
  addLabel: string;
  removeLabel: (row: R, index: number) => string;
  /** When given, each row has a Duplicate action beside Remove: a copy of the row after the last period, as long as the copied one. */
  duplicateLabel?: (row: R, index: number) => string;
  /** Moves what the copy holds dated inside its period (e.g. closed dates) by the days the period moved. */
  duplicateShift?: (copy: R, days: number) => R;
  /** A saved row is deleted on the server (then the owner reloads); a new row is only dropped. */
  onDeleteSaved?: (row: R) => void;
  empty?: string;
  /** After a refused save every problem shows; before, only a period ending before it starts. */
  showErrors?: boolean;
  /** Header texts of the two date columns (default From and To). */
  dateHeaders?: [string, string];
  /** The cell a save was refused on by the server: marked, and its sentence shown under the grid (issue 32). */
  refusal?: GridRefusal | null;
};

const DATE_WIDTH = 112;
/** The rule left of the first column of a group. */
const GROUP_RULE = { borderLeft: '2px solid var(--mantine-color-gray-5)' };
/** The From column stays in view while a wide grid scrolls sideways, so each row keeps its period. */
const stickyStart = (background = 'var(--mantine-color-body)') =>
  // At -1px: the table's collapsed left border would otherwise leave a sliver through which the scrolled cells show.
  ({ position: 'sticky', left: -1, zIndex: 1, background, boxShadow: 'inset -1px 0 0 var(--table-border-color)' }) as const;

function DuplicateIcon() {
  return (
    <svg aria-hidden width={14} height={14} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth={1.6}>
      <rect x="5.5" y="5.5" width="8.5" height="8.5" rx="1.5" />
      <path d="M10.5 3V2.5A1.5 1.5 0 0 0 9 1H3.5A1.5 1.5 0 0 0 2 2.5V9a1.5 1.5 0 0 0 1.5 1.5H4" />
    </svg>
  );
}

/**
 * The compact period-rows editor (issue 11.3): one table row per period, a column per price,
 * the currency in the header, add and remove (after 'Do you really want to delete it?').
 * Keyboard: Tab walks the row, Enter goes to the same cell of the next row and, on the last row,
 * adds a period and puts the cursor in its first date.
 */
export function PeriodRowsGrid<R extends PeriodRow>(props: Props<R>) {
  const { rows, onChange, columns, newRow, currency, caption, addLabel, removeLabel, duplicateLabel, onDeleteSaved, empty, showErrors, dateHeaders, refusal } =
    props;
  const { t } = useTranslation();
  const gridId = useId();
  const [focusNext, setFocusNext] = useState<{ key: string; field: string } | null>(null);
  // The cell being typed in: a column's own check waits until the admin leaves it.
  const [editing, setEditing] = useState<string | null>(null);
  const problems = useMemo(() => periodProblems(rows, columns), [rows, columns]);
  const problemOf = (key: string, field: string) => {
    const found = problems.find((p: CellProblem) => p.key === key && p.field === field);
    if (!found) return undefined;
    if (found.problem === 'unreadable') return showErrors || editing !== cellId(gridId, key, field) ? found.message : undefined;
    if (!showErrors && found.problem !== 'endBeforeStart') return undefined;
    return t(`grid.${found.problem}`);
  };
  // The server's refusal of a row: its cell is marked (the form puts the cursor in it) and the sentence shows under the grid.
  const refusedIndex = refusal ? rows.findIndex((row) => row.key === refusal.key) : -1;
  const cellError = (key: string, field: string) => problemOf(key, field) ?? (refusedIndex >= 0 && refusal!.key === key && refusal!.field === field);

  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(cellId(gridId, focusNext.key, focusNext.field))?.focus();
    setFocusNext(null);
  }, [focusNext, gridId]);

  const add = () => {
    const next = addPeriod(rows, newRow());
    onChange(next);
    setFocusNext({ key: next.at(-1)!.key, field: 'startDate' });
  };
  const duplicate = (row: R) => {
    const next = duplicatePeriod(rows, row.key, props.duplicateShift);
    onChange(next);
    setFocusNext({ key: next.at(-1)!.key, field: 'startDate' });
  };
  const remove = (row: R) =>
    confirmDelete(() => {
      if (row.id && onDeleteSaved) onDeleteSaved(row);
      else onChange(removePeriod(rows, row.key));
    });
  const removeButton = (row: R, index: number) => (
    <ActionIcon variant="subtle" color="red" aria-label={removeLabel(row, index)} onClick={() => remove(row)}>
      ✕
    </ActionIcon>
  );
  const set = (row: R, patch: Partial<R>) => onChange(updatePeriod(rows, row.key, patch));

  // Enter moves down a row like a spreadsheet; it must not submit the surrounding form.
  const onKeyDown = (index: number, field: string) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const target = rows[index + (event.shiftKey ? -1 : 1)];
    if (target) setFocusNext({ key: target.key, field });
    else if (!event.shiftKey) add();
  };

  const label = (header: string, index: number) => `${header}, ${t('grid.period', { n: index + 1 })}`;
  const [fromHeader, toHeader] = dateHeaders ?? [t('grid.from'), t('grid.to')];
  const actionsWidth = duplicateLabel ? 72 : 40;
  // Column groups: runs of consecutive columns with the same `group`, headed above their headers.
  const runs: { group?: string; start: number; span: number }[] = [];
  columns.forEach((c, i) => {
    const last = runs.at(-1);
    if (last && last.group === c.group) last.span += 1;
    else runs.push({ group: c.group, start: i, span: 1 });
  });
  const grouped = runs.some((run) => run.group);
  const ruleOf = (i: number) => (columns[i]!.group && columns[i - 1]?.group !== columns[i]!.group ? GROUP_RULE : undefined);

  return (
    <div>
      <Table.ScrollContainer minWidth={2 * DATE_WIDTH + actionsWidth + columns.reduce((sum, c) => sum + (c.width ?? 76), 0)}>
        <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-label={caption}>
          <Table.Thead>
            {grouped && (
              <Table.Tr>
                <Table.Th style={stickyStart()} />
                <Table.Th />
                {runs.map((run) => (
                  <Table.Th key={run.start} colSpan={run.span} scope={run.group ? 'colgroup' : undefined} ta="left" style={run.group ? GROUP_RULE : undefined}>
                    {run.group}
                  </Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th w={DATE_WIDTH} style={{ verticalAlign: 'bottom', ...stickyStart() }}>
                {fromHeader}
              </Table.Th>
              <Table.Th w={DATE_WIDTH} style={{ verticalAlign: 'bottom' }}>
                {toHeader}
              </Table.Th>
              {columns.map((c, i) => (
                <Table.Th
                  key={c.key}
                  w={c.width}
                  title={c.title}
                  style={{ textAlign: (c.kind ?? 'decimal') === 'decimal' ? 'right' : 'left', verticalAlign: 'bottom', lineHeight: 1.2, ...ruleOf(i) }}
                >
                  {c.header}
                  {c.required && <span aria-hidden> *</span>}
                  {currency && (c.kind ?? 'decimal') === 'decimal' && (
                    <Text c="dimmed" fz="xs" fw={400}>
                      {currency}
                    </Text>
                  )}
                </Table.Th>
              ))}
              <Table.Th w={actionsWidth}>
                <VisuallyHidden>{duplicateLabel ? t('common.actions') : t('common.remove')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.key} bg={row.id ? undefined : 'var(--mantine-color-blue-0)'}>
                {(['startDate', 'endDate'] as const).map((field) => (
                  <Table.Td key={field} style={field === 'startDate' ? stickyStart(row.id ? undefined : 'var(--mantine-color-blue-0)') : undefined}>
                    <DateField
                      id={cellId(gridId, row.key, field)}
                      aria-label={label(field === 'startDate' ? t('grid.startDate') : t('grid.endDate'), index)}
                      size="xs"
                      miw={DATE_WIDTH - 12}
                      clearable={false}
                      value={row[field]}
                      min={field === 'endDate' && row.startDate ? row.startDate : undefined}
                      error={cellError(row.key, field)}
                      onChange={(value) => set(row, { [field]: value } as Partial<R>)}
                      onKeyDown={onKeyDown(index, field)}
                    />
                  </Table.Td>
                ))}
                {columns.map((c, i) => (
                  <Table.Td key={c.key} style={ruleOf(i)}>
                    {c.kind === 'readonly' ? (
                      <Text size="sm" ta="right">
                        {c.value(row) || '—'}
                      </Text>
                    ) : c.kind === 'select' ? (
                      <Select
                        id={cellId(gridId, row.key, c.key)}
                        aria-label={label(c.title ?? c.header, index)}
                        size="xs"
                        miw={(c.width ?? 140) - 12}
                        allowDeselect={false}
                        data={c.options ?? []}
                        value={c.value(row) || null}
                        error={cellError(row.key, c.key)}
                        onChange={(v) => set(row, c.patch(row, v ?? ''))}
                      />
                    ) : (
                      <TextInput
                        id={cellId(gridId, row.key, c.key)}
                        aria-label={label(c.title ?? c.header, index)}
                        size="xs"
                        miw={(c.width ?? 76) - 12}
                        inputMode={c.kind === 'text' ? undefined : c.kind === 'integer' ? 'numeric' : 'decimal'}
                        styles={{ input: { textAlign: c.kind === 'text' ? 'left' : 'right' } }}
                        value={c.value(row)}
                        error={cellError(row.key, c.key)}
                        onChange={(e) => set(row, c.patch(row, e.currentTarget.value))}
                        onKeyDown={onKeyDown(index, c.key)}
                        onFocus={c.check ? () => setEditing(cellId(gridId, row.key, c.key)) : undefined}
                        onBlur={c.check ? () => setEditing(null) : undefined}
                      />
                    )}
                  </Table.Td>
                ))}
                <Table.Td>
                  {duplicateLabel ? (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={duplicateLabel(row, index)} title={duplicateLabel(row, index)} onClick={() => duplicate(row)}>
                        <DuplicateIcon />
                      </ActionIcon>
                      {removeButton(row, index)}
                    </Group>
                  ) : (
                    removeButton(row, index)
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {refusedIndex >= 0 && (
        <Text c="red.9" size="sm" mt={4}>
          {t('grid.refused', { n: refusedIndex + 1, message: refusal!.message })}
        </Text>
      )}
      <Group gap="sm" mt={6}>
        <Button variant="light" size="xs" onClick={add}>
          {addLabel}
        </Button>
        {rows.length === 0 && empty && (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        )}
        {currency && (
          <Badge variant="light" color="gray" ml="auto">
            {t('grid.pricesIn', { currency })}
          </Badge>
        )}
      </Group>
    </div>
  );
}
