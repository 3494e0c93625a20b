import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from './confirm';

/** A row of an editable list: `id` once saved on the server, `key` for React. */
export type EditableRow = { key: string; id?: number };

let counter = 0;
export const newRowKey = () => `new-${++counter}`;

type Props<R extends EditableRow> = {
  rows: R[];
  onChange: (rows: R[]) => void;
  newRow: () => Omit<R, 'key'>;
  render: (row: R, update: (patch: Partial<R>) => void, index: number) => ReactNode;
  addLabel: string;
  /** Saved rows are deleted on the server (then the owner reloads); new rows are only dropped. */
  onDeleteSaved?: (row: R) => void;
  removeLabel?: (row: R, index: number) => string;
  empty?: string;
};

/**
 * The period-rows editor shared by pricing, offers, allotment and rule lists: add a row with
 * its defaults, edit fields in place, remove after 'Do you really want to delete it?'.
 */
export function RowsEditor<R extends EditableRow>({ rows, onChange, newRow, render, addLabel, onDeleteSaved, removeLabel, empty }: Props<R>) {
  const { t } = useTranslation();
  const update = (key: string) => (patch: Partial<R>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const remove = (row: R) =>
    confirmDelete(() => {
      if (row.id && onDeleteSaved) onDeleteSaved(row);
      else onChange(rows.filter((r) => r.key !== row.key));
    });
  return (
    <Stack gap="xs">
      {rows.length === 0 && empty && (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
      {rows.map((row, index) => (
        <Paper key={row.key} withBorder radius="sm" p="sm" bg={row.id ? undefined : 'blue.0'}>
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <div style={{ flex: 1, minWidth: 0 }}>{render(row, update(row.key), index)}</div>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={24}
              aria-label={removeLabel ? removeLabel(row, index) : `${t('common.remove')} ${index + 1}`}
              onClick={() => remove(row)}
            >
              ✕
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange([...rows, { ...newRow(), key: newRowKey() } as R])}>
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
