import { describe, expect, it } from 'vitest';
import { BOOKING_WIZARD_STEPS, chooseHotel, chooseRoom, firstOpenStep, goBack, HOTEL_WIZARD_STEPS, resumeAt, startWizard, stepIndexOf, stepKey, WIZARD_STEPS, wizardSteps } from './wizard';

describe('booking wizard step machine (storefront spec §2, §4)', () => {
  const steps = wizardSteps('hotel', { rooms: 2 });
  it('hotel mode: choose hotel, one room step per searched room, passengers, complete', () => {
    expect(steps.map((s) => `${s.id}${s.room ?? ''}`)).toEqual(['chooseHotel', 'chooseRoom0', 'chooseRoom1', 'passengerDetails', 'complete']);
  });
  it('package mode adds the flight steps, transfer and visa when chosen; flight mode starts at chooseFlight', () => {
    expect(wizardSteps('package', { rooms: 1, transfer: true, visa: true }).map((s) => s.id)).toEqual([
      'chooseHotel', 'chooseRoom', 'chooseFlight', 'chooseFlightFare', 'flightBaggage', 'flightMeal', 'flightSeat', 'chooseTransfer', 'chooseVisa', 'passengerDetails', 'complete',
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
      'chooseFlight', 'chooseFlightFare-1', 'chooseFlightFare-2', 'flightBaggage', 'flightMeal', 'flightSeat', 'chooseTransfer', 'passengerDetails', 'complete',
    ]);
    expect(new Set(WIZARD_STEPS.map((d) => d.id)).size).toBe(WIZARD_STEPS.length);
  });
  it('a registry of one product is a wizard of its own', () => {
    const registry = [...HOTEL_WIZARD_STEPS, ...BOOKING_WIZARD_STEPS];
    expect(wizardSteps('package', { rooms: 2, transfer: true }, registry).map(stepKey)).toEqual(['chooseHotel', 'chooseRoom-1', 'chooseRoom-2', 'passengerDetails', 'complete']);
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
  it('going back to a flight step clears the flight, transfer and visa, keeping the hotel and rooms (§4.5)', () => {
    const pkg = wizardSteps('package', { rooms: 1, transfer: true, visa: true });
    const full = { step: pkg.length - 2, hotelId: 3, rooms: ['a'], flight: { id: 1 }, transfer: { id: 2 }, visa: { id: 3 } };
    expect(goBack(full, pkg, stepIndexOf(pkg, 'chooseFlightFare-1'))).toMatchObject({ hotelId: 3, rooms: ['a'], flight: null, transfer: null, visa: null });
    expect(goBack(full, pkg, stepIndexOf(pkg, 'chooseVisa'))).toMatchObject({ flight: { id: 1 }, transfer: { id: 2 }, visa: null });
    expect(goBack(full, pkg, stepIndexOf(pkg, 'flightMeal'))).toMatchObject({ flight: { id: 1 }, transfer: { id: 2 } });
  });
});
