import { badRequest } from '../../lib/errors';
import type { ItemRecord, ManualContext, ManualLine, Product, Sale } from './product';

/**
 * The price of any item an administrator adds by hand, whatever its product: the dates, price and
 * count as entered, in the booking currency, and the net price (in that currency) only when given.
 */
export function handPriced(
  line: ManualLine,
  context: ManualContext,
): Pick<Sale, 'startDate' | 'endDate' | 'price' | 'currency' | 'count' | 'priceNet' | 'priceNetCurrency'> {
  // The contracts ask a price of every line that is not priced from a catalogue.
  if (line.price === undefined) throw badRequest('price: is required for an item priced by hand', 'validation');
  return {
    startDate: line.startDate,
    endDate: line.endDate,
    price: line.price,
    currency: context.currency,
    count: line.count,
    priceNet: line.priceNet ?? null,
    priceNetCurrency: line.priceNet ? context.currency : null,
  };
}

/**
 * The parts of a product whose items hold nothing (the admin's own arrangement with the supplier)
 * and have no hotel-shaped detail: taking always succeeds, releasing does nothing and the voucher
 * names the item and its passengers (the product shows its own variant of the item).
 */
export function unheldItem(name: (record: ItemRecord) => string): Pick<Product, 'take' | 'release' | 'title' | 'voucher'> {
  return {
    take: async (_tx, items) => new Map(items.map((i) => [i.id, true])),
    release: async () => {},
    title: name,
    voucher: (record) => ({ title: name(record), roomType: '', meal: '', occupancy: `${record.item.passengerIds.length} passengers` }),
  };
}

// Transfers are the transfers module's product (transfers/product.ts): searched, re-priced and added from the catalogue.
// Visas are the visas module's product (visas/product.ts): searched, re-priced and added from the catalogue.
