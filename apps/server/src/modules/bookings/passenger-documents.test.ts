import fs from 'node:fs';
import path from 'node:path';
import { displayDay, type PackageSearchAnswer, type PassengerField, type VisaSearchAnswer } from '@travel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../test/dates';
import { type FilePart, PNG_1PX, session } from '../../test/factories';
import { engines } from '../../test/harness';
import { createWorkedFlight, flightBookingJson, OUT, searchWorkedFlight } from '../flights/test-data';
import { sendForm } from '../hotels/test-data';
import {
  createWorkedTransfer,
  packageBookingJson,
  packageFlight,
  type PackagePicks,
  packageQuery,
  PARTY,
  pickPackage,
  STAY,
  searchPackage,
} from '../packages/test-data';
import { searchCacheFor } from '../hotels/search/service';
import { searchTestContext } from '../hotels/search/test-data';
import { insertWorkedVisa, searchVisaOptions } from '../visas/search/test-data';
import { bookingItems, bookingPassengers, bookings } from './tables';
import { adult, bookableHotel, bookingJson, STAY as HOTEL_STAY, postBooking, searchOptions } from './test-data';

/**
 * Travellers' documents (issue 29; docs/decisions.md "Passenger fields per product"): the
 * passenger cards `POST search/passenger-fields` answers per product mix, the booking's
 * `isUnderPaidCancellation`, and `POST bookings` checking every passenger against the same rules:
 * a package (hotel + flight) with visas for the two adults, passports and photos read back and
 * served only to the owner and administrators; every missing or bad field a 400 naming passenger
 * and field with nothing saved; an expired passport and a non-image refused.
 */

const BASE = ['title', 'firstName', 'lastName', 'birthDate'];
const CONTACT = ['email', 'phoneNumbers'];
const PASSPORT = ['passportNumber', 'nationality', 'passportExpiry'];
const ADDRESS = ['address', 'city', 'postalCode', 'country'];
const FILES = ['passport', 'photo'];
const asked = (fields: PassengerField[]) => fields.filter((f) => !f.readOnly).map((f) => f.name);
const image = (name: string, data: Buffer = PNG_1PX): FilePart => ({ name, filename: 'scan.png', type: 'image/png', data });

describe.each(engines)('passenger documents on %s', (engine) => {
  const { ctx, workedHotel } = searchTestContext(engine);
  const db = () => ctx.db();
  const app = () => ctx.t.app;
  let ids: { armenia: number; france: number; paris: number; visaId: number };
  let picks: PackagePicks;
  let fares: { outbound: number; return: number };
  let visa: VisaSearchAnswer['entities'][number];
  let packageWorld: { flight: Awaited<ReturnType<typeof packageFlight>>; hotelId: number };

  beforeAll(async () => {
    const flight = await packageFlight(app(), db(), ctx.admin.headers, { numbers: { out: 'TD291', back: 'TD292' }, seatCapacity: 20 });
    const { hotel } = await workedHotel('Paris');
    const transfer = await createWorkedTransfer(db(), { name: 'CDG - Paris TD291' });
    ids = await insertWorkedVisa(db());
    searchCacheFor(db()).clear();
    picks = await pickPackage(app(), db(), ctx.agent.headers, hotel.id, flight, transfer);
    packageWorld = { flight, hotelId: hotel.id };
    fares = { outbound: flight.fares.light, return: flight.fares.light };
    // The visa step, for the two adults of the package's party (visasCount 2).
    const query = new URLSearchParams({ nationalityId: String(ids.armenia), toId: String(ids.paris), ...STAY, rooms: JSON.stringify(PARTY), visasCount: '2' });
    visa = (await searchVisaOptions(app(), query, ctx.agent.headers)).entities.find((e) => e.visaId === ids.visaId)!;
  });

  const passengerFields = (searchParams: unknown, booking?: unknown, headers = ctx.agent.headers) =>
    sendForm(
      app(),
      'POST',
      '/api/v1/search/passenger-fields',
      { searchParams: JSON.stringify(searchParams), ...(booking === undefined ? {} : { booking: JSON.stringify(booking) }) },
      headers,
    );
  const packageItems = () => [
    { productType: 'hotel', hash: picks.room.hash },
    { productType: 'flight', hash: picks.flight.hash },
    { productType: 'visa', hash: visa.hash, passengerIds: ['passenger1', 'passenger2'] },
  ];
  const flightChoice = () => ({
    segments: [
      { segmentKey: 'outbound', fareId: fares.outbound },
      { segmentKey: 'return', fareId: fares.return },
    ],
  });

  /** The package's passengers with every field their cards ask (adults with visas, the child of 5 flying). */
  const documents = () => ({
    passenger1: {
      title: 'Mr',
      firstName: 'Ann',
      lastName: 'Lee',
      birthDate: '1980-05-01',
      ageType: 'adult',
      age: null,
      email: 'ann.lee@example.com',
      phoneNumbers: '+374 10 123456',
      passportNumber: 'AM1234567',
      nationality: String(ids.armenia),
      passportExpiry: addDays(STAY.endDate, 400),
      address: '1 Abovyan Street',
      city: 'Yerevan',
      postalCode: '0001',
      country: ids.armenia,
    },
    passenger2: {
      title: 'Mrs',
      firstName: 'Bea',
      lastName: 'Lee',
      birthDate: '1982-03-04',
      ageType: 'adult',
      age: null,
      passportNumber: 'AM7654321',
      nationality: ids.armenia,
      passportExpiry: addDays(STAY.endDate, 900),
    },
    passenger3: {
      title: 'Mstr',
      firstName: 'Cid',
      lastName: 'Lee',
      birthDate: `${Number(STAY.startDate.slice(0, 4)) - 5}-01-15`,
      ageType: 'child',
      age: 5,
      passportNumber: 'FR0000555',
      nationality: ids.france,
      passportExpiry: addDays(STAY.endDate, 30),
    },
  });
  const ALL_FILES = () => [
    image('files[passport][passenger1]'),
    image('files[photo][passenger1]'),
    image('files[passport][passenger2]'),
    image('files[photo][passenger2]'),
  ];
  /** The package booking with visas for passenger1 and 2, as the wizard sends it. */
  const packageBooking = (passengers: Record<string, Record<string, unknown>> = documents()) => {
    const json = packageBookingJson(picks, fares, { withTransfer: false });
    const visaItem = { productType: 'visa', hash: visa.hash, passengerIds: ['passenger1', 'passenger2'] };
    return { ...json, passengers, booking: { ...json.booking, bookingItems: [...json.booking.bookingItems, visaItem] } };
  };
  const counts = async () => ({
    bookings: (await db().select({ id: bookings.id }).from(bookings)).length,
    items: (await db().select({ id: bookingItems.id }).from(bookingItems)).length,
    passengers: (await db().select({ id: bookingPassengers.id }).from(bookingPassengers)).length,
    files: ['passenger-passports', 'passenger-photos'].flatMap((dir) => {
      const folder = path.join(ctx.t.dataDir, 'uploads', dir);
      return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }) : [];
    }).length,
  });

  describe('POST search/passenger-fields', () => {
    it('answers each passenger of a package with visas the fields their products need, with bounds; a visa makes cancelling cost today', async () => {
      const res = await passengerFields({ rooms: PARTY, ...STAY }, { bookingItems: packageItems(), flight: flightChoice() });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as {
        passengers: { id: string; ageType: string; age: number | null; fields: PassengerField[] }[];
        booking: { isUnderPaidCancellation: boolean };
      };
      expect(answer.passengers.map((p) => [p.id, p.ageType, p.age, asked(p.fields)])).toEqual([
        ['passenger1', 'adult', null, [...BASE, ...CONTACT, ...PASSPORT, ...ADDRESS, ...FILES]],
        ['passenger2', 'adult', null, [...BASE, ...PASSPORT, ...FILES]],
        ['passenger3', 'child', 5, [...BASE, ...PASSPORT]],
      ]);
      const [lead, , kid] = answer.passengers;
      const field = (fields: PassengerField[], name: string) => fields.find((f) => f.name === name);
      expect(field(lead!.fields, 'passportExpiry')).toMatchObject({ type: 'date', required: true, min: STAY.endDate });
      expect(field(lead!.fields, 'photo')).toEqual({ name: 'photo', label: 'Photo', type: 'image', required: true, maxBytes: 5242880 });
      expect(field(kid!.fields, 'ageType')).toMatchObject({ readOnly: true });
      expect(field(kid!.fields, 'age')).toMatchObject({ type: 'number', readOnly: true });
      const year = Number(STAY.startDate.slice(0, 4));
      expect(field(kid!.fields, 'birthDate')).toMatchObject({
        min: `${year - 6}${addDays(STAY.startDate, 1).slice(4)}`,
        max: `${year - 5}${STAY.startDate.slice(4)}`,
      });
      expect(answer.booking.isUnderPaidCancellation).toBe(true);
    });

    it('a hotel alone asks names and birth date; no booking part keeps the plain cards', async () => {
      const res = await passengerFields({ rooms: PARTY, ...STAY }, { bookingItems: [{ productType: 'hotel', hash: picks.room.hash }] });
      expect(res.statusCode, res.body).toBe(200);
      for (const p of res.json().passengers) expect(asked(p.fields)).toEqual(BASE);
      const plain = await passengerFields({ rooms: PARTY, startDate: STAY.startDate });
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.json().passengers[0].fields.map((f: PassengerField) => f.name)).toEqual(BASE);
      expect(plain.json().booking.isUnderPaidCancellation).toBe(false);
    });

    it("offers the stay's additional requests only when a hotel is booked (issue 32: no 'Baby cot' on a flight)", async () => {
      const titles = async (booking?: unknown) => {
        const res = await passengerFields({ rooms: PARTY, ...STAY }, booking);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().booking.additionalRequests as { label: string }[]).map((r) => r.label);
      };
      expect(await titles({ bookingItems: packageItems(), flight: flightChoice() })).toContain('Baby cot');
      expect(await titles({ bookingItems: [{ productType: 'hotel', hash: picks.room.hash }] })).toContain('Baby cot');
      expect(await titles()).toContain('Non-smoking room');
      expect(await titles({ bookingItems: [{ productType: 'flight', hash: picks.flight.hash }], flight: flightChoice() })).toEqual([]);
      expect(await titles({ bookingItems: [{ productType: 'visa', hash: visa.hash }] })).toEqual([]);
    });

    it('isUnderPaidCancellation: false while a hotel cancels free, true for a non-refundable one; a bad hash says nothing', async () => {
      const free = await bookableHotel(db(), { city: 'Lisbon', rules: true });
      const strict = await bookableHotel(db(), { city: 'Lisbon', rules: false });
      const rooms = [{ adults: 2, childrenAges: [] }];
      const [freeOption] = await searchOptions(app(), db(), free.hotel, ctx.agent.headers, rooms);
      const [strictOption] = await searchOptions(app(), db(), strict.hotel, ctx.agent.headers, rooms);
      const flag = async (items: unknown[]) => {
        const res = await passengerFields({ rooms, ...HOTEL_STAY }, { bookingItems: items });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().booking.isUnderPaidCancellation as boolean;
      };
      expect(await flag([{ productType: 'hotel', hash: freeOption!.hash }])).toBe(false);
      expect(await flag([{ productType: 'hotel', hash: strictOption!.hash }])).toBe(true);
      expect(await flag([{ productType: 'hotel', hash: `${freeOption!.hash.slice(0, -4)}AAAA` }, { productType: 'hotel' }])).toBe(false);
    });

    it('refuses an unknown product type or passenger, naming the field', async () => {
      const unknown = await passengerFields(
        { rooms: PARTY, ...STAY },
        {
          bookingItems: [
            { productType: 'hotel', hash: 'x' },
            { productType: 'cruise', hash: 'y' },
          ],
        },
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe('booking.bookingItems.1.productType: must be hotel, flight, transfer, visa or tour');
      const stranger = await passengerFields({ rooms: PARTY, ...STAY }, { bookingItems: [{ productType: 'visa', passengerIds: ['passenger9'] }] });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().error).toBe("booking.bookingItems.0.passengerIds.0: passenger passenger9 is not one of the searched rooms' passengers");
      const broken = await sendForm(
        app(),
        'POST',
        '/api/v1/search/passenger-fields',
        { searchParams: JSON.stringify({ rooms: PARTY, ...STAY }), booking: '{' },
        ctx.agent.headers,
      );
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error).toBe('booking: must be valid JSON');
    });

    it('a 14-year-old is an adult on the card, as the flight prices them, and books as the adult of 14', async () => {
      const flight = await createWorkedFlight(app(), db(), ctx.admin.headers, { numbers: { out: 'TD141', back: 'TD142' } });
      const rooms = [{ adults: 1, childrenAges: [14] }];
      const option = await searchWorkedFlight(app(), db(), ctx.agent.headers, flight, rooms);
      expect(option.pax).toMatchObject({ adult: 2, child: 0, infant: 0 });
      const cards = await passengerFields(
        { rooms, startDate: OUT, endDate: addDays(OUT, 7) },
        { bookingItems: [{ productType: 'flight', hash: option.hash }] },
      );
      expect(cards.statusCode, cards.body).toBe(200);
      const teen = cards.json().passengers[1];
      expect([teen.ageType, teen.age]).toEqual(['adult', 14]);
      const year = Number(OUT.slice(0, 4));
      const passport = (n: string) => ({ passportNumber: `PT${n}`, nationality: ids.france, passportExpiry: addDays(OUT, 3650) });
      const passengers = {
        passenger1: {
          title: 'Mrs',
          firstName: 'Rita',
          lastName: 'Sousa',
          birthDate: '1979-02-02',
          ageType: 'adult',
          age: null,
          email: 'rita@example.com',
          phoneNumbers: '+351 912 345 678',
          ...passport('1000001'),
        },
        passenger2: { title: 'Mr', firstName: 'Tiago', lastName: 'Sousa', birthDate: `${year - 15}-12-01`, ageType: 'adult', age: 14, ...passport('1000002') },
      };
      const json = flightBookingJson(option.hash, { fares: { outbound: flight.fares.light, return: flight.fares.light } }, passengers);
      const res = await postBooking(app(), ctx.agent.headers, json);
      expect(res.statusCode, res.body).toBe(201);
      const view = (await app().inject({ method: 'GET', url: `/api/v1/bookings/${res.json().id}`, headers: ctx.agent.headers })).json();
      expect(view.passengers.passenger2).toMatchObject({ ageType: 'adult', age: 14, fields: { passportNumber: 'PT1000002' } });
      // The same teenager sent as a child of 14 contradicts the one age rule.
      const child = await postBooking(
        app(),
        ctx.agent.headers,
        flightBookingJson(
          option.hash,
          { fares: { outbound: flight.fares.light, return: flight.fares.light } },
          { ...passengers, passenger2: { ...passengers.passenger2, ageType: 'child' } },
        ),
      );
      expect(child.statusCode).toBe(400);
      expect(child.json().error).toBe(
        'passengers.passenger2.ageType: a passenger of 14 is an adult (under 2 an infant, under 12 a child, 12 and over an adult)',
      );
    });
  });

  it('a package (hotel + flight) books a 14-year-old as the adult of 14 the card says: the room and the flight take them', async () => {
    const rooms = [{ adults: 1, childrenAges: [14] }];
    const res = await searchPackage(
      app(),
      ctx.agent.headers,
      await packageQuery(db(), packageWorld.flight, { hotelId: String(packageWorld.hotelId), rooms: JSON.stringify(rooms), transfer: 'false' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as PackageSearchAnswer;
    const room = answer.hotels[0]!.rooms[0]!.options[0]!;
    const flight = answer.flight!;
    const year = Number(STAY.startDate.slice(0, 4));
    const passengers = {
      passenger1: { ...documents().passenger1, ageType: 'adult', age: null },
      passenger2: {
        title: 'Mr',
        firstName: 'Tom',
        lastName: 'Lee',
        birthDate: `${year - 15}-12-01`,
        ageType: 'adult',
        age: 14,
        passportNumber: 'AM5550014',
        nationality: ids.armenia,
        passportExpiry: addDays(STAY.endDate, 700),
      },
    };
    const json = packageBookingJson(
      { ...picks, room, flight },
      { outbound: packageWorld.flight.fares.light, return: packageWorld.flight.fares.light },
      { withTransfer: false },
    );
    const booked = await postBooking(app(), ctx.agent.headers, {
      ...json,
      passengers,
      booking: {
        bookingItems: json.booking.bookingItems.map((i) => ({ ...i, passengerIds: ['passenger1', 'passenger2'] })),
        passengersByRoom: [['passenger1', 'passenger2']],
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const view = (await app().inject({ method: 'GET', url: `/api/v1/bookings/${booked.json().id}`, headers: ctx.agent.headers })).json();
    expect(view.passengers.passenger2).toMatchObject({ ageType: 'adult', age: 14 });
  });

  describe('POST bookings with travellers documents', () => {
    it('books the package with visas, passports and photos; reads them back; files served to the owner and administrators only', async () => {
      const res = await postBooking(app(), ctx.agent.headers, packageBooking(), ALL_FILES());
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as number;
      const view = (await app().inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: ctx.agent.headers })).json();
      expect(
        Object.values(view.bookingItems)
          .map((i) => (i as { productType: string }).productType)
          .sort(),
      ).toEqual(['flight', 'hotel', 'visa']);
      const { passenger1, passenger2, passenger3 } = view.passengers;
      expect(passenger1).toMatchObject({
        title: 'Mr',
        firstName: 'Ann',
        ageType: 'adult',
        fields: {
          email: 'ann.lee@example.com',
          phoneNumbers: '+374 10 123456',
          passportNumber: 'AM1234567',
          nationality: String(ids.armenia),
          address: '1 Abovyan Street',
          city: 'Yerevan',
          postalCode: '0001',
          country: ids.armenia,
        },
        passport: { url: `/api/v1/bookings/${id}/passengers/passenger1/passport` },
        photo: { url: `/api/v1/bookings/${id}/passengers/passenger1/photo` },
      });
      expect(passenger1.fields.passportExpiry).toBe(addDays(STAY.endDate, 400));
      expect(passenger2).toMatchObject({
        fields: { passportNumber: 'AM7654321', nationality: ids.armenia },
        passport: { url: expect.any(String) },
        photo: { url: expect.any(String) },
      });
      expect(passenger3).toMatchObject({ ageType: 'child', age: 5, fields: { passportNumber: 'FR0000555' }, passport: null, photo: null });
      // The booking page's cards: the same fields as the wizard's.
      expect(Object.fromEntries(Object.entries(view.passengerFields as Record<string, PassengerField[]>).map(([key, fields]) => [key, asked(fields)]))).toEqual(
        {
          passenger1: [...BASE, ...CONTACT, ...PASSPORT, ...ADDRESS, ...FILES],
          passenger2: [...BASE, ...PASSPORT, ...FILES],
          passenger3: [...BASE, ...PASSPORT],
        },
      );

      const file = (url: string, headers: Record<string, string>) => app().inject({ method: 'GET', url, headers });
      for (const headers of [ctx.agent.headers, ctx.admin.headers]) {
        for (const url of [passenger1.passport.url, passenger2.photo.url]) {
          const served = await file(url, headers);
          expect(served.statusCode, url).toBe(200);
          expect(served.headers['content-type']).toBe('image/png');
          expect(served.headers['cache-control']).toBe('private, no-store');
          expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
        }
      }
      const other = await session(app(), db(), 'ROLE_AGENT', { companyName: 'Elsewhere Travel' });
      expect((await file(passenger1.passport.url, other.headers)).statusCode).toBe(404);
      expect((await file(passenger1.photo.url, other.headers)).statusCode).toBe(404);
      expect((await file(passenger1.passport.url, {})).statusCode).toBe(401);
      expect((await file(`/api/v1/bookings/${id}/passengers/passenger3/passport`, ctx.agent.headers)).statusCode).toBe(404);
    });

    it('refuses every missing or bad field with a 400 naming passenger and field, and saves nothing', async () => {
      type Passengers = ReturnType<typeof documents>;
      const without = (key: keyof Passengers, field: string) => (p: Passengers) => {
        delete (p[key] as Record<string, unknown>)[field];
      };
      const set = (key: keyof Passengers, field: string, value: unknown) => (p: Passengers) => {
        (p[key] as Record<string, unknown>)[field] = value;
      };
      const returnDay = displayDay(STAY.endDate);
      const cases: [string, (p: Passengers) => void, FilePart[], string][] = [
        ['no title', without('passenger2', 'title'), ALL_FILES(), 'passengers.passenger2.title: is required'],
        ['no lead email', without('passenger1', 'email'), ALL_FILES(), 'passengers.passenger1.email: is required'],
        ['a bad email', set('passenger1', 'email', 'ann.lee@'), ALL_FILES(), 'passengers.passenger1.email: must be an email address'],
        ['no lead phone', set('passenger1', 'phoneNumbers', ''), ALL_FILES(), 'passengers.passenger1.phoneNumbers: is required'],
        [
          'a bad phone',
          set('passenger1', 'phoneNumbers', 'call me'),
          ALL_FILES(),
          'passengers.passenger1.phoneNumbers: must be a phone number of 6 to 15 digits',
        ],
        ['no passport number (flight)', without('passenger3', 'passportNumber'), ALL_FILES(), 'passengers.passenger3.passportNumber: is required'],
        [
          'a bad passport number',
          set('passenger2', 'passportNumber', 'AM-12'),
          ALL_FILES(),
          'passengers.passenger2.passportNumber: must be 5 to 20 letters and digits',
        ],
        ['no nationality', without('passenger3', 'nationality'), ALL_FILES(), 'passengers.passenger3.nationality: is required'],
        ['a nationality that is no id', set('passenger2', 'nationality', 'Armenian'), ALL_FILES(), 'passengers.passenger2.nationality: must be a country id'],
        ['an unknown country', set('passenger1', 'country', 99999999), ALL_FILES(), 'passengers.passenger1.country: Country not found'],
        ['no address (visa lead)', without('passenger1', 'address'), ALL_FILES(), 'passengers.passenger1.address: is required'],
        ['no passport expiry', without('passenger2', 'passportExpiry'), ALL_FILES(), 'passengers.passenger2.passportExpiry: is required'],
        [
          'an expired passport',
          set('passenger3', 'passportExpiry', addDays(STAY.endDate, -1)),
          ALL_FILES(),
          `passengers.passenger3.passportExpiry: the passport expires before the return on ${returnDay}`,
        ],
        [
          'no passport scan (visa)',
          () => {},
          ALL_FILES().filter((f) => f.name !== 'files[passport][passenger2]'),
          'passengers.passenger2.passport: is required (an image, at most 5 MB)',
        ],
        [
          'no photo (visa)',
          () => {},
          ALL_FILES().filter((f) => f.name !== 'files[photo][passenger1]'),
          'passengers.passenger1.photo: is required (an image, at most 5 MB)',
        ],
        [
          'a passport that is not an image',
          () => {},
          [...ALL_FILES().filter((f) => f.name !== 'files[passport][passenger1]'), image('files[passport][passenger1]', Buffer.from('%PDF-1.4 a passport'))],
          'files[passport][passenger1]: is not supported file extension',
        ],
      ];
      const before = await counts();
      for (const [what, change, files, error] of cases) {
        const passengers = documents();
        change(passengers);
        const res = await postBooking(app(), ctx.agent.headers, packageBooking(passengers), files);
        expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
        expect(res.json().error, what).toBe(error);
      }
      expect(await counts()).toEqual(before);
    });

    it('names up to three problems at once, passenger by passenger', async () => {
      const passengers = documents();
      const bare = (p: Record<string, unknown>) => {
        for (const key of ['passportNumber', 'nationality', 'passportExpiry']) delete p[key];
      };
      bare(passengers.passenger3);
      const res = await postBooking(app(), ctx.agent.headers, packageBooking(passengers), ALL_FILES());
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        'passengers.passenger3.passportNumber: is required; passengers.passenger3.nationality: is required; passengers.passenger3.passportExpiry: is required',
      );
    });
  });

  it('a hotel alone books with names and birth date only; the booking page lists each passenger card', async () => {
    const hotel = await bookableHotel(db(), { city: 'Lisbon', rules: true });
    const [option] = await searchOptions(app(), db(), hotel.hotel, ctx.agent.headers, [{ adults: 1, childrenAges: [] }]);
    const res = await postBooking(app(), ctx.agent.headers, bookingJson([option!.hash], [[adult('Lia', 'Mendes')]]));
    expect(res.statusCode, res.body).toBe(201);
    const view = (await app().inject({ method: 'GET', url: `/api/v1/bookings/${res.json().id}`, headers: ctx.agent.headers })).json();
    expect(view.passengers.passenger1).toMatchObject({ firstName: 'Lia', fields: {}, passport: null, photo: null });
    expect(asked(view.passengerFields.passenger1)).toEqual(BASE);
  });
});
