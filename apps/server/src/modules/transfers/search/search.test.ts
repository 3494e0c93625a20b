import { describe, expect, it } from 'vitest';
import { countryId } from '../../../test/factories';
import { engines } from '../../../test/harness';
import { airportId } from '../../flights/test-data';
import { makeOffer } from '../../hotels/test-data';
import { fixtureDate, TODAY } from '../../../test/dates';
import { verifyTransfer } from './claim';
import {
  ARRIVAL,
  createWorkedTransfer,
  DEPARTURE,
  FAMILY_ROOM,
  parisHotel,
  searchTransfers,
  THREE_ADULTS,
  transferQuery,
  transferTestContext,
} from './test-data';
import { keysMatching } from '../../../test/json-keys';

/**
 * `GET search/transfers` through the API (storefront spec §3 Transfer, §5; domain-rules §5.2,
 * §10): the worked examples to the cent, the channel and currency of the asker, the hotel's free
 * transfer, and the refusals naming the field.
 */
describe.each(engines)('GET search/transfers on %s', (engine) => {
  const api = transferTestContext(engine);
  const db = api.db;
  const get = (query: URLSearchParams | string, headers: Record<string, string> = api.agent.headers) =>
    api.t.app.inject({ method: 'GET', url: `/api/v1/search/transfers?${query}`, headers });
  const summary = (options: Awaited<ReturnType<typeof searchTransfers>>) =>
    options.map((o) => [o.carName, o.price, o.transfers.map((t) => [t.roomKeys.join(), t.car.price])]);

  it('answers the §10 options: one room of 2 adults, a child of 5 and an infant, round trip: Shuttle 50.00, Van 110.00, no Sedan', async () => {
    const transfer = await createWorkedTransfer(db(), { rules: [{ daysBefore: 7, penaltyType: 'percent', amount: '50' }] });
    const { hotel } = await parisHotel(db());
    const options = await searchTransfers(api.t.app, api.agent.headers, transferQuery(transfer.cdg, hotel.id, [FAMILY_ROOM]));
    expect(summary(options)).toEqual([
      ['Shuttle', '50.00', [['room1', '50.00']]],
      ['Van', '110.00', [['room1', '110.00']]],
    ]);
    expect(options[1]).toEqual({
      transferId: transfer.id,
      name: 'CDG airport - Paris hotels',
      carId: transfer.van,
      carName: 'Van',
      carType: 'individual',
      price: '110.00',
      currency: 'EUR',
      roundTrip: true,
      transfers: [{ roomKeys: ['room1'], car: { id: transfer.van, name: 'Van', type: 'individual', price: '110.00' } }],
      freeTransfer: null,
      cancellation: ['Free cancellation until 8 days before pickup', 'Cancellation fee 50 % of the price from 7 days before pickup'],
      hash: expect.stringMatching(/^t1\./),
    });
    // The hash names what was priced, for this agent.
    const claim = await verifyTransfer(db(), options[1]!.hash);
    expect(claim).toMatchObject({
      transferId: transfer.id,
      carId: transfer.van,
      hotelId: hotel.id,
      startDate: ARRIVAL,
      endDate: DEPARTURE,
      roundTrip: true,
      rooms: [FAMILY_ROOM],
      currency: 'EUR',
      channel: 'b2b',
      userId: api.agent.user.id,
      price: '110.00',
    });

    // Two rooms (that room and 3 adults): Shuttle 50 + 60 = 110.00, Van 220.00, no Sedan.
    expect(summary(await searchTransfers(api.t.app, api.agent.headers, transferQuery(transfer.cdg, hotel.id, [FAMILY_ROOM, THREE_ADULTS])))).toEqual([
      [
        'Shuttle',
        '110.00',
        [
          ['room1', '50.00'],
          ['room2', '60.00'],
        ],
      ],
      [
        'Van',
        '220.00',
        [
          ['room1', '110.00'],
          ['room2', '110.00'],
        ],
      ],
    ]);
    // One room of 6 adults, one way: Van 60 + 2 x 10 = 80.00.
    const sixOneWay = transferQuery(transfer.cdg, hotel.id, [{ adults: 6, childrenAges: [] }], { flightType: 'oneway', endDate: '' });
    const six = await searchTransfers(api.t.app, api.agent.headers, sixOneWay);
    expect(summary(six)).toEqual([
      ['Shuttle', '72.00', [['room1', '72.00']]],
      ['Van', '80.00', [['room1', '80.00']]],
    ]);
    expect(six.every((o) => o.roundTrip === false)).toBe(true);
  });

  it('prices for the asker: visitors b2c, agents b2b with their agency extra, in the asked currency; no net in the answer', async () => {
    const transfer = await createWorkedTransfer(db(), {
      name: 'CDG - Paris (markups)',
      markups: { b2b: { type: 'percent', amount: '10' }, b2c: { type: 'fixed', amount: '15' } },
    });
    const { hotel } = await parisHotel(db());
    const query = transferQuery(transfer.cdg, hotel.id, [FAMILY_ROOM]);
    const vanOf = (options: Awaited<ReturnType<typeof searchTransfers>>) => options.find((o) => o.transferId === transfer.id && o.carId === transfer.van)!;
    expect(vanOf(await searchTransfers(api.t.app, {}, query)).price).toBe('125.00');
    expect(vanOf(await searchTransfers(api.t.app, api.admin.headers, query)).price).toBe('121.00');
    const res = await get(query, api.admin.headers);
    expect(keysMatching(res.body, /net/i)).toEqual([]);
    // 110 x 1.10 / 0.92 = 131.52 (rounded once).
    const usd = new URLSearchParams(query);
    usd.set('currency', 'USD');
    expect(vanOf(await searchTransfers(api.t.app, api.admin.headers, usd))).toMatchObject({ price: '131.52', currency: 'USD' });
  });

  it("a hotel's free-transfer offer for the chosen room makes the flagged bands free", async () => {
    const transfer = await createWorkedTransfer(db(), { name: 'CDG - Paris (free)' });
    const { hotel } = await parisHotel(db());
    await makeOffer(db(), hotel.id, {
      kind: 'freeTransfers',
      name: 'Free airport transfer',
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-07-31'),
      pricingData: { adult: 1, child: 1, infant: 1 },
    });
    const search = new URLSearchParams({
      searchMode: 'hotel',
      toId: String(transfer.paris),
      hotelId: String(hotel.id),
      nationalityId: String(await countryId(db(), 'FR')),
      startDate: ARRIVAL,
      endDate: DEPARTURE,
      rooms: JSON.stringify([{ adults: 2, childrenAges: [5] }]),
    });
    const found = (await api.t.app.inject({ method: 'GET', url: `/api/v1/search?${search}`, headers: api.agent.headers })).json();
    const option = found.hotels.find((h: { id: number }) => h.id === hotel.id).rooms[0].options[0];
    const query = transferQuery(transfer.cdg, hotel.id, [{ adults: 2, childrenAges: [5] }], { options: `${option.id}~${option.hash}` });
    const options = (await searchTransfers(api.t.app, api.agent.headers, query)).filter((o) => o.transferId === transfer.id);
    expect(options.map((o) => [o.carName, o.price, o.freeTransfer])).toEqual([
      ['Sedan', '0.00', { adult: true, child: true, infant: true }],
      ['Van', '0.00', { adult: true, child: true, infant: true }],
      ['Shuttle', '0.00', { adult: true, child: true, infant: true }],
    ]);
    // Without the chosen room: the catalogue price.
    const plain = (await searchTransfers(api.t.app, api.agent.headers, transferQuery(transfer.cdg, hotel.id, [{ adults: 2, childrenAges: [5] }]))).filter(
      (o) => o.transferId === transfer.id,
    );
    expect(plain.map((o) => [o.carName, o.price, o.freeTransfer])).toEqual([
      ['Shuttle', '50.00', null],
      ['Sedan', '80.00', null],
      ['Van', '110.00', null],
    ]);
  });

  it('matches through the location tree: an origin containing the airport, a destination containing the hotel; no match is an empty list', async () => {
    const france = await countryId(db(), 'FR');
    const transfer = await createWorkedTransfer(db(), { name: 'France wide', origins: [france], destinations: [france] });
    const { hotel } = await parisHotel(db());
    const options = await searchTransfers(api.t.app, api.agent.headers, transferQuery(transfer.cdg, hotel.id, [FAMILY_ROOM]));
    expect(options.filter((o) => o.transferId === transfer.id).map((o) => o.carName)).toEqual(['Shuttle', 'Van']);
    // Another airport (Lisbon) is served by none of them.
    const lisbon = new URLSearchParams(transferQuery(transfer.cdg, hotel.id, [FAMILY_ROOM]));
    lisbon.set('toAirportId', String(await airportId(db(), 'LIS')));
    expect(await searchTransfers(api.t.app, api.agent.headers, lisbon)).toEqual([]);
    // A date no pricing row covers: nothing to offer.
    const late = transferQuery(transfer.cdg, hotel.id, [FAMILY_ROOM], { startDate: fixtureDate('2028-06-28'), endDate: fixtureDate('2028-07-01') });
    expect(await searchTransfers(api.t.app, api.agent.headers, late)).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const base = transferQuery(1, 1, [FAMILY_ROOM]);
    const refused = async (change: Record<string, string>) => {
      const query = new URLSearchParams(base);
      for (const [key, value] of Object.entries(change)) query.set(key, value);
      const res = await get(query);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error as string;
    };
    expect(await refused({ toAirportId: '' })).toBe('toAirportId: Destination airport is required!');
    expect(await refused({ hotelId: '' })).toBe('hotelId: Hotel is required!');
    expect(await refused({ endDate: '' })).toBe('endDate: End date is required!');
    expect(await refused({ rooms: '[{"adults":0,"childrenAges":[]}]' })).toBe('rooms.0.adults: Adults is required!');
    expect(await refused({ flightType: 'twice' })).toBe('flightType: flightType must be round or oneway');
    expect(await refused({ startDate: '2020-01-01', endDate: '2020-01-05' })).toMatch(/^startDate: Start date must not be in the past/);
    expect(TODAY > '2020-01-05').toBe(true);
    const missing = await get(transferQuery(1, 2_000_000, [FAMILY_ROOM]));
    expect(missing.statusCode).toBe(404);
  });

  it('ignores a hotel option it cannot read as the source of a free transfer (the booking re-prices both)', async () => {
    const transfer = await createWorkedTransfer(db(), { name: 'CDG - Paris (tampered)' });
    const { hotel } = await parisHotel(db());
    const options = await searchTransfers(api.t.app, api.agent.headers, transferQuery(transfer.cdg, hotel.id, [FAMILY_ROOM], { options: '1-1~abc.def' }));
    expect(options.filter((o) => o.transferId === transfer.id).map((o) => [o.carName, o.price, o.freeTransfer])).toEqual([
      ['Shuttle', '50.00', null],
      ['Van', '110.00', null],
    ]);
  });
});
