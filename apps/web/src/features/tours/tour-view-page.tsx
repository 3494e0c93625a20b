import { Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/money';
import { EntityView, ViewDescription } from '../../ui/entity-view';
import { useTour } from './api';
import { cancellationRule } from './tour-model';

/**
 * /tours/{id}: name, price, location name, description as HTML, note, main image and an Edit button
 * (spec §2 Tours); issue 28: the price per adult and per child in the tour's currency, and the cancellation rule.
 */
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
        { label: `${t('tours.price')} (${t('tours.priceHint')})`, value: formatAmount(tour.price) },
        { label: t('tours.priceChild'), value: tour.priceChild === null ? t('tours.sameAsAdult') : formatAmount(tour.priceChild) },
        { label: t('tours.currency'), value: tour.currency },
        { label: t('tours.location'), value: tour.location.name },
        { label: t('tours.cancellation'), value: cancellationRule(tour.freeCancellationDays, t) },
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
