import { Alert, Anchor, Button, Checkbox, Group, Image, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { TourOption } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../format';
import { readTourPicks, type TourPick } from '../tour-picks';
import { Loading } from './choose-hotel';
import type { StepProps } from './step-props';

/**
 * chooseExcursions (issue 28: tours sold with a stay): the destination's tours during the stay,
 * each priced for the whole party (adults, children, infants free). The agent ticks the ones to
 * book and picks each one's day; 'Next' keeps them (in the URL) and goes on, and the summary and
 * the booking carry one item per tour. Choosing none is a choice too.
 */
export function ExcursionsStep({ params, tours: { tours }, moves }: StepProps<'tours'>) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<TourPick[]>(() => readTourPicks(params.tours));
  const heading = (
    <Stack gap={4}>
      <Title order={2} fz="lg">
        {t('results.excursionsStep.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('results.excursionsStep.intro')}
      </Text>
    </Stack>
  );
  const without = (
    <Anchor component="button" type="button" size="sm" onClick={() => moves.chooseExcursions([])}>
      {t('results.excursionsStep.without')}
    </Anchor>
  );
  if (tours.isLoading) return <Loading />;
  if (tours.error || !tours.data) {
    return (
      <Stack gap="sm">
        {heading}
        <Alert color="red" title={t('common.couldNotLoad')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{tours.error?.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => tours.refetch()}>
              {t('results.tryAgain')}
            </Button>
          </Stack>
        </Alert>
        {without}
      </Stack>
    );
  }
  const { entities, currency } = tours.data;
  const pickOf = (option: TourOption) => picks.find((p) => p.tourId === option.tourId);
  const toggle = (option: TourOption, on: boolean) =>
    setPicks((now) => (on ? [...now, { tourId: option.tourId, date: option.dates[0]! }] : now.filter((p) => p.tourId !== option.tourId)));
  const setDay = (option: TourOption, date: string) => setPicks((now) => now.map((p) => (p.tourId === option.tourId ? { ...p, date } : p)));
  return (
    <Stack gap="sm">
      {heading}
      {entities.length === 0 && <Alert color="gray">{t('results.excursionsStep.none')}</Alert>}
      {entities.map((option) => {
        const pick = pickOf(option);
        return (
          <Paper key={option.tourId} withBorder radius="md" p="md" data-testid={`tour-${option.tourId}`}>
            <Group align="flex-start" wrap="nowrap" gap="md">
              {option.mainImage && <Image src={option.mainImage} alt="" w={96} h={72} radius="sm" visibleFrom="sm" />}
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <Checkbox
                    label={
                      <Text fw={600} span>
                        {option.name}
                      </Text>
                    }
                    description={option.location.name}
                    checked={!!pick}
                    onChange={(e) => toggle(option, e.currentTarget.checked)}
                  />
                  <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(option.price, currency)}{' '}
                    <Text span size="sm" c="dimmed" fw={400}>
                      {t('results.excursionsStep.forParty')}
                    </Text>
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('results.excursionsStep.prices', { adult: formatMoney(option.adultPrice, currency), child: formatMoney(option.childPrice, currency) })}
                  {' · '}
                  {option.freeCancellationDays === null
                    ? t('results.excursionsStep.nonRefundable')
                    : t('results.excursionsStep.freeCancellation', { count: option.freeCancellationDays })}
                </Text>
                {pick && (
                  <Select
                    label={t('results.excursionsStep.day')}
                    allowDeselect={false}
                    data={option.dates.map((d) => ({ value: d, label: formatDate(d) }))}
                    value={pick.date}
                    onChange={(value) => value && setDay(option, value)}
                    w={{ base: '100%', sm: 200 }}
                  />
                )}
              </Stack>
            </Group>
          </Paper>
        );
      })}
      <Group justify="space-between" align="center">
        {without}
        <Button onClick={() => moves.chooseExcursions(picks)}>{t('results.excursionsStep.next')}</Button>
      </Group>
    </Stack>
  );
}
