import { Alert, Anchor, Button, Chip, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { passengerSlots, type VisaSearchAnswer } from '@travel/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isZeroAmount } from '../../../lib/money';
import { readVisaPicks, visaOptionOf, type VisaPicks } from '../add-ons';
import { formatMoney } from '../format';
import { visaPassengersOf } from '../wizard-url';
import { Loading } from './choose-hotel';
import type { StepProps } from './step-props';

type Who = { id: string; n: number; ageType: 'adult' | 'child' | 'infant'; age: number | null };

/**
 * chooseVisa (storefront spec §4 point 4; account spec 'Extras steps ... visa'; domain-rules
 * §5.3): a visa type per passenger asking one, adults first, with that passenger's price. The
 * passenger selector starts at passenger 1; 'Next' keeps the pick (in the URL) and goes to the
 * next passenger, and on the last one the step is done; the summary then groups identical prices.
 * A passenger already passed can be picked again to change their type.
 */
export function VisaStep({ params, search, addOns, moves }: StepProps<'addOns'>) {
  const { t } = useTranslation();
  const { visas } = addOns;
  const count = visaPassengersOf(params);
  const picks = readVisaPicks(params.visas, count);
  const [current, setCurrent] = useState(Math.min(picks.length, Math.max(0, count - 1)));
  const [pick, setPick] = useState<number | null>(picks[current] ?? null);
  const [refused, setRefused] = useState(false);
  const labelId = useId();
  const withoutVisa = (
    <Anchor component="button" type="button" size="sm" onClick={() => moves.chooseVisas([])}>
      {t('results.visaStep.withoutVisa')}
    </Anchor>
  );
  const heading = (
    <Stack gap={4}>
      <Title order={2} fz="lg">
        {t('results.visaStep.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('results.visaStep.intro')}
      </Text>
    </Stack>
  );
  if (visas.isLoading) return <Loading />;
  if (visas.error || !visas.data) {
    return (
      <Stack gap="sm">
        {heading}
        <Alert color="red" title={t('common.couldNotLoad')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{visas.error?.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => visas.refetch()}>
              {t('results.tryAgain')}
            </Button>
          </Stack>
        </Alert>
        {withoutVisa}
      </Stack>
    );
  }
  const answer = visas.data;
  if (answer.entities.length === 0 || answer.passengerIds.length === 0) {
    return (
      <Stack gap="sm">
        {heading}
        <Alert color="gray" variant="light">
          {t('results.visaStep.none')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={() => moves.chooseVisas([])}>{t('results.visaStep.withoutVisa')}</Button>
        </Group>
      </Stack>
    );
  }
  const slots = passengerSlots(search.rooms, search.startDate ?? '2000-01-01');
  const passengers: Who[] = answer.passengerIds.map((id, i) => {
    const slot = slots.find((s) => s.id === id);
    return { id, n: i + 1, ageType: slot?.ageType ?? 'adult', age: slot?.age ?? null };
  });
  const who = (p: Who) => (p.ageType === 'adult' || p.age === null ? t('results.visaStep.adult') : t(`results.visaStep.${p.ageType}Aged`, { age: p.age }));
  const index = Math.min(current, passengers.length - 1);
  const passenger = passengers[index]!;
  const go = (to: number) => {
    setCurrent(to);
    setPick(picks[to] ?? null);
    setRefused(false);
  };
  const next = () => {
    if (pick === null) {
      setRefused(true);
      return;
    }
    const kept: VisaPicks = [...picks.slice(0, index), pick, ...picks.slice(index + 1)];
    if (kept.length >= passengers.length) {
      moves.chooseVisas(kept.slice(0, passengers.length));
      return;
    }
    moves.setVisaPicks(kept);
    setCurrent(index + 1);
    setPick(kept[index + 1] ?? null);
    setRefused(false);
  };
  return (
    <Stack gap="md">
      {heading}
      <Stack gap={6}>
        <Text id={labelId} size="sm" fw={600}>
          {t('results.visaStep.passenger')}
        </Text>
        <Chip.Group multiple={false} value={passenger.id} onChange={(id) => go(passengers.findIndex((p) => p.id === id))}>
          <Group gap="xs" role="radiogroup" aria-labelledby={labelId}>
            {passengers.map((p, i) => {
              const chosen = picks[i] !== undefined ? visaOptionOf(answer, picks[i]!) : null;
              return (
                // A passenger is reached in order: the ones after the first without a pick wait.
                <Chip key={p.id} value={p.id} disabled={i > picks.length}>
                  {t('results.visaStep.passengerN', { n: p.n })} · {who(p)}
                  {chosen && i !== index ? ` · ${formatMoney(chosen.passengersPrices[p.id] ?? '0', chosen.currency)}` : ''}
                </Chip>
              );
            })}
          </Group>
        </Chip.Group>
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('results.visaStep.choosingFor', { n: passenger.n, who: who(passenger) })}
        </Text>
      </Stack>
      <VisaOptions
        answer={answer}
        passengerId={passenger.id}
        value={pick}
        onChange={(id) => {
          setPick(id);
          setRefused(false);
        }}
      />
      {refused && (
        <Alert color="red" role="alert">
          {t('results.visaStep.pickFirst')}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        {withoutVisa}
        <Group gap="sm">
          {/* The same type for everyone in one click: what most parties travelling together need. */}
          {passengers.length > 1 && pick !== null && (
            <Button variant="light" onClick={() => moves.chooseVisas(passengers.map(() => pick))}>
              {t('results.visaStep.forEveryone')}
            </Button>
          )}
          <Button onClick={next} miw={140}>
            {t('common.next')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The visa types for one passenger, each with that passenger's price. */
function VisaOptions({
  answer,
  passengerId,
  value,
  onChange,
}: {
  answer: VisaSearchAnswer;
  passengerId: string;
  value: number | null;
  onChange: (visaTypeId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(Number(id))}
      label={t('results.visaStep.title')}
      labelProps={{ style: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } }}
    >
      <Stack gap="xs">
        {answer.entities.map((option) => {
          const price = option.passengersPrices[passengerId] ?? '0';
          return (
            <Paper key={option.visaTypeId} withBorder radius="md" p="sm">
              <Radio
                value={String(option.visaTypeId)}
                label={
                  <Group justify="space-between" wrap="nowrap" gap="sm" w="100%">
                    <div>
                      <Text fw={600} size="sm">
                        {option.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {option.typeName}
                      </Text>
                    </div>
                    <div style={{ textAlign: 'right' }}>
                      <Text fw={700} c={isZeroAmount(price) ? 'teal.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(price, option.currency)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('results.visaStep.perPassenger')}
                      </Text>
                    </div>
                  </Group>
                }
                styles={{ body: { alignItems: 'center' }, labelWrapper: { flex: 1 } }}
              />
            </Paper>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
