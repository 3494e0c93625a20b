import { Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EntityView, ViewDescription } from '../../ui/entity-view';
import { useFlight } from './api';
import { arrivalOf } from './flight-model';

const airport = (a: { name: string; code: string | null } | null | undefined) => (a ? (a.code ? `${a.name} (${a.code})` : a.name) : '');

/** /flights/{id}: name, from and to airport, description, note and an Edit button (spec §2 Flights). */
export function FlightViewPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: flight, isLoading } = useFlight(id);
  return (
    <EntityView
      title={t('flights.viewFlight')}
      crumbs={[{ label: t('flights.nav.flights'), link: { to: '/flights' } }, { label: t('flights.viewFlight') }]}
      edit={{ to: '/flights/$id/edit', params: { id } }}
      entity={flight}
      isLoading={isLoading}
      fields={(flight) => [
        { label: t('flights.name'), value: flight.name },
        { label: t('flights.fromAirport'), value: airport(flight.fromAirport) },
        { label: t('flights.toAirport'), value: airport(flight.toAirport) },
        {
          label: t('flights.airline'),
          value: flight.airline && (
            <Group gap={6} component="span">
              {flight.airline.logo && <Image src={flight.airline.logo} alt={`${flight.airline.name} logo`} w={24} h={24} fit="contain" />}
              {flight.airline.name} ({flight.airline.code})
            </Group>
          ),
        },
        { label: t('flights.note'), value: flight.note },
        { label: t('flights.fares'), value: flight.fares.map((f) => f.name).join(', ') },
      ]}
    >
      {(flight) => (
        <>
          {flight.segments.map((s) => (
            <Text key={s.id} size="sm">
              <b>{t(`flights.segment.${s.direction}`)}</b>:{' '}
              {s.legs
                .map(
                  (l) =>
                    `${l.flightNumber} ${l.fromAirport.code ?? l.fromAirport.name} ${l.departureTime} → ${l.toAirport.code ?? l.toAirport.name} ${arrivalOf(l.departureTime, l.dayOffset, l.durationMinutes) ?? ''}`,
                )
                .join(' · ')}
            </Text>
          ))}
          <ViewDescription label={t('flights.description')} html={flight.description} />
        </>
      )}
    </EntityView>
  );
}
