import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent } from './support/api';
import { ADMIN } from './support/global-setup';
import { expectAccessible, expectPath, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { isoDay } from './support/catalogue';
import { createWorkedExampleFlight, enableFlightSearch } from './support/flight-catalogue';
import { confirmBooking, fillPassengers, selectFlight } from './support/wizard';

/*
 * Issue 13 "Done means", on the flight of domain-rules §10 (no markups), round trip LIS -> CDG
 * for 2 adults, a child of 5 and an infant of 1 (4 passengers, 3 seats a segment):
 * Light both ways 128.75 per person, 515.00 for the party; Light out + Plus back
 * round(154.125) = 154.13 x 4 = 616.52; a paid bag (35.00) for adult 1 on the outbound and seat
 * 3A (rows 1-5 at 12.00) for adult 1 on the outbound leg: extras 47.00, item total 663.52.
 * Plus includes the meal "Snack": each passenger must pick it (price 0) on the return leg.
 */
let browser: Browser;
let token: string;
let agent: { email: string; password: string };
let restoreSettings: () => Promise<unknown>;
let workedFlight: { id: number };
const start = isoDay(40);
const end = isoDay(47);

beforeAll(async () => {
  browser = await launch();
  token = await adminToken();
  restoreSettings = await enableFlightSearch(token);
  workedFlight = await createWorkedExampleFlight(token);
  agent = await createAgent(token);
});
afterAll(async () => {
  await restoreSettings?.();
  await browser?.close();
});

const rooms = JSON.stringify({ room1: { adults: 2, children: 2, childrenAges: [5, 1] } });

async function searchFlights(page: Page) {
  const lis = await apiCall<{ entities: { id: number; code: string | null; label: string }[] }>('GET', 'destinations/from-airports?searchMode=flight');
  const id = (code: string) => lis.entities.find((a) => a.code === code)!;
  const nationality = await apiCall<{ entities: { value: string; label: string }[] }>('GET', 'destinations/nationality');
  const params = new URLSearchParams({
    searchMode: 'flight',
    flightType: 'round',
    fromAirportId: String(id('LIS').id),
    toAirportId: String(id('CDG').id),
    fromAirportName: 'LIS',
    toAirportName: 'CDG',
    nationalityId: String(nationality.entities.find((n) => n.label === 'Germany')!.value),
    startDate: start,
    endDate: end,
    rooms,
  });
  await page.goto(`/search?${params}`);
  await expectPath(page, '/search');
  return params;
}

describe('flights: a visitor searches', () => {
  it('sees at most 5 flights with duration, stops, airline and the per-person price', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Flights' }).waitFor();
    const params = await searchFlights(page);
    const answer = await apiCall<{ flights: { pricePerPax: string; price: string; segments: { flightNumber: string }[] }[] }>('GET', `search?${params}`);
    const ours = answer.flights.find((f) => f.segments[0]!.flightNumber === 'TA801')!;
    expect(ours).toMatchObject({ pricePerPax: '128.75', price: '515.00' });
    await page.getByText('TA801').first().waitFor();
    const body = await page.locator('main').innerText();
    expect(body).toContain('2h 40m');
    expect(body).toContain('Nonstop');
    expect(body).toContain('TravelAir');
    expect(body).toContain('€128.75');
    expect(body).toContain('€515.00');
    await expect.poll(() => page.getByRole('button', { name: /^Select / }).count()).toBeLessThanOrEqual(5);
    await expectAccessible(page);
    await screenshot(page, 'flight-results');
    // A visitor cannot book: Select opens the guest info modal.
    await page
      .getByRole('button', { name: /^Select / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Info' }).waitFor();
    await page.context().close();
  });
});

describe('flights: an agent books Light out, Plus back, a bag, meals and a seat', () => {
  it('books through the wizard; the stored booking carries fares, extras, seats and totals; the seat is held', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await searchFlights(page);
    await selectFlight(page, 'TA801');

    // Fares, one segment at a time.
    await page.getByRole('button', { name: 'Select Light' }).first().click();
    await page.getByRole('button', { name: 'Select Plus' }).first().click();

    // Baggage: the paid bag for passenger 1 on the outbound.
    await page
      .getByRole('radio', { name: /Extra bag 23 kg/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Meals: the return's Plus fare makes the meal required for every passenger: it comes
    // pre-chosen for each of them (issue 32), so Next goes on at once.
    await page.getByRole('heading', { name: 'Meals' }).waitFor();
    for (const n of [1, 2, 3, 4]) {
      await page
        .getByText(new RegExp(`^Passenger ${n} ·`))
        .first()
        .click();
      await expect
        .poll(() =>
          page
            .getByRole('radio', { name: /^Snack/ })
            .last()
            .isChecked(),
        )
        .toBe(true);
    }
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Seats: 1A is blocked; 3A costs 12.00 and goes to passenger 1 on the outbound leg.
    await page
      .getByText(/^Passenger 1 ·/)
      .first()
      .click();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /^Seat 1A/ })
          .first()
          .isDisabled(),
      )
      .toBe(true);
    await page
      .getByRole('button', { name: /^Seat 3A, 12\.00/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Passengers: adults first, then the child of 5 and the infant of 1 (ages on the departure day).
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    const summary = page.getByRole('complementary', { name: 'Your booking' });
    await expect.poll(() => summary.innerText()).toContain('663.52');
    // Each kind of paid extra on its own line, as the agent quotes it (issue 32).
    expect(await summary.getByTestId('summary-extra-baggage').innerText()).toMatch(/Baggage × 1\s+€?35\.00/);
    expect(await summary.getByTestId('summary-extra-seats').innerText()).toMatch(/Seats × 1\s+€?12\.00/);
    await expectAccessible(page);
    await screenshot(page, 'flight-wizard-summary');
    const day = new Date(`${start}T00:00:00Z`);
    const born = (years: number) => new Date(Date.UTC(day.getUTCFullYear() - years, day.getUTCMonth(), day.getUTCDate() - 10)).toISOString().slice(0, 10);
    const people: [string, string, string][] = [
      ['Ana', 'Silva', '1985-04-12'],
      ['Bruno', 'Silva', '1984-02-03'],
      ['Clara', 'Silva', born(5)],
      ['Duarte', 'Silva', born(1)],
    ];
    await fillPassengers(
      page,
      people.map(([first, last, birth], i) => ({ title: i % 2 ? 'Mr' : 'Ms', first, last, birth })),
    );
    // A flight alone: the stay's requests (a cot, a high floor) are not offered (issue 32).
    expect(await page.getByText('Additional requests', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Baby cot' }).count()).toBe(0);
    const bookingId = await confirmBooking(page);
    await page.getByText('Flight Details').first().waitFor();
    await page.getByText('Light').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'flight-booking-view');

    // What was stored, read back through the API as the agent.
    const agentToken = (await apiCall<{ token: string }>('POST', 'login', { email: agent.email, password: agent.password })).token;
    type Item = {
      productType: string;
      price: string;
      count: number;
      total: string;
      extrasTotal?: string;
      priceNet?: string;
      segments?: {
        segmentKey: string;
        origin: { code: string };
        destination: { code: string };
        flightNumber: string;
        carrierCode: string;
        selectedFareType: { name: string };
        departureDate: string;
      }[];
      extras?: { passengerId: string; type: string; id: string; name: string; price: string; included: boolean; legKey: string | null; segmentKey: string }[];
    };
    const booking = await apiCall<{ total: string; bookingItems: Record<string, Item>; income?: string }>(
      'GET',
      `bookings/${bookingId}`,
      undefined,
      agentToken,
    );
    const [flight] = Object.values(booking.bookingItems);
    expect(flight).toMatchObject({ productType: 'flight', price: '154.13', count: 4, extrasTotal: '47.00', total: '663.52' });
    expect(flight!.priceNet).toBeUndefined();
    expect(booking.income).toBeUndefined();
    expect(booking.total).toBe('663.52');
    expect(flight!.segments!.map((s) => [s.segmentKey, s.origin.code, s.destination.code, s.flightNumber, s.selectedFareType.name])).toEqual([
      ['outbound', 'LIS', 'CDG', 'TA801', 'Light'],
      ['return', 'CDG', 'LIS', 'TA802', 'Plus'],
    ]);
    expect(flight!.segments![0]!.departureDate).toContain(start);
    const paid = flight!.extras!.filter((e) => !e.included || Number(e.price) > 0);
    expect(paid.map((e) => [e.passengerId, e.type, e.segmentKey, e.price]).sort()).toEqual([
      ['passenger1', 'baggage', 'outbound', '35.00'],
      ['passenger1', 'seat', 'outbound', '12.00'],
    ]);
    expect(
      flight!
        .extras!.filter((e) => e.type === 'meal')
        .map((e) => e.passengerId)
        .sort(),
    ).toEqual(['passenger1', 'passenger2', 'passenger3', 'passenger4']);

    // Issue 27: the admin's Schedule and Seat map tabs show the sold departure and seat and offer
    // nothing that would undo them; a save that re-creates the sold leg is refused and changes nothing.
    const adminPage = await newPage(browser);
    await loginInBrowser(adminPage, ADMIN.email, ADMIN.password);
    await adminPage.goto(`/flights/${workedFlight.id}/edit`);
    await adminPage.getByRole('tab', { name: 'Schedule' }).click();
    const sold = adminPage.getByRole('table', { name: 'Sold departures of the outbound segment' });
    await sold.waitFor();
    const reference = (await apiCall<{ pnrs: string }>('GET', `bookings/${bookingId}`, undefined, agentToken)).pnrs;
    expect(await sold.getByRole('row').nth(1).innerText()).toMatch(new RegExp(`${start.split('-').reverse().join('.')}\\s+3\\s+${reference}`));
    expect(await adminPage.getByRole('button', { name: 'Remove outbound segment' }).isDisabled()).toBe(true);
    expect(await adminPage.getByRole('button', { name: 'Remove leg 1 of the outbound segment' }).isDisabled()).toBe(true);
    await expectAccessible(adminPage);
    await screenshot(adminPage, 'flight-schedule-sold');
    await adminPage.getByRole('tab', { name: 'Seat map' }).click();
    const soldSeat = adminPage.getByRole('button', { name: new RegExp(`^Seat 3A · sold \\(${reference} `) }).first();
    await soldSeat.click({ force: true });
    expect(await soldSeat.getAttribute('aria-pressed')).toBe('false');
    expect(await adminPage.getByRole('button', { name: 'Remove seat map' }).first().isDisabled()).toBe(true);
    await screenshot(adminPage, 'flight-seat-map-sold');
    type StoredFlight = {
      segments: {
        id: number;
        direction: string;
        sales: { date: string; seats: number; bookings: string[] }[];
        legs: { id: number; soldSeats: { seat: string }[] }[];
      }[];
    };
    const stored = await apiCall<StoredFlight>('GET', `flights/${workedFlight.id}`, undefined, token);
    const outbound = stored.segments.find((seg) => seg.direction === 'outbound')!;
    expect(outbound.sales).toEqual([{ date: start, seats: 3, bookings: [reference] }]);
    expect(outbound.legs[0]!.soldSeats.map((x) => x.seat)).toEqual(['3A']);
    await adminPage.context().close();

    // The CSV carries the flight.
    await page.goto('/bookings');
    await page.getByRole('row', { name: /Ana Silva/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toMatch(/TravelAir/);

    // Cancelling applies the Plus fare's rule (50 % from 14 days before): 40 days ahead, Light is
    // non-refundable (its half) and Plus is free; the seat is given back.
    await page.getByRole('link', { name: 'See Details' }).first().click();
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    const modal = page.getByRole('dialog', { name: 'Cancellation' });
    await modal.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText('Canceled', { exact: true }).first().waitFor();
    const canceled = await apiCall<{ cancelTotal: string; bookingStatus: { slug: string } }>('GET', `bookings/${bookingId}`, undefined, agentToken);
    expect(canceled.bookingStatus.slug).toBe('canceled');
    expect(Number(canceled.cancelTotal)).toBeGreaterThan(0);
    await page.context().close();
  });
});
