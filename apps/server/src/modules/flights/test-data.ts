import { and, eq } from 'drizzle-orm';
import type { Flight, FlightExtraAnswer, FlightSearchAnswer } from '@travel/contracts';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { fixtureDate } from '../../test/dates';
import { countryId, taxonomyId } from '../../test/factories';
import { insertBooking } from '../bookings/test-data';
import { bookingItems } from '../bookings/tables';
import { sendForm } from '../hotels/test-data';
import { locations } from '../reference/tables';
import type { FlightSnapshot } from './sale';
import { flightSales } from './tables';

/** The id of a seeded airport by IATA code. */
export async function airportId(db: Db, code: string) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.type, 'airport'), eq(locations.code, code)));
  if (!row) throw new Error(`No seeded airport ${code}`);
  return row.id;
}

/**
 * Sells a flight the way the flight search will (next issue): a booking with a flight item and
 * the flights module's record of what it sold.
 */
export async function sellFlight(db: Db, agentId: number, sold: { flightId: number; fareId?: number; farePricingId?: number }) {
  const booking = await insertBooking(db, { agentId });
  const [item] = await db
    .insert(bookingItems)
    .values({
      bookingId: booking.id,
      productType: 'flight',
      bookingStatusId: await taxonomyId(db, 'bookingStatus', 'confirmed'),
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-06-05'),
      price: '100.00',
      currency: 'EUR',
      total: '100.00',
      title: 'Flight',
    })
    .returning();
  await db
    .insert(flightSales)
    .values({ bookingItemId: item!.id, flightId: sold.flightId, fareId: sold.fareId ?? null, farePricingId: sold.farePricingId ?? null });
  return { booking, item: item! };
}

export type WorkedFlightOptions = {
  /** Flight numbers of the outbound and return legs (each test file its own, so searches do not meet). */
  numbers?: { out: string; back: string };
  /** Seats for sale per departure on both segments; absent: the seat map's sellable seats (178). */
  seatCapacity?: number;
  /** Cancellation rules of each fare (domain-rules §7 form); absent: none (non-refundable). */
  rules?: {
    light?: { daysBefore: number; penaltyType: 'percent' | 'fixed'; amount: string }[];
    plus?: { daysBefore: number; penaltyType: 'percent' | 'fixed'; amount: string }[];
  };
};

/** The seat map of the worked flight: 30 rows A-F (rowsCount 31), 1A and 10F blocked, rows 1-5 at 12.00. */
export const WORKED_SEAT_MAP = {
  rowsCount: 31,
  seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'],
  blockedSeats: ['1A', '10F'],
  rowPrices: [{ fromRow: 1, toRow: 5, price: '12.00' }],
};

/**
 * The flight of domain-rules §10 built through the admin API: TravelAir (TA) LIS -> CDG, daily,
 * nonstop, outbound 08:10 (160 min), return 12:30 (150 min); fares Light (no meal, no bag) and
 * Plus (meal "Snack", 23 kg bag), one pricing row for June of the fixtures' 2027; the seat map
 * above on both legs, "Extra bag 23 kg" at 35.00 on both segments, two meals per leg. Answers the
 * catalogue ids the booking tests check holds against.
 */
export async function createWorkedFlight(app: App, db: Db, headers: Record<string, string>, options: WorkedFlightOptions = {}) {
  const [lis, cdg] = [await airportId(db, 'LIS'), await airportId(db, 'CDG')];
  const numbers = options.numbers ?? { out: 'TA401', back: 'TA402' };
  const name = `Lisbon - Paris ${numbers.out}`;
  const info = { name, fromAirport: JSON.stringify({ id: lis }), toAirport: JSON.stringify({ id: cdg }), defaultCurrency: 'EUR' };
  const created = await sendForm(app, 'POST', '/api/v1/flights', info, headers);
  if (created.statusCode !== 201) throw new Error(`flight not created: ${created.body}`);
  const flightId = created.json().id as number;
  const fare = async (body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: `/api/v1/flights/${flightId}/fares`, headers, payload: body });
    if (res.statusCode !== 201) throw new Error(`fare not created: ${res.body}`);
    return res.json().id as number;
  };
  const light = await fare({
    name: 'Light',
    code: 'LT',
    meal: 'No meal',
    handBagagges: [{ handBaggage: 'Hand baggage 8 kg' }],
    baggages: [],
    cancellationRules: options.rules?.light ?? [],
  });
  const plus = await fare({
    name: 'Plus',
    code: 'PL',
    meal: 'Snack',
    handBagagges: [{ handBaggage: 'Hand baggage 8 kg' }],
    baggages: [{ baggage: 'Baggage 23 kg' }],
    cancellationRules: options.rules?.plus ?? [],
  });
  const [validFrom, validTo] = [fixtureDate('2027-06-01'), fixtureDate('2027-06-30')];
  const meals = [
    { name: 'Snack', price: '6.00' },
    { name: 'Hot meal', price: '14.00' },
  ];
  const leg = (flightNumber: string, from: number, to: number, departureTime: string, durationMinutes: number) => ({
    flightNumber,
    fromAirport: from,
    toAirport: to,
    departureTime,
    durationMinutes,
    seatMap: WORKED_SEAT_MAP,
    mealOptions: meals,
  });
  const everyDay = [1, 2, 3, 4, 5, 6, 7];
  const bags = [{ name: 'Extra bag 23 kg', weight: '23 kg', price: '35.00' }];
  const capacity = options.seatCapacity === undefined ? {} : { seatCapacity: options.seatCapacity };
  const segments = [
    { direction: 'outbound', weekdays: everyDay, validFrom, validTo, ...capacity, legs: [leg(numbers.out, lis, cdg, '08:10', 160)], baggageOptions: bags },
    { direction: 'return', weekdays: everyDay, validFrom, validTo, ...capacity, legs: [leg(numbers.back, cdg, lis, '12:30', 150)], baggageOptions: bags },
  ];
  const row = (pricingData: Record<string, string>) => [{ startDate: validFrom, endDate: validTo, pricingData: { ...pricingData, currency: 'EUR' } }];
  const fares = [
    { id: light, pricing: row({ price: '100', priceChild1: '75', priceChild2: '10', priceReturn: '180', priceReturnChild1: '135', priceReturnChild2: '20' }) },
    { id: plus, pricing: row({ price: '140', priceChild1: '105', priceChild2: '14', priceReturn: '250', priceReturnChild1: '190', priceReturnChild2: '28' }) },
  ];
  const saved = await sendForm(
    app,
    'POST',
    `/api/v1/flights/${flightId}`,
    {
      _method: 'PUT',
      ...info,
      airline: JSON.stringify({ name: 'TravelAir', code: 'TA', logo: null }),
      markups: JSON.stringify({ b2b: { type: 'percent', amount: '' }, b2c: { type: 'percent', amount: '' } }),
      segments: JSON.stringify(segments),
      fares: JSON.stringify(fares),
    },
    headers,
  );
  if (saved.statusCode !== 200) throw new Error(`flight not saved: ${saved.body}`);
  const flight = saved.json() as Flight;
  const outbound = flight.segments.find((s) => s.direction === 'outbound')!;
  const back = flight.segments.find((s) => s.direction === 'return')!;
  const pricingOf = (fareId: number) => flight.fares.find((f) => f.id === fareId)!.pricing[0]!.id;
  return {
    id: flightId,
    name,
    lis,
    cdg,
    numbers,
    fares: { light, plus },
    pricing: { light: pricingOf(light), plus: pricingOf(plus) },
    segments: { outbound: outbound.id, return: back.id },
    legs: { outbound: outbound.legs[0]!.id, return: back.legs[0]!.id },
    /** "Extra bag 23 kg" of each segment. */
    bags: { outbound: outbound.baggageOptions[0]!.id, return: back.baggageOptions[0]!.id },
  };
}
export type WorkedFlight = Awaited<ReturnType<typeof createWorkedFlight>>;

export const OUT = fixtureDate('2027-06-10');
export const BACK = fixtureDate('2027-06-17');

export type WorkedSeat = { passengerId: string; legKey: 'outbound-1' | 'return-1'; seat: string; price?: string };

/** The snapshot the flight pricing freezes for the §10 round trip (2 adults, a child, an infant: 3 seats a segment). */
export function workedSnapshot(flight: WorkedFlight, seats: WorkedSeat[] = [], seated = 3): FlightSnapshot {
  const leg = (key: 'outbound' | 'return') => {
    const out = key === 'outbound';
    const date = out ? OUT : BACK;
    const [from, to] = out
      ? [
          { code: 'LIS', name: 'Lisbon' },
          { code: 'CDG', name: 'Paris' },
        ]
      : [
          { code: 'CDG', name: 'Paris' },
          { code: 'LIS', name: 'Lisbon' },
        ];
    const flightNumber = out ? flight.numbers.out : flight.numbers.back;
    const departureDate = `${date}T${out ? '08:10' : '12:30'}`;
    const arrivalDate = `${date}T${out ? '10:50' : '15:00'}`;
    return {
      segmentKey: key,
      segmentId: flight.segments[key],
      date,
      origin: from,
      destination: to,
      stopsNames: [],
      airline: { name: 'TravelAir', logo: null },
      carrierCode: 'TA',
      flightNumber,
      departureDate,
      arrivalDate,
      selectedFareType: out ? { id: flight.fares.light, name: 'Light' } : { id: flight.fares.plus, name: 'Plus' },
      fareId: out ? flight.fares.light : flight.fares.plus,
      farePricingId: out ? flight.pricing.light : flight.pricing.plus,
      pricePerPaxAvg: out ? '64.375' : '89.75',
      pricePerPaxAvgExtra: out ? '0' : '25.375',
      legs: [{ legKey: `${key}-1`, legId: flight.legs[key], date, flightNumber, origin: from.code, destination: to.code, departureDate, arrivalDate }],
    };
  };
  return {
    kind: 'flight',
    netRate: '1',
    flightId: flight.id,
    flightName: flight.name,
    flightType: 'round',
    airline: { name: 'TravelAir', code: 'TA', logo: null },
    pax: { adult: 2, child: 1, infant: 1 },
    seatedPassengers: seated,
    pricePerPaxAvgBase: '128.75',
    segments: [leg('outbound'), leg('return')],
    extras: [],
    seats: seats.map((s) => ({
      passengerId: s.passengerId,
      legKey: s.legKey,
      legId: s.legKey === 'outbound-1' ? flight.legs.outbound : flight.legs.return,
      date: s.legKey === 'outbound-1' ? OUT : BACK,
      seat: s.seat,
      price: s.price ?? '12.00',
    })),
  };
}

/** A confirmed booking with one flight item carrying `snapshot`, as the booking transaction writes it (holds not taken yet). */
export async function insertFlightItem(db: Db, agentId: number, snapshot: FlightSnapshot) {
  const booking = await insertBooking(db, { agentId, startDate: OUT, endDate: BACK });
  const [item] = await db
    .insert(bookingItems)
    .values({
      bookingId: booking.id,
      productType: 'flight',
      bookingStatusId: await taxonomyId(db, 'bookingStatus', 'confirmed'),
      startDate: OUT,
      endDate: BACK,
      price: '154.13',
      count: 4,
      currency: 'EUR',
      total: '616.52',
      passengerIds: ['passenger1', 'passenger2', 'passenger3', 'passenger4'],
      option: snapshot,
    })
    .returning();
  return item!;
}

/** The §10 party: 2 adults, a child of 5 and an infant of 1 (one search room). */
export const WORKED_ROOMS = [{ adults: 2, childrenAges: [5, 1] }];

/** `GET search?searchMode=flight` as `headers`' user for the worked flight's dates: that flight's option. */
export async function searchWorkedFlight(
  app: App,
  db: Db,
  headers: Record<string, string>,
  flight: WorkedFlight,
  rooms = WORKED_ROOMS,
  flightType: 'round' | 'oneway' = 'round',
) {
  const query = new URLSearchParams({
    searchMode: 'flight',
    nationalityId: String(await countryId(db, 'FR')),
    flightType,
    fromAirportId: String(flight.lis),
    toAirportId: String(flight.cdg),
    startDate: OUT,
    ...(flightType === 'round' ? { endDate: BACK } : {}),
    rooms: JSON.stringify(rooms),
  });
  const res = await app.inject({ method: 'GET', url: `/api/v1/search?${query}`, headers });
  if (res.statusCode !== 200) throw new Error(`flight search failed: ${res.body}`);
  const option = (res.json() as FlightSearchAnswer).flights.find((f) => f.id === flight.id);
  if (!option) throw new Error(`flight ${flight.numbers.out} not found by the search`);
  return option;
}

/**
 * What a flight asks of a passenger (contracts passengers.ts, issue 29): passport number,
 * nationality (by ISO code: postBooking sends its id) and an expiry well after any fixture trip.
 */
export const flightDocuments = (passportNumber: string, nationality = 'FR') => ({ passportNumber, nationality, passportExpiry: fixtureDate('2035-12-31') });
/** The lead traveller's contact a flight, transfer or visa asks. */
export const leadContact = { email: 'ann.lee@example.com', phoneNumbers: '+33 1 23 45 67 89' };

/** The worked party as the booking names them: passenger1..4 in the search's order (adults, the child, the infant), with their travel documents. */
export function workedPassengers() {
  const year = Number(OUT.slice(0, 4));
  return {
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
    passenger4: {
      title: 'Miss',
      firstName: 'Dot',
      lastName: 'Lee',
      birthDate: `${year - 1}-01-15`,
      ageType: 'infant',
      age: 1,
      ...flightDocuments('FR1000004'),
    },
  };
}

export type FlightChoices = {
  fares: { outbound: number; return?: number };
  bags?: { passengerId: string; segmentKey: 'outbound' | 'return'; id: string; price?: string }[];
  meals?: { passengerId: string; legKey: string; id: string; price?: string }[];
  seats?: { passengerId: string; legKey: string; id: string; price?: string }[];
};

/** The `booking` JSON part of a flight booking (account spec §3): the item, its fares and the extras per passenger. */
export function flightBookingJson(hash: string, choices: FlightChoices, passengers: Record<string, unknown> = workedPassengers()) {
  const ids = Object.keys(passengers);
  const segment = (segmentKey: 'outbound' | 'return', fareId: number) => ({ segmentKey, fareId, legs: [{ legKey: `${segmentKey}-1` }] });
  return {
    passengers,
    fields: { comment: 'Window seats please', additionalRequests: {} },
    booking: { bookingItems: [{ productType: 'flight', hash, passengerIds: ids }], passengersByRoom: [ids] },
    searchParams: { startDate: OUT, endDate: choices.fares.return ? BACK : OUT },
    flight: {
      segments: [segment('outbound', choices.fares.outbound), ...(choices.fares.return ? [segment('return', choices.fares.return)] : [])],
      currency: 'EUR',
    },
    flightBaggageList: choices.bags ?? [],
    flightMealsList: choices.meals ?? [],
    flightSeatsList: choices.seats ?? [],
  };
}

/** `POST search/flight-extra?type=` for the fares chosen: what the extras step offers. */
export async function flightExtra(app: App, headers: Record<string, string>, type: 'baggage' | 'meal' | 'seat', hash: string, fares: FlightChoices['fares']) {
  const segments = [{ segmentKey: 'outbound', fareId: fares.outbound }, ...(fares.return ? [{ segmentKey: 'return', fareId: fares.return }] : [])];
  const res = await sendForm(app, 'POST', `/api/v1/search/flight-extra?type=${type}`, { booking: JSON.stringify({ hash, flight: { segments } }) }, headers);
  if (res.statusCode !== 200) throw new Error(`flight-extra ${type} failed: ${res.body}`);
  return res.json() as FlightExtraAnswer;
}

/** The meals a required meal step asks for: the first meal of each leg that requires one, for every passenger it names. */
export async function requiredMeals(app: App, headers: Record<string, string>, hash: string, fares: FlightChoices['fares']) {
  const answer = await flightExtra(app, headers, 'meal', hash, fares);
  return answer.entities
    .filter((entity) => entity.selectionType === 'required')
    .flatMap((entity) => {
      const meal = entity.items[0]!;
      // 'all' says every passenger has it; the choices name each passenger.
      return Object.keys(meal.passengerIds)
        .filter((key) => key !== 'all')
        .map((passengerId) => ({ passengerId, legKey: entity.legKey!, id: meal.id }));
    });
}
