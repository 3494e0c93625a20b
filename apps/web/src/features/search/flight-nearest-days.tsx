import { Alert, Anchor, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { NearestDates } from '@travel/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { nearestOptions, routeNames, searchOnDays, searchedTrip, tripDays } from './flight-nearest';
import type { SearchParams } from './results-search';

/**
 * A flight or package search with no flight on its days (issue 30): says so and offers the
 * nearest days with a departure, each a link that runs the same search on that day.
 */
export function NoFlightOn({ params, nearest }: { params: SearchParams; nearest: NearestDates | null | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const names = routeNames(params);
  const options = nearestOptions(nearest);
  return (
    <Alert color="gray" data-testid="no-flight-on">
      <Text size="sm">
        {t('results.noFlightOn', { ...names, dates: tripDays(searchedTrip(params)) })}
        {options.length === 0 ? '.' : `; ${t('results.flightsOn')} `}
        {options.map((trip, i) => (
          <Fragment key={trip.startDate}>
            {i > 0 && ` ${t('results.and')} `}
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              aria-label={t('results.searchOn', { dates: tripDays(trip) })}
              onClick={() => {
                void navigate({ to: '/search', search: searchOnDays(params, trip) });
                window.scrollTo({ top: 0 });
              }}
            >
              {tripDays(trip)}
            </Anchor>
          </Fragment>
        ))}
      </Text>
    </Alert>
  );
}
