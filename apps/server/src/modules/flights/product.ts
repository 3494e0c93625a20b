import { sql } from 'drizzle-orm';
import { bandsText, plural } from '@travel/contracts';
import type { BookedFlightExtra, BookedFlightSegment, ManualFlightItem } from '@travel/contracts';
import type { ItemRecord, Product, VoucherFacts } from '../products';
import { releaseFlightSeats, takeFlightSeats } from './holds';
import { flightInventory } from './inventory-audit';
import { priceManualFlight } from './manual-line';
import { type FlightSnapshot, isFlightSnapshot, saleRow } from './sale';
import { checkFlightGuests, type FlightClaim, repriceFlight, searchFlights, signFlight, verifyFlight } from './search';
import { flightSales } from './tables';

/**
 * Flights as a product (architecture "Products"): search, hash and re-pricing are the flight
 * search's (`search/`), capacity and seats are ledger holds (`holds.ts`), and what was sold is
 * the item's frozen `FlightSnapshot`, shown per segment with its fare and the extras per
 * passenger. A flight item without a snapshot (entered by hand before flight mode) shows its
 * title and holds nothing.
 */

const snapshotOf = (record: ItemRecord): FlightSnapshot | null => (isFlightSnapshot(record.item.option) ? record.item.option : null);

/** The segment as the booking page's Flight card reads it: the contract's fields only, no catalogue ids or averages. */
export function bookedSegment(segment: FlightSnapshot['segments'][number]): BookedFlightSegment {
  return {
    segmentKey: segment.segmentKey,
    origin: { code: segment.origin.code, name: segment.origin.name },
    destination: { code: segment.destination.code, name: segment.destination.name },
    stopsNames: [...segment.stopsNames],
    airline: { name: segment.airline.name, logo: segment.airline.logo },
    carrierCode: segment.carrierCode,
    flightNumber: segment.flightNumber,
    departureDate: segment.departureDate,
    arrivalDate: segment.arrivalDate,
    selectedFareType: { id: segment.selectedFareType.id, name: segment.selectedFareType.name },
    legs: segment.legs.map((leg) => ({
      legKey: leg.legKey,
      flightNumber: leg.flightNumber,
      origin: leg.origin,
      destination: leg.destination,
      departureDate: leg.departureDate,
      arrivalDate: leg.arrivalDate,
    })),
  };
}

const segmentKeyOf = (legKey: string) => (legKey.startsWith('return') ? 'return' : 'outbound');

/**
 * The extras per passenger, included ones at 0, each seat among them: a seat the pricing kept
 * only in the snapshot's seat list is added as a 'seat' extra, so the card lists every choice.
 */
export function bookedExtras(snapshot: FlightSnapshot): BookedFlightExtra[] {
  const extras: BookedFlightExtra[] = snapshot.extras.map((e) => ({
    passengerId: e.passengerId,
    type: e.type,
    segmentKey: e.segmentKey,
    legKey: e.legKey,
    id: e.id,
    name: e.name,
    price: e.price,
    included: e.included,
  }));
  for (const seat of snapshot.seats) {
    if (extras.some((e) => e.type === 'seat' && e.passengerId === seat.passengerId && e.legKey === seat.legKey)) continue;
    extras.push({
      passengerId: seat.passengerId,
      type: 'seat',
      segmentKey: segmentKeyOf(seat.legKey),
      legKey: seat.legKey,
      id: seat.seat,
      name: `Seat ${seat.seat}`,
      price: seat.price,
      included: false,
    });
  }
  return extras;
}

/** 'Light / Plus': the fare of each segment, in flight order. */
const faresText = (snapshot: FlightSnapshot) => snapshot.segments.map((s) => s.selectedFareType.name).join(' / ');

/** The meals chosen, each once: 'Snack, Hot meal'. */
const mealsText = (snapshot: FlightSnapshot) =>
  [
    ...new Set(
      bookedExtras(snapshot)
        .filter((e) => e.type === 'meal')
        .map((e) => e.name),
    ),
  ].join(', ');

/** '2 adults, 1 child, 1 infant' (the adults said even when none). */
export const paxText = (pax: FlightSnapshot['pax']) => bandsText(pax, true);

/** 'TravelAir LIS → CDG (TA401), Light / Plus': the airline, the outbound route and flight, the fares. */
export function flightTitle(snapshot: FlightSnapshot) {
  const first = snapshot.segments[0];
  const airline = snapshot.airline.name || snapshot.flightName;
  if (!first) return airline;
  return `${airline} ${first.origin.code} → ${first.destination.code} (${first.flightNumber}), ${faresText(snapshot)}`;
}

/** DD.MM.YYYY HH:MM of a local 'YYYY-MM-DDTHH:MM' (the voucher's date format). */
const dateTime = (local: string) => `${local.slice(0, 10).split('-').reverse().join('.')} ${local.slice(11, 16)}`.trim();

const stopsText = (names: string[]) => (names.length === 0 ? 'nonstop' : `${plural(names.length, 'stop', 'stops')} (${names.join(', ')})`);
const direction = (key: string) => (key === 'return' ? 'Return' : 'Outbound');
/** 'passenger2' → 'Passenger 2' */
const passengerLabel = (id: string) => id.replace(/^passenger(\d+)$/, 'Passenger $1');

/** 'TA401'; the carrier code before the number when the number does not start with it ('AF TA401'). */
const flightCode = (s: { carrierCode: string; flightNumber: string }) =>
  s.flightNumber.startsWith(s.carrierCode) ? s.flightNumber : `${s.carrierCode} ${s.flightNumber}`.trim();

/**
 * What the voucher and the mails list under a flight item: one line per segment (codes, stops,
 * airline, carrier and flight number, departure and arrival, the fare and what it includes for
 * everyone), then each passenger's chosen extras with their selling prices ('included' at 0).
 */
export function flightLines(snapshot: FlightSnapshot, currency: string): string[] {
  const extras = bookedExtras(snapshot);
  // What a fare includes for everyone is said once on its segment, not under every passenger.
  const fareIncludes = (segmentKey: string) => [
    ...new Set(extras.filter((e) => e.type === 'baggage' && e.included && e.segmentKey === segmentKey).map((e) => e.name)),
  ];
  const segments = snapshot.segments.map((s) => {
    const included = fareIncludes(s.segmentKey);
    const fare = `fare ${s.selectedFareType.name}${included.length ? ` (${included.join(', ')})` : ''}`;
    return `${direction(s.segmentKey)}: ${s.origin.code} → ${s.destination.code}, ${stopsText(s.stopsNames)}, ${s.airline.name || snapshot.flightName} ${flightCode(s)}, departs ${dateTime(s.departureDate)}, arrives ${dateTime(s.arrivalDate)}, ${fare}`;
  });
  const chosen = extras.filter((e) => !(e.type === 'baggage' && e.included));
  const where = (e: BookedFlightExtra) => {
    const segment = snapshot.segments.find((s) => s.segmentKey === e.segmentKey);
    const leg = e.legKey ? segment?.legs.find((l) => l.legKey === e.legKey) : undefined;
    return leg
      ? `${leg.flightNumber} ${leg.origin} → ${leg.destination}`
      : segment
        ? `${segment.origin.code} → ${segment.destination.code}`
        : direction(e.segmentKey);
  };
  const price = (e: BookedFlightExtra) => (e.included ? 'included' : `${e.price} ${currency}`);
  const passengers = [...new Set(chosen.map((e) => e.passengerId))];
  const perPassenger = passengers.map(
    (id) =>
      `${passengerLabel(id)}: ${chosen
        .filter((e) => e.passengerId === id)
        .map((e) => `${e.name} (${where(e)}) ${price(e)}`)
        .join('; ')}`,
  );
  return [...segments, ...perPassenger];
}

/** The voucher's facts of a flight: fares for the room type, the meals chosen, the party, and the flight's lines. */
function voucherFacts(record: ItemRecord): VoucherFacts {
  const { item } = record;
  const snapshot = snapshotOf(record);
  if (!snapshot) return { title: item.title ?? 'Flight', roomType: '', meal: '', occupancy: `${item.passengerIds.length} passengers` };
  const round = snapshot.segments.length > 1;
  return {
    title: flightTitle(snapshot),
    roomType: faresText(snapshot),
    meal: mealsText(snapshot),
    occupancy: paxText(snapshot.pax),
    labels: { roomType: round ? 'Fares' : 'Fare', meal: 'Meals', checkIn: 'Departure', checkOut: round ? 'Return' : null, nights: null },
    lines: flightLines(snapshot, item.currency),
  };
}

export const flightProduct: Product = {
  type: 'flight',
  noun: 'flights',

  search: (db, query, viewer, today) => searchFlights(db, query, viewer, today),
  sign: (db, claim) => signFlight(db, claim as Omit<FlightClaim, 'exp'>),
  verify: (db, hash) => verifyFlight(db, hash),
  reprice: (db, hash, viewer, today, request) => repriceFlight(db, hash, viewer, today, request),
  checkGuests: (sale, guests, field) => checkFlightGuests(sale, guests, field),
  /** A flight line of Add Booking (`newFlights`, its contract checked it): priced and frozen as the storefront's. */
  manual: (db, line, field, context) => priceManualFlight(db, line as unknown as ManualFlightItem, field, context),

  /** The flights module's own record of what was sold: the flight, each segment's fare and pricing row cannot be deleted while it exists. */
  async recordSale(tx, item, sale) {
    const snapshot = sale.snapshot;
    if (!isFlightSnapshot(snapshot)) return;
    await tx.insert(flightSales).values(saleRow(item.id, snapshot));
  },

  take: (tx, items) => takeFlightSeats(tx, items),
  release: (tx, itemIds) => releaseFlightSeats(tx, itemIds),
  inventory: flightInventory,

  view(record) {
    const { item } = record;
    const snapshot = snapshotOf(record);
    const name = snapshot ? flightTitle(snapshot) : (item.title ?? '');
    return {
      productType: 'flight',
      name,
      ...(snapshot ? { segments: snapshot.segments.map(bookedSegment), extras: bookedExtras(snapshot), extrasTotal: item.extrasTotal } : {}),
    };
  },

  title(record) {
    const snapshot = snapshotOf(record);
    return snapshot ? flightTitle(snapshot) : (record.item.title ?? 'Flight');
  },

  voucher: voucherFacts,

  mailLine(sale, facts) {
    const snapshot = sale.snapshot;
    if (!isFlightSnapshot(snapshot))
      return `- Flight: ${sale.columns.title ?? ''}, ${sale.startDate} to ${sale.endDate} (${facts.status}) ${facts.total} ${facts.currency}`;
    const lines = flightLines(snapshot, facts.currency).map((line) => `    ${line}`);
    return [`- Flight: ${flightTitle(snapshot)}, ${paxText(snapshot.pax)} (${facts.status}) ${facts.total} ${facts.currency}`, ...lines].join('\n');
  },

  // The reports group flights by the flight sold, named as it was sold.
  reportGroup: (item) => ({ key: sql`coalesce(${item}.option ->> 'flightId', '')`, label: sql`coalesce(${item}.option ->> 'flightName', '')` }),
};
