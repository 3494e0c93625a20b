import type { Visa, VisaListItem, VisaType } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { listLocationsByIds } from '../reference';
import type { VisaGraph } from './repo';
import type { VisaRow, VisaTypePricingRow, VisaTypeRow } from './tables';

/** Location names by id, for the nationalities and destinations of the visas shown. */
export type PlaceNames = Map<number, string>;

export async function placeNames(db: DbOrTx, ids: number[]): Promise<PlaceNames> {
  return new Map((await listLocationsByIds(db, [...new Set(ids)])).map((l) => [l.id, l.name]));
}

function groupBy<T, K>(rows: T[], key: (row: T) => K) {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

type Places = Pick<VisaGraph, 'origins' | 'destinations'>;

/** `{ id, name }` of each place, by name (as the multi-selects and the list show them). */
const placesOf = (rows: { locationId: number }[], names: PlaceNames) =>
  rows.map((r) => ({ id: r.locationId, name: names.get(r.locationId) ?? '' })).sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);

export function indexPlaces(places: Places) {
  return { origins: groupBy(places.origins, (o) => o.visaId), destinations: groupBy(places.destinations, (d) => d.visaId) };
}
type PlaceIndex = ReturnType<typeof indexPlaces>;

export const placeIdsOf = (places: Places) => [...places.origins, ...places.destinations].map((p) => p.locationId);

export const presentListItem = (visa: { id: number; name: string }, index: PlaceIndex, names: PlaceNames): VisaListItem => ({
  id: visa.id,
  name: visa.name,
  origins: placesOf(index.origins.get(visa.id) ?? [], names),
  destinations: placesOf(index.destinations.get(visa.id) ?? [], names),
});

export const presentPricing = (p: VisaTypePricingRow) => ({
  id: p.id,
  startDate: p.startDate,
  endDate: p.endDate,
  pricingData: { extraAdult: p.extraAdult, extraChild: p.extraChild, extraInfant: p.extraInfant, currency: p.currency },
});

export const presentType = (type: VisaTypeRow, pricing: VisaTypePricingRow[]): VisaType => ({
  id: type.id,
  visaId: type.visaId,
  name: type.name,
  pricing: pricing.map(presentPricing),
});

const presentMarkup = (markup: { type: 'fixed' | 'percent'; amount?: string } | undefined) => ({
  type: markup?.type ?? 'percent',
  amount: markup?.amount ?? null,
});

export function presentVisa(visa: VisaRow, graph: VisaGraph, names: PlaceNames): Visa {
  const pricing = groupBy(graph.pricing, (p) => p.typeId);
  return {
    ...presentListItem(visa, indexPlaces(graph), names),
    defaultCurrency: visa.defaultCurrency,
    infantAgeMax: visa.infantAgeMax,
    children1AgeMax: visa.children1AgeMax,
    children2AgeMax: visa.children2AgeMax,
    description: visa.description,
    markups: { b2b: presentMarkup(visa.markups.b2b), b2c: presentMarkup(visa.markups.b2c) },
    types: graph.types.filter((t) => t.visaId === visa.id).map((t) => presentType(t, pricing.get(t.id) ?? [])),
  };
}
