/**
 * The few words the server and the web build from numbers (issue 28: each product had its own
 * copy). English only, as every sentence of the product is.
 */

/** '1 night', '3 nights'; `many` for an irregular plural ('2 children'). */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Passengers counted by age band. */
export type BandCounts = { adult: number; child: number; infant: number };

/** Counts the bands of passengers priced per band (a visa's, a tour's). */
export const countBands = (passengers: readonly { band: 'adult' | 'child' | 'infant' }[]): BandCounts => ({
  adult: passengers.filter((p) => p.band === 'adult').length,
  child: passengers.filter((p) => p.band === 'child').length,
  infant: passengers.filter((p) => p.band === 'infant').length,
});

/**
 * '2 adults, 1 child, 1 infant': the bands that have someone, adults first. `adultsAlways` names
 * the adults even when there are none of them (a flight's party always has its adults said).
 */
export function bandsText(counts: BandCounts, adultsAlways = false): string {
  return [
    counts.adult || adultsAlways ? plural(counts.adult, 'adult') : '',
    counts.child ? plural(counts.child, 'child', 'children') : '',
    counts.infant ? plural(counts.infant, 'infant') : '',
  ]
    .filter(Boolean)
    .join(', ');
}
