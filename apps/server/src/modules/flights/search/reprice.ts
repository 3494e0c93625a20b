import { type BookingCreateRequest, partyMismatch } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import { converter } from '../../../lib/currency-conversion';
import { badRequest } from '../../../lib/errors';
import { dec, exact, moneyText, sum } from '../../../lib/money';
import type { Guest, Sale, Viewer } from '../../products';
import { flightCancellationPolicies } from '../pricing/cancellation';
import { type ChosenFlight, chosenPrice } from '../pricing/engine';
import type { ExtrasPassenger } from '../pricing/extras';
import type { Party } from '../pricing/types';
import { indexGraph } from '../presenter';
import type { FlightSnapshot } from '../sale';
import { viewerClaim } from './claim';
import { chooseExtras } from './choices';
import { extrasInput, takenSeats } from './extra';
import { type ClaimedFlight, pricedFromClaim, readFareChoice } from './priced';
import { airlineOf, airportRef } from './present';

/**
 * Re-pricing a flight item on booking (domain-rules §5.1, §7): the signed claim is checked (422
 * tampered, expired or another user's) and priced again (409 when the base moved); the fares come
 * from `request.flight` and the extras from its lists, both priced from the catalogue. The sale
 * carries everything the flight product holds and shows: the snapshot (flights/sale.ts), the
 * cancellation rows, and the party it was priced for.
 */

const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');

/** The passengers of the booking's flight item, with their age types as the booking names them. */
function itemPassengers(request: BookingCreateRequest, hash: string): ExtrasPassenger[] {
  const items = request.booking.bookingItems.filter((item) => item.productType === 'flight');
  const item = items.find((i) => i.hash === hash) ?? items[0];
  return (item?.passengerIds ?? []).flatMap((id) => {
    const passenger = request.passengers[id];
    return passenger ? [{ id, ageType: passenger.ageType, age: passenger.age ?? null }] : [];
  });
}

/** Net per passenger of the chosen fares, in the outbound fare's currency (the item's priceNet). */
function netOf(claimed: ClaimedFlight, fares: ChosenFlight) {
  const currency = fares.fares[0]!.netCurrency;
  const net = sum(fares.fares.map((f) => converter(f.netCurrency, currency, claimed.ctx).convert(f.netAvg)));
  return { priceNet: moneyText(net), priceNetCurrency: currency, netRate: converter(currency, claimed.priced.currency, claimed.ctx).factor.toFixed() };
}

export async function repriceFlight(db: DbOrTx, hash: string, viewer: Viewer, today: string, request?: BookingCreateRequest): Promise<Sale> {
  const claim = await viewerClaim(db, hash, viewer);
  const claimed = await pricedFromClaim(db, claim, viewer);
  const { planned, priced, airports, ctx } = claimed;
  if (!request?.flight) throw invalid('flight', 'is required with a flight item (its fare per segment)');
  const choice = readFareChoice(request.flight, planned, priced, 'flight');
  const chosen = chosenPrice(priced, choice)!;
  const passengers = itemPassengers(request, hash);
  const taken = request.flightSeatsList.length ? await takenSeats(db, claimed) : new Map<string, Set<string>>();
  const extras = chooseExtras(extrasInput(claimed, choice, passengers, taken), request);

  const fares = new Map(planned.fares.map((f) => [f.id, f]));
  const airline = airlineOf(planned.flight, planned);
  const index = indexGraph(claimed.rows);
  const startDate = claim.startDate;
  const endDate = claim.endDate ?? claim.startDate;
  const itemTotal = dec(chosen.price).times(priced.passengers).plus(extras.extrasTotal);

  const segments = planned.segments.map((segment, i) => {
    const fare = chosen.fares[i]!;
    const first = segment.legs[0]!;
    const last = segment.legs.at(-1)!;
    return {
      segmentKey: segment.key,
      origin: { code: airportRef(airports, first.row.fromAirportId).code, name: airportRef(airports, first.row.fromAirportId).name },
      destination: { code: airportRef(airports, last.row.toAirportId).code, name: airportRef(airports, last.row.toAirportId).name },
      stopsNames: segment.legs.slice(0, -1).map((leg) => airportRef(airports, leg.row.toAirportId).name),
      airline: { name: airline.name, logo: airline.logo },
      carrierCode: first.row.flightNumber.slice(0, 2),
      flightNumber: first.row.flightNumber,
      departureDate: first.departure,
      arrivalDate: last.arrival,
      selectedFareType: { id: fare.fareId, name: fares.get(fare.fareId)?.name ?? '' },
      legs: segment.legs.map((leg) => ({
        legKey: leg.key,
        legId: leg.row.id,
        date: leg.date,
        flightNumber: leg.row.flightNumber,
        origin: airportRef(airports, leg.row.fromAirportId).code,
        destination: airportRef(airports, leg.row.toAirportId).code,
        departureDate: leg.departure,
        arrivalDate: leg.arrival,
      })),
      segmentId: segment.row.id,
      date: segment.date,
      fareId: fare.fareId,
      farePricingId: fare.pricingRowId,
      pricePerPaxAvg: exact(fare.avg),
      pricePerPaxAvgExtra: exact(fare.extra),
    };
  });
  const legOf = new Map(segments.flatMap((s) => s.legs).map((leg) => [leg.legKey, leg]));
  const net = netOf(claimed, chosen);
  const snapshot: FlightSnapshot = {
    kind: 'flight',
    netRate: net.netRate,
    flightId: planned.flight.id,
    flightName: planned.flight.name,
    flightType: claim.flightType,
    airline,
    pax: priced.pax,
    seatedPassengers: priced.seated,
    pricePerPaxAvgBase: exact(priced.base),
    segments,
    extras: extras.extras,
    seats: extras.seats.map((s) => ({
      passengerId: s.passengerId,
      legKey: s.legKey,
      legId: legOf.get(s.legKey)!.legId,
      date: legOf.get(s.legKey)!.date,
      seat: s.seat,
      price: s.price,
    })),
  };

  // Each segment's share of the item total: the chosen fares' part by their averages, plus its own extras.
  const fareTotal = dec(chosen.price).times(priced.passengers);
  const averages = sum(chosen.fares.map((f) => f.avg));
  const policies = flightCancellationPolicies(
    planned.segments.map((segment, i) => {
      const fare = chosen.fares[i]!;
      const ownExtras = sum(extras.extras.filter((e) => e.segmentKey === segment.key).map((e) => e.price));
      const toItem = converter(fare.netCurrency, priced.currency, ctx);
      return {
        departureDate: segment.date,
        share: (averages.isZero() ? fareTotal.div(chosen.fares.length) : fareTotal.times(fare.avg).div(averages)).plus(ownExtras),
        rules: index.rules.get(fare.fareId) ?? [],
        fixedPerPassenger: (amount: string) => toItem.convert(dec(amount)),
        passengers: priced.passengers,
      };
    }),
    today,
    endDate,
    moneyText(itemTotal),
    priced.currency,
  );

  const party: Party = claimed.party;
  const destination = airports.get(planned.flight.toAirportId);
  return {
    startDate,
    endDate,
    price: chosen.price,
    currency: priced.currency,
    count: priced.passengers,
    extrasTotal: extras.extrasTotal,
    priceNet: net.priceNet,
    priceNetCurrency: net.priceNetCurrency,
    columns: { title: `${planned.flight.name} (${segments[0]!.flightNumber})` },
    snapshot,
    policies,
    locationId: destination?.cityId ?? planned.flight.toAirportId,
    history: { flightId: planned.flight.id, fares: chosen.fares.map((f, i) => ({ segmentKey: segments[i]!.segmentKey, fareId: f.fareId })) },
    priced: party,
  };
}

/**
 * The passengers named on a flight item must be the party it was priced for, compared by age
 * (contracts partyMismatch): a 14-year-old the search gave is priced as an adult and may be named
 * as the adult of 14 the passenger card says (400 naming `field` otherwise).
 */
export function checkFlightGuests(sale: Sale, guests: Guest[], field: string): void {
  const mismatch = partyMismatch(sale.priced as Party, guests);
  if (mismatch) throw invalid(field, `this flight was priced for ${mismatch.priced}, but the passengers named are ${mismatch.named}`);
}
