import { Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/links';
import { Page } from '../../ui/page';
import { useFlight } from './api';
import { arrivalOf } from './flight-model';

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

/** /flights/{id}: name, from and to airport, description, note and an Edit button (spec §2 Flights). */
export function FlightViewPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: flight, isLoading } = useFlight(id);
  const airport = (a: { name: string; code: string | null } | null | undefined) => (a ? (a.code ? `${a.name} (${a.code})` : a.name) : '');
  return (
    <Page
      title={flight?.name ?? t('flights.viewFlight')}
      crumbs={[{ label: t('flights.nav.flights'), link: { to: '/flights' } }, { label: t('flights.viewFlight') }]}
      actions={
        <ButtonLink to="/flights/$id/edit" params={{ id }}>
          {t('common.edit')}
        </ButtonLink>
      }
    >
      {isLoading || !flight ? (
        <Skeleton height={320} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
              <Field label={t('flights.name')}>{flight.name}</Field>
              <Field label={t('flights.fromAirport')}>{airport(flight.fromAirport)}</Field>
              <Field label={t('flights.toAirport')}>{airport(flight.toAirport)}</Field>
              <Field label={t('flights.airline')}>
                {flight.airline && (
                  <Group gap={6} component="span">
                    {flight.airline.logo && <Image src={flight.airline.logo} alt={`${flight.airline.name} logo`} w={24} h={24} fit="contain" />}
                    {flight.airline.name} ({flight.airline.code})
                  </Group>
                )}
              </Field>
              <Field label={t('flights.note')}>{flight.note}</Field>
              <Field label={t('flights.fares')}>{flight.fares.map((f) => f.name).join(', ')}</Field>
            </SimpleGrid>
            {flight.segments.map((s) => (
              <Text key={s.id} size="sm">
                <b>{t(`flights.segment.${s.direction}`)}</b>:{' '}
                {s.legs.map((l) => `${l.flightNumber} ${l.fromAirport.code ?? l.fromAirport.name} ${l.departureTime} → ${l.toAirport.code ?? l.toAirport.name} ${arrivalOf(l.departureTime, l.dayOffset, l.durationMinutes) ?? ''}`).join(' · ')}
              </Text>
            ))}
            {flight.description && (
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t('flights.description')}
                </Text>
                <Typography>
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes the description before storing it */}
                  <div dangerouslySetInnerHTML={{ __html: flight.description }} />
                </Typography>
              </Stack>
            )}
          </Stack>
        </Paper>
      )}
    </Page>
  );
}
