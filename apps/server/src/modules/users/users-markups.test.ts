import type { FlightSearchAnswer, UserMarkups } from '@travel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../test/factories';
import { engines } from '../../test/harness';
import { BACK, flightTestContext, OUT, type WorkedFlight } from '../flights/search/test-data';
import { createWorkedTransfer, FAMILY_ROOM, parisHotel, searchTransfers, transferQuery, type WorkedTransfer } from '../transfers/search/test-data';
import { insertWorkedVisa, searchVisaOptions, visaQuery } from '../visas/search/test-data';
import { usersTestKit } from './test-data';

/**
 * Issue 30 regression: saving a user keeps every product markup of the agency (domain-rules §4.4,
 * §5.1). A save whose markups leave a product out (the hotel-only form of old, or no markups at
 * all) keeps that product's stored list; a full form replaces every list. The agent's flight,
 * transfer and visa prices carry its extra markup after the save.
 */

const ALL_EXTRAS: UserMarkups = {
  hotel: [{ type: 'fixed', amount: '12.50' }],
  flight: [{ type: 'percent', amount: '5.00' }],
  transfer: [{ type: 'percent', amount: '10.00' }],
  visa: [{ type: 'fixed', amount: '4.00' }],
};
const ALL_MARKUPS: UserMarkups = {
  hotel: [{ type: 'percent', amount: '5.00' }],
  flight: [{ type: 'percent', amount: '3.00' }],
  transfer: [{ type: 'fixed', amount: '7.00' }],
  visa: [{ type: 'percent', amount: '1.00' }],
};

describe.each(engines)('users API: a save keeps every product markup on %s', (engine) => {
  const t = flightTestContext(engine);
  const api = t.api;
  const db = api.db;
  const { userForm, send, userRow } = usersTestKit(api);
  let flight: WorkedFlight;
  let transfer: WorkedTransfer;
  let hotelId: number;
  let visa: Awaited<ReturnType<typeof insertWorkedVisa>>;
  beforeAll(async () => {
    flight = await t.workedFlight();
    transfer = await createWorkedTransfer(db());
    hotelId = (await parisHotel(db())).hotel.id;
    visa = await insertWorkedVisa(db());
  });

  /** The edit form of `email` without its markups unless `overrides` carry them. */
  async function editForm(email: string, overrides: Record<string, string> = {}) {
    const { password: _password, markups: _markups, extraMarkups: _extraMarkups, ...fields } = await userForm({ email });
    return { _method: 'PUT', ...fields, ...overrides };
  }

  const agencyWithEveryMarkup = () => session(api.t.app, db(), 'ROLE_AGENT', { markups: ALL_MARKUPS, extraMarkups: ALL_EXTRAS });

  it('a form without markups, or with the hotel only, keeps every product; what is sent replaces only its product', async () => {
    const agency = await agencyWithEveryMarkup();
    const none = await send('POST', `/api/v1/users/${agency.user.id}`, await editForm(agency.user.email, { companyName: 'Kept Markups Travel' }));
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ companyName: 'Kept Markups Travel', markups: ALL_MARKUPS, extraMarkups: ALL_EXTRAS });
    expect(await userRow(agency.user.id)).toMatchObject({ companyName: 'Kept Markups Travel', markups: ALL_MARKUPS, extraMarkups: ALL_EXTRAS });

    // The hotel-only form of before issue 30: the hotel changes, flights, transfers and visas stay.
    const hotelOnly = await send(
      'POST',
      `/api/v1/users/${agency.user.id}`,
      await editForm(agency.user.email, { markups: '{"hotel":[{"type":"fixed","amount":"2"}]}', extraMarkups: '{"hotel":[]}' }),
    );
    expect(hotelOnly.statusCode, hotelOnly.body).toBe(200);
    const row = (await userRow(agency.user.id))!;
    expect(row.markups).toEqual({ ...ALL_MARKUPS, hotel: [{ type: 'fixed', amount: '2.00' }] });
    expect(row.extraMarkups).toEqual({ ...ALL_EXTRAS, hotel: [] });

    // A plain PUT with a JSON body naming only the visa.
    const { _method, ...fields } = await editForm(agency.user.email);
    const put = await api.t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${agency.user.id}`,
      headers: api.admin.headers,
      payload: {
        ...fields,
        country: Number(fields.country),
        accountType: Number(fields.accountType),
        enabled: true,
        extraMarkups: { visa: [{ type: 'percent', amount: 2 }] },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await userRow(agency.user.id))!.extraMarkups).toEqual({ ...ALL_EXTRAS, hotel: [], visa: [{ type: 'percent', amount: '2.00' }] });
  });

  it('a full form replaces every product, and an empty list clears one', async () => {
    const agency = await agencyWithEveryMarkup();
    const full = {
      markups: { hotel: [], flight: [{ type: 'fixed', amount: '1.5' }], transfer: [], visa: [{ type: 'fixed', amount: '3' }] },
      extraMarkups: {
        hotel: [{ type: 'percent', amount: '1' }],
        flight: [{ type: 'percent', amount: '8' }],
        transfer: [{ type: 'fixed', amount: '6' }],
        visa: [],
      },
    };
    const res = await send(
      'POST',
      `/api/v1/users/${agency.user.id}`,
      await editForm(agency.user.email, { markups: JSON.stringify(full.markups), extraMarkups: JSON.stringify(full.extraMarkups) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const stored = {
      markups: { hotel: [], flight: [{ type: 'fixed', amount: '1.50' }], transfer: [], visa: [{ type: 'fixed', amount: '3.00' }] },
      extraMarkups: {
        hotel: [{ type: 'percent', amount: '1.00' }],
        flight: [{ type: 'percent', amount: '8.00' }],
        transfer: [{ type: 'fixed', amount: '6.00' }],
        visa: [],
      },
    };
    expect(await userRow(agency.user.id)).toMatchObject(stored);
    const read = await api.t.app.inject({ method: 'GET', url: `/api/v1/users/${agency.user.id}`, headers: api.admin.headers });
    expect(read.json()).toMatchObject(stored);
  });

  it('refuses a bad product markup naming the field, and keeps what is stored', async () => {
    const agency = await agencyWithEveryMarkup();
    for (const [field, value] of [
      ['extraMarkups', '{"flight":[{"type":"weird","amount":"5"}]}'],
      ['extraMarkups', '{"transfer":[{"type":"fixed","amount":"1.234"}]}'],
      ['markups', '{"visa":[{"type":"fixed","amount":"1"},{"type":"fixed","amount":"2"}]}'],
      // Issue 32: a negative markup is refused with a sentence.
      ['markups', '{"hotel":[{"type":"percent","amount":"-5"}]}'],
    ] as const) {
      const res = await send('POST', `/api/v1/users/${agency.user.id}`, await editForm(agency.user.email, { [field]: value }));
      expect(res.statusCode, value).toBe(400);
      expect(res.json().error, value).toContain(field);
      if (value.includes('-5')) expect(res.json().error).toContain('must not be below zero');
    }
    expect(await userRow(agency.user.id)).toMatchObject({ markups: ALL_MARKUPS, extraMarkups: ALL_EXTRAS });
  });

  it("after a save without them, the agent's flight, transfer and visa prices still carry its extra markups", async () => {
    const agency = await agencyWithEveryMarkup();
    const saved = await send(
      'POST',
      `/api/v1/users/${agency.user.id}`,
      await editForm(agency.user.email, { markups: '{"hotel":[]}', extraMarkups: '{"hotel":[]}' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);

    // Transfer (domain-rules §10): the Van round trip for the family, 110.00, + 10 % a car = 121.00.
    const transfers = await searchTransfers(api.t.app, agency.headers, transferQuery(transfer.cdg, hotelId, [FAMILY_ROOM]));
    expect(transfers.find((o) => o.carId === transfer.van)?.price).toBe('121.00');
    expect(
      (await searchTransfers(api.t.app, api.agent.headers, transferQuery(transfer.cdg, hotelId, [FAMILY_ROOM]))).find((o) => o.carId === transfer.van)?.price,
    ).toBe('110.00');

    // Flight (§10): Light both ways 64.375 a segment and person, + 5 % = 67.59375: 135.19 a person.
    const flights = (await t.found(flight, { startDate: OUT, endDate: BACK }, agency.headers)) as FlightSearchAnswer;
    expect(flights.flights[0]).toMatchObject({ pricePerPaxAvgBase: '135.1875', pricePerPax: '135.19' });
    expect((await t.found(flight, {}, api.agent.headers)).flights[0]).toMatchObject({ pricePerPax: '128.75' });

    // Visa (§10): 80 / 45 / 0 per passenger, + 4.00 fixed each.
    const visas = await searchVisaOptions(api.t.app, visaQuery(visa), agency.headers);
    expect(visas.entities.find((e) => e.visaId === visa.visaId)?.passengersPrices).toEqual({
      passenger1: '84.00',
      passenger2: '84.00',
      passenger3: '49.00',
      passenger4: '4.00',
    });

    // The full form then changes them, and the prices follow.
    const full = { hotel: [], flight: [], transfer: [{ type: 'fixed', amount: '6' }], visa: [] };
    const replaced = await send('POST', `/api/v1/users/${agency.user.id}`, await editForm(agency.user.email, { extraMarkups: JSON.stringify(full) }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(
      (await searchTransfers(api.t.app, agency.headers, transferQuery(transfer.cdg, hotelId, [FAMILY_ROOM]))).find((o) => o.carId === transfer.van)?.price,
    ).toBe('116.00');
    expect((await t.found(flight, {}, agency.headers)).flights[0]).toMatchObject({ pricePerPax: '128.75' });
  });
});
