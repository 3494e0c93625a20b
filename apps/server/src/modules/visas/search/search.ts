import { passengerSlots, SEARCH_MESSAGES, VISA_MESSAGES, type VisaOption, type VisaSearchAnswer, type VisaSearchQuery } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import type { Viewer } from '../../products';
import { passengersPrices, priceVisaType } from '../pricing/engine';
import type { VisaPassenger } from '../pricing/types';
import { matchingVisas } from './catalogue';
import { visaSigner } from './claim';
import { visaAsker, visaPricingContext } from './context';

/**
 * `GET search/visas` (storefront spec §4 point 4, domain-rules §5.3): every type of every visa
 * that matches the nationality and the destination, priced on the start date for the first
 * `visasCount` passengers in the wizard's order, cheapest first, each with its signed hash. No
 * match answers an empty list (a search, not an error); bad input is a 400 naming the field.
 */

const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');

/** The passengers of the search's rooms in wizard order (per room, adults first), the first `visasCount` of them. */
export function searchedPassengers(query: VisaSearchQuery): { id: string; passenger: VisaPassenger }[] {
  const rooms = query.rooms.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges }));
  if (rooms.length === 0) throw invalid('rooms', SEARCH_MESSAGES.rooms);
  if (rooms.some((r) => r.adults < 1)) throw invalid('rooms', SEARCH_MESSAGES.adults);
  const slots = passengerSlots(rooms, query.startDate);
  if (query.visasCount !== undefined && query.visasCount > slots.length) throw invalid('visasCount', VISA_MESSAGES.visasCount);
  return slots.slice(0, query.visasCount ?? slots.length).map((s) => ({ id: s.id, passenger: { ageType: s.ageType, age: s.age } }));
}

export async function searchVisas(db: DbOrTx, query: VisaSearchQuery, viewer: Viewer, today: string): Promise<VisaSearchAnswer> {
  if (query.startDate < today) throw invalid('startDate', 'Start date must not be in the past.');
  if (query.endDate && query.endDate < query.startDate) throw invalid('endDate', 'End date must not be before the start date.');
  const passengers = searchedPassengers(query);
  const [visas, asker, sign] = await Promise.all([
    matchingVisas(db, query.nationalityId, query.toId, query.startDate),
    visaAsker(db, viewer, query.currency),
    visaSigner(db),
  ]);
  const entities: VisaOption[] = [];
  for (const found of visas) {
    const ctx = visaPricingContext(asker, found.visa);
    for (const type of found.types) {
      const price = priceVisaType(type.pricing, query.startDate, ctx);
      if (!price) continue;
      const priced = passengersPrices(
        price,
        passengers.map((p) => p.passenger),
        found.bands,
      );
      entities.push({
        visaId: found.visa.id,
        visaTypeId: type.id,
        name: found.visa.name,
        typeName: type.name,
        currency: asker.currency,
        passengersPrices: Object.fromEntries(passengers.map((p, i) => [p.id, priced.prices[i]!])),
        price: priced.total,
        hash: sign({
          visaId: found.visa.id,
          typeId: type.id,
          startDate: query.startDate,
          endDate: query.endDate ?? null,
          nationalityId: query.nationalityId,
          toId: query.toId,
          currency: asker.currency,
          channel: asker.channel,
          userId: viewer?.id ?? null,
          prices: price.selling,
        }),
      });
    }
  }
  entities.sort(
    (a, b) =>
      Number(a.price) - Number(b.price) || a.name.localeCompare(b.name, 'en') || a.typeName.localeCompare(b.typeName, 'en') || a.visaTypeId - b.visaTypeId,
  );
  return { entities, passengerIds: passengers.map((p) => p.id), currency: asker.currency };
}
