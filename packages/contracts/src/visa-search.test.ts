import { describe, expect, it } from 'vitest';
import { groupVisaItems, visaItemsTotal, visaPassengerIds, visaSearchQuerySchema } from './visa-search';
import { newServiceItemSchema } from './bookings-edit';
import { bookingAddRequestSchema } from './booking-add';

describe('visa items of the wizard (domain-rules §5.3, §10)', () => {
  it('groups the §10 choices 80, 80, 45, 0 as 80 x 2, 45 x 1, 0 x 1: total 205.00', () => {
    const choices = [
      { passengerId: 'passenger1', visaTypeId: 7, hash: 'v1.a', price: '80.00' },
      { passengerId: 'passenger2', visaTypeId: 7, hash: 'v1.a', price: '80' },
      { passengerId: 'passenger3', visaTypeId: 7, hash: 'v1.a', price: '45.00' },
      { passengerId: 'passenger4', visaTypeId: 7, hash: 'v1.a', price: '0.00' },
    ];
    const items = groupVisaItems(choices);
    expect(items).toEqual([
      { productType: 'visa', hash: 'v1.a', passengerIds: ['passenger1', 'passenger2'], price: '80.00', count: 2 },
      { productType: 'visa', hash: 'v1.a', passengerIds: ['passenger3'], price: '45.00', count: 1 },
      { productType: 'visa', hash: 'v1.a', passengerIds: ['passenger4'], price: '0.00', count: 1 },
    ]);
    expect(visaItemsTotal(items)).toBe('205.00');
  });

  it('keeps equal prices of different types apart, and orders passengers by number (passenger10 after passenger2)', () => {
    const items = groupVisaItems([
      { passengerId: 'passenger10', visaTypeId: 1, hash: 'v1.x', price: '80.00' },
      { passengerId: 'passenger2', visaTypeId: 2, hash: 'v1.y', price: '80.00' },
      { passengerId: 'passenger1', visaTypeId: 1, hash: 'v1.x', price: '80.00' },
    ]);
    expect(items.map((i) => [i.hash, i.passengerIds, i.count])).toEqual([
      ['v1.x', ['passenger1', 'passenger10'], 2],
      ['v1.y', ['passenger2'], 1],
    ]);
    expect(groupVisaItems([])).toEqual([]);
  });

  it('names the first visasCount passengers in wizard order (per room, adults first)', () => {
    const rooms = [{ adults: 2, childrenAges: [5, 1] }];
    expect(visaPassengerIds(rooms)).toEqual(['passenger1', 'passenger2', 'passenger3', 'passenger4']);
    expect(visaPassengerIds(rooms, 3)).toEqual(['passenger1', 'passenger2', 'passenger3']);
  });
});

describe('GET search/visas query', () => {
  it('reads the rooms JSON and defaults', () => {
    const q = visaSearchQuerySchema.parse({
      nationalityId: '4',
      toId: '9',
      startDate: '2027-06-10',
      rooms: '{"room1":{"adults":2,"childrenAges":[5,1]}}',
      visasCount: '',
    });
    expect(q).toMatchObject({ nationalityId: 4, toId: 9, startDate: '2027-06-10', rooms: [{ adults: 2, childrenAges: [5, 1] }] });
    expect(q.visasCount).toBeUndefined();
  });
  it.each([
    [{ toId: '9', startDate: '2027-06-10' }, 'Nationality is required!'],
    [{ nationalityId: '', toId: '9', startDate: '2027-06-10' }, 'Nationality is required!'],
    [{ nationalityId: '4', startDate: '2027-06-10' }, 'Destination is required!'],
    [{ nationalityId: '4', toId: '9' }, 'Start date is required!'],
    [{ nationalityId: '4', toId: '9', startDate: '2027-06-10', visasCount: '0' }, 'Visa count must be 1 to the number of passengers.'],
  ])('refuses %o with its sentence', (query, message) => {
    const result = visaSearchQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});

describe('hand-added visas from the catalogue', () => {
  const base = { startDate: '2027-06-10', endDate: '2027-06-17', currency: 'EUR' };
  it('accepts a catalogue visa without title or price, and still asks both of a free-text line', () => {
    expect(newServiceItemSchema.parse({ ...base, visaId: 3, visaTypeId: '4', passengerIds: ['passenger1'] })).toMatchObject({
      visaId: 3,
      visaTypeId: 4,
      count: 1,
    });
    const free = newServiceItemSchema.safeParse({ ...base });
    expect(free.error?.issues.map((i) => i.path.join('.'))).toEqual(['title', 'price']);
  });
  it('add page: a visa line names its passengers; a line without visa nor title is refused', () => {
    const request = {
      currency: 'EUR',
      to: 1,
      startDate: '2027-06-10',
      endDate: '2027-06-17',
      bookingStatusId: 1,
      paymentStatusId: 1,
      passengers: { passenger1: { firstName: 'A', lastName: 'B', birthDate: '1990-01-01', ageType: 'adult' } },
    };
    const ok = bookingAddRequestSchema('2027-01-01').parse({
      ...request,
      newVisas: [{ visaId: 2, visaTypeId: 5, startDate: '2027-06-10', endDate: '2027-06-17', passengerIds: ['passenger1'] }],
    });
    expect(ok.newVisas[0]).toMatchObject({ visaId: 2, visaTypeId: 5, count: 1, passengerIds: ['passenger1'] });
    const bad = bookingAddRequestSchema('2027-01-01').safeParse({ ...request, newVisas: [{ startDate: '2027-06-10', endDate: '2027-06-17' }] });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['newVisas', 0, 'title'], message: 'Title is required' });
  });
});
