import { describe, expect, it } from 'vitest';
import {
  addPeriod,
  cellId,
  duplicatePeriod,
  formatGridDate,
  type GridColumn,
  nextPeriodStart,
  type PeriodRow,
  ownerRefusalOf,
  parseGridDate,
  periodProblems,
  periodRefusalOf,
  removePeriod,
  updatePeriod,
} from './period-grid-model';

type Row = PeriodRow & { prices: Record<string, string> };
const price = (key: string, required = false): GridColumn<Row> => ({
  key,
  header: key,
  required,
  value: (r) => r.prices[key] ?? '',
  patch: (r, v) => ({ prices: { ...r.prices, [key]: v } }),
});
const columns = [price('2person', true), price('extraChild')];
const row = (key: string, startDate: string, endDate: string, prices: Record<string, string> = { '2person': '100' }, id?: number): Row => ({
  key,
  id,
  startDate,
  endDate,
  prices,
});

describe('grid dates', () => {
  it('reads DD.MM.YYYY as shown and YYYY-MM-DD as pasted, and refuses days that do not exist', () => {
    expect(parseGridDate('01.06.2027')).toBe('2027-06-01');
    expect(parseGridDate(' 1.6.2027 ')).toBe('2027-06-01');
    expect(parseGridDate('2027-06-01')).toBe('2027-06-01');
    expect(parseGridDate('29.02.2028')).toBe('2028-02-29');
    expect(parseGridDate('29.02.2027')).toBeNull();
    expect(parseGridDate('2027-13-01')).toBeNull();
    expect(parseGridDate('June 1')).toBeNull();
    // Other ways of writing the same day (issue 32): slashes, dashes, spaces, 8 digits; never a guessed year.
    expect(parseGridDate('1/6/2027')).toBe('2027-06-01');
    expect(parseGridDate('01-06-2027')).toBe('2027-06-01');
    expect(parseGridDate('01 06 2027')).toBe('2027-06-01');
    expect(parseGridDate('01062027')).toBe('2027-06-01');
    expect(parseGridDate('31/02/2027')).toBeNull();
    expect(parseGridDate('01.06.27')).toBeNull();
    expect(parseGridDate('1.6/2027x')).toBeNull();
    expect(formatGridDate('2027-06-01')).toBe('01.06.2027');
    expect(formatGridDate('')).toBe('');
  });

  it('starts a new period the day after the latest end, across a month and a year', () => {
    expect(nextPeriodStart([])).toBe('');
    expect(nextPeriodStart([row('a', '2027-06-01', '2027-06-30'), row('b', '2027-01-01', '2027-01-31')])).toBe('2027-07-01');
    expect(nextPeriodStart([row('a', '2027-12-01', '2027-12-31')])).toBe('2028-01-01');
    expect(nextPeriodStart([row('a', '2028-02-01', '2028-02-28')])).toBe('2028-02-29');
    expect(nextPeriodStart([row('a', '2027-06-01', '')])).toBe('');
  });
});

describe('grid rows', () => {
  it('adds a new row (no id, a fresh key) after the others with its defaults, updates and removes by key', () => {
    const rows = [row('a', '2027-06-01', '2027-06-30', { '2person': '100' }, 7)];
    const added = addPeriod(rows, { prices: { '2person': '' } });
    expect(added).toHaveLength(2);
    expect(added[1]!.id).toBeUndefined();
    expect(added[1]).toMatchObject({ startDate: '2027-07-01', endDate: '', prices: { '2person': '' } });
    expect(added[1]!.key).not.toBe('a');
    const updated = updatePeriod(added, added[1]!.key, { endDate: '2027-07-31' });
    expect(updated[1]!.endDate).toBe('2027-07-31');
    expect(updated[0]).toBe(added[0]);
    expect(removePeriod(updated, 'a').map((r) => r.key)).toEqual([added[1]!.key]);
  });

  it('duplicates a row after the last period, as long as the copied one, with every value but its id (issue 33)', () => {
    const rows = [row('a', '2027-06-01', '2027-06-10', { '2person': '100', minStay: '3' }, 7), row('b', '2027-06-11', '2027-06-30', { '2person': '120' }, 8)];
    const copied = duplicatePeriod(rows, 'a');
    expect(copied).toHaveLength(3);
    expect(copied.slice(0, 2)).toEqual(rows);
    const copy = copied[2]!;
    // 10 nights' period (1st to 10th) after the latest end (30.06): 01.07 to 10.07.
    expect(copy).toMatchObject({ startDate: '2027-07-01', endDate: '2027-07-10', prices: { '2person': '100', minStay: '3' } });
    expect(copy.id).toBeUndefined();
    expect(copy).not.toHaveProperty('id');
    expect(copy.key).not.toBe('a');
    // The copy's values are its own: editing it leaves the copied row as it was.
    expect(copy.prices).not.toBe(rows[0]!.prices);
    // Across a month and a leap day; a one-day period stays one day.
    expect(duplicatePeriod([row('a', '2028-02-20', '2028-02-29')], 'a')[1]).toMatchObject({ startDate: '2028-03-01', endDate: '2028-03-10' });
    expect(duplicatePeriod([row('a', '2027-12-31', '2027-12-31')], 'a')[1]).toMatchObject({ startDate: '2028-01-01', endDate: '2028-01-01' });
    // Dates as typed (DD.MM.YYYY) count too; without a readable end only the start continues.
    expect(duplicatePeriod([row('a', '01.06.2027', '2027-06-02')], 'a')[1]).toMatchObject({ startDate: '2027-06-03', endDate: '2027-06-04' });
    expect(duplicatePeriod([row('a', '2027-06-01', '')], 'a')[1]).toMatchObject({ startDate: '', endDate: '' });
    expect(duplicatePeriod(rows, 'missing')).toBe(rows);
  });

  it('lists refused cells row by row, left to right', () => {
    const rows = [
      row('a', '2027-06-01', '2027-06-30', { '2person': '100.50', extraChild: '' }),
      row('b', '', '31.05.2027', { '2person': '', extraChild: '1,5' }),
      row('c', '2027-07-10', '2027-07-01', { '2person': '-3' }),
      row('d', '30.02.2027', 'x', { '2person': '90' }),
    ];
    expect(periodProblems(rows, columns)).toEqual([
      { key: 'b', field: 'startDate', problem: 'required' },
      { key: 'b', field: '2person', problem: 'required' },
      { key: 'b', field: 'extraChild', problem: 'notAmount' },
      { key: 'c', field: 'endDate', problem: 'endBeforeStart' },
      { key: 'c', field: '2person', problem: 'notAmount' },
      { key: 'd', field: 'startDate', problem: 'badDate' },
      { key: 'd', field: 'endDate', problem: 'badDate' },
    ]);
  });

  it('wants whole numbers in integer columns and never checks read-only ones', () => {
    const rooms: GridColumn<Row> = { ...price('rooms', true), kind: 'integer' };
    const sold: GridColumn<Row> = { ...price('sold', true), kind: 'readonly' };
    const rows = [row('a', '2027-06-01', '2027-06-30', { rooms: '5' }), row('b', '2027-07-01', '2027-07-31', { rooms: '1.5' })];
    expect(periodProblems(rows, [rooms, sold])).toEqual([{ key: 'b', field: 'rooms', problem: 'notWhole' }]);
  });

  it("asks a column's own check about a filled cell once its kind is satisfied, and gives its sentence", () => {
    const days: GridColumn<Row> = {
      ...price('days'),
      kind: 'text',
      check: (value, r) => (value === 'sat' ? null : `${value} is not a day of ${r.startDate}`),
    };
    const whole: GridColumn<Row> = { ...price('nights'), kind: 'integer', check: (value) => (Number(value) > 365 ? 'Too long' : null) };
    const rows = [
      row('a', '2027-06-01', '2027-06-30', { days: 'sat', nights: '3' }),
      row('b', '2027-07-01', '2027-07-31', { days: ' moon ', nights: '1.5' }),
      row('c', '2027-08-01', '2027-08-31', { days: '', nights: '400' }),
    ];
    expect(periodProblems(rows, [days, whole])).toEqual([
      { key: 'b', field: 'days', problem: 'unreadable', message: 'moon is not a day of 2027-07-01' },
      { key: 'b', field: 'nights', problem: 'notWhole' },
      { key: 'c', field: 'nights', problem: 'unreadable', message: 'Too long' },
    ]);
  });

  it('skips the amount check of select and text columns', () => {
    const meal: GridColumn<Row> = { ...price('meal', true), kind: 'select' };
    expect(periodProblems([row('a', '2027-06-01', '2027-06-30', { meal: 'BB' })], [meal])).toEqual([]);
  });

  it('gives each cell an id that is safe in a selector', () => {
    expect(cellId(':r1:', 'new-3', '2person')).toBe('_r1_-new-3-2person');
  });

  it('reads the period row a refused save names: owner, row, field and the sentence without its path (issue 32)', () => {
    expect(periodRefusalOf('fares.0.pricing.1.startDate: the period 01.06.2027-30.06.2027 overlaps period 1 (15.05.2027-10.06.2027)', 'fares')).toEqual({
      owner: 0,
      row: 1,
      field: 'startDate',
      message: 'the period 01.06.2027-30.06.2027 overlaps period 1 (15.05.2027-10.06.2027)',
    });
    expect(periodRefusalOf('cars.2.pricing.0.pricingData.returnPrice: Return price is required', 'cars')).toEqual({
      owner: 2,
      row: 0,
      field: 'returnPrice',
      message: 'Return price is required',
    });
    // A sentence about the row as a whole names its start date.
    expect(periodRefusalOf('types.0.pricing.4: overlaps', 'types')?.field).toBe('startDate');
    expect(periodRefusalOf('cars.0.pricing.1.startDate: overlaps', 'fares')).toBeNull();
    expect(periodRefusalOf('name: Name is required; fares.0.pricing.1.startDate: overlaps', 'fares')).toBeNull();
  });
});

describe("a refused save's cell in an owner's grid (issue 32)", () => {
  it('finds the owner by its place in the save, the row by its place in the grid', () => {
    const rows = { 7: [{ key: 'a' }, { key: 'b' }], 9: [{ key: 'c' }] };
    expect(ownerRefusalOf('cars.1.pricing.0.startDate: the period overlaps', 'cars', [{ id: 7 }, { id: 9 }], rows)).toEqual({
      ownerId: 9,
      key: 'c',
      field: 'startDate',
      message: 'the period overlaps',
    });
    expect(ownerRefusalOf('types.0.pricing.1.pricingData.extraAdult: must be an amount', 'types', [{ id: 7 }], rows)).toMatchObject({
      key: 'b',
      field: 'extraAdult',
    });
    expect(ownerRefusalOf('cars.5.pricing.0.startDate: x', 'cars', [{ id: 7 }], rows)).toBeNull();
    expect(ownerRefusalOf('name: is required', 'cars', [{ id: 7 }], rows)).toBeNull();
  });
});
