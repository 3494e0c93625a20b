import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_1PX, type FilePart } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { settingsListItems } from './tables';

type Item = {
  id: number;
  image: string | null;
  file: string | null;
  title: string | null;
  subtitle: string | null;
  description: string | null;
  order: number;
  isActive: boolean;
};
type ListBody = { list: string; entities: Item[] };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = (name: string): FilePart => ({ name, filename: 'photo.png', type: 'image/png', data: PNG_1PX });

describe.each(engines)('settings lists API on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;

  /** The save the way the list editor sends it: form data, PUT override, `fields` JSON text, uploads. */
  async function save(list: string, items: unknown, files: FilePart[] = [], headers: Record<string, string> = api.admin.headers) {
    const form = await multipart({ _method: 'PUT', fields: typeof items === 'string' ? items : JSON.stringify(items) }, files);
    return api.t.app.inject({ method: 'POST', url: `/api/v1/settings/${list}`, headers: { ...headers, ...form.headers }, payload: form.payload });
  }
  const read = async (list: string) =>
    (await api.t.app.inject({ method: 'GET', url: `/api/v1/settings/${list}`, headers: api.admin.headers })).json() as ListBody;

  it('answers an empty list before anything is saved, for every list', async () => {
    for (const list of ['backgroundimages', 'pagesbackgroundimages', 'homeoffers', 'homerecommended', 'sidebarbanners', 'medias']) {
      const res = await api.t.app.inject({ method: 'GET', url: `/api/v1/settings/${list}`, headers: api.admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ list, entities: [] });
    }
  });

  it('answers 401 without a token and 403 for an agent, on reads and saves', async () => {
    expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/settings/homeoffers' })).statusCode).toBe(401);
    expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/settings/homeoffers', headers: api.agent.headers })).statusCode).toBe(403);
    const refused = await save('homeoffers', [{ order: 1, title: 'x' }], [png('images[0]')], api.agent.headers);
    expect(refused.statusCode).toBe(403);
    expect(await read('homeoffers')).toEqual({ list: 'homeoffers', entities: [] });
  });

  it('stores uploads, keeps images by URL, updates by id, removes what is left out (one save = the whole list)', async () => {
    const first = await save(
      'homeoffers',
      [
        { title: 'Paris in spring', subtitle: 'From 99 EUR', description: 'Three nights', order: 2, isActive: true },
        { title: 'Rome', order: 1, isActive: false },
      ],
      [png('images[0]'), png('images[1]')],
    );
    expect(first.statusCode).toBe(200);
    const saved = (first.json() as ListBody).entities;
    // Answered in order: Rome (1) before Paris (2).
    expect(saved.map((i) => [i.title, i.order, i.isActive])).toEqual([
      ['Rome', 1, false],
      ['Paris in spring', 2, true],
    ]);
    expect(saved[1]).toMatchObject({ subtitle: 'From 99 EUR', description: 'Three nights', file: null });
    expect(saved[0]!.image).toMatch(/^\/api\/v1\/media\/settings\/[a-f0-9-]{36}\.png$/);
    const media = await api.t.app.inject({ method: 'GET', url: saved[0]!.image! });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');

    const [rome, paris] = saved as [Item, Item];
    const second = await save(
      'homeoffers',
      [
        { id: paris.id, image: paris.image, title: 'Paris', order: 1, isActive: true },
        { title: 'Lisbon', order: 5 },
      ],
      [png('images[1]')],
    );
    expect(second.statusCode).toBe(200);
    const after = (second.json() as ListBody).entities;
    expect(after.map((i) => [i.title, i.order, i.isActive])).toEqual([
      ['Paris', 1, true],
      ['Lisbon', 5, true],
    ]);
    expect(after[0]).toMatchObject({ id: paris.id, image: paris.image, subtitle: null });
    expect(await read('homeoffers')).toEqual(second.json());
    const stored = await db().select().from(settingsListItems).where(eq(settingsListItems.id, rome.id));
    expect(stored).toEqual([]);
    // Other lists are untouched by this one's save.
    expect((await read('homerecommended')).entities).toEqual([]);
  });

  it('answers the active items of the storefront lists in order on the public home-content call', async () => {
    await save(
      'sidebarbanners',
      [
        { title: 'Second', order: 2 },
        { title: 'Hidden', order: 0, isActive: false },
        { title: 'First', order: 1 },
      ],
      [png('images[0]'), png('images[1]'), png('images[2]')],
    );
    const res = await api.t.app.inject({ method: 'GET', url: '/api/v1/home-content' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['backgroundimages', 'homeoffers', 'homerecommended', 'pagesbackgroundimages', 'sidebarbanners']);
    expect(body.sidebarbanners.map((i: Item) => i.title)).toEqual(['First', 'Second']);
    expect(body.sidebarbanners[0]).not.toHaveProperty('isActive');
    expect(body.homeoffers.map((i: Item) => i.title)).toEqual(['Paris', 'Lisbon']);
  });

  describe('validation: nothing is saved on a refused save', () => {
    let before: ListBody;
    beforeAll(async () => {
      before = await read('homeoffers');
    });
    const expectUnchanged = async () => expect(await read('homeoffers')).toEqual(before);

    it('requires an integer order', async () => {
      const missing = await save('homeoffers', [{ title: 'No order' }], [png('images[0]')]);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('fields.0.order: Order is required');
      const fraction = await save('homeoffers', [{ title: 'x', order: 1.5 }], [png('images[0]')]);
      expect(fraction.statusCode).toBe(400);
      expect(fraction.json().error).toBe('fields.0.order: Order must be a whole number');
      await expectUnchanged();
    });

    it("refuses a file that is not an image with the spec's sentence", async () => {
      const res = await save('homeoffers', [{ title: 'x', order: 1 }], [{ name: 'images[0]', filename: 'a.png', type: 'image/png', data: PDF }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('images[0]: is not supported file extension');
      await expectUnchanged();
    });

    it("refuses an image above 5242880 bytes with 'file size is too big'", async () => {
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(5_242_881)]);
      const res = await save('homeoffers', [{ title: 'x', order: 1 }], [{ name: 'images[0]', filename: 'big.png', type: 'image/png', data: big }]);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatch(/file size is too big$/);
      await expectUnchanged();
    });

    it('requires an image on every item of an image list, and refuses images or ids of elsewhere', async () => {
      const noImage = await save('homeoffers', [{ title: 'x', order: 1 }]);
      expect(noImage.statusCode).toBe(400);
      expect(noImage.json().error).toBe('fields.0.image: Image is required');
      const foreign = await save('homeoffers', [{ title: 'x', order: 1, image: '/api/v1/media/passenger-passport/00000000-0000-0000-0000-000000000000.png' }]);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error).toBe('fields.0.image: is not a file of this list');
      const banner = (await read('sidebarbanners')).entities[0]!;
      const otherList = await save('homeoffers', [{ id: banner.id, image: banner.image, order: 1 }]);
      expect(otherList.statusCode).toBe(400);
      expect(otherList.json().error).toBe(`fields.0.id: item ${banner.id} is not in this list`);
      const orphan = await save('homeoffers', [], [png('images[3]')]);
      expect(orphan.statusCode).toBe(400);
      expect(orphan.json().error).toBe('images[3]: there is no item 3 in the list');
      await expectUnchanged();
    });
  });

  it('medias take PDF and image files (files[n]), checked by content', async () => {
    const res = await save(
      'medias',
      [
        { title: 'Price list', order: 1 },
        { title: 'Logo', order: 2 },
      ],
      [
        { name: 'files[0]', filename: 'prices.pdf', type: 'application/pdf', data: PDF },
        { name: 'files[1]', filename: 'logo.png', type: 'image/png', data: PNG_1PX },
      ],
    );
    expect(res.statusCode).toBe(200);
    const [pdf, image] = (res.json() as ListBody).entities as [Item, Item];
    expect(pdf.file).toMatch(/\.pdf$/);
    expect(pdf.image).toBeNull();
    expect(image.file).toMatch(/\.png$/);
    const served = await api.t.app.inject({ method: 'GET', url: pdf.file! });
    expect(served.headers['content-type']).toBe('application/pdf');

    const text = await save(
      'medias',
      [{ title: 'x', order: 1 }],
      [{ name: 'files[0]', filename: 'a.pdf', type: 'application/pdf', data: Buffer.from('hello') }],
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('files[0]: is not supported file extension');
    const wrongField = await save('medias', [{ title: 'x', order: 1 }], [png('images[0]')]);
    expect(wrongField.statusCode).toBe(400);
    expect((await read('medias')).entities.map((i) => i.title)).toEqual(['Price list', 'Logo']);
  });
});
