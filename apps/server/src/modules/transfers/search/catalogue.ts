import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { anyId } from '../../../lib/sql-lists';
import type { HotelMarkups } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import { locationAncestry } from '../../reference';
import type { EngineTransfer } from '../pricing/types';
import { transferCancellationRules, transferCarPricing, transferCars, transferDestinations, transferOrigins, transfers } from '../tables';

/**
 * What the transfer search and the booking read of the catalogue (the transfers module's own
 * tables; places come from the reference module's service). Only the pricing rows covering the
 * arrival date are read: they are all the engine can use.
 */

export type TransferRule = { daysBefore: number; penaltyType: 'percent' | 'nights' | 'fixed'; amount: string };

/** A transfer as the search prices it: the engine's input, its markups and cancellation rules. */
export type TransferEntry = { engine: EngineTransfer; markups: HotelMarkups; rules: TransferRule[]; description: string | null };

/**
 * The transfers serving a trip (domain-rules §5.2): one of the origins is (or contains) the
 * arrival airport and one of the destinations is (or contains) the hotel's location.
 */
export async function matchingTransferIds(db: DbOrTx, airportId: number, hotelLocationId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: transferOrigins.transferId })
    .from(transferOrigins)
    .where(
      and(
        sql`${transferOrigins.locationId} in ${locationAncestry(airportId)}`,
        sql`exists (select 1 from ${transferDestinations} where ${transferDestinations.transferId} = ${transferOrigins.transferId} and ${transferDestinations.locationId} in ${locationAncestry(hotelLocationId)})`,
      ),
    );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The transfers of `ids` with their cars, the pricing rows covering `arrivalDate` and their rules, by id. */
export async function loadTransfers(db: DbOrTx, ids: number[], arrivalDate: string): Promise<TransferEntry[]> {
  if (ids.length === 0) return [];
  const [rows, cars, rules] = await Promise.all([
    db.select().from(transfers).where(anyId(transfers.id, ids)).orderBy(asc(transfers.id)),
    db.select().from(transferCars).where(anyId(transferCars.transferId, ids)).orderBy(asc(transferCars.id)),
    db.select().from(transferCancellationRules).where(anyId(transferCancellationRules.transferId, ids)).orderBy(asc(transferCancellationRules.id)),
  ]);
  const carIds = cars.map((c) => c.id);
  const pricing = carIds.length
    ? await db
        .select()
        .from(transferCarPricing)
        .where(and(anyId(transferCarPricing.carId, carIds), lte(transferCarPricing.startDate, arrivalDate), gte(transferCarPricing.endDate, arrivalDate)))
        .orderBy(asc(transferCarPricing.id))
    : [];
  return rows.map((transfer) => ({
    engine: {
      id: transfer.id,
      name: transfer.name,
      currency: transfer.defaultCurrency,
      infantAgeMax: transfer.infantAgeMax,
      children1AgeMax: transfer.children1AgeMax,
      children2AgeMax: transfer.children2AgeMax,
      cars: cars
        .filter((car) => car.transferId === transfer.id)
        .map((car) => ({
          id: car.id,
          name: car.name,
          type: car.type,
          maxOccupancy: car.maxOccupancy,
          baseOccupancy: car.baseOccupancy,
          minAdultOccupancy: car.minAdultOccupancy,
          maxAdultOccupancy: car.maxAdultOccupancy,
          minChildOccupancy: car.minChildOccupancy,
          maxChildOccupancy: car.maxChildOccupancy,
          unallowedOccupancies: car.unallowedOccupancies,
          pricing: pricing
            .filter((p) => p.carId === car.id)
            .map((p) => ({
              id: p.id,
              startDate: p.startDate,
              endDate: p.endDate,
              price: p.price,
              returnPrice: p.returnPrice,
              extraAdult: p.extraAdult,
              returnExtraAdult: p.returnExtraAdult,
              extraChild: p.extraChild,
              returnExtraChild: p.returnExtraChild,
            })),
        })),
    },
    markups: transfer.markups,
    rules: rules.filter((r) => r.transferId === transfer.id).map((r) => ({ daysBefore: r.daysBefore, penaltyType: r.penaltyType, amount: r.amount })),
    description: transfer.description,
  }));
}

/** One transfer, for re-pricing a hash or a catalogue line; undefined when it was deleted. */
export async function loadTransfer(db: DbOrTx, id: number, arrivalDate: string): Promise<TransferEntry | undefined> {
  const [entry] = await loadTransfers(db, [id], arrivalDate);
  return entry;
}

/** Whether the car category is one of the transfer's (a catalogue line names both). */
export async function carOfTransfer(db: DbOrTx, transferId: number, carId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: transferCars.id })
    .from(transferCars)
    .where(and(eq(transferCars.id, carId), eq(transferCars.transferId, transferId)));
  return row !== undefined;
}
