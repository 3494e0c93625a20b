import type { FlightChoice, TransferDetails, VisaBookingItem } from '@travel/contracts';
import type { FlightExtrasChoices } from './flight-wizard';
import type { SearchState } from './search-state';

/**
 * The `booking` JSON part of POST bookings as the wizard sends it (account spec §3 Booking
 * parameters): the passengers typed, the booking fields, the items and the search's dates.
 * Prices are never read from it but the extras' (compared with the catalogue's, never used).
 */

/** An excursion the wizard books (issue 28): the tour option's signed hash and its day, for the whole party. */
export type BookedExcursion = { hash: string; date: string };

/** The transfer the wizard books: the chosen option's signed hash and the arrival details typed. */
export type BookedTransfer = { hash: string; details: TransferDetails };

/**
 * What the wizard books: a room option per searched room (with the transfer and the grouped visa
 * items when the search asked for them), or the flight with its fares and extras.
 */
export type BookedItems =
  | { kind: 'hotel'; hashes: string[]; transfer?: BookedTransfer | null; visas?: VisaBookingItem[]; tours?: BookedExcursion[] }
  | { kind: 'flight'; hash: string; choice: FlightChoice; extras: FlightExtrasChoices | null; transfer?: BookedTransfer | null; visas?: VisaBookingItem[] }
  /** A package (domain-rules §5.4): the rooms, the round-trip flight, the transfer and the visas, in one booking. */
  | { kind: 'package'; hashes: string[]; flight: BookedFlight; transfer?: BookedTransfer | null; visas?: VisaBookingItem[]; tours?: BookedExcursion[] };

/** The flight the wizard books: its signed hash, the fares per segment and the extras chosen. */
export type BookedFlight = { hash: string; choice: FlightChoice; extras: FlightExtrasChoices | null };

/** The flight's choices beside the items (account spec §3): the fares, then each extra per passenger. */
function flightParts(flight: BookedFlight) {
  const extras = flight.extras ?? { baggage: [], meals: [], seats: [] };
  return { flight: flight.choice, flightBaggageList: extras.baggage, flightMealsList: extras.meals, flightSeatsList: extras.seats };
}

/**
 * The items chosen so far, as POST search/passenger-fields takes them (issue 29): each product
 * and its signed hash, which is all the server needs to know the trip's mix; a visa also names its
 * passengers (only they are asked for the passport scan and photo).
 */
export function chosenItems(items: BookedItems): { productType: string; hash: string; passengerIds?: string[]; tourDate?: string }[] {
  const flight = items.kind === 'flight' ? [items.hash] : items.kind === 'package' ? [items.flight.hash] : [];
  const hotels = items.kind === 'flight' ? [] : items.hashes;
  return [
    ...hotels.map((hash) => ({ productType: 'hotel', hash })),
    ...flight.map((hash) => ({ productType: 'flight', hash })),
    ...(items.transfer ? [{ productType: 'transfer', hash: items.transfer.hash }] : []),
    ...(items.visas ?? []).map((visa) => ({ productType: 'visa', hash: visa.hash, passengerIds: visa.passengerIds })),
    // A tour's day prices it and dates its free cancellation (the recap counts it, issue 28).
    ...(items.kind === 'flight' ? [] : (items.tours ?? [])).map((tour) => ({ productType: 'tour', hash: tour.hash, tourDate: tour.date })),
  ];
}

/** The flight's fares chosen (a flight or a package), for the server's cancellation flag. */
export const chosenFlight = (items: BookedItems): FlightChoice | undefined =>
  items.kind === 'flight' ? items.choice : items.kind === 'package' ? items.flight.choice : undefined;

/** The search's dates as the booking sends them: a one-way flight ends the day it starts. */
export const bookedDates = (search: SearchState, items: BookedItems) => ({
  startDate: search.startDate,
  endDate: items.kind === 'flight' && (search.flightType === 'oneway' || !search.endDate) ? search.startDate : search.endDate,
});

export type BookingInput = {
  slots: { id: string; room: number; ageType: 'adult' | 'child' | 'infant'; age: number | null }[];
  /** Each passenger's values as the JSON carries them (passenger-form.ts `passengerWire`). */
  values: Record<string, Record<string, string | number>>;
  comment: string;
  agent: string | null;
  requests: string[];
  search: SearchState;
  items: BookedItems;
};

/** The excursions' items: each tour for every passenger, on its day. */
const tourItems = (tours: BookedExcursion[] | undefined, everyone: string[]) =>
  (tours ?? []).map((tour) => ({ productType: 'tour', hash: tour.hash, passengerIds: everyone, tourDate: tour.date }));

export function bookingRequest({ slots, values, comment, agent, requests, search, items }: BookingInput) {
  const byRoom = search.rooms.map((_, room) => slots.filter((s) => s.room === room).map((s) => s.id));
  const common = {
    passengers: Object.fromEntries(slots.map((s) => [s.id, { ...values[s.id], ageType: s.ageType, age: s.age }])),
    fields: { comment, agent, additionalRequests: Object.fromEntries(requests.map((r) => [r, 1])) },
  };
  if (items.kind === 'package') {
    // One booking for the whole trip: each room its guests; the flight, the transfer and the
    // visas share the same passengers (storefront spec §4, account spec §4).
    const everyone = slots.map((s) => s.id);
    return {
      ...common,
      booking: {
        bookingItems: [
          ...items.hashes.map((hash, room) => ({ productType: 'hotel', hash, passengerIds: byRoom[room] })),
          { productType: 'flight', hash: items.flight.hash, passengerIds: everyone },
          ...(items.transfer ? [{ productType: 'transfer', hash: items.transfer.hash, passengerIds: everyone, transferDetails: items.transfer.details }] : []),
          ...(items.visas ?? []).map((visa) => ({ productType: 'visa', hash: visa.hash, passengerIds: visa.passengerIds })),
          ...tourItems(items.tours, everyone),
        ],
        passengersByRoom: byRoom,
      },
      searchParams: { startDate: search.startDate, endDate: search.endDate, toId: search.toId },
      ...flightParts(items.flight),
    };
  }
  if (items.kind === 'hotel') {
    // The transfer carries every guest (each room its own car) with its details; each visa item
    // the passengers of its group (storefront spec §4 point 4).
    const everyone = slots.map((s) => s.id);
    const addOns = [
      ...(items.transfer ? [{ productType: 'transfer', hash: items.transfer.hash, passengerIds: everyone, transferDetails: items.transfer.details }] : []),
      ...(items.visas ?? []).map((visa) => ({ productType: 'visa', hash: visa.hash, passengerIds: visa.passengerIds })),
      ...tourItems(items.tours, everyone),
    ];
    return {
      ...common,
      booking: {
        bookingItems: [...items.hashes.map((hash, room) => ({ productType: 'hotel', hash, passengerIds: byRoom[room] })), ...addOns],
        passengersByRoom: byRoom,
      },
      searchParams: { startDate: search.startDate, endDate: search.endDate, toId: search.toId },
    };
  }
  // A flight carries every passenger, as one room; a one-way flight ends the day it starts.
  const everyone = slots.map((s) => s.id);
  return {
    ...common,
    booking: {
      bookingItems: [
        { productType: 'flight', hash: items.hash, passengerIds: everyone },
        // A flight with a transfer (storefront spec §2): the transfer to the chosen hotel, every passenger.
        ...(items.transfer ? [{ productType: 'transfer', hash: items.transfer.hash, passengerIds: everyone, transferDetails: items.transfer.details }] : []),
        // Its visas: each item the passengers of its group.
        ...(items.visas ?? []).map((visa) => ({ productType: 'visa', hash: visa.hash, passengerIds: visa.passengerIds })),
      ],
      passengersByRoom: [everyone],
    },
    searchParams: bookedDates(search, items),
    ...flightParts(items),
  };
}
