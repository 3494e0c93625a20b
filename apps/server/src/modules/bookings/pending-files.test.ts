import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { prepareDatabase } from '../../bootstrap';
import { openPglite } from '../../db/client';
import { loadConfig } from '../../lib/config';
import { localStorage, PENDING_SUFFIX, pendingStorage, sweepPendingFiles } from '../../lib/storage';
import { PNG_1PX, session, taxonomyId } from '../../test/factories';
import { apiTestContext, engines, testClock } from '../../test/harness';
import { findReferencedFiles } from './repo';
import { bookingItems, bookingPassengers, bookings } from './tables';
import { makeHotel, makeRoom, mealId, sendForm } from '../hotels/test-data';
import { bookableHotel, bookingJson, postBooking, searchOptions, STAY } from './test-data';

/**
 * Issue 27: passenger files are written pending and promoted once the booking commits; a refused
 * booking removes its pending files at once; the start sweep removes pending files older than an
 * hour that no booking references, promotes those a committed booking references (its process
 * died between commit and promotion), and never touches a final file (docs/decisions.md,
 * "pending passenger files and the start sweep").
 */

const HOUR = 3600_000;
const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const filesUnder = (root: string) =>
  fs.existsSync(root)
    ? fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];
const age = (file: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  fs.utimesSync(file, then, then);
};

describe('pending files: the storage and its sweep', () => {
  let root = '';
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-pending-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('a pending file is read under its final key, promoted once, discarded at once; the sweep removes only old unreferenced pending files', async () => {
    const storage = localStorage(root);
    const staged = pendingStorage(storage);
    const kept = await staged.put('passenger-passports', 'png', PNG_1PX);
    expect(filesUnder(root)).toEqual([`${kept}${PENDING_SUFFIX}`]);
    expect(await storage.get(kept)).toEqual(PNG_1PX);
    await staged.promoteAll();
    expect(filesUnder(root)).toEqual([kept]);

    const refused = pendingStorage(storage);
    await refused.put('passenger-photos', 'png', PNG_1PX);
    await refused.discard();
    expect(filesUnder(root)).toEqual([kept]);

    // Left by crashes: one old and unreferenced, one old but committed, one young (a write in flight).
    const [old, committed, young] = [
      await storage.putPending('passenger-photos', 'png', PNG_1PX),
      await storage.putPending('passenger-passports', 'png', PNG_1PX),
      await storage.putPending('passenger-photos', 'png', PNG_1PX),
    ];
    age(path.join(root, old + PENDING_SUFFIX), 2 * HOUR);
    age(path.join(root, committed + PENDING_SUFFIX), 2 * HOUR);
    age(path.join(root, kept), 2 * HOUR);
    const asked: string[][] = [];
    const referenced = async (keys: string[]) => {
      asked.push([...keys].sort());
      return new Set(keys.filter((key) => key === committed));
    };
    expect(await sweepPendingFiles(root, { olderThanMs: HOUR, now: Date.now(), referenced })).toEqual({ promoted: [committed], removed: [old] });
    expect(asked).toEqual([[old, committed, young].sort()]);
    expect(filesUnder(root)).toEqual([kept, committed, `${young}${PENDING_SUFFIX}`].sort());
    // The young one's turn comes when it is an hour old; final files never are the sweep's.
    expect(await sweepPendingFiles(root, { olderThanMs: HOUR, now: Date.now() + 2 * HOUR, referenced })).toEqual({ promoted: [], removed: [young] });
    expect(filesUnder(root)).toEqual([kept, committed].sort());
  });
});

describe.each(engines)('every writer of passenger files promotes them on commit and removes them on a refusal, on %s', (engine) => {
  const api = apiTestContext(engine, { agent: { companyName: 'Pending Tours' } });
  const db = api.db;
  const uploads = () => filesUnder(path.join(api.t.dataDir, 'uploads'));
  const photo = (field: string) => ({ name: field, filename: 'p.png', type: 'image/png', data: PNG_1PX });
  const booked = async (headers: Record<string, string>, extra: Record<string, unknown> = {}, requestHeaders: Record<string, string> = {}) => {
    const { hotel } = await bookableHotel(db());
    const [option] = await searchOptions(api.t.app, db(), hotel, headers);
    return postBooking(api.t.app, { ...headers, ...requestHeaders }, bookingJson([option!.hash], undefined, extra), [photo('files[passport][passenger1]')]);
  };

  it('the wizard: a saved booking keeps final files only; one refused in its transaction (the key another user of the agency used) leaves none', async () => {
    const before = uploads();
    const saved = await booked(api.admin.headers, { fields: { agent: String(api.agent.user.id) } }, { 'idempotency-key': 'agency-key' });
    expect(saved.statusCode, saved.body).toBe(201);
    const [kept] = await db().select({ key: bookingPassengers.passportFile }).from(bookingPassengers).where(eq(bookingPassengers.bookingId, saved.json().id));
    expect(uploads()).toEqual([...before, kept!.key!].sort());

    // The agency's own agent with the admin's key: its files were written, then the booking refused.
    const refused = await booked(api.agent.headers, {}, { 'idempotency-key': 'agency-key' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('idempotency_key_used');
    expect(uploads()).toEqual([...before, kept!.key!].sort());
  });

  it('add mode and the booking save: final files once saved; a save refused in its transaction leaves none', async () => {
    const bb = await mealId(db(), 'bed-and-breakfast');
    const hotel = await makeHotel(db(), { name: 'Pending Palace', mealTypeIds: [bb], defaultMealTypeId: bb });
    const room = await makeRoom(db(), hotel.id);
    const before = uploads();
    const added = await postBooking(
      api.t.app,
      api.admin.headers,
      {
        currency: 'EUR',
        fields: { agent: api.agent.user.id },
        to: hotel.locationId,
        ...STAY,
        bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'confirmed'),
        paymentStatusId: await taxonomyId(db(), 'paymentStatus', 'not-paid'),
        bookingItems: [{ hotelId: hotel.id, roomId: room.id, mealTypeId: bb, ...STAY, price: '120.45', count: 1 }],
        passengers: { passenger1: { title: 'Mr', firstName: 'Ann', lastName: 'Lee', birthDate: '1980-05-01', ageType: 'adult' } },
      },
      [photo('files[passport][1]')],
    );
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as number;
    const passengerFiles = async () =>
      (await db().select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, id)))
        .flatMap((p) => [p.passportFile, p.photoFile])
        .filter((key) => key !== null);
    expect(uploads()).toEqual([...before, ...(await passengerFiles())].sort());

    const save = (booking: unknown, files = [photo('files[photo][passenger1]')]) =>
      sendForm(
        api.t.app,
        'POST',
        `/api/v1/bookings/${id}`,
        [
          ['_method', 'PUT'],
          ['booking', JSON.stringify(booking)],
        ],
        api.admin.headers,
        files,
      );
    const [item] = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, id));
    const ok = await save({ newComment: 'Photo and ticket added' }, [
      photo('files[photo][passenger1]'),
      { ...photo(`files[bookingitems-files][${item!.id}][]`), filename: 'ticket.png' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const [{ files: documents }] = (await db().select({ files: bookingItems.files }).from(bookingItems).where(eq(bookingItems.id, item!.id))) as [
      { files: string[] },
    ];
    const withPhoto = [...(await passengerFiles()), ...documents];
    expect(withPhoto).toHaveLength(3);
    expect(uploads()).toEqual([...before, ...withPhoto].sort());
    // What the start sweep asks: every one of them is referenced by the saved booking, an unknown key is not.
    const unknown = `passenger-photos/${randomUUID()}.png`;
    expect(await findReferencedFiles(db(), [...withPhoto, unknown])).toEqual(new Set(withPhoto));
    // Canceling through the save is refused inside its transaction, after the photo was written.
    const refused = await save({ bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'canceled') });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(uploads()).toEqual([...before, ...withPhoto].sort());
  });
});

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** `npm start`'s server (src/server.ts through tsx) on embedded PGlite in `dataDir`; resolves once it is ready. */
async function startServer(dataDir: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', WORKERS: '1', DEMO: '0', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 90 s:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('TravelDesk is ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server ended (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
  return { child, output: () => output };
}

const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a server killed mid-booking leaves a pending passport; the next start sweeps it', () => {
  let dataDir = '';
  let uploads = '';
  const children: ChildProcess[] = [];
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-crash-'));
    uploads = path.join(dataDir, 'uploads');
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(children.map(ended));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('kill -9 after the files are written: a pending file and no booking; at the next start the old pending file is removed, a committed one promoted, the rest untouched', {
    timeout: 180_000,
  }, async () => {
    // The child's database: the migrated test template in DATA_DIR/db, with an agent, a bookable hotel and two bookings made in-process.
    const database = await openPglite({ dataDir: path.join(dataDir, 'db'), loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://test.local' });
    const app = await buildApp({ database, config: { ...config, webDist: path.join(dataDir, 'no-web') }, storage: localStorage(uploads), clock: testClock() });
    await app.ready();
    const db = database.db;
    const agent = await session(app, db, 'ROLE_AGENT', { companyName: 'Crash Tours' });
    await session(app, db, 'ROLE_ADMIN');
    const { hotel } = await bookableHotel(db, { allotment: 5 });
    const passport = { name: 'files[passport][passenger1]', filename: 'scan.png', type: 'image/png', data: PNG_1PX };
    const book = async () => {
      const res = await postBooking(app, agent.headers, bookingJson([(await searchOptions(app, db, hotel, agent.headers))[0]!.hash]), [passport]);
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await db.select({ key: bookingPassengers.passportFile }).from(bookingPassengers).where(eq(bookingPassengers.bookingId, res.json().id));
      return row!.key!;
    };
    // A booking saved and promoted: a final file the sweep must leave alone, however old.
    const saved = await book();
    age(path.join(uploads, saved), 2 * HOUR);
    const interrupted = await book();
    const body = bookingJson([(await searchOptions(app, db, hotel, agent.headers))[0]!.hash]);
    const bookingsBefore = Number((await db.select({ n: count() }).from(bookings))[0]!.n);
    await app.close();
    await database.close();

    // The child pauses once the passport is written, as if the transaction were slow; it is killed there.
    const port = await freePort();
    const first = await startServer(dataDir, port, { TRAVELDESK_TEST_PAUSE_AFTER_FILES_MS: '120000' });
    children.push(first.child);
    // A booking committed whose process died before the promotion: only its pending file is there
    // (made after this start, whose own sweep would promote it).
    fs.renameSync(path.join(uploads, interrupted), path.join(uploads, interrupted + PENDING_SUFFIX));
    const form = new FormData();
    form.append('booking', JSON.stringify(body));
    form.append(passport.name, new Blob([new Uint8Array(passport.data)], { type: passport.type }), passport.filename);
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/bookings`, { method: 'POST', headers: agent.headers, body: form }).then(
      (res) => `answered ${res.status}`,
      () => 'cut off',
    );
    const pendingKey = await waitFor('the pending passport of the booking in flight', () =>
      filesUnder(uploads).find((file) => file.startsWith('passenger-passports/') && file.endsWith(PENDING_SUFFIX) && file !== interrupted + PENDING_SUFFIX),
    );
    first.child.kill('SIGKILL');
    await ended(first.child);
    expect(await inFlight).toBe('cut off');
    const crashed = pendingKey.slice(0, -PENDING_SUFFIX.length);
    expect(filesUnder(uploads)).toEqual([saved, interrupted + PENDING_SUFFIX, pendingKey].sort());

    // Nothing of the booking was committed. The crash's file is made an hour old; a young pending file stands for a write in flight elsewhere.
    age(path.join(uploads, pendingKey), HOUR + 60_000);
    const young = `passenger-photos/${randomUUID()}.png${PENDING_SUFFIX}`;
    fs.mkdirSync(path.join(uploads, 'passenger-photos'), { recursive: true });
    fs.writeFileSync(path.join(uploads, young), PNG_1PX);
    const restarted = await openPglite({ dataDir: path.join(dataDir, 'db') });
    expect(Number((await restarted.db.select({ n: count() }).from(bookings))[0]!.n)).toBe(bookingsBefore);

    // The next start: what server.ts runs before it serves (a whole second server would only add its boot time).
    const said: string[] = [];
    await prepareDatabase(restarted, config, localStorage(uploads), testClock(), (line) => said.push(line));
    await restarted.close();
    expect(said).toEqual(
      expect.arrayContaining(['Pending uploads of saved bookings promoted: 1.', 'Pending uploads left by an interrupted write removed: 1.']),
    );
    expect(filesUnder(uploads)).toEqual([saved, interrupted, young].sort());
    expect(filesUnder(uploads)).not.toContain(crashed);
    expect(fs.readFileSync(path.join(uploads, saved))).toEqual(PNG_1PX);
    expect(fs.readFileSync(path.join(uploads, interrupted))).toEqual(PNG_1PX);
  });
});
