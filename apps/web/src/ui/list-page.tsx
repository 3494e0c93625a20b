import { TextInput } from '@mantine/core';
import type { ToOptions } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListSearch } from '../lib/url-search';
import { type Column, DataTable } from './data-table';
import { ButtonLink } from './links';
import { notifyError } from './notify';
import { type Crumb, Page } from './page';
import { RowActions } from './row-actions';
import { SearchBar } from './search-bar';

/** What a list call answers (spec §7: every list reads entities and pagesCount). */
export type ListQuery<T> = { data?: { entities: T[]; pagesCount: number }; isLoading: boolean; error: Error | null };

/** The Actions cell of a row: View, Edit, and Delete after the confirmation; each optional. */
export type RowActionsOf = { name: string; view?: ToOptions; edit?: ToOptions; onDelete?: () => Promise<unknown> };

export type ListPageProps<T, S extends ListSearch> = {
  title: string;
  crumbs?: Crumb[];
  /** The list's search as the route validated it from the URL (page, search text, filters). */
  search: S;
  /** Navigates to the list's own route with this search: the URL is the list's only state. */
  onSearch: (search: S) => void;
  /** The search after Reset (filters cleared, page 1). */
  blank: S;
  query: ListQuery<T>;
  columns: Column<T>[];
  rowKey?: (row: T) => string | number;
  /** Filter fields besides the text search, bound to a draft applied by Search. */
  filters?: (draft: S, set: (patch: Partial<S>) => void) => ReactNode;
  /** The text search box's placeholder; false hides the box. */
  searchPlaceholder?: string | false;
  rowActions?: (row: T) => RowActionsOf;
  add?: { label: string; link: ToOptions };
  /** Empty sentence; the spec's 'There are no entities.' when not given. */
  empty?: string;
};

/**
 * The back-office list page (issue 11.3): title and add button, a filter bar whose Search and
 * Reset write the route's search (so a list is linkable and Back works), the shared table with
 * its skeleton, empty sentence and pagination from page 1 (margins 2, 5 shown), and the row
 * actions with the delete confirmation and toasts.
 */
export function ListPage<T extends { id: number }, S extends ListSearch>(props: ListPageProps<T, S>) {
  const { title, crumbs, search, onSearch, blank, query, columns, filters, searchPlaceholder, rowActions, add, empty } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState(search);
  // Compared by value: a caller may build the search anew on every render.
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for search
  useEffect(() => setDraft(search), [searchKey]);
  useEffect(() => {
    if (query.error) notifyError(query.error, 'common.couldNotLoadData');
  }, [query.error]);
  const set = (patch: Partial<S>) => setDraft((d) => ({ ...d, ...patch }));
  const rowKey = props.rowKey ?? ((row: T) => row.id);

  const allColumns: Column<T>[] = rowActions
    ? [...columns, { key: 'actions', header: t('common.actions'), align: 'right', render: (row) => <RowActions {...rowActions(row)} /> }]
    : columns;

  return (
    <Page title={title} crumbs={crumbs} actions={add && <ButtonLink {...add.link}>{add.label}</ButtonLink>}>
      {(filters || searchPlaceholder !== false) && (
        <SearchBar
          // A new search starts at page 1.
          onSearch={() => onSearch({ ...draft, searchText: draft.searchText.trim(), page: 1 })}
          onReset={() => {
            setDraft(blank);
            onSearch(blank);
          }}
        >
          {filters?.(draft, set)}
          {searchPlaceholder !== false && (
            <TextInput
              label={t('common.search')}
              placeholder={searchPlaceholder}
              value={draft.searchText}
              onChange={(e) => set({ searchText: e.currentTarget.value } as Partial<S>)}
              style={{ flex: 1, minWidth: 180 }}
            />
          )}
        </SearchBar>
      )}
      <DataTable
        caption={title}
        columns={allColumns}
        rows={query.data?.entities}
        rowKey={rowKey}
        loading={query.isLoading}
        page={search.page}
        pagesCount={query.data?.pagesCount ?? 1}
        onPage={(page) => onSearch({ ...search, page })}
        empty={empty}
      />
    </Page>
  );
}
