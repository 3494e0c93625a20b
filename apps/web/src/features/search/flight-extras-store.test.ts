import { flightBaggageChoiceSchema, flightMealChoiceSchema, flightSeatChoiceSchema } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStoredExtras } from './flight-extras-store';

/*
 * The store's entries used to be read through this zod schema, built of the contracts' choice
 * schemas; the hand-written reader that took its place (issue 17.4) must read every entry the
 * same way: the same entries refused, the same values (trimmed seats, prices as text) kept.
 */
const storedSchema = z.object({
  done: z.array(z.enum(['flightBaggage', 'flightMeal', 'flightSeat'])),
  extras: z.object({ baggage: z.array(flightBaggageChoiceSchema), meals: z.array(flightMealChoiceSchema), seats: z.array(flightSeatChoiceSchema) }).nullable(),
});
const byZod = (value: unknown) => {
  const parsed = storedSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const baggage = { passengerId: 'passenger1', segmentKey: 'outbound', id: 'bag-20', price: '25.00' };
const meal = { passengerId: 'passenger2', legKey: 'return-1', id: 'vgml', price: '12.5' };
const seat = { passengerId: 'passenger12', legKey: 'outbound-2', id: '3a', price: 0 };
const entry = (extras: Record<string, unknown> | null, done: unknown = ['flightBaggage', 'flightMeal']) => ({ done, extras });

/** Each field of a choice replaced by each of these (and left out). */
const odd: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  0,
  7,
  12.345,
  -1,
  Number.NaN,
  1e21,
  true,
  [],
  {},
  'passenger',
  'passenger100',
  'outbound',
  'inbound',
  'outbound-5',
  'return-4',
  'x'.repeat(40),
  'x'.repeat(41),
  ' 12b ',
  '12bb',
  '123A',
  '99999999999.99',
  '9999999999999',
  '1.234',
];

function variants(choice: Record<string, unknown>) {
  const out: unknown[] = [choice, { ...choice, extra: 'dropped' }];
  for (const field of Object.keys(choice)) {
    const { [field]: _left, ...without } = choice;
    out.push(without);
    for (const value of odd) out.push({ ...choice, [field]: value });
  }
  return out;
}

describe('reading the stored flight extras', () => {
  it('reads a whole entry, and an entry without extras, as the zod schema did', () => {
    for (const value of [entry({ baggage: [baggage], meals: [meal], seats: [seat] }), entry(null), entry(null, []), { ...entry(null), other: 1 }]) {
      expect(readStoredExtras(value)).toStrictEqual(byZod(value));
    }
    expect(readStoredExtras(entry({ baggage: [baggage], meals: [meal], seats: [seat] }))?.extras?.seats).toEqual([
      { passengerId: 'passenger12', legKey: 'outbound-2', id: '3A', price: '0.00' },
    ]);
  });

  it('refuses and keeps the same entries for every odd value of every field of a choice', () => {
    let refused = 0;
    for (const [list, choice] of [
      ['baggage', baggage],
      ['meals', meal],
      ['seats', seat],
    ] as const) {
      for (const variant of variants(choice)) {
        const value = entry({ baggage: [], meals: [], seats: [], [list]: [variant] });
        const zod = byZod(value);
        if (zod === null) refused += 1;
        expect([variant, readStoredExtras(value)]).toStrictEqual([variant, zod]);
      }
    }
    // The odd values are not all accepted: the comparison covers refusals too.
    expect(refused).toBeGreaterThan(50);
  });

  it('refuses what is not an entry as the zod schema did', () => {
    for (const value of [
      null,
      1,
      'x',
      [],
      {},
      { done: [] },
      entry(null, ['flightHotel']),
      entry(null, 'flightMeal'),
      entry({ baggage: [], meals: [] }),
      entry({ baggage: {}, meals: [], seats: [] }),
      entry([] as never),
      entry('x' as never),
    ]) {
      expect([value, readStoredExtras(value)]).toStrictEqual([value, byZod(value)]);
    }
  });
});
