import type { Locator, Page } from 'playwright-core';
import { expectToast } from './browser';
import { isoDay } from './catalogue';
import { dmy } from './dates';
import { png } from './png';

/** A passenger as the wizard's passenger step asks it; `birth` is YYYY-MM-DD, typed as DD.MM.YYYY. */
export type Traveller = {
  title: 'Mr' | 'Ms';
  first: string;
  last: string;
  birth: string /** Nationality and address country; Armenia unless said. */;
  country?: string;
};

const exact = (label: string) => new RegExp(`^${label}( \\*)?$`);

/**
 * The fields the server asks beyond the names and birth date, by the trip's products (issue 29):
 * the lead traveller's contact, a flight's passport, a visa's address and scans. Each is filled
 * when its card has it.
 */
const ASKED: { label: string; kind: 'text' | 'date' | 'country' | 'image'; value: string }[] = [
  { label: 'Email', kind: 'text', value: 'traveller@example.com' },
  { label: 'Phone Number', kind: 'text', value: '+351 210 000 000' },
  { label: 'Passport Number', kind: 'text', value: 'P1234567' },
  { label: 'Nationality', kind: 'country', value: '' },
  { label: 'Passport Expiry Date', kind: 'date', value: isoDay(5 * 365) },
  { label: 'Address', kind: 'text', value: 'Rua Augusta 1' },
  { label: 'City', kind: 'text', value: 'Lisbon' },
  { label: 'Postal Code', kind: 'text', value: '1100-048' },
  { label: 'Country', kind: 'country', value: '' },
  { label: 'Passport', kind: 'image', value: 'passport.png' },
  { label: 'Photo', kind: 'image', value: 'photo.png' },
];

/** Fills whichever of the further fields this card asks, as a person does. */
export async function fillAskedFields(page: Page, card: Locator, country = 'Armenia') {
  const present = await Promise.all(ASKED.map((f) => card.getByLabel(exact(f.label)).count()));
  for (const [i, f] of ASKED.entries()) {
    if (!present[i]) continue;
    const input = card.getByLabel(exact(f.label));
    if (f.kind === 'text') await input.fill(f.value);
    else if (f.kind === 'date') await input.fill(dmy(f.value));
    else if (f.kind === 'country') {
      await input.fill(country);
      await page.getByRole('option', { name: country, exact: true }).click();
    } else {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), input.click()]);
      await chooser.setFiles({ name: f.value, mimeType: 'image/png', buffer: png(40, 30, [60, 90, 150]) });
      await card.getByRole('img', { name: `${f.label}: ${f.value}` }).waitFor();
    }
  }
}

/** Fills the passenger step's cards in their order, as a person does: the title picked, the rest typed. */
export async function fillPassengers(page: Page, people: Traveller[]) {
  const cards = page.locator('.mantine-Card-root').filter({ has: page.getByLabel(/^First Name/) });
  for (const [i, person] of people.entries()) {
    const card = cards.nth(i);
    await card.getByRole('combobox', { name: 'Title' }).click();
    await page.getByRole('option', { name: person.title, exact: true }).click();
    await card.getByLabel(/^First Name/).fill(person.first);
    await card.getByLabel(/^Last Name/).fill(person.last);
    await card.getByLabel(/^Birth Date/).fill(dmy(person.birth));
    await fillAskedFields(page, card, person.country);
  }
}

/** CONFIRM BOOKING, 'Successfully created !' and the booking page: answers the new booking's id. */
export async function confirmBooking(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
  await expectToast(page, 'Successfully created !');
  await page.waitForURL(/\/bookings\/\d+\/edit$/);
  return Number(/\/bookings\/(\d+)\/edit$/.exec(page.url())![1]);
}

/**
 * The Select button of the flight with this number on the flight results or Choose Flight step.
 * Journeys share routes, so past the first five (storefront spec §9) the flight is behind 'Show More'.
 */
export async function flightCard(page: Page, flightNumber: string): Promise<Locator> {
  await page
    .getByText(/flights? found/i)
    .first()
    .waitFor();
  const more = page.getByRole('button', { name: 'Show More' });
  if (await more.count()) await more.first().click();
  const card = page.locator('.mantine-Card-root, .mantine-Paper-root').filter({ hasText: flightNumber }).first();
  await card.waitFor();
  return card;
}

/** Selects the flight with this number (see flightCard). */
export async function selectFlight(page: Page, flightNumber: string) {
  await (await flightCard(page, flightNumber)).getByRole('button', { name: /^Select / }).click();
}
