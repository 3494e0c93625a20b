import { Anchor, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/links';
import { Page } from '../../ui/page';
import { useHotel } from './api';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** /hotels/{id}: read-only view with an Edit button (back-office spec §2). */
export function HotelViewPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: hotel, isLoading } = useHotel(id);
  return (
    <Page
      title={hotel?.name ?? t('hotels.viewHotel')}
      crumbs={[{ label: t('nav.hotels'), link: { to: '/hotels' } }, { label: t('hotels.viewHotel') }]}
      actions={
        <ButtonLink to="/hotels/$id/edit" params={{ id }}>
          {t('common.edit')}
        </ButtonLink>
      }
    >
      {isLoading || !hotel ? (
        <Skeleton height={320} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
              <Field label={t('hotels.name')}>{hotel.name}</Field>
              <Field label={t('hotels.location')}>{hotel.location?.name}</Field>
              <Field label={t('hotels.hotelCategory')}>{hotel.hotelCategory?.title}</Field>
              <Field label={t('hotels.address')}>
                {hotel.address}
                {hotel.latitude !== null && hotel.longitude !== null && (
                  <>
                    {' '}
                    <Anchor href={`https://www.openstreetmap.org/?mlat=${hotel.latitude}&mlon=${hotel.longitude}#map=15/${hotel.latitude}/${hotel.longitude}`} target="_blank" rel="noopener noreferrer" size="sm">
                      {t('hotels.viewOnMap')}
                    </Anchor>
                  </>
                )}
              </Field>
              <Field label={t('hotels.defaultCurrency')}>{hotel.defaultCurrency}</Field>
              <Field label={t('hotels.note')}>{hotel.note}</Field>
            </SimpleGrid>
            {hotel.description && (
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t('hotels.description')}
                </Text>
                <Typography>
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes the description before storing it */}
                  <div dangerouslySetInnerHTML={{ __html: hotel.description }} />
                </Typography>
              </Stack>
            )}
            {(hotel.mainImage || hotel.images.length > 0) && (
              <Group gap="sm" align="flex-start">
                {hotel.mainImage && <Image src={hotel.mainImage} alt={`${hotel.name} — ${t('hotels.mainImage')}`} w={280} h={180} radius="md" fit="cover" />}
                {hotel.images.map((url, i) => (
                  <Image key={url} src={url} alt={`${hotel.name} ${i + 1}`} w={140} h={90} radius="sm" fit="cover" />
                ))}
              </Group>
            )}
          </Stack>
        </Paper>
      )}
    </Page>
  );
}
