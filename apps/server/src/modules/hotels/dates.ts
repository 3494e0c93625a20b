/** Calendar arithmetic on wire dates (YYYY-MM-DD), in UTC so no time zone shifts a night. */
const DAY_MS = 86_400_000;

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => fromTime(toTime(date) + days * DAY_MS);

/** Number of nights in [start, end], both inclusive (an allotment range names its nights). */
export const nightsCount = (start: string, end: string) => Math.round((toTime(end) - toTime(start)) / DAY_MS) + 1;

/** Every night of [start, end], both inclusive. */
export function eachNight(start: string, end: string): string[] {
  const nights: string[] = [];
  for (let time = toTime(start); time <= toTime(end); time += DAY_MS) nights.push(fromTime(time));
  return nights;
}
