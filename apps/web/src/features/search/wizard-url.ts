import { firstOpenStep, flightItemMade, resumeAt, type Step, stepIndexOf, stepKey, type WizardFlight, type WizardState, startWizard } from '@travel/contracts';
import { NO_VISAS, readTransferPick, readVisaPicks, type TransferPick, type VisaPicks, writeTransferPick, writeVisaPicks } from './add-ons';
import { extrasKey, loadExtras, type StoredExtras } from './flight-extras-store';
import type { FlightExtrasChoices } from './flight-wizard';
import type { SearchParams } from './results-search';

/**
 * A room option as the URL keeps it: its id re-resolves the option's details from the chosen
 * hotel's fresh search, its signed hash is what POST bookings re-prices (and refuses once it
 * expired, after an hour: the agent then chooses the room again).
 */
export type ChosenOption = { id: string; hash: string };
export type UrlWizard = WizardState<ChosenOption, FlightExtrasChoices, TransferPick, VisaPicks>;

/** `options=<id>~<hash>,<id>~<hash>`: one per room already chosen, in room order. */
const ID_MARK = '~';

export function readOptions(text: string | undefined, rooms: number): (ChosenOption | null)[] {
  const chosen: (ChosenOption | null)[] = Array.from({ length: rooms }, () => null);
  for (const [i, part] of (text ?? '').split(',').slice(0, rooms).entries()) {
    const [id, hash] = part.split(ID_MARK);
    // Rooms are chosen in order: a gap ends what can be trusted.
    if (!id || !hash) break;
    chosen[i] = { id, hash };
  }
  return chosen;
}

export function writeOptions(rooms: (ChosenOption | null)[]): string | undefined {
  const prefix: string[] = [];
  for (const room of rooms) {
    if (!room) break;
    prefix.push(`${room.id}${ID_MARK}${room.hash}`);
  }
  return prefix.length ? prefix.join(',') : undefined;
}

/** `flight=<id>~<hash>`: the flight chosen, its id (the card shown) and signed hash (what the calls read). */
export function readFlight(text: string | undefined): { id: number; hash: string } | null {
  const [id, hash] = (text ?? '').split(ID_MARK);
  return id && /^\d+$/.test(id) && hash ? { id: Number(id), hash } : null;
}
export const writeFlight = (flight: { id: number; hash: string } | null) => (flight ? `${flight.id}${ID_MARK}${flight.hash}` : undefined);

/** `fares=<fareId>,<fareId>`: the fare of each segment chosen so far, in segment order (a prefix). */
export function readFares(text: string | undefined, segments: number): (number | null)[] {
  const fares: (number | null)[] = Array.from({ length: segments }, () => null);
  for (const [i, part] of (text ?? '').split(',').slice(0, segments).entries()) {
    if (!/^\d+$/.test(part)) break;
    fares[i] = Number(part);
  }
  return fares;
}
export function writeFares(fares: (number | null)[]): string | undefined {
  const prefix: number[] = [];
  for (const fare of fares) {
    if (fare === null) break;
    prefix.push(fare);
  }
  return prefix.length ? prefix.join(',') : undefined;
}

/** Where the extras of a flight item are kept (flight-extras-store.ts); a stand-in in tests. */
export type ExtrasReader = (key: string) => StoredExtras | null;

/** The flight a URL describes, with the stored extras of its flight item when there are. */
function readFlightPart(params: SearchParams, steps: Step[], readExtras: ExtrasReader): WizardFlight<FlightExtrasChoices> | null {
  const segments = steps.filter((s) => s.id === 'chooseFlightFare').length;
  const flight = segments ? readFlight(params.flight) : null;
  if (!flight) return null;
  const fares = readFares(params.fares, segments);
  const made = fares.every((f) => f !== null);
  const stored = made ? readExtras(extrasKey(flight.hash, fares)) : null;
  return { ...flight, fares, extrasDone: stored?.done ?? [], extras: stored?.extras ?? null };
}

/**
 * How many passengers ask a visa: the first `visasCount` of the search's passengers (all of them
 * without a count), as `GET search/visas` prices them.
 */
export function visaPassengersOf(params: Pick<SearchParams, 'rooms' | 'visasCount'>): number {
  let rooms: Record<string, { adults?: number; childrenAges?: unknown[] }> = {};
  try {
    rooms = JSON.parse(params.rooms ?? '{}') ?? {};
  } catch {
    rooms = {};
  }
  const passengers = Object.values(rooms).reduce((n, r) => n + (Number(r?.adults) || 0) + (Array.isArray(r?.childrenAges) ? r.childrenAges.length : 0), 0);
  return Math.min(params.visasCount ?? passengers, passengers);
}

/** The wizard a URL describes: what it chose, at the asked step unless an earlier choice is missing. */
export function readWizard(params: SearchParams, steps: Step[], readExtras: ExtrasReader = loadExtras): UrlWizard {
  const start = startWizard<ChosenOption, FlightExtrasChoices, TransferPick, VisaPicks>(steps.filter((s) => s.id === 'chooseRoom').length);
  const visaPassengers = visaPassengersOf(params);
  // The Visa step is done once every passenger asking a visa has a type (a shorter list is under way).
  const visas = readVisaPicks(params.visas, visaPassengers);
  const chosen: UrlWizard = {
    ...start,
    hotelId: params.hotelId ?? null,
    rooms: params.hotelId ? readOptions(params.options, start.rooms.length) : start.rooms,
    flight: readFlightPart(params, steps, readExtras),
    transfer: steps.some((s) => s.id === 'chooseTransfer') ? readTransferPick(params.transferPick) : null,
    visa: steps.some((s) => s.id === 'chooseVisa') && (params.visas === NO_VISAS || (visaPassengers > 0 && visas.length === visaPassengers)) ? visas : null,
    tours: steps.some((s) => s.id === 'chooseExcursions') ? (params.tours ?? null) : null,
  };
  return { ...chosen, step: resumeAt(chosen, steps, stepIndexOf(steps, params.step)) };
}

type WizardPart = Pick<SearchParams, 'step' | 'hotelId' | 'options' | 'flight' | 'fares' | 'transferPick' | 'visas' | 'tours'>;

/** The URL's part for a wizard state: its step, hotel, options, flight, fares, transfer, visas and excursions; the first step leaves them out. */
export function wizardParams(state: UrlWizard, steps: Step[]): WizardPart {
  if (state.step <= 0)
    return {
      step: undefined,
      hotelId: undefined,
      options: undefined,
      flight: undefined,
      fares: undefined,
      transferPick: undefined,
      visas: undefined,
      tours: undefined,
    };
  return {
    step: stepKey(steps[state.step]!),
    hotelId: state.hotelId ?? undefined,
    options: writeOptions(state.rooms),
    flight: writeFlight(state.flight),
    fares: state.flight ? writeFares(state.flight.fares) : undefined,
    transferPick: writeTransferPick(state.transfer),
    visas: writeVisaPicks(state.visa),
    tours: state.tours ?? undefined,
  };
}

/** The stored part of a wizard state: its flight item's extras under their key; null without a flight item. */
export function extrasEntry(state: UrlWizard): { key: string; stored: StoredExtras } | null {
  if (!state.flight || !flightItemMade(state)) return null;
  return { key: extrasKey(state.flight.hash, state.flight.fares), stored: { done: state.flight.extrasDone, extras: state.flight.extras } };
}

/** The search itself, without the wizard's place: what GET search and the hotel list are asked. */
export function searchOnly({
  step: _step,
  hotelId: _hotelId,
  options: _options,
  flight: _flight,
  fares: _fares,
  transferPick: _transfer,
  visas: _visas,
  tours: _tours,
  ...search
}: SearchParams): Omit<SearchParams, keyof WizardPart> {
  return search;
}

/** Whether every step before this one has its choice (a step the agent may show). */
export const isReachable = (state: UrlWizard, steps: Step[], index: number) => index <= firstOpenStep(state, steps);
