import { type Converter, converter } from '../../../lib/currency-conversion';
import { type Dec, dec, moneyText, percentOf, round2, sum, ZERO } from '../../../lib/money';
import { pricingRowOn } from '../../flights';
import { ageBand, roomFits } from '../../hotels';
import type {
  AgeBands,
  CarParty,
  EngineCar,
  EngineCarPricing,
  EngineTransfer,
  FreeBands,
  PricedCar,
  PricedCarOption,
  SearchedRoom,
  TransferBand,
  TransferMarkup,
  TransferPricingContext,
  TransferTrip,
} from './types';

/**
 * The transfer pricing engine (domain-rules §5.2, worked example §10), pure.
 *
 * Each searched room gets its own car of the category; a category is offered only when it fits
 * every room. A car's net comes from the pricing row covering the ARRIVAL date (latest start,
 * then highest id, as §4.1): an individual car costs `price` (one way) or `returnPrice` (round
 * trip) for up to `baseOccupancy` persons, then each person above base (adults first, then
 * children oldest first, infants last) pays `extraAdult` / `extraChild` (`return*` likewise,
 * infants nothing); a group car is priced per person only. The transfer's own markup of the
 * channel and the agency's extra are added to the car's net (percent of it, or a fixed amount in
 * the default currency per car), the sum is converted to the requested currency and rounded
 * once, per car. An option's price is the sum of its rounded cars.
 *
 * A hotel's free-transfer offer (per room) makes the flagged bands free: they pay no per-person
 * price, and the base price of an individual car is free when everyone in it is flagged. A car
 * that costs nothing carries no fixed markup.
 */

/** A guest's band by the transfer's own limits (domain-rules §3): both child bands are children. */
export function transferBand(age: number, bands: AgeBands): TransferBand {
  const band = ageBand(age, bands);
  return band === 'infant' ? 'infant' : band === 'adult' ? 'adult' : 'child';
}

/** A searched room as the transfer sees it: children older than its limits are adults. */
export function carParty(room: SearchedRoom, bands: AgeBands): CarParty {
  const party: CarParty = { adults: room.adults, children: [], infants: [] };
  for (const age of room.childrenAges) {
    const band = transferBand(age, bands);
    if (band === 'adult') party.adults += 1;
    else if (band === 'child') party.children.push(age);
    else party.infants.push(age);
  }
  party.children.sort((a, b) => b - a);
  party.infants.sort((a, b) => b - a);
  return party;
}

/**
 * A car category fits a room when its occupancy rules admit the room's guests (domain-rules
 * §5.2): infants need a seat, so they count as children.
 */
export function carFits(
  car: Pick<EngineCar, 'minAdultOccupancy' | 'maxAdultOccupancy' | 'minChildOccupancy' | 'maxChildOccupancy' | 'maxOccupancy' | 'unallowedOccupancies'>,
  party: CarParty,
): boolean {
  return roomFits(car, party.adults, party.children.length + party.infants.length);
}

/** The bands of a car's passengers in paying order: adults, then children oldest first, infants last. */
const seatingOrder = (party: CarParty): TransferBand[] => [
  ...Array<TransferBand>(party.adults).fill('adult'),
  ...party.children.map((): TransferBand => 'child'),
  ...party.infants.map((): TransferBand => 'infant'),
];

/**
 * A car's net in the transfer's currency for one room; null when the row lacks a price the car
 * needs (a base price, or the extra of a band that pays one).
 */
export function carNet(
  car: Pick<EngineCar, 'type' | 'baseOccupancy'>,
  row: EngineCarPricing,
  party: CarParty,
  roundTrip: boolean,
  free: FreeBands | null = null,
): Dec | null {
  const extra: Record<TransferBand, string | null> = {
    adult: roundTrip ? row.returnExtraAdult : row.extraAdult,
    child: roundTrip ? row.returnExtraChild : row.extraChild,
    infant: '0',
  };
  const isFree = (band: TransferBand) => free?.[band] === true;
  const order = seatingOrder(party);
  let net: Dec = ZERO;
  let paying = order;
  if (car.type === 'individual') {
    const base = roundTrip ? row.returnPrice : row.price;
    if (base === null) return null;
    if (!order.every(isFree)) net = dec(base);
    paying = order.slice(car.baseOccupancy);
  }
  for (const band of paying) {
    if (isFree(band) || band === 'infant') continue;
    const amount = extra[band];
    if (amount === null) return null;
    net = net.plus(amount);
  }
  return net;
}

const isSet = (markup: TransferMarkup | null | undefined): markup is TransferMarkup => !!markup && markup.amount !== '' && dec(markup.amount).gt(0);

/** Markup plus agency extra on one car's net, in the transfer's currency (percent of the net, or fixed per car in the default currency). */
function addOns(ctx: TransferPricingContext, transferCurrency: string) {
  const one = (markup: TransferMarkup | null): ((net: Dec) => Dec) => {
    if (!isSet(markup)) return () => ZERO;
    if (markup.type === 'percent') return (net) => percentOf(net, markup.amount);
    const fixed = converter(ctx.defaultCurrency, transferCurrency, ctx).convert(dec(markup.amount));
    return () => fixed;
  };
  const markup = one(ctx.markup);
  const extra = one(ctx.agencyExtra);
  return (net: Dec) => (net.isZero() ? ZERO : markup(net).plus(extra(net)));
}

/** The selling price of one car: (net + markups) converted to the requested currency, rounded once. */
export function carSelling(net: Dec, addOn: (net: Dec) => Dec, toAsked: Converter): string {
  return moneyText(toAsked.convert(net.plus(addOn(net))));
}

/**
 * Prices a transfer for the trip: one option per car category that fits and is priced for every
 * room, cheapest first (then by car id). A missing currency rate throws (422 naming the pair).
 */
export function priceTransfer(transfer: EngineTransfer, trip: TransferTrip, ctx: TransferPricingContext): PricedCarOption[] {
  if (trip.rooms.length === 0) return [];
  const toAsked = converter(transfer.currency, ctx.currency, ctx);
  const addOn = addOns(ctx, transfer.currency);
  const parties = trip.rooms.map((room) => carParty(room, transfer));
  const options: PricedCarOption[] = [];
  for (const car of transfer.cars) {
    if (!parties.every((party) => carFits(car, party))) continue;
    const row = pricingRowOn(car.pricing, trip.arrivalDate);
    if (!row) continue;
    const cars: PricedCar[] = [];
    for (const [roomIndex, party] of parties.entries()) {
      const free = trip.free?.[roomIndex] ?? null;
      const net = carNet(car, row, party, trip.roundTrip, free);
      if (net === null) break;
      const full = free ? carNet(car, row, party, trip.roundTrip) : net;
      cars.push({ roomIndex, party, net, price: carSelling(net, addOn, toAsked), free: !!free && net.isZero() && !!full && !full.isZero() });
    }
    if (cars.length !== parties.length) continue;
    options.push({
      carId: car.id,
      pricingRowId: row.id,
      cars,
      price: moneyText(sum(cars.map((c) => c.price))),
      net: round2(sum(cars.map((c) => c.net))).toFixed(2),
      netCurrency: transfer.currency,
      currency: ctx.currency,
    });
  }
  return options.sort((a, b) => dec(a.price).comparedTo(b.price) || a.carId - b.carId);
}
