import { formatDayAs, bandsText, countBands, plural } from '@travel/contracts';
import { type ItemRecord, type Product, type VoucherFacts, unheldItem } from '../products';
import { signTour, type TourClaim, verifyTour } from './claim';
import { bookedTour, checkTourGuests, isTourSnapshot, manualTour, repriceTour, type TourSnapshot } from './sale';
import { tourSales } from './tables';

/**
 * Tours as a product (issue 28; docs/decisions.md "Tours sold as excursions"): searched with
 * `GET search/tours`, re-priced from the hash on the day the booking item chose, or priced from the
 * catalogue when an administrator adds one. A tour holds no inventory; cancelling is free until the
 * tour's free-cancellation days before its date, then costs the whole price (or non-refundable).
 * What was sold is the item's frozen `TourSnapshot`.
 */

const snapshotOf = (record: ItemRecord): TourSnapshot | null => (isTourSnapshot(record.item.option) ? record.item.option : null);

const nameOf = (record: ItemRecord) => snapshotOf(record)?.tourName ?? record.item.title ?? 'Tour';

/** 'Tour: Montmartre walking tour, 29.06.2027' */
const tourTitle = (record: ItemRecord) => `Tour: ${nameOf(record)}, ${formatDayAs(snapshotOf(record)?.date ?? record.item.startDate)}`;

/** '2 adults, 1 child, 1 infant' of the bands the item was priced in. */
const passengersText = (passengers: TourSnapshot['passengers'] | null, count: number): string =>
  passengers ? bandsText(countBands(passengers)) : plural(count, 'passenger');

/** 'Free cancellation until 26.06.2027' or 'Non-refundable', as the item's rows were written. */
const cancellationText = (snapshot: TourSnapshot | null) =>
  snapshot?.freeUntil ? `Free cancellation until ${formatDayAs(snapshot.freeUntil)}` : 'Non-refundable';

function voucherFacts(record: ItemRecord): VoucherFacts {
  const snapshot = snapshotOf(record);
  return {
    title: `Tour: ${nameOf(record)}`,
    roomType: '',
    meal: '',
    occupancy: passengersText(snapshot?.passengers ?? null, record.item.passengerIds.length),
    labels: { roomType: null, meal: null, checkIn: 'Date', checkOut: null, nights: null, occupancy: 'Passengers' },
    lines: [cancellationText(snapshot)],
  };
}

const held = unheldItem(tourTitle);

export const tourProduct: Product = {
  type: 'tour',
  noun: 'tours',
  sign: (db, claim) => signTour(db, claim as Omit<TourClaim, 'exp'>),
  verify: (db, hash) => verifyTour(db, hash),
  reprice: (db, hash, viewer, today, request, item) => repriceTour(db, hash, viewer, today, request, item),
  checkGuests: (sale, guests, field) => checkTourGuests(sale, guests, field),
  manual: (db, line, field, context) => manualTour(db, line, field, context),

  /** The tours module's record of what was sold: the tour cannot be deleted while it exists. */
  async recordSale(tx, item, sale) {
    if (!isTourSnapshot(sale.snapshot)) return;
    await tx.insert(tourSales).values({ bookingItemId: item.id, tourId: sale.snapshot.tourId });
  },

  // No inventory: taking always succeeds, releasing does nothing.
  take: held.take,
  release: held.release,

  view(record) {
    const snapshot = snapshotOf(record);
    return {
      productType: 'tour',
      tourName: nameOf(record),
      ...(snapshot ? { tour: bookedTour(snapshot) } : {}),
    };
  },
  title: held.title,
  voucher: voucherFacts,
  mailLine(sale, facts) {
    const snapshot = isTourSnapshot(sale.snapshot) ? sale.snapshot : null;
    const name = snapshot?.tourName ?? sale.columns.title ?? '';
    const who = passengersText(snapshot?.passengers ?? null, sale.count);
    return `- Tour: ${name}, ${sale.startDate}, ${who} = ${facts.total} ${facts.currency} (${facts.status}, ${cancellationText(snapshot).toLowerCase()})`;
  },
};
