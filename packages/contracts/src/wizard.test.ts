import { describe, expect, it } from 'vitest';
import {
  BOOKING_WIZARD_STEPS,
  chooseExcursions,
  chooseFare,
  chooseFlight,
  chooseHotel,
  chooseRoom,
  chooseTransfer,
  chooseVisas,
  finishExtrasStep,
  firstOpenStep,
  flightItemMade,
  goBack,
  HOTEL_WIZARD_STEPS,
  resumeAt,
  setFlightExtras,
  startWizard,
  stepIndexOf,
  stepKey,
  type WizardFlight,
  type WizardState,
  WIZARD_STEPS,
  wizardSteps,
} from './wizard';

describe('booking wizard step machine (storefront spec §2, §4)', () => {
  const steps = wizardSteps('hotel', { rooms: 2 });
  it('hotel mode: choose hotel, one room step per searched room, passengers, complete', () => {
    expect(steps.map((s) => `${s.id}${s.room ?? ''}`)).toEqual(['chooseHotel', 'chooseRoom0', 'chooseRoom1', 'passengerDetails', 'complete']);
  });
  it('package mode adds the flight steps, transfer and visa when chosen; flight mode starts at chooseFlight', () => {
    expect(wizardSteps('package', { rooms: 1, transfer: true, visa: true }).map((s) => s.id)).toEqual([
      'chooseHotel',
      'chooseRoom',
      'chooseFlight',
      'chooseFlightFare',
      'flightBaggage',
      'flightMeal',
      'flightSeat',
      'chooseTransfer',
      'chooseVisa',
      'passengerDetails',
      'complete',
    ]);
    expect(wizardSteps('flight', { rooms: 1 })[0]!.id).toBe('chooseFlight');
  });
  it('walks rooms in order and advances when every room has an option', () => {
    let state = chooseHotel(startWizard<string>(2), steps, 7);
    expect(state).toMatchObject({ step: 1, hotelId: 7 });
    state = chooseRoom(state, steps, 0, 'a');
    expect(state.step).toBe(2);
    state = chooseRoom(state, steps, 1, 'b');
    expect(state).toMatchObject({ step: 3, rooms: ['a', 'b'] });
  });
  it('going back to chooseHotel clears the chosen rooms; back to a room clears it and the later ones', () => {
    let state = chooseRoom(chooseRoom(chooseHotel(startWizard<string>(2), steps, 7), steps, 0, 'a'), steps, 1, 'b');
    expect(goBack(state, steps, 2)).toMatchObject({ step: 2, rooms: ['a', null] });
    state = goBack(state, steps, 0);
    expect(state).toMatchObject({ step: 0, hotelId: null, rooms: [null, null] });
  });
  it('cannot jump forward', () => {
    const state = startWizard<string>(1);
    expect(goBack(state, steps, 3)).toBe(state);
  });
});

describe('the step registry (architecture.md "Wizard", storefront spec §4)', () => {
  it('orders the steps of a mode from the registered products, repeating per room and per flight segment', () => {
    expect(wizardSteps('hotel', { rooms: 1 }).map(stepKey)).toEqual(['chooseHotel', 'chooseRoom-1', 'passengerDetails', 'complete']);
    expect(wizardSteps('flight', { rooms: 1, segments: 2, transfer: true }).map(stepKey)).toEqual([
      'chooseFlight',
      'chooseFlightFare-1',
      'chooseFlightFare-2',
      'flightBaggage',
      'flightMeal',
      'flightSeat',
      'chooseTransfer',
      'passengerDetails',
      'complete',
    ]);
    expect(new Set(WIZARD_STEPS.map((d) => d.id)).size).toBe(WIZARD_STEPS.length);
  });
  it('a registry of one product is a wizard of its own', () => {
    const registry = [...HOTEL_WIZARD_STEPS, ...BOOKING_WIZARD_STEPS];
    expect(wizardSteps('package', { rooms: 2, transfer: true }, registry).map(stepKey)).toEqual([
      'chooseHotel',
      'chooseRoom-1',
      'chooseRoom-2',
      'passengerDetails',
      'complete',
    ]);
  });
  it('resumes a read-back state at the asked step, never past the first step missing its choice', () => {
    const steps = wizardSteps('hotel', { rooms: 2 });
    const state = { ...startWizard<string>(2), hotelId: 7, rooms: ['a', null] };
    expect(firstOpenStep(state, steps)).toBe(2);
    expect(resumeAt(state, steps, stepIndexOf(steps, 'passengerDetails'))).toBe(2);
    expect(resumeAt(state, steps, stepIndexOf(steps, 'chooseRoom-1'))).toBe(1);
    expect(resumeAt(state, steps, stepIndexOf(steps, 'nonsense'))).toBe(2);
    expect(resumeAt(startWizard<string>(2), steps, 3)).toBe(0);
  });
  it('going back to a fare step clears the flight item, transfer and visa, keeping the hotel, rooms and flight (§4.5)', () => {
    const pkg = wizardSteps('package', { rooms: 1, transfer: true, visa: true, segments: 1 });
    const flight: WizardFlight = { id: 1, hash: 'h', fares: [5], extrasDone: ['flightBaggage', 'flightMeal', 'flightSeat'], extras: { bags: 1 } };
    const full = { step: pkg.length - 2, hotelId: 3, rooms: ['a'], flight, transfer: { id: 2 }, visa: { id: 3 }, tours: null };
    expect(goBack(full, pkg, stepIndexOf(pkg, 'chooseFlightFare-1'))).toMatchObject({
      hotelId: 3,
      rooms: ['a'],
      flight: { id: 1, hash: 'h', fares: [null], extrasDone: [], extras: null },
      transfer: null,
      visa: null,
    });
    expect(goBack(full, pkg, stepIndexOf(pkg, 'chooseFlight'))).toMatchObject({ hotelId: 3, rooms: ['a'], flight: null, transfer: null, visa: null });
    expect(goBack(full, pkg, stepIndexOf(pkg, 'chooseVisa'))).toMatchObject({ flight, transfer: { id: 2 }, visa: null });
    expect(goBack(full, pkg, stepIndexOf(pkg, 'flightMeal'))).toMatchObject({ flight: { ...flight, extrasDone: ['flightBaggage'] }, transfer: { id: 2 } });
  });
});

describe('the Excursions step (issue 28: tours sold with a stay)', () => {
  it('shows after the visas in hotel and package wizards when the search asks for excursions, never in flight mode', () => {
    expect(wizardSteps('hotel', { rooms: 1, visa: true, excursions: true }).map(stepKey)).toEqual([
      'chooseHotel',
      'chooseRoom-1',
      'chooseVisa',
      'chooseExcursions',
      'passengerDetails',
      'complete',
    ]);
    expect(wizardSteps('package', { rooms: 1, segments: 2, excursions: true }).map(stepKey).slice(-4)).toEqual([
      'flightSeat',
      'chooseExcursions',
      'passengerDetails',
      'complete',
    ]);
    expect(wizardSteps('hotel', { rooms: 1 }).map((s) => s.id)).not.toContain('chooseExcursions');
    expect(wizardSteps('flight', { rooms: 1, segments: 1, excursions: true }).map((s) => s.id)).not.toContain('chooseExcursions');
  });
  it('records the choice (none is one), moves on, and going back to the step clears only it', () => {
    const steps = wizardSteps('hotel', { rooms: 1, excursions: true });
    const atTours = { ...startWizard<string>(1), hotelId: 3, rooms: ['a'], step: stepIndexOf(steps, 'chooseExcursions') };
    expect(firstOpenStep(atTours, steps)).toBe(stepIndexOf(steps, 'chooseExcursions'));
    const none = chooseExcursions(atTours, steps, 'none');
    expect(none).toMatchObject({ tours: 'none', step: stepIndexOf(steps, 'passengerDetails') });
    const two = chooseExcursions(atTours, steps, '4@2027-06-12,9@2027-06-13');
    expect(goBack(two, steps, stepIndexOf(steps, 'chooseExcursions'))).toMatchObject({ hotelId: 3, rooms: ['a'], tours: null });
    // The tours depend on the search only: back to the room keeps them.
    expect(goBack(two, steps, stepIndexOf(steps, 'chooseRoom-1'))).toMatchObject({ rooms: [null], tours: '4@2027-06-12,9@2027-06-13' });
  });
});

describe('flight mode (storefront spec §4 points 2, 3, 5; account spec §4)', () => {
  type Extras = { bags: string[] };
  const round = wizardSteps('flight', { rooms: 1, segments: 2 });
  const at = (key: string) => stepIndexOf(round, key);
  const keyOf = (state: WizardState<string, Extras>) => stepKey(round[state.step]!);
  /** A round trip walked to Passenger Details: flight 7, Light out (11), Plus back (22), a bag bought. */
  const walked = () => {
    let state = chooseFlight(startWizard<string, Extras>(1), round, { id: 7, hash: 'h7' });
    state = chooseFare(chooseFare(state, round, 0, 11), round, 1, 22);
    state = setFlightExtras(state, { bags: ['passenger1:outbound:35'] });
    return finishExtrasStep(finishExtrasStep(finishExtrasStep(state, round), round), round);
  };

  it('chooses the flight, then a fare per segment in order; the flight item is made once every segment has one', () => {
    let state = chooseFlight(startWizard<string, Extras>(1), round, { id: 7, hash: 'h7' });
    expect(keyOf(state)).toBe('chooseFlightFare-1');
    expect(state.flight).toEqual({ id: 7, hash: 'h7', fares: [null, null], extrasDone: [], extras: null });
    expect(flightItemMade(state)).toBe(false);
    state = chooseFare(state, round, 0, 11);
    expect(keyOf(state)).toBe('chooseFlightFare-2');
    expect(flightItemMade(state)).toBe(false);
    state = chooseFare(state, round, 1, 22);
    expect(keyOf(state)).toBe('flightBaggage');
    expect(state.flight!.fares).toEqual([11, 22]);
    expect(flightItemMade(state)).toBe(true);
  });

  it('one way has one fare step, then baggage', () => {
    const oneWay = wizardSteps('flight', { rooms: 1, segments: 1 });
    expect(oneWay.map(stepKey)).toEqual(['chooseFlight', 'chooseFlightFare-1', 'flightBaggage', 'flightMeal', 'flightSeat', 'passengerDetails', 'complete']);
    const state = chooseFare(chooseFlight(startWizard<string>(1), oneWay, { id: 3, hash: 'h3' }), oneWay, 0, 5);
    expect(stepKey(oneWay[state.step]!)).toBe('flightBaggage');
    expect(flightItemMade(state)).toBe(true);
  });

  it("walks baggage, meal and seat by their 'Next', keeping the extras chosen, then Passenger Details (§4.3)", () => {
    let state = chooseFare(chooseFare(chooseFlight(startWizard<string, Extras>(1), round, { id: 7, hash: 'h7' }), round, 0, 11), round, 1, 22);
    state = setFlightExtras(state, { bags: ['passenger1:outbound:35'] });
    expect(keyOf(state)).toBe('flightBaggage');
    state = finishExtrasStep(state, round);
    expect(keyOf(state)).toBe('flightMeal');
    state = finishExtrasStep(state, round);
    expect(keyOf(state)).toBe('flightSeat');
    state = finishExtrasStep(state, round);
    expect(keyOf(state)).toBe('passengerDetails');
    expect(state.flight).toMatchObject({ extrasDone: ['flightBaggage', 'flightMeal', 'flightSeat'], extras: { bags: ['passenger1:outbound:35'] } });
    // 'Next' elsewhere than on an extras step changes nothing.
    expect(finishExtrasStep(state, round)).toBe(state);
  });

  it('knows per step what is chosen: the flight, the fare of segment k, each extras step done', () => {
    const state = walked();
    expect(firstOpenStep(state, round)).toBe(at('passengerDetails'));
    const noReturnFare = { ...state, flight: { ...state.flight!, fares: [11, null], extrasDone: [] } };
    expect(firstOpenStep(noReturnFare, round)).toBe(at('chooseFlightFare-2'));
    expect(resumeAt(noReturnFare, round, at('flightSeat'))).toBe(at('chooseFlightFare-2'));
    const baggageDone = { ...state, flight: { ...state.flight!, extrasDone: ['flightBaggage' as const] } };
    expect(resumeAt(baggageDone, round, at('passengerDetails'))).toBe(at('flightMeal'));
    expect(resumeAt(baggageDone, round, at('chooseFlightFare-2'))).toBe(at('chooseFlightFare-2'));
    // A meal marked done without the baggage before it resumes at baggage: no step is skipped.
    const mealOnly = { ...state, flight: { ...state.flight!, extrasDone: ['flightMeal' as const] } };
    expect(resumeAt(mealOnly, round, at('flightSeat'))).toBe(at('flightBaggage'));
    expect(resumeAt(startWizard<string>(1), round, at('flightBaggage'))).toBe(0);
  });

  it('back to a fare step (any segment) clears the fares and the extras and restarts at the first segment (account spec §4)', () => {
    const state = walked();
    for (const key of ['chooseFlightFare-1', 'chooseFlightFare-2']) {
      const back = goBack(state, round, at(key));
      expect(keyOf(back), key).toBe('chooseFlightFare-1');
      expect(back.flight).toEqual({ id: 7, hash: 'h7', fares: [null, null], extrasDone: [], extras: null });
    }
    // From the return fare too: Light chosen out, the agent clicks Choose Fare.
    const midway = chooseFare(chooseFlight(startWizard<string, Extras>(1), round, { id: 7, hash: 'h7' }), round, 0, 11);
    expect(goBack(midway, round, at('chooseFlightFare-1'))).toMatchObject({ step: at('chooseFlightFare-1'), flight: { fares: [null, null] } });
  });

  it('back to chooseFlight clears the flight; the next flight starts from nothing', () => {
    const back = goBack(walked(), round, at('chooseFlight'));
    expect(back).toMatchObject({ step: 0, flight: null });
    expect(chooseFlight(back, round, { id: 8, hash: 'h8' }).flight).toEqual({ id: 8, hash: 'h8', fares: [null, null], extrasDone: [], extras: null });
  });

  it("back to baggage clears the baggage, meal and seat choices; back to meal or seat keeps them and asks for that 'Next' again", () => {
    const state = walked();
    const baggage = goBack(state, round, at('flightBaggage'));
    expect(baggage).toMatchObject({ step: at('flightBaggage'), flight: { fares: [11, 22], extrasDone: [], extras: null } });
    const meal = goBack(state, round, at('flightMeal'));
    expect(meal).toMatchObject({
      step: at('flightMeal'),
      flight: { fares: [11, 22], extrasDone: ['flightBaggage'], extras: { bags: ['passenger1:outbound:35'] } },
    });
    // The seat step is walked again after the meal's 'Next', never skipped.
    expect(keyOf(finishExtrasStep(meal, round))).toBe('flightSeat');
    const seat = goBack(state, round, at('flightSeat'));
    expect(seat.flight!.extrasDone).toEqual(['flightBaggage', 'flightMeal']);
    expect(keyOf(finishExtrasStep(seat, round))).toBe('passengerDetails');
  });

  it('choosing a fare again drops the extras chosen for the earlier fares (included extras and prices depend on the fare)', () => {
    const state = walked();
    const again = chooseFare({ ...state, step: at('chooseFlightFare-2') }, round, 1, 23);
    expect(again).toMatchObject({ step: at('flightBaggage'), flight: { fares: [11, 23], extrasDone: [], extras: null } });
  });
});

describe('transfer and visa steps after the rooms (storefront spec §4 points 4-5, account spec §4)', () => {
  const steps = wizardSteps('hotel', { rooms: 2, transfer: true, visa: true });
  const at = (key: string) => stepIndexOf(steps, key);
  type Transfer = { transferId: number; carId: number } | 'none';
  const roomsChosen = () => chooseRoom(chooseRoom(chooseHotel(startWizard<string, unknown, Transfer, number[]>(2), steps, 7), steps, 0, 'a'), steps, 1, 'b');

  it('a hotel search with a transfer and visas walks rooms, Transfer, Visa, passengers', () => {
    expect(steps.map(stepKey)).toEqual(['chooseHotel', 'chooseRoom-1', 'chooseRoom-2', 'chooseTransfer', 'chooseVisa', 'passengerDetails', 'complete']);
    expect(wizardSteps('hotel', { rooms: 1, visa: true }).map(stepKey)).toEqual(['chooseHotel', 'chooseRoom-1', 'chooseVisa', 'passengerDetails', 'complete']);
    expect(wizardSteps('hotel', { rooms: 1, transfer: true }).map(stepKey)).toEqual([
      'chooseHotel',
      'chooseRoom-1',
      'chooseTransfer',
      'passengerDetails',
      'complete',
    ]);
  });

  it('the last room leads to Transfer, the transfer to Visa, the visas to the passengers', () => {
    let state = roomsChosen();
    expect(state.step).toBe(at('chooseTransfer'));
    state = chooseTransfer(state, steps, { transferId: 1, carId: 2 });
    expect(state).toMatchObject({ step: at('chooseVisa'), transfer: { transferId: 1, carId: 2 }, visa: null });
    state = chooseVisas(state, steps, [5, 5, 6]);
    expect(state).toMatchObject({ step: at('passengerDetails'), visa: [5, 5, 6] });
    expect(firstOpenStep(state, steps)).toBe(at('passengerDetails'));
  });

  it('going on without a transfer is a choice too: the Visa step follows', () => {
    const state = chooseTransfer(roomsChosen(), steps, 'none');
    expect(state).toMatchObject({ step: at('chooseVisa'), transfer: 'none' });
  });

  it('a URL cannot skip the Transfer or Visa step', () => {
    const state = roomsChosen();
    expect(resumeAt(state, steps, at('passengerDetails'))).toBe(at('chooseTransfer'));
    expect(resumeAt({ ...state, transfer: 'none' }, steps, at('passengerDetails'))).toBe(at('chooseVisa'));
  });

  it('back to Transfer clears the transfer and the visas; back to Visa clears the visas only; back to a room clears both', () => {
    const done = chooseVisas(chooseTransfer(roomsChosen(), steps, { transferId: 1, carId: 2 }), steps, [5, 5, 6]);
    expect(goBack(done, steps, at('chooseTransfer'))).toMatchObject({ step: at('chooseTransfer'), transfer: null, visa: null, rooms: ['a', 'b'] });
    expect(goBack(done, steps, at('chooseVisa'))).toMatchObject({ step: at('chooseVisa'), transfer: { transferId: 1, carId: 2 }, visa: null });
    expect(goBack(done, steps, at('chooseRoom-2'))).toMatchObject({ rooms: ['a', null], transfer: null, visa: null });
  });

  it('choosing the transfer again asks the visas again', () => {
    const done = chooseVisas(chooseTransfer(roomsChosen(), steps, { transferId: 1, carId: 2 }), steps, [5, 5, 6]);
    expect(chooseTransfer({ ...done, step: at('chooseTransfer') }, steps, 'none')).toMatchObject({ step: at('chooseVisa'), visa: null });
  });
});
