import type { DbOrTx } from '../../../db/client';
import type { Viewer } from '../../products';
import { type Asker, pricingContext, viewerAsker } from '../../search-kit';
import type { TransferPricingContext } from '../pricing/types';
import type { TransferEntry } from './catalogue';

/** Who is asking, for the transfer engine: the search kit's asker with the agency's transfer extra (search-kit/asker.ts). */
export type AskerContext = Asker;
export const askerContext = (db: DbOrTx, viewer: Viewer, currency: string | undefined): Promise<AskerContext> => viewerAsker(db, 'transfer', viewer, currency);

/** The engine's context for one transfer: its own markup of the asker's channel, when its amount is set. */
export const transferPricingContext = (asker: AskerContext, entry: Pick<TransferEntry, 'markups'>): TransferPricingContext =>
  pricingContext(asker, entry.markups);
