import type { Page } from 'playwright-core';
import { expectToast } from './browser';
import { dmy } from './dates';

/** A passenger as the wizard's passenger step asks it; `birth` is YYYY-MM-DD, typed as DD.MM.YYYY. */
export type Traveller = { title: 'Mr' | 'Ms'; first: string; last: string; birth: string };

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
  }
}

/** CONFIRM BOOKING, 'Successfully created !' and the booking page: answers the new booking's id. */
export async function confirmBooking(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
  await expectToast(page, 'Successfully created !');
  await page.waitForURL(/\/bookings\/\d+\/edit$/);
  return Number(/\/bookings\/(\d+)\/edit$/.exec(page.url())![1]);
}
