import { Group, Image, Select, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../ui/links';
import { ListPage } from '../../ui/list-page';
import { type FlightListItem, useAirportOptions, useDeleteFlight, useFlights } from './api';
import type { FlightFilters } from './list-search';

const airportText = (a: FlightListItem['fromAirport']) => (a ? (a.code ? `${a.name} (${a.code})` : a.name) : '—');

/** /flights: filters From and To airport and text, Search and Reset, Add new flight, Edit and Delete (spec §2 Flights). */
export function FlightsListPage({ filters }: { filters: FlightFilters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const airports = useAirportOptions();
  const remove = useDeleteFlight();
  const airportFilter = (label: string, value: number | undefined, onChange: (id: number | undefined) => void) => (
    <Select
      label={label}
      data={airports}
      searchable
      clearable
      limit={100}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      w={{ base: '100%', sm: 260 }}
    />
  );
  return (
    <ListPage<FlightListItem, FlightFilters>
      title={t('flights.allFlights')}
      search={filters}
      blank={{ page: 1, searchText: '' }}
      onSearch={(search) => void navigate({ to: '/flights', search })}
      query={useFlights(filters)}
      add={{ label: t('flights.addNewFlight'), link: { to: '/flights/add' } }}
      searchPlaceholder={t('flights.searchPlaceholder')}
      filters={(draft, set) => (
        <>
          {airportFilter(t('flights.from'), draft.fromId, (fromId) => set({ fromId }))}
          {airportFilter(t('flights.to'), draft.toId, (toId) => set({ toId }))}
        </>
      )}
      columns={[
        {
          key: 'name',
          header: t('flights.name'),
          // Rows lead to the edit screen (spec §2).
          render: (f) => (
            <AnchorLink to="/flights/$id/edit" params={{ id: f.id }}>
              {f.name}
            </AnchorLink>
          ),
        },
        { key: 'from', header: t('flights.fromAirport'), render: (f) => airportText(f.fromAirport) },
        { key: 'to', header: t('flights.toAirport'), render: (f) => airportText(f.toAirport) },
        {
          key: 'airline',
          header: t('flights.airline'),
          render: (f) =>
            f.airline ? (
              <Group gap={6} wrap="nowrap">
                {f.airline.logo && <Image src={f.airline.logo} alt="" w={20} h={20} fit="contain" />}
                <Text size="sm">
                  {f.airline.name} ({f.airline.code})
                </Text>
              </Group>
            ) : (
              '—'
            ),
        },
      ]}
      rowActions={(f) => ({
        name: f.name,
        view: { to: '/flights/$id', params: { id: f.id } },
        edit: { to: '/flights/$id/edit', params: { id: f.id } },
        onDelete: () => remove.mutateAsync(f.id),
      })}
    />
  );
}
