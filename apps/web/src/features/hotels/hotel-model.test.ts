import type { Hotel, OfferRow, Room } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import {
  closedDaysShown,
  closedDaysWire,
  emptyInfo,
  hotelFormData,
  infoOf,
  infoWire,
  pricingRefusalOf,
  shiftClosedDays,
  stayProblem,
  tabsOf,
  tabsWire,
} from './hotel-model';

const room = (fields: Partial<Room> = {}): Room => ({
  id: 7,
  name: 'Double',
  minAdultOccupancy: 1,
  maxAdultOccupancy: 3,
  minChildOccupancy: 0,
  maxChildOccupancy: 1,
  baseOccupancy: 2,
  maxOccupancy: 3,
  extraBedsCount: 1,
  unallowedOccupancies: [],
  roomFacilities: {},
  roomTypeTaxonomy: null,
  roomCategory: null,
  note: null,
  pricing: [],
  allotments: [],
  ...fields,
});

const offer = (fields: Partial<OfferRow> = {}): OfferRow => ({
  id: 31,
  name: 'Early booking',
  startDate: '2026-06-01',
  endDate: '2026-06-30',
  bookStartDate: null,
  bookEndDate: '2026-03-31',
  roomTypeIds: [7],
  applyWithOthersIds: [32],
  pricingData: { percent: '10' },
  ...fields,
});

const hotel = (fields: Partial<Hotel> = {}): Hotel => ({
  id: 3,
  name: 'Sea View',
  location: { id: 12, name: 'Athens' },
  hotelCategory: { id: 4, title: '4 stars' },
  address: null,
  phone: null,
  latitude: 37.97,
  longitude: null,
  infantAgeMax: 2,
  children1AgeMax: 12,
  children2AgeMax: null,
  defaultCurrency: 'EUR',
  markups: { b2b: { type: 'percent', amount: '10.00' }, b2c: { type: 'fixed', amount: null } },
  description: '<p>By the sea</p>',
  note: null,
  mainImage: null,
  images: [],
  mealTypes: { '5': 1, '6': 1 },
  defaultMealTypeId: 5,
  requiresTransfer: false,
  rooms: [],
  cancellationRules: [],
  stopSales: [],
  discounts: [],
  freeNights: [],
  freePassengers: [],
  freeTransfers: [],
  mealChanges: [],
  mealsPrices: [],
  transfersPrices: [],
  ...fields,
});

describe('the hotel form model: the Info tab', () => {
  it('shows a stored hotel as the text the inputs hold, missing values as empty text', () => {
    const info = infoOf(hotel());
    expect(info).toMatchObject({
      location: '12',
      hotelCategory: '4',
      address: '',
      phone: '',
      latitude: '37.97',
      longitude: '',
      children2AgeMax: '',
      note: '',
      markups: { b2b: { type: 'percent', amount: '10.00' }, b2c: { type: 'fixed', amount: '' } },
      mealTypes: ['5', '6'],
      defaultMealTypeId: '5',
    });
  });

  it('sends the fields back as the save expects: meal types as a set, an empty markup without amount', () => {
    const wire = infoWire(infoOf(hotel()), true);
    expect(wire).toMatchObject({
      name: 'Sea View',
      location: '12',
      defaultCurrency: 'EUR',
      mealTypes: { '5': 1, '6': 1 },
      defaultMealTypeId: '5',
      requiresTransfer: '0',
    });
    expect(infoWire(infoOf(hotel({ requiresTransfer: true })), true).requiresTransfer).toBe('1');
    expect(wire.markups).toEqual({ b2b: { type: 'percent', amount: '10.00' }, b2c: { type: 'fixed' } });
  });

  it('leaves the currency out when the user may not change it, and a missing default meal as empty text', () => {
    const wire = infoWire({ ...emptyInfo, name: 'New' }, false);
    expect(wire).not.toHaveProperty('defaultCurrency');
    expect(wire).toMatchObject({ infantAgeMax: 2, children1AgeMax: 12, defaultMealTypeId: '', mealTypes: {} });
  });
});

describe('the hotel form model: the tabs', () => {
  const priced = room({
    pricing: [
      {
        id: 91,
        startDate: '2026-05-01',
        endDate: '2026-05-31',
        pricingData: { pricingType: 'personCount', mealTypeId: 5, '2person': '120.00', '3person': '150.00', extraChild: null },
      },
    ],
    allotments: [{ startDate: '2026-05-01', endDate: '2026-05-10', rooms: 4, sold: 1 }],
  });
  const stored = hotel({
    rooms: [priced],
    discounts: [offer()],
    stopSales: [offer({ id: 33, name: null, roomTypeIds: 'all', applyWithOthersIds: [], bookEndDate: null })],
    cancellationRules: [{ id: 5, daysBefore: 7, penaltyType: 'percent', amount: '50' }],
  });

  it('reads each room pricing and allotment, the offers and the rules into editable rows', () => {
    const tabs = tabsOf(stored);
    expect(tabs.pricing[7]).toEqual([
      {
        key: 'p91',
        id: 91,
        startDate: '2026-05-01',
        endDate: '2026-05-31',
        pricingData: { pricingType: 'personCount', mealTypeId: '5', '2person': '120.00', '3person': '150.00', extraChild: '' },
      },
    ]);
    expect(tabs.allotments[7]).toMatchObject([{ startDate: '2026-05-01', endDate: '2026-05-10', rooms: 4, sold: 1 }]);
    expect(tabs.offers.discounts[0]).toMatchObject({ key: 'o31', name: 'Early booking', bookStartDate: '', roomTypeIds: ['7'], applyWithOthersIds: ['32'] });
    expect(tabs.offers.stopSales[0]).toMatchObject({ name: '', roomTypeIds: 'all' });
    expect(tabs.offers.freeNights).toEqual([]);
    expect(tabs.cancellationRules).toEqual([{ key: 'r5', id: 5, daysBefore: 7, penaltyType: 'percent', amount: '50' }]);
  });

  it('saves the rows without their keys, ids as numbers and empty booking dates as null', () => {
    const wire = tabsWire(stored, tabsOf(stored));
    expect(wire.rooms).toEqual([
      {
        id: 7,
        // Only the room's person counts (2 and 3 persons) and the filled fields are sent.
        pricing: [
          {
            id: 91,
            startDate: '2026-05-01',
            endDate: '2026-05-31',
            pricingData: { pricingType: 'personCount', mealTypeId: '5', '2person': '120.00', '3person': '150.00' },
          },
        ],
        allotments: [{ startDate: '2026-05-01', endDate: '2026-05-10', rooms: 4 }],
      },
    ]);
    expect(wire.discounts).toEqual([
      {
        id: 31,
        name: 'Early booking',
        startDate: '2026-06-01',
        endDate: '2026-06-30',
        bookStartDate: null,
        bookEndDate: '2026-03-31',
        roomTypeIds: [7],
        applyWithOthersIds: [32],
        pricingData: { percent: '10' },
      },
    ]);
    expect(wire.stopSales).toMatchObject([{ roomTypeIds: 'all', bookEndDate: null }]);
    expect(wire.cancellationRules).toEqual([{ id: 5, daysBefore: 7, penaltyType: 'percent', amount: '50' }]);
    expect(JSON.stringify(wire)).not.toContain('"key"');
  });

  it('drops a price of a person count the room no longer takes', () => {
    const tabs = tabsOf(stored);
    // The room now sleeps at most 2: the 3-person price is left out of the save.
    const smaller = { ...stored, rooms: [{ ...priced, maxOccupancy: 2 }] };
    const wire = tabsWire(smaller, tabs) as { rooms: { pricing: { pricingData: Record<string, string> }[] }[] };
    expect(wire.rooms[0]!.pricing[0]!.pricingData).toEqual({ pricingType: 'personCount', mealTypeId: '5', '2person': '120.00' });
  });
});

describe('the hotel form model: stay restrictions (issue 33)', () => {
  const restricted = room({
    pricing: [
      {
        id: 92,
        startDate: '2027-03-01',
        endDate: '2027-03-31',
        pricingData: {
          pricingType: 'personCount',
          mealTypeId: 5,
          '2person': '120.00',
          minStayArrival: 3,
          minStayThrough: null,
          maxStay: 14,
          releaseDays: 0,
          minAdvance: '',
          closedToArrival: 'sat,sun,2027-03-12',
          closedToDeparture: '',
        },
      },
    ],
  });
  const stored = hotel({ rooms: [restricted] });

  it('a duplicated row moves its closed dates with its period, weekdays stay', () => {
    const [row] = tabsOf(stored).pricing[restricted.id]!;
    expect(row!.pricingData.closedToArrival).toBe('Sat, Sun, 12.03.2027');
    const moved = shiftClosedDays({ ...row!, pricingData: { ...row!.pricingData, closedToDeparture: '31.03.2027' } }, 31);
    expect(moved.pricingData.closedToArrival).toBe('Sat, Sun, 12.04.2027');
    expect(moved.pricingData.closedToDeparture).toBe('01.05.2027');
    expect(shiftClosedDays({ ...row!, pricingData: { ...row!.pricingData, closedToArrival: 'someday' } }, 31).pricingData.closedToArrival).toBe('someday');
  });

  it("names the refused cell of the server's sentence: the room type, the row's key, the field", () => {
    const tabs = tabsOf(stored);
    expect(pricingRefusalOf('rooms.0.pricing.0.pricingData.maxStay: must not be below minStayArrival (3)', stored, tabs.pricing)).toEqual({
      roomId: restricted.id,
      key: tabs.pricing[restricted.id]![0]!.key,
      field: 'maxStay',
      message: 'must not be below minStayArrival (3)',
    });
    expect(pricingRefusalOf('rooms.0.allotments.1.rooms: must be at least 0', stored, tabs.pricing)).toBeNull();
    expect(pricingRefusalOf('rooms.3.pricing.0.startDate: bad', stored, tabs.pricing)).toBeNull();
  });
  type Wire = { rooms: { pricing: { pricingData: Record<string, unknown> }[] }[] };

  it('shows closed days in the site format: weekdays capitalised, dates as DD.MM.YYYY', () => {
    expect(closedDaysShown('sat,sun,2027-03-12')).toBe('Sat, Sun, 12.03.2027');
    expect(closedDaysShown('')).toBe('');
    expect(tabsOf(stored).pricing[7]![0]!.pricingData).toMatchObject({
      minStayArrival: '3',
      minStayThrough: '',
      maxStay: '14',
      releaseDays: '0',
      closedToArrival: 'Sat, Sun, 12.03.2027',
      closedToDeparture: '',
    });
  });

  it('reads what the admin types back as the canonical wire text, and names what it cannot read', () => {
    expect(closedDaysWire('sat sun 12.03.2027')).toEqual({ text: 'sat,sun,2027-03-12' });
    expect(closedDaysWire('Saturday, 2027-03-12')).toEqual({ text: 'sat,2027-03-12' });
    expect(closedDaysWire('14.03.2027; 1.3.2027, SUN mon, sun')).toEqual({ text: 'mon,sun,2027-03-01,2027-03-14' });
    expect(closedDaysWire('  ')).toEqual({ text: '' });
    expect(closedDaysWire('sat, weekend')).toEqual({ unreadable: 'weekend' });
    expect(closedDaysWire('31.02.2027')).toEqual({ unreadable: '31.02.2027' });
    expect(closedDaysWire('sa')).toEqual({ unreadable: 'sa' });
  });

  it('sends the filled restrictions with the prices, closed days as canonical text, and leaves out empty ones', () => {
    const tabs = tabsOf(stored);
    const row = tabs.pricing[7]![0]!;
    row.pricingData = { ...row.pricingData, maxAdvance: ' 300 ', closedToArrival: 'Sunday 12.03.2027 sat', closedToDeparture: 'fri' };
    const wire = tabsWire(stored, tabs) as Wire;
    expect(wire.rooms[0]!.pricing[0]!.pricingData).toEqual({
      pricingType: 'personCount',
      mealTypeId: '5',
      '2person': '120.00',
      minStayArrival: '3',
      maxStay: '14',
      releaseDays: '0',
      maxAdvance: '300',
      closedToArrival: 'sat,sun,2027-03-12',
      closedToDeparture: 'fri',
    });
    // Unchanged, the stored text goes back as it came.
    const again = tabsWire(stored, tabsOf(stored)) as Wire;
    expect(again.rooms[0]!.pricing[0]!.pricingData.closedToArrival).toBe('sat,sun,2027-03-12');
    expect(again.rooms[0]!.pricing[0]!.pricingData).not.toHaveProperty('closedToDeparture');
    expect(again.rooms[0]!.pricing[0]!.pricingData).not.toHaveProperty('minStayThrough');
  });

  it('never drops a closed-days cell it cannot read: the server is sent the text and names it', () => {
    const tabs = tabsOf(stored);
    tabs.pricing[7]![0]!.pricingData.closedToDeparture = 'weekend';
    expect((tabsWire(stored, tabs) as Wire).rooms[0]!.pricing[0]!.pricingData.closedToDeparture).toBe('weekend');
  });

  it('says why a restriction cell cannot be saved, as the save would', () => {
    const period = { startDate: '2027-03-01', endDate: '2027-03-31' };
    const problem = (pricingData: Record<string, string>, field: string) => stayProblem({ ...period, pricingData }, field);
    expect(problem({ closedToArrival: 'sat, 12.03.2027' }, 'closedToArrival')).toBeNull();
    expect(problem({ closedToArrival: 'sat, someday' }, 'closedToArrival')).toEqual({ key: 'notDays', values: { entry: 'someday' } });
    expect(problem({ closedToDeparture: '01.04.2027 sun' }, 'closedToDeparture')).toEqual({ key: 'outside', values: { date: '01.04.2027' } });
    expect(problem({ minStayArrival: '0' }, 'minStayArrival')).toEqual({ key: 'bounds', values: { min: 1, max: 365 } });
    expect(problem({ releaseDays: '0' }, 'releaseDays')).toBeNull();
    expect(problem({ minAdvance: '1001' }, 'minAdvance')).toEqual({ key: 'bounds', values: { min: 0, max: 1000 } });
    expect(problem({ maxStay: '2', minStayArrival: '3', minStayThrough: '5' }, 'maxStay')).toEqual({ key: 'belowMinStay', values: { n: 5 } });
    expect(problem({ maxStay: '7', minStayArrival: '3' }, 'maxStay')).toBeNull();
    expect(problem({ maxAdvance: '10', minAdvance: '30' }, 'maxAdvance')).toEqual({ key: 'belowMinAdvance', values: { n: 30 } });
    // Not whole and empty are the grid's own business.
    expect(problem({ maxStay: '1.5' }, 'maxStay')).toBeNull();
    expect(problem({ maxStay: '' }, 'maxStay')).toBeNull();
    expect(problem({ '2person': '-1' }, '2person')).toBeNull();
  });
});

describe('the hotel save form', () => {
  it('sends text parts, objects as JSON text, kept gallery URLs and new files, with the PUT override', () => {
    const main = new File(['main'], 'main.jpg', { type: 'image/jpeg' });
    const extra = new File(['extra'], 'pool.png', { type: 'image/png' });
    const form = hotelFormData(
      { name: 'Sea View', note: null, markups: { b2b: { type: 'fixed' } }, stars: 4 },
      { mainImage: main, newImages: [extra], keepImages: ['/uploads/a.jpg', '/uploads/b.jpg'] },
      'PUT',
    );
    expect(form.get('_method')).toBe('PUT');
    expect(form.get('name')).toBe('Sea View');
    expect(form.has('note')).toBe(false);
    expect(form.get('markups')).toBe('{"b2b":{"type":"fixed"}}');
    expect(form.get('stars')).toBe('4');
    expect(form.getAll('images[]')).toEqual(['/uploads/a.jpg', '/uploads/b.jpg']);
    expect((form.get('mainImage') as File).name).toBe('main.jpg');
    expect(form.getAll('newImages[]').map((file) => (file as File).name)).toEqual(['pool.png']);
  });
});
