import { count, eq } from 'drizzle-orm';
import { searchQuerySchema } from '@travel/contracts';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Storage } from '../lib/storage';
import { findUserByEmail } from '../modules/auth/repo';
import { createBooking } from '../modules/bookings/create';
import { bookings } from '../modules/bookings/tables';
import { addDays } from '../modules/hotels/dates';
import { locations } from '../modules/reference/tables';
import { searchHotels } from '../modules/hotels/search/service';
import { DEMO_USERS } from './seed';

type Guest = { firstName: string; lastName: string; age?: number };

/** Three trips of the demo agency: a couple in Paris, a family in Rome, friends in Lisbon. */
const TRIPS: { city: string; inDays: number; nights: number; guests: Guest[]; comment: string }[] = [
  {
    city: 'Paris',
    inDays: 21,
    nights: 3,
    guests: [
      { firstName: 'Anna', lastName: 'Keller' },
      { firstName: 'Jonas', lastName: 'Keller' },
    ],
    comment: 'Honeymoon, a quiet room please.',
  },
  {
    city: 'Rome',
    inDays: 45,
    nights: 5,
    guests: [
      { firstName: 'Marco', lastName: 'Weber' },
      { firstName: 'Lena', lastName: 'Weber' },
      { firstName: 'Tim', lastName: 'Weber', age: 7 },
    ],
    comment: 'Arriving late, around 23:00.',
  },
  {
    city: 'Lisbon',
    inDays: 80,
    nights: 4,
    guests: [
      { firstName: 'Sofia', lastName: 'Brandt' },
      { firstName: 'Eva', lastName: 'Lang' },
    ],
    comment: '',
  },
];

/**
 * Demo bookings of the demo agency, made the way the wizard makes them: a search, then a booking
 * from the cheapest option's hash (so prices, allotment, policies and the confirmation mail are
 * real). Loaded only while the agency has no booking.
 */
export async function seedDemoBookings(db: Db, storage: Storage, publicUrl: string, clock: Clock) {
  const today = clock.today();
  const agent = await findUserByEmail(db, DEMO_USERS[1].email);
  if (!agent) return 0;
  const [existing] = await db.select({ n: count() }).from(bookings).where(eq(bookings.agentId, agent.id));
  if (Number(existing?.n ?? 0) > 0) return 0;
  const [germany] = await db.select({ id: locations.id }).from(locations).where(eq(locations.code, 'DE')).limit(1);
  let made = 0;
  for (const trip of TRIPS) {
    const [city] = await db.select({ id: locations.id }).from(locations).where(eq(locations.name, trip.city)).limit(1);
    if (!city || !germany) continue;
    const startDate = addDays(today, trip.inDays);
    const endDate = addDays(startDate, trip.nights);
    const childrenAges = trip.guests.flatMap((g) => (g.age === undefined ? [] : [g.age]));
    const adults = trip.guests.length - childrenAges.length;
    const query = searchQuerySchema.parse({
      searchMode: 'hotel',
      toId: String(city.id),
      nationalityId: String(germany.id),
      startDate,
      endDate,
      rooms: JSON.stringify([{ adults, childrenAges }]),
    });
    const option = (await searchHotels(db, query, agent, today)).hotels[0]?.rooms[0]?.options[0];
    if (!option) continue;
    const passengers = Object.fromEntries(
      trip.guests.map((g, i) => [
        `passenger${i + 1}`,
        g.age === undefined
          ? { title: 'Mr', firstName: g.firstName, lastName: g.lastName, birthDate: '1985-04-12', ageType: 'adult', age: null }
          : // A child of `age` on the first night: born `age` years and a hundred days before it.
            {
              title: 'Mstr',
              firstName: g.firstName,
              lastName: g.lastName,
              birthDate: addDays(startDate, -(g.age * 365 + 100 + Math.floor(g.age / 4))),
              ageType: 'child',
              age: g.age,
            },
      ]),
    );
    const passengerIds = Object.keys(passengers);
    const booking = {
      passengers,
      fields: { comment: trip.comment, additionalRequests: {} },
      booking: { bookingItems: [{ productType: 'hotel', hash: option.hash, passengerIds }], passengersByRoom: [passengerIds] },
      searchParams: { startDate, endDate, toId: city.id },
    };
    await createBooking({ db, storage, publicUrl, clock }, agent, { fields: { booking: JSON.stringify(booking) }, files: [] });
    made++;
  }
  return made;
}
