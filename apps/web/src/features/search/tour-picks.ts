import type { TourOption } from '@travel/contracts';
import type { SummaryLine } from './add-ons';

/*
 * The Excursions step's choices (issue 28) as the URL keeps them (`tours=`): `none` when the agent
 * took none, else `<tourId>@<date>` per tour, comma separated. Each tour is booked for the whole
 * party on its day; the booking re-prices it from the option's signed hash and the day.
 */

export type TourPick = { tourId: number; date: string };
export const NO_TOURS = 'none';

const PICK = /^(\d+)@(\d{4}-\d{2}-\d{2})$/;

/** The picks a URL names ([] for `none` or nothing readable); one day per tour, the first kept. */
export function readTourPicks(text: string | null | undefined): TourPick[] {
  const picks: TourPick[] = [];
  for (const part of (text ?? '').split(',')) {
    const match = PICK.exec(part.trim());
    if (match && !picks.some((p) => p.tourId === Number(match[1]))) picks.push({ tourId: Number(match[1]), date: match[2]! });
  }
  return picks;
}

/** The URL's text of the picks: `none` for none. */
export const writeTourPicks = (picks: TourPick[]): string => (picks.length ? picks.map((p) => `${p.tourId}@${p.date}`).join(',') : NO_TOURS);

/** A pick with the option it names, or null when the answer no longer offers that tour on that day. */
export type ChosenTour = { option: TourOption; date: string };
export function chosenTours(options: TourOption[] | undefined, picks: TourPick[]): ChosenTour[] | null {
  if (!options) return null;
  const chosen: ChosenTour[] = [];
  for (const pick of picks) {
    const option = options.find((o) => o.tourId === pick.tourId);
    if (!option || !option.dates.includes(pick.date)) return null;
    chosen.push({ option, date: pick.date });
  }
  return chosen;
}

/** The summary's lines of the chosen tours: the tour and its day, the party's price. */
export const tourLines = (chosen: ChosenTour[] | null, day: (date: string) => string): SummaryLine[] =>
  (chosen ?? []).map(({ option, date }) => ({
    key: `tour-${option.tourId}`,
    label: `${option.name}, ${day(date)}`,
    price: option.price,
    count: 1,
    total: option.price,
  }));
