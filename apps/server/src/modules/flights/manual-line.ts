import type { BookingCreateRequest, ManualFlightItem } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { converter } from '../../lib/currency-conversion';
import { AppError, badRequest } from '../../lib/errors';
import { dec, exact, moneyText, sum } from '../../lib/money';
import type { ManualContext, Sale } from '../products';
import { findUserById } from '../users';
import { flightCancellationPolicies } from './pricing/cancellation';
import { extraEntities } from './pricing/extras';
import type { Party } from './pricing/types';
import { paxOf, priceFlight } from './pricing/engine';
import { indexGraph } from './presenter';
import { type FlightSnapshot, isFlightSnapshot } from './sale';
import { type FlightClaim, repriceFlight, signFlight } from './search';
import { loadAirportsIndex, loadOneFlight } from './search/catalogue';
import { askerContext, flightPricingContext } from './search/context';
import { extrasInput } from './search/extra';
import { type ClaimedFlight, readFareChoice } from './search/priced';
import { planFlights } from './search/plan';

/**
 * A flight an administrator adds from the catalogue (the add page's `newFlights`, issue 30): the
 * flight, its dates, the fare of each segment, the passengers and optional seats. It is priced and
 * frozen exactly as a storefront booking of the same choices (domain-rules §5.1): the line becomes
 * the flight search's claim for the booking's agency (b2b, its extra markup; an administrator's
 * own booking b2b without one), and the search's own re-pricing (`repriceFlight`) checks the
 * fares, the seats and builds the snapshot, so there is one price and one snapshot for both ways
 * in. Seats and capacity are then taken by the flight product in the booking transaction, like a
 * storefront item; a manual line is refused (409) instead of going on request when its departure
 * is sold out (holds.ts). A Flight Price the admin types replaces the unit price (per passenger);
 * the net, the seats' prices and the catalogue's price (history) stay the catalogue's.
 */

const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');

/** The guests as the search's party: adults booked without an age, the ages of everyone else (an infant without one is 0). */
function partyOf(guests: ManualContext['guests']): Party {
  const aged = guests.filter((g) => g.ageType !== 'adult' || (g.age !== undefined && g.age !== null));
  return { adults: guests.length - aged.length, childrenAges: aged.map((g) => g.age ?? 0) };
}

/** The search's list names in a refusal (`flightSeatsList.0.id`) as the line's own fields (`newFlights.0.seats.0.seat`). */
function renamed(error: unknown, field: string): unknown {
  if (!(error instanceof AppError)) return error;
  const message = error.message
    .replace(/^flightSeatsList\.(\d+)\.id\b/, `${field}.seats.$1.seat`)
    .replace(/^flightSeatsList\.(\d+)/, `${field}.seats.$1`)
    .replace(/^flightMealsList/, `${field}.meals`)
    .replace(/^flight\.segments/, `${field}.segments`);
  return message === error.message ? error : new AppError(error.code, message, error.status);
}

/** The fares' cancellation rows again for the admin's own total (each segment's share by its fare's average, plus its own extras). */
function adminPolicies(claimed: ClaimedFlight, snapshot: FlightSnapshot, total: string, today: string, endDate: string) {
  const index = indexGraph(claimed.rows);
  const averages = sum(snapshot.segments.map((s) => dec(s.pricePerPaxAvg)));
  const extras = sum(snapshot.extras.map((e) => dec(e.price)));
  const fareTotal = dec(total).minus(extras);
  const netCurrency = (pricingId: number) => claimed.rows.pricing.find((p) => p.id === pricingId)?.currency ?? claimed.planned.flight.defaultCurrency;
  return flightCancellationPolicies(
    snapshot.segments.map((segment) => {
      const toItem = converter(netCurrency(segment.farePricingId), claimed.priced.currency, claimed.ctx);
      const own = sum(snapshot.extras.filter((e) => e.segmentKey === segment.segmentKey).map((e) => dec(e.price)));
      return {
        departureDate: segment.date,
        share: (averages.isZero() ? fareTotal.div(snapshot.segments.length) : fareTotal.times(segment.pricePerPaxAvg).div(averages)).plus(own),
        rules: index.rules.get(segment.fareId) ?? [],
        fixedPerPassenger: (amount: string) => toItem.convert(dec(amount)),
        passengers: claimed.priced.passengers,
      };
    }),
    today,
    endDate,
    total,
    claimed.priced.currency,
  );
}

export async function priceManualFlight(db: DbOrTx, line: ManualFlightItem, field: string, context: ManualContext): Promise<Sale> {
  const keys = context.guestKeys ?? context.guests.map((_, i) => `passenger${i + 1}`);
  if (keys.length === 0) throw invalid(`${field}.passengerIds`, 'name the passengers who fly');
  if (keys.length > 9) throw invalid(`${field}.passengerIds`, 'a flight takes at most 9 passengers');
  const party = partyOf(context.guests);
  const pax = paxOf(party);
  if (pax.infant > pax.adult) throw invalid(`${field}.passengerIds`, `an infant sits on an adult's lap: ${pax.infant} infants for ${pax.adult} adults`);

  // The booking's agency (an administrator booking for itself is its own agency): b2b, its extra markup.
  const viewer = context.agentId === undefined ? null : ((await findUserById(db, context.agentId)) ?? null);
  if (!viewer) throw invalid('fields.agent', 'Agency not found');
  const [rows, airports, asker] = await Promise.all([loadOneFlight(db, line.flightId), loadAirportsIndex(db), askerContext(db, viewer, context.currency)]);
  const flight = rows.flights[0];
  if (!flight) throw invalid(`${field}.flightId`, 'Flight not found');
  const trip = { flightType: line.flightType, startDate: line.startDate, endDate: line.flightType === 'round' ? line.endDate : null };
  const [planned] = planFlights(rows, trip);
  if (!planned) {
    const days = line.flightType === 'round' ? `on ${line.startDate} and back on ${line.endDate}` : `on ${line.startDate}`;
    throw invalid(`${field}.startDate`, `${flight.name} does not fly ${days}`);
  }
  const ctx = flightPricingContext(asker, planned.flight);
  const priced = priceFlight(planned.engine, party, ctx);
  if (!priced) throw invalid(`${field}.startDate`, `${flight.name} has no fare priced for ${line.startDate}`);
  const claim: FlightClaim = {
    flightId: flight.id,
    flightType: line.flightType,
    startDate: line.startDate,
    endDate: trip.endDate,
    rooms: [party],
    currency: asker.currency,
    channel: asker.channel,
    // Not bound to a user: the claim never leaves the server, it is re-priced at once for the agency.
    userId: null,
    pricePerPaxAvgBase: exact(priced.base),
    exp: 0,
  };
  const claimed: ClaimedFlight = { claim, rows, planned, priced, ctx, asker, airports, party };
  const choice = readFareChoice({ segments: line.segments.map((s) => ({ ...s, legs: [] })) }, planned, priced, field);

  // A fare with a meal asks each passenger for one of the leg's meals (included): the add page has
  // no meal step, so each passenger gets the leg's first meal, as the voucher then says.
  const passengers = keys.map((id, i) => ({ id, ageType: context.guests[i]!.ageType as 'adult' | 'child' | 'infant', age: context.guests[i]!.age ?? null }));
  const meals = extraEntities('meal', extrasInput(claimed, choice, passengers, new Map()))
    .entities.filter((entity) => entity.selectionType === 'required')
    .flatMap((entity) =>
      Object.keys(entity.items[0]?.passengerIds ?? {}).map((passengerId) => ({ passengerId, legKey: entity.legKey!, id: entity.items[0]!.id })),
    );

  const { exp: _exp, ...unsigned } = claim;
  const hash = await signFlight(db, unsigned);
  // Only what the flight re-pricing reads of a booking request (its passengers, item, fares and extras).
  const request = {
    passengers: Object.fromEntries(passengers.map((p) => [p.id, { ageType: p.ageType, age: p.age }])),
    booking: { bookingItems: [{ productType: 'flight', hash, passengerIds: keys }] },
    flight: { segments: line.segments.map((s) => ({ ...s, legs: [] })) },
    flightBaggageList: [],
    flightMealsList: meals,
    flightSeatsList: line.seats.map((s) => ({ passengerId: s.passengerId, legKey: s.legKey, id: s.seat })),
  } as unknown as BookingCreateRequest;
  let sale: Sale;
  try {
    sale = await repriceFlight(db, hash, viewer, context.today ?? line.startDate, request);
  } catch (error) {
    throw renamed(error, field);
  }
  if (!isFlightSnapshot(sale.snapshot)) throw new Error('a flight sale without its snapshot');
  const snapshot: FlightSnapshot = { ...sale.snapshot, manual: true };
  if (line.price === undefined || line.price === sale.price) return { ...sale, snapshot };
  const total = moneyText(
    dec(line.price)
      .times(sale.count)
      .plus(sale.extrasTotal ?? '0'),
  );
  return {
    ...sale,
    price: line.price,
    snapshot,
    policies: adminPolicies(claimed, snapshot, total, context.today ?? line.startDate, sale.endDate),
    history: { ...sale.history, cataloguePrice: sale.price, priceByAdmin: line.price },
  };
}
