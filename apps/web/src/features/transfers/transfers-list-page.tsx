import { Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useProductOptions } from '../../lib/reference';
import { AnchorLink } from '../../ui/links';
import { ListPage } from '../../ui/list-page';
import { type TransferListItem, useDeleteTransfer, useTransfers } from './api';
import type { TransferFilters } from './list-search';

const labels = (places: TransferListItem['origins']) => places.map((p) => p.label).join(', ') || '—';

/** /transfers: filters Origin and Destination and text, Search and Reset, Add new transfer; columns Name, Origins, Destination, Actions (spec §2 Transfers). */
export function TransfersListPage({ filters }: { filters: TransferFilters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const places = useProductOptions();
  const remove = useDeleteTransfer();
  const placeFilter = (label: string, value: number | undefined, onChange: (id: number | undefined) => void) => (
    <Select
      label={label}
      data={places}
      searchable
      clearable
      limit={60}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      w={{ base: '100%', sm: 260 }}
    />
  );
  return (
    <ListPage<TransferListItem, TransferFilters>
      title={t('transfers.allTransfers')}
      search={filters}
      blank={{ page: 1, searchText: '' }}
      onSearch={(search) => void navigate({ to: '/transfers', search })}
      query={useTransfers(filters)}
      add={{ label: t('transfers.addNewTransfer'), link: { to: '/transfers/add' } }}
      searchPlaceholder={t('transfers.searchPlaceholder')}
      filters={(draft, set) => (
        <>
          {placeFilter(t('transfers.origin'), draft.originId, (originId) => set({ originId }))}
          {placeFilter(t('transfers.destination'), draft.destinationId, (destinationId) => set({ destinationId }))}
        </>
      )}
      columns={[
        {
          key: 'name',
          header: t('transfers.name'),
          // Rows lead to the edit screen (spec §2).
          render: (tr) => (
            <AnchorLink to="/transfers/$id/edit" params={{ id: tr.id }}>
              {tr.name}
            </AnchorLink>
          ),
        },
        { key: 'origins', header: t('transfers.origins'), render: (tr) => labels(tr.origins) },
        { key: 'destinations', header: t('transfers.destination'), render: (tr) => labels(tr.destinations) },
      ]}
      rowActions={(tr) => ({
        name: tr.name,
        view: { to: '/transfers/$id', params: { id: tr.id } },
        edit: { to: '/transfers/$id/edit', params: { id: tr.id } },
        onDelete: () => remove.mutateAsync(tr.id),
      })}
    />
  );
}
