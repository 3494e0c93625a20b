// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { formatDayAs, type CancellationRecap as Recap } from '@travel/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { searchEn } from '../en';
import { resultsEn } from '../results-en';
import { CancellationRecap } from './cancellation-recap';

/*
 * The passenger step's cancellation recap (issue 30) draws every item the server priced: a package
 * of a refundable room, flight and transfer with non-refundable visas, each with its rows and what
 * cancelling it costs today, and the whole booking's cost today.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.addResourceBundle('en', 'translation', { results: resultsEn, search: searchEn }, true, true);

const row = (dateFrom: string, dateTo: string, cost: string) => ({ dateFrom, dateTo, cost, currency: 'EUR' });
const PACKAGE: Recap = {
  items: [
    {
      productType: 'hotel',
      title: 'Hotel Lumière: Double, Bed & breakfast',
      total: '643.50',
      currency: 'EUR',
      rows: [row('2027-01-10', '2027-05-28', '0.00'), row('2027-05-29', '2027-07-03', '321.75')],
      costToday: '0.00',
      nonRefundable: false,
    },
    {
      productType: 'flight',
      title: 'Lisbon - Paris (TA401)',
      total: '495.00',
      currency: 'EUR',
      rows: [row('2027-01-10', '2027-06-13', '0.00'), row('2027-06-14', '2027-07-03', '247.50')],
      costToday: '0.00',
      nonRefundable: false,
    },
    {
      productType: 'transfer',
      title: 'CDG airport - Paris hotels, Van',
      total: '110.00',
      currency: 'EUR',
      rows: [row('2027-01-10', '2027-06-25', '0.00'), row('2027-06-26', '2027-07-03', '110.00')],
      costToday: '0.00',
      nonRefundable: false,
    },
    {
      productType: 'visa',
      title: 'Schengen tourist, Tourist 30 days',
      total: '160.00',
      currency: 'EUR',
      rows: [row('2027-01-10', '2027-07-03', '160.00')],
      costToday: '160.00',
      nonRefundable: true,
    },
  ],
  costToday: '160.00',
  currency: 'EUR',
};

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function render(recap: Recap, formatDay?: (iso: string) => string) {
  act(() => {
    root.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <CancellationRecap recap={recap} formatDay={formatDay} />
        </MantineProvider>
      </I18nextProvider>,
    );
  });
}
const items = () => [...host.querySelectorAll('[data-testid="cancellation-recap-item"]')].map((el) => el.textContent);

describe('CancellationRecap', () => {
  it('lists every item of a package with its rows and its cost today; the visas are non-refundable', () => {
    render(PACKAGE);
    expect(items()).toEqual([
      'RoomHotel Lumière: Double, Bed & breakfastFree cancellation until 28.05.2027From 29.05.2027: €321.75Cancelling today: free',
      'FlightLisbon - Paris (TA401)Free cancellation until 13.06.2027From 14.06.2027: €247.50Cancelling today: free',
      'TransferCDG airport - Paris hotels, VanFree cancellation until 25.06.2027From 26.06.2027: €110.00Cancelling today: free',
      'VisaSchengen tourist, Tourist 30 daysNon-refundable: €160.00 from the booking onCancelling today: €160.00',
    ]);
    expect(host.querySelector('[data-testid="cancellation-recap-total"]')?.textContent).toBe('Cancelling everything today costs €160.00');
  });

  it("writes the rows' days in the defaultCancellationDateFormat setting's format", () => {
    render(PACKAGE, (iso) => formatDayAs(iso, 'D MMM YYYY'));
    expect(items()[0]).toBe('RoomHotel Lumière: Double, Bed & breakfastFree cancellation until 28 May 2027From 29 May 2027: €321.75Cancelling today: free');
  });

  it('numbers two rooms and says when everything cancels free; draws nothing without items', () => {
    const room = PACKAGE.items[0]!;
    render({ items: [room, { ...room, title: 'Hotel Lumière: Twin, Bed & breakfast' }], costToday: '0.00', currency: 'EUR' });
    expect(items().map((text) => text?.slice(0, 6))).toEqual(['Room 1', 'Room 2']);
    expect(host.querySelector('[data-testid="cancellation-recap-total"]')?.textContent).toBe('Cancelling everything today is free');
    render({ items: [], costToday: '0.00', currency: null });
    expect(host.querySelector('section')).toBeNull();
  });
});
