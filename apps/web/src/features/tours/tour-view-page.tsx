import { Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/money';
import { EntityView, ViewDescription } from '../../ui/entity-view';
import { useTour } from './api';

/** /tours/{id}: name, price, location name, description as HTML, note, main image and an Edit button (spec §2 Tours). */
export function TourViewPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: tour, isLoading } = useTour(id);
  return (
    <EntityView
      title={t('tours.viewTour')}
      crumbs={[{ label: t('tours.nav.tours'), link: { to: '/tours' } }, { label: t('tours.viewTour') }]}
      edit={{ to: '/tours/$id/edit', params: { id } }}
      entity={tour}
      isLoading={isLoading}
      fields={(tour) => [
        { label: t('tours.name'), value: tour.name },
        { label: t('tours.price'), value: formatAmount(tour.price) },
        { label: t('tours.location'), value: tour.location.name },
        { label: t('tours.note'), value: tour.note },
      ]}
    >
      {(tour) => (
        <>
          <ViewDescription label={t('tours.description')} html={tour.description} />
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('tours.mainImage')}
            </Text>
            {tour.mainImage ? <Image src={tour.mainImage} alt={t('tours.mainImage')} maw={480} radius="sm" fit="contain" /> : <Text>{t('tours.noImage')}</Text>}
          </Stack>
        </>
      )}
    </EntityView>
  );
}
