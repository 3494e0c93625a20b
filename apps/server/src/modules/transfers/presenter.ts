import type { Transfer, TransferCar, TransferListItem } from '@travel/contracts';
import type { TransferGraph } from './repo';
import type { TransferCarPricingRow, TransferCarRow, TransferRow } from './tables';

/** A place as the screens show it: `GET products`' name and label. */
export type PlaceInfo = { id: number; name: string; label: string };
export type Places = Map<number, PlaceInfo>;

const placeOf = (places: Places, id: number): PlaceInfo => places.get(id) ?? { id, name: '', label: '' };
const byLabel = (a: PlaceInfo, b: PlaceInfo) => a.label.localeCompare(b.label, 'en') || a.id - b.id;

const presentMarkup = (markup: { type: 'fixed' | 'percent'; amount?: string } | undefined) => ({
  type: markup?.type ?? 'percent',
  amount: markup?.amount ?? null,
});

function groupBy<T, K>(rows: T[], key: (row: T) => K) {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export function indexGraph(graph: Pick<TransferGraph, 'origins' | 'destinations'> & Partial<TransferGraph>) {
  return {
    origins: groupBy(graph.origins, (o) => o.transferId),
    destinations: groupBy(graph.destinations, (d) => d.transferId),
    cars: groupBy(graph.cars ?? [], (c) => c.transferId),
    rules: groupBy(graph.rules ?? [], (r) => r.transferId),
    pricing: groupBy(graph.pricing ?? [], (p) => p.carId),
  };
}
type GraphIndex = ReturnType<typeof indexGraph>;

/** The origins and destinations of a transfer, each sorted by label. */
export function presentPlaces(transferId: number, index: Pick<GraphIndex, 'origins' | 'destinations'>, places: Places) {
  const of = (rows: { locationId: number }[] | undefined) => (rows ?? []).map((r) => placeOf(places, r.locationId)).sort(byLabel);
  return { origins: of(index.origins.get(transferId)), destinations: of(index.destinations.get(transferId)) };
}

export const presentCarPricing = (p: TransferCarPricingRow) => ({
  id: p.id,
  startDate: p.startDate,
  endDate: p.endDate,
  pricingData: {
    price: p.price,
    returnPrice: p.returnPrice,
    extraAdult: p.extraAdult,
    returnExtraAdult: p.returnExtraAdult,
    extraChild: p.extraChild,
    returnExtraChild: p.returnExtraChild,
  },
});

export function presentCar(car: TransferCarRow, pricing: TransferCarPricingRow[]): TransferCar {
  return {
    id: car.id,
    transferId: car.transferId,
    name: car.name,
    type: car.type,
    maxOccupancy: car.maxOccupancy,
    baseOccupancy: car.baseOccupancy,
    minAdultOccupancy: car.minAdultOccupancy,
    maxAdultOccupancy: car.maxAdultOccupancy,
    minChildOccupancy: car.minChildOccupancy,
    maxChildOccupancy: car.maxChildOccupancy,
    unallowedOccupancies: car.unallowedOccupancies.map((u) => ({
      unallowedMinAdultOccupancy: u.unallowedMinAdultOccupancy,
      unallowedMaxAdultOccupancy: u.unallowedMaxAdultOccupancy,
      unallowedMinChildOccupancy: u.unallowedMinChildOccupancy,
      unallowedMaxChildOccupancy: u.unallowedMaxChildOccupancy,
    })),
    recommendedUpTo: car.recommendedUpTo,
    pricing: pricing.map(presentCarPricing),
  };
}

export function presentTransfer(transfer: TransferRow, index: GraphIndex, places: Places): Transfer {
  return {
    id: transfer.id,
    name: transfer.name,
    ...presentPlaces(transfer.id, index, places),
    defaultCurrency: transfer.defaultCurrency,
    infantAgeMax: transfer.infantAgeMax,
    children1AgeMax: transfer.children1AgeMax,
    children2AgeMax: transfer.children2AgeMax,
    description: transfer.description,
    markups: { b2b: presentMarkup(transfer.markups.b2b), b2c: presentMarkup(transfer.markups.b2c) },
    cancellationRules: (index.rules.get(transfer.id) ?? []).map((r) => ({ id: r.id, daysBefore: r.daysBefore, penaltyType: r.penaltyType, amount: r.amount })),
    cars: (index.cars.get(transfer.id) ?? []).map((car) => presentCar(car, index.pricing.get(car.id) ?? [])),
  };
}

export function presentListItem(row: { id: number; name: string }, index: Pick<GraphIndex, 'origins' | 'destinations'>, places: Places): TransferListItem {
  return { id: row.id, name: row.name, ...presentPlaces(row.id, index, places) };
}
