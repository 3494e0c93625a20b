import { Button, Group, Stack } from '@mantine/core';
import type { ToOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from './confirm';
import { type Column, DataTable } from './data-table';
import { AnchorLink, ButtonLink } from './links';

type Props<Row extends { id: number; name: string }> = {
  /** The Add link above the table. */
  add: { label: string; link: ToOptions };
  caption: string;
  /** The header of the first column: each row's name, a link to its edit page. */
  nameHeader: string;
  /** The columns between the name and the actions. */
  columns: Column<Row>[];
  rows: Row[];
  edit: (row: Row) => ToOptions;
  /** Called after 'Do you really want to delete it?'; the form page toasts the result. */
  onDelete: (id: number) => void;
  empty?: string;
};

/**
 * A tab of an entity's edit form listing its children (a hotel's room types, a flight's fares):
 * Add, and per row its name linking to its edit page, Edit and Delete after the spec's confirmation.
 */
export function ChildListTab<Row extends { id: number; name: string }>({ add, caption, nameHeader, columns, rows, edit, onDelete, empty }: Props<Row>) {
  const { t } = useTranslation();
  const all: Column<Row>[] = [
    { key: 'name', header: nameHeader, render: (row) => <AnchorLink {...edit(row)}>{row.name}</AnchorLink> },
    ...columns,
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      render: (row) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <ButtonLink {...edit(row)} size="compact-sm" variant="light" aria-label={`${t('common.edit')} ${row.name}`}>
            {t('common.edit')}
          </ButtonLink>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={`${t('common.delete')} ${row.name}`}
            onClick={() => confirmDelete(() => onDelete(row.id))}
          >
            {t('common.delete')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <ButtonLink {...add.link} variant="light">
          {add.label}
        </ButtonLink>
      </Group>
      <DataTable caption={caption} columns={all} rows={rows} rowKey={(row) => row.id} page={1} pagesCount={1} onPage={() => {}} empty={empty} />
    </Stack>
  );
}
