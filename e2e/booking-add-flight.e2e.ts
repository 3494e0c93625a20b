import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent } from './support/api';
import { expectAccessible, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { createPricedHotel, isoDay } from './support/catalogue';
import { dmy } from './support/dates';
import { ADMIN } from './support/global-setup';

/**
 * Add Booking's flight line (issue 30): an admin adds the §10 flight from the catalogue with a fare
 * per segment and seats, saves, and the stored booking holds a normal flight item priced as the
 * storefront prices it, with its seats taken.
 */

let browser: Browser;
let agent: Awaited<ReturnType<typeof createAgent>> & { companyName: string };
let flight: { id: number; name: string };
// The journey's own flight numbers: no other journey's flight or seat gets in the way.
const numbers = { out: 'TA931', back: 'TA932' };

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  const companyName = `Lisboa Viagens ${Date.now().toString(36)}`;
  agent = { ...(await createAgent(token, { companyName })), companyName };
  flight = await createFlight(token);
  // Add Booking's destinations are the places with hotels: Paris gets one.
  await createPricedHotel(token, { name: `Opéra Rooms ${Date.now().toString(36)}`, city: 'Paris', stars: 3, double: 80, triple: 100, extraChild: 10 });
});
afterAll(() => browser?.close());

type LocationNode = { id: number; type: string; code: string | null; children: LocationNode[] };

/** A seeded airport's id by IATA code, from the locations tree (the flight search's own list offers only airports with departures). */
async function airportId(code: string): Promise<number> {
  const tree = await apiCall<{ entities: LocationNode[] }>('GET', 'locations');
  const find = (nodes: LocationNode[]): LocationNode | undefined =>
    nodes.map((n) => (n.type === 'airport' && n.code === code ? n : find(n.children))).find(Boolean);
  const found = find(tree.entities);
  if (!found) throw new Error(`no airport ${code}`);
  return found.id;
}

/**
 * The flight of domain-rules §10 through the admin API, with this journey's own numbers: LIS → CDG
 * daily 08:10 (160 min), back 12:30 (150 min); fares Light (no meal) and Plus (meal 'Snack')
 * priced from today for a year; a 30-row seat map with rows 1-5 at 12.00 on both legs.
 */
async function createFlight(token: string) {
  const [lis, cdg] = [await airportId('LIS'), await airportId('CDG')];
  const name = `Lisbon - Paris manual ${Date.now().toString(36)}`;
  const info = { name, fromAirport: JSON.stringify({ id: lis }), toAirport: JSON.stringify({ id: cdg }), defaultCurrency: 'EUR' };
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    return data;
  };
  const created = await apiCall<{ id: number }>('POST', 'flights', form(info), token);
  const fare = (body: Record<string, unknown>) => apiCall<{ id: number }>('POST', `flights/${created.id}/fares`, body, token);
  const light = await fare({
    name: 'Light',
    code: 'LT',
    meal: 'No meal',
    handBagagges: [{ handBaggage: 'Hand baggage 8 kg' }],
    baggages: [],
    cancellationRules: [],
  });
  const plus = await fare({
    name: 'Plus',
    code: 'PL',
    meal: 'Snack',
    handBagagges: [{ handBaggage: 'Hand baggage 8 kg' }],
    baggages: [{ baggage: 'Baggage 23 kg' }],
    cancellationRules: [],
  });
  const seatMap = {
    rowsCount: 31,
    seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'],
    blockedSeats: ['1A', '10F'],
    rowPrices: [{ fromRow: 1, toRow: 5, price: '12.00' }],
  };
  const [validFrom, validTo] = [isoDay(0), isoDay(400)];
  const leg = (flightNumber: string, from: number, to: number, departureTime: string, durationMinutes: number) => ({
    flightNumber,
    fromAirport: from,
    toAirport: to,
    departureTime,
    durationMinutes,
    seatMap,
    mealOptions: [
      { name: 'Snack', price: '6.00' },
      { name: 'Hot meal', price: '14.00' },
    ],
  });
  const everyDay = [1, 2, 3, 4, 5, 6, 7];
  const segments = [
    { direction: 'outbound', weekdays: everyDay, validFrom, validTo, legs: [leg(numbers.out, lis, cdg, '08:10', 160)], baggageOptions: [] },
    { direction: 'return', weekdays: everyDay, validFrom, validTo, legs: [leg(numbers.back, cdg, lis, '12:30', 150)], baggageOptions: [] },
  ];
  const row = (pricingData: Record<string, string>) => [{ startDate: validFrom, endDate: validTo, pricingData: { ...pricingData, currency: 'EUR' } }];
  const fares = [
    {
      id: light.id,
      pricing: row({ price: '100', priceChild1: '75', priceChild2: '10', priceReturn: '180', priceReturnChild1: '135', priceReturnChild2: '20' }),
    },
    {
      id: plus.id,
      pricing: row({ price: '140', priceChild1: '105', priceChild2: '14', priceReturn: '250', priceReturnChild1: '190', priceReturnChild2: '28' }),
    },
  ];
  const markups = { b2b: { type: 'percent', amount: '' }, b2c: { type: 'percent', amount: '' } };
  const airline = { name: 'TravelAir', code: 'TA', logo: null };
  await apiCall(
    'POST',
    `flights/${created.id}`,
    form({
      _method: 'PUT',
      ...info,
      airline: JSON.stringify(airline),
      markups: JSON.stringify(markups),
      segments: JSON.stringify(segments),
      fares: JSON.stringify(fares),
    }),
    token,
  );
  return { id: created.id, name };
}

const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

/** Opens a Mantine select by its label and picks the option. */
async function choose(scope: Page | Locator, page: Page, field: string, option: string, nth = 0) {
  await scope.getByLabel(label(field)).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type StoredFlightItem = {
  productType: string;
  price: string;
  count: number;
  total: string;
  extrasTotal: string;
  startDate: string;
  endDate: string;
  passengerIds: string[];
  segments: { segmentKey: string; flightNumber: string; selectedFareType: { name: string } }[];
  extras: { passengerId: string; type: string; legKey: string | null; id: string; price: string }[];
};

describe('Add Booking: a flight line (issue 30)', () => {
  it('an admin adds a round-trip flight with a fare per segment and seats; the stored booking has the flight item, its fares, seats and price', async () => {
    const [out, back] = [isoDay(30), isoDay(33)];
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/bookings/add');
    await page.getByRole('heading', { name: 'Add Booking', level: 1 }).waitFor();

    const head = page.getByRole('region', { name: 'Booking' });
    await choose(head, page, 'Agency', agent.companyName);
    await choose(head, page, 'Destination', '— Paris');
    await head.getByLabel(label('Start Date')).fill(dmy(out));
    await head.getByLabel(label('End Date')).fill(dmy(back));
    await choose(head, page, 'Booking Status', 'Confirmed');
    await choose(head, page, 'Payment Status', 'Not paid');

    const passengers = page.getByRole('region', { name: 'Passengers' });
    const fillPassenger = async (n: number, first: string, last: string, birthDate: string) => {
      await choose(passengers, page, 'Title', 'Mr', n);
      await passengers.getByLabel(label('First Name')).nth(n).fill(first);
      await passengers.getByLabel(label('Last Name')).nth(n).fill(last);
      await passengers.getByLabel(label('Birth Date')).nth(n).fill(dmy(birthDate));
    };
    await fillPassenger(0, 'Rui', 'Costa', '1979-02-11');
    await passengers.getByRole('button', { name: 'Add Passenger' }).click();
    await fillPassenger(1, 'Ana', 'Costa', '1981-07-23');

    // The flight from the catalogue: round trip on the booking's dates (pre-filled), Light out, Plus back, seats 3A and 3B out.
    const flights = page.getByRole('region', { name: 'Flight Details' });
    await flights.getByRole('button', { name: 'Add Flight' }).click();
    await flights.getByLabel(label('Flight')).fill(flight.name);
    await page.getByRole('option', { name: flight.name, exact: true }).click();
    expect(await flights.getByLabel(label('Departure Date')).inputValue()).toBe(dmy(out));
    expect(await flights.getByLabel(label('Return Date')).inputValue()).toBe(dmy(back));
    await choose(flights, page, 'Outbound fare', 'Light');
    await choose(flights, page, 'Return fare', 'Plus');
    await flights.getByLabel(`Seats ${numbers.out} LIS → CDG`).fill('3a, 3B');

    const pricing = page.getByRole('region', { name: 'Pricing' });
    // Priced by the server on save while no Flight Price is typed.
    expect(await pricing.getByLabel('Flight Price (EUR)').inputValue()).toBe('0.00');
    await expectAccessible(page);
    await screenshot(page, 'booking-add-flight-1440');

    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully created !');
    await page.waitForURL(/\/bookings\/\d+\/edit$/);
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    const saved = await apiCall<{ price: string; total: string; bookingItems: Record<string, StoredFlightItem> }>(
      'GET',
      `bookings/${id}`,
      undefined,
      await adminToken(),
    );
    const items = Object.values(saved.bookingItems);
    expect(items).toHaveLength(1);
    const item = items[0]!;
    // 2 adults round trip (domain-rules §10): Light 180 x 2 = 360, 90 a segment; Plus 250 x 2 = 500, 125 a segment.
    // Base 90 + 90 = 180; Light out + Plus back = 180 + 35 = 215.00 a passenger; seats 3A and 3B at 12.00.
    expect(item).toMatchObject({
      productType: 'flight',
      price: '215.00',
      count: 2,
      extrasTotal: '24.00',
      total: '454.00',
      startDate: out,
      endDate: back,
      passengerIds: ['passenger1', 'passenger2'],
    });
    expect(item.segments.map((s) => [s.segmentKey, s.flightNumber, s.selectedFareType.name])).toEqual([
      ['outbound', numbers.out, 'Light'],
      ['return', numbers.back, 'Plus'],
    ]);
    const seats = item.extras.filter((e) => e.type === 'seat').map((e) => [e.passengerId, e.legKey, e.id, e.price]);
    expect(seats).toEqual([
      ['passenger1', 'outbound-1', '3A', '12.00'],
      ['passenger2', 'outbound-1', '3B', '12.00'],
    ]);
    expect(saved).toMatchObject({ price: '454.00', total: '454.00' });

    // The seats are the flight's now: its record lists them sold to this booking.
    const record = await apiCall<{
      segments: { direction: string; sales: { date: string; seats: number }[]; legs: { soldSeats: { date: string; seat: string }[] }[] }[];
    }>('GET', `flights/${flight.id}`, undefined, await adminToken());
    const outbound = record.segments.find((s) => s.direction === 'outbound')!;
    expect(outbound.sales).toEqual([expect.objectContaining({ date: out, seats: 2 })]);
    expect(outbound.legs[0]!.soldSeats.map((s) => s.seat).sort()).toEqual(['3A', '3B']);

    // The booking page shows it as a storefront flight booking.
    await page.getByRole('heading', { name: 'Edit Booking', level: 1 }).waitFor();
    await expect.poll(async () => (await page.textContent('main')) ?? '').toContain('454.00');
    await page.context().close();
  });

  it('lays out the flight line at 375 px', async () => {
    const page = await newPage(browser, { width: 375, height: 800 });
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/bookings/add');
    await page.getByRole('heading', { name: 'Add Booking', level: 1 }).waitFor();
    const flights = page.getByRole('region', { name: 'Flight Details' });
    await flights.getByRole('button', { name: 'Add Flight' }).click();
    await flights.getByLabel(label('Flight')).fill(flight.name);
    await page.getByRole('option', { name: flight.name, exact: true }).click();
    await flights.getByLabel(`Seats ${numbers.out} LIS → CDG`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'booking-add-flight-375');
    await page.context().close();
  });
});
