import {
  groupVisaItems,
  itemTotal,
  sumMoney,
  TIME_OF_DAY,
  type TransferDetails,
  type TransferOption,
  type TransferSearchAnswer,
  type VisaBookingItem,
  type VisaChoice,
  type VisaOption,
  type VisaSearchAnswer,
} from '@travel/contracts';

/**
 * The pure parts of the wizard's Transfer and Visa steps (storefront spec §3 Transfer and Visa,
 * §4 point 4; domain-rules §5.2, §5.3): how the URL keeps the choices, how they re-resolve from a
 * fresh `GET search/transfers` / `GET search/visas` answer, and the booking items they make.
 *
 * The URL keeps what the agent chose, never a price: `transferPick` is the JSON text of the
 * (transfer, car category) with the arrival details typed, or `none` (the agent went on without a
 * transfer); `visas=<visaTypeId>,…` is the visa type of each passenger asking one, in passenger
 * order (a prefix while the Visa step is under way), or `none` (the agent went on without visas). The option's price and signed hash come from
 * the fresh answer, so a reload shows today's price and books the claim it shows.
 */

/** The transfer chosen: the car category of a transfer with the details its card asks, or none at all. */
export type TransferPick = ({ transferId: number; carId: number } & TransferDetails) | 'none';
/** The visa type of each passenger asking a visa (passenger1 …), in order. */
export type VisaPicks = number[];

export const NO_TRANSFER = 'none';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const flightNumber = (value: unknown, min: number) =>
  typeof value === 'string' && value.trim().length >= min && value.trim().length <= 20 ? value.trim() : null;
const timeOfDay = (value: unknown) => (typeof value === 'string' && TIME_OF_DAY.test(value) ? value : null);

/**
 * A pick as the URL holds it: positive whole ids, an arrival flight number (trimmed, 1 to 20
 * characters) and time HH:MM, optionally the departure's; other keys are dropped. Checked by hand
 * rather than with zod, which the results page's first render would otherwise carry (issue 17.4;
 * add-ons.test.ts holds it beside the zod schema it replaced).
 */
function readPick(value: unknown): Exclude<TransferPick, 'none'> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const arrivalFlightNumber = flightNumber(raw.arrivalFlightNumber, 1);
  const arrivalTime = timeOfDay(raw.arrivalTime);
  if (!isId(raw.transferId) || !isId(raw.carId) || arrivalFlightNumber === null || arrivalTime === null) return null;
  const pick: Exclude<TransferPick, 'none'> = { transferId: raw.transferId, carId: raw.carId, arrivalFlightNumber, arrivalTime };
  if (raw.departureFlightNumber !== undefined) {
    const departure = flightNumber(raw.departureFlightNumber, 0);
    if (departure === null) return null;
    pick.departureFlightNumber = departure;
  }
  if (raw.departureTime !== undefined) {
    const departureTime = timeOfDay(raw.departureTime);
    if (departureTime === null) return null;
    pick.departureTime = departureTime;
  }
  return pick;
}

/** `transferPick` read back: null when absent or not a pick (the Transfer step is then asked again). */
export function readTransferPick(text: string | undefined): TransferPick | null {
  if (!text) return null;
  if (text === NO_TRANSFER) return NO_TRANSFER;
  try {
    return readPick(JSON.parse(text));
  } catch {
    return null;
  }
}

/** `transferPick` written: `none`, or JSON text without the empty optional fields. */
export function writeTransferPick(pick: TransferPick | null): string | undefined {
  if (!pick) return undefined;
  if (pick === NO_TRANSFER) return NO_TRANSFER;
  const { transferId, carId, arrivalFlightNumber, arrivalTime, departureFlightNumber, departureTime } = pick;
  return JSON.stringify({
    transferId,
    carId,
    arrivalFlightNumber,
    arrivalTime,
    ...(departureFlightNumber ? { departureFlightNumber } : {}),
    ...(departureTime ? { departureTime } : {}),
  });
}

/** `visas=none`: the agent went on without visas. */
export const NO_VISAS = 'none';

/** `visas=<visaTypeId>,…`: the picks so far, a prefix of at most `count` (a gap ends it); `none` is no visas at all. */
export function readVisaPicks(text: string | undefined, count: number): VisaPicks {
  const picks: VisaPicks = [];
  if (text === NO_VISAS) return picks;
  for (const part of (text ?? '').split(',').slice(0, count)) {
    if (!/^\d+$/.test(part) || Number(part) < 1) break;
    picks.push(Number(part));
  }
  return picks;
}
export const writeVisaPicks = (picks: VisaPicks | null) => (picks ? (picks.length ? picks.join(',') : NO_VISAS) : undefined);

/** The option a transfer pick names in a fresh answer; null for none, or when the answer no longer offers it. */
export function chosenTransfer(answer: TransferSearchAnswer | undefined, pick: TransferPick | null): TransferOption | null {
  if (!answer || !pick || pick === NO_TRANSFER) return null;
  return answer.entities.find((o) => o.transferId === pick.transferId && o.carId === pick.carId) ?? null;
}

/** The transfer card's details of a pick (what POST bookings takes as the item's `transferDetails`). */
export function detailsOf(pick: Exclude<TransferPick, 'none'>): TransferDetails {
  const { arrivalFlightNumber, arrivalTime, departureFlightNumber, departureTime } = pick;
  return { arrivalFlightNumber, arrivalTime, ...(departureFlightNumber ? { departureFlightNumber } : {}), ...(departureTime ? { departureTime } : {}) };
}

/** What the arrival form refuses, by field (the server says the same sentences: transferDetailsSchema). */
export function transferDetailsProblems(details: {
  arrivalFlightNumber: string;
  arrivalTime: string;
  departureTime: string;
}): Partial<Record<'arrivalFlightNumber' | 'arrivalTime' | 'departureTime', 'required' | 'time'>> {
  const problems: Partial<Record<'arrivalFlightNumber' | 'arrivalTime' | 'departureTime', 'required' | 'time'>> = {};
  if (!details.arrivalFlightNumber.trim()) problems.arrivalFlightNumber = 'required';
  if (!details.arrivalTime) problems.arrivalTime = 'required';
  else if (!TIME_OF_DAY.test(details.arrivalTime)) problems.arrivalTime = 'time';
  if (details.departureTime && !TIME_OF_DAY.test(details.departureTime)) problems.departureTime = 'time';
  return problems;
}

/** The option of a visa type in a fresh answer. */
export const visaOptionOf = (answer: VisaSearchAnswer | undefined, visaTypeId: number): VisaOption | null =>
  answer?.entities.find((o) => o.visaTypeId === visaTypeId) ?? null;

/**
 * Each passenger's pick as the booking groups it (contracts `VisaChoice`): the type's hash and
 * that passenger's price from the fresh answer. Null while a passenger has no pick, or the
 * answer no longer offers a type picked (the Visa step is then asked again).
 */
export function visaChoicesOf(answer: VisaSearchAnswer | undefined, picks: VisaPicks | null): VisaChoice[] | null {
  if (picks?.length === 0) return [];
  if (!answer || !picks || picks.length < answer.passengerIds.length) return null;
  const choices: VisaChoice[] = [];
  for (const [i, passengerId] of answer.passengerIds.entries()) {
    const option = visaOptionOf(answer, picks[i]!);
    const price = option?.passengersPrices[passengerId];
    if (!option || price === undefined) return null;
    choices.push({ passengerId, visaTypeId: option.visaTypeId, hash: option.hash, price });
  }
  return choices;
}

/** A line of the booking summary: what it is, price × count and its total. */
export type SummaryLine = { key: string; label: string; price: string; count: number; total: string };

/** The visa items as the summary shows them (storefront §4 point 4: identical prices grouped, '80.00 × 2'). */
export function visaLines(answer: VisaSearchAnswer | undefined, items: VisaBookingItem[]): SummaryLine[] {
  return items.map((item, i) => {
    const option = answer?.entities.find((o) => o.hash === item.hash);
    return {
      key: `visa-${i}`,
      label: option ? `${option.name}, ${option.typeName}` : '',
      price: item.price,
      count: item.count,
      total: itemTotal(item.price, item.count) ?? item.price,
    };
  });
}

/** The transfer's line of the summary: one item for every car (count 1). */
export const transferLine = (option: TransferOption): SummaryLine => ({
  key: 'transfer',
  label: `${option.name}, ${option.carName}`,
  price: option.price,
  count: 1,
  total: option.price,
});

/** The booking's running total: the rooms, then the transfer and the visas once chosen. */
export const stayTotal = (rooms: string[], lines: SummaryLine[]) => sumMoney([...rooms, ...lines.map((l) => l.total)]) ?? '0.00';

/** The visa items the wizard books: the choices grouped (contracts `groupVisaItems`). */
export const visaItemsOf = (choices: VisaChoice[] | null): VisaBookingItem[] => (choices ? groupVisaItems(choices) : []);
