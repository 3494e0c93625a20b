import {
  closedDaysText,
  type Hotel,
  OFFER_KINDS,
  type OfferKind,
  type OfferRow,
  personCounts,
  personField,
  type Room,
  STAY_DAY_FIELDS,
  STAY_NUMBER_CONTROLS,
  STAY_NUMBER_FIELDS,
  type StayDayControl,
  type StayNumberControl,
  WEEKDAY_CODES,
} from '@travel/contracts';
import { dayNumber, formatGridDate, type GridRefusal, parseGridDate, periodRefusalOf, wireOfDay } from '../../ui/period-grid-model';
import { type EditableRow, newRowKey } from '../../ui/rows-editor';

/** The Info tab's values, as text the inputs hold. */
export type InfoValues = {
  name: string;
  location: string;
  hotelCategory: string;
  address: string;
  phone: string;
  latitude: string;
  longitude: string;
  infantAgeMax: number | string;
  children1AgeMax: number | string;
  children2AgeMax: number | string;
  defaultCurrency: string;
  markups: { b2b: { type: 'fixed' | 'percent'; amount: string }; b2c: { type: 'fixed' | 'percent'; amount: string } };
  description: string;
  note: string;
  mealTypes: string[];
  defaultMealTypeId: string | null;
  /** Sold only with a transfer (room options say hasRequiredTransfer). */
  requiresTransfer: boolean;
};

export const emptyInfo: InfoValues = {
  name: '',
  location: '',
  hotelCategory: '',
  address: '',
  phone: '',
  latitude: '',
  longitude: '',
  // Defaults of a new hotel: infants below 2, children below 12 (back-office spec §4).
  infantAgeMax: 2,
  children1AgeMax: 12,
  children2AgeMax: '',
  defaultCurrency: 'EUR',
  markups: { b2b: { type: 'percent', amount: '' }, b2c: { type: 'percent', amount: '' } },
  description: '',
  note: '',
  mealTypes: [],
  defaultMealTypeId: null,
  requiresTransfer: false,
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function infoOf(hotel: Hotel): InfoValues {
  return {
    name: hotel.name,
    location: text(hotel.location?.id),
    hotelCategory: text(hotel.hotelCategory?.id),
    address: text(hotel.address),
    phone: text(hotel.phone),
    latitude: text(hotel.latitude),
    longitude: text(hotel.longitude),
    infantAgeMax: hotel.infantAgeMax,
    children1AgeMax: hotel.children1AgeMax,
    children2AgeMax: hotel.children2AgeMax ?? '',
    defaultCurrency: hotel.defaultCurrency,
    markups: {
      b2b: { type: hotel.markups.b2b.type, amount: text(hotel.markups.b2b.amount) },
      b2c: { type: hotel.markups.b2c.type, amount: text(hotel.markups.b2c.amount) },
    },
    description: hotel.description,
    note: text(hotel.note),
    mealTypes: Object.keys(hotel.mealTypes),
    defaultMealTypeId: hotel.defaultMealTypeId ? String(hotel.defaultMealTypeId) : null,
    requiresTransfer: hotel.requiresTransfer,
  };
}

/** The wire shape of the info fields (multipart text parts; objects become JSON text). */
export function infoWire(info: InfoValues, withCurrency: boolean): Record<string, unknown> {
  const markup = (m: { type: string; amount: string }) => ({ type: m.type, ...(m.amount === '' ? {} : { amount: String(m.amount) }) });
  return {
    name: info.name,
    location: info.location,
    hotelCategory: info.hotelCategory,
    address: info.address,
    phone: info.phone,
    latitude: info.latitude,
    longitude: info.longitude,
    infantAgeMax: info.infantAgeMax,
    children1AgeMax: info.children1AgeMax,
    children2AgeMax: info.children2AgeMax,
    ...(withCurrency ? { defaultCurrency: info.defaultCurrency } : {}),
    markups: { b2b: markup(info.markups.b2b), b2c: markup(info.markups.b2c) },
    description: info.description,
    note: info.note,
    mealTypes: Object.fromEntries(info.mealTypes.map((id) => [id, 1])),
    defaultMealTypeId: info.defaultMealTypeId ?? '',
    // A form flag: '1' or '0' (the save reads a missing one as off).
    requiresTransfer: info.requiresTransfer ? '1' : '0',
  };
}

// ------------------------------------------------------------------ tabs state
export type PricingRowState = EditableRow & { startDate: string; endDate: string; pricingData: Record<string, string> };
export type AllotmentRowState = EditableRow & { startDate: string; endDate: string; rooms: number | string; sold?: number };
export type OfferRowState = EditableRow & {
  name: string;
  startDate: string;
  endDate: string;
  bookStartDate: string;
  bookEndDate: string;
  roomTypeIds: 'all' | string[];
  applyWithOthersIds: string[];
  pricingData: Record<string, string | number>;
};
export type RuleRowState = EditableRow & { daysBefore: number | string; penaltyType: 'percent' | 'nights' | 'fixed'; amount: string };

export type TabsState = {
  pricing: Record<number, PricingRowState[]>;
  allotments: Record<number, AllotmentRowState[]>;
  offers: Record<OfferKind, OfferRowState[]>;
  cancellationRules: RuleRowState[];
};

// ------------------------------------------------------------------ stay restrictions (issue 33)

const isDayField = (field: string): field is StayDayControl => (STAY_DAY_FIELDS as readonly string[]).includes(field);

/** The canonical closed days of the wire ("sat,sun,2027-03-12") as the grid shows them: "Sat, Sun, 12.03.2027". */
export function closedDaysShown(wire: string): string {
  return wire
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => ((WEEKDAY_CODES as readonly string[]).includes(entry) ? entry[0]!.toUpperCase() + entry.slice(1) : formatGridDate(entry)))
    .join(', ');
}

/**
 * What the admin typed in a closed-days cell ("sat sun 12.03.2027", "Saturday, 2027-03-12") as
 * the canonical wire text ('' for none), or the first entry that is neither a weekday nor a date.
 */
export function closedDaysWire(shown: string): { text: string } | { unreadable: string } {
  const entries = shown
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map((entry) => parseGridDate(entry) ?? entry);
  const read = closedDaysText(entries);
  if ('text' in read) return read;
  return { unreadable: entries.find((entry) => 'error' in closedDaysText([entry])) ?? shown.trim() };
}

/** Why a restriction cell of a pricing row cannot be saved, as a key of `hotels.stay.*` with its values; null when it can (or is empty). */
export type StayProblem = { key: 'notDays' | 'outside' | 'bounds' | 'belowMinStay' | 'belowMinAdvance'; values: Record<string, string | number> };

/**
 * The checks the save makes on a restriction (contracts' checkStayControls), said for the cell:
 * a closed day that is no weekday or date or lies outside the period, a number out of its
 * bounds, a maximum stay below a minimum stay, a latest booking below the earliest. A number that
 * is not whole is the grid's own problem.
 */
export function stayProblem(row: Pick<PricingRowState, 'startDate' | 'endDate' | 'pricingData'>, field: string): StayProblem | null {
  const value = (row.pricingData[field] ?? '').trim();
  if (!value) return null;
  if (isDayField(field)) {
    const read = closedDaysWire(value);
    if ('unreadable' in read) return { key: 'notDays', values: { entry: read.unreadable } };
    const start = parseGridDate(row.startDate);
    const end = parseGridDate(row.endDate);
    const outside = start && end ? read.text.split(',').find((entry) => parseGridDate(entry) && (entry < start || entry > end)) : undefined;
    return outside ? { key: 'outside', values: { date: formatGridDate(outside) } } : null;
  }
  if (!(field in STAY_NUMBER_CONTROLS) || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  const { min, max } = STAY_NUMBER_CONTROLS[field as StayNumberControl];
  if (number < min || number > max) return { key: 'bounds', values: { min, max } };
  const other = (name: StayNumberControl) => {
    const v = (row.pricingData[name] ?? '').trim();
    return /^\d+$/.test(v) ? Number(v) : undefined;
  };
  if (field === 'maxStay') {
    const least = Math.max(other('minStayArrival') ?? 0, other('minStayThrough') ?? 0);
    if (number < least) return { key: 'belowMinStay', values: { n: least } };
  }
  if (field === 'maxAdvance') {
    const earliest = other('minAdvance');
    if (earliest !== undefined && number < earliest) return { key: 'belowMinAdvance', values: { n: earliest } };
  }
  return null;
}

/** A pricing row's restrictions as the save sends them: numbers as typed, closed days as canonical text, empty ones left out. */
function stayWire(pricingData: Record<string, string>): Record<string, string> {
  const wire: Record<string, string> = {};
  for (const field of STAY_NUMBER_FIELDS) {
    const value = (pricingData[field] ?? '').trim();
    if (value) wire[field] = value;
  }
  for (const field of STAY_DAY_FIELDS) {
    const value = (pricingData[field] ?? '').trim();
    if (!value) continue;
    const read = closedDaysWire(value);
    // The grid refuses an unreadable cell before the save; should one get here, the server names it rather than it being lost.
    const text = 'text' in read ? read.text : value;
    if (text) wire[field] = text;
  }
  return wire;
}

const pricingRowOf = (row: Room['pricing'][number]): PricingRowState => ({
  key: `p${row.id}`,
  id: row.id,
  startDate: row.startDate,
  endDate: row.endDate,
  pricingData: Object.fromEntries(Object.entries(row.pricingData).map(([k, v]) => [k, isDayField(k) ? closedDaysShown(text(v)) : text(v)])),
});

const offerRowOf = (row: OfferRow): OfferRowState => ({
  key: `o${row.id}`,
  id: row.id,
  name: text(row.name),
  startDate: row.startDate,
  endDate: row.endDate,
  bookStartDate: text(row.bookStartDate),
  bookEndDate: text(row.bookEndDate),
  roomTypeIds: row.roomTypeIds === 'all' ? 'all' : row.roomTypeIds.map(String),
  applyWithOthersIds: row.applyWithOthersIds.map(String),
  pricingData: row.pricingData,
});

export function tabsOf(hotel: Hotel): TabsState {
  return {
    pricing: Object.fromEntries(hotel.rooms.map((room) => [room.id, room.pricing.map(pricingRowOf)])),
    allotments: Object.fromEntries(
      hotel.rooms.map((room) => [
        room.id,
        room.allotments.map((a) => ({ key: newRowKey(), startDate: a.startDate, endDate: a.endDate, rooms: a.rooms, sold: a.sold })),
      ]),
    ),
    offers: Object.fromEntries(OFFER_KINDS.map((kind) => [kind, hotel[kind].map(offerRowOf)])) as TabsState['offers'],
    cancellationRules: hotel.cancellationRules.map((r) => ({
      key: `r${r.id}`,
      id: r.id,
      daysBefore: r.daysBefore,
      penaltyType: r.penaltyType,
      amount: r.amount,
    })),
  };
}

/** The tabs' lists as the JSON parts of the hotel save (back-office spec §7). */
export function tabsWire(hotel: Hotel, tabs: TabsState): Record<string, unknown> {
  const dropKey = <T extends EditableRow>({ key: _key, ...rest }: T) => rest;
  const rooms = hotel.rooms.map((room) => ({
    id: room.id,
    pricing: (tabs.pricing[room.id] ?? []).map((row) => {
      const { pricingData, ...rest } = dropKey(row);
      const fields = ['pricingType', 'mealTypeId', 'extraAdult', 'extraChild', ...personCounts(room).map(personField)];
      return {
        ...rest,
        pricingData: {
          ...Object.fromEntries(fields.filter((f) => pricingData[f] !== undefined && pricingData[f] !== '').map((f) => [f, pricingData[f]])),
          ...stayWire(pricingData),
        },
      };
    }),
    allotments: (tabs.allotments[room.id] ?? []).map(({ startDate, endDate, rooms: count }) => ({ startDate, endDate, rooms: count })),
  }));
  const offers = Object.fromEntries(
    OFFER_KINDS.map((kind) => [
      kind,
      tabs.offers[kind].map((row) => {
        const { roomTypeIds, applyWithOthersIds, bookStartDate, bookEndDate, ...rest } = dropKey(row);
        return {
          ...rest,
          bookStartDate: bookStartDate || null,
          bookEndDate: bookEndDate || null,
          roomTypeIds: roomTypeIds === 'all' ? 'all' : roomTypeIds.map(Number),
          applyWithOthersIds: applyWithOthersIds.map(Number),
        };
      }),
    ]),
  );
  return { rooms, ...offers, cancellationRules: tabs.cancellationRules.map(dropKey) };
}

/** The hotel save form: text parts, gallery URLs to keep as repeated `images`, new files. */
export function hotelFormData(
  fields: Record<string, unknown>,
  files: { mainImage: File | null; newImages: File[]; keepImages?: string[] },
  method?: 'PUT',
): FormData {
  const form = new FormData();
  if (method) form.append('_method', method);
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const url of files.keepImages ?? []) form.append('images[]', url);
  if (files.mainImage) form.append('mainImage', files.mainImage);
  for (const file of files.newImages) form.append('newImages[]', file);
  return form;
}

/**
 * The pricing cell a refused save names (`rooms.<i>.pricing.<j>.pricingData.<field>: …`, e.g. a
 * stay restriction the server refuses, issue 33): the room type (rooms go in the hotel's order),
 * the row's key and field, and the sentence; null when the refusal names no pricing row.
 */
export function pricingRefusalOf(message: string, hotel: Pick<Hotel, 'rooms'>, pricing: TabsState['pricing']): (GridRefusal & { roomId: number }) | null {
  const named = periodRefusalOf(message, 'rooms');
  const room = named && hotel.rooms[named.owner];
  const row = room && pricing[room.id]?.[named.row];
  return row ? { roomId: room.id, key: row.key, field: named.field, message: named.message } : null;
}

/**
 * A duplicated pricing row's closed dates moved with its period (`days` later), so a copied
 * "no arrival on 12.03" lands on the same day of the new period; weekdays stay as they are. A
 * cell that cannot be read is left for the admin to see.
 */
export function shiftClosedDays(row: PricingRowState, days: number): PricingRowState {
  const pricingData = { ...row.pricingData };
  for (const field of ['closedToArrival', 'closedToDeparture'] as const) {
    const read = closedDaysWire(pricingData[field] ?? '');
    if (!('text' in read) || !read.text) continue;
    const moved = read.text.split(',').map((entry) => (/^\d{4}-\d{2}-\d{2}$/.test(entry) ? wireOfDay(dayNumber(entry) + days) : entry));
    pricingData[field] = closedDaysShown(moved.join(','));
  }
  return { ...row, pricingData };
}
