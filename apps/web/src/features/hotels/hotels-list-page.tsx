import { Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../ui/links';
import { ListPage } from '../../ui/list-page';
import { useTaxonomyOptions } from '../../lib/reference';
import { type HotelListItem, useDeleteHotel, useHotels, useLocationOptions } from './api';
import type { HotelFilters } from './list-search';

/** /hotels: filters location, hotel category and text; Name, Location, Hotel category, Actions (spec §2 Hotels). */
export function HotelsListPage({ filters }: { filters: HotelFilters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locations = useLocationOptions();
  const categories = useTaxonomyOptions('hotelCategory');
  const remove = useDeleteHotel();
  return (
    <ListPage<HotelListItem, HotelFilters>
      title={t('hotels.allHotels')}
      search={filters}
      blank={{ page: 1, searchText: '' }}
      onSearch={(search) => void navigate({ to: '/hotels', search })}
      query={useHotels(filters)}
      add={{ label: t('hotels.addHotel'), link: { to: '/hotels/add' } }}
      searchPlaceholder={t('hotels.searchPlaceholder')}
      filters={(draft, set) => (
        <>
          <Select
            label={t('hotels.location')}
            data={locations}
            searchable
            clearable
            limit={100}
            value={draft.locationId ? String(draft.locationId) : null}
            onChange={(v) => set({ locationId: v ? Number(v) : undefined })}
            w={{ base: '100%', sm: 240 }}
          />
          <Select
            label={t('hotels.hotelCategory')}
            data={categories}
            clearable
            value={draft.categoryId ? String(draft.categoryId) : null}
            onChange={(v) => set({ categoryId: v ? Number(v) : undefined })}
            w={{ base: '100%', sm: 180 }}
          />
        </>
      )}
      columns={[
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
      ]}
      rowActions={(h) => ({ name: h.name, edit: { to: '/hotels/$id/edit', params: { id: h.id } }, onDelete: () => remove.mutateAsync(h.id) })}
    />
  );
}
