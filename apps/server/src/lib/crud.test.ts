import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@travel/contracts';
import { createTestApp, engines, type TestContext } from '../test/harness';
import { makeHotel } from '../modules/hotels/test-data';
import { hotels } from '../modules/hotels/tables';
import { locations } from '../modules/reference/tables';
import { subscriptions } from '../modules/subscriptions/tables';
import { isForeignKeyViolation } from './db-errors';
import { deleteRow, findById, insertRow, listPage, updateRow } from './crud';
import { AppError } from './errors';

/** The answer a helper threw: status and sentence, as the error handler would send them. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, error: error.message, code: error.code };
}

describe.each(engines)('catalogue helpers (lib/crud) on %s', (engine) => {
  let t: TestContext;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const list = (page: number, searchText?: string) =>
    listPage(db(), subscriptions, {
      page,
      searchText,
      searchColumns: [subscriptions.email],
      select: { id: subscriptions.id, email: subscriptions.email },
      orderBy: [asc(subscriptions.email), asc(subscriptions.id)],
    });

  describe('listPage', () => {
    it('answers an empty list as one page with no entities', async () => {
      expect(await list(1, 'nobody-here')).toEqual({ entities: [], total: 0, pagesCount: 1 });
    });

    it('pages by PAGE_SIZE in the given order, with the total of every page and none past the end', async () => {
      const emails = Array.from({ length: PAGE_SIZE + 3 }, (_, i) => `page-${String(i).padStart(2, '0')}@crud.test`);
      for (const email of [...emails].reverse()) await insertRow(db(), subscriptions, { email });
      const first = await list(1, '@crud.test');
      const second = await list(2, '@crud.test');
      expect(first).toMatchObject({ total: PAGE_SIZE + 3, pagesCount: 2 });
      expect(first.entities.map((e) => e.email)).toEqual(emails.slice(0, PAGE_SIZE));
      expect(second).toMatchObject({ total: PAGE_SIZE + 3, pagesCount: 2 });
      expect(second.entities.map((e) => e.email)).toEqual(emails.slice(PAGE_SIZE));
      expect(second.entities[0]).toEqual({ id: expect.any(Number), email: emails[PAGE_SIZE] });
      expect(await list(3, '@crud.test')).toEqual({ entities: [], total: PAGE_SIZE + 3, pagesCount: 2 });
    });

    it('searches without regard to case and takes %, _ and \\ literally', async () => {
      for (const email of ['Percent%Sign@crud.test', 'under_score@crud.test', 'back\\slash@crud.test', 'plain@crud.test']) {
        await insertRow(db(), subscriptions, { email });
      }
      expect((await list(1, 'percent%')).entities.map((e) => e.email)).toEqual(['Percent%Sign@crud.test']);
      expect((await list(1, 'R_S')).entities.map((e) => e.email)).toEqual(['under_score@crud.test']);
      expect((await list(1, 'k\\s')).entities.map((e) => e.email)).toEqual(['back\\slash@crud.test']);
      expect((await list(1, '%')).total).toBe(1);
      expect((await list(1, '')).total).toBeGreaterThanOrEqual(4);
    });

    it('reads joined tables, searches any of several columns and combines the search with a filter', async () => {
      const city = await db().insert(locations).values({ name: 'Crudville', type: 'city' }).returning();
      const other = await db().insert(locations).values({ name: 'Elsewhere', type: 'city' }).returning();
      const inCity = await makeHotel(db(), { name: 'Alpha Crud', locationId: city[0]!.id });
      const secondInCity = await makeHotel(db(), { name: 'Beta', locationId: city[0]!.id });
      await makeHotel(db(), { name: 'Gamma Crud', locationId: other[0]!.id });
      const page = (searchText: string, where?: ReturnType<typeof eq>) =>
        listPage(db(), hotels, {
          page: 1,
          searchText,
          searchColumns: [hotels.name, locations.name],
          where,
          select: { id: hotels.id, name: hotels.name, location: { id: locations.id, name: locations.name } },
          innerJoins: [{ table: locations, on: eq(locations.id, hotels.locationId) }],
          orderBy: [asc(sql`lower(${hotels.name})`), asc(hotels.id)],
        });
      const byLocation = await page('crudville');
      expect(byLocation).toEqual({
        entities: [
          { id: inCity.id, name: 'Alpha Crud', location: { id: city[0]!.id, name: 'Crudville' } },
          { id: secondInCity.id, name: 'Beta', location: { id: city[0]!.id, name: 'Crudville' } },
        ],
        total: 2,
        pagesCount: 1,
      });
      expect((await page('crud')).entities.map((e) => e.name)).toEqual(['Alpha Crud', 'Beta', 'Gamma Crud']);
      expect((await page('crud', eq(hotels.locationId, other[0]!.id))).entities.map((e) => e.name)).toEqual(['Gamma Crud']);
    });
  });

  describe('findById, insertRow, updateRow', () => {
    it('inserts, reads back and updates a row; a missing or out-of-scope row is null or "<noun> not found." (404)', async () => {
      const id = await insertRow(db(), subscriptions, { email: 'read@crud.test' });
      expect(await findById(db(), subscriptions, id)).toMatchObject({ id, email: 'read@crud.test' });
      expect(await findById(db(), subscriptions, id, { where: eq(subscriptions.email, 'other@crud.test') })).toBeNull();
      expect(await findById(db(), subscriptions, 2_000_000_000)).toBeNull();

      await updateRow(db(), subscriptions, id, { email: 'updated@crud.test' }, { noun: 'Subscription' });
      expect((await findById(db(), subscriptions, id))?.email).toBe('updated@crud.test');
      expect(await refusal(updateRow(db(), subscriptions, 2_000_000_000, { email: 'x@crud.test' }, { noun: 'Subscription' }))).toEqual({
        status: 404,
        error: 'Subscription not found.',
        code: 'not_found',
      });
      const scoped = updateRow(db(), subscriptions, id, { email: 'never@crud.test' }, { noun: 'Subscription', where: eq(subscriptions.email, 'x') });
      expect((await refusal(scoped)).status).toBe(404);
      expect((await findById(db(), subscriptions, id))?.email).toBe('updated@crud.test');
    });

    it('reads a row FOR UPDATE inside a transaction (the form a save uses to queue behind another)', async () => {
      const id = await insertRow(db(), subscriptions, { email: 'lock@crud.test' });
      const row = await db().transaction(async (tx) => {
        const locked = await findById(tx, subscriptions, id, { forUpdate: true });
        await tx.update(subscriptions).set({ email: 'locked@crud.test' }).where(eq(subscriptions.id, id));
        return locked;
      });
      expect(row?.email).toBe('lock@crud.test');
      expect((await findById(db(), subscriptions, id))?.email).toBe('locked@crud.test');
    });
  });

  describe('deleteRow', () => {
    it('deletes and answers the row; a second delete is "<noun> not found." (404)', async () => {
      const id = await insertRow(db(), subscriptions, { email: 'delete@crud.test' });
      expect(await deleteRow(db(), subscriptions, id, { noun: 'Subscription' })).toMatchObject({ id, email: 'delete@crud.test' });
      expect(await findById(db(), subscriptions, id)).toBeNull();
      expect(await refusal(deleteRow(db(), subscriptions, id, { noun: 'Subscription' }))).toEqual({
        status: 404,
        error: 'Subscription not found.',
        code: 'not_found',
      });
    });

    it('keeps a row of another scope (404)', async () => {
      const id = await insertRow(db(), subscriptions, { email: 'scoped-delete@crud.test' });
      const outside = deleteRow(db(), subscriptions, id, { noun: 'Subscription', where: eq(subscriptions.email, 'someone-else') });
      expect((await refusal(outside)).status).toBe(404);
      expect(await findById(db(), subscriptions, id)).not.toBeNull();
    });

    it('answers the given 409 sentence when other rows still point to the row, and keeps it', async () => {
      const [city] = await db().insert(locations).values({ name: 'Referenced', type: 'city' }).returning();
      await makeHotel(db(), { locationId: city!.id });
      const whenReferenced = { message: 'This location has hotels and cannot be deleted.', code: 'location_in_use' };
      expect(await refusal(deleteRow(db(), locations, city!.id, { noun: 'Location', whenReferenced }))).toEqual({
        status: 409,
        error: 'This location has hotels and cannot be deleted.',
        code: 'location_in_use',
      });
      // Without a sentence the database's refusal goes up for the caller to handle.
      const raw = await deleteRow(db(), locations, city!.id, { noun: 'Location' }).catch((e: unknown) => e);
      expect(isForeignKeyViolation(raw)).toBe(true);
      expect(await findById(db(), locations, city!.id)).toMatchObject({ name: 'Referenced' });
    });
  });
});
