// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { renderScreen } from '../../test/render';
import { AgencyAccountPage } from './agency-account-page';
import { accountsEn } from './en';

/*
 * An agency's page (issue 34): given the API panels by its route, it shows two tabs, the account
 * and "API & webhooks"; the open one is the route's (`?tab=`), and choosing one tells the route.
 */

i18n.addResourceBundle('en', 'translation', { accounts: accountsEn }, true, true);

/** The page at /agencies/7; the API answers every call 404. */
async function render(page: ReactNode) {
  await renderScreen(page, { address: '/agencies/7', answer: () => [404, { error: 'Not found' }] });
}
const tabs = () => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);

describe('AgencyAccountPage', () => {
  it('opens the API & webhooks tab of the address and tells the route when another is chosen', async () => {
    const onTab = vi.fn();
    await render(<AgencyAccountPage id={7} tab="api" onTab={onTab} apiPanel={<p>the agency's keys</p>} />);
    expect(tabs()).toEqual(['Account', 'API & webhooks']);
    expect(document.body.textContent).toContain("the agency's keys");
    const account = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent === 'Account')!;
    await act(async () => account.click());
    expect(onTab).toHaveBeenCalledWith('account');
  });

  it('has no tabs without the panels', async () => {
    await render(<AgencyAccountPage id={7} />);
    expect(tabs()).toEqual([]);
  });
});
