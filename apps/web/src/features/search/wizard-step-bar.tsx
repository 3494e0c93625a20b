import { Button, Group, Stepper, Text } from '@mantine/core';
import type { Step } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { activeEntry, stepBar, stepCounter } from './step-bar';

/**
 * The wizard's steps above the step: a bar whose earlier entries are clickable, and on a phone
 * 'Step 2 of 4 · Choose Room' instead of a bar that would wrap (issue 18 point 8).
 */
export function WizardStepBar({ steps, current, onBack }: { steps: Step[]; current: number; onBack: (index: number) => void }) {
  const { t } = useTranslation();
  const bar = stepBar(steps);
  const counter = stepCounter(bar, current);
  return (
    <>
      <Stepper
        active={activeEntry(bar, current)}
        onStepClick={(entry) => onBack(bar[entry]!.first)}
        allowNextStepsSelect={false}
        size="sm"
        mb="md"
        visibleFrom="sm"
      >
        {bar.map((entry) => (
          <Stepper.Step key={entry.key} label={entry.label} />
        ))}
      </Stepper>
      {/* The back button takes the next line when both do not fit (its step's whole name stays readable). */}
      <Group hiddenFrom="sm" mb="sm" justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" data-testid="step-counter">
          <Text span fw={700} size="sm">
            {t('results.stepOf', { n: counter.n, count: counter.count })}
          </Text>
          {` · ${counter.label}`}
        </Text>
        {/* A phone goes back one entry at a time. */}
        {counter.n > 1 && (
          <Button size="compact-sm" variant="subtle" px={0} onClick={() => onBack(bar[counter.n - 2]!.first)}>
            {t('results.backTo', { step: bar[counter.n - 2]!.label })}
          </Button>
        )}
      </Group>
    </>
  );
}
