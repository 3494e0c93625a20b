import type { DbOrTx } from '../../../db/client';
import type { Viewer } from '../../products';
import { type Asker, askerOf, pricingContext, viewerAsker } from '../../search-kit';
import type { UserRow } from '../../users';
import type { VisaPricingContext } from '../pricing/types';
import type { CatalogueVisa } from './catalogue';

/** Who is asking, for the visa engine: the search kit's asker with the agency's visa extra (search-kit/asker.ts). */
export type VisaAsker = Asker;
export const visaAsker = (db: DbOrTx, viewer: Viewer, currency: string | undefined): Promise<VisaAsker> => viewerAsker(db, 'visa', viewer, currency);

/** An administrator's hand-added visa: the b2b price of the booking's agency (its extra markup; none for the administrator's own booking). */
export const agencyAsker = (db: DbOrTx, agency: UserRow | null, currency: string): Promise<VisaAsker> => askerOf(db, 'visa', 'b2b', agency, currency);

/** The engine's context for one visa: its own markup of the asker's channel, when its amount is set. */
export const visaPricingContext = (asker: VisaAsker, visa: CatalogueVisa['visa']): VisaPricingContext => pricingContext(asker, visa.markups);
