import { Alert, Badge, Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SegmentLine } from '../flight-results';
import { chosenFares, dayOf, fareColumns, shownAmount } from '../flight-wizard';
import { formatDate, formatMoney } from '../format';
import { Loading } from './choose-hotel';
import type { StepProps } from './step-props';

/**
 * chooseFlightFare N (storefront spec §4 point 2): the fares of the Nth segment as cards (name,
 * what it includes, the price per person and what it adds to the cheapest, its rules); 4 columns
 * when there are more than 4 fares, else one per fare. Choosing one moves to the next segment.
 */
export function ChooseFareStep({ step, state, flight, moves }: StepProps<'flight'>) {
  const { t } = useTranslation();
  const index = step.segment ?? 0;
  const details = flight.details.data;
  if (flight.details.isLoading) return <Loading />;
  if (!details) return <Alert color="red">{t('common.couldNotLoad')}</Alert>;
  const segment = details.segments[index];
  if (!segment) return <Alert color="red">{t('common.couldNotLoad')}</Alert>;
  const earlier = chosenFares(details, state.flight?.fares ?? []).slice(0, index);
  const columns = fareColumns(segment.fares.length);
  const segmentName = t(`results.segments.${segment.segmentKey}`);
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('results.chooseFareFor', {
          segment: segmentName,
          from: segment.origin.code,
          to: segment.destination.code,
          date: formatDate(dayOf(segment.departureDate)),
        })}
      </Title>
      {earlier.length > 0 && (
        <Group gap="xs">
          {earlier.map((fare, i) =>
            fare ? (
              <Badge key={details.segments[i]!.segmentKey} variant="light" size="lg">
                {t('results.fareChosen', { segment: t(`results.segments.${details.segments[i]!.segmentKey}`), fare: fare.name })}
              </Badge>
            ) : null,
          )}
        </Group>
      )}
      <Paper withBorder radius="md" p="sm">
        <SegmentLine segment={segment} />
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: Math.min(2, columns), md: columns }} spacing="sm">
        {segment.fares.map((fare) => {
          const extra = shownAmount(fare.pricePerPaxAvgExtra);
          const cheapest = extra === '0.00';
          return (
            <Card key={fare.id} withBorder radius="md" padding="md">
              <Stack gap="xs" h="100%">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Title order={3} fz="md">
                    {fare.name}
                  </Title>
                  {cheapest && (
                    // teal.9 on its light tint: 4.5:1 and more (teal.6 was below AA for the 11 px badge).
                    <Badge color="teal" c="teal.9" variant="light" size="sm">
                      {t('results.fareCheapest')}
                    </Badge>
                  )}
                </Group>
                <div>
                  <Text fw={700} fz="xl" lh={1.1}>
                    {formatMoney(shownAmount(fare.pricePerPaxAvg), details.currency)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('results.perPerson')}
                  </Text>
                  <Text size="sm" fw={600} c={cheapest ? 'dimmed' : 'blue.8'}>
                    {t('results.fareExtra', { amount: formatMoney(extra, details.currency) })}
                  </Text>
                </div>
                {fare.includedServices.length > 0 && (
                  <div>
                    <Text size="xs" c="dimmed" mb={2}>
                      {t('results.includes')}
                    </Text>
                    <List size="sm" spacing={2} icon={<Text c="teal.7">✓</Text>}>
                      {fare.includedServices.map((service) => (
                        <List.Item key={service}>{service}</List.Item>
                      ))}
                    </List>
                  </div>
                )}
                {fare.description && (
                  <Text size="sm" c="dimmed">
                    {fare.description}
                  </Text>
                )}
                {fare.cancellation.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('results.fareRules')}: {fare.cancellation.join('; ')}
                  </Text>
                )}
                <Button mt="auto" onClick={() => moves.chooseFare(index, fare.id)} aria-label={t('results.fareSelect', { fare: fare.name })}>
                  {t('results.select')}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
