import { and, asc, eq, exists, gte, lte, sql } from 'drizzle-orm';
import { anyId } from '../../../lib/sql-lists';
import type { DbOrTx } from '../../../db/client';
import { locationAncestry } from '../../reference';
import type { EngineVisaPricing, VisaAgeBands } from '../pricing/types';
import { type VisaRow, visaDestinations, visaOrigins, visas, visaTypePricing, visaTypes } from '../tables';

/**
 * The catalogue as the visa search and the booking read it (domain-rules §5.3): the visas for a
 * nationality and a destination, each with its types and the types' pricing rows covering a date.
 * Read here, beside the catalogue module's own queries, so selling never waits on its screens.
 */

export type CatalogueVisaType = { id: number; name: string; pricing: EngineVisaPricing[] };
export type CatalogueVisa = { visa: Pick<VisaRow, 'id' | 'name' | 'defaultCurrency' | 'markups'>; bands: VisaAgeBands; types: CatalogueVisaType[] };

const visaColumns = {
  id: visas.id,
  name: visas.name,
  defaultCurrency: visas.defaultCurrency,
  markups: visas.markups,
  infantAgeMax: visas.infantAgeMax,
  children1AgeMax: visas.children1AgeMax,
  children2AgeMax: visas.children2AgeMax,
};
type VisaSelect = { [K in keyof typeof visaColumns]: VisaRow[K] };

/** The types of `visaRows` (all, or only `typeId`) with their pricing rows covering `date`, in name order. */
async function withTypes(db: DbOrTx, visaRows: VisaSelect[], date: string, typeId?: number): Promise<CatalogueVisa[]> {
  if (visaRows.length === 0) return [];
  const ids = visaRows.map((v) => v.id);
  const types = await db
    .select({ id: visaTypes.id, visaId: visaTypes.visaId, name: visaTypes.name })
    .from(visaTypes)
    .where(typeId === undefined ? anyId(visaTypes.visaId, ids) : and(anyId(visaTypes.visaId, ids), eq(visaTypes.id, typeId)))
    .orderBy(asc(visaTypes.name), asc(visaTypes.id));
  const rows = types.length
    ? await db
        .select()
        .from(visaTypePricing)
        .where(
          and(
            anyId(
              visaTypePricing.typeId,
              types.map((t) => t.id),
            ),
            lte(visaTypePricing.startDate, date),
            gte(visaTypePricing.endDate, date),
          ),
        )
    : [];
  return visaRows.map((v) => ({
    visa: { id: v.id, name: v.name, defaultCurrency: v.defaultCurrency, markups: v.markups },
    bands: { infantAgeMax: v.infantAgeMax, children1AgeMax: v.children1AgeMax, children2AgeMax: v.children2AgeMax },
    types: types
      .filter((t) => t.visaId === v.id)
      .map((t) => ({
        id: t.id,
        name: t.name,
        pricing: rows
          .filter((r) => r.typeId === t.id)
          .map((r) => ({
            id: r.id,
            startDate: r.startDate,
            endDate: r.endDate,
            extraAdult: r.extraAdult,
            extraChild: r.extraChild,
            extraInfant: r.extraInfant,
            currency: r.currency,
          })),
      })),
  }));
}

/**
 * The visas a passenger of `nationalityId` needs for `toId`: the nationality is one of the visa's
 * origins, and one of its destinations is the place searched or a place containing it (a country
 * holds its cities). Their types with the pricing rows covering `date`.
 */
export async function matchingVisas(db: DbOrTx, nationalityId: number, toId: number, date: string): Promise<CatalogueVisa[]> {
  const found = await db
    .select(visaColumns)
    .from(visas)
    .where(
      and(
        exists(
          db
            .select({ one: sql`1` })
            .from(visaOrigins)
            .where(and(eq(visaOrigins.visaId, visas.id), eq(visaOrigins.locationId, nationalityId))),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(visaDestinations)
            .where(and(eq(visaDestinations.visaId, visas.id), sql`${visaDestinations.locationId} in ${locationAncestry(toId)}`)),
        ),
      ),
    )
    .orderBy(asc(visas.name), asc(visas.id));
  return withTypes(db, found, date);
}

/** One visa with one of its types and that type's rows covering `date`; null when either is gone. */
export async function visaWithType(db: DbOrTx, visaId: number, typeId: number, date: string): Promise<(CatalogueVisa & { type: CatalogueVisaType }) | null> {
  const found = await db.select(visaColumns).from(visas).where(eq(visas.id, visaId));
  const [visa] = await withTypes(db, found, date, typeId);
  const type = visa?.types[0];
  return visa && type ? { ...visa, type } : null;
}
