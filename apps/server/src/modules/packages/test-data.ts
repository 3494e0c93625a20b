import { eq } from 'drizzle-orm';
import type { FlightOption, FlightSearchAnswer, PackageSearchAnswer, TransferOption } from '@travel/contracts';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { fixtureDate } from '../../test/dates';
import { countryId } from '../../test/factories';
import { postBooking } from '../bookings/test-data';
import { flightSegments } from '../flights/tables';
import { createWorkedFlight, flightDocuments, leadContact, type WorkedFlightOptions } from '../flights/test-data';
import { cityId } from '../hotels/test-data';
import { STAY } from '../hotels/search/test-data';
import { createWorkedTransfer, searchTransfers, type WorkedTransfer } from '../transfers/search/test-data';

/**
 * The package of domain-rules §10: the §9 stay in Paris (2027-06-28 to 2027-07-03 of the
 * fixtures' year, 2 adults and a child of 5, BB, agent 643.50), the §10 flight LIS → CDG (Light
 * round trip 2 x 180 + 135 = 495.00, 165.00 x 3) and the §10 transfer CDG → Paris hotels (Van
 * round trip 110.00): 1,248.50 as three booking items.
 */

export { STAY };
/** The §9 party in one room: 2 adults and a child of 5. */
export const PARTY = [{ adults: 2, childrenAges: [5] }];
const year = Number(STAY.startDate.slice(0, 4));
/** The party as the booking names them (ages on the first day), with what the flight asks (issue 29). */
export const PASSENGERS = {
  passenger1: {
    title: 'Mr',
    firstName: 'Ann',
    lastName: 'Lee',
    birthDate: '1980-05-01',
    ageType: 'adult',
    age: null,
    ...leadContact,
    ...flightDocuments('FR1000001'),
  },
  passenger2: { title: 'Mrs', firstName: 'Bea', lastName: 'Lee', birthDate: '1982-03-04', ageType: 'adult', age: null, ...flightDocuments('FR1000002') },
  passenger3: { title: 'Mstr', firstName: 'Cid', lastName: 'Lee', birthDate: `${year - 5}-01-15`, ageType: 'child', age: 5, ...flightDocuments('FR1000003') },
};
export const IDS = Object.keys(PASSENGERS);

/**
 * The §10 flight, flying the §9 dates: its segments run June and July (the builder's run June
 * only, and the stay comes back on 3 July); the fares' June row covers the outbound day, which
 * is the row a round trip is priced by (domain-rules §5.1).
 */
export async function packageFlight(app: App, db: Db, adminHeaders: Record<string, string>, options: WorkedFlightOptions = {}) {
  const flight = await createWorkedFlight(app, db, adminHeaders, options);
  await db
    .update(flightSegments)
    .set({ validTo: fixtureDate('2027-07-31') })
    .where(eq(flightSegments.flightId, flight.id));
  return flight;
}

/** The query of `GET search?searchMode=package` LIS → Paris (CDG) for the §9 stay and party. */
export async function packageQuery(db: Db, airports: { lis: number; cdg: number }, over: Record<string, string> = {}) {
  return new URLSearchParams({
    searchMode: 'package',
    toId: String(await cityId(db, 'Paris')),
    fromAirportId: String(airports.lis),
    toAirportId: String(airports.cdg),
    nationalityId: String(await countryId(db, 'FR')),
    startDate: STAY.startDate,
    endDate: STAY.endDate,
    transfer: 'true',
    rooms: JSON.stringify(PARTY),
    ...over,
  });
}

/** `GET search?searchMode=package` as `headers`' user: the raw reply. */
export const searchPackage = (app: App, headers: Record<string, string>, query: URLSearchParams) =>
  app.inject({ method: 'GET', url: `/api/v1/search?${query}`, headers });

/** What the wizard has chosen for a package: the hotel's room option, the flight (Light both ways) and the Van. */
export type PackagePicks = { room: { id: string; hash: string; price: string }; flight: FlightOption; van: TransferOption };

/**
 * Walks the package as the wizard does, as `headers`' user: the package search (one hotel), the
 * flight search of the wizard's flight step (the flight `airports` names by its `id`, else the
 * package's cheapest), then the transfers for that room option.
 */
export async function pickPackage(
  app: App,
  db: Db,
  headers: Record<string, string>,
  hotelId: number,
  airports: { lis: number; cdg: number; id?: number },
  transfer: WorkedTransfer,
): Promise<PackagePicks> {
  const res = await searchPackage(app, headers, await packageQuery(db, airports, { hotelId: String(hotelId) }));
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as PackageSearchAnswer;
  const hotel = answer.hotels.find((h) => h.id === hotelId)!;
  const room = hotel.rooms[0]!.options[0]!;
  // The flight step: the round trips of the route for the party, this test's flight among them.
  const flights = new URLSearchParams({
    ...Object.fromEntries(await packageQuery(db, airports)),
    searchMode: 'flight',
    flightType: 'round',
    transfer: 'false',
  });
  const found = await app.inject({ method: 'GET', url: `/api/v1/search?${flights}`, headers });
  expect(found.statusCode, found.body).toBe(200);
  const flight = (found.json() as FlightSearchAnswer).flights.find((f) => f.id === airports.id) ?? answer.flight!;
  const options = await searchTransfers(
    app,
    headers,
    new URLSearchParams({
      toAirportId: String(airports.cdg),
      hotelId: String(hotelId),
      startDate: STAY.startDate,
      endDate: STAY.endDate,
      rooms: JSON.stringify(PARTY),
      options: `${room.id}~${room.hash}`,
    }),
  );
  const van = options.find((o) => o.transferId === transfer.id && o.carId === transfer.van)!;
  return { room, flight, van };
}

/**
 * The package booking request (account spec §3): the room, the flight with its fares (Light on
 * both segments unless said) and extras beside it, the transfer with the booked flight's arrival
 * and departure, every item naming the same passengers.
 */
export function packageBookingJson(
  picks: PackagePicks,
  fares: { outbound: number; return: number },
  extra: { seats?: { passengerId: string; legKey: string; id: string; price?: string }[]; flightHash?: string; withTransfer?: boolean } = {},
) {
  const [out, back] = picks.flight.segments;
  const time = (date: string) => date.slice(11, 16);
  // Filled from the booked flight: the outbound's last leg lands at the airport, the return's first leg leaves it.
  const [landing, leaving] = [out!.legs.at(-1)!, back!.legs[0]!];
  const transferDetails = {
    arrivalFlightNumber: landing.flightNumber,
    arrivalTime: time(landing.arrivalDate),
    departureFlightNumber: leaving.flightNumber,
    departureTime: time(leaving.departureDate),
  };
  return {
    passengers: PASSENGERS,
    fields: { comment: 'Package to Paris', additionalRequests: {} },
    booking: {
      bookingItems: [
        { productType: 'hotel', hash: picks.room.hash, passengerIds: IDS },
        { productType: 'flight', hash: extra.flightHash ?? picks.flight.hash, passengerIds: IDS },
        ...(extra.withTransfer === false ? [] : [{ productType: 'transfer', hash: picks.van.hash, passengerIds: IDS, transferDetails }]),
      ],
      passengersByRoom: [IDS],
    },
    searchParams: { startDate: STAY.startDate, endDate: STAY.endDate },
    flight: {
      segments: [
        { segmentKey: 'outbound', fareId: fares.outbound, legs: [{ legKey: 'outbound-1' }] },
        { segmentKey: 'return', fareId: fares.return, legs: [{ legKey: 'return-1' }] },
      ],
      currency: 'EUR',
    },
    flightBaggageList: [],
    flightMealsList: [],
    flightSeatsList: extra.seats ?? [],
  };
}

/** `POST bookings` of a package as `headers`' user. */
export const postPackage = (app: App, headers: Record<string, string>, json: unknown) => postBooking(app, headers, json);

export { createWorkedTransfer };
