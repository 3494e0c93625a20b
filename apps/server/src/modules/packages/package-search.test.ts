import { PACKAGE_FROM_LABEL, type PackageSearchAnswer, packageSearchAnswerSchema, SEARCH_MESSAGES } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { engines } from '../../test/harness';
import { eq } from 'drizzle-orm';
import { multipart } from '../../test/factories';
import { flightFarePricing } from '../flights/tables';
import { airportId } from '../flights/test-data';
import { makeAllotment } from '../hotels/test-data';
import { searchCacheFor } from '../hotels/search/service';
import { searchTestContext } from '../hotels/search/test-data';
import { parisHotel } from '../transfers/search/test-data';
import { packageFlight, packageQuery, PARTY, searchPackage, STAY } from './test-data';

/**
 * `GET search?searchMode=package` (domain-rules §5.4, §10; storefront spec §5): the hotel answer
 * with each hotel's package "from" price = its cheapest option + the cheapest round trip for the
 * whole party, labelled; no flight → no hotel; the package sentences; its own cache entry.
 */
describe.each(engines)('package search on %s', (engine) => {
  const { ctx, workedHotel } = searchTestContext(engine);
  const db = () => ctx.db();
  const app = () => ctx.t.app;
  let airports: { lis: number; cdg: number };
  let flightId: number;

  const found = async (over: Record<string, string> = {}, headers = ctx.agent.headers) => {
    const res = await searchPackage(app(), headers, await packageQuery(db(), airports, over));
    expect(res.statusCode, res.body).toBe(200);
    return packageSearchAnswerSchema.parse(res.json()) as PackageSearchAnswer;
  };

  it('the §10 hotel: from 643.50 + 495.00 = 1,138.50, labelled, with the flight part and the hotel part', async () => {
    const flight = await packageFlight(app(), db(), ctx.admin.headers, { numbers: { out: 'TP101', back: 'TP102' } });
    airports = { lis: flight.lis, cdg: flight.cdg };
    flightId = flight.id;
    const { hotel } = await workedHotel('Paris');
    const answer = await found();
    expect(answer.searchMode).toBe('package');
    expect(answer.flight).toMatchObject({ id: flight.id, flightType: 'round', price: '495.00', pricePerPax: '165.00', pax: { adult: 2, child: 1, infant: 0 } });
    const card = answer.hotels.find((h) => h.id === hotel.id)!;
    expect(card.price).toBe('643.50');
    expect(card.packageFrom).toEqual({
      price: '1138.50',
      hotelPrice: '643.50',
      flightPrice: '495.00',
      flightId: flight.id,
      currency: 'EUR',
      priceOnRequest: false,
      label: PACKAGE_FROM_LABEL,
    });
    expect(PACKAGE_FROM_LABEL).toBe('Package from (hotel + flight, whole party)');
    expect(answer.entities.find((e) => e.hotel[0] === hotel.id)).toEqual({ hotel: [hotel.id], flight: [flight.id], transfer: [], visa: [] });
    // The room options stay the hotel's (the wizard's room steps book them).
    expect(card.rooms[0]!.options[0]).toMatchObject({ price: '643.50', currency: 'EUR' });
    // One hotel with all its options ('Show More', the wizard): the same package price.
    const one = await found({ hotelId: String(hotel.id) });
    expect(one.hotels.map((h) => [h.id, h.packageFrom.price])).toEqual([[hotel.id, '1138.50']]);
    // The answer's price and the filter's range are package prices.
    expect(Number(answer.price)).toBe(Math.min(...answer.hotels.map((h) => Number(h.packageFrom.price))));
    expect(answer.filters.price.min).toBeLessThanOrEqual(1138.5);
    expect(answer.filters.price.max).toBeGreaterThanOrEqual(1138.5);
  });

  it('the whole party of every room flies: two rooms price the flight for all their guests', async () => {
    const answer = await found({ rooms: JSON.stringify([...PARTY, { adults: 2, childrenAges: [] }]) });
    // 2 rooms: 4 adults x 180 + a child 135 = 855.00 for the flight.
    expect(answer.flight).toMatchObject({ price: '855.00', pax: { adult: 4, child: 1, infant: 0 } });
    for (const hotel of answer.hotels) expect(hotel.packageFrom.flightPrice).toBe('855.00');
    for (const hotel of answer.hotels) expect(Number(hotel.packageFrom.price)).toBeCloseTo(Number(hotel.price) + 855, 2);
  });

  it('the price filter bounds are package prices; sorting stays cheapest first', async () => {
    // A Paris hotel without its own markup: the settings' b2b +50 % on 600.00 net = 900.00, package 1,395.00.
    const { hotel: dear } = await parisHotel(db());
    searchCacheFor(db()).clear();
    const all = await found();
    const byId = new Map(all.hotels.map((h) => [h.id, h.packageFrom.price]));
    expect(byId.get(dear.id)).toBe('1395.00');
    const prices = all.hotels.map((h) => Number(h.packageFrom.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const upTo = await found({ filters: JSON.stringify({ price: { max: 1200 } }) });
    expect(upTo.hotels.map((h) => h.packageFrom.price)).toContain('1138.50');
    expect(upTo.hotels.map((h) => h.id)).not.toContain(dear.id);
    const from = await found({ filters: JSON.stringify({ price: { min: 1200 } }) });
    expect(from.hotels.map((h) => h.id)).toContain(dear.id);
    expect(from.hotels.every((h) => Number(h.packageFrom.price) >= 1200)).toBe(true);
    expect(from.price).toBe('1395.00');
  });

  it('a hotel on request makes its package on request', async () => {
    const { hotel, room } = await workedHotel('Paris');
    await makeAllotment(db(), room.id, [{ night: STAY.startDate, rooms: 0 }]);
    searchCacheFor(db()).clear();
    const card = (await found({ hotelId: String(hotel.id) })).hotels[0]!;
    expect(card.packageFrom).toMatchObject({ price: '1138.50', priceOnRequest: true });
  });

  it('no flight on those dates (or for that route): no hotel is offered, an empty answer', async () => {
    // The flight does not fly in August (validity June-July).
    const august = await found({ startDate: STAY.startDate.replace('-06-28', '-08-10'), endDate: STAY.startDate.replace('-06-28', '-08-14') });
    expect(august).toMatchObject({ searchMode: 'package', flight: null, hotels: [], entities: [], total: 0, price: null });
    // The nearest round trip with the same 4 nights: out on the fares' last June day, back within the segments' July.
    const june30 = STAY.startDate.replace('-06-28', '-06-30');
    expect(august.nearestDates).toEqual({ before: { startDate: june30, endDate: STAY.startDate.replace('-06-28', '-07-04') }, after: null });
    // Another origin: nothing flies from it to CDG.
    const other = await found({ fromAirportId: String(await airportId(db(), 'ORY')) });
    expect(other).toMatchObject({ flight: null, hotels: [], total: 0, nearestDates: { before: null, after: null } });
    // A package found has no nearest days to offer.
    expect((await found()).nearestDates).toBeNull();
  });

  it('nights travel with the dates (storefront §3): checked against them, the spec sentence above 30', async () => {
    expect((await found({ nights: '5' })).hotels.length).toBeGreaterThan(0);
    const res = await searchPackage(app(), ctx.agent.headers, await packageQuery(db(), airports, { nights: '4' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('nights: 4 is not the number of nights from startDate to endDate (5)');
    const long = await searchPackage(app(), ctx.agent.headers, await packageQuery(db(), airports, { nights: '31' }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(SEARCH_MESSAGES.nights);
  });

  it('answers the package sentences of storefront §5 (400)', async () => {
    const refused = async (over: Record<string, string>, sentence: string) => {
      const query = await packageQuery(db(), airports, over);
      for (const [key, value] of Object.entries(over)) if (value === '') query.delete(key);
      const res = await searchPackage(app(), ctx.agent.headers, query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toContain(sentence);
    };
    await refused({ fromAirportId: '' }, SEARCH_MESSAGES.originAirport);
    await refused({ toAirportId: '' }, SEARCH_MESSAGES.destinationAirport);
    await refused({ toId: '' }, SEARCH_MESSAGES.destination);
    await refused({ nationalityId: '' }, SEARCH_MESSAGES.nationality);
    await refused({ rooms: JSON.stringify([{ adults: 1, childrenAges: [1, 0] }]) }, SEARCH_MESSAGES.infants);
    await refused(
      {
        rooms: JSON.stringify([
          { adults: 3, childrenAges: [5, 6] },
          { adults: 3, childrenAges: [7, 8] },
        ]),
      },
      SEARCH_MESSAGES.passengers,
    );
    expect(SEARCH_MESSAGES.originAirport).toBe('Origin airport is required!');
    expect(SEARCH_MESSAGES.destinationAirport).toBe('Destination airport is required!');
    expect(SEARCH_MESSAGES.infants).toBe('Infants should not be more than adults.');
    expect(SEARCH_MESSAGES.passengers).toBe('Maximum number of passengers should not be more than 9.');
  });

  it('is cached under its own key (not the hotel answer of the same stay) and emptied by a write like the others', async () => {
    const query = await packageQuery(db(), airports);
    const first = await searchPackage(app(), ctx.agent.headers, query);
    expect((JSON.parse(first.body) as PackageSearchAnswer).flight).toMatchObject({ id: flightId, price: '495.00' });
    const hotelQuery = new URLSearchParams(query);
    hotelQuery.set('searchMode', 'hotel');
    hotelQuery.delete('transfer');
    const hotelAnswer = await searchPackage(app(), ctx.agent.headers, hotelQuery);
    expect(hotelAnswer.statusCode, hotelAnswer.body).toBe(200);
    expect(hotelAnswer.json().searchMode).toBeUndefined();
    expect(hotelAnswer.json().hotels[0].packageFrom).toBeUndefined();

    // The Light round trip's adult price changes behind the server's back: the cached answer stands ...
    const light = (await db().select().from(flightFarePricing).where(eq(flightFarePricing.priceReturn, '180.00')))[0]!;
    await db().update(flightFarePricing).set({ priceReturn: '195.00' }).where(eq(flightFarePricing.id, light.id));
    expect((await searchPackage(app(), ctx.agent.headers, query)).body).toBe(first.body);
    // ... until a write through the API empties the cache (app.ts), as for every other search.
    const form = await multipart({
      _method: 'PUT',
      data: JSON.stringify({ markups: [{ distributionChannel: 'b2b', hotelCategoryId: 'all', locationId: 'all', type: 'percent', amount: '50' }] }),
    });
    const saved = await app().inject({
      method: 'POST',
      url: '/api/v1/settings/hotelmarkups',
      headers: { ...ctx.admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await found()).flight!;
    expect(after).toMatchObject({ id: flightId, price: '525.00', pricePerPax: '175.00' });
    await db().update(flightFarePricing).set({ priceReturn: '180.00' }).where(eq(flightFarePricing.id, light.id));
    searchCacheFor(db()).clear();
  });
});
