import { and, eq, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type FareInput, type FarePricingInput, type FlightCreateRequest, periodText, type SegmentInput } from '@travel/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { savePeriodRows } from '../../lib/period-rows';
import { listAirports, listTaxonomies } from '../reference';
import type { Airports } from './presenter';
import { listFarePricing } from './repo';
import { flightBaggageOptions, flightFareCancellationRules, flightFarePricing, flightLegs, flightMealOptions, flightSegments } from './tables';

/**
 * The writes below a flight: its schedule (segments, legs, seat maps, extras), its fares' pricing
 * periods and rules. Everything runs in the caller's transaction and every check names the field,
 * so a refused save leaves nothing half-written.
 */

const invalid = (path: string, message: string) => badRequest(`${path}: ${message}`, 'validation');

export async function loadAirports(db: DbOrTx): Promise<Airports> {
  return new Map((await listAirports(db)).map((a) => [a.id, { id: a.id, name: a.name, code: a.code }]));
}

/** The flight's and every leg's airports are airports (a city or a country is refused by name). */
export function checkAirports(airports: Airports, input: Pick<FlightCreateRequest, 'fromAirport' | 'toAirport'> & { segments?: SegmentInput[] }) {
  const check = (path: string, id: number) => {
    if (!airports.has(id)) throw invalid(path, `must be an airport (location ${id} is not one)`);
  };
  check('fromAirport', input.fromAirport);
  check('toAirport', input.toAirport);
  for (const [i, segment] of (input.segments ?? []).entries()) {
    for (const [j, leg] of segment.legs.entries()) {
      check(`segments.${i}.legs.${j}.fromAirport`, leg.fromAirport);
      check(`segments.${i}.legs.${j}.toAirport`, leg.toAirport);
    }
  }
}

export async function currencyCodes(db: DbOrTx) {
  return new Set((await listTaxonomies(db, 'currency')).flatMap((c) => (c.code ? [c.code] : [])));
}

/**
 * Makes the rows of `table` below `parentId` the submitted list: rows with an id update that
 * row (an id that is not one of the parent's is refused), rows without one are created, stored
 * rows the list leaves out are deleted. Answers each submitted row's id.
 */
async function syncRows<R extends { id?: number }>(
  tx: Tx,
  child: { table: PgTable; id: PgColumn; parent: PgColumn; key: string },
  parentId: number,
  rows: R[],
  path: string,
  noun: string,
  values: (row: R, position: number) => Record<string, unknown>,
): Promise<number[]> {
  const stored = new Set((await tx.select({ id: child.id }).from(child.table).where(eq(child.parent, parentId))).map((r) => r.id as number));
  const listed = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  for (const [i, row] of rows.entries()) {
    if (row.id !== undefined && !stored.has(row.id)) throw invalid(`${path}.${i}.id`, `${noun} not found for this flight`);
    if (row.id !== undefined && listed.indexOf(row.id) !== listed.lastIndexOf(row.id)) throw invalid(`${path}.${i}.id`, `${noun} ${row.id} is listed twice`);
  }
  await tx.delete(child.table).where(and(eq(child.parent, parentId), listed.length ? notInArray(child.id, listed) : undefined));
  const ids: number[] = [];
  for (const [position, row] of rows.entries()) {
    const set = { ...values(row, position), [child.key]: parentId };
    if (row.id === undefined) {
      const [created] = await tx
        .insert(child.table)
        .values(set as never)
        .returning({ id: child.id });
      ids.push(created!.id as number);
    } else {
      await tx
        .update(child.table)
        .set(set as never)
        .where(eq(child.id, row.id));
      ids.push(row.id);
    }
  }
  return ids;
}

const segmentRows = { table: flightSegments, id: flightSegments.id, parent: flightSegments.flightId, key: 'flightId' };
const legRows = { table: flightLegs, id: flightLegs.id, parent: flightLegs.segmentId, key: 'segmentId' };
const baggageRows = { table: flightBaggageOptions, id: flightBaggageOptions.id, parent: flightBaggageOptions.segmentId, key: 'segmentId' };
const mealRows = { table: flightMealOptions, id: flightMealOptions.id, parent: flightMealOptions.legId, key: 'legId' };

/** The Schedule, Seat map and Extras tabs: the flight's whole list of segments. */
export async function saveSegments(tx: Tx, flightId: number, segments: SegmentInput[]) {
  const segmentIds = await syncRows(tx, segmentRows, flightId, segments, 'segments', 'Segment', (s) => ({
    direction: s.direction,
    weekdays: [...s.weekdays].sort((a, b) => a - b),
    validFrom: s.validFrom,
    validTo: s.validTo,
    seatCapacity: s.seatCapacity ?? null,
  }));
  for (const [i, segment] of segments.entries()) {
    const segmentId = segmentIds[i]!;
    const path = `segments.${i}`;
    await syncRows(tx, baggageRows, segmentId, segment.baggageOptions, `${path}.baggageOptions`, 'Baggage option', (b, position) => ({
      position,
      name: b.name,
      weight: b.weight ?? null,
      price: b.price,
    }));
    const legIds = await syncRows(tx, legRows, segmentId, segment.legs, `${path}.legs`, 'Leg', (leg, position) => ({
      position,
      flightNumber: leg.flightNumber,
      fromAirportId: leg.fromAirport,
      toAirportId: leg.toAirport,
      departureTime: leg.departureTime,
      dayOffset: leg.dayOffset,
      durationMinutes: leg.durationMinutes,
      seatMap: leg.seatMap ?? null,
    }));
    for (const [j, leg] of segment.legs.entries()) {
      await syncRows(tx, mealRows, legIds[j]!, leg.mealOptions, `${path}.legs.${j}.mealOptions`, 'Meal option', (m, position) => ({
        position,
        name: m.name,
        price: m.price,
      }));
    }
  }
}

/**
 * A fare's pricing periods (the Pricing tab): rows with an id update that period, rows without
 * one are created, periods left out stay (deleting is DELETE flights/fare-pricing/{id}). Periods
 * may not overlap (issue 32); the list's own rows were compared by the contract, the stored
 * periods it keeps are compared here.
 */
export async function saveFarePricing(tx: Tx, fareId: number, rows: FarePricingInput[], path: string, currencies: Set<string>) {
  const listed = new Set(rows.flatMap((row) => (row.id === undefined ? [] : [row.id])));
  const kept = (await listFarePricing(tx, fareId)).filter((stored) => !listed.has(stored.id));
  for (const [i, row] of rows.entries()) {
    const clash = kept.find((stored) => row.startDate <= stored.endDate && stored.startDate <= row.endDate);
    if (clash) throw invalid(`${path}.${i}.startDate`, `the period ${periodText(row)} overlaps the saved period ${periodText(clash)}`);
  }
  await savePeriodRows(tx, rows, {
    table: flightFarePricing,
    owner: eq(flightFarePricing.fareId, fareId),
    path,
    unknownId: 'Pricing period not found for this fare',
    check: (row, rowPath) => {
      if (!currencies.has(row.pricingData.currency)) throw invalid(`${rowPath}.pricingData.currency`, `Currency ${row.pricingData.currency} not found`);
    },
    columns: (row) => ({ fareId, startDate: row.startDate, endDate: row.endDate, ...row.pricingData }),
    removeUnlisted: false,
  });
}

/** A fare's cancellation rules replace the stored ones (the hotel rules' form, domain-rules §7). */
export async function replaceFareRules(tx: Tx, fareId: number, rules: FareInput['cancellationRules']) {
  const seen = new Map<number, number>();
  for (const [i, rule] of rules.entries()) {
    const path = `cancellationRules.${i}`;
    const earlier = seen.get(rule.daysBefore);
    if (earlier !== undefined) throw invalid(`${path}.daysBefore`, `cancellationRules.${earlier} already starts ${rule.daysBefore} days before departure`);
    seen.set(rule.daysBefore, i);
    if (rule.penaltyType === 'nights') throw invalid(`${path}.penaltyType`, 'a fare penalty is percent or fixed (a flight has no nights)');
    if (rule.penaltyType === 'percent' && Number(rule.amount) > 100) throw invalid(`${path}.amount`, 'a percent penalty is at most 100');
  }
  await tx.delete(flightFareCancellationRules).where(eq(flightFareCancellationRules.fareId, fareId));
  if (rules.length === 0) return;
  await tx
    .insert(flightFareCancellationRules)
    .values(rules.map((rule) => ({ fareId, daysBefore: rule.daysBefore, penaltyType: rule.penaltyType, amount: rule.amount })));
}
