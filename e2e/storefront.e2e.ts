import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { expectAccessible, expectPath, expectToast, launch, newPage, screenshot, loginInBrowser } from './support/browser';
import { createPricedHotel, isoDay } from './support/catalogue';
import { dmy, pickCalendarDays } from './support/dates';

/*
 * Hand computation (domain-rules §4): b2c markup 15 % on every night, no offers.
 * Sea Breeze (3 stars, BB): room 1 (2 adults) 100 x 1.15 = 115.00 a night, x 7 = 805.00;
 * room 2 (2 adults + child of 5) (100 + 20) x 1.15 = 138.00 a night, x 7 = 966.00; total 1,771.00.
 * Grand Riviera (5 stars): (200 x 1.15) x 7 = 1,610.00 and (240 x 1.15) x 7 = 1,932.00; 3,542.00.
 * Sea Breeze half board adds (2 x 15) x 1.15 = 34.50 and (2 x 15 + 8) x 1.15 = 43.70 a night:
 * (149.50 + 181.70) x 7 = 2,318.40.
 */
let browser: Browser;
const suffix = Date.now().toString(36);
const seaBreeze = `Sea Breeze ${suffix}`;
const riviera = `Grand Riviera ${suffix}`;
let agent: { email: string; password: string };

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  await createPricedHotel(token, {
    name: seaBreeze,
    city: 'Nice',
    stars: 3,
    double: 100,
    triple: 130,
    extraChild: 20,
    halfBoard: { adult: 15, child: 8 },
    room: { category: 'superior', facilities: ['wi-fi', 'air-conditioning'] },
  });
  await createPricedHotel(token, { name: riviera, city: 'Nice', stars: 5, double: 200, triple: 260, extraChild: 40 });
  const form = new FormData();
  form.append('_method', 'PUT');
  form.append('data', JSON.stringify({ markups: [{ distributionChannel: 'b2c', hotelCategoryId: 'all', locationId: 'all', type: 'percent', amount: '15' }] }));
  await apiCall('POST', 'settings/hotelmarkups', form, token);
  agent = await createAgent(token);
});
afterAll(() => browser?.close());

async function searchNice(page: Page) {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Destination' }).click();
  await page.getByRole('combobox', { name: 'Destination' }).fill('Nice');
  await page.getByRole('option', { name: '— Nice' }).click();
  // Dates through the query string of the form's saved search is not what a person does: pick them.
  await page.getByRole('button', { name: /Check-in/ }).click();
  await pickCalendarDays(page, [isoDay(30), isoDay(37)]);
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await page.getByRole('button', { name: /Rooms and guests/ }).click();
  await page.getByRole('button', { name: 'Rooms +' }).click();
  await page.getByRole('button', { name: 'Children +' }).nth(1).click();
  await page.getByRole('combobox', { name: 'Age of child 1' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectPath(page, '/search');
}

describe('a visitor searches the storefront', () => {
  it('finds hotels priced to the cent, filters them and looks at a hotel', async () => {
    const page = await newPage(browser);
    await searchNice(page);
    const params = new URL(page.url()).searchParams;
    expect(JSON.parse(params.get('rooms')!)).toEqual({
      room1: { adults: 2, children: 0, childrenAges: [] },
      room2: { adults: 2, children: 1, childrenAges: [5] },
    });
    await page.getByRole('heading', { name: seaBreeze }).waitFor();
    const cards = page.locator('.mantine-Card-root');
    await expect.poll(() => cards.count()).toBe(2);
    await expect.poll(() => cards.first().innerText()).toContain('€1,771.00');
    expect(await cards.nth(1).innerText()).toContain('€3,542.00');
    await expectAccessible(page);
    await screenshot(page, 'search-results');

    // Category filter: only the 5-star hotel.
    await page.getByRole('checkbox', { name: '5 stars' }).check();
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByRole('heading', { name: riviera }).waitFor();
    await page.getByRole('checkbox', { name: '5 stars' }).uncheck();
    // Meal filter: half board exists only at Sea Breeze.
    await page.getByRole('checkbox', { name: 'Half board' }).check();
    await expect.poll(() => cards.count()).toBe(1);
    await expect.poll(() => cards.first().innerText()).toContain('€2,318.40');
    await page.getByRole('checkbox', { name: 'Half board' }).uncheck();
    // Room category filter (issue 29): only Sea Breeze's room is Superior.
    await page.getByRole('checkbox', { name: 'Superior' }).check();
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByRole('heading', { name: seaBreeze }).waitFor();
    await page.getByRole('checkbox', { name: 'Superior' }).uncheck();
    // Price filter: drag the upper thumb down to the lowest price.
    await expect.poll(() => cards.count()).toBe(2);
    const upper = await page.getByRole('slider', { name: 'Highest price' }).boundingBox();
    await page.mouse.move(upper!.x + upper!.width / 2, upper!.y + upper!.height / 2);
    await page.mouse.down();
    await page.mouse.move(upper!.x - 120, upper!.y + upper!.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => new URL(page.url()).searchParams.get('filters') ?? '').toContain('price');
    await expect.poll(() => cards.count()).toBe(1);

    await page.goto(page.url().replace(/filters=[^&]*/, 'filters=%7B%7D'));
    await page.getByRole('button', { name: `Gallery: ${seaBreeze}` }).click();
    await page
      .getByRole('dialog', { name: `${seaBreeze} — Gallery` })
      .getByRole('img')
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Hotel Details' }).first().click();
    await page.getByText(`${seaBreeze} by the sea.`).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'View On Map' }).first().click();
    await page.getByTitle(`${seaBreeze} map`).waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Select ${seaBreeze}` }).click();
    await page.getByRole('dialog', { name: 'Info' }).waitFor();
    await page.context().close();
  });
});

describe('an agent picks rooms in the wizard', () => {
  it('selects a hotel, a room option for each room and reaches the passenger details', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await searchNice(page);
    await page.getByRole('button', { name: `Select ${seaBreeze}` }).click();
    await page.getByRole('heading', { name: /Room 1: 2 adult/ }).waitFor();
    // The room card names the room's category and facilities (issue 29).
    const roomCard = page.locator('.mantine-Card-root').filter({ has: page.getByRole('button', { name: 'Select Double Room Bed & breakfast' }) });
    await expect.poll(() => roomCard.getByTestId('room-category').innerText()).toBe('Superior');
    expect(await roomCard.getByTestId('accommodations').innerText()).toContain('Air conditioning · Wi-Fi');
    await screenshot(page, 'room-options');
    await page.getByRole('button', { name: 'Cancellation policy' }).first().click();
    await page.getByRole('dialog', { name: 'Cancellation policy' }).getByText('Free').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Price details' }).first().click();
    await expect.poll(() => page.getByRole('dialog').last().innerText()).toMatch(/Night/);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Select Double Room Bed & breakfast' }).click();
    await page.getByRole('heading', { name: /Room 2: 2 adult/ }).waitFor();
    // Going back to Choose Hotel clears the chosen rooms.
    await page.getByRole('button', { name: /Choose Hotel/ }).click();
    await page.getByRole('heading', { name: seaBreeze }).waitFor();
    await page.getByRole('button', { name: `Select ${seaBreeze}` }).click();
    await page.getByRole('button', { name: 'Select Double Room Half board' }).click();
    await page.getByRole('button', { name: 'Select Double Room Bed & breakfast' }).click();
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    // Every passenger field is required.
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await page.getByText('This field is required').first().waitFor();
    await expect.poll(() => page.getByText('Child, 5 years').count()).toBe(1);
    await expectAccessible(page);
    const summary = page.getByRole('complementary', { name: 'Your booking' });
    await expect.poll(() => summary.innerText()).toContain('Half board');
    await screenshot(page, 'wizard-summary');

    // Passengers: per room, adults first, then the child of 5 (born 5 years before check-in).
    const start = new Date(`${isoDay(30)}T00:00:00Z`);
    const childBirth = new Date(Date.UTC(start.getUTCFullYear() - 5, start.getUTCMonth(), start.getUTCDate() - 10)).toISOString().slice(0, 10);
    const names = [
      ['Anna', 'Berg'],
      ['Ben', 'Berg'],
      ['Carla', 'Diaz'],
      ['Dan', 'Diaz'],
      ['Eva', 'Diaz'],
    ];
    const cards = page.locator('.mantine-Card-root');
    for (const [i, [first, last]] of names.entries()) {
      const card = cards.nth(i);
      await card.getByRole('combobox', { name: 'Title' }).click();
      await page.getByRole('option', { name: i % 2 ? 'Mr' : 'Ms', exact: true }).click();
      await card.getByLabel(/^First Name/).fill(first!);
      await card.getByLabel(/^Last Name/).fill(last!);
      await card.getByLabel(/^Birth Date/).fill(dmy(i === 4 ? childBirth : '1985-04-12'));
    }
    await page.getByLabel('Comment').fill('Late arrival around 23:00');
    await page.getByRole('checkbox', { name: 'Non-smoking room' }).check();
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await expectToast(page, 'Successfully created !');
    await page.waitForURL(/\/bookings\/\d+\/edit$/);
    await page.getByRole('heading', { name: 'View Booking' }).waitFor();
    // What was stored, read back through the API as the agent (issue 28 test gap).
    const bookingId = Number(/\/bookings\/(\d+)\/edit$/.exec(page.url())![1]);
    type Stored = {
      bookingStatus: { slug: string };
      fields: { comment: string | null };
      additionalRequests: Record<string, string>;
      bookingItems: Record<
        string,
        {
          productType: string;
          hotel: { name: string };
          mealType: { title: string };
          roomCategory?: { title: string } | null;
          count: number;
          passengerIds: string[];
          startDate: string;
          endDate: string;
        }
      >;
      passengers: Record<string, { firstName: string; lastName: string; birthDate: string; ageType: string; title: string | null }>;
    };
    const stored = await apiCall<Stored>('GET', `bookings/${bookingId}`, undefined, await login(agent.email, agent.password));
    expect(stored.bookingStatus.slug).toBe('confirmed');
    expect(stored.fields.comment).toBe('Late arrival around 23:00');
    expect(Object.values(stored.additionalRequests)).toContain('Non-smoking room');
    const rooms = Object.values(stored.bookingItems);
    expect(rooms.map((r) => [r.productType, r.hotel.name, r.mealType.title, r.roomCategory?.title, r.count, r.startDate, r.endDate]).sort()).toEqual(
      [
        ['hotel', seaBreeze, 'Bed & breakfast', 'Superior', 1, isoDay(30), isoDay(37)],
        ['hotel', seaBreeze, 'Half board', 'Superior', 1, isoDay(30), isoDay(37)],
      ].sort(),
    );
    const people = Object.values(stored.passengers).map((p) => [p.firstName, p.lastName, p.birthDate, p.ageType]);
    expect(people).toEqual(
      expect.arrayContaining([
        ['Anna', 'Berg', '1985-04-12', 'adult'],
        ['Ben', 'Berg', '1985-04-12', 'adult'],
        ['Carla', 'Diaz', '1985-04-12', 'adult'],
        ['Dan', 'Diaz', '1985-04-12', 'adult'],
        ['Eva', 'Diaz', childBirth, 'child'],
      ]),
    );
    expect(people).toHaveLength(5);
    // Each room holds its own party: two adults, and two adults with the child.
    expect(rooms.map((r) => r.passengerIds.length).sort()).toEqual([2, 3]);
    await page.getByText('Sea Breeze', { exact: false }).first().waitFor();
    await page.getByText('Carla Diaz').waitFor();
    // Each room item shows the category booked.
    await expect.poll(() => page.getByText('Room category: Superior').count()).toBe(2);
    await expectAccessible(page);
    await screenshot(page, 'booking-view');

    await page.getByRole('link', { name: 'My Bookings' }).first().click();
    await expectPath(page, '/bookings');
    await page.getByRole('row', { name: /Anna Berg/ }).waitFor();
    // 'Download CSV' gives the same rows as a file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toMatch(/^Booking Reference,/);
    expect(csv).toContain('Anna Berg');

    // Cancelling 30 days ahead is free (the hotel's rule starts 14 days before check-in).
    await page.getByRole('link', { name: 'See Details' }).first().click();
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    const modal = page.getByRole('dialog', { name: 'Cancellation' });
    await modal.getByText('Free cancellation').waitFor();
    await modal.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText('Canceled', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Cancel Booking' }).count()).toBe(0);
    await page.context().close();
  });
});
