import { unheldItem } from '../products/manual';
import type { Product } from '../products/product';

/**
 * Flights as a product (architecture "Products"): registered now so the catalogue and booking
 * items of type 'flight' have their product; search, pricing, seats and the hash arrive with the
 * flight search (next issue). Until then nothing is held: a flight item is an admin's entry.
 */
export const flightProduct: Product = {
  type: 'flight',
  noun: 'flights',
  ...unheldItem((record) => record.item.title ?? 'Flight'),
  mailLine: (sale, facts) => `- Flight: ${sale.columns.title ?? ''}, ${sale.startDate} to ${sale.endDate} (${facts.status}) ${facts.total} ${facts.currency}`,
};
