import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './support/global-setup';
import { adminToken, apiCall } from './support/api';
import { expectAccessible, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { cityId, isoDay, taxonomy } from './support/catalogue';
import { createWorkedExampleVisa } from './support/visa-catalogue';
import { dmy } from './support/dates';

/*
 * Add Passenger on the booking page (account spec §2 'Passengers (with Add Passenger when
 * allowed)', §3 Passenger, §5): an admin adds a child card (age type, age, names, birth date),
 * drops a second card before saving, saves with the page's Save and finds the child after reload.
 */
let browser: Browser;
let booking: { id: number };
const STAY = { startDate: isoDay(40), endDate: isoDay(42) };
const stamp = Date.now().toString(36);

/** A birth date that makes a child `age` years old on the stay's first night. */
function childBirthDate(age: number) {
  const d = new Date(`${STAY.startDate}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCDate(d.getUTCDate() - 30);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  const status = async (type: string, slug: string) => (await taxonomy(type)).find((s) => s.slug === slug)!.id;
  // The booking's one item: a visa from the catalogue (no free-text lines, issue 14), this journey's own (Armenia → Czechia).
  const visa = await createWorkedExampleVisa(token, `Tourist visa ${stamp}`, 'CZ');
  const form = new FormData();
  form.append(
    'booking',
    JSON.stringify({
      currency: 'EUR',
      to: await cityId('Prague'),
      ...STAY,
      bookingStatusId: await status('bookingStatus', 'pending'),
      paymentStatusId: await status('paymentStatus', 'not-paid'),
      newVisas: [{ visaId: visa.id, visaTypeId: visa.typeId, ...STAY, price: '60' }],
      passengers: { passenger1: { title: 'Mrs', firstName: 'Greta', lastName: `Lind${stamp}`, birthDate: '1984-04-04', ageType: 'adult' } },
    }),
  );
  booking = await apiCall<{ id: number }>('POST', 'bookings', form, token);
});
afterAll(() => browser?.close());

const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

/** Opens a Mantine select of the card by its label and picks the option. */
async function pick(card: Locator, page: Page, field: string, option: string) {
  await card.getByLabel(label(field)).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('Add Passenger on the booking page', () => {
  it('an admin adds a child, removes a second card before saving, saves and sees the child after reload', async () => {
    const page = await newPage(browser);
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto(`/bookings/${booking.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Booking', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add Passenger' }).click();
    const card = page.getByRole('region', { name: 'New passenger 1' });
    await pick(card, page, 'Age type', 'Child');
    await pick(card, page, 'Age', '9');
    await pick(card, page, 'Title', 'Mstr');
    await card.getByLabel(label('First Name')).fill('Tomas');
    await card.getByLabel(label('Last Name')).fill(`Lind${stamp}`);
    await card.getByLabel(label('Birth Date')).fill(dmy(childBirthDate(9)));

    // A second card is only dropped: nothing of it is sent.
    await page.getByRole('button', { name: 'Add Passenger' }).click();
    await page.getByRole('region', { name: 'New passenger 2' }).waitFor();
    await page.getByRole('button', { name: 'Remove new passenger 2' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByRole('region', { name: 'New passenger 2' }).waitFor({ state: 'detached' });
    await expectAccessible(page);
    await screenshot(page, 'booking-add-passenger');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Successfully saved !');
    // The saved child is now a passenger card of its own, and the new cards are gone.
    await page.getByRole('region', { name: 'Passenger 2' }).waitFor();
    expect(await page.getByRole('region', { name: /^New passenger/ }).count()).toBe(0);

    await page.reload();
    const saved = page.getByRole('region', { name: 'Passenger 2' });
    await saved.waitFor();
    expect(await saved.getByLabel(label('First Name')).inputValue()).toBe('Tomas');
    expect(await saved.getByText(/Child, 9 years/).count()).toBe(1);

    const token = await adminToken();
    const view = await apiCall<{
      passengers: Record<string, { firstName: string; ageType: string; age: number | null }>;
      bookingItems: Record<string, { passengerIds: string[] }>;
    }>('GET', `bookings/${booking.id}`, undefined, token);
    expect(view.passengers.passenger2).toMatchObject({ firstName: 'Tomas', ageType: 'child', age: 9 });
    // The new passenger joins no item (docs/decisions.md).
    expect(Object.values(view.bookingItems).map((i) => i.passengerIds)).toEqual([['passenger1']]);
  });
});
