import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { expectAccessible, expectPath, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { createPricedHotel, isoDay } from './support/catalogue';
import { ADMIN } from './support/global-setup';
import { createWorkedExampleTransfer } from './support/transfer-catalogue';
import { createWorkedExampleVisa } from './support/visa-catalogue';
import { dmy } from './support/dates';

let browser: Browser;
let agent: Awaited<ReturnType<typeof createAgent>> & { companyName: string };
const stamp = Date.now().toString(36);
const hotelName = `Colosseo Suites ${stamp}`;
/** This journey's own transfer and visa (FCO → Rome, Armenia → Italy): no other journey's search meets them. */
let transfer: Awaited<ReturnType<typeof createWorkedExampleTransfer>>;
let visa: Awaited<ReturnType<typeof createWorkedExampleVisa>>;

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  const companyName = `Roma Viaggi ${Date.now().toString(36)}`;
  agent = { ...(await createAgent(token, { companyName })), companyName };
  await createPricedHotel(token, { name: hotelName, city: 'Rome', stars: 4, double: 90, triple: 120, extraChild: 15 });
  transfer = await createWorkedExampleTransfer(token, { suffix: stamp, route: { name: 'FCO airport - Rome hotels', airport: 'FCO', city: 'Rome' } });
  visa = await createWorkedExampleVisa(token, `Rome tourist visa ${stamp}`, 'IT');
});
afterAll(() => browser?.close());

const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

/** Opens a Mantine select by its label and picks the option (searchable ones get the text typed). */
async function choose(scope: Page | Locator, page: Page, field: string, option: string, nth = 0) {
  const input = scope.getByLabel(label(field)).nth(nth);
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('Add Booking (account spec §2, §4, §5)', () => {
  it('an admin adds a manual booking, lands on Edit Booking with the right total, and finds it in My Bookings by agency and destination', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/bookings');
    await page.getByRole('link', { name: 'Add New Booking' }).click();
    await expectPath(page, '/bookings/add');
    await page.getByRole('heading', { name: 'Add Booking', level: 1 }).waitFor();

    const head = page.getByRole('region', { name: 'Booking' });
    await choose(head, page, 'Agency', agent.companyName);
    await choose(head, page, 'Destination', '— Rome');
    await head.getByLabel(label('Start Date')).fill(dmy(isoDay(30)));
    await head.getByLabel(label('End Date')).fill(dmy(isoDay(33)));
    await choose(head, page, 'Booking Status', 'Confirmed');
    await choose(head, page, 'Payment Status', 'Not paid');

    const rooms = page.getByRole('region', { name: 'Accomodation Details' });
    await rooms.getByRole('button', { name: 'Add Room' }).click();
    await choose(rooms, page, 'Hotel', hotelName);
    await choose(rooms, page, 'Room type', 'Double Room');
    await choose(rooms, page, 'Meal', 'Bed & breakfast');
    await rooms.getByLabel(label('Price')).fill('120.45');
    await rooms.getByLabel(label('Count')).fill('2');
    await expect.poll(() => rooms.getByTestId('bookingItems.0.total').textContent()).toBe('240.90');

    // A transfer from the catalogue (no free text, issue 14): the Sedan, one way, for every passenger.
    const transfers = page.getByRole('region', { name: 'Transfer Details' });
    await transfers.getByRole('button', { name: 'Add Transfer' }).click();
    await transfers.getByLabel(label('Transfer')).fill(transfer.name);
    await page.getByRole('option', { name: transfer.name, exact: true }).click();
    await choose(transfers, page, 'Car category', 'Sedan (private)');
    await choose(transfers, page, 'Trip', 'One way');

    const pricing = page.getByRole('region', { name: 'Pricing' });
    await pricing.getByLabel('Miscellaneous Price (EUR)').fill('15.05');
    // 2 x 120.45 + 15.05: the transfer and the visa are priced by the server on save (0 until then).
    await expect.poll(() => pricing.getByLabel('Total (EUR)').inputValue()).toBe('255.95');
    await expect.poll(() => pricing.getByLabel('Hotel Price (EUR)').inputValue()).toBe('240.90');
    expect(await pricing.getByLabel('Transfer Price (EUR)').inputValue()).toBe('0.00');
    // Editing the total sets the miscellaneous price (account spec §5), and back.
    await pricing.getByLabel('Total (EUR)').fill('420');
    await expect.poll(() => pricing.getByLabel('Miscellaneous Price (EUR)').inputValue()).toBe('179.10');
    await pricing.getByLabel('Miscellaneous Price (EUR)').fill('15.05');

    const passengers = page.getByRole('region', { name: 'Passengers' });
    const fillPassenger = async (n: number, first: string, last: string, birthDate: string) => {
      await choose(passengers, page, 'Title', 'Mr', n);
      await passengers.getByLabel(label('First Name')).nth(n).fill(first);
      await passengers.getByLabel(label('Last Name')).nth(n).fill(last);
      await passengers.getByLabel(label('Birth Date')).nth(n).fill(dmy(birthDate));
    };
    await fillPassenger(0, 'Marco', 'Rossi', '1980-04-12');
    await passengers.getByRole('button', { name: 'Add Passenger' }).click();
    await fillPassenger(1, 'Giulia', 'Rossi', '1983-09-30');
    // A child: age type and age, its birth date making it 9 on the first night.
    await passengers.getByRole('button', { name: 'Add Passenger' }).click();
    await choose(passengers, page, 'Age type', 'Child', 2);
    await choose(passengers, page, 'Age', '9');
    const nineOnArrival = new Date(`${isoDay(30)}T00:00:00Z`);
    nineOnArrival.setUTCFullYear(nineOnArrival.getUTCFullYear() - 9);
    nineOnArrival.setUTCDate(nineOnArrival.getUTCDate() - 30);
    await fillPassenger(2, 'Luca', 'Rossi', nineOnArrival.toISOString().slice(0, 10));

    // A visa from the catalogue for the two adults (the child's visa has another price: its own line).
    const visas = page.getByRole('region', { name: 'Visa Details' });
    await visas.getByRole('button', { name: 'Add Visa' }).click();
    await visas.getByLabel(label('Visa')).fill(visa.name);
    await page.getByRole('option', { name: visa.name, exact: true }).click();
    await choose(visas, page, 'Visa type', 'Tourist 30 days');
    await visas.getByLabel(label('Passengers')).click();
    await page.getByRole('option', { name: 'Marco Rossi', exact: true }).click();
    await page.getByRole('option', { name: 'Giulia Rossi', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Comment' }).fill('Booked by phone');
    await expectAccessible(page);
    await screenshot(page, 'booking-add-1440');

    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully created !');
    await page.waitForURL(/\/bookings\/\d+\/edit$/);
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    const saved = await apiCall<{
      price: string;
      extraPrice: string;
      total: string;
      passengers: Record<string, { ageType: string; age: number | null }>;
      bookingItems: Record<string, { productType: string; title: string | null; price: string; count: number; total: string; passengerIds: string[] }>;
    }>('GET', `bookings/${id}`, undefined, await adminToken());
    expect(Object.values(saved.passengers).map((p) => [p.ageType, p.age])).toEqual([
      ['adult', null],
      ['adult', null],
      ['child', 9],
    ]);
    // The stored items: the rooms at the admin's price, the Sedan one way (45.00) and the adults' visas (80.00 x 2), priced from the catalogue.
    const items = Object.values(saved.bookingItems).map((i) => [i.productType, i.price, i.count, i.total]);
    expect(items).toEqual([
      ['hotel', '120.45', 2, '240.90'],
      ['transfer', '45.00', 1, '45.00'],
      ['visa', '80.00', 2, '160.00'],
    ]);
    const [, transferItem, visaItem] = Object.values(saved.bookingItems);
    expect(transferItem!.title).toContain(transfer.name);
    expect(visaItem!.title).toContain(visa.name);
    expect(visaItem!.passengerIds).toEqual(['passenger1', 'passenger2']);
    // 240.90 + 45.00 + 160.00 = 445.90; + 15.05
    expect(saved).toMatchObject({ price: '445.90', extraPrice: '15.05', total: '460.95' });
    await page.getByRole('heading', { name: 'Edit Booking', level: 1 }).waitFor();
    await expect.poll(async () => (await page.textContent('main')) ?? '').toContain('460.95');

    // My Bookings: the admin narrows by agency and destination and finds it.
    await page.goto('/bookings');
    const filters = page.getByRole('search');
    await choose(filters, page, 'Agency', agent.companyName);
    await choose(filters, page, 'Destination', '— Rome');
    await filters.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('agentId') !== null && url.searchParams.get('destinationLocationId') !== null);
    expect(new URL(page.url()).searchParams.get('page')).toBe('1');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    await expect.poll(() => row.textContent()).toContain(agent.companyName);
    expect(await row.textContent()).toContain('Marco Rossi');
    expect(await row.textContent()).toContain('460.95');
    expect(await row.getByRole('link', { name: /^Edit / }).getAttribute('href')).toBe(`/bookings/${id}/edit`);
    await expectAccessible(page);
    await screenshot(page, 'booking-list-filtered-1440');
    await page.context().close();
  });

  it('lays out the add page and the list at 375 px', async () => {
    const page = await newPage(browser, { width: 375, height: 800 });
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/bookings/add');
    await page.getByRole('heading', { name: 'Add Booking', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Transfer' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'booking-add-375');
    await page.goto('/bookings');
    await page.getByRole('heading', { name: 'My Bookings', level: 1 }).waitFor();
    await screenshot(page, 'booking-list-375');
    await page.context().close();
  });

  it('an agent cannot open /bookings/add and sees no Add New Booking', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.evaluate(
      (token) => localStorage.setItem('traveldesk.session', JSON.stringify({ token, role: 'ROLE_AGENT', userId: 0, firstName: 'Agent' })),
      await login(agent.email, agent.password),
    );
    await page.goto('/bookings/add');
    // Not allowed: the page says so (route guards, issue 30).
    await expectPath(page, '/not-allowed');
    await page.getByRole('heading', { name: 'You are not allowed to open this page' }).waitFor();
    await page.goto('/bookings');
    await page.getByRole('heading', { name: 'My Bookings', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Add New Booking' }).count()).toBe(0);
    await page.context().close();
  });
});
