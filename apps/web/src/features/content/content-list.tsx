import { TextInput } from '@mantine/core';
import { type ToOptions, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/links';
import { SearchBar } from '../../ui/search-bar';
import { type Column, DataTable } from '../../ui/data-table';
import { notifyError } from '../../ui/notify';
import { Page } from '../../ui/page';
import type { ListSearch } from '../../lib/url-search';
import type { Paged } from './api';

/** The content lists; they share the page-and-search-text URL of listSearchSchema. */
export type ContentListPath = '/articles' | '/article/categories' | '/subscriptions';

type Props<T> = {
  title: string;
  /** The list's own path: searches and pages navigate to it with `page` and `searchText`. */
  path: ContentListPath;
  search: ListSearch;
  query: { data?: Paged<T>; isLoading: boolean; error: Error | null };
  columns: Column<T>[];
  searchPlaceholder: string;
  add?: { label: string; link: ToOptions };
};

/**
 * A content list (articles, categories, subscriptions; spec §2): a search box with Search and
 * Reset, the shared table with its empty sentence and pagination, and the add button.
 */
export function ContentList<T extends { id: number }>({ title, path, search, query, columns, searchPlaceholder, add }: Props<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(search.searchText);
  useEffect(() => setText(search.searchText), [search.searchText]);
  useEffect(() => {
    if (query.error) notifyError(query.error, 'common.couldNotLoadData');
  }, [query.error]);
  const go = (next: ListSearch) => void navigate({ to: path, search: next });

  return (
    <Page
      title={title}
      actions={
        add && (
          <ButtonLink {...add.link}>
            {add.label}
          </ButtonLink>
        )
      }
    >
      <SearchBar
        // A new search starts at page 1.
        onSearch={() => go({ page: 1, searchText: text.trim() })}
        onReset={() => {
          setText('');
          go({ page: 1, searchText: '' });
        }}
      >
        <TextInput
          label={t('common.search')}
          placeholder={searchPlaceholder}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
      </SearchBar>
      <DataTable
        caption={title}
        columns={columns}
        rows={query.data?.entities}
        rowKey={(row) => row.id}
        loading={query.isLoading}
        page={search.page}
        pagesCount={query.data?.pagesCount ?? 1}
        onPage={(page) => go({ ...search, page })}
      />
    </Page>
  );
}
