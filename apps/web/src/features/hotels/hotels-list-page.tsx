import { Select, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink, ButtonLink } from '../../ui/links';
import { SearchBar } from '../../ui/search-bar';
import { type Column, DataTable } from '../../ui/data-table';
import { notifyError } from '../../ui/notify';
import { Page } from '../../ui/page';
import { RowActions } from '../../ui/row-actions';
import { useTaxonomyOptions } from '../../lib/reference';
import { type HotelListItem, useDeleteHotel, useHotels, useLocationOptions } from './api';
import type { HotelFilters } from './list-search';

export function HotelsListPage({ filters }: { filters: HotelFilters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locations = useLocationOptions();
  const categories = useTaxonomyOptions('hotelCategory');
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const hotels = useHotels(filters);
  const remove = useDeleteHotel();
  useEffect(() => {
    if (hotels.error) notifyError(hotels.error, 'common.couldNotLoadData');
  }, [hotels.error]);

  const go = (next: HotelFilters) => void navigate({ to: '/hotels', search: next });

  const columns: Column<HotelListItem>[] = [
    {
      key: 'name',
      header: t('hotels.name'),
      render: (h) => (
        <AnchorLink to="/hotels/$id" params={{ id: h.id }}>
          {h.name}
        </AnchorLink>
      ),
    },
    { key: 'location', header: t('hotels.location'), render: (h) => h.location?.name ?? '—' },
    { key: 'category', header: t('hotels.hotelCategory'), render: (h) => h.hotelCategory?.title ?? '—' },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      render: (h) => <RowActions edit={{ to: '/hotels/$id/edit', params: { id: h.id } }} name={h.name} onDelete={() => remove.mutateAsync(h.id)} />,
    },
  ];

  return (
    <Page
      title={t('hotels.allHotels')}
      actions={
        <ButtonLink to="/hotels/add">
          {t('hotels.addHotel')}
        </ButtonLink>
      }
    >
      <SearchBar
        // A new search starts at page 1.
        onSearch={() => go({ ...draft, searchText: draft.searchText.trim(), page: 1 })}
        onReset={() => go({ page: 1, searchText: '' })}
      >
        <Select
          label={t('hotels.location')}
          data={locations}
          searchable
          clearable
          limit={100}
          value={draft.locationId ? String(draft.locationId) : null}
          onChange={(v) => setDraft({ ...draft, locationId: v ? Number(v) : undefined })}
          w={{ base: '100%', sm: 240 }}
        />
        <Select
          label={t('hotels.hotelCategory')}
          data={categories}
          clearable
          value={draft.categoryId ? String(draft.categoryId) : null}
          onChange={(v) => setDraft({ ...draft, categoryId: v ? Number(v) : undefined })}
          w={{ base: '100%', sm: 180 }}
        />
        <TextInput
          label={t('common.search')}
          placeholder={t('hotels.searchPlaceholder')}
          value={draft.searchText}
          onChange={(e) => setDraft({ ...draft, searchText: e.currentTarget.value })}
          style={{ flex: 1, minWidth: 180 }}
        />
      </SearchBar>
      <DataTable
        caption={t('hotels.allHotels')}
        columns={columns}
        rows={hotels.data?.entities}
        rowKey={(h) => h.id}
        loading={hotels.isLoading}
        page={filters.page}
        pagesCount={hotels.data?.pagesCount ?? 1}
        onPage={(page) => go({ ...filters, page })}
      />
    </Page>
  );
}
