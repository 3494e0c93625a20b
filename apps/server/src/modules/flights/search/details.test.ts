import { flightItemPrice } from '@travel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../../test/factories';
import { engines } from '../../../test/harness';
import { signOption } from '../../hotels/search/claim';
import { signFlight, verifyFlight } from './claim';
import { flightTestContext, OUT, type WorkedFlight } from './test-data';

describe.each(engines)('POST search/flight-details on %s', (engine) => {
  const t = flightTestContext(engine);
  let flight: WorkedFlight;
  let hash: string;
  beforeAll(async () => {
    flight = await t.workedFlight();
    hash = (await t.found(flight)).flights[0]!.hash;
  });

  it('answers the flight with the fares of every segment: exact averages and extras, what each includes, its meal and rules in words', async () => {
    const details = await t.detailsOf(hash);
    expect(details).toMatchObject({ id: flight.id, pricePerPax: '128.75', pricePerPaxAvgBase: '128.75', price: '515.00', availability: 'available' });
    expect(details.hash).toMatch(/^f1\./);
    for (const segment of details.segments) {
      expect(segment.fares).toEqual([
        {
          id: flight.light,
          name: 'Light',
          code: 'LT',
          includedServices: ['Hand baggage 8 kg'],
          pricePerPaxAvg: '64.375',
          pricePerPaxAvgExtra: '0.00',
          meal: null,
          description: null,
          cancellation: ['Non-refundable'],
        },
        {
          id: flight.plus,
          name: 'Plus',
          code: 'PL',
          includedServices: ['Hand baggage 8 kg', 'Baggage 23 kg', 'Meal: Snack'],
          pricePerPaxAvg: '89.75',
          pricePerPaxAvgExtra: '25.375',
          meal: 'Snack',
          description: 'More room',
          cancellation: ['Free cancellation until 15 days before departure', 'Cancellation fee 50 % of the price from 14 days before departure'],
        },
      ]);
    }
    // The wizard's item price of Light out, Plus back (domain-rules §10): round(154.125).
    expect(flightItemPrice(details.pricePerPaxAvgBase, ['0.00', details.segments[1]!.fares[1]!.pricePerPaxAvgExtra])).toBe('154.13');
  });

  it('is public: a visitor reads the details of the hash its own search answered', async () => {
    const visitorHash = (await t.found(flight, {}, null)).flights[0]!.hash;
    expect((await t.detailsOf(visitorHash, null)).pricePerPax).toBe('128.75');
  });

  it('refuses a tampered, foreign, expired or another user’s hash with 422, and no hash with 400', async () => {
    const status = async (value: string, headers?: Record<string, string> | null) => {
      const res = await t.details(value, headers);
      return [res.statusCode, res.json().error as string] as const;
    };
    const [payload, mac] = hash.slice(3).split('.');
    const claim = await verifyFlight(t.db(), hash);
    const forged = Buffer.from(
      JSON.stringify(JSON.parse(Buffer.from(payload!, 'base64url').toString()).map((v: unknown) => (v === '128.75' ? '1.00' : v))),
    ).toString('base64url');
    expect(await status(`f1.${forged}.${mac}`)).toEqual([422, 'This offer is not valid. Please search again.']);
    const roomHash = await signOption(t.db(), {
      hotelId: 1,
      roomId: 1,
      mealTypeId: 1,
      checkIn: OUT,
      checkOut: OUT,
      adults: 2,
      childrenAges: [],
      currency: 'EUR',
      channel: 'b2b',
      userId: null,
      price: '1.00',
    });
    expect(await status(roomHash)).toEqual([422, 'This is not a flight offer. Please search flights again.']);
    // A flight's hash without its prefix is not a room option's either.
    expect(await status(hash.slice(3))).toEqual([422, 'This is not a flight offer. Please search flights again.']);
    const { exp: _exp, ...unsigned } = claim;
    const expired = await signFlight(t.db(), unsigned, Date.now() - 2 * 60 * 60_000);
    expect(await status(expired)).toEqual([422, 'This offer has expired. Please search again to get the current price.']);
    const other = await session(t.api.t.app, t.db());
    expect(await status(hash, other.headers)).toEqual([422, 'This offer was found by another user. Please search again.']);
    const res = await t.api.t.app.inject({ method: 'POST', url: '/api/v1/search/flight-details', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^hash: /);
  });

  it('answers 409 when the flight no longer prices or flies as the search promised', async () => {
    const { exp: _exp, ...claim } = await verifyFlight(t.db(), hash);
    const moved = await signFlight(t.db(), { ...claim, pricePerPaxAvgBase: '120.00' });
    const changed = await t.details(moved);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: 'price_changed',
      error: 'The price of this flight has changed since your search: it is now 128.75 EUR per person. Please search again.',
    });
    const gone = await signFlight(t.db(), {
      ...claim,
      startDate: claim.endDate!,
      endDate: `${Number(claim.endDate!.slice(0, 4)) + 5}${claim.endDate!.slice(4)}`,
    });
    const unavailable = await t.details(gone);
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().code).toBe('unavailable');
  });
});
