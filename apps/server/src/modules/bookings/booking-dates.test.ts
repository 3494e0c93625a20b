import fs from 'node:fs';
import path from 'node:path';
import { bookingAddRequestSchema, bookingCreateRequestSchema } from '@travel/contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PNG_1PX, taxonomyId } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { TODAY } from '../../test/dates';
import { makeAllotment, makeHotel, makeRoom, mealId } from '../hotels/test-data';
import { createWorkedTransfer } from '../transfers/search/test-data';
import { insertWorkedVisa } from '../visas/search/test-data';
import { insertTour, searchTourOptions, tourQuery } from '../tours/test-data';
import { bookings } from './tables';
import { adult, bookableHotel, bookingJson, NIGHTS, postBooking, searchOptions, STAY } from './test-data';

/**
 * Issue 27: a date of the booking body that is not a calendar date ("soon", 2026-02-30) is a 400
 * naming its field, and nothing is written. The date fields are read from the contract's schemas
 * (each date schema says `format: 'date'` in its JSON Schema), so a date field added to the body
 * later is walked here without touching this file.
 */

type JsonSchema = {
  format?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Paths of the date fields of `schema`'s input: `*` stands for any key of a map, `[]` for any entry of a list. */
function dateFieldPaths(schema: z.ZodType): string[][] {
  const found: string[][] = [];
  const walk = (node: JsonSchema | boolean | undefined, at: string[]) => {
    if (!node || typeof node !== 'object') return;
    if (node.format === 'date') found.push(at);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...at, key]);
    walk(node.additionalProperties, [...at, '*']);
    walk(node.items, [...at, '[]']);
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(branch, at);
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, []);
  return found;
}

/**
 * The pattern made concrete in `body` (the first key of a map, the first entry of a list), or a
 * failure saying what the valid body lacks: every date field must be reachable to be tested.
 */
function concretePath(body: unknown, pattern: string[]): string[] {
  const at: string[] = [];
  let node = body as Record<string, unknown> | unknown[];
  for (const step of pattern) {
    const key = step === '[]' ? '0' : step === '*' ? Object.keys(node ?? {})[0] : step;
    const next = key === undefined ? undefined : (node as Record<string, unknown>)[key];
    if (next === undefined)
      throw new Error(`The valid body has nothing at ${[...at, step].join('.')}: give it one so the date field ${pattern.join('.')} is tested.`);
    at.push(key!);
    node = next as Record<string, unknown>;
  }
  return at;
}

function withValue(body: unknown, at: string[], value: string) {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}

/** Not dates: a word, and a day that does not exist. */
const NOT_DATES = ['soon', '2026-02-30'];

describe('the date fields of the booking body, read from the contract', () => {
  it('the walk finds the known dates of the wizard body and of add mode', () => {
    const names = (schema: z.ZodType) => dateFieldPaths(schema).map((p) => p.join('.'));
    expect(names(bookingCreateRequestSchema(TODAY))).toEqual(
      expect.arrayContaining(['searchParams.startDate', 'searchParams.endDate', 'passengers.*.birthDate']),
    );
    expect(names(bookingAddRequestSchema(TODAY))).toEqual(
      expect.arrayContaining([
        'startDate',
        'endDate',
        'passengers.*.birthDate',
        'bookingItems.[].startDate',
        'bookingItems.[].endDate',
        'newTransfers.[].startDate',
        'newVisas.[].endDate',
      ]),
    );
  });
});

describe.each(engines)('POST bookings with a date that is not one on %s', (engine) => {
  const api = apiTestContext(engine, { agent: { companyName: 'Date Tours' } });
  const db = api.db;
  const bookingCount = async () => Number((await db().select({ n: count() }).from(bookings))[0]!.n);
  const uploads = () => {
    const root = path.join(api.t.dataDir, 'uploads');
    return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length : 0;
  };

  /** Posts `body` with every date field set to each text that is not a date: each a 400 naming that field, nothing written. */
  async function refusesEveryBadDate(schema: z.ZodType, body: Record<string, unknown>, headers: Record<string, string>) {
    const passport = { name: 'files[passport][passenger1]', filename: 'scan.png', type: 'image/png', data: PNG_1PX };
    const [booked, stored] = [await bookingCount(), uploads()];
    const fields = dateFieldPaths(schema).map((pattern) => concretePath(body, pattern));
    expect(fields.length).toBeGreaterThan(2);
    for (const field of fields) {
      for (const text of NOT_DATES) {
        const res = await postBooking(api.t.app, headers, withValue(body, field, text), [passport]);
        const name = field.join('.');
        expect(res.statusCode, `${name} = ${text}: ${res.body}`).toBe(400);
        // The first problem is that field's; no rule reading the date (ages, order) adds a wrong one.
        expect(res.json().error, `${name} = ${text}`).toBe(`${name}: must be a date YYYY-MM-DD`);
      }
    }
    expect(await bookingCount()).toBe(booked);
    expect(uploads()).toBe(stored);
    // The same body with its real dates books: the 400s were the dates'.
    const ok = await postBooking(api.t.app, headers, body, [passport]);
    expect(ok.statusCode, ok.body).toBe(201);
  }

  it('the wizard body: every date of searchParams and each passenger birth date', { timeout: 90_000 }, async () => {
    const { hotel } = await bookableHotel(db(), { allotment: 2 });
    const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
    const body = bookingJson([option!.hash], [[adult('Ann'), adult('Bob', 'Lee', '1979-02-03')]], { searchParams: { ...STAY, toId: hotel.locationId } });
    // An excursion on the first day (issue 28): its tourDate is a date field of the body too (first, where the walk looks).
    const tour = await insertTour(db(), { name: 'Date walk', locationId: hotel.locationId });
    const tours = await searchTourOptions(api.t.app, tourQuery(hotel.locationId, STAY, [{ adults: 2, childrenAges: [] }]), api.agent.headers);
    const excursion = tours.entities.find((o) => o.tourId === tour.id)!;
    (body.booking as { bookingItems: unknown[] }).bookingItems.unshift({
      productType: 'tour',
      hash: excursion.hash,
      passengerIds: ['passenger1', 'passenger2'],
      tourDate: STAY.startDate,
    });
    await refusesEveryBadDate(bookingCreateRequestSchema(TODAY), body, api.agent.headers);
  });

  it('the add-mode body: its dates, each list entry dates and each passenger birth date', { timeout: 90_000 }, async () => {
    const bb = await mealId(db(), 'bed-and-breakfast');
    const hotel = await makeHotel(db(), { name: 'Date Palace', mealTypeIds: [bb], defaultMealTypeId: bb });
    const room = await makeRoom(db(), hotel.id);
    await makeAllotment(
      db(),
      room.id,
      NIGHTS.map((night) => ({ night, rooms: 3 })),
    );
    const transfer = await createWorkedTransfer(db());
    const visa = await insertWorkedVisa(db(), {
      name: 'Date visa',
      typeName: 'Single entry',
      prices: { extraAdult: '60', extraChild: '60', extraInfant: '60' },
    });
    const body = {
      currency: 'EUR',
      fields: { agent: api.agent.user.id },
      to: hotel.locationId,
      ...STAY,
      bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'confirmed'),
      paymentStatusId: await taxonomyId(db(), 'paymentStatus', 'not-paid'),
      bookingItems: [{ hotelId: hotel.id, roomId: room.id, mealTypeId: bb, ...STAY, price: '120.45', count: 1 }],
      newTransfers: [{ transferId: transfer.id, carId: transfer.sedan, roundTrip: false, startDate: STAY.startDate, endDate: STAY.startDate, price: '35.10' }],
      newVisas: [{ visaId: visa.visaId, visaTypeId: visa.typeId, ...STAY, price: '60' }],
      newTours: [
        { tourId: (await insertTour(db(), { name: 'Date cruise', locationId: hotel.locationId })).id, startDate: STAY.startDate, endDate: STAY.startDate },
      ],
      passengers: { passenger1: adult('Ann', 'Lee'), passenger2: adult('Bob', 'Lee', '1979-02-03') },
    };
    await refusesEveryBadDate(bookingAddRequestSchema(TODAY), body, api.admin.headers);
  });
});
