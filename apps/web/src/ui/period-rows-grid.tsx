import { ActionIcon, Badge, Button, Group, Select, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from './confirm';
import { DateField } from './date-field';
import {
  addPeriod,
  type CellProblem,
  cellId,
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

/**
 * The compact period-rows editor (issue 11.3): one table row per period, a column per price,
 * the currency in the header, add and remove (after 'Do you really want to delete it?').
 * Keyboard: Tab walks the row, Enter goes to the same cell of the next row and, on the last row,
 * adds a period and puts the cursor in its first date.
 */
export function PeriodRowsGrid<R extends PeriodRow>(props: Props<R>) {
  const { rows, onChange, columns, newRow, currency, caption, addLabel, removeLabel, onDeleteSaved, empty, showErrors, dateHeaders, refusal } = props;
  const { t } = useTranslation();
  const gridId = useId();
  const [focusNext, setFocusNext] = useState<{ key: string; field: string } | null>(null);
  const problems = useMemo(() => periodProblems(rows, columns), [rows, columns]);
  const problemOf = (key: string, field: string) => {
    const found = problems.find((p: CellProblem) => p.key === key && p.field === field);
    if (!found || (!showErrors && found.problem !== 'endBeforeStart')) return undefined;
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
  const remove = (row: R) =>
    confirmDelete(() => {
      if (row.id && onDeleteSaved) onDeleteSaved(row);
      else onChange(removePeriod(rows, row.key));
    });
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

  return (
    <div>
      <Table.ScrollContainer minWidth={2 * DATE_WIDTH + 40 + columns.reduce((sum, c) => sum + (c.width ?? 76), 0)}>
        <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={DATE_WIDTH} style={{ verticalAlign: 'bottom' }}>
                {fromHeader}
              </Table.Th>
              <Table.Th w={DATE_WIDTH} style={{ verticalAlign: 'bottom' }}>
                {toHeader}
              </Table.Th>
              {columns.map((c) => (
                <Table.Th
                  key={c.key}
                  w={c.width}
                  style={{ textAlign: (c.kind ?? 'decimal') === 'decimal' ? 'right' : 'left', verticalAlign: 'bottom', lineHeight: 1.2 }}
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
              <Table.Th w={40}>
                <VisuallyHidden>{t('common.remove')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.key} bg={row.id ? undefined : 'var(--mantine-color-blue-0)'}>
                {(['startDate', 'endDate'] as const).map((field) => (
                  <Table.Td key={field}>
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
                {columns.map((c) => (
                  <Table.Td key={c.key}>
                    {c.kind === 'readonly' ? (
                      <Text size="sm" ta="right">
                        {c.value(row) || '—'}
                      </Text>
                    ) : c.kind === 'select' ? (
                      <Select
                        id={cellId(gridId, row.key, c.key)}
                        aria-label={label(c.header, index)}
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
                        aria-label={label(c.header, index)}
                        size="xs"
                        miw={(c.width ?? 76) - 12}
                        inputMode={c.kind === 'text' ? undefined : c.kind === 'integer' ? 'numeric' : 'decimal'}
                        styles={{ input: { textAlign: c.kind === 'text' ? 'left' : 'right' } }}
                        value={c.value(row)}
                        error={cellError(row.key, c.key)}
                        onChange={(e) => set(row, c.patch(row, e.currentTarget.value))}
                        onKeyDown={onKeyDown(index, c.key)}
                      />
                    )}
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={removeLabel(row, index)} onClick={() => remove(row)}>
                    ✕
                  </ActionIcon>
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
