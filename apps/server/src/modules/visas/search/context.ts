import { ROLE_ADMIN } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import { type Conversion, converter } from '../../../lib/currency-conversion';
import { loadConversion } from '../../currency';
import type { Viewer } from '../../products';
import type { UserRow } from '../../users';
import type { VisaMarkup, VisaPricingContext } from '../pricing/types';
import type { CatalogueVisa } from './catalogue';

/**
 * Who is asking, for the visa engine (domain-rules §4.4, §5.1): visitors pay b2c prices, users
 * b2b; an agent's agency adds its `extraMarkups.visa[0]` on top (administrators see the b2b
 * price, no agency extra). The requested currency defaults to the default currency.
 */
export type VisaAsker = { conversion: Conversion; currency: string; channel: 'b2b' | 'b2c'; agencyExtra: VisaMarkup | null };

export async function visaAsker(db: DbOrTx, viewer: Viewer, currency: string | undefined): Promise<VisaAsker> {
  return askerOf(db, viewer ? 'b2b' : 'b2c', viewer, currency);
}

/** An administrator's hand-added visa: the b2b price of the booking's agency (its extra markup; none for the administrator's own booking). */
export async function agencyAsker(db: DbOrTx, agency: UserRow | null, currency: string): Promise<VisaAsker> {
  return askerOf(db, 'b2b', agency, currency);
}

async function askerOf(db: DbOrTx, channel: 'b2b' | 'b2c', payer: UserRow | null, currency: string | undefined): Promise<VisaAsker> {
  const conversion = await loadConversion(db);
  const asked = currency ?? conversion.defaultCurrency;
  // A missing rate is a 422 naming the pair (domain-rules §2), before anything is priced.
  converter(asked, conversion.defaultCurrency, conversion);
  const extra = payer && payer.role !== ROLE_ADMIN ? payer.extraMarkups.visa?.[0] : undefined;
  return { conversion, currency: asked, channel, agencyExtra: extra ? { type: extra.type, amount: extra.amount } : null };
}

/** The engine's context for one visa: its own markup of the asker's channel, when its amount is set. */
export function visaPricingContext(asker: VisaAsker, visa: CatalogueVisa['visa']): VisaPricingContext {
  const own = visa.markups[asker.channel];
  return {
    defaultCurrency: asker.conversion.defaultCurrency,
    rates: asker.conversion.rates,
    currency: asker.currency,
    markup: own?.amount ? { type: own.type, amount: own.amount } : null,
    agencyExtra: asker.agencyExtra,
  };
}
