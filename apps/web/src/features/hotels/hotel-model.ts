import { type Hotel, OFFER_KINDS, type OfferKind, type OfferRow, personCounts, personField, type Room } from '@travel/contracts';
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

const pricingRowOf = (row: Room['pricing'][number]): PricingRowState => ({
  key: `p${row.id}`,
  id: row.id,
  startDate: row.startDate,
  endDate: row.endDate,
  pricingData: Object.fromEntries(Object.entries(row.pricingData).map(([k, v]) => [k, text(v)])),
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
        pricingData: Object.fromEntries(fields.filter((f) => pricingData[f] !== undefined && pricingData[f] !== '').map((f) => [f, pricingData[f]])),
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
