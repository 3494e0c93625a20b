// @vitest-environment happy-dom
import type { FlightChoice, FlightExtraAnswer, FlightExtraType } from '@travel/contracts';
import { act, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, type Sent, tick } from '../../../test/render';
import { emptyFlightExtras, FlightExtrasStep, type FlightExtrasValue } from './index';

const PARTY: FlightExtraAnswer['passengers'] = [
  { id: 'passenger1', ageType: 'adult', age: null },
  { id: 'passenger2', ageType: 'child', age: 5 },
  { id: 'passenger3', ageType: 'infant', age: 1 },
];
const everyone = (price: string, ids = PARTY.map((p) => p.id)) => Object.fromEntries(ids.map((id) => [id, price]));
const item = (id: string, name: string, passengerIds: Record<string, string>, extra: object = {}) => ({
  id,
  name,
  description: null,
  price: '0.00',
  currency: 'EUR',
  passengerIds,
  ...extra,
});

const BAGGAGE: FlightExtraAnswer = {
  type: 'baggage',
  entities: [
    {
      key: 'outbound',
      segmentKey: 'outbound',
      legKey: null,
      title: 'LIS → CDG · TA401',
      selectionType: 'possible',
      items: [item('fare-7-1', 'Hand baggage 8 kg', everyone('included')), item('11', 'Checked bag 23 kg', everyone('35.00'))],
    },
  ],
  extraData: {},
  passengers: PARTY,
  message: null,
};
const MEALS: FlightExtraAnswer = {
  type: 'meal',
  entities: [
    {
      key: 'return-1',
      segmentKey: 'return',
      legKey: 'return-1',
      title: 'CDG → LIS · TA402',
      selectionType: 'required',
      items: [item('31', 'Chicken', everyone('0.00')), item('32', 'Vegetarian', everyone('0.00'))],
    },
  ],
  extraData: {},
  passengers: PARTY,
  message: null,
};
const seat = (id: string, availability: string) =>
  item(id, id, everyone('12.00', ['passenger1', 'passenger2']), { availability, row: Number(id[0]), letter: id[1], price: '12.00' });
const SEATS: FlightExtraAnswer = {
  type: 'seat',
  entities: [
    {
      key: 'outbound-1',
      segmentKey: 'outbound',
      legKey: 'outbound-1',
      title: 'LIS → CDG · TA401',
      selectionType: 'possible',
      items: [seat('1A', 'available'), seat('1B', 'taken'), seat('2A', 'available'), seat('2B', 'blocked')],
    },
  ],
  extraData: { 'outbound-1': { rowsCount: 3, seatsNumbers: ['A', 'B'] } },
  passengers: PARTY.slice(0, 2),
  message: null,
};

const FLIGHT: FlightChoice = { segments: [{ segmentKey: 'outbound', fareId: 7, legs: [] }] };

let host: HTMLElement;
let sent: Sent[];
/** What the fake server answers to the extras' request. */
let reply: unknown;
let latest: FlightExtrasValue;
let onNext: ReturnType<typeof vi.fn<() => void>>;
/** Switches the shown step to another type (set once the screen is up). */
let showType: ((type: FlightExtraType) => void) | undefined;

function Harness({ type: first, start }: { type: FlightExtraType; start: FlightExtrasValue }) {
  const [value, setValue] = useState(start);
  const [type, setType] = useState(first);
  latest = value;
  showType = setType;
  return <FlightExtrasStep type={type} hash="f1.signed" flight={FLIGHT} value={value} onChange={setValue} onNext={onNext} />;
}

/**
 * Shows the step of `type`, its request answered with `answer`. A second call in the same test
 * re-renders the step with the new type (its value kept), as the wizard's next step does.
 */
async function render(type: FlightExtraType, answer: unknown, start: FlightExtrasValue = emptyFlightExtras) {
  reply = answer;
  if (showType) {
    const next = showType;
    await act(async () => next(type));
    await tick(5);
    return;
  }
  ({ sent, container: host } = await renderScreen(<Harness type={type} start={start} />, { answer: () => [200, reply], settle: 5 }));
}

const text = () => host.textContent ?? '';
const buttonNamed = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name)!;
const radioNamed = (name: string) => [...host.querySelectorAll<HTMLElement>('[role="radio"]')].find((r) => r.textContent?.includes(name))!;
const chip = (passengerId: string) => host.querySelector<HTMLInputElement>(`input[value="${passengerId}"]`)!;

beforeEach(() => {
  onNext = vi.fn<() => void>();
  showType = undefined;
});

describe('FlightExtrasStep', () => {
  it('asks for the extras of its type with the booking as JSON text in the form', async () => {
    await render('baggage', BAGGAGE);
    const { url, init } = sent[0]!;
    expect(url.pathname).toBe('/api/v1/search/flight-extra');
    expect(url.searchParams.get('type')).toBe('baggage');
    expect(init!.method).toBe('POST');
    expect(JSON.parse((init!.body as FormData).get('booking') as string)).toEqual({ hash: 'f1.signed', flight: FLIGHT });
  });

  it("shows the fare's included baggage ticked, and a paid bag replaces 'None' for the passenger chosen", async () => {
    await render('baggage', BAGGAGE);
    expect(text()).toContain('Hand baggage 8 kg');
    expect(text()).toContain('Included');
    expect(chip('passenger1').checked).toBe(true);
    expect(radioNamed('None').getAttribute('aria-checked')).toBe('true');
    await act(async () => radioNamed('Checked bag 23 kg').click());
    expect(latest.baggage).toEqual([{ passengerId: 'passenger1', segmentKey: 'outbound', id: '11', price: '35.00' }]);
    expect(text()).toContain('Extras total: €35.00');
    await act(async () => chip('passenger2').click());
    expect(radioNamed('None').getAttribute('aria-checked')).toBe('true');
    await act(async () => buttonNamed('Next').click());
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('pre-chooses the included meal for every passenger (issue 32); one changed stays changed; Next goes on', async () => {
    await render('meal', MEALS);
    expect(text()).toContain('Required');
    await act(async () => undefined);
    expect(latest.meals.map((m) => `${m.passengerId}:${m.id}:${m.price}`)).toEqual(['passenger1:31:0.00', 'passenger2:31:0.00', 'passenger3:31:0.00']);
    await act(async () => chip('passenger2').click());
    await act(async () => radioNamed('Vegetarian').click());
    expect(latest.meals.map((m) => `${m.passengerId}:${m.id}`).sort()).toEqual(['passenger1:31', 'passenger2:32', 'passenger3:31']);
    await act(async () => buttonNamed('Next').click());
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });

  it('starts the next step at the first passenger again', async () => {
    await render('baggage', BAGGAGE);
    await act(async () => chip('passenger2').click());
    expect(chip('passenger2').checked).toBe(true);
    await render('meal', MEALS);
    expect(text()).toContain('Chicken');
    expect(chip('passenger1').checked).toBe(true);
  });

  it("says the account spec's sentence when nothing can be chosen, and still offers Next", async () => {
    await render('seat', { ...SEATS, entities: [], extraData: {}, message: 'Seat selection for this flight not available.' });
    expect(text()).toContain('Seat selection for this flight not available.');
    await act(async () => buttonNamed('Next').click());
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("shows the fare's included baggage with the sentence when there is nothing to choose", async () => {
    const onlyIncluded = {
      ...BAGGAGE,
      entities: [{ ...BAGGAGE.entities[0]!, items: [BAGGAGE.entities[0]!.items[0]!] }],
      message: 'Baggage selection for this flight not available.',
    };
    await render('baggage', onlyIncluded);
    expect(text()).toContain('Baggage selection for this flight not available.');
    expect(text()).toContain('Hand baggage 8 kg');
    expect(host.querySelectorAll('[role="radio"]')).toHaveLength(0);
    await act(async () => buttonNamed('Next').click());
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(latest).toEqual(emptyFlightExtras);
  });

  it('moves on to the next passenger after a seat is taken; a seat a party member holds moves after asking; infants are not offered seats', async () => {
    await render('seat', SEATS);
    expect(chip('passenger3')).toBeNull();
    const seatButton = (id: string) => host.querySelector<HTMLButtonElement>(`[data-seat="${id}"]`)!;
    expect(seatButton('1B').disabled).toBe(true);
    expect(seatButton('2B').disabled).toBe(true);
    await act(async () => seatButton('1A').click());
    expect(latest.seats).toEqual([{ passengerId: 'passenger1', legKey: 'outbound-1', id: '1A', price: '12.00' }]);
    // The map went on to passenger 2 by itself (issue 32).
    expect(chip('passenger2').checked).toBe(true);
    expect(seatButton('1A').textContent).toBe('1');
    await act(async () => seatButton('1A').click());
    // Asked first: passenger 1 holds it.
    const give = await vi.waitFor(
      () => {
        const found = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Give the seat');
        if (!found) throw new Error('no confirmation yet');
        return found;
      },
      { timeout: 15_000 },
    );
    expect(latest.seats.map((s) => s.passengerId)).toEqual(['passenger1']);
    await act(async () => give.click());
    expect(latest.seats).toEqual([{ passengerId: 'passenger2', legKey: 'outbound-1', id: '1A', price: '12.00' }]);
    // Passenger 1 gave its seat away: the map goes back to it, the one still without a seat.
    expect(chip('passenger1').checked).toBe(true);
    expect(text()).toContain('Seat of passenger 1: No seat chosen');
    await act(async () => chip('passenger2').click());
    expect(text()).toContain('Seat of passenger 2: 1A · €12.00');
  });

  it('drops a chosen seat that another booking has taken since', async () => {
    const start: FlightExtrasValue = { ...emptyFlightExtras, seats: [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '1B', price: '12.00' }] };
    await render('seat', SEATS, start);
    expect(latest.seats).toEqual([]);
  });
});
