import type { EngineHotel, EngineRoom, SearchRoom } from './types';

/**
 * Guests and age bands (domain-rules §3) and room fit (§4 rule 1).
 */
export type AgeBand = 'infant' | 'child1' | 'child2' | 'adult';

type Bands = Pick<EngineHotel, 'infantAgeMax' | 'children1AgeMax' | 'children2AgeMax'>;

/** infant if age < infantAgeMax, band 1 if < children1AgeMax, band 2 if < children2AgeMax (when set), else adult. */
export function ageBand(age: number, bands: Bands): AgeBand {
  if (age < bands.infantAgeMax) return 'infant';
  if (age < bands.children1AgeMax) return 'child1';
  if (bands.children2AgeMax !== null && age < bands.children2AgeMax) return 'child2';
  return 'adult';
}

/** A searched room as the hotel sees it. */
export interface Guests {
  /** Searched adults plus the children the hotel's bands make adults. */
  adults: number;
  /** Children of both bands, ages in the order of childrenAges (free passengers count in this order). */
  children: number[];
  /** Infants, ages in the order of childrenAges: no occupancy, nothing for the room, infant meal supplement. */
  infants: number[];
}

export function classifyGuests(hotel: Bands, room: SearchRoom): Guests {
  const guests: Guests = { adults: room.adults, children: [], infants: [] };
  for (const age of room.childrenAges) {
    const band = ageBand(age, hotel);
    if (band === 'infant') guests.infants.push(age);
    else if (band === 'adult') guests.adults += 1;
    else guests.children.push(age);
  }
  return guests;
}

/**
 * §4 rule 1: adults and children within the room's ranges, adults + children within maxOccupancy
 * (infants do not count), and (A, C) in no unallowed-occupancy range.
 */
export type OccupancyRules = Pick<
  EngineRoom,
  'minAdultOccupancy' | 'maxAdultOccupancy' | 'minChildOccupancy' | 'maxChildOccupancy' | 'maxOccupancy' | 'unallowedOccupancies'
>;

/** Also a transfer car category's fit (domain-rules §5.2), whose children include infants. */
export function roomFits(room: OccupancyRules, adults: number, children: number): boolean {
  if (adults < room.minAdultOccupancy || adults > room.maxAdultOccupancy) return false;
  if (children < room.minChildOccupancy || children > room.maxChildOccupancy) return false;
  if (adults + children > room.maxOccupancy) return false;
  // A plain loop: a search asks this of every room type of every hotel, for every searched room.
  const unallowed = room.unallowedOccupancies;
  for (let i = 0; i < unallowed.length; i++) {
    const u = unallowed[i]!;
    if (
      u.unallowedMinAdultOccupancy <= adults &&
      adults <= u.unallowedMaxAdultOccupancy &&
      u.unallowedMinChildOccupancy <= children &&
      children <= u.unallowedMaxChildOccupancy
    )
      return false;
  }
  return true;
}
