import { firstOpenStep, resumeAt, type Step, stepIndexOf, stepKey, type WizardState, startWizard } from '@travel/contracts';
import type { SearchParams } from './results-search';

/**
 * A room option as the URL keeps it: its id re-resolves the option's details from the chosen
 * hotel's fresh search, its signed hash is what POST bookings re-prices (and refuses once it
 * expired, after an hour: the agent then chooses the room again).
 */
export type ChosenOption = { id: string; hash: string };
export type UrlWizard = WizardState<ChosenOption>;

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

/** The wizard a URL describes: what it chose, at the asked step unless an earlier choice is missing. */
export function readWizard(params: SearchParams, steps: Step[]): UrlWizard {
  const start = startWizard<ChosenOption>(steps.filter((s) => s.id === 'chooseRoom').length);
  const chosen = { ...start, hotelId: params.hotelId ?? null, rooms: params.hotelId ? readOptions(params.options, start.rooms.length) : start.rooms };
  return { ...chosen, step: resumeAt(chosen, steps, stepIndexOf(steps, params.step)) };
}

/** The URL's part for a wizard state: its step, hotel and options; the first step leaves them out. */
export function wizardParams(state: UrlWizard, steps: Step[]): Pick<SearchParams, 'step' | 'hotelId' | 'options'> {
  if (state.step <= 0) return { step: undefined, hotelId: undefined, options: undefined };
  return { step: stepKey(steps[state.step]!), hotelId: state.hotelId ?? undefined, options: writeOptions(state.rooms) };
}

/** The search itself, without the wizard's place: what GET search and the hotel list are asked. */
export function searchOnly({ step: _step, hotelId: _hotelId, options: _options, ...search }: SearchParams): Omit<SearchParams, 'step' | 'hotelId' | 'options'> {
  return search;
}

/** Whether every step before this one has its choice (a step the agent may show). */
export const isReachable = (state: UrlWizard, steps: Step[], index: number) => index <= firstOpenStep(state, steps);
