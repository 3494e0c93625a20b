import { Avatar, Badge, Box, Button, Card, Divider, Grid, Group, Stack, Text } from '@mantine/core';
import type { FlightOption, FlightSegmentOption } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlightOptionsShown } from '../../lib/reference';
import { formatDate, formatMoney } from './format';
import { daysLater, dayOf, flightNumberText, formatDuration, passengerCount, stopCodes, timeOf } from './flight-wizard';

/** From how many seats left a flight card says so. */
const FEW_SEATS = 9;

type T = (key: string, options?: Record<string, unknown>) => string;

/** 'Nonstop', '1 stop (IST)', '2 stops (IST, FRA)' (storefront spec §3 Flight: stopsNames). */
export function stopsText(t: T, segment: Pick<FlightSegmentOption, 'legs'>) {
  const codes = stopCodes(segment);
  return codes.length === 0 ? t('results.nonstop') : t('results.stops', { count: codes.length, codes: codes.join(', ') });
}

/** An airline's logo, or its code in a circle when it has none. */
export function AirlineLogo({ airline, size = 36 }: { airline: FlightSegmentOption['airline']; size?: number }) {
  return (
    <Avatar src={airline.logo} alt={airline.name} size={size} radius="sm" color="blue" variant="light">
      {airline.code}
    </Avatar>
  );
}

/**
 * One segment as a line of the card: airline and flight number, departure time and airport,
 * the duration and stops between them, arrival time and airport ('+1 day' when it lands later).
 */
export function SegmentLine({ segment }: { segment: FlightSegmentOption }) {
  const { t } = useTranslation();
  const later = daysLater(segment.departureDate, segment.arrivalDate);
  const stops = stopCodes(segment).length;
  return (
    <Grid gap="xs" align="center">
      <Grid.Col span={{ base: 12, xs: 4 }}>
        <Group gap="sm" wrap="nowrap">
          <AirlineLogo airline={segment.airline} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {segment.airline.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`results.segments.${segment.segmentKey}`)} ·{' '}
              {t('results.flightNumber', { number: flightNumberText(segment.carrierCode, segment.flightNumber) })}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(dayOf(segment.departureDate))}
            </Text>
          </div>
        </Group>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8 }}>
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Box ta="left">
            <Text fw={700} fz="lg" lh={1.2}>
              {timeOf(segment.departureDate)}
            </Text>
            <Text size="sm" c="dimmed" title={segment.origin.name}>
              {segment.origin.code}
            </Text>
          </Box>
          <Stack gap={2} align="center" style={{ flex: 1, minWidth: 90 }}>
            <Text size="xs" c="dimmed">
              {formatDuration(segment.flightTimeWithStops)}
            </Text>
            <Divider w="100%" color={stops ? 'orange' : 'gray'} />
            <Text size="xs" c={stops ? 'orange.9' : 'teal.9'} title={segment.stopsNames.join(', ') || undefined}>
              {stopsText(t, segment)}
            </Text>
          </Stack>
          <Box ta="right">
            <Text fw={700} fz="lg" lh={1.2}>
              {timeOf(segment.arrivalDate)}
              {later > 0 && (
                <Text component="sup" size="xs" c="orange.8" ml={2}>
                  {t('results.nextDay', { count: later })}
                </Text>
              )}
            </Text>
            <Text size="sm" c="dimmed" title={segment.destination.name}>
              {segment.destination.code}
            </Text>
          </Box>
        </Group>
      </Grid.Col>
    </Grid>
  );
}

/** A flight of the chooseFlight step: its segments, the price per person and for the party, Select. */
export function FlightCard({ flight, onSelect }: { flight: FlightOption; onSelect: () => void }) {
  const { t } = useTranslation();
  const count = passengerCount(flight.pax);
  const onRequest = flight.priceOnRequest || flight.availability === 'onrequest';
  const route = flight.segments.map((s) => `${s.origin.code}–${s.destination.code}`).join(', ');
  // Few seats left on a segment is worth a word; a segment without a capacity limit says nothing.
  const seatsLeft = Math.min(...flight.segments.map((s) => s.seatsLeft ?? Number.POSITIVE_INFINITY));
  return (
    <Card withBorder radius="md" padding="sm">
      <Grid gap="md" align="center">
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <Stack gap="sm">
            {flight.segments.map((segment, i) => (
              <Box key={segment.segmentKey}>
                {i > 0 && <Divider mb="sm" variant="dashed" />}
                <SegmentLine segment={segment} />
              </Box>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Stack gap={4} align="flex-end">
            {onRequest ? (
              <Badge color="orange" size="lg">
                {t('results.onRequest')}
              </Badge>
            ) : (
              <>
                <Text fw={700} fz="xl" lh={1.1}>
                  {formatMoney(flight.pricePerPax, flight.currency)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('results.perPerson')}
                </Text>
                <Text size="sm">
                  {t('results.totalFor', { count })}: <b>{formatMoney(flight.price, flight.currency)}</b>
                </Text>
              </>
            )}
            {!onRequest && seatsLeft <= FEW_SEATS && (
              <Text size="xs" c="orange.8" fw={600}>
                {t('results.seatsLeft', { count: seatsLeft })}
              </Text>
            )}
            <Button onClick={onSelect} mt={4} aria-label={`${t('results.select')} ${flight.name} ${route}`}>
              {t('results.select')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

/** The flights of a search: the flightOptionsShown setting's number (5 by default) before 'Show More' (storefront spec §9). */
export function FlightList({ flights, onSelect }: { flights: FlightOption[]; onSelect: (flight: FlightOption) => void }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const count = useFlightOptionsShown();
  const shown = all ? flights : flights.slice(0, count);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('results.flightsFound', { count: flights.length })}
      </Text>
      {shown.map((flight) => (
        <FlightCard key={flight.id} flight={flight} onSelect={() => onSelect(flight)} />
      ))}
      {!all && flights.length > count && (
        <Button variant="light" onClick={() => setAll(true)} style={{ alignSelf: 'center' }}>
          {t('results.showMore')}
        </Button>
      )}
    </Stack>
  );
}
