import { Group, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lookupOption } from '../../lib/lookup-option';
import { Select } from '../../ui/select';
import { toAirportsQuery } from './api';
import { shortAirportName } from './search-selects';
import { type AddOnModules, passengersOf, type SearchState } from './search-state';

/**
 * The add-ons of the Hotels tab (storefront spec §2 Search form): the Transfer toggle with the
 * arrival airport it needs (the destination's airports), the Visa toggle and the Visa count (1
 * to the number of passengers; shown when visaSearchCount is on). A toggle whose module is off is
 * not shown at all (and never sent: search-state.ts `withAddOns`).
 */
export function AddOnFields({
  state,
  setState,
  modules,
  airport = true,
  airportError,
  excursions = false,
}: {
  state: SearchState;
  setState: (state: SearchState) => void;
  modules: AddOnModules | undefined;
  /** The arrival airport field (a package names its destination airport among its own fields). */
  airport?: boolean;
  /** 'Destination airport is required!' on the arrival airport field (storefront spec §5). */
  airportError?: string;
  /** The Excursions toggle (issue 28: the stay's tours), on the Hotels and Package tabs. */
  excursions?: boolean;
}) {
  const { t } = useTranslation();
  const transferOn = !!modules?.transferSearch;
  const visaOn = !!modules?.visaSearch;
  const airports = useQuery({ ...toAirportsQuery('hotel', state.toId), enabled: airport && transferOn && !!state.transfer && !!state.toId });
  if (!transferOn && !visaOn && !excursions) return null;
  const passengers = Math.max(1, passengersOf(state.rooms));
  const count = Math.min(state.visasCount ?? passengers, passengers);
  const airportOptions = (airports.data?.entities ?? []).map((a) => lookupOption(a.value, a.label, a));
  return (
    <Group gap="lg" align="flex-end" wrap="wrap">
      {transferOn && (
        <Switch label={t('search.transfer')} checked={!!state.transfer} onChange={(e) => setState({ ...state, transfer: e.currentTarget.checked })} mb={10} />
      )}
      {airport && transferOn && state.transfer && (
        <Select
          label={t('search.arrivalAirport')}
          placeholder={state.toId ? t('search.airportPlaceholder') : t('search.destinationFirst')}
          searchable
          data={airportOptions}
          value={state.toAirportId ? String(state.toAirportId) : null}
          onChange={(value, option) =>
            setState({ ...state, toAirportId: value ? Number(value) : null, toAirportName: option ? shortAirportName(option.label) : '' })
          }
          nothingFoundMessage={t('search.nothingFoundAirport')}
          error={airportError}
          w={{ base: '100%', sm: 300 }}
          comboboxProps={{ width: 320, position: 'bottom-start' }}
        />
      )}
      {visaOn && (
        <Switch
          label={t('search.visa')}
          checked={!!state.visa}
          onChange={(e) => setState({ ...state, visa: e.currentTarget.checked, visasCount: e.currentTarget.checked ? passengers : undefined })}
          mb={10}
        />
      )}
      {visaOn && state.visa && modules?.visaSearchCount && (
        <Select
          label={t('search.visasCount')}
          allowDeselect={false}
          data={Array.from({ length: passengers }, (_, i) => String(i + 1))}
          value={String(count)}
          onChange={(v) => setState({ ...state, visasCount: Number(v) })}
          w={120}
        />
      )}
      {excursions && (
        <Switch
          label={t('search.excursions')}
          checked={!!state.excursions}
          onChange={(e) => setState({ ...state, excursions: e.currentTarget.checked })}
          mb={10}
        />
      )}
    </Group>
  );
}
