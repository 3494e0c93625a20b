import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { expectAccessible, expectPath, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { pickCalendarDays } from './support/dates';
import { createPricedHotel, isoDay } from './support/catalogue';
import { fillAskedFields } from './support/wizard';

/*
 * The wizard lives in the URL (issue 11 item 4, storefront spec §4): Back returns to the previous
 * step, a reload resumes with the same hotel, room and typed passengers, and the booking carries
 * them. Porto is this journey's own city, so other journeys' hotels do not show up.
 */
let browser: Browser;
const suffix = Date.now().toString(36);
const hotelName = `Casa do Rio ${suffix}`;
let agent: { email: string; password: string };

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  await createPricedHotel(token, { name: hotelName, city: 'Porto', stars: 4, double: 90, triple: 120, extraChild: 15, halfBoard: { adult: 12, child: 6 } });
  agent = await createAgent(token);
});
afterAll(() => browser?.close());

/** One room of 2 adults in Porto, 5 nights a month ahead, as an agent fills the form. */
async function searchPorto(page: Page) {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Destination' }).click();
  await page.getByRole('combobox', { name: 'Destination' }).fill('Porto');
  await page.getByRole('option', { name: '— Porto' }).click();
  await page.getByRole('button', { name: /Check-in/ }).click();
  await pickCalendarDays(page, [isoDay(32), isoDay(37)]);
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Portu');
  await page.getByRole('option', { name: 'Portugal' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectPath(page, '/search');
}

const wizardOf = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  return { step: params.get('step'), hotelId: params.get('hotelId'), options: params.get('options') };
};
const draftKeys = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('traveldesk.passengers:')));

describe('the booking wizard lives in the URL', () => {
  it('walks the wizard, goes Back twice, forward again, reloads and books what it chose', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await searchPorto(page);
    await page.getByRole('button', { name: `Select ${hotelName}` }).click();
    await page.getByRole('heading', { name: /Room 1: 2 adult/ }).waitFor();
    expect(wizardOf(page)).toMatchObject({ step: 'chooseRoom-1', options: null });
    await page.getByRole('button', { name: 'Select Double Room Half board' }).click();
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    const chosen = wizardOf(page);
    expect(chosen.step).toBe('passengerDetails');
    expect(chosen.options).toMatch(/^\d+-\d+~[\w-]+\.[\w-]+$/);
    const summary = page.getByRole('complementary', { name: 'Your booking' });
    await expect.poll(() => summary.innerText()).toContain('Half board');
    const firstCard = page.locator('.mantine-Card-root').first();
    await firstCard.getByLabel(/^First Name/).fill('Inês');
    await firstCard.getByLabel(/^Last Name/).fill('Saraiva');
    await expect.poll(() => draftKeys(page)).toHaveLength(1);

    // Back: the room step of the chosen hotel, then the hotel list.
    await page.goBack();
    await page.getByRole('heading', { name: /Room 1: 2 adult/ }).waitFor();
    expect(wizardOf(page)).toMatchObject({ step: 'chooseRoom-1', hotelId: chosen.hotelId, options: null });
    await page.goBack();
    await page.getByRole('button', { name: `Select ${hotelName}` }).waitFor();
    expect(wizardOf(page)).toEqual({ step: null, hotelId: null, options: null });

    // Forward again, then a reload on the passenger step: same hotel, room and typed name.
    await page.goForward();
    await page.getByRole('heading', { name: /Room 1: 2 adult/ }).waitFor();
    await page.goForward();
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    expect(wizardOf(page)).toEqual(chosen);
    await expect.poll(() => summary.innerText()).toContain(hotelName);
    expect(await summary.innerText()).toContain('Double Room, Half board');
    await expect
      .poll(() =>
        page
          .locator('.mantine-Card-root')
          .first()
          .getByLabel(/^First Name/)
          .inputValue(),
      )
      .toBe('Inês');
    expect(
      await page
        .locator('.mantine-Card-root')
        .first()
        .getByLabel(/^Last Name/)
        .inputValue(),
    ).toBe('Saraiva');
    await expectAccessible(page);
    await screenshot(page, 'wizard-url-reloaded');

    // The rest of the passengers, then the booking.
    const cards = page.locator('.mantine-Card-root');
    for (const [i, [first, last]] of [
      ['Inês', 'Saraiva'],
      ['Rui', 'Saraiva'],
    ].entries()) {
      const card = cards.nth(i);
      await card.getByRole('combobox', { name: 'Title' }).click();
      await page.getByRole('option', { name: i ? 'Mr' : 'Ms', exact: true }).click();
      await card.getByLabel(/^First Name/).fill(first!);
      await card.getByLabel(/^Last Name/).fill(last!);
      await card.getByLabel(/^Birth Date/).fill('21.09.1984');
      // The lead traveller's contact (issue 29), whatever else the server asks.
      await fillAskedFields(page, card);
    }
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await expectToast(page, 'Successfully created !');
    await page.waitForURL(/\/bookings\/\d+\/edit$/);
    const bookingId = Number(new URL(page.url()).pathname.split('/')[2]);
    expect(await draftKeys(page)).toEqual([]);

    const token = await login(agent.email, agent.password);
    type Stored = {
      passengers: Record<string, { firstName: string; lastName: string }>;
      bookingItems: Record<
        string,
        { hotel: { id: number | null; name: string }; roomType: { title: string }; mealType: { title: string }; passengerIds: string[] }
      >;
    };
    const booking = await apiCall<Stored>('GET', `bookings/${bookingId}`, undefined, token);
    const items = Object.values(booking.bookingItems);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      hotel: { id: Number(chosen.hotelId), name: hotelName },
      roomType: { title: 'Double Room' },
      mealType: { title: 'Half board' },
    });
    const guests = items[0]!.passengerIds.map((key) => booking.passengers[key]!);
    expect(guests.map((p) => `${p.firstName} ${p.lastName}`)).toEqual(['Inês Saraiva', 'Rui Saraiva']);
    await page.context().close();
  });

  it('a reload with an offer the server refuses shows its sentence and asks for the room again', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, agent.email, agent.password);
    await searchPorto(page);
    await page.getByRole('button', { name: `Select ${hotelName}` }).click();
    await page.getByRole('button', { name: 'Select Double Room Bed & breakfast' }).click();
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    // An expired hash takes an hour; an altered signature takes the same way back (422 from the server).
    const url = new URL(page.url());
    // The signed payload's first character changed: the signature no longer matches it.
    url.searchParams.set(
      'options',
      url.searchParams.get('options')!.replace(/~(.)/, (_, c: string) => `~${c === 'W' ? 'X' : 'W'}`),
    );
    await page.goto(url.toString());
    await page.getByText('This offer is not valid. Please search again.').first().waitFor();
    await page.getByRole('heading', { name: /Room 1: 2 adult/ }).waitFor();
    expect(wizardOf(page)).toMatchObject({ step: 'chooseRoom-1', options: null });
    await page.getByRole('button', { name: 'Select Double Room Bed & breakfast' }).click();
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).waitFor();
    await page.context().close();
  });
});
