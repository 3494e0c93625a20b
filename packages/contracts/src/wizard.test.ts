import { describe, expect, it } from 'vitest';
import { chooseHotel, chooseRoom, goBack, startWizard, wizardSteps } from './wizard';

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
