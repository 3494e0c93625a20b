import { type FlightExtraAnswer, type FlightExtraRequest, type FlightExtraType, passengerSlots } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import type { Viewer } from '../../products';
import { seatsTaken } from '../availability';
import { extraPrice, type FareChoice } from '../pricing/engine';
import { type ExtrasInput, type ExtrasPassenger, extraEntities } from '../pricing/extras';
import { indexGraph } from '../presenter';
import { viewerClaim } from './claim';
import { type ClaimedFlight, pricedFromClaim, readFareChoice } from './priced';
import { hopTitle, segmentTitle } from './present';

/**
 * `POST search/flight-extra?type=baggage|meal|seat` (account spec §7, Extras; storefront spec §4
 * point 3): what each passenger may add for the fares chosen so far, from the same entities the
 * booking checks its choices against (pricing/extras.ts).
 */

/** The passengers of a claim, passenger1..N as the passenger step numbers them (adults first per room). */
export const claimPassengers = (claimed: ClaimedFlight): ExtrasPassenger[] =>
  passengerSlots(claimed.claim.rooms, claimed.claim.startDate).map((slot) => ({ id: slot.id, ageType: slot.ageType, age: slot.age }));

/** Seats held on each leg of the flight that has a seat map, keyed by legKey (one query a leg). */
export async function takenSeats(db: DbOrTx, claimed: ClaimedFlight): Promise<Map<string, Set<string>>> {
  const legs = claimed.planned.segments.flatMap((s) => s.legs).filter((leg) => leg.row.seatMap);
  const taken = await Promise.all(legs.map((leg) => seatsTaken(db, leg.row.id, leg.date)));
  return new Map(legs.map((leg, i) => [leg.key, taken[i]!]));
}

/** The extras catalogue of the chosen fares, for `passengers`, priced in the claim's currency. */
export function extrasInput(claimed: ClaimedFlight, choice: FareChoice, passengers: ExtrasPassenger[], taken: Map<string, Set<string>>): ExtrasInput {
  const { planned, airports, ctx } = claimed;
  const index = indexGraph(claimed.rows);
  const fares = new Map(planned.fares.map((f) => [f.id, f]));
  return {
    passengers,
    currency: claimed.priced.currency,
    price: (amount) => extraPrice(amount, planned.flight.defaultCurrency, ctx),
    segments: planned.segments.map((segment) => {
      const fare = fares.get(choice[segment.key]!)!;
      return {
        key: segment.key,
        title: segmentTitle(airports, segment),
        fare: { id: fare.id, handBaggages: fare.handBaggages, baggages: fare.baggages, meal: fare.meal },
        baggage: (index.baggage.get(segment.row.id) ?? []).map((b) => ({ id: b.id, name: b.name, weight: b.weight, price: b.price })),
        legs: segment.legs.map((leg) => ({
          key: leg.key,
          title: hopTitle(airports, leg.row.fromAirportId, leg.row.toAirportId, leg.row.flightNumber),
          meals: (index.meals.get(leg.row.id) ?? []).map((m) => ({ id: m.id, name: m.name, price: m.price })),
          seatMap: leg.row.seatMap,
          takenSeats: taken.get(leg.key) ?? new Set(),
        })),
      };
    }),
  };
}

export async function flightExtra(db: DbOrTx, type: FlightExtraType, request: FlightExtraRequest, viewer: Viewer): Promise<FlightExtraAnswer> {
  const claim = await viewerClaim(db, request.hash, viewer);
  const claimed = await pricedFromClaim(db, claim, viewer);
  const choice = readFareChoice(request.flight, claimed.planned, claimed.priced, 'flight');
  const passengers = claimPassengers(claimed);
  const taken = type === 'seat' ? await takenSeats(db, claimed) : new Map<string, Set<string>>();
  const answer = extraEntities(type, extrasInput(claimed, choice, passengers, taken));
  const shownTo = type === 'seat' ? passengers.filter((p) => p.ageType !== 'infant') : passengers;
  return {
    type,
    ...answer,
    entities: withAll(
      answer.entities,
      shownTo.map((p) => p.id),
    ),
    passengers: shownTo,
  };
}

/**
 * The spec's `passengerIds` (storefront spec §4 "Flight extras": a map to 'included' or a price,
 * or 'all'): an item every passenger of the answer has at one value also says so under `all`,
 * beside the per-passenger keys a client may read instead.
 */
function withAll(entities: FlightExtraAnswer['entities'], passengerIds: string[]): FlightExtraAnswer['entities'] {
  return entities.map((entity) => ({
    ...entity,
    items: entity.items.map((item) => {
      const values = passengerIds.map((id) => item.passengerIds[id]);
      const [first] = values;
      return first !== undefined && values.every((value) => value === first) ? { ...item, passengerIds: { ...item.passengerIds, all: first } } : item;
    }),
  }));
}
