import { Button, Group, Skeleton, Stack } from '@mantine/core';
import type { StepId } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { FlightExtrasStep } from '../flight-extras';
import { noExtras } from '../flight-wizard';
import type { StepProps } from './step-props';

const EXTRA_TYPES = { flightBaggage: 'baggage', flightMeal: 'meal', flightSeat: 'seat' } as const;
type ExtrasStepId = keyof typeof EXTRA_TYPES;
const isExtrasStep = (id: StepId): id is ExtrasStepId => id in EXTRA_TYPES;

/**
 * flightBaggage, flightMeal, flightSeat (storefront spec §4 point 3): the flight-extras
 * component of each type, fed the chosen flight's fares and the extras chosen so far. Above it
 * the three as one 'Choose Extra' (spec §2): a done one goes back to it (back to baggage clears
 * every extra, §4.5), the later ones wait for 'Next'.
 */
export function ExtrasStep({ step, steps, state, flight, moves }: StepProps<'flight'>) {
  const { t } = useTranslation();
  if (!isExtrasStep(step.id) || !state.flight || !flight.choice) return <Skeleton height={320} radius="md" />;
  const extrasSteps = steps.map((s, index) => ({ id: s.id, index })).filter((s): s is { id: ExtrasStepId; index: number } => isExtrasStep(s.id));
  return (
    <Stack gap="sm">
      <Group gap="xs" role="list" aria-label={t('results.extras')}>
        {extrasSteps.map((s, n) => {
          const current = s.index === state.step;
          const done = s.index < state.step;
          return (
            <Button
              key={s.id}
              role="listitem"
              size="compact-sm"
              radius="xl"
              variant={current ? 'filled' : done ? 'light' : 'default'}
              disabled={!current && !done}
              aria-current={current ? 'step' : undefined}
              onClick={done ? () => moves.backTo(s.index) : undefined}
            >
              {n + 1}. {t(`results.extrasSteps.${s.id}`)}
            </Button>
          );
        })}
      </Group>
      <FlightExtrasStep
        key={step.id}
        type={EXTRA_TYPES[step.id]}
        hash={state.flight.hash}
        flight={flight.choice}
        value={state.flight.extras ?? noExtras()}
        onChange={moves.setExtras}
        onNext={moves.finishExtras}
      />
    </Stack>
  );
}
