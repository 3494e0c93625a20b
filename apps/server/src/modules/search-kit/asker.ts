import { type MarkupProduct, ROLE_ADMIN } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { type Conversion, converter } from '../../lib/currency-conversion';
import { loadConversion } from '../currency';
import type { UserRow } from '../users';

/**
 * Who is asking, for a product's pricing engine (domain-rules §4.4, §5.1; issue 28: flights,
 * transfers and visas each had a copy): visitors pay b2c prices, users b2b; an agent's agency adds
 * its extra markup of that product (`extraMarkups.<product>[0]`) on top, administrators see the
 * b2b price without an agency extra. The requested currency defaults to the default currency, and
 * a currency without a rate is a 422 naming the pair (domain-rules §2) before anything is priced.
 */
export type Markup = { type: 'percent' | 'fixed'; amount: string };
export type Channel = 'b2b' | 'b2c';
export type Asker = { conversion: Conversion; currency: string; channel: Channel; agencyExtra: Markup | null };

/** The asker of `channel` paying as `payer` (an agency; null: a visitor, or an administrator's own booking). */
export async function askerOf(
  db: DbOrTx,
  product: Exclude<MarkupProduct, 'hotel'>,
  channel: Channel,
  payer: UserRow | null,
  currency?: string,
): Promise<Asker> {
  const conversion = await loadConversion(db);
  const asked = currency ?? conversion.defaultCurrency;
  converter(asked, conversion.defaultCurrency, conversion);
  const extra = payer && payer.role !== ROLE_ADMIN ? payer.extraMarkups[product]?.[0] : undefined;
  return { conversion, currency: asked, channel, agencyExtra: extra ? { type: extra.type, amount: extra.amount } : null };
}

/** The storefront's asker: a signed-in user is b2b, a visitor b2c. */
export const viewerAsker = (db: DbOrTx, product: Exclude<MarkupProduct, 'hotel'>, viewer: UserRow | null, currency: string | undefined) =>
  askerOf(db, product, viewer ? 'b2b' : 'b2c', viewer, currency);

/** An engine's context for one catalogue entry: the entry's own markup of the asker's channel, when its amount is set. */
export function pricingContext(asker: Asker, markups: Partial<Record<Channel, { type: Markup['type']; amount?: string | null } | null | undefined>>) {
  const own = markups[asker.channel];
  return {
    defaultCurrency: asker.conversion.defaultCurrency,
    rates: asker.conversion.rates,
    currency: asker.currency,
    markup: own?.amount ? { type: own.type, amount: own.amount } : null,
    agencyExtra: asker.agencyExtra,
  };
}
