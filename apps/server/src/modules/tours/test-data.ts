import type { App } from '../../app';
import type { Db } from '../../db/client';
import { type FilePart, PNG_1PX } from '../../test/factories';
import { cityId, sendForm } from '../hotels/test-data';

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
