import type { BookingView } from '@travel/contracts';
import { act } from 'react';
import { taxonomyQuery } from '../../lib/reference';
import { renderScreen, text } from '../../test/render';
import { initialState } from './booking-form-model';
import { BookingItemsSection } from './booking-items-section';
import { STATUSES } from './item-fixture';

/**
 * The booking page's items section as the page draws it, mounted in the document with the app's
 * providers (test/render.tsx), for the item cards' tests. The status and meal lists are the page's
 * reference data, here already loaded: nothing is fetched.
 */
export async function renderItemsSection(b: BookingView, admin: boolean, state = initialState(b)) {
  const { container } = await renderScreen(<BookingItemsSection booking={b} state={state} update={() => undefined} admin={admin} />, {
    queryData: [
      [taxonomyQuery('bookingStatus').queryKey, { entities: [STATUSES.confirmed, STATUSES.canceled].map((s) => ({ ...s, code: null })) }],
      [taxonomyQuery('meal').queryKey, { entities: [] }],
    ],
  });
  return container;
}

/** Opens a tab of a card as a click does. */
export function openTab(card: Element, name: string) {
  const tab = [...card.querySelectorAll('[role="tab"]')].find((el) => text(el) === name) as HTMLElement;
  act(() => tab.click());
}
