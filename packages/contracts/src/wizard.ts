import type { SearchMode } from './search';

/**
 * The booking wizard as a step machine built from a step registry (storefront spec §2 Wizard
 * steps, §4; architecture.md "Wizard"). Each product contributes its steps; the machine orders
 * them per search mode, says what each step records and what going back to it clears. The web
 * maps step ids to components and keeps the state in the URL.
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

/** One step of a wizard: a repeated step names its room (or flight segment), from 0. */
export type Step = { id: StepId; room?: number; segment?: number };

/** What the agent's choice on a step records (a booking item, or a part of one). */
export type WizardChoice = 'hotel' | 'room' | 'flight' | 'fare' | 'extras' | 'transfer' | 'visa';
export type WizardProduct = 'hotel' | 'flight' | 'transfer' | 'visa' | 'booking';

/** What decides which steps a search shows (storefront spec §2: mode, transfer and visa options). */
export type WizardSearch = { rooms: number; transfer?: boolean; visa?: boolean; /** Flight segments: 2 for a round trip. */ segments?: number };

export type WizardStepDefinition = {
  id: StepId;
  product: WizardProduct;
  label: string;
  modes: readonly SearchMode[];
  /** Shown only when the search asks for it (transfer, visa). */
  when?: (search: WizardSearch) => boolean;
  /** One step per searched room or per flight segment, in order (§4.1, §4.2). */
  per?: 'room' | 'segment';
  /** What choosing on this step records; null for a step that books or shows (passengers, complete). */
  records: WizardChoice | null;
  /**
   * Going back to this step clears these choices (§4.5); for a repeated step the clearing of its
   * own choice starts at its room or segment, the earlier ones are kept.
   */
  clearsOnBack: readonly WizardChoice[];
};

const ALL_MODES: readonly SearchMode[] = ['hotel', 'flight', 'package'];
const STAY_MODES: readonly SearchMode[] = ['hotel', 'package'];
const FLYING_MODES: readonly SearchMode[] = ['flight', 'package'];
/** §4.5: going back to a hotel step clears the hotel, flight, transfer and visa items. */
const HOTEL_ITEMS: readonly WizardChoice[] = ['hotel', 'room', 'flight', 'fare', 'extras', 'transfer', 'visa'];
const ROOM_ON: readonly WizardChoice[] = ['room', 'flight', 'fare', 'extras', 'transfer', 'visa'];
/** §4.5: going back to a flight step clears the flight item. */
const FLIGHT_ITEM: readonly WizardChoice[] = ['flight', 'fare', 'extras', 'transfer', 'visa'];

export const HOTEL_WIZARD_STEPS: readonly WizardStepDefinition[] = [
  { id: 'chooseHotel', product: 'hotel', label: 'Choose Hotel', modes: STAY_MODES, records: 'hotel', clearsOnBack: HOTEL_ITEMS },
  { id: 'chooseRoom', product: 'hotel', label: 'Choose Room', modes: STAY_MODES, per: 'room', records: 'room', clearsOnBack: ROOM_ON },
];

/** Declared for the flight product to come (its components are not built yet). */
export const FLIGHT_WIZARD_STEPS: readonly WizardStepDefinition[] = [
  { id: 'chooseFlight', product: 'flight', label: 'Choose Flight', modes: FLYING_MODES, records: 'flight', clearsOnBack: FLIGHT_ITEM },
  { id: 'chooseFlightFare', product: 'flight', label: 'Choose Fare', modes: FLYING_MODES, per: 'segment', records: 'fare', clearsOnBack: FLIGHT_ITEM },
  // §4.5: going back to baggage clears its baggage, meal and seat choices.
  { id: 'flightBaggage', product: 'flight', label: 'Choose Extra', modes: FLYING_MODES, records: 'extras', clearsOnBack: ['extras', 'transfer', 'visa'] },
  { id: 'flightMeal', product: 'flight', label: 'Choose Extra', modes: FLYING_MODES, records: 'extras', clearsOnBack: [] },
  { id: 'flightSeat', product: 'flight', label: 'Choose Extra', modes: FLYING_MODES, records: 'extras', clearsOnBack: [] },
];
export const TRANSFER_WIZARD_STEPS: readonly WizardStepDefinition[] = [
  { id: 'chooseTransfer', product: 'transfer', label: 'Transfer', modes: ALL_MODES, when: (s) => !!s.transfer, records: 'transfer', clearsOnBack: ['transfer', 'visa'] },
];
export const VISA_WIZARD_STEPS: readonly WizardStepDefinition[] = [
  { id: 'chooseVisa', product: 'visa', label: 'Visa', modes: ALL_MODES, when: (s) => !!s.visa, records: 'visa', clearsOnBack: ['visa'] },
];
/** The booking's own steps close every wizard. */
export const BOOKING_WIZARD_STEPS: readonly WizardStepDefinition[] = [
  { id: 'passengerDetails', product: 'booking', label: 'Passenger Details', modes: ALL_MODES, records: null, clearsOnBack: [] },
  { id: 'complete', product: 'booking', label: 'complete', modes: ALL_MODES, records: null, clearsOnBack: [] },
];

/**
 * The registry: products in the order a package walks them (hotel → room → flight → fares →
 * extras → transfer → visa → passengers). A new product adds its list here.
 */
export const WIZARD_STEPS: readonly WizardStepDefinition[] = [
  ...HOTEL_WIZARD_STEPS,
  ...FLIGHT_WIZARD_STEPS,
  ...TRANSFER_WIZARD_STEPS,
  ...VISA_WIZARD_STEPS,
  ...BOOKING_WIZARD_STEPS,
];

export function stepDefinition(id: StepId, registry: readonly WizardStepDefinition[] = WIZARD_STEPS): WizardStepDefinition {
  const found = registry.find((d) => d.id === id);
  if (!found) throw new Error(`No wizard step ${id} is registered`);
  return found;
}

export const STEP_LABELS = Object.fromEntries(WIZARD_STEPS.map((d) => [d.id, d.label])) as Record<StepId, string>;

/** The steps of a search, in order: the registry filtered by mode and options, repeated steps expanded. */
export function wizardSteps(mode: SearchMode, search: WizardSearch, registry: readonly WizardStepDefinition[] = WIZARD_STEPS): Step[] {
  return registry
    .filter((d) => d.modes.includes(mode) && (!d.when || d.when(search)))
    .flatMap((d): Step[] => {
      if (d.per === 'room') return Array.from({ length: search.rooms }, (_, room) => ({ id: d.id, room }));
      if (d.per === 'segment') return Array.from({ length: search.segments ?? 1 }, (_, segment) => ({ id: d.id, segment }));
      return [{ id: d.id }];
    });
}

/** A step as the URL names it: `chooseHotel`, `chooseRoom-2` (rooms and segments counted from 1). */
export const stepKey = (step: Step) => (step.room !== undefined ? `${step.id}-${step.room + 1}` : step.segment !== undefined ? `${step.id}-${step.segment + 1}` : step.id);
/** The index of the step a key names in these steps; -1 when none. */
export const stepIndexOf = (steps: Step[], key: string | undefined) => (key ? steps.findIndex((s) => stepKey(s) === key) : -1);

/** What the wizard has chosen so far: one hotel option per searched room. */
export type WizardState<Option> = { step: number; hotelId: number | null; rooms: (Option | null)[]; flight: unknown; transfer: unknown; visa: unknown };

export function startWizard<Option>(rooms: number): WizardState<Option> {
  return { step: 0, hotelId: null, rooms: Array.from({ length: rooms }, () => null), flight: null, transfer: null, visa: null };
}

/** Whether a recording step has its choice in this state (flight parts are all in `flight` until built). */
function isChosen<Option>(state: WizardState<Option>, step: Step, registry: readonly WizardStepDefinition[]): boolean {
  switch (stepDefinition(step.id, registry).records) {
    case 'hotel':
      return state.hotelId !== null;
    case 'room':
      return state.rooms[step.room!] != null;
    case 'flight':
    case 'fare':
    case 'extras':
      return state.flight !== null;
    case 'transfer':
      return state.transfer !== null;
    case 'visa':
      return state.visa !== null;
    default:
      return false;
  }
}

/** The first step whose choice is still missing: as far as the agent may go. */
export function firstOpenStep<Option>(state: WizardState<Option>, steps: Step[], registry: readonly WizardStepDefinition[] = WIZARD_STEPS): number {
  const open = steps.findIndex((s) => !isChosen(state, s, registry));
  return open === -1 ? steps.length - 1 : open;
}

/**
 * The step to show for a state read back (a reload, a pasted URL): the asked one when every
 * earlier step has its choice, else the first step missing one. No step is skipped forward.
 */
export function resumeAt<Option>(state: WizardState<Option>, steps: Step[], asked: number, registry: readonly WizardStepDefinition[] = WIZARD_STEPS): number {
  const open = firstOpenStep(state, steps, registry);
  return asked < 0 ? open : Math.min(asked, open);
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

/** Clears what going back to this step clears (§4.5), by its registered `clearsOnBack`. */
export function clearFrom<Option>(state: WizardState<Option>, target: Step, registry: readonly WizardStepDefinition[] = WIZARD_STEPS): WizardState<Option> {
  const clears = new Set(stepDefinition(target.id, registry).clearsOnBack);
  // Back to room k keeps the rooms before it; back to any other step that clears rooms clears them all.
  const fromRoom = target.room ?? 0;
  return {
    ...state,
    hotelId: clears.has('hotel') ? null : state.hotelId,
    rooms: clears.has('room') ? state.rooms.map((r, i) => (i >= fromRoom ? null : r)) : state.rooms,
    flight: clears.has('flight') ? null : state.flight,
    transfer: clears.has('transfer') ? null : state.transfer,
    visa: clears.has('visa') ? null : state.visa,
  };
}

/** Completed steps are clickable; going back clears what that step and the later ones chose (§4.5). */
export function goBack<Option>(state: WizardState<Option>, steps: Step[], to: number, registry: readonly WizardStepDefinition[] = WIZARD_STEPS): WizardState<Option> {
  if (to >= state.step || to < 0) return state;
  return { ...clearFrom(state, steps[to]!, registry), step: to };
}
