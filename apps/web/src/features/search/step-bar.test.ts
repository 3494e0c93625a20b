import { wizardSteps } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { activeEntry, stepBar, stepCounter } from './step-bar';

describe('the step bar (storefront spec §2 Wizard steps)', () => {
  it('shows a round trip as Choose Flight, Choose Fare, Choose Extra, Passenger Details, complete', () => {
    const steps = wizardSteps('flight', { rooms: 1, segments: 2 });
    const bar = stepBar(steps);
    expect(bar.map((e) => e.label)).toEqual(['Choose Flight', 'Choose Fare', 'Choose Extra', 'Passenger Details', 'complete']);
    expect(bar.map((e) => [e.first, e.last])).toEqual([
      [0, 0],
      [1, 2],
      [3, 5],
      [6, 6],
      [7, 7],
    ]);
    expect([0, 1, 2, 3, 4, 5, 6].map((step) => activeEntry(bar, step))).toEqual([0, 1, 1, 2, 2, 2, 3]);
  });

  it('keeps one entry per room in hotel mode, numbered when there are several', () => {
    expect(stepBar(wizardSteps('hotel', { rooms: 2 })).map((e) => e.label)).toEqual([
      'Choose Hotel',
      'Choose Room 1',
      'Choose Room 2',
      'Passenger Details',
      'complete',
    ]);
    expect(stepBar(wizardSteps('hotel', { rooms: 1 })).map((e) => e.label)).toEqual(['Choose Hotel', 'Choose Room', 'Passenger Details', 'complete']);
  });

  it('counts the entries for the phone: Choose Room is step 2 of 4, both fares are step 2 of 5', () => {
    expect(stepCounter(stepBar(wizardSteps('hotel', { rooms: 1 })), 1)).toEqual({ n: 2, count: 4, label: 'Choose Room' });
    expect(stepCounter(stepBar(wizardSteps('flight', { rooms: 1, segments: 2 })), 2)).toEqual({ n: 2, count: 5, label: 'Choose Fare' });
  });
});
