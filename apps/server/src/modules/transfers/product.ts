import { formatDayAs, plural } from '@travel/contracts';
import { type ItemRecord, type Product, type Sale, type VoucherFacts, unheldItem } from '../products';
import { bookedTransfer, isTransferSnapshot, type TransferSnapshot } from './sale';
import { checkTransferGuests, repriceTransfer, signTransfer, type TransferClaim, verifyTransfer } from './search';
import { priceManualTransfer } from './search/manual-line';
import { transferSales } from './tables';

/**
 * Transfers as a product (architecture "Products"; domain-rules §5.2): search, hash and
 * re-pricing are the transfer search's (`search/`), an admin's line is priced from the catalogue
 * (`search/manual-line.ts`), and what was sold is the item's frozen `TransferSnapshot`, shown as
 * the Transfer Details card. A transfer holds no inventory. Items entered by hand before this
 * product (a free-text title, no snapshot) still show their title.
 */

const snapshotOf = (record: ItemRecord): TransferSnapshot | null => (isTransferSnapshot(record.item.option) ? record.item.option : null);

/** 'CDG airport - Paris hotels, Van' */
const transferTitle = (snapshot: TransferSnapshot) => `${snapshot.transferName}, ${snapshot.carName}`;

/** 'Van x 2, round trip' */
const carsText = (snapshot: TransferSnapshot) => `${snapshot.carName} x ${snapshot.cars.length}, ${snapshot.roundTrip ? 'round trip' : 'one way'}`;

/** DD.MM.YYYY of a YYYY-MM-DD date (the voucher's format). */

/**
 * What the voucher and the mails list under a transfer item: the arrival flight and pickup, the
 * departure flight, then each room's car with its passengers and selling price.
 */
export function transferLines(snapshot: TransferSnapshot, startDate: string, endDate: string, currency: string): string[] {
  const d = snapshot.details;
  const lines = [`Arrival ${formatDayAs(startDate)}: flight ${d.arrivalFlightNumber ?? 'to be given'}${d.arrivalTime ? `, pickup at ${d.arrivalTime}` : ''}`];
  if (snapshot.roundTrip)
    lines.push(`Departure ${formatDayAs(endDate)}: flight ${d.departureFlightNumber ?? 'to be given'}${d.departureTime ? ` at ${d.departureTime}` : ''}`);
  for (const car of snapshot.cars) {
    const who = car.passengerIds.map((id) => id.replace(/^passenger(\d+)$/, 'Passenger $1')).join(', ');
    lines.push(`${car.roomKeys.join(', ').replace(/^room(\d+)/, 'Room $1')}: ${snapshot.carName}${who ? ` (${who})` : ''} ${car.price} ${currency}`);
  }
  if (snapshot.freeTransfer) lines.push('Free transfer offer of the hotel applied');
  return lines;
}

function voucherFacts(record: ItemRecord): VoucherFacts {
  const { item } = record;
  const snapshot = snapshotOf(record);
  if (!snapshot) return { title: item.title ?? 'Transfer', roomType: '', meal: '', occupancy: plural(item.passengerIds.length, 'passenger', 'passengers') };
  return {
    title: transferTitle(snapshot),
    roomType: carsText(snapshot),
    meal: '',
    occupancy: plural(item.passengerIds.length, 'passenger', 'passengers'),
    labels: { roomType: 'Cars', meal: null, checkIn: 'Arrival', checkOut: snapshot.roundTrip ? 'Departure' : null, nights: null },
    lines: transferLines(snapshot, item.startDate, item.endDate, item.currency),
  };
}

const held = unheldItem((record) => {
  const snapshot = snapshotOf(record);
  return snapshot ? transferTitle(snapshot) : (record.item.title ?? 'Transfer');
});

export const transferProduct: Product = {
  type: 'transfer',
  noun: 'transfers',

  sign: (db, claim) => signTransfer(db, claim as Omit<TransferClaim, 'exp'>),
  verify: (db, hash) => verifyTransfer(db, hash),
  reprice: (db, hash, viewer, today, request, item) => repriceTransfer(db, hash, viewer, today, request, item),
  checkGuests: (sale, guests, field) => checkTransferGuests(sale, guests, field),
  manual: (db, line, field, context) => priceManualTransfer(db, line, field, context),

  /** The transfers module's record of what was sold: the transfer, its car and pricing row cannot be deleted while it exists. */
  async recordSale(tx, item, sale: Sale) {
    const snapshot = sale.snapshot;
    if (!isTransferSnapshot(snapshot)) return;
    await tx
      .insert(transferSales)
      .values({ bookingItemId: item.id, transferId: snapshot.transferId, carId: snapshot.carId, carPricingId: snapshot.carPricingId });
  },

  // A transfer holds no inventory (domain-rules §6 counts rooms and seats only).
  take: held.take,
  release: held.release,

  view(record) {
    const { item } = record;
    const snapshot = snapshotOf(record);
    return {
      productType: 'transfer',
      transferName: snapshot ? snapshot.transferName : (item.title ?? ''),
      transferCarName: snapshot ? snapshot.carName : '',
      ...(snapshot ? { transfer: bookedTransfer(snapshot, item.startDate) } : {}),
    };
  },

  title: held.title,
  voucher: voucherFacts,

  mailLine(sale, facts) {
    const snapshot = sale.snapshot;
    if (!isTransferSnapshot(snapshot))
      return `- Transfer: ${sale.columns.title ?? ''}, ${sale.startDate} to ${sale.endDate}, ${sale.count} x ${sale.price} = ${facts.total} ${facts.currency}`;
    const lines = transferLines(snapshot, sale.startDate, sale.endDate, facts.currency).map((line) => `    ${line}`);
    return [`- Transfer: ${transferTitle(snapshot)}, ${carsText(snapshot)} (${facts.status}) ${facts.total} ${facts.currency}`, ...lines].join('\n');
  },
};
