import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, stayNights } from '../../../lib/dates';
import { priceHotel } from './price-hotel';
import { BB, context, HB, room, workedHotel } from './test-data';

describe('dates', () => {
  it('nights run from check-in to the day before check-out, across months and years', () => {
    expect(stayNights('2027-12-30', '2028-01-02')).toEqual(['2027-12-30', '2027-12-31', '2028-01-01']);
    expect(stayNights('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysBetween('2027-06-28', '2027-07-03')).toBe(5);
  });

  it('rejects an empty stay and malformed dates', () => {
    expect(() => stayNights('2027-06-28', '2027-06-28')).toThrow('must be after check-in');
    expect(() => stayNights('2027-02-30', '2027-03-02')).toThrow('Not a date');
    expect(() => stayNights('28.06.2027', '2027-07-02')).toThrow('Not a date');
  });
});

describe('priceHotel', () => {
  const family = { adults: 2, childrenAges: [5] };

  it('answers per searched room, in the order given; a room nothing fits gets an empty list', () => {
    const result = priceHotel(workedHotel(), [family, { adults: 4, childrenAges: [] }, { adults: 1, childrenAges: [] }], context());
    expect(result.map((options) => options.map((o) => o.price))).toEqual([['643.50', '852.50'], [], ['534.60', '617.10']]);
  });

  it('sorts options of several room types by price ascending', () => {
    const suite = room({
      id: 12,
      name: 'Suite',
      pricing: room().pricing.map((row) => ({ ...row, id: row.id + 20, personPrices: { 2: '60.00', 3: '80.00' } })),
    });
    const [options] = priceHotel(workedHotel({ rooms: [room(), suite] }), [family], context());
    expect(options.map((o) => [o.roomName, o.mealTypeId])).toEqual([
      ['Suite', BB],
      ['Suite', HB],
      ['Double', BB],
      ['Double', HB],
    ]);
    const prices = options.map((o) => Number(o.price));
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('converts each night to the requested currency before rounding (GBP hotel, USD asked, via EUR)', () => {
    const gbpHotel = workedHotel({ currency: 'GBP', markups: {}, offers: [] });
    const [options] = priceHotel(gbpHotel, [family], context({ currency: 'USD', rates: { USD: '0.92', GBP: '1.15' } }));
    // 120 GBP = 138 EUR = 150 USD; 145 GBP = 166.75 EUR = 181.25 USD.
    expect(options[0].perNight).toEqual(['150.00', '150.00', '150.00', '181.25', '181.25']);
    expect(options[0].price).toBe('812.50');
    expect(options[0].priceNet).toBe('650.00');
    expect(options[0].breakdown[0].rate).toBe('1.25');
  });

  it('a missing rate for the requested currency is an error naming the pair', () => {
    expect(() => priceHotel(workedHotel(), [family], context({ currency: 'CHF' }))).toThrow('No currency rate for CHF against EUR');
    expect(() => priceHotel(workedHotel({ currency: 'CHF' }), [family], context())).toThrow(/CHF against EUR/);
  });

  it('an exhausted allotment gives on request, per searched room on its own', () => {
    const lastUnit = room({ allotment: { '2027-06-30': { rooms: 2, sold: 1 } } });
    const soldOut = room({ allotment: { '2027-06-30': { rooms: 2, sold: 2 } } });
    expect(priceHotel(workedHotel({ rooms: [lastUnit] }), [family, family], context()).map((r) => r[0].availability)).toEqual(['available', 'available']);
    expect(priceHotel(workedHotel({ rooms: [soldOut] }), [family], context())[0].map((o) => o.availability)).toEqual(['onrequest', 'onrequest']);
  });
});
