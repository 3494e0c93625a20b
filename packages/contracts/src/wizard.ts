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
  | 'chooseExcursions'
  | 'passengerDetails'
  | 'complete';

/** One step of a wizard: a repeated step names its room (or flight segment), from 0. */
export type Step = { id: StepId; room?: number; segment?: number };

/** What the agent's choice on a step records (a booking item, or a part of one). */
export type WizardChoice = 'hotel' | 'room' | 'flight' | 'fare' | 'extras' | 'transfer' | 'visa' | 'excursions';
export type WizardProduct = 'hotel' | 'flight' | 'transfer' | 'visa' | 'tour' | 'booking';

/** What decides which steps a search shows (storefront spec §2: mode, transfer and visa options). */
export type WizardSearch = {
  rooms: number;
  transfer?: boolean;
  visa?: boolean;
  /** Flight segments: 2 for a round trip. */
  segments?: number;
  /** The stay's excursions (issue 28: tours), asked on the search form of a hotel or a package. */
  excursions?: boolean;
};

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
   * own choice starts at its room or segment, the earlier ones are kept (unless `backToFirst`).
   */
  clearsOnBack: readonly WizardChoice[];
  /**
   * Going back to any repeat of this step starts again at its first repeat, with every repeat's
   * choice cleared (account spec §4: going back to a flight step resets the current segment to
   * the first).
   */
  backToFirst?: boolean;
};

const ALL_MODES: readonly SearchMode[] = ['hotel', 'flight', 'package'];
const STAY_MODES: readonly SearchMode[] = ['hotel', 'package'];
const FLYING_MODES: readonly SearchMode[] = ['flight', 'package'];
/** §4.5: going back to a hotel step clears the hotel, flight, transfer and visa items. */
const HOTEL_ITEMS: readonly WizardChoice[] = ['hotel', 'room', 'flight', 'fare', 'extras', 'transfer', 'visa'];
const ROOM_ON: readonly WizardChoice[] = ['room', 'flight', 'fare', 'extras', 'transfer', 'visa'];
/** §4.5: going back to chooseFlight clears the flight and everything chosen for it. */
const FLIGHT_ON: readonly WizardChoice[] = ['flight', 'fare', 'extras', 'transfer', 'visa'];
/**
 * §4.5: going back to a fare step clears the flight item (made once every segment has a fare):
 * the fares and the extras. The flight chosen stays, since its fares are what the step shows.
 */
const FLIGHT_ITEM: readonly WizardChoice[] = ['fare', 'extras', 'transfer', 'visa'];

export const HOTEL_WIZARD_STEPS: readonly WizardStepDefinition[] = [
  { id: 'chooseHotel', product: 'hotel', label: 'Choose Hotel', modes: STAY_MODES, records: 'hotel', clearsOnBack: HOTEL_ITEMS },
  { id: 'chooseRoom', product: 'hotel', label: 'Choose Room', modes: STAY_MODES, per: 'room', records: 'room', clearsOnBack: ROOM_ON },
];

/**
 * The flight product's steps: the flight, a fare per segment (§4.2), then the extras in the
 * order of §4.3. Each extras step is done when the agent presses its 'Next'.
 */
export const FLIGHT_WIZARD_STEPS: readonly WizardStepDefinition[] = [
  { id: 'chooseFlight', product: 'flight', label: 'Choose Flight', modes: FLYING_MODES, records: 'flight', clearsOnBack: FLIGHT_ON },
  {
    id: 'chooseFlightFare',
    product: 'flight',
    label: 'Choose Fare',
    modes: FLYING_MODES,
    per: 'segment',
    records: 'fare',
    clearsOnBack: FLIGHT_ITEM,
    backToFirst: true,
  },
  // §4.5: going back to baggage clears its baggage, meal and seat choices; going back to meal or
  // seat keeps the choices and only asks for that step's 'Next' again.
  { id: 'flightBaggage', product: 'flight', label: 'Choose Extra', modes: FLYING_MODES, records: 'extras', clearsOnBack: ['extras', 'transfer', 'visa'] },
  { id: 'flightMeal', product: 'flight', label: 'Choose Extra', modes: FLYING_MODES, records: 'extras', clearsOnBack: [] },
  { id: 'flightSeat', product: 'flight', label: 'Choose Extra', modes: FLYING_MODES, records: 'extras', clearsOnBack: [] },
];
export const TRANSFER_WIZARD_STEPS: readonly WizardStepDefinition[] = [
  {
    id: 'chooseTransfer',
    product: 'transfer',
    label: 'Transfer',
    modes: ALL_MODES,
    when: (s) => !!s.transfer,
    records: 'transfer',
    clearsOnBack: ['transfer', 'visa'],
  },
];
export const VISA_WIZARD_STEPS: readonly WizardStepDefinition[] = [
  { id: 'chooseVisa', product: 'visa', label: 'Visa', modes: ALL_MODES, when: (s) => !!s.visa, records: 'visa', clearsOnBack: ['visa'] },
];
/**
 * Tours (issue 28): an optional Excursions step of the hotel and package wizards, shown when the
 * search asks for excursions. Choosing none is a choice; the tours depend only on the search
 * (destination, stay, party), so going back to an earlier step keeps them.
 */
export const TOUR_WIZARD_STEPS: readonly WizardStepDefinition[] = [
  {
    id: 'chooseExcursions',
    product: 'tour',
    label: 'Excursions',
    modes: STAY_MODES,
    when: (s) => !!s.excursions,
    records: 'excursions',
    clearsOnBack: ['excursions'],
  },
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
  ...TOUR_WIZARD_STEPS,
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
export const stepKey = (step: Step) =>
  step.room !== undefined ? `${step.id}-${step.room + 1}` : step.segment !== undefined ? `${step.id}-${step.segment + 1}` : step.id;
/** The index of the step a key names in these steps; -1 when none. */
export const stepIndexOf = (steps: Step[], key: string | undefined) => (key ? steps.findIndex((s) => stepKey(s) === key) : -1);

/**
 * The flight part of a wizard (storefront spec §4.2, §4.3): the flight chosen (its id and the
 * signed hash flight-details, flight-extra and the booking read), the fare chosen on each
 * segment so far (null: not yet), the extras steps whose 'Next' was pressed, in order, and the
 * extras chosen on them (whatever the web keeps them as; null: none chosen yet).
 */
export type WizardFlight<Extras = unknown> = { id: number; hash: string; fares: (number | null)[]; extrasDone: StepId[]; extras: Extras | null };

/**
 * What the wizard has chosen so far: one hotel option per searched room, the flight and its parts,
 * the transfer (whatever the web keeps it as; a choice of none counts as chosen) and the visas
 * (null: not chosen yet).
 */
export type WizardState<Option, Extras = unknown, Transfer = unknown, Visa = unknown> = {
  step: number;
  hotelId: number | null;
  rooms: (Option | null)[];
  flight: WizardFlight<Extras> | null;
  transfer: Transfer | null;
  visa: Visa | null;
  /** The excursions chosen, as the web writes them (its URL text; 'none' when the agent took none); null: not chosen yet. */
  tours: string | null;
};

export function startWizard<Option, Extras = unknown, Transfer = unknown, Visa = unknown>(rooms: number): WizardState<Option, Extras, Transfer, Visa> {
  return { step: 0, hotelId: null, rooms: Array.from({ length: rooms }, () => null), flight: null, transfer: null, visa: null, tours: null };
}

/** Whether a recording step has its choice in this state. */
function isChosen<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  step: Step,
  registry: readonly WizardStepDefinition[],
): boolean {
  switch (stepDefinition(step.id, registry).records) {
    case 'hotel':
      return state.hotelId !== null;
    case 'room':
      return state.rooms[step.room!] != null;
    case 'flight':
      return state.flight !== null;
    case 'fare':
      return state.flight?.fares[step.segment ?? 0] != null;
    case 'extras':
      return !!state.flight?.extrasDone.includes(step.id);
    case 'transfer':
      return state.transfer !== null;
    case 'visa':
      return state.visa !== null;
    case 'excursions':
      return state.tours !== null;
    default:
      return false;
  }
}

/** The first step whose choice is still missing: as far as the agent may go. */
export function firstOpenStep<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  steps: Step[],
  registry: readonly WizardStepDefinition[] = WIZARD_STEPS,
): number {
  const open = steps.findIndex((s) => !isChosen(state, s, registry));
  return open === -1 ? steps.length - 1 : open;
}

/**
 * The step to show for a state read back (a reload, a pasted URL): the asked one when every
 * earlier step has its choice, else the first step missing one. No step is skipped forward.
 */
export function resumeAt<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  steps: Step[],
  asked: number,
  registry: readonly WizardStepDefinition[] = WIZARD_STEPS,
): number {
  const open = firstOpenStep(state, steps, registry);
  return asked < 0 ? open : Math.min(asked, open);
}

/** The state moved on to the first step after the current one that still misses its choice. */
function advance<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  steps: Step[],
  registry: readonly WizardStepDefinition[],
): WizardState<Option, Extras, Transfer, Visa> {
  const next = steps.findIndex((s, i) => i > state.step && !isChosen(state, s, registry));
  return { ...state, step: next === -1 ? steps.length - 1 : next };
}

export function chooseHotel<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  steps: Step[],
  hotelId: number,
): WizardState<Option, Extras, Transfer, Visa> {
  return { ...state, hotelId, rooms: state.rooms.map(() => null), step: steps.findIndex((s) => s.id === 'chooseRoom') };
}

/** A room option chosen: the next room, or the next step once every room has one. */
export function chooseRoom<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  steps: Step[],
  room: number,
  option: Option,
): WizardState<Option, Extras, Transfer, Visa> {
  const rooms = state.rooms.map((r, i) => (i === room ? option : r));
  const next = steps.findIndex((s, i) => i > state.step && (s.id !== 'chooseRoom' || rooms[s.room!] === null));
  return { ...state, rooms, step: next === -1 ? steps.length - 1 : next };
}

/**
 * A flight chosen (§4.2): its fares are chosen next, segment by segment; nothing of an earlier
 * flight is kept. `steps` says how many segments the search flies (one fare step each).
 */
export function chooseFlight<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  steps: Step[],
  flight: { id: number; hash: string },
  registry: readonly WizardStepDefinition[] = WIZARD_STEPS,
): WizardState<Option, Extras, Transfer, Visa> {
  const segments = steps.filter((s) => s.id === 'chooseFlightFare').length;
  const chosen: WizardFlight<Extras> = { id: flight.id, hash: flight.hash, fares: Array.from({ length: segments }, () => null), extrasDone: [], extras: null };
  return advance({ ...state, flight: chosen }, steps, registry);
}

/**
 * A fare chosen on a segment (§4.2): the next segment's fare, or, once every segment has one,
 * the flight item is made and the extras follow. New fares change what the extras offer and
 * include, so the extras start again.
 */
export function chooseFare<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  steps: Step[],
  segment: number,
  fareId: number,
  registry: readonly WizardStepDefinition[] = WIZARD_STEPS,
): WizardState<Option, Extras, Transfer, Visa> {
  if (!state.flight) return state;
  const fares = state.flight.fares.map((f, i) => (i === segment ? fareId : f));
  const flight: WizardFlight<Extras> = { ...state.flight, fares, extrasDone: [], extras: null };
  return advance({ ...state, flight }, steps, registry);
}

/** Whether every segment of the chosen flight has its fare: the flight item exists (§4.2). */
export const flightItemMade = <Option, Extras, Transfer, Visa>(state: WizardState<Option, Extras, Transfer, Visa>) =>
  !!state.flight && state.flight.fares.length > 0 && state.flight.fares.every((f) => f !== null);

/** The extras chosen so far, changed on an extras step (the step itself stays). */
export function setFlightExtras<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  extras: Extras,
): WizardState<Option, Extras, Transfer, Visa> {
  return state.flight ? { ...state, flight: { ...state.flight, extras } } : state;
}

/** 'Next' on the current extras step (§4.3): it is done and the wizard moves on. */
export function finishExtrasStep<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  steps: Step[],
  registry: readonly WizardStepDefinition[] = WIZARD_STEPS,
): WizardState<Option, Extras, Transfer, Visa> {
  const step = steps[state.step];
  if (!state.flight || !step || stepDefinition(step.id, registry).records !== 'extras') return state;
  const extrasDone = state.flight.extrasDone.includes(step.id) ? state.flight.extrasDone : [...state.flight.extrasDone, step.id];
  return advance({ ...state, flight: { ...state.flight, extrasDone } }, steps, registry);
}

/**
 * The transfer chosen on the Transfer step (storefront spec §4 point 4), or the agent's choice to
 * go on without one: a new transfer asks the visas again, and the wizard moves on.
 */
export function chooseTransfer<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  steps: Step[],
  transfer: Transfer,
  registry: readonly WizardStepDefinition[] = WIZARD_STEPS,
): WizardState<Option, Extras, Transfer, Visa> {
  const chosen: WizardState<Option, Extras, Transfer, Visa> = { ...state, transfer, visa: null };
  return advance(chosen, steps, registry);
}

/** The visas chosen on the Visa step, once every passenger asking one has a type (§4 point 4): the wizard moves on. */
export function chooseVisas<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  steps: Step[],
  visa: Visa,
  registry: readonly WizardStepDefinition[] = WIZARD_STEPS,
): WizardState<Option, Extras, Transfer, Visa> {
  return advance({ ...state, visa }, steps, registry);
}

/** The excursions chosen on the Excursions step ('none' for none): the wizard moves on. */
export function chooseExcursions<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  steps: Step[],
  tours: string,
  registry: readonly WizardStepDefinition[] = WIZARD_STEPS,
): WizardState<Option, Extras, Transfer, Visa> {
  return advance({ ...state, tours }, steps, registry);
}

/** Clears what going back to this step clears (§4.5), by its registered `clearsOnBack`. */
export function clearFrom<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  target: Step,
  registry: readonly WizardStepDefinition[] = WIZARD_STEPS,
): WizardState<Option, Extras, Transfer, Visa> {
  const clears = new Set(stepDefinition(target.id, registry).clearsOnBack);
  // Back to room k keeps the rooms before it; back to any other step that clears rooms clears them all.
  const fromRoom = target.room ?? 0;
  const flight = state.flight;
  const dropExtras = clears.has('fare') || clears.has('extras');
  return {
    ...state,
    hotelId: clears.has('hotel') ? null : state.hotelId,
    rooms: clears.has('room') ? state.rooms.map((r, i) => (i >= fromRoom ? null : r)) : state.rooms,
    flight:
      !flight || clears.has('flight')
        ? null
        : {
            ...flight,
            // Fares start again at the first segment (account spec §4).
            fares: clears.has('fare') ? flight.fares.map(() => null) : flight.fares,
            extrasDone: dropExtras ? [] : flight.extrasDone,
            extras: dropExtras ? null : flight.extras,
          },
    transfer: clears.has('transfer') ? null : state.transfer,
    visa: clears.has('visa') ? null : state.visa,
    tours: clears.has('excursions') ? null : state.tours,
  };
}

/**
 * Completed steps are clickable; going back clears what that step and the later ones chose
 * (§4.5). A step that goes `backToFirst` lands on its first repeat. The extras steps from the
 * target on are no longer done: their 'Next' is asked again (their choices stay unless cleared).
 */
export function goBack<Option, Extras, Transfer, Visa>(
  state: WizardState<Option, Extras, Transfer, Visa>,
  steps: Step[],
  to: number,
  registry: readonly WizardStepDefinition[] = WIZARD_STEPS,
): WizardState<Option, Extras, Transfer, Visa> {
  if (to >= state.step || to < 0) return state;
  const target = steps[to]!;
  const step = stepDefinition(target.id, registry).backToFirst ? steps.findIndex((s) => s.id === target.id) : to;
  const cleared = clearFrom(state, target, registry);
  const flight = cleared.flight && { ...cleared.flight, extrasDone: cleared.flight.extrasDone.filter((id) => steps.findIndex((s) => s.id === id) < step) };
  return { ...cleared, flight, step };
}
