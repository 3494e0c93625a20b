import { Alert, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HotelCard } from '../hotel-results';
import { passengersOf } from '../search-state';
import type { StepProps } from './step-props';

/** chooseHotel: the page of hotel cards, each with Select, and the pages below. */
export function ChooseHotelStep({ search, results, moves, onModal }: StepProps) {
  const { t } = useTranslation();
  if (results.isLoading) return <Loading />;
  if (!results.data?.hotels.length) return <Alert color="gray">{t('results.empty')}</Alert>;
  const data = results.data;
  return (
    <Stack gap="sm">
      {data.hotels.map((h) => (
        <HotelCard key={h.id} hotel={h} travellers={passengersOf(search.rooms)} onSelect={() => moves.chooseHotel(h.id)} onModal={onModal} />
      ))}
      {data.pagesCount > 1 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('results.hotelsFound', { count: data.total })}
          </Text>
          <Pagination total={data.pagesCount} value={data.page} onChange={moves.setPage} siblings={2} aria-label={t('results.pages')} />
        </Group>
      )}
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
