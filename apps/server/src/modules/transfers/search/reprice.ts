import { type BookingCreateRequest, partyMismatch } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import { converter } from '../../../lib/currency-conversion';
import { badRequest, conflict, unprocessable } from '../../../lib/errors';
import { dec } from '../../../lib/money';
import { flightCancellationPolicies } from '../../flights';
import type { Guest, RepricedItem, Sale, Viewer } from '../../products';
import { priceTransfer } from '../pricing/engine';
import type { FreeBands, PricedCarOption, SearchedRoom } from '../pricing/types';
import { storedDetails, type TransferSnapshot } from '../sale';
import type { TransferEntry } from './catalogue';
import { loadTransfer } from './catalogue';
import { viewerClaim } from './claim';
import { askerContext, transferPricingContext } from './context';
import { freeBandsOfRooms, shownFlags } from './free';
import { roomKey } from './search';

/**
 * Re-pricing a transfer item on booking (domain-rules §5.2, §7): the signed claim is checked (422
 * tampered, expired or another user's), the transfer and car priced again from the catalogue for
 * the claim's trip (409 when the price moved), the hotel rooms booked with it giving their
 * free-transfer offer. The sale carries the snapshot, the cancellation rows and the party.
 */

const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');

/** What a transfer sale is made of, whether from a hash or from an admin's catalogue line. */
export type TransferSaleInput = {
  entry: TransferEntry;
  priced: PricedCarOption;
  roundTrip: boolean;
  startDate: string;
  endDate: string;
  /** The passengers of each room's car (room order). */
  passengersPerRoom: string[][];
  details: TransferSnapshot['details'];
  free: (FreeBands | null)[];
  hotelId: number | null;
  toAirportId: number | null;
  locationId: number | null;
  /** The booking date: cancellation rows count from it. */
  today: string;
  rooms: SearchedRoom[];
  /** An administrator's own price for the item (a catalogue line), instead of the catalogue's. */
  price?: string;
  conversion: { defaultCurrency: string; rates: Readonly<Record<string, string>> };
};

/**
 * The item of a priced transfer (price = every car together, count 1): its snapshot, its
 * cancellation rows from the transfer's rules (days before pickup, the arrival day; percent of the
 * item total or a fixed amount per car in the transfer's currency; none: non-refundable from the
 * booking date), and its net for administrators.
 */
export function transferSale(input: TransferSaleInput): Sale {
  const { entry, priced } = input;
  const car = entry.engine.cars.find((c) => c.id === priced.carId)!;
  const price = input.price ?? priced.price;
  const toItem = converter(entry.engine.currency, priced.currency, input.conversion);
  const snapshot: TransferSnapshot = {
    kind: 'transfer',
    netRate: toItem.factor.toFixed(),
    transferId: entry.engine.id,
    transferName: entry.engine.name,
    carId: car.id,
    carName: car.name,
    carType: car.type,
    carPricingId: priced.pricingRowId,
    roundTrip: input.roundTrip,
    hotelId: input.hotelId,
    toAirportId: input.toAirportId,
    cars: priced.cars.map((c) => ({
      roomKeys: [roomKey(c.roomIndex)],
      passengerIds: input.passengersPerRoom[c.roomIndex] ?? [],
      price: c.price,
      net: c.net.toFixed(2),
    })),
    details: input.details,
    freeTransfer: shownFlags(input.free),
  };
  const policies = flightCancellationPolicies(
    [
      {
        departureDate: input.startDate,
        share: dec(price),
        rules: entry.rules,
        fixedPerPassenger: (amount: string) => toItem.convert(dec(amount)),
        passengers: priced.cars.length,
      },
    ],
    input.today,
    input.endDate,
    price,
    priced.currency,
  );
  return {
    startDate: input.startDate,
    endDate: input.endDate,
    price,
    currency: priced.currency,
    count: 1,
    priceNet: priced.net,
    priceNetCurrency: priced.netCurrency,
    columns: { title: `${entry.engine.name}, ${car.name}` },
    snapshot,
    policies,
    locationId: input.locationId,
    history: {
      transferId: entry.engine.id,
      carId: car.id,
      roundTrip: input.roundTrip,
      ...(input.price !== undefined && input.price !== priced.price ? { cataloguePrice: priced.price } : {}),
    },
    priced: input.rooms,
  };
}

/** The booking item that carries this hash, and where it is in the request (the core says which, else the first with the hash). */
function itemOf(request: BookingCreateRequest | undefined, hash: string, repriced?: RepricedItem) {
  const items = request?.booking.bookingItems ?? [];
  const index = repriced?.index ?? items.findIndex((item) => item.productType === 'transfer' && item.hash === hash);
  return index < 0 || !items[index] ? undefined : { index, item: items[index]! };
}

/**
 * The passengers of each room's car: the booking's passengersByRoom (the wizard's rooms) kept to
 * the item's passengers, else the item's passengers cut in room sizes, in order.
 */
function passengersPerRoom(rooms: SearchedRoom[], passengerIds: string[], byRoom: string[][]): string[][] {
  const named = new Set(passengerIds);
  const fromRooms = byRoom.map((room) => room.filter((id) => named.has(id)));
  if (fromRooms.length === rooms.length && fromRooms.flat().length === passengerIds.length) return fromRooms;
  let next = 0;
  return rooms.map((room) => {
    const size = room.adults + room.childrenAges.length;
    const ids = passengerIds.slice(next, next + size);
    next += size;
    return ids;
  });
}

export async function repriceTransfer(
  db: DbOrTx,
  hash: string,
  viewer: Viewer,
  today: string,
  request?: BookingCreateRequest,
  repriced?: RepricedItem,
): Promise<Sale> {
  const claim = await viewerClaim(db, hash, viewer);
  const found = itemOf(request, hash, repriced);
  const entry = await loadTransfer(db, claim.transferId, claim.startDate);
  const car = entry?.engine.cars.find((c) => c.id === claim.carId);
  if (!entry || !car) throw unprocessable('This transfer is no longer offered. Please search again.', 'unavailable');
  const asker = await askerContext(db, viewer, claim.currency);
  // The hotel rooms booked with the transfer, in room order, give their free-transfer offer.
  const hotelHashes = (request?.booking.bookingItems ?? []).filter((item) => item.productType === 'hotel').map((item) => item.hash);
  const free = await freeBandsOfRooms(db, hotelHashes.slice(0, claim.rooms.length), viewer, today, claim.hotelId, false);
  const [priced] = priceTransfer(
    { ...entry.engine, cars: [car] },
    { arrivalDate: claim.startDate, roundTrip: claim.roundTrip, rooms: claim.rooms, free },
    transferPricingContext(asker, entry),
  );
  if (!priced) throw unprocessable('This car is no longer available for these dates and passengers. Please search again.', 'unavailable');
  if (priced.price !== claim.price) throw conflict(`The price has changed since your search: it is now ${priced.price} ${priced.currency}.`, 'price_changed');
  const details = found?.item.transferDetails;
  if (request && !details)
    throw invalid(
      `booking.bookingItems.${found?.index ?? 0}.transferDetails.arrivalFlightNumber`,
      'is required for a transfer (the arrival flight number and time)',
    );
  return transferSale({
    entry,
    priced,
    roundTrip: claim.roundTrip,
    startDate: claim.startDate,
    endDate: claim.endDate ?? claim.startDate,
    passengersPerRoom: passengersPerRoom(claim.rooms, found?.item.passengerIds ?? [], request?.booking.passengersByRoom ?? []),
    details: storedDetails(details),
    free,
    hotelId: claim.hotelId,
    toAirportId: claim.toAirportId,
    locationId: claim.hotelLocationId,
    today,
    rooms: claim.rooms,
    conversion: asker.conversion,
  });
}

/**
 * The passengers named on a transfer item must be the guests it was priced for, every room
 * together, compared by age (contracts partyMismatch; 400 naming `field`).
 */
export function checkTransferGuests(sale: Sale, guests: Guest[], field: string): void {
  const rooms = sale.priced as SearchedRoom[];
  const priced = { adults: rooms.reduce((n, r) => n + r.adults, 0), childrenAges: rooms.flatMap((r) => r.childrenAges) };
  const mismatch = partyMismatch(priced, guests);
  if (mismatch) throw invalid(field, `this transfer was priced for ${mismatch.priced}, but the passengers named are ${mismatch.named}`);
}
