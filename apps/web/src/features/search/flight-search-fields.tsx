import { Grid, Input, SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FlightType, SearchRoomInput } from '@travel/contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchDates } from './search-dates';
import { AirportSelect, NationalitySelect } from './search-selects';
import { fromAirportsQuery, toAirportsQuery } from './api';
import { GuestsPicker } from './guests-picker';
import { keepOffered, type SearchField, type SearchState, withDates } from './search-state';
import { useAfterFirstPaint } from '../../lib/first-paint';

type T = (key: string, options?: Record<string, unknown>) => string;

/** "2 adults, 1 child, 1 infant": a flight's party (an infant is a child under 2, spec §4.6). */
export function passengersSummary(t: T, rooms: SearchRoomInput[]) {
  const room = rooms[0];
  if (!room) return '';
  const infants = room.childrenAges.filter((a) => a < 2).length;
  const children = room.childrenAges.length - infants;
  return [
    t('search.adultsCount', { count: room.adults }),
    ...(children ? [t('search.childrenCount', { count: children })] : []),
    ...(infants ? [t('search.infantsCount', { count: infants })] : []),
  ].join(', ');
}

/**
 * The Flights tab's fields (storefront spec §2 Search form): Round trip or One way, origin and
 * destination airports, the dates (one for one way), nationality and one party of passengers.
 * A refused search names its field (`errors`, the sentences of storefront spec §5).
 */
export function FlightSearchFields({
  state,
  setState,
  today,
  nationalities,
  errors,
  submit,
}: {
  state: SearchState;
  setState: (state: SearchState) => void;
  today: string;
  nationalities: { value: string; label: string }[];
  errors: Partial<Record<SearchField, string>>;
  submit: React.ReactNode;
}) {
  const { t } = useTranslation();
  const guestsId = useId();
  // The airports come after the first paint (lib/first-paint.ts).
  const painted = useAfterFirstPaint();
  // Only what is sold (issue 30): origins with departures, then the airports a flight from the origin reaches.
  const from = useQuery({ ...fromAirportsQuery('flight'), enabled: painted });
  const to = useQuery({ ...toAirportsQuery('flight', null, state.fromAirportId), enabled: painted });
  // The lists narrow as the agent chooses: a destination the new origin does not reach is dropped.
  const narrowed = keepOffered(state, { fromAirportId: from.data?.entities, toAirportId: to.isFetching ? undefined : to.data?.entities });
  useEffect(() => {
    if (narrowed !== state) setState(narrowed);
  }, [narrowed, state, setState]);
  const oneWay = state.flightType === 'oneway';
  const party = state.rooms.slice(0, 1);

  return (
    <>
      <SegmentedControl
        aria-label={t('search.flightType')}
        value={oneWay ? 'oneway' : 'round'}
        onChange={(v) => setState({ ...state, flightType: v as FlightType })}
        data={[
          { value: 'round', label: t('search.roundTrip') },
          { value: 'oneway', label: t('search.oneWay') },
        ]}
        mb="sm"
      />
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6, lg: 2 }}>
          <AirportSelect end="from" label={t('search.fromAirport')} airports={from.data} state={state} setState={setState} error={errors.fromAirport} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 2 }}>
          <AirportSelect end="to" label={t('search.toAirport')} airports={to.data} state={state} setState={setState} error={errors.toAirport} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          {oneWay ? (
            <SearchDates
              type="default"
              label={t('search.departure')}
              placeholder={t('search.datePlaceholder')}
              minDate={today}
              value={state.startDate}
              onChange={(startDate) => setState({ ...state, startDate, endDate: null })}
              error={errors.dates}
            />
          ) : (
            <SearchDates
              type="range"
              label={t('search.flightDates')}
              placeholder={t('search.datesPlaceholder')}
              minDate={today}
              // A day trip flies out and back the same day.
              allowSingleDateInRange
              value={[state.startDate, state.endDate]}
              onChange={([startDate, endDate]) => setState(withDates(state, startDate, endDate))}
              error={errors.dates}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 'auto' }}>
          <NationalitySelect state={state} setState={setState} nationalities={nationalities} error={errors.nationality} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 2 }}>
          <Input.Wrapper id={guestsId} label={t('search.passengers')} size="md" error={errors.guests}>
            <GuestsPicker
              id={guestsId}
              invalid={!!errors.guests}
              rooms={party}
              onChange={(rooms) => setState({ ...state, rooms })}
              maxRooms={1}
              summary={passengersSummary(t, party)}
              label={t('search.passengers')}
            />
          </Input.Wrapper>
        </Grid.Col>
        {/* The button takes the width of its word; nationality takes what is left of the row. */}
        <Grid.Col span={{ base: 12, sm: 6, lg: 'content' }}>{submit}</Grid.Col>
      </Grid>
    </>
  );
}
