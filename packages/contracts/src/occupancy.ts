/**
 * The min/max linkage of the room and car-category forms (back-office spec §5): raising a
 * minimum above its maximum lifts the maximum to it; lowering a maximum below its minimum
 * lowers the minimum to it. Values are clamped to their range and kept whole.
 */
export type OccupancyPair = { min: number; max: number };
export type OccupancyRange = { lower: number; upper: number };

const clamp = (value: number, range: OccupancyRange) => Math.min(range.upper, Math.max(range.lower, Math.trunc(Number.isFinite(value) ? value : range.lower)));

export function linkMin(pair: OccupancyPair, min: number, range: OccupancyRange): OccupancyPair {
  const next = clamp(min, range);
  return { min: next, max: Math.max(pair.max, next) };
}

export function linkMax(pair: OccupancyPair, max: number, range: OccupancyRange): OccupancyPair {
  const next = clamp(max, range);
  return { min: Math.min(pair.min, next), max: next };
}

export const ADULT_RANGE: OccupancyRange = { lower: 1, upper: 20 };
export const CHILD_RANGE: OccupancyRange = { lower: 0, upper: 20 };
export const BASE_RANGE: OccupancyRange = { lower: 1, upper: 10 };

/** Defaults of a new room (back-office spec §4): base 1, max 2, adults 1 to 2, children 0 to 0. */
export const NEW_ROOM = {
  name: '',
  minAdultOccupancy: 1,
  maxAdultOccupancy: 2,
  minChildOccupancy: 0,
  maxChildOccupancy: 0,
  baseOccupancy: 1,
  maxOccupancy: 2,
  extraBedsCount: 0,
} as const;
