import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestContext } from '../test/harness';
import { makeHotel, makePricing, makeRoom, mealId } from '../modules/hotels/test-data';
import { roomPricing, roomPricingPersonPrices } from '../modules/hotels/tables';
import { AppError, badRequest } from './errors';
import { type PeriodRowsSave, savePeriodRows } from './period-rows';

/** A grid row as a client sends it: a period, a meal and one price. */
type Row = { id?: number; startDate: string; endDate: string; meal: number; price: string };
type Options = Partial<Pick<PeriodRowsSave<typeof roomPricing, Row, string>, 'overlap' | 'removeUnlisted' | 'afterWrite'>>;

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, error: error.message };
}

describe.each(engines)('period-row saves (lib/period-rows) on %s', (engine) => {
  let t: TestContext;
  const db = () => t.database.db;
  let bb: number;
  let hb: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    bb = await mealId(db(), 'bed-and-breakfast');
    hb = await mealId(db(), 'half-board');
  });
  afterAll(() => t.close());

  const room = async () => makeRoom(db(), (await makeHotel(db())).id);

  /** The room's pricing rows as stored, with their price for two. */
  async function stored(roomId: number) {
    const rows = await db().select().from(roomPricing).where(eq(roomPricing.roomId, roomId)).orderBy(asc(roomPricing.id));
    const prices = rows.length
      ? await db()
          .select()
          .from(roomPricingPersonPrices)
          .where(
            inArray(
              roomPricingPersonPrices.pricingId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    return rows.map((r) => ({
      id: r.id,
      startDate: r.startDate,
      endDate: r.endDate,
      meal: r.mealTypeId,
      price: prices.find((p) => p.pricingId === r.id)?.price ?? null,
    }));
  }

  const save = (roomId: number, rows: Row[], options: Options = {}) =>
    db().transaction((tx) =>
      savePeriodRows(tx, rows, {
        table: roomPricing,
        owner: eq(roomPricing.roomId, roomId),
        path: 'pricing',
        unknownId: 'Pricing period not found for this room type',
        check: (row, path) => {
          if (!/^\d+\.\d\d$/.test(row.price)) throw badRequest(`${path}.price: must be an amount like 10.00`, 'validation');
          return row.price;
        },
        columns: (row) => ({ roomId, startDate: row.startDate, endDate: row.endDate, mealTypeId: row.meal }),
        removeUnlisted: options.removeUnlisted ?? false,
        overlap: options.overlap,
        afterWrite:
          options.afterWrite ??
          (async (writer, id, _row, price, created) => {
            if (!created) await writer.delete(roomPricingPersonPrices).where(eq(roomPricingPersonPrices.pricingId, id));
            await writer.insert(roomPricingPersonPrices).values({ pricingId: id, persons: 2, price });
          }),
      }),
    );

  const june = (overrides: Partial<Row> = {}): Row => ({ startDate: '2027-06-01', endDate: '2027-06-30', meal: bb, price: '100.00', ...overrides });

  it('creates rows without an id, updates rows with one and keeps the rows the list leaves out', async () => {
    const { id: roomId } = await room();
    const kept = await makePricing(db(), roomId, { startDate: '2027-01-01', endDate: '2027-01-31', mealTypeId: bb, prices: { 2: '50' } });
    const edited = await makePricing(db(), roomId, { startDate: '2027-02-01', endDate: '2027-02-28', mealTypeId: bb, prices: { 2: '60' } });
    const result = await save(roomId, [june(), { id: edited.id, startDate: '2027-03-01', endDate: '2027-03-31', meal: hb, price: '70.00' }]);
    expect(result.created).toHaveLength(1);
    expect(result).toEqual({ ids: [result.created[0], edited.id], created: result.created, deleted: [] });
    expect(await stored(roomId)).toEqual([
      { id: kept.id, startDate: '2027-01-01', endDate: '2027-01-31', meal: bb, price: '50.00' },
      { id: edited.id, startDate: '2027-03-01', endDate: '2027-03-31', meal: hb, price: '70.00' },
      { id: result.created[0], startDate: '2027-06-01', endDate: '2027-06-30', meal: bb, price: '100.00' },
    ]);
  });

  it('deletes the rows the list leaves out when the caller says so, and only the owner’s', async () => {
    const { id: roomId } = await room();
    const { id: otherRoom } = await room();
    const gone = await makePricing(db(), roomId, { startDate: '2027-01-01', endDate: '2027-01-31', mealTypeId: bb, prices: { 2: '50' } });
    const listed = await makePricing(db(), roomId, { startDate: '2027-02-01', endDate: '2027-02-28', mealTypeId: bb, prices: { 2: '60' } });
    const elsewhere = await makePricing(db(), otherRoom, { startDate: '2027-01-01', endDate: '2027-01-31', mealTypeId: bb, prices: { 2: '1' } });
    const result = await save(roomId, [{ id: listed.id, ...june({ startDate: '2027-02-01', endDate: '2027-02-28', price: '61.00' }) }], {
      removeUnlisted: true,
    });
    expect(result).toEqual({ ids: [listed.id], created: [], deleted: [gone.id] });
    expect(await stored(roomId)).toEqual([{ id: listed.id, startDate: '2027-02-01', endDate: '2027-02-28', meal: bb, price: '61.00' }]);
    expect((await stored(otherRoom)).map((r) => r.id)).toEqual([elsewhere.id]);
    // An empty list empties the owner's rows.
    expect((await save(roomId, [], { removeUnlisted: true })).deleted).toEqual([listed.id]);
    expect(await stored(roomId)).toEqual([]);
  });

  it('refuses with a 400 naming the row and the field, before writing anything', async () => {
    const { id: roomId } = await room();
    const { id: otherRoom } = await room();
    const own = await makePricing(db(), roomId, { startDate: '2027-01-01', endDate: '2027-01-31', mealTypeId: bb, prices: { 2: '50' } });
    const foreign = await makePricing(db(), otherRoom, { startDate: '2027-01-01', endDate: '2027-01-31', mealTypeId: bb, prices: { 2: '1' } });
    const before = await stored(roomId);
    const cases: [Row[], string][] = [
      [[june(), june({ id: foreign.id })], 'pricing.1.id: Pricing period not found for this room type'],
      [[june({ id: 2_000_000_000 })], 'pricing.0.id: Pricing period not found for this room type'],
      [[june({ id: own.id }), june({ id: own.id })], 'pricing.1.id: pricing.0 already saves this row'],
      [[june({ startDate: '2027-02-29' })], 'pricing.0.startDate: must be a date YYYY-MM-DD'],
      [[june(), june({ endDate: '2027-13-45' })], 'pricing.1.endDate: must be a date YYYY-MM-DD'],
      [[june({ startDate: '2027-07-01' })], 'pricing.0.endDate: end date must not be before the start date'],
      [[june(), june({ price: '1.5' })], 'pricing.1.price: must be an amount like 10.00'],
    ];
    for (const [rows, error] of cases) expect(await refusal(save(roomId, rows)), error).toEqual({ status: 400, error });
    expect(await stored(roomId)).toEqual(before);
  });

  describe('overlap rules', () => {
    const sameMeal = { key: (row: { mealTypeId?: number }) => row.mealTypeId, label: 'with the same meal type' };

    it('refuses two rows of one key sharing a day (dates inclusive); other keys and touching-free periods pass', async () => {
      const { id: roomId } = await room();
      const july = june({ startDate: '2027-07-01', endDate: '2027-07-31' });
      expect(await refusal(save(roomId, [june(), july, june({ startDate: '2027-06-30', endDate: '2027-07-02' })], { overlap: sameMeal }))).toEqual({
        status: 400,
        error: 'pricing.2.startDate: overlaps pricing.0 (2027-06-01 to 2027-06-30) with the same meal type',
      });
      expect(await stored(roomId)).toEqual([]);
      await save(roomId, [june(), july, june({ meal: hb })], { overlap: sameMeal });
      expect((await stored(roomId)).map((r) => [r.startDate, r.meal])).toEqual([
        ['2027-06-01', bb],
        ['2027-07-01', bb],
        ['2027-06-01', hb],
      ]);
    });

    it('counts the stored rows the save keeps, at their stored dates, and not those it moves or deletes', async () => {
      const { id: roomId } = await room();
      const stay = await makePricing(db(), roomId, { startDate: '2027-06-01', endDate: '2027-06-30', mealTypeId: bb, prices: { 2: '50' } });
      const moved = await makePricing(db(), roomId, { startDate: '2027-08-01', endDate: '2027-08-31', mealTypeId: bb, prices: { 2: '60' } });
      expect(await refusal(save(roomId, [june({ startDate: '2027-06-15', endDate: '2027-06-20' })], { overlap: sameMeal }))).toEqual({
        status: 400,
        error: 'pricing.0.startDate: overlaps the saved period 2027-06-01 to 2027-06-30 with the same meal type',
      });
      // The August row moves to September, so a new August row no longer meets it.
      const aug = june({ startDate: '2027-08-01', endDate: '2027-08-31' });
      await save(roomId, [{ ...aug, id: moved.id, startDate: '2027-09-01', endDate: '2027-09-30' }, aug], { overlap: sameMeal });
      // Without a key no two rows may overlap; deleted rows do not count.
      const replaced = await save(roomId, [june({ startDate: '2027-06-10', endDate: '2027-06-12', meal: hb })], { overlap: {}, removeUnlisted: true });
      expect(replaced.deleted).toContain(stay.id);
      expect((await stored(roomId)).map((r) => [r.startDate, r.endDate, r.meal])).toEqual([['2027-06-10', '2027-06-12', hb]]);
      expect(await refusal(save(roomId, [june({ startDate: '2027-06-12', endDate: '2027-06-12' })], { overlap: {} }))).toEqual({
        status: 400,
        error: 'pricing.0.startDate: overlaps the saved period 2027-06-10 to 2027-06-12',
      });
    });
  });

  it('writes in the caller’s transaction: a failure after the first row leaves nothing saved', async () => {
    const { id: roomId } = await room();
    let writes = 0;
    const failing: Options = {
      afterWrite: async () => {
        writes += 1;
        if (writes === 2) throw badRequest('pricing.1: refused after writing', 'validation');
      },
    };
    expect(await refusal(save(roomId, [june(), june({ meal: hb })], failing))).toEqual({ status: 400, error: 'pricing.1: refused after writing' });
    expect(writes).toBe(2);
    expect(await stored(roomId)).toEqual([]);
  });
});
