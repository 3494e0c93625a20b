import { FLIGHT_TYPES, SEARCH_MODES, SEARCH_ORDERS } from '@travel/contracts';
import { flagParam, numberParam, oneOf, type SearchOf, searchSchema, textParam } from '../../lib/url-search';

/**
 * /search's query string, as the results page sends it on to GET search: ids and names
 * flattened, `rooms` and `filters` kept as JSON text (`rooms={"room1":{…}}`) as the spec's URLs
 * show; the server parses and checks them (searchQuerySchema). The wizard's place rides along
 * (wizard-url.ts): `step`, the chosen `hotelId` and the chosen room `options`, so the browser's
 * Back returns to the previous step and a reload resumes. A flight search carries `flightType`,
 * the airports' ids and names, and its wizard `flight=<id>~<hash>` and `fares=<fareId>,…`.
 * A search with add-ons carries `transfer=true` (and the arrival airport) and `visa=true&visasCount=n`.
 */
export const resultsSearchSchema = searchSchema({
  searchMode: oneOf(SEARCH_MODES),
  toId: numberParam,
  toName: textParam,
  flightType: oneOf(FLIGHT_TYPES),
  fromAirportId: numberParam,
  fromAirportName: textParam,
  toAirportId: numberParam,
  toAirportName: textParam,
  nationalityId: numberParam,
  startDate: textParam,
  endDate: textParam,
  /** The nights counter (storefront spec §3 Search parameters): the nights between the dates, sent on to GET search. */
  nights: numberParam,
  rooms: textParam,
  /** The add-ons (storefront spec §2, §3): a transfer from `toAirportId`, visas for the first `visasCount` passengers. */
  transfer: flagParam,
  visa: flagParam,
  visasCount: numberParam,
  /** The stay's excursions (issue 28): the Excursions step of a hotel or package wizard. */
  excursions: flagParam,
  /** Flight mode with a transfer: the hotel it drives to (not the wizard's `hotelId`). */
  transferHotelId: numberParam,
  transferHotelName: textParam,
  filters: textParam,
  /** The hotel list's order (GET search's `order`: price, stars or name); cheapest first when missing. */
  order: oneOf(SEARCH_ORDERS),
  page: numberParam,
  step: textParam,
  hotelId: numberParam,
  options: textParam,
  flight: textParam,
  fares: textParam,
  /** The wizard's add-ons (add-ons.ts): the transfer chosen (JSON text, or `none`) and each passenger's visa type. */
  transferPick: textParam,
  visas: textParam,
  /** The excursions chosen (tours-part.ts): `none`, or `<tourId>@<date>` per tour, comma separated. */
  tours: textParam,
});
export type SearchParams = SearchOf<typeof resultsSearchSchema>;
