import { describe, expect, it } from 'vitest';
import { nightMarkup, resolveMarkup } from './markup';
import { dec } from '../../../lib/money';
import { priceHotel } from './price-hotel';
import { BB, bbToHb, context, tenPercent, workedHotel } from './test-data';
import type { EngineHotel, MarkupRule, PricingContext } from './types';

/** The hotel sits in location 30, inside 20, inside 10; category 7. */
let nextId = 1;
const rule = (over: Partial<MarkupRule>): MarkupRule => ({
  id: nextId++,
  distributionChannel: 'b2b',
  hotelCategoryId: null,
  locationId: null,
  type: 'percent',
  amount: '1',
  position: 0,
  ...over,
});
const noOwn = workedHotel({ markups: {} });
const pick = (rules: MarkupRule[], hotel: EngineHotel = noOwn, channel: 'b2b' | 'b2c' = 'b2b') => resolveMarkup(hotel, { channel, markupRules: rules });

describe('markup precedence (domain-rules §4.4)', () => {
  const settingsRow = rule({ amount: '50' });

  it("the hotel's own markup for the channel wins when its amount is set", () => {
    expect(pick([settingsRow], workedHotel())).toMatchObject({ type: 'percent', source: 'hotel' });
    expect(pick([settingsRow], workedHotel())!.amount.toString()).toBe('10');
    expect(pick([settingsRow], workedHotel({ markups: { b2b: { type: 'fixed', amount: null } } }))!.ruleId).toBe(settingsRow.id);
    expect(pick([settingsRow], workedHotel({ markups: { b2b: { type: 'fixed', amount: '' } } }))!.ruleId).toBe(settingsRow.id);
    expect(pick([settingsRow], workedHotel(), 'b2c')).toBeNull(); // own markup is b2b only; the row is b2b
  });

  it('a nearer location beats a farther one, and any location beats all', () => {
    const all = rule({ position: 9 });
    const grandparent = rule({ locationId: 10, position: 5 });
    const parent = rule({ locationId: 20 });
    expect(pick([all, grandparent, parent])!.ruleId).toBe(parent.id);
    expect(pick([all, grandparent])!.ruleId).toBe(grandparent.id);
    expect(pick([all, rule({ locationId: 99 })])!.ruleId).toBe(all.id); // another branch: no match
  });

  it('at the same location a specific category beats all; another category does not match', () => {
    const anyCategory = rule({ locationId: 20, position: 3 });
    const category = rule({ locationId: 20, hotelCategoryId: 7 });
    expect(pick([anyCategory, category])!.ruleId).toBe(category.id);
    expect(pick([anyCategory, rule({ locationId: 20, hotelCategoryId: 8, position: 9 })])!.ruleId).toBe(anyCategory.id);
    // Location comes first: a nearer row for all categories beats a farther category row.
    const farCategory = rule({ locationId: 10, hotelCategoryId: 7 });
    expect(pick([farCategory, anyCategory])!.ruleId).toBe(anyCategory.id);
  });

  it('among equals the later row wins: higher position, then higher id', () => {
    const early = rule({ locationId: 30, position: 2 });
    const late = rule({ locationId: 30, position: 1 });
    expect(pick([early, late])!.ruleId).toBe(early.id);
    const twin = rule({ locationId: 30, position: 2 });
    expect(pick([twin, early])!.ruleId).toBe(twin.id);
  });

  it('only rows of the channel count; no row, no markup', () => {
    expect(pick([rule({ distributionChannel: 'b2c' })])).toBeNull();
    expect(pick([rule({ distributionChannel: 'b2c' })], noOwn, 'b2c')).not.toBeNull();
    expect(pick([])).toBeNull();
  });
});

describe('markup amounts and the selling price', () => {
  const ctx = (over: Partial<PricingContext> = {}) => context(over);
  const bbPrice = (hotel: EngineHotel, over: Partial<PricingContext> = {}) =>
    priceHotel(hotel, [{ adults: 2, childrenAges: [5] }], ctx(over))[0].find((o) => o.mealTypeId === BB)!;

  it('a settings row applies when the hotel has no markup of its own', () => {
    const o = bbPrice(noOwn, { markupRules: [rule({ locationId: 30, amount: '20' })] });
    expect(o.perNight[0]).toBe('129.60'); // 108 x 1.2
  });

  it('fixed: default-currency amount per room per night, converted to the hotel currency', () => {
    // Hotel in USD, default EUR: 9.20 EUR = 10 USD a night.
    const usdHotel = workedHotel({ currency: 'USD', markups: { b2b: { type: 'fixed', amount: '9.20' } } });
    const o = bbPrice(usdHotel, { currency: 'USD' });
    expect(o.breakdown[0].markup).toBe('10.00');
    expect(o.perNight).toEqual(['118.00', '118.00', '118.00', '140.50', '140.50']);
    const m = nightMarkup(usdHotel, ctx({ currency: 'USD' }))(dec('108'));
    expect(m.markup.toString()).toBe('10');
  });

  it('a fixed markup needing a missing rate is an error naming the pair', () => {
    const chfHotel = workedHotel({ currency: 'CHF', markups: { b2b: { type: 'fixed', amount: '5' } } });
    expect(() => nightMarkup(chfHotel, ctx())).toThrow('No currency rate for CHF against EUR');
  });

  it('agency extra on top: percent of the net, or a fixed default-currency amount', () => {
    const percent = bbPrice(workedHotel(), { agencyExtra: { type: 'percent', amount: '5' } });
    expect(percent.perNight[0]).toBe('124.20'); // 108 + 10.80 + 5.40
    expect(percent.breakdown[0]).toMatchObject({ net: '108.00', markup: '10.80', agencyExtra: '5.40', selling: '124.20' });
    const fixed = bbPrice(workedHotel(), { agencyExtra: { type: 'fixed', amount: '2.50' } });
    expect(fixed.perNight[0]).toBe('121.30');
    const usdFixed = bbPrice(workedHotel({ currency: 'USD', offers: [bbToHb, tenPercent] }), {
      currency: 'USD',
      agencyExtra: { type: 'fixed', amount: '0.92' },
    });
    expect(usdFixed.breakdown[0].agencyExtra).toBe('1.00');
  });

  it('percent markups follow the net after offers; b2c uses the b2c markup', () => {
    const hotel = workedHotel({ markups: { b2b: { type: 'percent', amount: '10' }, b2c: { type: 'percent', amount: '25' } } });
    expect(bbPrice(hotel, { channel: 'b2c' }).perNight[0]).toBe('135.00'); // 108 x 1.25
  });
});
