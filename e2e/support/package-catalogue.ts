import { switchSiteSettings } from './api';
import { addHotelWithDoubleRoom, cityId, isoDay, saveHotel, taxonomy } from './catalogue';

/**
 * Switches the storefront's Package, Flights and Transfer searches on (site settings, modules
 * packageSearch, flightSearch, transferSearch); answers how to switch them back.
 */
export async function enablePackageSearch(token: string) {
  return switchSiteSettings(token, { packageSearch: true, flightSearch: true, transferSearch: true });
}

/**
 * The hotel of domain-rules §9 built through the real admin API, moved to a stay that starts on
 * `start` (5 nights): a Double room (base 2, max 3, up to 1 child), BB and HB; row A (2person 100,
 * 3person 130, extraChild 20) for the first three nights, row B (120, 150, 25) from the fourth;
 * HB +15 adult / 8 child; the 10 % discount over the whole stay; b2b markup 10 %. An agent's BB
 * option for 2 adults and a child of 5 is 643.50 (nights 118.80 × 3 and 143.55 × 2).
 */
export async function createWorkedExampleHotel(token: string, input: { name: string; city: string; start: number }) {
  const meals = await taxonomy('meal');
  const bb = meals.find((m) => m.code === 'BB')!.id;
  const hb = meals.find((m) => m.code === 'HB')!.id;
  const category = (await taxonomy('hotelCategory')).find((c) => c.code === '4')!.id;
  const location = String(await cityId(input.city));
  const info = {
    name: input.name,
    location,
    hotelCategory: String(category),
    address: `9 Rue de la Paix, ${input.city}`,
    latitude: '48.87',
    longitude: '2.33',
    defaultCurrency: 'EUR',
    mealTypes: JSON.stringify({ [bb]: 1, [hb]: 1 }),
    defaultMealTypeId: String(bb),
    description: `<p>${input.name}, the worked example's hotel.</p>`,
    markups: JSON.stringify({ b2b: { type: 'percent', amount: '10' } }),
  };
  const { hotelId, roomId } = await addHotelWithDoubleRoom(token, info);
  const row = (startDate: string, endDate: string, double: number, triple: number, extraChild: number) => ({
    startDate,
    endDate,
    pricingData: { pricingType: 'personCount', mealTypeId: bb, '2person': double, '3person': triple, extraChild },
  });
  await saveHotel(token, hotelId, {
    ...info,
    rooms: JSON.stringify([
      { id: roomId, pricing: [row(isoDay(-1), isoDay(input.start + 2), 100, 130, 20), row(isoDay(input.start + 3), isoDay(input.start + 60), 120, 150, 25)] },
    ]),
    mealsPrices: JSON.stringify([
      {
        startDate: isoDay(-1),
        endDate: isoDay(input.start + 60),
        roomTypeIds: 'all',
        pricingData: { fromMealTypeId: bb, toMealTypeId: hb, adult: 15, child: 8, infant: 0 },
      },
    ]),
    discounts: JSON.stringify([{ name: 'Early summer', startDate: isoDay(input.start - 3), endDate: isoDay(input.start + 10), pricingData: { discount: 10 } }]),
    cancellationRules: JSON.stringify([{ daysBefore: 14, penaltyType: 'percent', amount: 50 }]),
  });
  return { hotelId, roomId };
}
