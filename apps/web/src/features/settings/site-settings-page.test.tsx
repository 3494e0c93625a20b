// @vitest-environment happy-dom
import type { SiteSettings } from '@travel/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { button, renderScreen, tick } from '../../test/render';
import { settingsEn } from './en';
import { SiteSettingsPage } from './site-settings-page';

/*
 * The site settings' Partner API section (issue 34): the default calls per minute of a partner
 * key, read from GET settings/site and saved in the `data` of the site settings' save.
 */

i18n.addResourceBundle('en', 'translation', { settings: settingsEn }, true, true);

const SETTINGS: SiteSettings & { unavailableModules: Record<string, string> } = {
  site_title: 'TravelDesk',
  site_logo: null,
  sociallinks: [],
  modules: { packageSearch: true, flightSearch: true, transferSearch: true, visaSearch: true, visaSearchCount: false, searchBar: true },
  searchMaxRooms: 4,
  footerSubscribeEnabled: true,
  show_booking_equivalent_accounting_currency: false,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  flightOptionsShown: 5,
  defaultCancellationDateFormat: 'DD.MM.YYYY',
  transferManualAddBooking: true,
  visaManualAddBooking: true,
  cancellationPolicyManualAdd: true,
  billing: {
    companyName: 'TravelDesk Ltd',
    companyAddress: '',
    companyTaxNumber: '',
    bankAccount: '',
    invoiceTaxRate: '20.00',
    accountingAccountCode: '706',
    deadlineReminderDays: 2,
    deadlineCancelTime: '18:00',
  },
  apiQuota: { searchesPerMinute: 60, bookingsPerMinute: 10 },
  unavailableModules: {},
};

/** The site settings page; answers GET settings/site with `settings` and records the `data` of each save. */
async function render(settings: Partial<SiteSettings>) {
  const saved: Record<string, unknown>[] = [];
  await renderScreen(<SiteSettingsPage />, {
    address: '/settings/site',
    answer: (call) => {
      if (call.path !== '/settings/site') return [404, { error: 'Not found' }];
      // The save sends a form: its `data` is the settings' JSON.
      if (call.body instanceof FormData) {
        const data = JSON.parse(String(call.body.get('data')));
        saved.push(data);
        return [200, { ...SETTINGS, ...data }];
      }
      return [200, { ...SETTINGS, ...settings }];
    },
    settle: 10,
  });
  return saved;
}

function field(label: string) {
  const element = [...document.querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === label);
  const input = element && document.getElementById(element.htmlFor);
  if (!input) throw new Error(`no field ${label}`);
  return input as HTMLInputElement;
}
async function type(label: string, value: string) {
  const input = field(label);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function save() {
  await act(async () => button('Save').click());
  await tick(10);
}

describe('SiteSettingsPage: Partner API', () => {
  it("shows the stored defaults and saves the changed ones in the settings' data", async () => {
    const saved = await render({ apiQuota: { searchesPerMinute: 120, bookingsPerMinute: 12 } });
    expect(document.body.textContent).toContain('Partner API');
    expect(field('Searches per minute per key').value).toBe('120');
    expect(field('Bookings per minute per key').value).toBe('12');
    await type('Searches per minute per key', '300');
    await save();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.apiQuota).toEqual({ searchesPerMinute: 300, bookingsPerMinute: 12 });
  });
});
