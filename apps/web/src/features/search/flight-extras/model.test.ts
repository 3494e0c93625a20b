import { FLIGHT_EXTRA_MESSAGES, type FlightExtraAnswer, type FlightExtraEntity, type FlightExtraItem } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import {
  choose,
  chosenFor,
  emptyFlightExtras,
  extrasTotal,
  type FlightExtrasValue,
  includedItems,
  missingRequired,
  sameForEveryone,
  optionsFor,
  passengersFor,
  reconcile,
  seatHolders,
} from './model';

// The worked example's party (domain-rules §10): two adults, a child of 5 and an infant.
const PARTY: FlightExtraAnswer['passengers'] = [
  { id: 'passenger1', ageType: 'adult', age: null },
  { id: 'passenger2', ageType: 'adult', age: null },
  { id: 'passenger3', ageType: 'child', age: 5 },
  { id: 'passenger4', ageType: 'infant', age: 1 },
];
const ALL = PARTY.map((p) => p.id);
const priced = (price: string, ids = ALL) => Object.fromEntries(ids.map((id) => [id, price]));

const item = (id: string, name: string, passengerIds: Record<string, string>, extra: Partial<FlightExtraItem> = {}): FlightExtraItem => ({
  id,
  name,
  description: null,
  price: Object.values(passengerIds)[0] ?? '0.00',
  currency: 'EUR',
  passengerIds,
  ...extra,
});

const outboundBags: FlightExtraEntity = {
  key: 'outbound',
  segmentKey: 'outbound',
  legKey: null,
  title: 'LIS → CDG · TA401',
  selectionType: 'possible',
  items: [
    item('fare-7-1', 'Hand baggage 8 kg', priced('included')),
    item('11', 'Checked bag 23 kg', priced('35.00')),
    item('12', 'Checked bag 32 kg', priced('50.00')),
  ],
};
const returnBags: FlightExtraEntity = {
  ...outboundBags,
  key: 'return',
  segmentKey: 'return',
  title: 'CDG → LIS · TA402',
  items: [item('21', 'Checked bag 23 kg', priced('35.00'))],
};
const baggage: FlightExtraAnswer = { type: 'baggage', entities: [outboundBags, returnBags], extraData: {}, passengers: PARTY, message: null };

const requiredMeals: FlightExtraEntity = {
  key: 'return-1',
  segmentKey: 'return',
  legKey: 'return-1',
  title: 'CDG → LIS · TA402',
  selectionType: 'required',
  items: [item('31', 'Chicken', priced('included')), item('32', 'Vegetarian', priced('included'))],
};
const possibleMeals: FlightExtraEntity = {
  key: 'outbound-1',
  segmentKey: 'outbound',
  legKey: 'outbound-1',
  title: 'LIS → CDG · TA401',
  selectionType: 'possible',
  items: [item('41', 'Sandwich', priced('12.00'))],
};
const meals: FlightExtraAnswer = { type: 'meal', entities: [possibleMeals, requiredMeals], extraData: {}, passengers: PARTY, message: null };

const SEATED = ALL.slice(0, 3);
const seat = (id: string, price: string, availability: 'available' | 'blocked' | 'taken' = 'available') =>
  item(id, id, priced(price, SEATED), { availability, row: Number(id.slice(0, -1)), letter: id.slice(-1) });
const seatsLeg: FlightExtraEntity = {
  key: 'outbound-1',
  segmentKey: 'outbound',
  legKey: 'outbound-1',
  title: 'LIS → CDG · TA401',
  selectionType: 'possible',
  items: [seat('1A', '12.00'), seat('1B', '12.00', 'taken'), seat('1C', '12.00', 'blocked'), seat('2A', '0.00'), seat('2B', '0.00')],
};
const seats: FlightExtraAnswer = {
  type: 'seat',
  entities: [seatsLeg],
  extraData: { 'outbound-1': { rowsCount: 3, seatsNumbers: ['A', 'B', 'C'] } },
  passengers: PARTY,
  message: null,
};

const itemOf = (entity: FlightExtraEntity, id: string) => entity.items.find((i) => i.id === id)!;

describe('extrasTotal', () => {
  it('is 0.00 with nothing chosen', () => {
    expect(extrasTotal(emptyFlightExtras)).toBe('0.00');
  });

  it('sums every choice to the cent (the worked example: bag 35 + bag 35 + meal 12 = 82.00)', () => {
    let value = choose(emptyFlightExtras, 'baggage', outboundBags, 'passenger1', itemOf(outboundBags, '11'));
    value = choose(value, 'baggage', returnBags, 'passenger1', itemOf(returnBags, '21'));
    value = choose(value, 'meal', possibleMeals, 'passenger2', itemOf(possibleMeals, '41'));
    value = choose(value, 'meal', requiredMeals, 'passenger2', itemOf(requiredMeals, '31'));
    expect(extrasTotal(value)).toBe('82.00');
  });

  it('adds cents exactly where binary floats would not (0.10 + 0.20)', () => {
    const value: FlightExtrasValue = {
      baggage: [{ passengerId: 'passenger1', segmentKey: 'outbound', id: '1', price: '0.10' }],
      meals: [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '2', price: '0.20' }],
      seats: [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '1A' }],
    };
    expect(extrasTotal(value)).toBe('0.30');
  });
});

describe('choosing', () => {
  it('keeps one choice per passenger per segment: choosing again replaces, None removes', () => {
    let value = choose(emptyFlightExtras, 'baggage', outboundBags, 'passenger1', itemOf(outboundBags, '11'));
    value = choose(value, 'baggage', outboundBags, 'passenger1', itemOf(outboundBags, '12'));
    expect(value.baggage).toEqual([{ passengerId: 'passenger1', segmentKey: 'outbound', id: '12', price: '50.00' }]);
    value = choose(value, 'baggage', returnBags, 'passenger1', itemOf(returnBags, '21'));
    value = choose(value, 'baggage', outboundBags, 'passenger2', itemOf(outboundBags, '11'));
    expect(value.baggage).toHaveLength(3);
    value = choose(value, 'baggage', outboundBags, 'passenger1', null);
    expect(value.baggage.map((c) => `${c.passengerId}:${c.segmentKey}:${c.id}`)).toEqual(['passenger1:return:21', 'passenger2:outbound:11']);
  });

  it('leaves the other types and the value given untouched', () => {
    const start: FlightExtrasValue = { ...emptyFlightExtras, meals: [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '41', price: '12.00' }] };
    const value = choose(start, 'baggage', outboundBags, 'passenger1', itemOf(outboundBags, '11'));
    expect(value.meals).toBe(start.meals);
    expect(start.baggage).toEqual([]);
  });

  it("carries the price shown for the passenger, an included (no cost) choice as '0.00'", () => {
    const value = choose(emptyFlightExtras, 'meal', requiredMeals, 'passenger3', itemOf(requiredMeals, '32'));
    expect(value.meals).toEqual([{ passengerId: 'passenger3', legKey: 'return-1', id: '32', price: '0.00' }]);
  });

  it('moves a seat another passenger of the booking holds to the passenger choosing', () => {
    let value = choose(emptyFlightExtras, 'seat', seatsLeg, 'passenger1', itemOf(seatsLeg, '1A'));
    value = choose(value, 'seat', seatsLeg, 'passenger2', itemOf(seatsLeg, '2A'));
    value = choose(value, 'seat', seatsLeg, 'passenger2', itemOf(seatsLeg, '1A'));
    expect(value.seats).toEqual([{ passengerId: 'passenger2', legKey: 'outbound-1', id: '1A', price: '12.00' }]);
    expect(seatHolders(value, 'outbound-1')).toEqual(new Map([['1A', 'passenger2']]));
    expect(chosenFor(value, 'seat', seatsLeg, 'passenger1')).toBeUndefined();
  });

  it('keeps seats on other legs when a seat moves on one leg', () => {
    const otherLeg = { ...seatsLeg, key: 'return-1', segmentKey: 'return' as const, legKey: 'return-1' };
    let value = choose(emptyFlightExtras, 'seat', otherLeg, 'passenger1', itemOf(otherLeg, '1A'));
    value = choose(value, 'seat', seatsLeg, 'passenger1', itemOf(seatsLeg, '1A'));
    value = choose(value, 'seat', seatsLeg, 'passenger2', itemOf(seatsLeg, '1A'));
    expect(value.seats.map((s) => `${s.passengerId}:${s.legKey}:${s.id}`)).toEqual(['passenger1:return-1:1A', 'passenger2:outbound-1:1A']);
  });
});

describe('what a passenger sees', () => {
  it("shows the fare's included baggage apart, fixed, and the paid bags as the choices", () => {
    expect(includedItems('baggage', outboundBags, 'passenger1').map((i) => i.id)).toEqual(['fare-7-1']);
    expect(optionsFor('baggage', outboundBags, 'passenger1').map((i) => i.id)).toEqual(['11', '12']);
  });

  it("treats a required meal's no-cost items as choices, not as included", () => {
    expect(includedItems('meal', requiredMeals, 'passenger1')).toEqual([]);
    expect(optionsFor('meal', requiredMeals, 'passenger1').map((i) => i.id)).toEqual(['31', '32']);
    // As the server answers them: priced '0.00' rather than 'included'.
    const atZero = { ...requiredMeals, items: requiredMeals.items.map((i) => ({ ...i, passengerIds: priced('0.00') })) };
    expect(optionsFor('meal', atZero, 'passenger1').map((i) => i.id)).toEqual(['31', '32']);
    expect(choose(emptyFlightExtras, 'meal', atZero, 'passenger1', atZero.items[0]!).meals).toEqual([
      { passengerId: 'passenger1', legKey: 'return-1', id: '31', price: '0.00' },
    ]);
  });

  it('offers only seats on sale, and no seat to an infant', () => {
    expect(optionsFor('seat', seatsLeg, 'passenger1').map((i) => i.id)).toEqual(['1A', '2A', '2B']);
    expect(optionsFor('seat', seatsLeg, 'passenger4')).toEqual([]);
    expect(passengersFor(seats).map((p) => p.id)).toEqual(['passenger1', 'passenger2', 'passenger3']);
    expect(passengersFor(baggage)).toHaveLength(4);
  });
});

describe('required extras', () => {
  it('names every passenger without a required meal, the infant too', () => {
    const missing = missingRequired(meals, emptyFlightExtras);
    expect(missing.map((m) => m.passengerId)).toEqual(ALL);
    expect(missing[0]).toEqual({ passengerId: 'passenger1', entityKey: 'return-1', title: 'CDG → LIS · TA402' });
  });

  it('is satisfied once every passenger has chosen, whatever the possible extras', () => {
    let value = emptyFlightExtras;
    for (const id of ALL) value = choose(value, 'meal', requiredMeals, id, itemOf(requiredMeals, id === 'passenger3' ? '32' : '31'));
    expect(missingRequired(meals, value)).toEqual([]);
    expect(FLIGHT_EXTRA_MESSAGES.required).toBe('The fare you have selected includes extras,please select extras for passengers.');
  });

  it('asks nothing when nothing is required', () => {
    expect(missingRequired(baggage, emptyFlightExtras)).toEqual([]);
  });
});

describe('reconcile with a fresh answer', () => {
  it('answers the same object when the value already fits', () => {
    const value = choose(emptyFlightExtras, 'baggage', outboundBags, 'passenger1', itemOf(outboundBags, '11'));
    expect(reconcile(baggage, value)).toBe(value);
    expect(reconcile(baggage, emptyFlightExtras)).toBe(emptyFlightExtras);
  });

  it('drops a seat just taken by another booking and a seat given to an infant, keeps the rest', () => {
    const value: FlightExtrasValue = {
      ...emptyFlightExtras,
      seats: [
        { passengerId: 'passenger1', legKey: 'outbound-1', id: '1B', price: '12.00' },
        { passengerId: 'passenger2', legKey: 'outbound-1', id: '2A', price: '0.00' },
        { passengerId: 'passenger4', legKey: 'outbound-1', id: '2B', price: '0.00' },
      ],
    };
    expect(reconcile(seats, value).seats).toEqual([{ passengerId: 'passenger2', legKey: 'outbound-1', id: '2A', price: '0.00' }]);
  });

  it('keeps the last choice of a passenger on an entity and one passenger per seat', () => {
    const value: FlightExtrasValue = {
      ...emptyFlightExtras,
      seats: [
        { passengerId: 'passenger1', legKey: 'outbound-1', id: '1A', price: '12.00' },
        { passengerId: 'passenger1', legKey: 'outbound-1', id: '2A', price: '0.00' },
        { passengerId: 'passenger2', legKey: 'outbound-1', id: '2A', price: '0.00' },
      ],
    };
    expect(reconcile(seats, value).seats).toEqual([{ passengerId: 'passenger2', legKey: 'outbound-1', id: '2A', price: '0.00' }]);
  });

  it("updates a choice's price to the one the answer shows now, and drops legs of another fare", () => {
    const value: FlightExtrasValue = {
      ...emptyFlightExtras,
      baggage: [
        { passengerId: 'passenger1', segmentKey: 'outbound', id: '11', price: '30.00' },
        { passengerId: 'passenger1', segmentKey: 'outbound', id: 'fare-7-1', price: '0.00' },
      ],
      meals: [{ passengerId: 'passenger1', legKey: 'outbound-2', id: '41', price: '12.00' }],
    };
    expect(reconcile(baggage, value).baggage).toEqual([{ passengerId: 'passenger1', segmentKey: 'outbound', id: '11', price: '35.00' }]);
    // The other fare's meal leg is dropped; the required leg of this fare comes pre-chosen (issue 32), the cheapest first.
    expect(reconcile(meals, value).meals.map((m) => `${m.passengerId}:${m.legKey}:${m.id}`)).toEqual(ALL.map((id) => `${id}:return-1:31`));
  });

  it('pre-chooses a required extra for every passenger even with several options: what the fare includes, else the cheapest (issue 32)', () => {
    const value = reconcile(meals, emptyFlightExtras);
    expect(value.meals.map((m) => `${m.passengerId}:${m.id}:${m.price}`)).toEqual(ALL.map((id) => `${id}:31:0.00`));
    expect(missingRequired(meals, value)).toEqual([]);
    // A passenger's own choice is kept.
    const changed = reconcile(meals, choose(value, 'meal', requiredMeals, 'passenger2', itemOf(requiredMeals, '32')));
    expect(changed.meals.find((m) => m.passengerId === 'passenger2')!.id).toBe('32');
  });

  it("'same for every passenger' copies one passenger's choice to everyone it is offered to (issue 32)", () => {
    const mine = choose(emptyFlightExtras, 'meal', requiredMeals, 'passenger1', itemOf(requiredMeals, '32'));
    const all = sameForEveryone(mine, meals, requiredMeals, 'passenger1');
    expect(all.meals.map((m) => `${m.passengerId}:${m.id}`).sort()).toEqual(ALL.map((id) => `${id}:32`));
    // None for everyone too.
    expect(sameForEveryone(all, meals, requiredMeals, 'passenger9').meals).toEqual([]);
  });

  it('pre-fills a required extra that has a single option, for every passenger', () => {
    const single: FlightExtraAnswer = { ...meals, entities: [{ ...requiredMeals, items: [itemOf(requiredMeals, '31')] }] };
    const value = reconcile(single, emptyFlightExtras);
    expect(value.meals.map((m) => `${m.passengerId}:${m.id}:${m.price}`)).toEqual(ALL.map((id) => `${id}:31:0.00`));
    expect(missingRequired(single, value)).toEqual([]);
    expect(reconcile(single, value)).toBe(value);
  });
});
