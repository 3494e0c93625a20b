import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hotelSchema } from '@travel/contracts';
import { PNG_1PX } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { writeSetting } from '../settings/service';
import { hotelImages, hotelOffers, hotels } from './tables';
import { categoryId, cityId, hotelFields, makeHotel, mealId, sendForm } from './test-data';
import { fixtureDate } from '../../test/dates';

const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const png = (name = 'newImages[]', filename = 'photo.png') => ({ name, filename, type: 'image/png', data: PNG_1PX });

describe.each(engines)('hotel add and save API on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;

  const get = (url: string, headers: Record<string, string> = api.admin.headers) => api.t.app.inject({ method: 'GET', url, headers });
  const hotelsCount = async () => Number((await db().select({ n: count() }).from(hotels))[0]!.n);
  const hotelRow = async (id: number) => (await db().select().from(hotels).where(eq(hotels.id, id)))[0];
  const imageKeys = async (id: number) =>
    (await db().select().from(hotelImages).where(eq(hotelImages.hotelId, id)).orderBy(hotelImages.position)).map((i) => i.key);
  const editFields = async (overrides: Record<string, string> = {}): Promise<Record<string, string>> => ({
    _method: 'PUT',
    ...(await hotelFields(db(), overrides)),
  });

  describe('POST /hotels', () => {
    it('creates a hotel with every Info field, a main image and gallery images; answers the full hotel', async () => {
      const fields = await hotelFields(db());
      const res = await sendForm(api.t.app, 'POST', '/api/v1/hotels', fields, api.admin.headers, [
        png('mainImage', 'main.png'),
        png('newImages[]', 'a.png'),
        { name: 'newImages[]', filename: 'b.gif', type: 'image/gif', data: GIF_1PX },
      ]);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(hotelSchema.safeParse(body).success).toBe(true);
      const bb = await mealId(db(), 'bed-and-breakfast');
      expect(body).toMatchObject({
        name: 'Hotel Lutetia',
        location: { id: Number(fields.location), name: 'Paris' },
        hotelCategory: { id: Number(fields.hotelCategory), title: '5 stars' },
        address: '45 Boulevard Raspail',
        latitude: 48.851,
        longitude: 2.327,
        infantAgeMax: 2,
        children1AgeMax: 12,
        children2AgeMax: null,
        defaultCurrency: 'EUR',
        markups: { b2b: { type: 'percent', amount: '10.00' }, b2c: { type: 'fixed', amount: '12.50' } },
        description: '<p>Left Bank <strong>landmark</strong></p>',
        note: 'Renovated 2018',
        mealTypes: { [bb]: 1 },
        defaultMealTypeId: bb,
        rooms: [],
        cancellationRules: [],
        discounts: [],
        stopSales: [],
      });
      expect(body.mainImage).toMatch(/^\/api\/v1\/media\/hotels\/.+\.png$/);
      expect(body.images).toHaveLength(2);
      expect(body.images[1]).toMatch(/\.gif$/);
      const row = (await hotelRow(body.id))!;
      expect(row).toMatchObject({
        name: 'Hotel Lutetia',
        locationId: Number(fields.location),
        hotelCategoryId: Number(fields.hotelCategory),
        latitude: '48.851000',
        defaultCurrency: 'EUR',
        markups: { b2b: { type: 'percent', amount: '10.00' }, b2c: { type: 'fixed', amount: '12.50' } },
        mealTypeIds: [bb],
        defaultMealTypeId: bb,
      });
      expect(row.mainImage).toMatch(/^hotels\/.+\.png$/);
      expect(await imageKeys(body.id)).toEqual(body.images.map((url: string) => url.replace('/api/v1/media/', '')));
      const served = await get(body.images[1], {});
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/gif');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
    });

    it('applies the defaults: age bands 2/12, the global default currency, percent markups; the default meal joins the meal types', async () => {
      await writeSetting(db(), 'defaultCurrency', 'GBP');
      const hb = await mealId(db(), 'half-board');
      const bb = await mealId(db(), 'bed-and-breakfast');
      const res = await sendForm(
        api.t.app,
        'POST',
        '/api/v1/hotels',
        {
          name: 'Defaults Hotel',
          location: String(await cityId(db())),
          hotelCategory: String(await categoryId(db())),
          mealTypes: JSON.stringify({ [bb]: 1 }),
          defaultMealTypeId: String(hb),
        },
        api.admin.headers,
      );
      await writeSetting(db(), 'defaultCurrency', 'EUR');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        infantAgeMax: 2,
        children1AgeMax: 12,
        defaultCurrency: 'GBP',
        markups: { b2b: { type: 'percent', amount: null }, b2c: { type: 'percent', amount: null } },
        mealTypes: { [bb]: 1, [hb]: 1 },
        defaultMealTypeId: hb,
        description: '',
        mainImage: null,
        images: [],
      });
      expect((await hotelRow(res.json().id))!.mealTypeIds).toEqual([bb, hb].sort((x, y) => x - y));
    });

    it('stores meals prices sent with the add form', async () => {
      const bb = await mealId(db(), 'bed-and-breakfast');
      const hb = await mealId(db(), 'half-board');
      const mealsPrices = [
        {
          startDate: fixtureDate('2027-06-01'),
          endDate: fixtureDate('2027-07-31'),
          pricingData: { fromMealTypeId: bb, toMealTypeId: hb, adult: '15', child: 8, infant: '0' },
        },
      ];
      const res = await sendForm(
        api.t.app,
        'POST',
        '/api/v1/hotels',
        await hotelFields(db(), { name: 'Meals Hotel', mealsPrices: JSON.stringify(mealsPrices) }),
        api.admin.headers,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().mealsPrices).toMatchObject([
        { roomTypeIds: 'all', pricingData: { fromMealTypeId: bb, toMealTypeId: hb, adult: '15.00', child: '8.00', infant: '0.00' } },
      ]);
      const rows = await db().select().from(hotelOffers).where(eq(hotelOffers.hotelId, res.json().id));
      expect(rows).toMatchObject([{ kind: 'mealsPrices', startDate: fixtureDate('2027-06-01'), endDate: fixtureDate('2027-07-31') }]);
    });

    it('sanitizes the description: scripts, event handlers, styles and javascript:/data: URLs go, formatting stays', async () => {
      const description = [
        '<h2>Rooms</h2><p style="color:red" onclick="steal()">Quiet <em>and</em> <u>bright</u></p>',
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)"><img src="data:image/png;base64,AAAA" alt="d">',
        '<a href="javascript:alert(3)">bad link</a> <a href="https://example.com" target="_blank">site</a>',
        '<ul><li>one</li></ul><blockquote>quote</blockquote><iframe src="https://evil.example"></iframe>',
      ].join('');
      const res = await sendForm(api.t.app, 'POST', '/api/v1/hotels', await hotelFields(db(), { name: 'Sanitized Hotel', description }), api.admin.headers);
      expect(res.statusCode).toBe(201);
      const stored = (await hotelRow(res.json().id))!.description;
      expect(stored).toBe(res.json().description);
      for (const gone of ['<script', 'alert', 'onerror', 'onclick', 'style=', 'javascript:', 'data:', '<iframe']) expect(stored).not.toContain(gone);
      for (const kept of ['<h2>Rooms</h2>', '<em>and</em>', '<u>bright</u>', '<ul><li>one</li></ul>', '<blockquote>quote</blockquote>', '<img src="x" />']) {
        expect(stored).toContain(kept);
      }
      expect(stored).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>');
      expect(stored).toContain('<a>bad link</a>');
    });

    it('names each missing required field and each bad reference, writing nothing', async () => {
      const before = await hotelsCount();
      const cases: [Record<string, string>, string][] = [
        [{ name: '' }, 'name'],
        [{ location: '' }, 'location'],
        [{ hotelCategory: '' }, 'hotelCategory'],
        [{ location: '999999' }, 'location'],
        [{ hotelCategory: String(await mealId(db(), 'half-board')) }, 'hotelCategory'],
        [{ mealTypes: JSON.stringify({ [await categoryId(db())]: 1 }) }, 'mealTypes'],
        [{ mealTypes: '{"x":1}' }, 'mealTypes'],
        [{ defaultMealTypeId: '999999' }, 'defaultMealTypeId'],
        [{ defaultCurrency: 'XXX' }, 'defaultCurrency'],
        [{ defaultCurrency: 'euro' }, 'defaultCurrency'],
        [{ infantAgeMax: '1.5' }, 'infantAgeMax'],
        [{ children1AgeMax: '1' }, 'children1AgeMax'],
        [{ markups: '{"b2b":{"type":"percent","amount":"-1"}}' }, 'markups'],
        [{ markups: 'not json' }, 'markups'],
        [{ latitude: '91' }, 'latitude'],
      ];
      for (const [overrides, field] of cases) {
        const res = await sendForm(api.t.app, 'POST', '/api/v1/hotels', await hotelFields(db(), overrides), api.admin.headers);
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(res.json().error, JSON.stringify(overrides)).toContain(field);
      }
      expect(await hotelsCount()).toBe(before);
    });

    it('checks images by content (400) and size (413), writing nothing', async () => {
      const before = await hotelsCount();
      const text = await sendForm(api.t.app, 'POST', '/api/v1/hotels', await hotelFields(db()), api.admin.headers, [
        { name: 'newImages[]', filename: 'fake.png', type: 'image/png', data: Buffer.from('just some text, not an image') },
      ]);
      expect(text.statusCode).toBe(400);
      expect(text.json().error).toBe('newImages: is not supported file extension');
      const main = await sendForm(api.t.app, 'POST', '/api/v1/hotels', await hotelFields(db()), api.admin.headers, [
        { name: 'mainImage', filename: 'fake.jpg', type: 'image/jpeg', data: Buffer.from('%PDF-1.4 not an image') },
      ]);
      expect(main.statusCode).toBe(400);
      expect(main.json().error).toBe('mainImage: is not supported file extension');
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(5_242_880)]);
      const tooBig = await sendForm(api.t.app, 'POST', '/api/v1/hotels', await hotelFields(db()), api.admin.headers, [
        { name: 'newImages[]', filename: 'big.png', type: 'image/png', data: big },
      ]);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().error).toBe('newImages: file size is too big');
      expect(await hotelsCount()).toBe(before);
    });
  });

  describe('POST /hotels/:id with _method=PUT, and PUT /hotels/:id', () => {
    async function createWithImages() {
      const res = await sendForm(api.t.app, 'POST', '/api/v1/hotels', await hotelFields(db(), { name: 'Gallery Hotel' }), api.admin.headers, [
        png('mainImage', 'main.png'),
        png('newImages[]', 'one.png'),
        png('newImages[]', 'two.png'),
        png('newImages[]', 'three.png'),
      ]);
      expect(res.statusCode).toBe(201);
      return res.json() as { id: number; images: string[]; mainImage: string };
    }

    it('saves the Info fields and keeps, removes, reorders and adds gallery images', async () => {
      const hotel = await createWithImages();
      const [one, two, three] = hotel.images as [string, string, string];
      const fields = Object.entries(await editFields({ name: 'Gallery Hotel Renamed', note: '', address: 'New address', children2AgeMax: '16' }));
      // The third image is kept by URL, the first by storage key, the second is dropped.
      fields.push(['images[]', three], ['images[]', one.replace('/api/v1/media/', '')]);
      const res = await sendForm(api.t.app, 'POST', `/api/v1/hotels/${hotel.id}`, fields, api.admin.headers, [png('newImages[]', 'four.png')]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: hotel.id,
        name: 'Gallery Hotel Renamed',
        note: null,
        address: 'New address',
        children2AgeMax: 16,
        mainImage: hotel.mainImage,
      });
      expect(res.json().images.slice(0, 2)).toEqual([three, one]);
      expect(res.json().images).toHaveLength(3);
      expect(res.json().images).not.toContain(two);
      const keys = await imageKeys(hotel.id);
      expect(keys.slice(0, 2)).toEqual([three, one].map((url) => url.replace('/api/v1/media/', '')));
      expect(keys[2]).toMatch(/^hotels\/.+\.png$/);
      expect(await hotelRow(hotel.id)).toMatchObject({ name: 'Gallery Hotel Renamed', note: null, children2AgeMax: 16 });
    });

    it('replaces the main image with a new file; no images listed removes the gallery', async () => {
      const hotel = await createWithImages();
      const res = await sendForm(api.t.app, 'POST', `/api/v1/hotels/${hotel.id}`, await editFields({ name: 'Gallery Hotel' }), api.admin.headers, [
        png('mainImage', 'new-main.png'),
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().mainImage).not.toBe(hotel.mainImage);
      expect(res.json().mainImage).toMatch(/^\/api\/v1\/media\/hotels\/.+\.png$/);
      expect(res.json().images).toEqual([]);
      expect(await imageKeys(hotel.id)).toEqual([]);
    });

    it('ignores images that are not in its own gallery', async () => {
      const other = await createWithImages();
      const hotel = await makeHotel(db());
      const fields = Object.entries(await editFields());
      fields.push(['images[]', other.images[0]!]);
      const res = await sendForm(api.t.app, 'POST', `/api/v1/hotels/${hotel.id}`, fields, api.admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().images).toEqual([]);
      expect(await imageKeys(other.id)).toHaveLength(3);
    });

    it('accepts a plain PUT with a JSON body and keeps the currency when none is sent', async () => {
      const hotel = await makeHotel(db(), { defaultCurrency: 'USD' });
      const { _method, defaultCurrency: _currency, ...fields } = await editFields({ name: 'Json Hotel' });
      const res = await api.t.app.inject({
        method: 'PUT',
        url: `/api/v1/hotels/${hotel.id}`,
        headers: api.admin.headers,
        payload: { ...fields, location: Number(fields.location), markups: { b2c: { type: 'percent', amount: 3 } }, mealTypes: JSON.parse(fields.mealTypes!) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Json Hotel',
        defaultCurrency: 'USD',
        markups: { b2b: { type: 'percent', amount: null }, b2c: { type: 'percent', amount: '3.00' } },
      });
      expect(await hotelRow(hotel.id)).toMatchObject({ name: 'Json Hotel', defaultCurrency: 'USD' });
    });

    it('names the bad field and changes nothing', async () => {
      const hotel = await createWithImages();
      const before = await hotelRow(hotel.id);
      const cases: [Record<string, string>, string][] = [
        [{ name: '' }, 'name'],
        [{ location: '999999' }, 'location'],
        [{ hotelCategory: '' }, 'hotelCategory'],
        [{ defaultCurrency: 'ZZZ' }, 'defaultCurrency'],
        [{ rooms: 'garbage' }, 'rooms'],
        [{ discounts: `[{"startDate":"${fixtureDate('2027-01-01')}"}]` }, 'discounts'],
      ];
      for (const [overrides, field] of cases) {
        const res = await sendForm(api.t.app, 'POST', `/api/v1/hotels/${hotel.id}`, await editFields(overrides), api.admin.headers);
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(res.json().error, JSON.stringify(overrides)).toContain(field);
      }
      const badImage = await sendForm(api.t.app, 'POST', `/api/v1/hotels/${hotel.id}`, await editFields(), api.admin.headers, [
        { name: 'newImages[]', filename: 'x.png', type: 'image/png', data: Buffer.from('text') },
      ]);
      expect(badImage.statusCode).toBe(400);
      expect(await hotelRow(hotel.id)).toEqual(before);
      expect(await imageKeys(hotel.id)).toHaveLength(3);
    });

    it('answers 404 for an unknown id, 401 without a token, 403 for an agent, changing nothing', async () => {
      const hotel = await makeHotel(db(), { name: 'Guarded Hotel' });
      const fields = await editFields({ name: 'Hacked' });
      expect((await sendForm(api.t.app, 'POST', '/api/v1/hotels/999999', fields, api.admin.headers)).statusCode).toBe(404);
      expect((await sendForm(api.t.app, 'POST', `/api/v1/hotels/${hotel.id}`, fields, {})).statusCode).toBe(401);
      expect((await sendForm(api.t.app, 'POST', `/api/v1/hotels/${hotel.id}`, fields, api.agent.headers)).statusCode).toBe(403);
      expect((await sendForm(api.t.app, 'PUT', `/api/v1/hotels/${hotel.id}`, fields, api.agent.headers)).statusCode).toBe(403);
      expect((await hotelRow(hotel.id))!.name).toBe('Guarded Hotel');
    });
  });
});
