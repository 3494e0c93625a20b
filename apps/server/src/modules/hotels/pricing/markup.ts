import { converter } from '../../../lib/currency-conversion';
import { type Dec, dec, ZERO } from '../../../lib/money';
import type { EngineHotel, MarkupRule, MarkupType, PricingContext } from './types';

/**
 * Markup and agency extra (domain-rules §4.4): per night, in the hotel's currency,
 * selling = net + markup + agency extra.
 */

export interface ResolvedMarkup {
  type: MarkupType;
  amount: Dec;
  /** Where it came from: the hotel's own markup, or a settings row (its id). */
  source: 'hotel' | 'settings';
  ruleId?: number;
}

const isSet = (amount: string | null | undefined): amount is string => amount !== null && amount !== undefined && amount !== '';

/**
 * The markup for the channel: the hotel's own `markups[channel]` when its amount is set; else the
 * most specific settings row matching channel, category and location (a row's location matches
 * the hotel's location and its descendants): the nearest location (own, parent, ...; `all` last),
 * then a specific category before `all`, then the later row (higher position, then higher id).
 * No row: no markup (null).
 */
export function resolveMarkup(hotel: EngineHotel, ctx: Pick<PricingContext, 'channel' | 'markupRules'>): ResolvedMarkup | null {
  const own = hotel.markups[ctx.channel];
  if (own && isSet(own.amount)) return { type: own.type, amount: dec(own.amount), source: 'hotel' };
  const distance = (rule: MarkupRule) => (rule.locationId === null ? hotel.locationPath.length : hotel.locationPath.indexOf(rule.locationId));
  const matching = ctx.markupRules.filter(
    (rule) =>
      rule.distributionChannel === ctx.channel &&
      (rule.hotelCategoryId === null || rule.hotelCategoryId === hotel.categoryId) &&
      (rule.locationId === null || hotel.locationPath.includes(rule.locationId)),
  );
  const rank = (a: MarkupRule, b: MarkupRule) =>
    distance(a) - distance(b) || Number(a.hotelCategoryId === null) - Number(b.hotelCategoryId === null) || b.position - a.position || b.id - a.id;
  const best = matching.sort(rank)[0];
  return best ? { type: best.type, amount: dec(best.amount), source: 'settings', ruleId: best.id } : null;
}

/**
 * The night's markup and agency extra, in the hotel's currency, from the night's net; `linear`
 * says the same exactly, as net x percent + fixed converted to the hotel's currency (percent as a
 * fraction, fixed in the default currency, both summed over markup and extra).
 */
export type NightMarkup = ((net: Dec) => { markup: Dec; agencyExtra: Dec }) & { linear: { percent: Dec; fixedInDefault: Dec } };

/**
 * Percent: of the night's net. Fixed: an amount in the default currency per room per night,
 * converted to the hotel's currency (a missing rate throws, but only when a fixed amount needs it).
 */
export function nightMarkup(hotel: EngineHotel, ctx: PricingContext): NightMarkup {
  const markup = resolveMarkup(hotel, ctx);
  const extra = ctx.agencyExtra && isSet(ctx.agencyExtra.amount) ? { type: ctx.agencyExtra.type, amount: dec(ctx.agencyExtra.amount) } : null;
  const needsFixed = markup?.type === 'fixed' || extra?.type === 'fixed';
  const toHotel = needsFixed ? converter(ctx.defaultCurrency, hotel.currency, ctx).convert : (amount: Dec) => amount;
  // A percent is a multiplier of the net (amount / 100, exact); a fixed amount is the same every night.
  const per = (m: { type: MarkupType; amount: Dec } | null): ((net: Dec) => Dec) => {
    if (!m) return () => ZERO;
    if (m.type === 'fixed') {
      const fixed = toHotel(m.amount);
      return () => fixed;
    }
    const rate = m.amount.div(100);
    return (net) => net.times(rate);
  };
  const markupOf = per(markup);
  const extraOf = per(extra);
  const percent = (m: { type: MarkupType; amount: Dec } | null) => (m?.type === 'percent' ? m.amount.div(100) : ZERO);
  const fixed = (m: { type: MarkupType; amount: Dec } | null) => (m?.type === 'fixed' ? m.amount : ZERO);
  const linear = { percent: percent(markup).plus(percent(extra)), fixedInDefault: fixed(markup).plus(fixed(extra)) };
  return Object.assign((net: Dec) => ({ markup: markupOf(net), agencyExtra: extraOf(net) }), { linear });
}
