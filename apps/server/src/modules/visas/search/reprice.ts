import type { BookingCreateRequest } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import { converter } from '../../../lib/currency-conversion';
import { badRequest, conflict } from '../../../lib/errors';
import { dec, moneyText } from '../../../lib/money';
import type { Guest, ManualContext, ManualLine, PolicyRow, RepricedItem, Sale, Viewer } from '../../products';
import { findUserById } from '../../users';
import { priceVisaType, visaBand } from '../pricing/engine';
import type { VisaBand, VisaPassenger } from '../pricing/types';
import { visaWithType } from './catalogue';
import { viewerVisaClaim } from './claim';
import { agencyAsker, type VisaAsker, visaAsker, visaPricingContext } from './context';
import type { VisaSnapshot } from './snapshot';

/**
 * Pricing a visa item on the server (domain-rules §5.3, §7): from the search's signed hash at
 * booking (422 tampered, expired or another user's; 409 when the price moved), or from the
 * catalogue for an administrator's hand-added line. Every passenger the item names is priced by
 * their age band; one item holds passengers of one price (400 otherwise), count = passengers.
 * Visas are non-refundable: one row of 100 % from the booking date.
 */

const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');
const gone = () => conflict('This visa is no longer offered for these dates. Please search again.', 'visa_unavailable');

/** A passenger as the booking names them: adults by their type, children and infants by their age. */
const asVisaPassenger = (guest: Guest): VisaPassenger => ({
  ageType: guest.ageType === 'infant' ? 'infant' : guest.ageType === 'child' ? 'child' : 'adult',
  age: guest.age ?? null,
});

/** The non-refundable row of a visa (domain-rules §7): the whole item total from the booking date to the end of the trip. */
export function visaPolicies(bookingDate: string, endDate: string, total: string, currency: string): PolicyRow[] {
  return [{ dateFrom: bookingDate, dateTo: endDate > bookingDate ? endDate : bookingDate, cost: total, currencyCost: currency }];
}

type PricedVisa = { sale: Sale; bands: VisaBand[] };

/**
 * Prices `passengers` (keys and guests in one order) on `startDate` for `asker`: 409 when the visa,
 * the type or a row covering the date is gone; 400 naming `field` when they differ in price.
 */
async function priceVisaItem(
  db: DbOrTx,
  p: {
    visaId: number;
    typeId: number;
    startDate: string;
    endDate: string;
    keys: string[];
    guests: Guest[];
    asker: VisaAsker;
    bookingDate: string;
    field: string;
    nationalityId: number | null;
  },
  onGone: () => Error,
): Promise<PricedVisa & { unitPrice: string }> {
  const found = await visaWithType(db, p.visaId, p.typeId, p.startDate);
  if (!found) throw onGone();
  const price = priceVisaType(found.type.pricing, p.startDate, visaPricingContext(p.asker, found.visa));
  if (!price) throw onGone();
  const bands = p.guests.map((g) => visaBand(asVisaPassenger(g), found.bands));
  const prices = [...new Set(bands.map((band) => price.selling[band]))];
  if (prices.length > 1) {
    throw invalid(p.field, `the passengers ${p.keys.join(', ')} have different visa prices (${prices.join(', ')}): book each price as its own visa item`);
  }
  const unitPrice = prices[0]!;
  const band = bands[0]!;
  const net = price.net[band];
  const count = p.guests.length;
  const total = moneyText(dec(unitPrice).times(count));
  const snapshot: VisaSnapshot = {
    kind: 'visa',
    netRate: converter(price.row.currency, p.asker.currency, p.asker.conversion).factor.toFixed(),
    visaId: found.visa.id,
    visaName: found.visa.name,
    typeId: found.type.id,
    typeName: found.type.name,
    typePricingId: price.row.id,
    nationalityId: p.nationalityId,
    passengers: p.keys.map((passengerId, i) => ({ passengerId, band: bands[i]! })),
    net: moneyText(net),
    netCurrency: price.row.currency,
    price: unitPrice,
  };
  return {
    unitPrice,
    bands,
    sale: {
      startDate: p.startDate,
      endDate: p.endDate,
      price: unitPrice,
      currency: p.asker.currency,
      count,
      priceNet: moneyText(net),
      priceNetCurrency: price.row.currency,
      columns: { title: `${found.visa.name}, ${found.type.name}` },
      snapshot,
      policies: visaPolicies(p.bookingDate, p.endDate, total, p.asker.currency),
      locationId: null,
      history: { visaId: found.visa.id, visaTypeId: found.type.id, passengerIds: p.keys },
      priced: { bands },
    },
  };
}

/** Re-prices a visa booking item from its hash for the passengers it names (`item`). */
export async function repriceVisa(db: DbOrTx, hash: string, viewer: Viewer, today: string, request?: BookingCreateRequest, item?: RepricedItem): Promise<Sale> {
  const claim = await viewerVisaClaim(db, hash, viewer);
  if (!request || !item) throw invalid('booking.bookingItems', 'a visa item is priced for the passengers it names');
  const field = `booking.bookingItems.${item.index}.passengerIds`;
  const guests = item.passengerIds.map((id) => request.passengers[id]!);
  const asker = await visaAsker(db, viewer, claim.currency);
  const priced = await priceVisaItem(
    db,
    {
      visaId: claim.visaId,
      typeId: claim.typeId,
      startDate: claim.startDate,
      endDate: claim.endDate ?? claim.startDate,
      keys: item.passengerIds,
      guests,
      asker,
      bookingDate: today,
      field,
      nationalityId: claim.nationalityId,
    },
    gone,
  );
  // What the search promised for these passengers' band; a different price now is a 409.
  const promised = claim.prices[priced.bands[0]!];
  if (promised !== priced.unitPrice) {
    throw conflict(`The price of this visa has changed from ${promised} to ${priced.unitPrice} ${asker.currency}. Please search again.`, 'price_changed');
  }
  return priced.sale;
}

/**
 * A visa an administrator adds from the catalogue (the add page, the booking save): priced for
 * its start date and the named passengers in the booking currency, on the b2b channel with the
 * booking agency's extra markup. A price the admin gives replaces the catalogue's (the net stays
 * the catalogue's). A line without a visa (free text) is refused.
 */
export async function manualVisa(db: DbOrTx, line: ManualLine, field: string, context: ManualContext): Promise<Sale> {
  if (line.visaId === undefined) throw invalid(`${field}.visaId`, 'choose a visa from the catalogue');
  if (line.visaTypeId === undefined) throw invalid(`${field}.visaTypeId`, 'choose a visa type');
  if (context.guests.length === 0) throw invalid(`${field}.passengerIds`, 'name at least one passenger');
  const agent = context.agentId === undefined ? null : await findUserById(db, context.agentId);
  const asker = await agencyAsker(db, agent ?? null, context.currency);
  const keys = context.guestKeys ?? context.guests.map((_, i) => `passenger${i + 1}`);
  const priced = await priceVisaItem(
    db,
    {
      visaId: line.visaId,
      typeId: line.visaTypeId,
      startDate: line.startDate,
      endDate: line.endDate,
      keys,
      guests: context.guests,
      asker,
      bookingDate: context.today ?? line.startDate,
      field: `${field}.passengerIds`,
      nationalityId: null,
    },
    () => invalid(`${field}.visaTypeId`, `this visa type is not a type of visa ${line.visaId} priced on ${line.startDate}`),
  );
  if (line.price === undefined) return priced.sale;
  const total = moneyText(dec(line.price).times(priced.sale.count));
  return {
    ...priced.sale,
    price: line.price,
    policies: visaPolicies(context.today ?? line.startDate, line.endDate, total, context.currency),
    history: { ...priced.sale.history, priceByAdmin: line.price },
  };
}
