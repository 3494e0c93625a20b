import type { SearchMode } from './search';

/**
 * The booking wizard as a step machine driven by the search mode (storefront spec §2 Wizard
 * steps, §4): flight, package, transfer and visa steps slot in by mode and options.
 */
export type StepId =
  | 'chooseHotel'
  | 'chooseRoom'
  | 'chooseFlight'
  | 'chooseFlightFare'
  | 'flightBaggage'
  | 'flightMeal'
  | 'flightSeat'
  | 'chooseTransfer'
  | 'chooseVisa'
  | 'passengerDetails'
  | 'complete';

export type Step = { id: StepId; room?: number };

export const STEP_LABELS: Record<StepId, string> = {
  chooseHotel: 'Choose Hotel',
  chooseRoom: 'Choose Room',
  chooseFlight: 'Choose Flight',
  chooseFlightFare: 'Choose Fare',
  flightBaggage: 'Choose Extra',
  flightMeal: 'Choose Extra',
  flightSeat: 'Choose Extra',
  chooseTransfer: 'Transfer',
  chooseVisa: 'Visa',
  passengerDetails: 'Passenger Details',
  complete: 'complete',
};

export function wizardSteps(mode: SearchMode, options: { rooms: number; transfer?: boolean; visa?: boolean }): Step[] {
  const hotel: Step[] = mode === 'flight' ? [] : [{ id: 'chooseHotel' }, ...Array.from({ length: options.rooms }, (_, room) => ({ id: 'chooseRoom' as const, room }))];
  const flight: Step[] = mode === 'hotel' ? [] : [{ id: 'chooseFlight' }, { id: 'chooseFlightFare' }, { id: 'flightBaggage' }, { id: 'flightMeal' }, { id: 'flightSeat' }];
  return [
    ...hotel,
    ...flight,
    ...(options.transfer ? [{ id: 'chooseTransfer' as const }] : []),
    ...(options.visa ? [{ id: 'chooseVisa' as const }] : []),
    { id: 'passengerDetails' },
    { id: 'complete' },
  ];
}

/** What the wizard has chosen so far: one hotel option per searched room. */
export type WizardState<Option> = { step: number; hotelId: number | null; rooms: (Option | null)[]; flight: unknown; transfer: unknown; visa: unknown };

export function startWizard<Option>(rooms: number): WizardState<Option> {
  return { step: 0, hotelId: null, rooms: Array.from({ length: rooms }, () => null), flight: null, transfer: null, visa: null };
}

export function chooseHotel<Option>(state: WizardState<Option>, steps: Step[], hotelId: number): WizardState<Option> {
  return { ...state, hotelId, rooms: state.rooms.map(() => null), step: steps.findIndex((s) => s.id === 'chooseRoom') };
}

/** A room option chosen: the next room, or the next step once every room has one. */
export function chooseRoom<Option>(state: WizardState<Option>, steps: Step[], room: number, option: Option): WizardState<Option> {
  const rooms = state.rooms.map((r, i) => (i === room ? option : r));
  const next = steps.findIndex((s, i) => i > state.step && (s.id !== 'chooseRoom' || rooms[s.room!] === null));
  return { ...state, rooms, step: next === -1 ? steps.length - 1 : next };
}

/** Completed steps are clickable; going back clears what that step and the later ones chose (§4.5). */
export function goBack<Option>(state: WizardState<Option>, steps: Step[], to: number): WizardState<Option> {
  if (to >= state.step) return state;
  const target = steps[to]!;
  if (target.id === 'chooseHotel') return { ...state, step: to, hotelId: null, rooms: state.rooms.map(() => null), flight: null, transfer: null, visa: null };
  if (target.id === 'chooseRoom') {
    return { ...state, step: to, rooms: state.rooms.map((r, i) => (i >= target.room! ? null : r)), flight: null, transfer: null, visa: null };
  }
  if (target.id === 'chooseFlight' || target.id === 'chooseFlightFare') return { ...state, step: to, flight: null, transfer: null, visa: null };
  if (target.id === 'chooseTransfer') return { ...state, step: to, transfer: null };
  if (target.id === 'chooseVisa') return { ...state, step: to, visa: null };
  return { ...state, step: to };
}
