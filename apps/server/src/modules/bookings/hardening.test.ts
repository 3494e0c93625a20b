import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, taxonomyId } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { roomAllotments } from '../hotels/tables';
import { hotelFields, sendForm } from '../hotels/test-data';
import { bookingItems, bookings } from './tables';
import { adult, bookableHotel, bookingJson, insertBooking, postBooking, STAY, searchOptions } from './test-data';
import { fixtureDate } from '../../test/dates';
import { pngFile } from '../../demo/png';

/** Issue 16 hardening: CSV injection, PDF downloads, the image pixel bound, passenger files on commit, Idempotency-Key reuse. */

/** A PNG whose header declares `width` x `height` (checksums right), with a token image body. */
const declaredPng = (width: number, height: number) => pngFile(width, height, Buffer.alloc(16));

/** The cells of a CSV text (RFC 4180 quoting), enough to read the export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === ',') {
      endCell();
    } else if (c === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += c;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const passport = (data: Buffer = PNG_1PX, name = 'files[passport][passenger1]') => ({ name, filename: 'scan.png', type: 'image/png', data });

describe.each(engines)('hardening (issue 16) on %s', (engine) => {
  const api = apiTestContext(engine, { agent: { companyName: '=HYPERLINK("http://x","y")' } });
  const db = api.db;

  const bookingCount = async () => Number((await db().select({ n: count() }).from(bookings))[0]!.n);
  /** Every stored passenger file (passports, photos), read from the uploads folder itself. */
  const passengerFiles = () =>
    ['passenger-passports', 'passenger-photos'].flatMap((folder) => {
      const dir = path.join(api.t.dataDir, 'uploads', folder);
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => `${folder}/${file}`) : [];
    });
  const downloadCsv = async (headers: Record<string, string>) => {
    const token = (await api.t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers })).json().token as string;
    const res = await api.t.app.inject({ method: 'GET', url: `/api/v1/bookings/csv/download?token=${token}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  describe('CSV export (OWASP CSV injection)', () => {
    it('a cell starting with =, +, -, @, tab or carriage return is prefixed with a quote and quoted; plain numbers stay numbers', async () => {
      const { hotel } = await bookableHotel(db());
      const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
      const booked = await postBooking(api.t.app, api.agent.headers, bookingJson([option!.hash], [[adult('+Ann', 'Lee'), adult('Bob', 'Lee')]]));
      expect(booked.statusCode, booked.body).toBe(201);
      const names = ['-Bob', '@Cid', '\tDan', '\rEve'];
      const inserted = await Promise.all(names.map((name) => insertBooking(db(), { agentId: api.agent.user.id, passengers: [[name, 'Doe']] })));
      const negative = await insertBooking(db(), { agentId: api.agent.user.id, total: '-12.50', passengers: [['Gil', 'Doe']] });

      const adminText = await downloadCsv(api.admin.headers);
      // The raw text: the agency cell is quoted, its own quotes doubled, behind a leading quote.
      expect(adminText).toContain(`${booked.json().pnrs},"'=HYPERLINK(""http://x"",""y"")",`);
      const rows = parseCsv(adminText);
      const header = rows[0]!;
      const rowOf = (pnrs: string) => rows.find((r) => r[0] === pnrs)!;
      const cell = (pnrs: string, column: string) => rowOf(pnrs)[header.indexOf(column)];
      expect(cell(booked.json().pnrs, 'Agency')).toBe(`'=HYPERLINK("http://x","y")`);
      expect(cell(booked.json().pnrs, 'Passenger')).toBe("'+Ann Lee");
      expect(inserted.map((b) => cell(b.pnrs, 'Passenger'))).toEqual(["'-Bob Doe", "'@Cid Doe", "'\tDan Doe", "'\rEve Doe"]);
      expect(adminText).toContain(`,"'\rEve Doe",`);
      // A negative amount cannot carry a formula: a number a spreadsheet can still add up.
      expect(cell(negative.pnrs, 'Total')).toBe('-12.50');
      expect(adminText).toMatch(new RegExp(`${negative.pnrs},.*,-12\\.50,`));
      expect(cell(negative.pnrs, 'Passenger')).toBe('Gil Doe');

      // The agency's own export (no Agency column) neutralises its passengers the same way.
      const own = parseCsv(await downloadCsv(api.agent.headers));
      const ownRow = own.find((r) => r[0] === booked.json().pnrs)!;
      expect(ownRow[own[0]!.indexOf('Passenger')]).toBe("'+Ann Lee");
      expect(own.flat()).not.toContain('=HYPERLINK("http://x","y")');
    });
  });

  describe('documents served as downloads', () => {
    it('a PDF item document is an attachment with a safe name and nosniff; an image document stays inline', async () => {
      const { hotel } = await bookableHotel(db());
      const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
      const booking = (await postBooking(api.t.app, api.agent.headers, bookingJson([option!.hash]))).json() as { id: number };
      const [item] = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, booking.id));
      const field = `files[bookingitems-files][${item!.id}][]`;
      const save = await sendForm(
        api.t.app,
        'POST',
        `/api/v1/bookings/${booking.id}`,
        [
          ['_method', 'PUT'],
          ['booking', '{}'],
        ],
        api.admin.headers,
        [
          { name: field, filename: 'ticket "x".pdf', type: 'application/pdf', data: PDF },
          { name: field, filename: 'map.png', type: 'image/png', data: PNG_1PX },
        ],
      );
      expect(save.statusCode, save.body).toBe(200);
      const [pdfUrl, pngUrl] = (save.json().bookingItems[String(item!.id)].files as { url: string }[]).map((f) => f.url);

      const pdf = await api.t.app.inject({ method: 'GET', url: pdfUrl!, headers: api.agent.headers });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="booking-${booking.id}-items-${item!.id}-files-0.pdf"`);
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      expect(pdf.rawPayload).toEqual(PDF);

      const png = await api.t.app.inject({ method: 'GET', url: pngUrl!, headers: api.agent.headers });
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['content-disposition']).toBeUndefined();
      expect(png.headers['x-content-type-options']).toBe('nosniff');
    });

    it('a PDF served as public media is an attachment too; images are shown inline', async () => {
      const pdfKey = await api.t.app.ctx.storage.put('settings', 'pdf', PDF);
      const pdf = await api.t.app.inject({ method: 'GET', url: `/api/v1/media/${pdfKey}` });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${pdfKey.split('/')[1]}"`);
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      const pngKey = await api.t.app.ctx.storage.put('settings', 'png', PNG_1PX);
      const png = await api.t.app.inject({ method: 'GET', url: `/api/v1/media/${pngKey}` });
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['content-disposition']).toBeUndefined();
    });
  });

  describe('image pixel bound', () => {
    it('refuses an image declaring more than 40 megapixels (or a side over 20,000), or whose header cannot be read; 40 megapixels exactly pass', async () => {
      const { hotel } = await bookableHotel(db());
      const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
      const before = await bookingCount();
      const filesBefore = passengerFiles();
      const cases: [Buffer, string][] = [
        [declaredPng(10_000, 10_000), 'files[passport][passenger1]: image dimensions are too big (more than 40 megapixels)'],
        [declaredPng(20_001, 1), 'files[passport][passenger1]: image dimensions are too big (more than 40 megapixels)'],
        [PNG_1PX.subarray(0, 20), 'files[passport][passenger1]: is not supported file extension'],
      ];
      for (const [data, error] of cases) {
        const res = await postBooking(api.t.app, api.agent.headers, bookingJson([option!.hash]), [passport(data)]);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error).toBe(error);
      }
      expect(await bookingCount()).toBe(before);
      expect(passengerFiles()).toEqual(filesBefore);
      const bound = await postBooking(api.t.app, api.agent.headers, bookingJson([option!.hash]), [passport(declaredPng(8_000, 5_000))]);
      expect(bound.statusCode, bound.body).toBe(201);

      // Every image upload shares the check: a hotel picture here.
      const hotelImage = await sendForm(api.t.app, 'POST', '/api/v1/hotels', await hotelFields(db()), api.admin.headers, [
        { name: 'newImages[]', filename: 'huge.png', type: 'image/png', data: declaredPng(10_000, 10_000) },
      ]);
      expect(hotelImage.statusCode).toBe(400);
      expect(hotelImage.json().error).toBe('newImages: image dimensions are too big (more than 40 megapixels)');
    });
  });

  describe('passenger files are kept only with a saved booking', () => {
    beforeAll(async () => {
      // A database failure in the middle of the booking transaction, on demand (comment 'crash').
      await db().execute(
        sql.raw(`create function test_crash_booking() returns trigger language plpgsql as $$
          begin
            if new.comment = 'crash' then raise exception 'simulated failure inside the booking transaction'; end if;
            return new;
          end $$`),
      );
      await db().execute(sql.raw('create trigger test_crash_booking before insert on bookings for each row execute function test_crash_booking()'));
    });

    it('a saved booking stores its passport and serves it to its agency', async () => {
      const { hotel } = await bookableHotel(db());
      const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
      const before = passengerFiles();
      const res = await postBooking(api.t.app, api.agent.headers, bookingJson([option!.hash]), [passport()]);
      expect(res.statusCode, res.body).toBe(201);
      expect(passengerFiles()).toHaveLength(before.length + 1);
      const served = await api.t.app.inject({
        method: 'GET',
        url: `/api/v1/bookings/${res.json().id}/passengers/passenger1/passport`,
        headers: api.agent.headers,
      });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(PNG_1PX);
    });

    it('a refused or failed booking leaves no passenger file behind', async () => {
      const { hotel, room, bb } = await bookableHotel(db(), { allotment: 3 });
      const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
      const before = passengerFiles();
      const bookingsBefore = await bookingCount();
      const [payload, mac] = option!.hash.split('.');
      const claim = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
      const tampered = `${Buffer.from(JSON.stringify({ ...claim, price: '1.00' })).toString('base64url')}.${mac}`;
      const refused = await postBooking(api.t.app, api.agent.headers, bookingJson([tampered]), [passport()]);
      expect(refused.statusCode).toBe(422);
      const invalid = await postBooking(
        api.t.app,
        api.agent.headers,
        bookingJson([option!.hash], [[adult('Ann'), adult('Bob', 'Lee', fixtureDate('2030-01-01'))]]),
        [passport()],
      );
      expect(invalid.statusCode).toBe(400);

      // The transaction itself fails after the files were written: they are removed again.
      const crash = bookingJson([option!.hash], undefined, { fields: { comment: 'crash', additionalRequests: {} } });
      const crashed = await postBooking(api.t.app, api.agent.headers, crash, [passport(), passport(PNG_1PX, 'files[photo][passenger2]')]);
      expect(crashed.statusCode).toBe(500);
      const manual = await postBooking(
        api.t.app,
        api.admin.headers,
        {
          currency: 'EUR',
          fields: { agent: api.agent.user.id, comment: 'crash' },
          to: hotel.locationId,
          ...STAY,
          bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'confirmed'),
          paymentStatusId: await taxonomyId(db(), 'paymentStatus', 'not-paid'),
          // A valid room line at the admin's price: the booking passes every check, then the insert fails ('crash').
          bookingItems: [{ hotelId: hotel.id, roomId: room.id, mealTypeId: bb, ...STAY, price: '60', count: 1 }],
          passengers: { passenger1: adult('Ann') },
        },
        [passport(PNG_1PX, 'files[passport][1]')],
      );
      expect(manual.statusCode).toBe(500);

      expect(await bookingCount()).toBe(bookingsBefore);
      expect(passengerFiles()).toEqual(before);
    });

    it('two concurrent requests with one Idempotency-Key keep the files of the saved booking only', async () => {
      const { hotel } = await bookableHotel(db(), { allotment: 4 });
      const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
      const before = passengerFiles();
      const headers = { ...api.agent.headers, 'idempotency-key': 'files-race' };
      const body = bookingJson([option!.hash]);
      const results = await Promise.all([postBooking(api.t.app, headers, body, [passport()]), postBooking(api.t.app, headers, body, [passport()])]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      expect(passengerFiles()).toHaveLength(before.length + 1);
    });
  });

  describe('Idempotency-Key reuse', () => {
    it('the same request (keys in any order, same files) answers the first booking; another request with the key is refused with 422', async () => {
      const { hotel, room } = await bookableHotel(db(), { allotment: 4 });
      const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
      const headers = { ...api.agent.headers, 'idempotency-key': 'reuse-1' };
      const body = bookingJson([option!.hash]);
      const first = await postBooking(api.t.app, headers, body, [passport()]);
      expect(first.statusCode, first.body).toBe(201);
      const bookingsAfter = await bookingCount();
      const filesAfter = passengerFiles();

      // The same booking with its JSON keys in another order is the same request.
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      const retry = await postBooking(api.t.app, headers, reordered, [passport()]);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());

      const otherName = await postBooking(api.t.app, headers, bookingJson([option!.hash], [[adult('Zoe'), adult('Bob0')]]), [passport()]);
      const otherFile = await postBooking(api.t.app, headers, body, [passport(declaredPng(2, 2))]);
      const noFile = await postBooking(api.t.app, headers, body);
      for (const res of [otherName, otherFile, noFile]) {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toMatchObject({
          error: 'This Idempotency-Key was already used for a different booking request: send a new key for a new booking.',
          code: 'idempotency_key_reused',
        });
      }
      // Nothing saved by the refused requests; the first booking is unchanged.
      expect(await bookingCount()).toBe(bookingsAfter);
      expect(passengerFiles()).toEqual(filesAfter);
      const view = (await api.t.app.inject({ method: 'GET', url: `/api/v1/bookings/${first.json().id}`, headers: api.agent.headers })).json();
      expect(view.passengers.passenger1).toMatchObject({
        firstName: 'Ann0',
        passport: { url: `/api/v1/bookings/${first.json().id}/passengers/passenger1/passport` },
      });
      const [stored] = await db().select().from(bookings).where(eq(bookings.id, first.json().id));
      expect(stored!.idempotencyKey).toBe('reuse-1');
      expect(stored!.idempotencyHash).toMatch(/^[a-f0-9]{64}$/);
      expect((await db().select().from(roomAllotments).where(eq(roomAllotments.roomId, room.id))).map((n) => n.sold)).toEqual([1, 1, 1]);
    });
  });
});
