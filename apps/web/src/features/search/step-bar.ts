import { STEP_LABELS, type Step } from '@travel/contracts';

/**
 * The wizard's step bar (storefront spec §2 Wizard steps): a step's label, numbered per room
 * when a search has several rooms; consecutive steps with one label are one entry ('Choose
 * Fare' for both segments, 'Choose Extra' for baggage, meal and seat). An entry is active while
 * the wizard is on any of its steps; clicking an earlier entry goes back to its first step
 * (back to a flight step starts again at the first segment, account spec §4).
 */
export type StepBarEntry = { key: string; label: string; first: number; last: number };

export function stepBar(steps: Step[]): StepBarEntry[] {
  const rooms = steps.filter((s) => s.id === 'chooseRoom').length;
  const entries: StepBarEntry[] = [];
  steps.forEach((step, index) => {
    const label = step.id === 'chooseRoom' && rooms > 1 ? `${STEP_LABELS[step.id]} ${step.room! + 1}` : STEP_LABELS[step.id];
    const previous = entries.at(-1);
    if (previous && previous.label === label) previous.last = index;
    else entries.push({ key: step.room !== undefined ? `${step.id}-${step.room}` : step.id, label, first: index, last: index });
  });
  return entries;
}

/** The entry the wizard's current step belongs to. */
export const activeEntry = (entries: StepBarEntry[], step: number) =>
  Math.max(
    0,
    entries.findIndex((e) => e.first <= step && step <= e.last),
  );

/**
 * The compact indicator a phone shows instead of the bar (issue 18 point 8): 'Step 2 of 4' and
 * the current entry's label.
 */
export function stepCounter(entries: StepBarEntry[], step: number): { n: number; count: number; label: string } {
  const active = activeEntry(entries, step);
  return { n: active + 1, count: entries.length, label: entries[active]?.label ?? '' };
}
