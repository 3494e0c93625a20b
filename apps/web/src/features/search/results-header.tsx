import { Badge, Button, Collapse, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { globalSettingsQuery } from '../../lib/reference';
import { passengersSummary } from './flight-search-fields';
import { formatDate } from './format';
import { guestsSummary } from './guests-picker';
import type { SearchParams } from './results-search';
import { SearchForm } from './search-form';
import type { SearchState } from './search-state';

/**
 * The results page's summary bar: the search as one line and 'Modify Search'. Its title is the
 * page's H1 (issue 18 point 10): 'Hotels in Paris', the flight's route, 'Packages to Paris'. The
 * search bar ('Modify Search' and its form) shows only while the `searchBar` module is on
 * (storefront spec §1 modules; issue 30).
 */
export function ResultsHeader({
  params,
  state,
  modify,
  onModify,
}: {
  params: SearchParams;
  state: SearchState;
  modify: boolean;
  onModify: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const searchBar = useQuery(globalSettingsQuery).data?.modules.searchBar ?? true;
  const heading = (text: string) => (
    <Title order={1} fz="md" fw={600}>
      {text}
    </Title>
  );
  const transfer = (place?: string) =>
    state.transfer && (
      <Badge variant="outline" color="teal.9">
        {t('search.withTransfer')}
        {place ? ` · ${place}` : ''}
      </Badge>
    );
  const visas = (
    <>
      {state.visa && (
        <Badge variant="outline" color="grape.9">
          {t('search.withVisas', { count: state.visasCount ?? 0 })}
        </Badge>
      )}
      {state.excursions && (
        <Badge variant="outline" color="indigo.9">
          {t('search.withExcursions')}
        </Badge>
      )}
    </>
  );
  const stay = (
    <>
      <Text>
        {formatDate(state.startDate)} – {formatDate(state.endDate)}
      </Text>
      <Text c="dimmed">{guestsSummary(t, state.rooms)}</Text>
    </>
  );
  return (
    <Paper withBorder radius="md" p="sm" mb="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="md" wrap="wrap">
          <Badge size="lg" variant="light">
            {t(`search.modes.${state.searchMode}`)}
          </Badge>
          {state.searchMode === 'package' ? (
            <>
              {heading(t('results.packagesTo', { place: state.toName || state.toAirportName }))}
              <Text>
                {state.fromAirportName} → {state.toAirportName || state.toName}
              </Text>
              {transfer()}
              {visas}
              {stay}
            </>
          ) : state.searchMode === 'flight' ? (
            <>
              {heading(`${state.fromAirportName} → ${state.toAirportName}`)}
              {transfer(state.transferHotelName)}
              {visas}
              <Text>
                {state.flightType === 'oneway'
                  ? `${t('search.oneWay')}, ${formatDate(state.startDate)}`
                  : `${t('search.roundTrip')}, ${formatDate(state.startDate)} – ${formatDate(state.endDate)}`}
              </Text>
              <Text c="dimmed">{passengersSummary(t, state.rooms)}</Text>
            </>
          ) : (
            <>
              {heading(t('results.hotelsIn', { place: state.toName }))}
              {transfer(state.toAirportName)}
              {visas}
              {stay}
            </>
          )}
        </Group>
        {searchBar && (
          <Button variant="light" onClick={() => onModify(!modify)} aria-expanded={modify}>
            {t('results.modifySearch')}
          </Button>
        )}
      </Group>
      {searchBar && (
        <Collapse expanded={modify}>
          <div style={{ marginTop: 12 }}>
            <SearchForm key={JSON.stringify(params)} initial={state} onSearched={() => onModify(false)} />
          </div>
        </Collapse>
      )}
    </Paper>
  );
}
