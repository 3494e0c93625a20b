import { Grid, Input } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MAX_NIGHTS, SEARCH_MESSAGES } from '@travel/contracts';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../ui/select';
import { NightsInput, SearchDates } from './search-dates';
import { AirportSelect, NationalitySelect, OPTIONS_WHILE_OPEN } from './search-selects';
import { fromAirportsQuery, toAirportsQuery } from './api';
import { GuestsPicker } from './guests-picker';
import { keepOffered, nightsOf, type SearchField, type SearchState, withDates, withNights } from './search-state';
import { useAfterFirstPaint } from '../../lib/first-paint';

type Option = { value: string; label: string };

/**
 * The Package tab's fields (storefront spec §2 Search form): origin airport, destination and its
 * airport (where the round trip lands), the dates, nationality, rooms and guests; the transfer and
 * visa add-ons follow (`addOns`). A refused search names its field (`errors`, the sentences of §5).
 */
export function PackageSearchFields({
  state,
  setState,
  today,
  destinations,
  nationalities,
  maxRooms,
  errors,
  addOns,
  submit,
}: {
  state: SearchState;
  setState: (state: SearchState) => void;
  today: string;
  /** The places a round trip from the chosen origin lands in; undefined while they load. */
  destinations: Option[] | undefined;
  nationalities: Option[];
  maxRooms: number;
  errors: Partial<Record<SearchField, string>>;
  addOns: ReactNode;
  submit: ReactNode;
}) {
  const { t } = useTranslation();
  const guestsId = useId();
  // The airports come after the first paint (lib/first-paint.ts).
  const painted = useAfterFirstPaint();
  const from = useQuery({ ...fromAirportsQuery('package'), enabled: painted });
  // The destination's airports a round trip from the origin reaches; every such airport until a destination is chosen.
  const to = useQuery({ ...toAirportsQuery('package', state.toId, state.fromAirportId), enabled: painted });
  const nights = nightsOf(state);
  // The lists narrow as the agent chooses (issue 30): a choice the new lists no longer offer is dropped.
  const narrowed = keepOffered(state, {
    fromAirportId: from.data?.entities,
    toId: destinations?.map((d) => ({ value: Number(d.value) })),
    toAirportId: to.isFetching ? undefined : to.data?.entities,
  });
  useEffect(() => {
    if (narrowed !== state) setState(narrowed);
  }, [narrowed, state, setState]);
  return (
    <Grid gap="sm" align="flex-start">
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <AirportSelect end="from" label={t('search.fromAirportPackage')} airports={from.data} state={state} setState={setState} error={errors.fromAirport} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <Select
          label={t('search.destination')}
          placeholder={t('search.destinationPlaceholder')}
          searchable
          data={destinations ?? []}
          value={state.toId ? String(state.toId) : null}
          // A new destination asks its airport again.
          onChange={(value, option) =>
            setState({ ...state, toId: value ? Number(value) : null, toName: option?.label.replace(/^— /, '') ?? '', toAirportId: null, toAirportName: '' })
          }
          size="md"
          error={errors.destination}
          nothingFoundMessage={t('search.nothingFound')}
          comboboxProps={OPTIONS_WHILE_OPEN}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <AirportSelect end="to" label={t('search.destinationAirport')} airports={to.data} state={state} setState={setState} error={errors.toAirport} />
      </Grid.Col>
      <Grid.Col span={{ base: 9, sm: 4, md: 3 }}>
        <SearchDates
          type="range"
          label={t('search.dates')}
          placeholder={t('search.datesPlaceholder')}
          minDate={today}
          allowSingleDateInRange={false}
          value={[state.startDate, state.endDate]}
          onChange={([startDate, endDate]) => setState(withDates(state, startDate, endDate))}
          error={errors.dates ?? (nights && nights > MAX_NIGHTS ? SEARCH_MESSAGES.nights : undefined)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 3, sm: 2, md: 1 }}>
        <NightsInput label={t('search.nights')} value={nights} onChange={(count) => setState(withNights(state, count))} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <NationalitySelect state={state} setState={setState} nationalities={nationalities} error={errors.nationality} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Input.Wrapper id={guestsId} label={t('search.guests')} size="md" error={errors.guests}>
          <GuestsPicker id={guestsId} invalid={!!errors.guests} rooms={state.rooms} onChange={(rooms) => setState({ ...state, rooms })} maxRooms={maxRooms} />
        </Input.Wrapper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }} order={{ base: 8, md: 7 }}>
        {submit}
      </Grid.Col>
      <Grid.Col span={12} order={{ base: 7, md: 8 }}>
        {addOns}
      </Grid.Col>
    </Grid>
  );
}
