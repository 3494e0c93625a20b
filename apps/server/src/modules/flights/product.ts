import type { ItemRecord, Product } from '../products/product';

/**
 * Flights as a product (architecture "Products"): registered now so the catalogue and booking
 * items of type 'flight' have their product; search, pricing, seats and the hash arrive with the
 * flight search (next issue). Until then nothing is held: a flight item is an admin's entry.
 */
const name = (record: ItemRecord) => record.item.title ?? 'Flight';

export const flightProduct: Product = {
  type: 'flight',
  noun: 'flights',
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
  mailLine: (sale, facts) => `- Flight: ${sale.columns.title ?? ''}, ${sale.startDate} to ${sale.endDate} (${facts.status}) ${facts.total} ${facts.currency}`,
};
