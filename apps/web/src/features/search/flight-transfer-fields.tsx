import { Group, Switch } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api-client';
import { hotelsApi } from '../../lib/api-routes/hotels';
import { Select } from '../../ui/select';
import type { SearchState } from './search-state';

/**
 * The Flights tab's transfer (storefront spec §2): the Transfer switch and the hotel the transfer
 * drives to from the destination airport (`GET /hotels/search?searchMode=flight`: hotels only, no
 * 'All'); 'Hotel is required!' when the transfer is on without one.
 */
export function FlightTransferFields({ state, setState, error }: { state: SearchState; setState: (state: SearchState) => void; error?: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [searchText] = useDebouncedValue(typed, 250);
  const hotels = useQuery({
    queryKey: ['hotels', 'search', 'flight', searchText],
    queryFn: () => call(hotelsApi.routes.searchHotels, { query: { searchMode: 'flight', searchText: searchText || undefined } }),
    enabled: !!state.transfer,
    staleTime: 60_000,
  });
  const options = (hotels.data?.entities ?? []).map((h) => ({ value: String(h.value), label: h.label }));
  // The chosen hotel stays listed while another text is typed.
  if (state.transferHotelId && !options.some((o) => o.value === String(state.transferHotelId)))
    options.unshift({ value: String(state.transferHotelId), label: state.transferHotelName ?? '' });
  return (
    <Group gap="lg" align="flex-end" wrap="wrap" mt="sm">
      <Switch label={t('search.transfer')} checked={!!state.transfer} onChange={(e) => setState({ ...state, transfer: e.currentTarget.checked })} mb={10} />
      {state.transfer && (
        <Select
          label={t('search.transferHotel')}
          placeholder={t('search.transferHotelPlaceholder')}
          searchable
          data={options}
          searchValue={typed}
          onSearchChange={setTyped}
          value={state.transferHotelId ? String(state.transferHotelId) : null}
          onChange={(value, option) => setState({ ...state, transferHotelId: value ? Number(value) : null, transferHotelName: option?.label ?? '' })}
          error={error}
          nothingFoundMessage={t('search.nothingFoundHotel')}
          w={{ base: '100%', sm: 320 }}
        />
      )}
    </Group>
  );
}
