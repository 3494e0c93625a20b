import { Alert, Button, Group, Pagination, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { nightsBetween, SEARCH_ORDERS, type SearchOrder } from '@travel/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoFlightOn } from '../flight-nearest-days';
import { HotelCard } from '../hotel-results';
import { NotOfferedFold } from '../not-offered-fold';
import { passengersOf } from '../search-state';
import type { StepProps } from './step-props';

/**
 * chooseHotel: how many hotels the search found and their order (price, stars, name: GET
 * search's `order`), the page of hotel cards, each with Select, and the pages below.
 */
export function ChooseHotelStep({ params, search, stay: { results, onModal }, moves, onModifySearch }: StepProps<'stay'>) {
  const { t } = useTranslation();
  if (results.isLoading) return <Loading />;
  // A package with no flight on its days: the nearest days with one (issue 30).
  const noFlight = results.data && 'flight' in results.data && results.data.flight === null ? results.data : null;
  if (noFlight?.nearestDates) return <NoFlightOn params={params} nearest={noFlight.nearestDates} />;
  // The destination's hotels not offered for this stay and party (issue 33): folded under the list.
  const notOffered = results.data?.notOfferedCount ? (
    <NotOfferedFold key={JSON.stringify({ ...results.query, page: undefined })} count={results.data.notOfferedCount} query={results.query} params={params} />
  ) : null;
  if (!results.data?.hotels.length) return <EmptyResults onModifySearch={onModifySearch} notOffered={notOffered} />;
  const data = results.data;
  const nights = search.startDate && search.endDate ? nightsBetween(search.startDate, search.endDate) : 1;
  const order: SearchOrder = params.order ?? 'price';
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} data-testid="hotels-found">
          {t('results.hotelsFound', { count: data.total })}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" id="results-sort-by">
            {t('results.sortBy')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby="results-sort-by"
            value={order}
            onChange={(value) => moves.setOrder(value as SearchOrder)}
            data={SEARCH_ORDERS.map((o) => ({ value: o, label: t(`results.orders.${o}`) }))}
          />
        </Group>
      </Group>
      {data.hotels.map((h, i) => (
        <HotelCard
          key={h.id}
          hotel={h}
          travellers={passengersOf(search.rooms)}
          nights={nights}
          onSelect={() => moves.chooseHotel(h.id)}
          onModal={onModal}
          first={i === 0}
        />
      ))}
      {data.pagesCount > 1 && (
        <Group justify="flex-end" wrap="wrap">
          <Pagination total={data.pagesCount} value={data.page} onChange={moves.setPage} siblings={2} aria-label={t('results.pages')} />
        </Group>
      )}
      {notOffered}
    </Stack>
  );
}

export function Loading() {
  return (
    <Stack>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={160} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * Nothing found: the spec's sentence, and the way on (issue 32): change the search. When hotels of
 * the destination are there but not for this stay (issue 33), the fold under it says why each is
 * not offered and which stay nearby works.
 */
export function EmptyResults({ onModifySearch, notOffered }: { onModifySearch: () => void; notOffered?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="gray">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('results.empty')}</Text>
          <Button variant="light" onClick={onModifySearch}>
            {t('results.changeSearch')}
          </Button>
        </Stack>
      </Alert>
      {notOffered}
    </Stack>
  );
}
