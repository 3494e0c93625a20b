import { bandsText, countBands, plural } from '@travel/contracts';
import type { BookedVisa } from '@travel/contracts';
import { type ItemRecord, type Product, type VoucherFacts, unheldItem } from '../products';
import { isVisaSnapshot, manualVisa, repriceVisa, signVisa, type VisaClaim, type VisaSnapshot, verifyVisa } from './search';
import { visaSales } from './tables';

/**
 * Visas as a product (domain-rules §5.3, §7; account spec §3 Booking item visa): searched with
 * `GET search/visas`, re-priced per passenger from the hash at booking, or priced from the
 * catalogue when an administrator adds one. A visa holds no inventory and is non-refundable.
 * What was sold is the item's frozen `VisaSnapshot`; a visa item entered by hand before the
 * catalogue (free text) shows its title.
 */

const snapshotOf = (record: ItemRecord): VisaSnapshot | null => (isVisaSnapshot(record.item.option) ? record.item.option : null);

/** 'Schengen tourist, Tourist 30 days'; a free-text item's title. */
export function visaTitle(record: ItemRecord): string {
  const snapshot = snapshotOf(record);
  return snapshot ? `${snapshot.visaName}, ${snapshot.typeName}` : (record.item.title ?? 'Visa');
}

/** The booking page's Visa card. */
export function bookedVisa(record: ItemRecord): BookedVisa {
  const snapshot = snapshotOf(record);
  if (!snapshot) return { visaId: null, visaName: record.item.title ?? '', visaTypeId: null, visaTypeName: '', passengers: [] };
  return {
    visaId: snapshot.visaId,
    visaName: snapshot.visaName,
    visaTypeId: snapshot.typeId,
    visaTypeName: snapshot.typeName,
    passengers: snapshot.passengers.map((p) => ({ passengerId: p.passengerId, band: p.band })),
  };
}

/** '2 adults, 1 child, 1 infant' of the bands the item was priced in; the count otherwise. */
function passengersText(record: ItemRecord): string {
  const snapshot = snapshotOf(record);
  return snapshot ? bandsText(countBands(snapshot.passengers)) : plural(record.item.passengerIds.length, 'passenger');
}

function voucherFacts(record: ItemRecord): VoucherFacts {
  const snapshot = snapshotOf(record);
  return {
    title: `Visa: ${visaTitle(record)}`,
    roomType: snapshot?.typeName ?? '',
    meal: '',
    occupancy: passengersText(record),
    labels: { roomType: 'Visa type', meal: null, checkIn: 'Travel date', checkOut: 'Until', nights: null, occupancy: 'Passengers' },
    lines: ['Non-refundable'],
  };
}

const held = unheldItem(visaTitle);

export const visaProduct: Product = {
  type: 'visa',
  noun: 'visas',

  sign: (db, claim) => signVisa(db, claim as Omit<VisaClaim, 'exp'>),
  verify: (db, hash) => verifyVisa(db, hash),
  reprice: (db, hash, viewer, today, request, item) => repriceVisa(db, hash, viewer, today, request, item),
  manual: (db, line, field, context) => manualVisa(db, line, field, context),

  /** The visas module's record of what was sold: the visa, its type and pricing row cannot be deleted while it exists. */
  async recordSale(tx, item, sale) {
    const snapshot = sale.snapshot;
    if (!isVisaSnapshot(snapshot)) return;
    await tx.insert(visaSales).values({ bookingItemId: item.id, visaId: snapshot.visaId, typeId: snapshot.typeId, typePricingId: snapshot.typePricingId });
  },

  // No inventory: taking always succeeds, releasing does nothing.
  take: held.take,
  release: held.release,

  view(record) {
    const snapshot = snapshotOf(record);
    return {
      productType: 'visa',
      visaName: snapshot?.visaName ?? record.item.title ?? '',
      visaTypeName: snapshot?.typeName ?? '',
      visa: bookedVisa(record),
    };
  },

  title: visaTitle,
  voucher: voucherFacts,

  mailLine(sale, facts) {
    const snapshot = isVisaSnapshot(sale.snapshot) ? sale.snapshot : null;
    const name = snapshot ? `${snapshot.visaName}, ${snapshot.typeName}` : (sale.columns.title ?? '');
    return `- Visa: ${name}, ${sale.startDate}, ${sale.count} x ${sale.price} = ${facts.total} ${facts.currency} (${facts.status}, non-refundable)`;
  },
};
