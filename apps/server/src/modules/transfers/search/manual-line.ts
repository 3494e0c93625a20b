import type { DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import { findUserById } from '../../users';
import type { ManualContext, ManualLine, Sale } from '../../products';
import { carFits, carParty, priceTransfer } from '../pricing/engine';
import type { SearchedRoom } from '../pricing/types';
import { loadTransfer } from './catalogue';
import { askerContext, transferPricingContext } from './context';
import { transferSale } from './reprice';

/**
 * A transfer an administrator adds from the catalogue (the add page's `newTransfers`, the booking
 * save's `newTransfers`): the line names the transfer and its car category, and the server prices
 * one car for the line's passengers on its start date (the arrival), round trip unless said, in
 * the booking currency, as the booking's agency would see it (b2b, its extra markup). A price the
 * admin sends is the admin's own price for the item (the catalogue's stays in the history); the
 * net is always the catalogue's. Free-text transfers are refused.
 */

const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');

/**
 * The guests as one searched room: adults booked without an age, and the ages of everyone else (an
 * infant without an age is 0); a 14-year-old booked as an adult keeps its age, which the
 * transfer's own bands price (domain-rules §3).
 */
function roomOf(guests: ManualContext['guests']): SearchedRoom {
  const aged = guests.filter((g) => g.ageType !== 'adult' || (g.age !== undefined && g.age !== null));
  return {
    adults: guests.length - aged.length,
    childrenAges: aged.map((g) => g.age ?? 0),
  };
}

export async function priceManualTransfer(db: DbOrTx, line: ManualLine, field: string, context: ManualContext): Promise<Sale> {
  if (line.transferId === undefined) throw invalid(`${field}.transferId`, 'choose a transfer and its car category from the catalogue');
  if (line.carId === undefined) throw invalid(`${field}.carId`, 'choose a car category of the transfer');
  const entry = await loadTransfer(db, line.transferId, line.startDate);
  if (!entry) throw invalid(`${field}.transferId`, 'Transfer not found');
  const car = entry.engine.cars.find((c) => c.id === line.carId);
  if (!car) throw invalid(`${field}.carId`, `is not a car category of ${entry.engine.name}`);
  const room = roomOf(context.guests);
  if (room.adults + room.childrenAges.length === 0) throw invalid(`${field}.passengerIds`, 'name the passengers the transfer carries');
  if (!carFits(car, carParty(room, entry.engine)))
    throw invalid(`${field}.carId`, `${car.name} does not take these passengers (${room.adults} adults, ${room.childrenAges.length} children and infants)`);
  const agent = context.agentId === undefined ? undefined : await findUserById(db, context.agentId);
  const asker = await askerContext(db, agent ?? null, context.currency);
  // The booking's agency is a logged-in user: b2b, even when an administrator books for itself.
  asker.channel = 'b2b';
  const roundTrip = line.roundTrip ?? true;
  const [priced] = priceTransfer(
    { ...entry.engine, cars: [car] },
    { arrivalDate: line.startDate, roundTrip, rooms: [room] },
    transferPricingContext(asker, entry),
  );
  if (!priced) throw invalid(`${field}.startDate`, `${car.name} of ${entry.engine.name} has no price on ${line.startDate}`);
  return transferSale({
    entry,
    priced,
    roundTrip,
    startDate: line.startDate,
    endDate: line.endDate,
    passengersPerRoom: [context.guestKeys ?? []],
    details: { arrivalFlightNumber: null, arrivalTime: null, departureFlightNumber: null, departureTime: null },
    free: [],
    hotelId: null,
    toAirportId: null,
    locationId: null,
    today: context.today ?? line.startDate,
    rooms: [room],
    price: line.price,
    conversion: asker.conversion,
  });
}
