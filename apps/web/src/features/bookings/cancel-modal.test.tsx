// @vitest-environment happy-dom
import type { CancellationInfo } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { renderScreen } from '../../test/render';
import { CancelBookingModal } from './cancel-modal';
import { bookingsEn } from './en';

/*
 * The Cancellation modal (account spec §4; issue 30): GET bookings/{id}/cancellation-info answers
 * each live item's cost and the total; the modal lists them ('Free' for an item that costs nothing),
 * then the total, or 'Free cancellation' when nothing costs.
 */

i18n.addResourceBundle('en', 'translation', { bookings: bookingsEn }, true, true);

const PACKAGE: CancellationInfo = {
  cost: '160.00',
  currency: 'EUR',
  items: [
    { id: 11, productType: 'hotel', title: 'Hotel Lumière: Double, Bed & breakfast', cost: '0.00', currency: 'EUR' },
    { id: 12, productType: 'flight', title: 'Lisbon - Paris (TA401)', cost: '0.00', currency: 'EUR' },
    { id: 13, productType: 'transfer', title: 'CDG airport - Paris hotels, Van', cost: '0.00', currency: 'EUR' },
    { id: 14, productType: 'visa', title: 'Schengen tourist, Tourist 30 days', cost: '160.00', currency: 'EUR' },
  ],
};

async function open(info: CancellationInfo) {
  await renderScreen(<CancelBookingModal id={5} opened onClose={() => {}} />, {
    answer: (call) => (call.path.endsWith('/bookings/5/cancellation-info') ? [200, info] : [404, { error: 'not here' }]),
  });
}
const rows = () => [...document.querySelectorAll('[data-testid="cancellation-item"]')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
const total = () => document.querySelector('[data-testid="cancellation-total"]')?.textContent;

describe('CancelBookingModal', () => {
  it('shows the cost of each item and the total of a package with non-refundable visas', async () => {
    await open(PACKAGE);
    expect(rows()).toEqual([
      ['AccomodationHotel Lumière: Double, Bed & breakfast', 'Free'],
      ['FlightLisbon - Paris (TA401)', 'Free'],
      ['TransferCDG airport - Paris hotels, Van', 'Free'],
      ['VisaSchengen tourist, Tourist 30 days', '160.00 EUR'],
    ]);
    expect(document.querySelector('tfoot')?.textContent).toBe('Total160.00 EUR');
    expect(total()).toBe('Cancellation cost: 160.00 EUR');
  });

  it("says 'Free cancellation' when nothing costs", async () => {
    await open({ ...PACKAGE, cost: '0.00', items: PACKAGE.items.slice(0, 3) });
    expect(rows().map((r) => r[1])).toEqual(['Free', 'Free', 'Free']);
    expect(total()).toBe('Free cancellation');
  });
});
