import { centsToMoney, moneyToCents } from './booking-totals';

/*
 * The Visa step's grouping and total, without schemas: the results page's summary imports them,
 * and a module with zod schemas would bring zod along (issue 17.4). visa-search.ts re-exports them.
 */

/** A passenger's choice on the wizard's Visa step. */
export type VisaChoice = { passengerId: string; visaTypeId: number; hash: string; price: string };
/** A visa booking item as the wizard sends it (price and count are the wizard's summary; the server re-prices). */
export type VisaBookingItem = { productType: 'visa'; hash: string; passengerIds: string[]; price: string; count: number };

const passengerNumber = (id: string) => Number(/\d+$/.exec(id)?.[0] ?? 0);

/**
 * The wizard's per-passenger visa choices as booking items (storefront spec §4 point 4,
 * domain-rules §5.3): passengers with the same visa type (same hash) and an equal price make one
 * item with a count. Items keep the order of their first passenger; each item's passengers are
 * in passenger order. Example §10: 80, 80, 45, 0 → 80 x 2, 45 x 1, 0 x 1.
 */
export function groupVisaItems(choices: VisaChoice[]): VisaBookingItem[] {
  const sorted = [...choices].sort((a, b) => passengerNumber(a.passengerId) - passengerNumber(b.passengerId));
  const items = new Map<string, VisaBookingItem>();
  for (const choice of sorted) {
    const cents = moneyToCents(choice.price);
    const price = cents === null ? String(choice.price) : centsToMoney(cents);
    const key = `${choice.visaTypeId}|${choice.hash}|${price}`;
    const item = items.get(key);
    if (item) {
      item.passengerIds.push(choice.passengerId);
      item.count += 1;
    } else items.set(key, { productType: 'visa', hash: choice.hash, passengerIds: [choice.passengerId], price, count: 1 });
  }
  return [...items.values()];
}

/** The sum of the items' totals (price x count), 2 decimals: the Visa step's total. */
export function visaItemsTotal(items: Pick<VisaBookingItem, 'price' | 'count'>[]): string {
  return centsToMoney(items.reduce((sum, item) => sum + (moneyToCents(item.price) ?? 0n) * BigInt(item.count), 0n));
}
