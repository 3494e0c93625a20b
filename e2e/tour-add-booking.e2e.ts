import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall } from './support/api';
import { expectAccessible, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { cityId, createPricedHotel, isoDay } from './support/catalogue';
import { dmy } from './support/dates';
import { ADMIN } from './support/global-setup';

/*
 * Issue 28, the back office sells a tour: an administrator adds a booking by hand, a hotel room
 * at its own price (300.00) and a tour of the catalogue on a day of the stay, for two adults and a
 * child of 9. The server prices the tour (40.00 an adult, 25.00 a child: 2 × 40.00 + 25.00 =
 * 105.00); the journey reads the stored items back through the API and finds the Tour Details card
 * on the booking page, free to cancel until the day before the 3rd day before the tour.
 */

let browser: Browser;
const suffix = Date.now().toString(36);
const tourName = `Seine by night ${suffix}`;
const hotelName = `Rive Gauche ${suffix}`;
let tourId = 0;
let bookingId = 0;
const start = isoDay(40);
const end = isoDay(44);
const tourDay = isoDay(42);
/** The last free day: the day before the 3rd day before the tour (docs/decisions.md "Tours sold as excursions"). */
const freeUntil = isoDay(38);

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  // A hotel in Paris: the page's destinations are the places with hotels.
  await createPricedHotel(token, { name: hotelName, city: 'Paris', stars: 3, double: 100, triple: 120, extraChild: 15 });
  const form = new FormData();
  const fields = { name: tourName, price: '40', priceChild: '25', currency: 'EUR', freeCancellationDays: '3', location: String(await cityId('Paris')) };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  tourId = (await apiCall<{ id: number }>('POST', 'tours', form, token)).id;
});
afterAll(async () => {
  if (tourId) await apiCall('DELETE', `tours/${tourId}`, undefined, await adminToken()).catch(() => undefined);
  await browser?.close();
});

const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

/** Opens a Mantine select by its label and picks the option. */
async function choose(scope: Page | Locator, page: Page, field: string, option: string, nth = 0) {
  await scope.getByLabel(label(field)).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type StoredBooking = {
  price: string;
  total: string;
  bookingItems: Record<
    string,
    {
      productType: string;
      tourName?: string;
      startDate: string;
      endDate: string;
      price: string;
      count: number;
      total: string;
      passengerIds: string[];
      tour?: {
        tourId: number | null;
        tourName: string;
        date: string;
        passengers: { passengerId: string; band: string }[];
        freeCancellationDays: number | null;
      };
    }
  >;
};

describe('Add Booking with a tour (issue 28)', () => {
  it('an admin adds a tour line for two adults and a child; the server prices it per band; the booking page shows the Tour Details card', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/bookings/add');
    await page.getByRole('heading', { name: 'Add Booking', level: 1 }).waitFor();

    const head = page.getByRole('region', { name: 'Booking' });
    await choose(head, page, 'Destination', '— Paris');
    await head.getByLabel(label('Start Date')).fill(dmy(start));
    await head.getByLabel(label('End Date')).fill(dmy(end));
    await choose(head, page, 'Booking Status', 'Confirmed');
    await choose(head, page, 'Payment Status', 'Not paid');

    const rooms = page.getByRole('region', { name: 'Accomodation Details' });
    await rooms.getByRole('button', { name: 'Add Room' }).click();
    await choose(rooms, page, 'Hotel', hotelName);
    await choose(rooms, page, 'Room type', 'Double Room');
    await choose(rooms, page, 'Meal', 'Bed & breakfast');
    await rooms.getByLabel(label('Price')).fill('300');

    const passengers = page.getByRole('region', { name: 'Passengers' });
    const fillPassenger = async (n: number, first: string, birthDate: string) => {
      await choose(passengers, page, 'Title', 'Mr', n);
      await passengers.getByLabel(label('First Name')).nth(n).fill(first);
      await passengers.getByLabel(label('Last Name')).nth(n).fill('Martin');
      await passengers.getByLabel(label('Birth Date')).nth(n).fill(dmy(birthDate));
    };
    await fillPassenger(0, 'Louis', '1979-03-08');
    await passengers.getByRole('button', { name: 'Add Passenger' }).click();
    await fillPassenger(1, 'Claire', '1982-11-21');
    // A child of 9 on the first day of the stay.
    await passengers.getByRole('button', { name: 'Add Passenger' }).click();
    await choose(passengers, page, 'Age type', 'Child', 2);
    await choose(passengers, page, 'Age', '9');
    const nine = new Date(`${start}T00:00:00Z`);
    nine.setUTCFullYear(nine.getUTCFullYear() - 9);
    nine.setUTCDate(nine.getUTCDate() - 30);
    await fillPassenger(2, 'Hugo', nine.toISOString().slice(0, 10));

    // The tour line: looked up by name, on a day of the stay, for every passenger (none chosen).
    const tours = page.getByRole('region', { name: 'Tour Details' });
    await tours.getByRole('button', { name: 'Add Tour' }).click();
    // A new line starts on the booking's first day.
    await expect.poll(() => tours.getByLabel(label('Tour date')).inputValue()).toBe(dmy(start));
    await tours.getByLabel(label('Tour')).fill(tourName);
    await page.getByRole('option', { name: `${tourName} (Paris)`, exact: true }).click();
    // A day after the stay is refused on the spot.
    await tours.getByLabel(label('Tour date')).fill(dmy(isoDay(45)));
    await page.keyboard.press('Tab');
    await tours.getByText(`Choose a date from ${dmy(start)} to ${dmy(end)}`).waitFor();
    await tours.getByLabel(label('Tour date')).fill(dmy(tourDay));
    await tours.getByText('Priced from the catalogue when the booking is saved', { exact: false }).waitFor();
    const pricing = page.getByRole('region', { name: 'Pricing' });
    // The room counts now, the tour once the server has priced it.
    expect(await pricing.getByLabel('Tour Price (EUR)').inputValue()).toBe('0.00');
    expect(await pricing.getByLabel('Total (EUR)').inputValue()).toBe('300.00');
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await screenshot(page, 'tour-add-booking-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'tour-add-booking-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully created !');
    await page.waitForURL(/\/bookings\/\d+\/edit$/);
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    bookingId = id;

    const saved = await apiCall<StoredBooking>('GET', `bookings/${id}`, undefined, await adminToken());
    const items = Object.values(saved.bookingItems);
    expect(items.map((i) => [i.productType, i.price, i.count, i.total])).toEqual([
      ['hotel', '300.00', 1, '300.00'],
      ['tour', '105.00', 1, '105.00'],
    ]);
    const item = items.find((i) => i.productType === 'tour')!;
    // 2 adults × 40.00 + 1 child × 25.00, the party's price as one item.
    expect(item).toMatchObject({ productType: 'tour', tourName, startDate: tourDay, endDate: tourDay, price: '105.00', count: 1, total: '105.00' });
    expect(item.passengerIds).toEqual(['passenger1', 'passenger2', 'passenger3']);
    expect(item.tour).toEqual({
      tourId,
      tourName,
      date: tourDay,
      passengers: [
        { passengerId: 'passenger1', band: 'adult' },
        { passengerId: 'passenger2', band: 'adult' },
        { passengerId: 'passenger3', band: 'child' },
      ],
      freeCancellationDays: 3,
    });
    expect(saved).toMatchObject({ price: '405.00', total: '405.00' });

    // The booking page: Tour Details with the tour's card.
    await page.getByRole('heading', { name: 'Edit Booking', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Tour Details', level: 2 }).waitFor();
    const card = page.getByTestId(/^item-\d+$/).filter({ has: page.getByRole('heading', { name: tourName, level: 3 }) });
    await expect.poll(() => card.getByTestId('tour-date').textContent()).toBe(`Date: ${dmy(tourDay)}`);
    expect(await card.getByTestId('tour-passengers').textContent()).toBe('Passengers: Louis Martin (adult), Claire Martin (adult), Hugo Martin (child)');
    expect(await card.getByTestId('tour-cancellation').textContent()).toBe(`Free cancellation until ${dmy(freeUntil)}`);
    await expectAccessible(page);
    await screenshot(page, 'tour-booking-page-1440');
    await card.getByRole('tab', { name: 'Pricing' }).click();
    await expect.poll(() => card.getByTestId(/-total-formula$/).textContent()).toBe('105.00 EUR × 1 = 105.00 EUR');
    await card.getByRole('tab', { name: 'Details' }).click();
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'tour-booking-page-375');
    await page.context().close();
  });

  it('an admin adds the tour to the saved booking for the child alone, on another day: priced at the child price', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto(`/bookings/${bookingId}/edit`);
    const section = page.getByRole('heading', { name: 'Tour Details', level: 2 }).locator('..');
    await section.getByRole('button', { name: 'Add Tour' }).click();
    await section.getByLabel(label('Tour')).fill(tourName);
    await page.getByRole('option', { name: `${tourName} (Paris)`, exact: true }).click();
    await section.getByLabel(label('Tour date')).fill(dmy(isoDay(43)));
    await page.keyboard.press('Tab');
    await section.getByLabel(label('Passengers')).click();
    await page.getByRole('option', { name: 'Hugo Martin', exact: true }).click();
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await screenshot(page, 'tour-edit-booking-add-line-1440');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/v1/bookings/${bookingId}`) && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await expectToast(page, 'Successfully saved !');
    const saved = await apiCall<StoredBooking>('GET', `bookings/${bookingId}`, undefined, await adminToken());
    const tours = Object.values(saved.bookingItems).filter((i) => i.productType === 'tour');
    expect(tours.map((i) => [i.startDate, i.price, i.count, i.passengerIds])).toEqual([
      [tourDay, '105.00', 1, ['passenger1', 'passenger2', 'passenger3']],
      [isoDay(43), '25.00', 1, ['passenger3']],
    ]);
    expect(saved).toMatchObject({ price: '430.00', total: '430.00' });
    await expect.poll(() => page.getByRole('heading', { name: tourName, level: 3 }).count()).toBe(2);
    await page.context().close();
  });
});
