import type { Page } from 'playwright-core';

/** A wire day YYYY-MM-DD as a person types it in the site's date inputs, DD.MM.YYYY (issue 18.4). */
export const dmy = (iso: string) => iso.split('-').reverse().join('.');

/** A wire day as the calendar names its day button: "28 December 2026". */
export const dayLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The month(s) the open calendar shows, as its headers read ("December 2026 January 2027"). */
const monthsShown = async (page: Page) => (await page.locator('[data-dates-dropdown] [class*="calendarHeaderLevel"]').allInnerTexts()).join(' ');

/**
 * Clicks the open calendar's days in turn, paging months forward until each shows. It waits for
 * the calendar first and, after each page, for the months shown to change, so a slow machine
 * neither decides before the calendar is drawn nor pages twice past the day.
 */
export async function pickCalendarDays(page: Page, days: string[]) {
  const next = page.getByRole('button', { name: 'Next month' }).first();
  await next.waitFor();
  for (const iso of days) {
    const day = page.getByRole('button', { name: dayLabel(iso), exact: true }).first();
    for (let i = 0; i < 24 && !(await day.isVisible()); i++) {
      const shown = await monthsShown(page);
      await next.click();
      for (let wait = 0; wait < 100 && (await monthsShown(page)) === shown; wait++) await page.waitForTimeout(50);
    }
    await day.click();
  }
}
