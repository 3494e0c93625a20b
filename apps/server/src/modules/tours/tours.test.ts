import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type Tour, tourListSchema, tourSchema } from '@travel/contracts';
import { PNG_1PX } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { countryId } from '../../test/factories';
import { cityId } from '../hotels/test-data';
import { locations } from '../reference/tables';
import { tours } from './tables';
import { pngPart, postTour, saveTour, tourFields } from './test-data';

const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A file named .png whose content is not an image. */
const fakePng = (name = 'mainImage') => ({ name, filename: 'photo.png', type: 'image/png', data: Buffer.from('%PDF-1.4 this is not a picture') });

describe.each(engines)('tours API on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = api.admin.headers, payload?: object) =>
    api.t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload === undefined ? {} : { payload }) });

  const tourCount = async () => Number((await db().select({ n: count() }).from(tours))[0]!.n);
  const row = async (id: number) => (await db().select().from(tours).where(eq(tours.id, id)))[0];
  /** The stored tour images (files under the uploads folder). */
  const storedFiles = () => {
    const folder = path.join(api.t.dataDir, 'uploads', 'tours');
    return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
  };
  const keyOf = (url: string | null) => url?.replace('/api/v1/media/', '') ?? null;

  const addTour = async (over: Record<string, string> = {}, files = [pngPart()]) => {
    const res = await postTour(api.t.app, api.admin.headers, await tourFields(db(), over), files);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Tour;
  };

  describe('POST tours', () => {
    it('adds a tour with its main image and answers it; GET reads every field back; the row and the file are stored', async () => {
      const paris = await cityId(db(), 'Paris');
      const res = await postTour(
        api.t.app,
        api.admin.headers,
        await tourFields(db(), {
          description: '<p>Sacré-Cœur <strong>painters</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
          priceChild: '20',
          currency: 'usd',
          freeCancellationDays: '3',
        }),
        [pngPart()],
      );
      expect(res.statusCode, res.body).toBe(201);
      const tour = res.json() as Tour;
      expect(tourSchema.safeParse(tour).success).toBe(true);
      expect(tour).toEqual({
        id: expect.any(Number),
        name: 'Montmartre walking tour',
        price: '45.50',
        priceChild: '20.00',
        currency: 'USD',
        freeCancellationDays: 3,
        location: { id: paris, name: 'Paris' },
        description: '<p>Sacré-Cœur <strong>painters</strong></p><img src="x" />',
        note: 'Meet at Anvers metro',
        mainImage: expect.stringMatching(/^\/api\/v1\/media\/tours\/[a-f0-9-]{36}\.png$/),
      });
      expect((await inject('GET', `tours/${tour.id}`)).json()).toEqual(tour);
      expect(await row(tour.id)).toMatchObject({
        name: 'Montmartre walking tour',
        price: '45.50',
        priceChild: '20.00',
        currency: 'USD',
        freeCancellationDays: 3,
        locationId: paris,
        mainImage: keyOf(tour.mainImage),
      });
      expect(storedFiles()).toContain(path.basename(tour.mainImage!));
      const image = await api.t.app.inject({ method: 'GET', url: tour.mainImage! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG_1PX)).toBe(true);
    });

    it('takes the main image sent as images[] or newImages[] (spec §7), a tour without an image, and a JSON body', async () => {
      const asImages = await addTour({ name: 'Seine cruise' }, [{ ...pngPart('images[]'), filename: 'a.gif', type: 'image/gif', data: GIF_1PX }]);
      expect(asImages.mainImage).toMatch(/\.gif$/);
      const asNew = await addTour({ name: 'Louvre highlights' }, [pngPart('newImages[]')]);
      expect(asNew.mainImage).toMatch(/\.png$/);
      const bare = await addTour({ name: 'Latin quarter', note: '', description: '' }, []);
      expect(bare).toMatchObject({ mainImage: null, note: null, description: null });
      const json = await inject('POST', 'tours', api.admin.headers, { name: 'Versailles day trip', price: 120, location: await cityId(db(), 'Paris') });
      expect(json.statusCode, json.body).toBe(201);
      // Left out: a child pays the adult price, EUR, non-refundable.
      expect(json.json()).toMatchObject({
        name: 'Versailles day trip',
        price: '120.00',
        priceChild: null,
        currency: 'EUR',
        freeCancellationDays: null,
        mainImage: null,
      });
    });

    it.each([
      [{ name: '' }, 'name: Name is required'],
      [{ price: '' }, 'price: Price is required'],
      [{ price: '-5' }, 'price: Price must not be below zero'],
      [{ price: '12.345' }, 'price: must be an amount with at most 2 decimals'],
      [{ location: '' }, 'location: Location is required'],
      [{ location: '987654' }, 'location: Location 987654 not found'],
      [{ priceChild: '-1' }, 'priceChild: Child price must not be below zero'],
      [{ priceChild: '1.234' }, 'priceChild: must be an amount with at most 2 decimals'],
      [{ currency: 'EURO' }, 'currency: Currency must be a currency code such as EUR'],
      [{ currency: 'XYZ' }, 'currency: Currency XYZ not found'],
      [{ freeCancellationDays: '-1' }, 'freeCancellationDays: Free cancellation must be 0 to 365 days'],
      [{ freeCancellationDays: '366' }, 'freeCancellationDays: Free cancellation must be 0 to 365 days'],
      [{ freeCancellationDays: '2.5' }, 'freeCancellationDays: Free cancellation must be a whole number of days'],
      [{ freeCancellationDays: 'soon' }, 'freeCancellationDays: Free cancellation must be a number of days'],
    ])('refuses %j with 400 naming the field, and saves nothing (no row, no file)', async (over, message) => {
      const [before, filesBefore] = [await tourCount(), storedFiles()];
      const res = await postTour(api.t.app, api.admin.headers, await tourFields(db(), over), [pngPart()]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect(await tourCount()).toBe(before);
      expect(storedFiles()).toEqual(filesBefore);
    });

    it('refuses an airport as the location', async () => {
      const [airport] = await db().select({ id: locations.id }).from(locations).where(eq(locations.type, 'airport')).limit(1);
      const res = await postTour(api.t.app, api.admin.headers, await tourFields(db(), { location: String(airport!.id) }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^location: must be a country or a city/);
      // A country is a location too.
      const country = await postTour(
        api.t.app,
        api.admin.headers,
        await tourFields(db(), { name: 'All France', location: String(await countryId(db(), 'FR')) }),
      );
      expect(country.statusCode, country.body).toBe(201);
    });

    it('refuses an upload by its content: a .png that is not a PNG answers 400, nothing half-saved', async () => {
      const [before, filesBefore] = [await tourCount(), storedFiles()];
      const res = await postTour(api.t.app, api.admin.headers, await tourFields(db(), { name: 'Fake image tour' }), [fakePng()]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('mainImage: is not supported file extension');
      expect(await tourCount()).toBe(before);
      expect(storedFiles()).toEqual(filesBefore);
    });

    it('refuses a second image and a file under another name, naming the field', async () => {
      const two = await postTour(api.t.app, api.admin.headers, await tourFields(db()), [pngPart(), pngPart('newImages[]')]);
      expect(two.statusCode).toBe(400);
      expect(two.json().error).toBe('mainImage: a tour has one main image; send one file');
      const other = await postTour(api.t.app, api.admin.headers, await tourFields(db()), [pngPart('logo')]);
      expect(other.statusCode).toBe(400);
      expect(other.json().error).toMatch(/^logo: /);
    });

    it('answers 413 "file size is too big" for an image over 5 MB', async () => {
      const before = await tourCount();
      const big = { name: 'mainImage', filename: 'big.png', type: 'image/png', data: Buffer.concat([PNG_1PX, Buffer.alloc(MAX_UPLOAD_BYTES)]) };
      const res = await postTour(api.t.app, api.admin.headers, await tourFields(db(), { name: 'Big image tour' }), [big]);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe('mainImage: file size is too big');
      expect(await tourCount()).toBe(before);
    });

    it('is for administrators: 401 without a token, 403 for an agent', async () => {
      const fields = await tourFields(db());
      expect((await postTour(api.t.app, {}, fields)).statusCode).toBe(401);
      expect((await postTour(api.t.app, api.agent.headers, fields)).statusCode).toBe(403);
    });
  });

  describe('GET tours', () => {
    it('lists a page by name with the location { id, name } and pagesCount; searches the name and the location', async () => {
      const a = await addTour({ name: 'Zzlist Alpha canal tour' }, []);
      const b = await addTour({ name: 'Zzlist Beta canal tour' }, []);
      const res = await inject('GET', 'tours?page=1&searchText=zzlist');
      expect(res.statusCode).toBe(200);
      const list = tourListSchema.parse(res.json());
      expect(list).toEqual({
        entities: [
          { id: a.id, name: 'Zzlist Alpha canal tour', price: '45.50', location: a.location },
          { id: b.id, name: 'Zzlist Beta canal tour', price: '45.50', location: b.location },
        ],
        pagesCount: 1,
        total: 2,
      });
      const byPlace = (await inject('GET', 'tours?searchText=paris')).json();
      expect(byPlace.entities.map((t: { id: number }) => t.id)).toEqual(expect.arrayContaining([a.id, b.id]));
      expect((await inject('GET', 'tours?searchText=no-such-tour-anywhere')).json()).toEqual({ entities: [], pagesCount: 1, total: 0 });
      const all = (await inject('GET', 'tours')).json();
      expect(all.total).toBe(await tourCount());
    });

    it('refuses a bad page with 400, no token with 401, an agent with 403', async () => {
      expect((await inject('GET', 'tours?page=0')).statusCode).toBe(400);
      expect((await inject('GET', 'tours', {})).statusCode).toBe(401);
      expect((await inject('GET', 'tours', api.agent.headers)).statusCode).toBe(403);
    });
  });

  describe('GET tours/{id}', () => {
    it('answers 404 for an unknown tour, 400 for a bad id, 401 and 403', async () => {
      const tour = await addTour({ name: 'Get guards' }, []);
      expect((await inject('GET', 'tours/987654')).statusCode).toBe(404);
      expect((await inject('GET', 'tours/987654')).json().error).toBe('Tour not found.');
      expect((await inject('GET', 'tours/abc')).statusCode).toBe(400);
      expect((await inject('GET', `tours/${tour.id}`, {})).statusCode).toBe(401);
      expect((await inject('GET', `tours/${tour.id}`, api.agent.headers)).statusCode).toBe(403);
    });
  });

  describe('POST tours/{id} with _method=PUT, and PUT', () => {
    it('saves every field; no file keeps the image; a new file replaces it and the old file goes', async () => {
      const tour = await addTour({ name: 'Edit me' });
      const oldFile = path.basename(tour.mainImage!);
      const lyon = await cityId(db(), 'Paris');
      const kept = await saveTour(api.t.app, api.admin.headers, tour.id, {
        name: 'Edited tour',
        price: '99',
        location: String(lyon),
        description: '<p>New</p>',
        note: '',
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toEqual({ ...tour, name: 'Edited tour', price: '99.00', description: '<p>New</p>', note: null });
      expect((await inject('GET', `tours/${tour.id}`)).json()).toEqual(kept.json());

      const replaced = await saveTour(api.t.app, api.admin.headers, tour.id, await tourFields(db(), { name: 'Edited tour' }), [pngPart()]);
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json().mainImage).not.toBe(tour.mainImage);
      expect(await row(tour.id)).toMatchObject({ mainImage: keyOf(replaced.json().mainImage) });
      expect(storedFiles()).not.toContain(oldFile);
      expect(storedFiles()).toContain(path.basename(replaced.json().mainImage));
    });

    it('PUT with a JSON body saves the same way', async () => {
      const tour = await addTour({ name: 'Put me' }, []);
      const res = await inject('PUT', `tours/${tour.id}`, api.admin.headers, {
        name: 'Put done',
        price: '10.1',
        priceChild: 5,
        currency: 'USD',
        freeCancellationDays: 0,
        location: tour.location.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Put done',
        price: '10.10',
        priceChild: '5.00',
        currency: 'USD',
        freeCancellationDays: 0,
        description: null,
        note: null,
      });
      // The full state: left out, the child price and the free days are cleared and the currency is EUR again.
      const cleared = await inject('PUT', `tours/${tour.id}`, api.admin.headers, { name: 'Put done', price: '10.1', location: tour.location.id });
      expect(cleared.json()).toMatchObject({ priceChild: null, currency: 'EUR', freeCancellationDays: null });
    });

    it('a refused save (bad field, bad image) changes nothing: same row, same file', async () => {
      const tour = await addTour({ name: 'Keep me' });
      const [before, filesBefore] = [await row(tour.id), storedFiles()];
      const bad = await saveTour(api.t.app, api.admin.headers, tour.id, await tourFields(db(), { name: 'Changed', price: 'abc' }), [pngPart()]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/^price: /);
      const badLocation = await saveTour(api.t.app, api.admin.headers, tour.id, await tourFields(db(), { name: 'Changed', location: '987654' }), [pngPart()]);
      expect(badLocation.statusCode).toBe(400);
      expect(badLocation.json().error).toBe('location: Location 987654 not found');
      const badImage = await saveTour(api.t.app, api.admin.headers, tour.id, await tourFields(db(), { name: 'Changed' }), [fakePng()]);
      expect(badImage.statusCode).toBe(400);
      expect(badImage.json().error).toBe('mainImage: is not supported file extension');
      expect(await row(tour.id)).toEqual(before);
      expect(storedFiles()).toEqual(filesBefore);
    });

    it('answers 404 for an unknown tour (nothing stored), 401 and 403', async () => {
      const filesBefore = storedFiles();
      const fields = await tourFields(db());
      const missing = await saveTour(api.t.app, api.admin.headers, 987654, fields, [pngPart()]);
      expect(missing.statusCode).toBe(404);
      expect(storedFiles()).toEqual(filesBefore);
      const tour = await addTour({ name: 'Guarded save' }, []);
      expect((await saveTour(api.t.app, {}, tour.id, fields)).statusCode).toBe(401);
      expect((await saveTour(api.t.app, api.agent.headers, tour.id, fields)).statusCode).toBe(403);
      expect((await row(tour.id))!.name).toBe('Guarded save');
    });
  });

  describe('DELETE tours/{id}', () => {
    it('deletes the tour and its image file; then 404', async () => {
      const tour = await addTour({ name: 'Delete me' });
      expect((await inject('DELETE', `tours/${tour.id}`, {})).statusCode).toBe(401);
      expect((await inject('DELETE', `tours/${tour.id}`, api.agent.headers)).statusCode).toBe(403);
      expect(await row(tour.id)).toBeDefined();
      const res = await inject('DELETE', `tours/${tour.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await row(tour.id)).toBeUndefined();
      expect(storedFiles()).not.toContain(path.basename(tour.mainImage!));
      expect((await inject('GET', `tours/${tour.id}`)).statusCode).toBe(404);
      expect((await inject('DELETE', `tours/${tour.id}`)).statusCode).toBe(404);
    });
  });
});
