import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { expectAccessible, expectPath, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { cityId, createPricedHotel, isoDay } from './support/catalogue';
import { dmy, pickCalendarDays } from './support/dates';
import { confirmBooking, fillPassengers } from './support/wizard';

/*
 * Issue 28, the proof that a product plugs in: a tour sold as an excursion of a hotel stay. The
 * agent asks for excursions on the search form, walks hotel and room, then the Excursions step
 * offers the Paris tour priced for the party (2 adults at 40, a child of 5 at 15: 95.00), ticks it
 * on the stay's second day, sees it in the summary, books, and the stored booking (read through
 * the API) holds a tour item for every passenger on that day at 95.00. The step is shown at 1440
 * and 375 px.
 */
let browser: Browser;
let agent: { email: string; password: string };
const suffix = Date.now().toString(36);
const hotelName = `Paris Louvre ${suffix}`;
const tourName = `Seine cruise ${suffix}`;
const start = isoDay(50);
const end = isoDay(53);
const secondDay = isoDay(51);

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  await createPricedHotel(token, { name: hotelName, city: 'Paris', stars: 4, double: 100, triple: 130, extraChild: 20 });
  await apiCall(
    'POST',
    'tours',
    {
      name: tourName,
      price: '40',
      priceChild: '15',
      currency: 'EUR',
      freeCancellationDays: '3',
      location: String(await cityId('Paris')),
      note: 'Meet at the pier',
    },
    token,
  );
  agent = await createAgent(token);
});
afterAll(async () => {
  await browser?.close();
});

/** Paris, the dates, 2 adults and a child of 5, Excursions on. */
async function searchWithExcursions(page: Page) {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Destination' }).click();
  await page.getByRole('combobox', { name: 'Destination' }).fill('Paris');
  await page.getByRole('option', { name: '— Paris' }).click();
  await page.getByRole('button', { name: /Check-in/ }).click();
  await pickCalendarDays(page, [start, end]);
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Armen');
  await page.getByRole('option', { name: 'Armenia' }).click();
  await page.getByRole('button', { name: /Rooms and guests/ }).click();
  await page.getByRole('button', { name: 'Children +' }).click();
  await page.getByRole('combobox', { name: 'Age of child 1' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('switch', { name: 'Excursions' }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectPath(page, '/search');
}

describe('an agent books a Paris stay with an excursion', () => {
  let stepUrl = '';

  it('asks for excursions, picks the tour on the second day, books, and the stored booking holds the tour item', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await searchWithExcursions(page);
    expect(new URL(page.url()).searchParams.get('excursions')).toBe('true');
    await page.getByText('with excursions').first().waitFor();
    await page.getByRole('button', { name: `Select ${hotelName}` }).click();
    await page
      .getByRole('button', { name: /^Select Double Room/ })
      .first()
      .click();

    // Excursions: the tour priced for the party, adult and child prices named.
    await page.getByRole('heading', { name: 'Excursions', level: 2 }).waitFor();
    const card = page.getByTestId(/^tour-\d+$/).filter({ hasText: tourName });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('€95.00');
    expect(text).toContain('Adult €40.00 · Child €15.00 · Infants free');
    expect(text).toContain('Free cancellation until 3 days before');
    stepUrl = page.url();
    await card.getByRole('checkbox', { name: new RegExp(tourName) }).check();
    await card.getByRole('combobox', { name: 'Day' }).click();
    await page.getByRole('option', { name: dmy(secondDay), exact: true }).click();
    await expectAccessible(page);
    await screenshot(page, 'excursions-step-1440');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // The summary: the tour on its line with its day, counted in the total.
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tours')).toMatch(new RegExp(`^\\d+@${secondDay}$`));
    const summary = page.getByRole('complementary', { name: 'Your booking' });
    const line = summary.getByTestId(/^summary-tour-/);
    await expect.poll(() => line.innerText()).toContain(`${tourName}, ${dmy(secondDay)}`);
    expect(await line.innerText()).toContain('€95.00');

    await fillPassengers(page, [
      { title: 'Mr', first: 'Rui', last: 'Costa', birth: '1980-02-03' },
      { title: 'Ms', first: 'Ana', last: 'Costa', birth: '1982-05-06' },
      { title: 'Mr', first: 'Tiago', last: 'Costa', birth: isoDay(50 - 5 * 365 - 30) },
    ]);
    await screenshot(page, 'excursions-passengers-1440');
    const bookingId = await confirmBooking(page);

    // Read back what was stored: the room and the tour, every passenger, the chosen day, 95.00.
    const token = await login(agent.email, agent.password);
    const booking = await apiCall<{
      bookingItems: Record<
        string,
        {
          productType: string;
          price: string;
          total: string;
          startDate: string;
          passengerIds: string[];
          tourName?: string;
          tour?: { date: string };
        }
      >;
    }>('GET', `bookings/${bookingId}`, undefined, token);
    const items = Object.values(booking.bookingItems);
    const tour = items.find((i) => i.productType === 'tour');
    expect(tour).toMatchObject({
      tourName: expect.stringContaining(tourName),
      price: '95.00',
      total: '95.00',
      startDate: secondDay,
      tour: { date: secondDay },
    });
    expect(tour!.passengerIds).toHaveLength(3);
    expect(items.filter((i) => i.productType === 'hotel')).toHaveLength(1);
    await page.getByText(tourName).first().waitFor();
    await screenshot(page, 'excursions-booking-1440');
    await page.context().close();
  });

  it('shows the Excursions step on a phone without sideways scrolling', async () => {
    expect(stepUrl).not.toBe('');
    const page = await newPage(browser, { width: 375, height: 800 });
    await loginInBrowser(page, agent.email, agent.password);
    await page.goto(stepUrl.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('heading', { name: 'Excursions', level: 2 }).waitFor();
    await page
      .getByTestId(/^tour-\d+$/)
      .filter({ hasText: tourName })
      .getByRole('checkbox')
      .check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await screenshot(page, 'excursions-step-375');
    await page.context().close();
  });
});
