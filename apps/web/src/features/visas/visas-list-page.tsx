import { type ComboboxData, Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../ui/links';
import { ListPage } from '../../ui/list-page';
import { useProductOptions } from '../../lib/reference';
import { useDeleteVisa, useNationalityOptions, useVisas, type VisaListItem } from './api';
import type { VisaFilters } from './list-search';

const names = (places: { name: string }[]) => places.map((p) => p.name).join(', ') || '—';

/** /visas: filters nationality, destination and text; name, nationalities, destination and actions; pagination (spec §2 Visas). */
export function VisasListPage({ filters }: { filters: VisaFilters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nationalities = useNationalityOptions();
  const products = useProductOptions();
  const remove = useDeleteVisa();
  const filter = (label: string, data: ComboboxData, value: number | undefined, onChange: (id: number | undefined) => void) => (
    <Select
      label={label}
      data={data}
      searchable
      clearable
      limit={100}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      w={{ base: '100%', sm: 240 }}
    />
  );
  return (
    <ListPage<VisaListItem, VisaFilters>
      title={t('visas.allVisas')}
      search={filters}
      blank={{ page: 1, searchText: '' }}
      onSearch={(search) => void navigate({ to: '/visas', search })}
      query={useVisas(filters)}
      add={{ label: t('visas.addNewVisa'), link: { to: '/visas/add' } }}
      searchPlaceholder={t('visas.searchPlaceholder')}
      filters={(draft, set) => (
        <>
          {filter(t('visas.nationality'), nationalities, draft.originId, (originId) => set({ originId }))}
          {filter(t('visas.destination'), products, draft.destinationId, (destinationId) => set({ destinationId }))}
        </>
      )}
      columns={[
        {
          key: 'name',
          header: t('visas.name'),
          render: (v) => (
            <AnchorLink to="/visas/$id/edit" params={{ id: v.id }}>
              {v.name}
            </AnchorLink>
          ),
        },
        { key: 'origins', header: t('visas.nationalities'), render: (v) => names(v.origins) },
        { key: 'destinations', header: t('visas.destination'), render: (v) => names(v.destinations) },
      ]}
      rowActions={(v) => ({
        name: v.name,
        view: { to: '/visas/$id', params: { id: v.id } },
        edit: { to: '/visas/$id/edit', params: { id: v.id } },
        onDelete: () => remove.mutateAsync(v.id),
      })}
    />
  );
}
