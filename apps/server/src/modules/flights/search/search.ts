import { type FlightSearchAnswer, moneyToCents, type SearchQuery, SEARCH_MESSAGES, searchProblem } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import { exact } from '../../../lib/money';
import type { Viewer } from '../../products';
import { priceFlight } from '../pricing/engine';
import type { Party } from '../pricing/types';
import { loadAirportsIndex, loadRoute } from './catalogue';
import { flightSigner } from './claim';
import { askerContext, flightPricingContext } from './context';
import { type PlannedSegment, planFlights, type Trip } from './plan';
import { nearestDates } from './nearest';
import { presentFlightOption } from './present';

/**
 * `GET search?searchMode=flight` (storefront spec §2-§5, domain-rules §5.1): every flight of the
 * route that flies the trip's days, priced at the cheapest fare of each segment for the whole
 * party, cheapest first, each with its signed hash. A day the route does not fly answers an empty
 * list (a search, not an error); bad input is a 400 with the spec's sentence.
 */

const refuse = (message: string) => badRequest(message, 'search_validation');

/** The search's checks beyond the form's (storefront spec §5), as sentences; answers the trip and the party. */
export function readFlightSearch(query: SearchQuery, today: string): { trip: Trip; party: Party; rooms: Party[] } {
  if (query.searchMode !== 'flight') throw badRequest('This search is not a flight search.', 'search_mode');
  const rooms = query.rooms.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges }));
  const problem = searchProblem({ ...query, rooms: rooms.map((r) => ({ ...r, children: r.childrenAges.length })) });
  if (problem) throw refuse(problem);
  const party = { adults: rooms.reduce((n, r) => n + r.adults, 0), childrenAges: rooms.flatMap((r) => r.childrenAges) };
  if (party.adults < 1) throw refuse(SEARCH_MESSAGES.adults);
  if (query.fromAirportId === query.toAirportId) throw refuse('Origin and destination airport must differ.');
  const startDate = query.startDate!;
  if (startDate < today) throw refuse('Start date must not be in the past.');
  const round = query.flightType === 'round';
  if (round && query.endDate! <= startDate) throw refuse('End date must be after the start date.');
  return { trip: { flightType: query.flightType, startDate, endDate: round ? query.endDate! : null, fromAirportId: query.fromAirportId! }, party, rooms };
}

export async function searchFlights(db: DbOrTx, query: SearchQuery, viewer: Viewer, today: string): Promise<FlightSearchAnswer> {
  const { trip, party, rooms } = readFlightSearch(query, today);
  const [rows, airports, asker, sign] = await Promise.all([
    loadRoute(db, query.fromAirportId!, query.toAirportId!, trip),
    loadAirportsIndex(db),
    askerContext(db, viewer, query.currency),
    flightSigner(db),
  ]);
  const planned = planFlights(rows, trip);
  const priced = planned.flatMap((flight) => {
    const pricing = priceFlight(flight.engine, party, flightPricingContext(asker, flight.flight));
    return pricing ? [{ planned: flight, pricing }] : [];
  });
  const seatsLeft = (segment: PlannedSegment) => (segment.capacity === null ? null : Math.max(0, segment.capacity - (rows.held.get(segment.row.id) ?? 0)));

  const flights = priced
    .map(({ planned, pricing }) =>
      presentFlightOption(
        planned,
        pricing,
        airports,
        seatsLeft,
        sign({
          flightId: planned.flight.id,
          flightType: trip.flightType,
          startDate: trip.startDate,
          endDate: trip.endDate,
          rooms,
          currency: asker.currency,
          channel: asker.channel,
          userId: viewer?.id ?? null,
          pricePerPaxAvgBase: exact(pricing.base),
          reversed: planned.reversed,
        }),
      ),
    )
    .sort((a, b) => Number(a.pricePerPax) - Number(b.pricePerPax) || a.segments[0]!.departureDate.localeCompare(b.segments[0]!.departureDate) || a.id - b.id);
  // Whole units from the prices' cents (never binary floating point): the cheapest down, the dearest up.
  const cents = flights.map((f) => moneyToCents(f.price) ?? 0n).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    searchMode: 'flight',
    // The account spec's §3 shape: one entity per flight; no hotel; transfers and visas have their own calls.
    entities: flights.map((f) => ({ hotel: [], flight: [f.id], transfer: [], visa: [] })),
    hotels: [],
    flights,
    transfers: [],
    visas: [],
    // The filter column's range over the flights' party prices (whole units, as hotel mode's); no hotel choices.
    filters: {
      price: { min: cents.length ? Number(cents[0]! / 100n) : 0, max: cents.length ? Number((cents.at(-1)! + 99n) / 100n) : 0, currency: asker.currency },
      hotelCategories: [],
      mealTypes: [],
      roomCategories: [],
    },
    price: flights[0]?.price ?? null,
    currency: asker.currency,
    priceOnRequest: flights.some((f) => f.priceOnRequest),
    total: flights.length,
    // None flies those days: the nearest days that have a flight, from the schedule (nearest.ts).
    nearestDates: flights.length ? null : await nearestDates(db, trip, query.toAirportId!, today),
  };
}
