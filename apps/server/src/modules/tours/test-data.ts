import type { TourSearchAnswer } from '@travel/contracts';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { type FilePart, PNG_1PX } from '../../test/factories';
import { cityId, sendForm } from '../hotels/test-data';
import { tours } from './tables';

/** A real 1×1 PNG as a form's file part. */
export const pngPart = (name = 'mainImage', filename = 'tour.png'): FilePart => ({ name, filename, type: 'image/png', data: PNG_1PX });

/** The add form's text fields of a tour in Paris; `over` replaces or adds fields. */
export async function tourFields(db: Db, over: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    name: 'Montmartre walking tour',
    price: '45.50',
    location: String(await cityId(db, 'Paris')),
    description: '<p>Sacré-Cœur and the <strong>painters</strong></p>',
    note: 'Meet at Anvers metro',
    ...over,
  };
}

/** POST tours as the add screen sends it (multipart); answers the response. */
export const postTour = (app: App, headers: Record<string, string>, fields: Record<string, string> | [string, string][], files: FilePart[] = []) =>
  sendForm(app, 'POST', '/api/v1/tours', fields, headers, files);

/** POST tours/{id} with _method=PUT, as the edit screen saves. */
export const saveTour = (app: App, headers: Record<string, string>, id: number, fields: Record<string, string>, files: FilePart[] = []) =>
  sendForm(app, 'POST', `/api/v1/tours/${id}`, { _method: 'PUT', ...fields }, headers, files);

/** A tour written straight to the catalogue table (the selling tests do not wait on the screens): Montmartre in Paris, 45.50 / 20.00 EUR, free until 3 days before. */
export async function insertTour(db: Db, over: Partial<typeof tours.$inferInsert> = {}) {
  const [row] = await db
    .insert(tours)
    .values({
      name: 'Montmartre walking tour',
      price: '45.50',
      priceChild: '20.00',
      currency: 'EUR',
      freeCancellationDays: 3,
      locationId: await cityId(db, 'Paris'),
      description: '<p>Sacré-Cœur and the painters</p>',
      ...over,
    })
    .returning();
  return row!;
}

/** The query of `GET search/tours` for `rooms` at `toId` over `stay`. */
export const tourQuery = (toId: number, stay: { startDate: string; endDate: string }, rooms: unknown, extra: Record<string, string> = {}) =>
  new URLSearchParams({ toId: String(toId), ...stay, rooms: JSON.stringify(rooms), ...extra });

/** `GET search/tours` as `headers`' user (none: a visitor); expects 200. */
export async function searchTourOptions(app: App, query: URLSearchParams, headers: Record<string, string> = {}): Promise<TourSearchAnswer> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/search/tours?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TourSearchAnswer;
}
