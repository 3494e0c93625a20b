import { Anchor, Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EntityView, ViewDescription } from '../../ui/entity-view';
import { useHotel } from './api';

/** /hotels/{id}: read-only view with an Edit button (back-office spec §2). */
export function HotelViewPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: hotel, isLoading } = useHotel(id);
  return (
    <EntityView
      title={t('hotels.viewHotel')}
      crumbs={[{ label: t('nav.hotels'), link: { to: '/hotels' } }, { label: t('hotels.viewHotel') }]}
      edit={{ to: '/hotels/$id/edit', params: { id } }}
      entity={hotel}
      isLoading={isLoading}
      fields={(hotel) => [
        { label: t('hotels.name'), value: hotel.name },
        { label: t('hotels.location'), value: hotel.location?.name },
        { label: t('hotels.hotelCategory'), value: hotel.hotelCategory?.title },
        {
          label: t('hotels.address'),
          value: (
            <>
              {hotel.address}
              {hotel.latitude !== null && hotel.longitude !== null && (
                <>
                  {' '}
                  <Anchor
                    href={`https://www.openstreetmap.org/?mlat=${hotel.latitude}&mlon=${hotel.longitude}#map=15/${hotel.latitude}/${hotel.longitude}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                  >
                    {t('hotels.viewOnMap')}
                  </Anchor>
                </>
              )}
            </>
          ),
        },
        { label: t('hotels.phone'), value: hotel.phone },
        { label: t('hotels.defaultCurrency'), value: hotel.defaultCurrency },
        { label: t('hotels.note'), value: hotel.note },
      ]}
    >
      {(hotel) => (
        <>
          <ViewDescription label={t('hotels.description')} html={hotel.description} />
          {(hotel.mainImage || hotel.images.length > 0) && (
            <Group gap="sm" align="flex-start">
              {hotel.mainImage && <Image src={hotel.mainImage} alt={`${hotel.name} — ${t('hotels.mainImage')}`} w={280} h={180} radius="md" fit="cover" />}
              {hotel.images.map((url, i) => (
                <Image key={url} src={url} alt={`${hotel.name} ${i + 1}`} w={140} h={90} radius="sm" fit="cover" />
              ))}
            </Group>
          )}
        </>
      )}
    </EntityView>
  );
}
