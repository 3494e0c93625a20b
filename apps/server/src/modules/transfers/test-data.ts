import type { Transfer } from '@travel/contracts';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { fixtureDate } from '../../test/dates';
import { taxonomyId } from '../../test/factories';
import { insertBooking } from '../bookings/test-data';
import { bookingItems } from '../bookings/tables';
import { airportId } from '../flights/test-data';
import { transferSales } from './tables';

/**
 * Sells a transfer the way the transfer booking does: a booking with a transfer item and the
 * transfers module's record of what it sold (the transfer, car category and pricing row).
 */
export async function sellTransfer(db: Db, agentId: number, sold: { transferId: number; carId?: number; carPricingId?: number }) {
  const booking = await insertBooking(db, { agentId });
  const [item] = await db
    .insert(bookingItems)
    .values({
      bookingId: booking.id,
      productType: 'transfer',
      bookingStatusId: await taxonomyId(db, 'bookingStatus', 'confirmed'),
      startDate: fixtureDate('2027-06-10'),
      endDate: fixtureDate('2027-06-17'),
      price: '110.00',
      currency: 'EUR',
      total: '110.00',
      title: 'Transfer',
    })
    .returning();
  await db
    .insert(transferSales)
    .values({ bookingItemId: item!.id, transferId: sold.transferId, carId: sold.carId ?? null, carPricingId: sold.carPricingId ?? null });
  return { booking, item: item! };
}

type CarSpec = {
  name: string;
  type: 'individual' | 'group';
  baseOccupancy: number;
  maxOccupancy: number;
  adults: [number, number];
  children: [number, number];
  prices: Partial<Record<'price' | 'returnPrice' | 'extraAdult' | 'returnExtraAdult' | 'extraChild' | 'returnExtraChild', string>>;
};

/** The car categories of domain-rules §10's transfer. */
export const WORKED_CARS: CarSpec[] = [
  { name: 'Sedan', type: 'individual', baseOccupancy: 3, maxOccupancy: 3, adults: [1, 3], children: [0, 2], prices: { price: '45', returnPrice: '80' } },
  {
    name: 'Van',
    type: 'individual',
    baseOccupancy: 4,
    maxOccupancy: 7,
    adults: [1, 7],
    children: [0, 4],
    prices: { price: '60', returnPrice: '110', extraAdult: '10', returnExtraAdult: '18', extraChild: '5', returnExtraChild: '9' },
  },
  {
    name: 'Shuttle',
    type: 'group',
    baseOccupancy: 4,
    maxOccupancy: 50,
    adults: [1, 50],
    children: [0, 50],
    prices: { extraAdult: '12', returnExtraAdult: '20', extraChild: '6', returnExtraChild: '10' },
  },
];

export type WorkedTransferOptions = {
  /** The transfer's name (each test file its own, so searches can tell them apart). */
  name?: string;
  /** Cancellation rules (domain-rules §7 form); absent: none (non-refundable). */
  rules?: { daysBefore: number; penaltyType: 'percent' | 'fixed'; amount: string }[];
  /** The pricing period of every car; absent: the fixtures' 2027-01-01 to 2027-12-31. */
  period?: { startDate: string; endDate: string };
  markups?: { b2b?: { type: 'percent' | 'fixed'; amount: string }; b2c?: { type: 'percent' | 'fixed'; amount: string } };
};

/**
 * The transfer of domain-rules §10 built through the admin API: "CDG airport - Paris hotels",
 * origins CDG, destinations Paris, infants below 2, children below 12, EUR; Sedan, Van and
 * Shuttle with one pricing row each over the fixtures' 2027. Answers the catalogue ids.
 */
export async function createWorkedTransfer(app: App, db: Db, headers: Record<string, string>, options: WorkedTransferOptions = {}) {
  const cdg = await airportId(db, 'CDG');
  const paris = (await app.inject({ method: 'GET', url: '/api/v1/products', headers }))
    .json()
    .entities.find((p: { name: string; type: string }) => p.name === 'Paris' && p.type === 'city').id as number;
  const name = options.name ?? 'CDG airport - Paris hotels';
  const info = { name, origins: [cdg], destinations: [paris], defaultCurrency: 'EUR', infantAgeMax: 2, children1AgeMax: 12 };
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/transfers',
    headers,
    payload: { ...info, cancellationRules: options.rules ?? [], markups: options.markups ?? {} },
  });
  if (created.statusCode !== 201) throw new Error(`transfer not created: ${created.body}`);
  const id = created.json().id as number;
  const carIds: Record<string, number> = {};
  for (const car of WORKED_CARS) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/transfers/${id}/cars`,
      headers,
      payload: {
        name: car.name,
        type: car.type,
        baseOccupancy: car.baseOccupancy,
        maxOccupancy: car.maxOccupancy,
        minAdultOccupancy: car.adults[0],
        maxAdultOccupancy: car.adults[1],
        minChildOccupancy: car.children[0],
        maxChildOccupancy: car.children[1],
      },
    });
    if (res.statusCode !== 201) throw new Error(`car not created: ${res.body}`);
    carIds[car.name] = res.json().id;
  }
  const period = options.period ?? { startDate: fixtureDate('2027-01-01'), endDate: fixtureDate('2027-12-31') };
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/v1/transfers/${id}`,
    headers,
    payload: { ...info, cars: WORKED_CARS.map((car) => ({ id: carIds[car.name], pricing: [{ ...period, pricingData: car.prices }] })) },
  });
  if (saved.statusCode !== 200) throw new Error(`transfer not saved: ${saved.body}`);
  const transfer = saved.json() as Transfer;
  const pricingOf = (carId: number) => transfer.cars.find((c) => c.id === carId)!.pricing[0]!.id;
  return {
    id,
    name,
    cdg,
    paris,
    cars: { sedan: carIds.Sedan!, van: carIds.Van!, shuttle: carIds.Shuttle! },
    pricing: { sedan: pricingOf(carIds.Sedan!), van: pricingOf(carIds.Van!), shuttle: pricingOf(carIds.Shuttle!) },
  };
}
export type WorkedTransfer = Awaited<ReturnType<typeof createWorkedTransfer>>;
