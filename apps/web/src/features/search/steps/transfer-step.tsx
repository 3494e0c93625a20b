import { Alert, Anchor, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TransferOption } from '@travel/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../ui/time-field';
import { NO_TRANSFER, transferDetailsProblems } from '../add-ons';
import { formatDate, formatMoney } from '../format';
import { transferDetailsOfFlight } from '../package-wizard';
import { Loading } from './choose-hotel';
import type { StepProps } from './step-props';

type Draft = { arrivalFlightNumber: string; arrivalTime: string; departureFlightNumber: string; departureTime: string };
const emptyDraft: Draft = { arrivalFlightNumber: '', arrivalTime: '', departureFlightNumber: '', departureTime: '' };

/**
 * chooseTransfer (storefront spec §3 Transfer, §4 point 4; domain-rules §5.2): the transfers from
 * the arrival airport to the chosen hotel, one card per car category that fits every searched room
 * (each room its own car), cheapest first, with the price of every car together. The agent selects
 * one, types the arrival flight number and time (the departure's are optional on a round trip)
 * and continues; 'Continue without transfer' goes on without one (docs/decisions.md).
 */
export function TransferStep({ search, state, stay: { hotel }, flight, addOns, moves }: StepProps<'stay' | 'flight' | 'addOns'>) {
  const { t } = useTranslation();
  const { transfers } = addOns;
  const picked = state.transfer && state.transfer !== NO_TRANSFER ? state.transfer : null;
  const [selected, setSelected] = useState<{ transferId: number; carId: number } | null>(picked);
  // A package's transfer meets the chosen flight: its arrival (and return) legs fill the details.
  const fromFlight = flight.details.data ? transferDetailsOfFlight(flight.details.data) : null;
  const [draft, setDraft] = useState<Draft>(picked ? { ...emptyDraft, ...picked } : fromFlight ? { ...emptyDraft, ...fromFlight } : emptyDraft);
  const filledKey = fromFlight ? JSON.stringify(fromFlight) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: filledKey stands for fromFlight
  useEffect(() => {
    if (picked || !fromFlight) return;
    setDraft((d) => (d.arrivalFlightNumber || d.arrivalTime ? d : { ...emptyDraft, ...fromFlight }));
  }, [filledKey]);
  const [checked, setChecked] = useState(false);
  const withoutTransfer = (
    <Anchor component="button" type="button" size="sm" onClick={() => moves.chooseTransfer(NO_TRANSFER)}>
      {t('results.transferStep.withoutTransfer')}
    </Anchor>
  );
  const heading = (
    <Stack gap={4}>
      <Title order={2} fz="lg">
        {t('results.transferStep.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('results.transferStep.intro', { airport: search.toAirportName || '—', hotel: hotel.data?.name ?? (search.transferHotelName || '—') })}
      </Text>
      <Text size="sm">
        {search.searchMode === 'flight' && search.flightType === 'oneway'
          ? t('results.transferStep.oneWay', { arrival: formatDate(search.startDate) })
          : t('results.transferStep.roundTrip', { arrival: formatDate(search.startDate), departure: formatDate(search.endDate) })}
      </Text>
    </Stack>
  );
  if (transfers.isLoading) return <Loading />;
  if (transfers.error || !transfers.data) {
    return (
      <Stack gap="sm">
        {heading}
        <Alert color="red" title={t('common.couldNotLoad')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{transfers.error?.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => transfers.refetch()}>
              {t('results.tryAgain')}
            </Button>
          </Stack>
        </Alert>
        {withoutTransfer}
      </Stack>
    );
  }
  const options = transfers.data.entities;
  if (options.length === 0) {
    return (
      <Stack gap="sm">
        {heading}
        <Alert color="gray" variant="light">
          {t('results.transferStep.none')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={() => moves.chooseTransfer(NO_TRANSFER)}>{t('results.transferStep.withoutTransfer')}</Button>
        </Group>
      </Stack>
    );
  }
  const current = selected ? options.find((o) => o.transferId === selected.transferId && o.carId === selected.carId) : undefined;
  const problems = checked ? transferDetailsProblems(draft) : {};
  const problemText = (field: keyof typeof problems) => (problems[field] ? t(`results.transferStep.${problems[field]}`) : undefined);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!current || Object.keys(transferDetailsProblems(draft)).length > 0) return;
    moves.chooseTransfer({
      transferId: current.transferId,
      carId: current.carId,
      arrivalFlightNumber: draft.arrivalFlightNumber.trim(),
      arrivalTime: draft.arrivalTime,
      ...(current.roundTrip && draft.departureFlightNumber.trim() ? { departureFlightNumber: draft.departureFlightNumber.trim() } : {}),
      ...(current.roundTrip && draft.departureTime ? { departureTime: draft.departureTime } : {}),
    });
  };
  return (
    <Stack gap="sm">
      {heading}
      <Stack gap="sm" role="list" aria-label={t('results.transferStep.title')}>
        {options.map((option) => (
          <TransferCard
            key={`${option.transferId}-${option.carId}`}
            option={option}
            rooms={search.rooms.length}
            selected={current === option}
            onSelect={() => setSelected({ transferId: option.transferId, carId: option.carId })}
          />
        ))}
      </Stack>
      {current && (
        <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label={t('results.transferStep.details')} noValidate>
          <Stack gap="sm">
            <div>
              <Title order={3} fz="md">
                {t('results.transferStep.details')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('results.transferStep.detailsIntro')}
              </Text>
              {fromFlight && (
                <Text size="sm" c="teal.9">
                  {t('results.flightFilled', { flight: fromFlight.arrivalFlightNumber, time: fromFlight.arrivalTime })}
                </Text>
              )}
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('results.transferStep.arrivalFlightNumber')}
                required
                maxLength={20}
                value={draft.arrivalFlightNumber}
                error={problemText('arrivalFlightNumber')}
                onChange={(e) => set({ arrivalFlightNumber: e.currentTarget.value })}
              />
              <TimeField
                label={t('results.transferStep.arrivalTime')}
                required
                value={draft.arrivalTime}
                error={problemText('arrivalTime')}
                onChange={(arrivalTime) => set({ arrivalTime })}
              />
              {current.roundTrip && (
                <>
                  <TextInput
                    label={t('results.transferStep.departureFlightNumber')}
                    maxLength={20}
                    value={draft.departureFlightNumber}
                    onChange={(e) => set({ departureFlightNumber: e.currentTarget.value })}
                  />
                  <TimeField
                    label={t('results.transferStep.departureTime')}
                    value={draft.departureTime}
                    error={problemText('departureTime')}
                    onChange={(departureTime) => set({ departureTime })}
                  />
                </>
              )}
            </SimpleGrid>
            <Group justify="space-between" wrap="wrap">
              {withoutTransfer}
              <Button type="submit" miw={140}>
                {t('results.transferStep.continue')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {!current && <Group justify="flex-end">{withoutTransfer}</Group>}
    </Stack>
  );
}

/** One (transfer, car category): name, category, the car of each room, the rules and the price of every car together. */
function TransferCard({ option, rooms, selected, onSelect }: { option: TransferOption; rooms: number; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const free = option.freeTransfer && (option.freeTransfer.adult || option.freeTransfer.child || option.freeTransfer.infant);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      role="listitem"
      style={selected ? { borderColor: 'var(--mantine-color-blue-6)', boxShadow: '0 0 0 1px var(--mantine-color-blue-6)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} fz="md">
              {option.carName}
            </Title>
            <Badge variant="outline" color={option.carType === 'group' ? 'grape.9' : 'blue.9'}>
              {t(`results.transferStep.carTypes.${option.carType}`)}
            </Badge>
            {free && (
              <Badge variant="outline" color="teal.9">
                {t('results.transferStep.freeOffer')}
              </Badge>
            )}
          </Group>
          <Text size="sm">{option.name}</Text>
          {rooms > 1 && (
            <Text size="sm" c="dimmed">
              {option.transfers
                .map((car, i) => t('results.transferStep.roomCar', { n: i + 1, car: `${car.car.name} ${formatMoney(car.car.price, option.currency)}` }))
                .join(' · ')}
            </Text>
          )}
          {option.cancellation.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('results.transferStep.cancellation')}: {option.cancellation.join('; ')}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end">
          <Text fw={700} fz="xl" lh={1.1}>
            {formatMoney(option.price, option.currency)}
          </Text>
          <Button
            variant={selected ? 'filled' : 'light'}
            onClick={onSelect}
            aria-pressed={selected}
            aria-label={selected ? `${t('results.transferStep.selected')} ${option.carName}` : t('results.transferStep.select', { name: option.carName })}
          >
            {selected ? t('results.transferStep.selected') : t('results.select')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
