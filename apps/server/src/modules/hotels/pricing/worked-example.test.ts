import { describe, expect, it } from 'vitest';
import { priceHotel } from './price-hotel';
import { BB, context, HB, workedHotel } from './test-data';

/** domain-rules §9, every figure to the cent. */
describe('the worked example of domain-rules §9', () => {
  const family = [{ adults: 2, childrenAges: [5] }];

  it('BB: room part 120 / 145, 10 % off on all five nights, net 585.00, selling 643.50 EUR', () => {
    const [options] = priceHotel(workedHotel(), family, context());
    const bb = options.find((o) => o.mealTypeId === BB)!;
    expect(bb).toMatchObject({ roomId: 10, roomName: 'Double', availability: 'available', currency: 'EUR', netCurrency: 'EUR' });
    expect(bb.perNight).toEqual(['118.80', '118.80', '118.80', '143.55', '143.55']);
    expect(bb.price).toBe('643.50');
    expect(bb.priceNet).toBe('585.00');
    expect(bb.offers).toEqual([{ id: 1, name: 'Early summer', kind: 'discounts' }]);
    expect(bb.breakdown.map((n) => n.date)).toEqual(['2027-06-28', '2027-06-29', '2027-06-30', '2027-07-01', '2027-07-02']);
    expect(bb.breakdown.map((n) => n.pricingRowId)).toEqual([100, 100, 100, 101, 101]);
    expect(bb.breakdown[0]).toEqual({
      date: '2027-06-28',
      pricingRowId: 100,
      roomPart: '100.00',
      childCharges: '20.00',
      mealSupplement: '0.00',
      offers: [{ id: 1, kind: 'discounts', amountOff: '12.00' }],
      net: '108.00',
      markup: '10.80',
      agencyExtra: '0.00',
      selling: '118.80',
      rate: '1.00',
      sellingConverted: '118.80',
    });
    expect(bb.breakdown[3]).toMatchObject({
      roomPart: '120.00',
      childCharges: '25.00',
      offers: [{ id: 1, kind: 'discounts', amountOff: '14.50' }],
      net: '130.50',
      markup: '13.05',
      selling: '143.55',
      sellingConverted: '143.55',
    });
  });

  it('HB adds 2 x 15 + 8 = 38 a night, not discounted: net 775.00, nights 160.60 x 3 and 185.35 x 2, price 852.50', () => {
    const [options] = priceHotel(workedHotel(), family, context());
    const hb = options.find((o) => o.mealTypeId === HB)!;
    expect(hb.perNight).toEqual(['160.60', '160.60', '160.60', '185.35', '185.35']);
    expect(hb.price).toBe('852.50');
    expect(hb.priceNet).toBe('775.00');
    expect(hb.breakdown.map((n) => n.mealSupplement)).toEqual(['38.00', '38.00', '38.00', '38.00', '38.00']);
    expect(hb.breakdown.map((n) => n.net)).toEqual(['146.00', '146.00', '146.00', '168.50', '168.50']);
    expect(hb.breakdown[0].offers).toEqual([{ id: 1, kind: 'discounts', amountOff: '12.00' }]);
  });

  it('lists the options by price ascending: BB then HB', () => {
    const [options] = priceHotel(workedHotel(), family, context());
    expect(options.map((o) => [o.mealTypeId, o.price])).toEqual([
      [BB, '643.50'],
      [HB, '852.50'],
    ]);
  });

  it('the same BB option in USD: 129.13 x 3 and 156.03 x 2, price 699.45', () => {
    const [options] = priceHotel(workedHotel(), family, context({ currency: 'USD' }));
    const bb = options.find((o) => o.mealTypeId === BB)!;
    expect(bb.perNight).toEqual(['129.13', '129.13', '129.13', '156.03', '156.03']);
    expect(bb.price).toBe('699.45');
    expect(bb.currency).toBe('USD');
    expect(bb.priceNet).toBe('585.00');
    expect(bb.breakdown[0].selling).toBe('118.80');
    expect(bb.breakdown[0].rate.startsWith('1.0869565217391304347')).toBe(true);
  });
});
