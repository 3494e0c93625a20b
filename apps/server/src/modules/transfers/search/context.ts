import { ROLE_ADMIN } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import { type Conversion, converter } from '../../../lib/currency-conversion';
import { loadConversion } from '../../currency';
import type { Viewer } from '../../products';
import type { TransferMarkup, TransferPricingContext } from '../pricing/types';
import type { TransferEntry } from './catalogue';

/**
 * Who is asking, for the transfer engine (domain-rules §4.4, §5.1): visitors pay b2c prices, users
 * b2b; an agent's agency adds its `extraMarkups.transfer[0]` on top (administrators see the b2b
 * price, no agency extra), as flights read `extraMarkups.flight[0]`. The requested currency
 * defaults to the default currency.
 */
export type AskerContext = { conversion: Conversion; currency: string; channel: 'b2b' | 'b2c'; agencyExtra: TransferMarkup | null };

export async function askerContext(db: DbOrTx, viewer: Viewer, currency: string | undefined): Promise<AskerContext> {
  const conversion = await loadConversion(db);
  const asked = currency ?? conversion.defaultCurrency;
  // A missing rate is a 422 naming the pair (domain-rules §2), before anything is priced.
  converter(asked, conversion.defaultCurrency, conversion);
  const extra = viewer && viewer.role !== ROLE_ADMIN ? viewer.extraMarkups.transfer?.[0] : undefined;
  return { conversion, currency: asked, channel: viewer ? 'b2b' : 'b2c', agencyExtra: extra ? { type: extra.type, amount: extra.amount } : null };
}

/** The engine's context for one transfer: its own markup of the asker's channel, when its amount is set. */
export function transferPricingContext(asker: AskerContext, entry: Pick<TransferEntry, 'markups'>): TransferPricingContext {
  const own = entry.markups[asker.channel];
  return {
    defaultCurrency: asker.conversion.defaultCurrency,
    rates: asker.conversion.rates,
    currency: asker.currency,
    markup: own?.amount ? { type: own.type, amount: own.amount } : null,
    agencyExtra: asker.agencyExtra,
  };
}
