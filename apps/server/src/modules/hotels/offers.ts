import { and, eq } from 'drizzle-orm';
import type { cancellationRuleSchema, OfferInput, OfferKind } from '@travel/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { savePeriodRows } from '../../lib/period-rows';
import { hotelCancellationRules, hotelOffers } from './tables';

const invalid = (path: string, message: string) => badRequest(`${path}: ${message}`, 'validation');

/** What an offer may point to: the hotel's room types and offers, and the meal list. */
export type OfferContext = { roomIds: Set<number>; offers: Map<number, string>; mealIds: Set<number> };

const MEAL_FIELDS: Partial<Record<OfferKind, string[]>> = {
  mealChanges: ['payMealTypeId', 'getMealTypeId'],
  mealsPrices: ['fromMealTypeId', 'toMealTypeId'],
};

/** An offer's references; its id and dates are the period-row save's (lib/period-rows). */
function checkOffer(kind: OfferKind, offer: OfferInput, context: OfferContext, path: string) {
  if (offer.roomTypeIds !== 'all') {
    const stranger = offer.roomTypeIds.find((id) => !context.roomIds.has(id));
    if (stranger !== undefined) throw invalid(`${path}.roomTypeIds`, `room type ${stranger} is not a room type of this hotel`);
  }
  const stranger = offer.applyWithOthersIds.find((id) => !context.offers.has(id) || id === offer.id);
  if (stranger !== undefined) throw invalid(`${path}.applyWithOthersIds`, `offer ${stranger} is not another offer of this hotel`);
  const pricing = offer.pricingData as Record<string, string | number>;
  for (const field of MEAL_FIELDS[kind] ?? []) {
    if (!context.mealIds.has(Number(pricing[field]))) throw invalid(`${path}.pricingData.${field}`, 'Meal type not found');
  }
}

/** The stored pricing data: the parsed fields only (stop sales carry none). */
const storedPricing = (kind: OfferKind, offer: OfferInput) => (kind === 'stopSales' ? {} : (offer.pricingData as Record<string, string | number>));

/**
 * One offer list of the save: rows with an id update that offer of the kind, rows without one
 * are created; offers of the kind that the list leaves out are kept (deleting is DELETE
 * hotels/offers/{id}). Offers may overlap: that is how they combine (domain-rules §4.3).
 */
export async function saveOffers(tx: Tx, hotelId: number, kind: OfferKind, list: OfferInput[], context: OfferContext) {
  await savePeriodRows(tx, list, {
    table: hotelOffers,
    owner: and(eq(hotelOffers.hotelId, hotelId), eq(hotelOffers.kind, kind))!,
    path: kind,
    unknownId: 'Offer not found in this hotel',
    check: (offer, path) => checkOffer(kind, offer, context, path),
    columns: (offer) => ({
      hotelId,
      kind,
      name: offer.name ?? null,
      startDate: offer.startDate,
      endDate: offer.endDate,
      bookStartDate: offer.bookStartDate ?? null,
      bookEndDate: offer.bookEndDate ?? null,
      roomTypeIds: offer.roomTypeIds,
      applyWithOthersIds: [...new Set(offer.applyWithOthersIds)],
      pricingData: storedPricing(kind, offer),
    }),
    removeUnlisted: false,
    // The lists saved after this one see the new offer as they see the stored ones.
    afterWrite: async (_tx, id, _offer, _checked, created) => {
      if (created) context.offers.set(id, kind);
    },
  });
}

type CancellationRule = z.infer<typeof cancellationRuleSchema>;

/**
 * The hotel's cancellation rules are replaced as a whole (domain-rules §7): one rule per
 * "days before check-in", a percent penalty at most 100, a nights penalty in whole nights.
 */
export async function replaceCancellationRules(tx: Tx, hotelId: number, rules: CancellationRule[]) {
  const seen = new Map<number, number>();
  for (const [i, rule] of rules.entries()) {
    const path = `cancellationRules.${i}`;
    const earlier = seen.get(rule.daysBefore);
    if (earlier !== undefined) throw invalid(`${path}.daysBefore`, `cancellationRules.${earlier} already starts ${rule.daysBefore} days before check-in`);
    seen.set(rule.daysBefore, i);
    if (rule.penaltyType === 'percent' && Number(rule.amount) > 100) throw invalid(`${path}.amount`, 'a percent penalty is at most 100');
    if (rule.penaltyType === 'nights' && !/^\d+\.00$/.test(rule.amount)) throw invalid(`${path}.amount`, 'a nights penalty is a whole number of nights');
  }
  await tx.delete(hotelCancellationRules).where(eq(hotelCancellationRules.hotelId, hotelId));
  if (rules.length === 0) return;
  await tx
    .insert(hotelCancellationRules)
    .values(rules.map((rule) => ({ hotelId, daysBefore: rule.daysBefore, penaltyType: rule.penaltyType, amount: rule.amount })));
}
