import type { DbOrTx } from '../../../db/client';
import type { Viewer } from '../../products';
import { type Asker, pricingContext, viewerAsker } from '../../search-kit';
import type { FlightPricingContext } from '../pricing/types';
import type { FlightRow } from '../tables';

/** Who is asking, for the flight engine: the search kit's asker with the agency's flight extra (search-kit/asker.ts). */
export type AskerContext = Asker;
export const askerContext = (db: DbOrTx, viewer: Viewer, currency: string | undefined): Promise<AskerContext> => viewerAsker(db, 'flight', viewer, currency);

/** The engine's context for one flight: its own markup of the asker's channel, when its amount is set. */
export const flightPricingContext = (asker: AskerContext, flight: Pick<FlightRow, 'markups'>): FlightPricingContext => pricingContext(asker, flight.markups);
