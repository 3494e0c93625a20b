import { SEARCH_MESSAGES, type TourOption, type TourSearchAnswer, type TourSearchQuery, tourPassengers } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { converter } from '../../lib/currency-conversion';
import { daysBetween } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { mediaUrl } from '../../lib/storage';
import { loadConversion } from '../currency';
import type { Viewer } from '../products';
import { tourSigner } from './claim';
import { bandPrices, bookableDays, partyPrice } from './pricing';
import { listToursAround } from './repo';

/**
 * `GET search/tours` (issue 28; docs/decisions.md "Tours sold as excursions"): the tours at, inside
 * or around the searched destination, by name, each priced for every passenger of the rooms at its
 * catalogue price (no markup, whoever asks) in the asked currency, with the days it can be booked
 * on (the stay's days from today on) and its signed hash. A tour with no day left, or no tour, is
 * an empty list; bad input is a 400 naming the field.
 */

const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');

/** The longest stay searched (the hotel search's nights limit). */
const MAX_NIGHTS = 30;

export async function searchTours(db: DbOrTx, query: TourSearchQuery, viewer: Viewer, today: string): Promise<TourSearchAnswer> {
  const rooms = query.rooms.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges }));
  if (rooms.length === 0) throw invalid('rooms', SEARCH_MESSAGES.rooms);
  if (rooms.some((r) => r.adults < 1)) throw invalid('rooms', SEARCH_MESSAGES.adults);
  if (daysBetween(query.startDate, query.endDate) > MAX_NIGHTS) throw invalid('endDate', SEARCH_MESSAGES.nights);
  const passengers = tourPassengers(rooms);
  const bands = passengers.map((p) => p.band);
  const conversion = await loadConversion(db);
  const currency = query.currency ?? conversion.defaultCurrency;
  // A missing rate is a 422 naming the pair (domain-rules §2), before anything is priced.
  converter(currency, conversion.defaultCurrency, conversion);
  const dates = bookableDays(query.startDate, query.endDate, today);
  const found = dates.length ? await listToursAround(db, query.toId) : [];
  const sign = await tourSigner(db);
  const entities: TourOption[] = [...found]
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id)
    .map((tour) => {
      const prices = bandPrices(tour, currency, conversion);
      const price = partyPrice(prices, bands);
      return {
        tourId: tour.id,
        name: tour.name,
        location: { id: tour.locationId, name: tour.locationName ?? '' },
        mainImage: mediaUrl(tour.mainImage),
        description: tour.description,
        currency,
        adultPrice: prices.adult,
        childPrice: prices.child,
        passengersPrices: Object.fromEntries(passengers.map((p) => [p.passengerId, prices[p.band]])),
        price,
        dates,
        freeCancellationDays: tour.freeCancellationDays,
        hash: sign({ tourId: tour.id, startDate: query.startDate, endDate: query.endDate, currency, userId: viewer?.id ?? null, bands, prices, price }),
      };
    });
  return { entities, passengerIds: passengers.map((p) => p.passengerId), currency };
}
