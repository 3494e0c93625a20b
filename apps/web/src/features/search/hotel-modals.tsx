import { isZeroAmount } from '../../lib/money';
import { Anchor, Center, Group, Image, Loader, Modal, SimpleGrid, Stack, Table, Text, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { globalSettingsQuery, useCancellationDay } from '../../lib/reference';
import { cancellationPolicyQuery, hotelDataQuery } from './api';

/** Leaflet is a quarter of the results page's JavaScript: it loads when a map is opened (issue 17.4). */
const HotelMap = lazy(() => import('../../ui/hotel-map').then((module) => ({ default: module.HotelMap })));
/** The map's box while Leaflet loads: its size, so the dialog does not jump. */
const MAP_LOADING = (
  <Center h={360}>
    <Loader />
  </Center>
);

export type HotelModal = { kind: 'gallery' | 'details' | 'map'; hotelId: number } | { kind: 'cancellation'; hash: string } | null;

/** Gallery, Hotel Details, View On Map and the cancellation policy of the results page. */
export function HotelModals({ modal, onClose }: { modal: HotelModal; onClose: () => void }) {
  const { t } = useTranslation();
  const cancellationDay = useCancellationDay();
  const hotel = useQuery({ ...hotelDataQuery(modal && 'hotelId' in modal ? modal.hotelId : 0), enabled: !!modal && 'hotelId' in modal });
  const policy = useQuery({ ...cancellationPolicyQuery(modal?.kind === 'cancellation' ? modal.hash : ''), enabled: modal?.kind === 'cancellation' });
  const data = hotel.data;
  const settings = useQuery(globalSettingsQuery).data;
  const title =
    modal?.kind === 'cancellation'
      ? t('results.cancellationPolicy')
      : modal?.kind === 'gallery'
        ? t('results.gallery')
        : modal?.kind === 'map'
          ? t('results.viewOnMap')
          : t('results.hotelDetails');
  return (
    <Modal
      opened={!!modal}
      onClose={onClose}
      title={data && modal?.kind !== 'cancellation' ? `${data.name} — ${title}` : title}
      size={modal?.kind === 'cancellation' ? 'md' : 'xl'}
    >
      {modal?.kind === 'cancellation' ? (
        policy.isLoading ? (
          <Loader />
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('results.from')}</Table.Th>
                <Table.Th>{t('results.to')}</Table.Th>
                <Table.Th>{t('results.cost')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {policy.data?.rules.map((rule) => (
                <Table.Tr key={rule.dateFrom}>
                  <Table.Td>{cancellationDay(rule.dateFrom)}</Table.Td>
                  <Table.Td>{cancellationDay(rule.dateTo)}</Table.Td>
                  <Table.Td>{isZeroAmount(rule.cost) ? t('results.free') : `${rule.cost} ${rule.currency}`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      ) : !data ? (
        <Loader />
      ) : modal?.kind === 'gallery' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {[data.mainImage, ...data.images]
            .filter((u): u is string => !!u)
            .map((url, i) => (
              <Image key={url} src={url} alt={`${data.name} ${i + 1}`} radius="md" h={220} fit="cover" />
            ))}
        </SimpleGrid>
      ) : modal?.kind === 'map' ? (
        <Stack>
          <Text>{data.address}</Text>
          {data.latitude !== null && data.longitude !== null ? (
            <Suspense fallback={MAP_LOADING}>
              <HotelMap latitude={data.latitude} longitude={data.longitude} tileUrl={settings?.mapTileUrl ?? ''} label={`${data.name} map`} />
            </Suspense>
          ) : (
            <Text c="dimmed">{t('results.noCoordinates')}</Text>
          )}
        </Stack>
      ) : (
        <Stack>
          <Group gap="xs">
            <Text fw={600}>{data.hotelCategory?.title}</Text>
            <Text c="dimmed">{data.address}</Text>
            {data.latitude !== null && (
              <Anchor
                href={`https://www.openstreetmap.org/?mlat=${data.latitude}&mlon=${data.longitude}#map=16/${data.latitude}/${data.longitude}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('results.viewOnMap')}
              </Anchor>
            )}
          </Group>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes the description before storing it */}
            <div dangerouslySetInnerHTML={{ __html: data.description }} />
          </Typography>
        </Stack>
      )}
    </Modal>
  );
}
