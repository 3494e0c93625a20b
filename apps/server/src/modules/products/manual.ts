import type { ProductType } from '@travel/contracts';
import type { ItemRecord, ManualContext, ManualLine, Product, Sale } from './product';

/**
 * The price of any item an administrator adds by hand, whatever its product: the dates, price and
 * count as entered, in the booking currency, and the net price (in that currency) only when given.
 */
export function handPriced(line: ManualLine, context: ManualContext): Pick<Sale, 'startDate' | 'endDate' | 'price' | 'currency' | 'count' | 'priceNet' | 'priceNetCurrency'> {
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
 * and have no hotel-shaped detail: taking always succeeds, releasing does nothing, the view is
 * empty and the voucher names the item and its passengers.
 */
export function unheldItem(name: (record: ItemRecord) => string): Pick<Product, 'take' | 'release' | 'view' | 'title' | 'voucher'> {
  return {
    take: async (_tx, items) => new Map(items.map((i) => [i.id, true])),
    release: async () => {},
    view: ({ item }) => ({
      hotel: { id: item.hotelId, name: '' },
      roomType: { id: item.roomId, title: '' },
      mealTypeId: item.mealTypeId,
      mealType: { id: item.mealTypeId, title: '' },
      occupancy: { adults: 0, childrenAges: [] },
      offers: [],
      perNight: [],
    }),
    title: name,
    voucher: (record) => ({ title: name(record), roomType: '', meal: '', occupancy: `${record.item.passengerIds.length} passengers` }),
  };
}

/**
 * Transfers and visas, as the product spec has them today: items an administrator adds by hand
 * (the add page, the booking save) at its own price. They have no search, hash or inventory yet;
 * when they get one, their implementation grows here and nothing in `bookings` changes.
 */
function handMade(type: Extract<ProductType, 'transfer' | 'visa'>, noun: string, label: string): Product {
  return {
    type,
    noun,
    async manual(_db, line, _field, context): Promise<Sale> {
      return {
        ...handPriced(line, context),
        columns: { title: line.title ?? null },
        snapshot: null,
        policies: [],
        locationId: null,
        history: {},
        priced: null,
      };
    },
    ...unheldItem((record) => record.item.title ?? record.item.productType),
    mailLine: (sale, facts) => `- ${label}: ${sale.columns.title}, ${sale.startDate} to ${sale.endDate}, ${sale.count} x ${sale.price} = ${facts.total} ${facts.currency}`,
  };
}

export const transferProduct = handMade('transfer', 'transfers', 'Transfer');
export const visaProduct = handMade('visa', 'visas', 'Visa');
