import type { TransferOption, TransferSearchAnswer, TransferSearchQuery } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import { converter } from '../../../lib/currency-conversion';
import { badRequest, notFound } from '../../../lib/errors';
import { dec, moneyText } from '../../../lib/money';
import { findHotel } from '../../hotels';
import type { Viewer } from '../../products';
import { priceTransfer } from '../pricing/engine';
import type { PricedCarOption } from '../pricing/types';
import { loadTransfers, matchingTransferIds, type TransferEntry, type TransferRule } from './catalogue';
import { transferSigner } from './claim';
import { askerContext, transferPricingContext } from './context';
import { freeBandsOfRooms, shownFlags } from './free';

/**
 * `GET search/transfers` (storefront spec §3 Transfer, §4 point 4; domain-rules §5.2, §10): the
 * transfers from the arrival airport to the hotel, each car category that fits every searched
 * room priced for one car per room, cheapest first, each with its signed hash. No matching
 * transfer answers an empty list (a search, not an error).
 */

export const roomKey = (index: number) => `room${index + 1}`;

/**
 * A transfer's cancellation rules in words, as the option lists them: when cancelling is free,
 * then each penalty from its day (days before pickup, the arrival day); `fixed` renders a fixed
 * penalty per car in the asked currency.
 */
export function describeTransferRules(rules: readonly TransferRule[], fixed: (amount: string) => string): string[] {
  if (rules.length === 0) return ['Non-refundable'];
  const sorted = [...rules].sort((a, b) => b.daysBefore - a.daysBefore);
  const when = (days: number) => (days === 0 ? 'on the day of pickup' : `from ${days} ${days === 1 ? 'day' : 'days'} before pickup`);
  const what = (rule: TransferRule) => (rule.penaltyType === 'fixed' ? `${fixed(rule.amount)} per car` : `${dec(rule.amount).toFixed()} % of the price`);
  const first = sorted[0]!.daysBefore;
  return [
    `Free cancellation until ${first + 1} ${first + 1 === 1 ? 'day' : 'days'} before pickup`,
    ...sorted.map((rule) => `Cancellation fee ${what(rule)} ${when(rule.daysBefore)}`),
  ];
}

/** An option as the wizard's Transfer step shows it (selling figures only, never the net). */
export function presentTransferOption(
  entry: TransferEntry,
  priced: PricedCarOption,
  extra: { roundTrip: boolean; freeTransfer: TransferOption['freeTransfer']; cancellation: string[]; hash: string },
): TransferOption {
  const car = entry.engine.cars.find((c) => c.id === priced.carId)!;
  return {
    transferId: entry.engine.id,
    name: entry.engine.name,
    carId: car.id,
    carName: car.name,
    carType: car.type,
    price: priced.price,
    currency: priced.currency,
    roundTrip: extra.roundTrip,
    transfers: priced.cars.map((c) => ({ roomKeys: [roomKey(c.roomIndex)], car: { id: car.id, name: car.name, type: car.type, price: c.price } })),
    freeTransfer: extra.freeTransfer,
    cancellation: extra.cancellation,
    hash: extra.hash,
  };
}

export async function searchTransfers(db: DbOrTx, query: TransferSearchQuery, viewer: Viewer, today: string): Promise<TransferSearchAnswer> {
  if (query.startDate < today) throw badRequest('startDate: Start date must not be in the past.', 'search_validation');
  const hotel = await findHotel(db, query.hotelId);
  if (!hotel) throw notFound('Hotel');
  const hotelLocationId = hotel.location?.id;
  if (!hotelLocationId) return { entities: [] };
  const roundTrip = query.flightType === 'round';
  const rooms = query.rooms.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges }));
  const [ids, asker, sign, free] = await Promise.all([
    matchingTransferIds(db, query.toAirportId, hotelLocationId),
    askerContext(db, viewer, query.currency),
    transferSigner(db),
    freeBandsOfRooms(db, query.options.slice(0, rooms.length), viewer, today, hotel.id, true),
  ]);
  const entries = await loadTransfers(db, ids, query.startDate);
  const freeTransfer = shownFlags(free);
  const options = entries.flatMap((entry) => {
    const ctx = transferPricingContext(asker, entry);
    const toAsked = converter(entry.engine.currency, asker.currency, ctx);
    const cancellation = describeTransferRules(entry.rules, (amount) => `${moneyText(toAsked.convert(dec(amount)))} ${asker.currency}`);
    return priceTransfer(entry.engine, { arrivalDate: query.startDate, roundTrip, rooms, free }, ctx).map((priced) =>
      presentTransferOption(entry, priced, {
        roundTrip,
        freeTransfer,
        cancellation,
        hash: sign({
          transferId: entry.engine.id,
          carId: priced.carId,
          toAirportId: query.toAirportId,
          hotelId: hotel.id,
          hotelLocationId,
          startDate: query.startDate,
          endDate: roundTrip ? (query.endDate ?? query.startDate) : null,
          roundTrip,
          rooms,
          currency: asker.currency,
          channel: asker.channel,
          userId: viewer?.id ?? null,
          price: priced.price,
        }),
      }),
    );
  });
  options.sort((a, b) => dec(a.price).comparedTo(b.price) || a.transferId - b.transferId || a.carId - b.carId);
  return { entities: options };
}
