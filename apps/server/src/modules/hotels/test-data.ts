import { and, eq } from 'drizzle-orm';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { type FilePart, taxonomyId } from '../../test/factories';
import { locations } from '../reference/tables';
import { hotelOffers, hotelRooms, hotels, roomAllotments, roomPricing, roomPricingPersonPrices } from './tables';
import { fixtureDate } from '../../test/dates';

/** Factories of the hotel catalogue tests: rows written straight to the database. */

export const mealId = (db: Db, slug: 'room-only' | 'bed-and-breakfast' | 'half-board' | 'full-board' | 'all-inclusive') => taxonomyId(db, 'meal', slug);
export async function taxonomyIds(db: Db, type: string, slugs: string[]) {
  return Promise.all(slugs.map((slug) => taxonomyId(db, type, slug)));
}
export const categoryId = (db: Db, slug = '3-stars') => taxonomyId(db, 'hotelCategory', slug);

export async function cityId(db: Db, name = 'Paris') {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.type, 'city'), eq(locations.name, name)))
    .limit(1);
  if (!row) throw new Error(`no city ${name} in the reference data`);
  return row.id;
}

export async function makeHotel(db: Db, overrides: Partial<typeof hotels.$inferInsert> = {}) {
  const bb = await mealId(db, 'bed-and-breakfast');
  const hb = await mealId(db, 'half-board');
  const [row] = await db
    .insert(hotels)
    .values({
      name: `Factory Hotel ${Math.random().toString(36).slice(2, 8)}`,
      locationId: await cityId(db),
      hotelCategoryId: await categoryId(db),
      mealTypeIds: [bb, hb],
      defaultMealTypeId: bb,
      ...overrides,
    })
    .returning();
  return row!;
}

/** The worked example's Double room (domain-rules §9): base 2, max 3, adults 1-3, children 0-1. */
export async function makeRoom(db: Db, hotelId: number, overrides: Partial<typeof hotelRooms.$inferInsert> = {}) {
  const [row] = await db
    .insert(hotelRooms)
    .values({
      hotelId,
      name: 'Double',
      minAdultOccupancy: 1,
      maxAdultOccupancy: 3,
      minChildOccupancy: 0,
      maxChildOccupancy: 1,
      baseOccupancy: 2,
      maxOccupancy: 3,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makePricing(
  db: Db,
  roomId: number,
  values: { startDate: string; endDate: string; mealTypeId: number; prices: Record<number, string>; extraChild?: string; pricingType?: string },
) {
  const [row] = await db
    .insert(roomPricing)
    .values({
      roomId,
      startDate: values.startDate,
      endDate: values.endDate,
      mealTypeId: values.mealTypeId,
      pricingType: values.pricingType ?? 'personCount',
      extraChild: values.extraChild ?? null,
    })
    .returning();
  await db
    .insert(roomPricingPersonPrices)
    .values(Object.entries(values.prices).map(([persons, price]) => ({ pricingId: row!.id, persons: Number(persons), price })));
  return row!;
}

export async function makeOffer(db: Db, hotelId: number, overrides: Partial<typeof hotelOffers.$inferInsert> = {}) {
  const [row] = await db
    .insert(hotelOffers)
    .values({
      hotelId,
      kind: 'discounts',
      name: 'Early bird',
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-06-30'),
      pricingData: { discount: 10 },
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeAllotment(db: Db, roomId: number, nights: { night: string; rooms: number; sold?: number }[]) {
  await db.insert(roomAllotments).values(nights.map((n) => ({ roomId, ...n })));
}

/** The Info tab's fields of a valid hotel, as the web app sends them. */
export async function hotelFields(db: Db, overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  const bb = await mealId(db, 'bed-and-breakfast');
  return {
    name: 'Hotel Lutetia',
    location: String(await cityId(db)),
    hotelCategory: String(await categoryId(db, '5-stars')),
    address: '45 Boulevard Raspail',
    latitude: '48.851',
    longitude: '2.327',
    infantAgeMax: '2',
    children1AgeMax: '12',
    children2AgeMax: '',
    defaultCurrency: 'EUR',
    markups: JSON.stringify({ b2b: { type: 'percent', amount: '10' }, b2c: { type: 'fixed', amount: '12.5' } }),
    description: '<p>Left Bank <strong>landmark</strong></p>',
    note: 'Renovated 2018',
    mealTypes: JSON.stringify({ [bb]: 1 }),
    defaultMealTypeId: String(bb),
    ...overrides,
  };
}

/**
 * The hotel save of the edit screen for a factory hotel: its Info fields (meals BB and HB) plus
 * the given tabs as JSON parts.
 */
export async function saveHotelTabs(app: App, db: Db, hotelId: number, tabs: Record<string, unknown>, headers: Record<string, string>) {
  const meals = await taxonomyIds(db, 'meal', ['bed-and-breakfast', 'half-board']);
  const parts = Object.fromEntries(Object.entries(tabs).map(([key, value]) => [key, JSON.stringify(value)]));
  const fields = await hotelFields(db, { mealTypes: JSON.stringify(Object.fromEntries(meals.map((id) => [id, 1]))), ...parts });
  return sendForm(app, 'POST', `/api/v1/hotels/${hotelId}`, { _method: 'PUT', ...fields }, headers);
}

/** Sends a multipart form the way the web app does. */
export async function sendForm(
  app: App,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string> | [string, string][],
  headers: Record<string, string>,
  files: FilePart[] = [],
) {
  const pairs = Array.isArray(fields) ? fields : Object.entries(fields);
  const form = new FormData();
  for (const [key, value] of pairs) form.append(key, value);
  for (const file of files) form.append(file.name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
  const request = new Request('http://x', { method: 'POST', body: form });
  return app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
