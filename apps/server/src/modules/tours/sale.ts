import type { BookedTour, BookingCreateRequest } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { converter } from '../../lib/currency-conversion';
import { badRequest, conflict, unprocessable } from '../../lib/errors';
import { loadConversion } from '../currency';
import type { Guest, ManualContext, ManualLine, RepricedItem, Sale, Viewer } from '../products';
import { viewerTourClaim } from './claim';
import { type BandPrices, bandPrices, freeUntilOf, netBandPrices, partyPrice, type TourBand, tourPolicies } from './pricing';
import { findTourRecord, type TourRecord } from './repo';

/**
 * Selling a tour (issue 28; docs/decisions.md "Tours sold as excursions"): from the search's signed
 * hash at booking, on the day the item chose (`tourDate`), for the passengers it names; or from the
 * catalogue for an administrator's line. One item is one tour on one day: count 1, price = the sum
 * of its passengers' prices; the net is the same catalogue price in the tour's currency.
 */

/** What a tour booking item froze at booking time (its `option` column). */
export type TourSnapshot = {
  kind: 'tour';
  netRate: string;
  tourId: number;
  tourName: string;
  locationId: number;
  date: string;
  /** Per passenger the band and the selling price in the item's currency. */
  passengers: { passengerId: string; band: TourBand; price: string }[];
  freeCancellationDays: number | null;
  /** The last day cancelling was free when booked (null: no free period). */
  freeUntil: string | null;
  /** The tour's currency (the net's) and its catalogue prices then. */
  currency: string;
  net: BandPrices;
};

export const isTourSnapshot = (value: unknown): value is TourSnapshot => !!value && typeof value === 'object' && (value as { kind?: unknown }).kind === 'tour';

const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');
const gone = () => conflict('This tour is no longer offered. Please search again.', 'tour_unavailable');

/** A booked passenger's band: its age type (the booking checked it against the birth date). */
export const bandOf = (guest: Guest): TourBand => (guest.ageType === 'infant' ? 'infant' : guest.ageType === 'child' ? 'child' : 'adult');

/** The booking page's Tour card. */
export function bookedTour(snapshot: TourSnapshot): BookedTour {
  return {
    tourId: snapshot.tourId,
    tourName: snapshot.tourName,
    date: snapshot.date,
    passengers: snapshot.passengers.map(({ passengerId, band }) => ({ passengerId, band })),
    freeCancellationDays: snapshot.freeCancellationDays,
  };
}

/** The sale of `tour` on `date` for `keys` in `bands`, at `prices` (the item's currency) or the admin's `price`. */
async function tourSale(
  db: DbOrTx,
  p: { tour: TourRecord; date: string; keys: string[]; bands: TourBand[]; currency: string; bookingDate: string; adminPrice?: string },
): Promise<Sale> {
  const conversion = await loadConversion(db);
  const prices = bandPrices(p.tour, p.currency, conversion);
  const net = netBandPrices(p.tour);
  const price = p.adminPrice ?? partyPrice(prices, p.bands);
  const policies = tourPolicies({
    bookingDate: p.bookingDate,
    tourDate: p.date,
    freeCancellationDays: p.tour.freeCancellationDays,
    total: price,
    currency: p.currency,
  });
  const snapshot: TourSnapshot = {
    kind: 'tour',
    netRate: converter(p.tour.currency, p.currency, conversion).factor.toFixed(),
    tourId: p.tour.id,
    tourName: p.tour.name,
    locationId: p.tour.locationId,
    date: p.date,
    passengers: p.keys.map((passengerId, i) => ({ passengerId, band: p.bands[i]!, price: prices[p.bands[i]!] })),
    freeCancellationDays: p.tour.freeCancellationDays,
    freeUntil: freeUntilOf(policies),
    currency: p.tour.currency,
    net,
  };
  return {
    startDate: p.date,
    endDate: p.date,
    price,
    currency: p.currency,
    count: 1,
    // No markup: the net is the catalogue price itself, in the tour's currency.
    priceNet: partyPrice(net, p.bands),
    priceNetCurrency: p.tour.currency,
    columns: { title: p.tour.name },
    snapshot,
    policies,
    locationId: p.tour.locationId,
    history: { tourId: p.tour.id, tourDate: p.date, passengerIds: p.keys, ...(p.adminPrice === undefined ? {} : { priceByAdmin: p.adminPrice }) },
    priced: { bands: p.bands },
  };
}

/**
 * Re-prices a tour item from its hash (422 tampered, expired or another user's; 409 gone or price
 * moved) on the item's `tourDate`, which must be one of the option's days (422 otherwise), for the
 * passengers it names, each in the band the search priced them in.
 */
export async function repriceTour(db: DbOrTx, hash: string, viewer: Viewer, today: string, request?: BookingCreateRequest, item?: RepricedItem): Promise<Sale> {
  const claim = await viewerTourClaim(db, hash, viewer);
  if (!request || !item) throw invalid('booking.bookingItems', 'a tour item is priced for its day and the passengers it names');
  const date = request.booking.bookingItems[item.index]?.tourDate;
  const dateField = `booking.bookingItems.${item.index}.tourDate`;
  if (!date) throw invalid(dateField, 'is required for a tour (the day of the excursion)');
  const first = claim.startDate > today ? claim.startDate : today;
  if (date < first || date > claim.endDate)
    throw unprocessable(
      `${dateField}: ${date} is not one of the days this tour was offered on (${first} to ${claim.endDate}). Please choose one of the offered dates.`,
      'tour_date',
    );
  const bands = item.passengerIds.map((id, j) => {
    const band = claim.bands[Number(/^passenger(\d+)$/.exec(id)?.[1] ?? 0) - 1];
    if (!band) throw invalid(`booking.bookingItems.${item.index}.passengerIds.${j}`, `${id} is not a passenger this tour was priced for`);
    return band;
  });
  const tour = await findTourRecord(db, claim.tourId);
  if (!tour) throw gone();
  const sale = await tourSale(db, { tour, date, keys: item.passengerIds, bands, currency: claim.currency, bookingDate: today });
  // What the search promised for these passengers; a different price now is a 409.
  const promised = partyPrice(claim.prices, bands);
  if (promised !== sale.price)
    throw conflict(`The price of this tour has changed from ${promised} to ${sale.price} ${claim.currency}. Please search again.`, 'price_changed');
  return sale;
}

/** Refuses (400 naming `field`) booked passengers whose age type is not the band the tour was priced for. */
export function checkTourGuests(sale: Sale, guests: Guest[], field: string) {
  const priced = (sale.priced as { bands: TourBand[] }).bands;
  guests.forEach((guest, i) => {
    const band = bandOf(guest);
    if (band !== priced[i])
      throw invalid(
        `${field}.${i}`,
        `the tour was priced for ${article(priced[i]!)} ${priced[i]} and this passenger is booked as ${article(band)} ${band}. Please search again.`,
      );
  });
}

const article = (band: TourBand) => (band === 'adult' || band === 'infant' ? 'an' : 'a');

/**
 * A tour an administrator adds from the catalogue (the add page's and the booking save's
 * `newTours`): priced for the named passengers' age types on the line's start date (its day;
 * the end date is that day too) in the booking currency. A price the admin sends replaces the
 * catalogue's party price (the net stays the catalogue's). A line without a tour is refused.
 */
export async function manualTour(db: DbOrTx, line: ManualLine, field: string, context: ManualContext): Promise<Sale> {
  if (line.tourId === undefined) throw invalid(`${field}.tourId`, 'choose a tour from the catalogue');
  if (context.guests.length === 0) throw invalid(`${field}.passengerIds`, 'name at least one passenger');
  const tour = await findTourRecord(db, line.tourId);
  if (!tour) throw invalid(`${field}.tourId`, `Tour ${line.tourId} not found`);
  const keys = context.guestKeys ?? context.guests.map((_, i) => `passenger${i + 1}`);
  return tourSale(db, {
    tour,
    date: line.startDate,
    keys,
    bands: context.guests.map(bandOf),
    currency: context.currency,
    bookingDate: context.today ?? line.startDate,
    ...(line.price === undefined ? {} : { adminPrice: line.price }),
  });
}
