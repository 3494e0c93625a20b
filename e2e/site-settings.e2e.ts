import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent } from './support/api';
import { cityId, isoDay } from './support/catalogue';
import { expectAccessible, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { ADMIN } from './support/global-setup';

/** The smallest valid PNG (1x1), as a person would upload a picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

type ListItem = { id: number; title: string | null; order: number; isActive: boolean; image: string | null };
type MenuItem = { type: string; title: string; link: string; target: string; children: MenuItem[] };

let browser: Browser;
let page: Page;
let token: string;
let siteBefore: Record<string, unknown>;
beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  token = await adminToken();
  siteBefore = await apiCall('GET', 'settings/site', undefined, token);
  await loginInBrowser(page, ADMIN.email, ADMIN.password);
});
// Later journeys find the storefront as it was: no offers, built-in menus, the original site settings.
afterAll(async () => {
  const put = (path: string, fields: Record<string, string>) => {
    const form = new FormData();
    form.append('_method', 'PUT');
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return apiCall('POST', path, form, token).catch(() => undefined);
  };
  await put('settings/homeoffers', { fields: '[]' });
  for (const menuType of ['agent', 'guest']) await put('settings/mainMenu', { menuType, tree: '[]' });
  const { site_logo: _logo, ...site } = siteBefore;
  await put('settings/site', { data: JSON.stringify(site) });
  await browser?.close();
});

describe('home offers: the list editor feeds the landing page (back-office spec §2, §4; storefront spec §1)', () => {
  it('adds three offers with images, reorders them, deactivates one; the landing page shows the active ones in order', async () => {
    await page.goto('/settings/home-offers');
    await page.getByRole('heading', { name: 'Home offers', level: 1 }).waitFor();
    await page.getByText('There are no entities.').waitFor();
    for (const [index, title] of ['Alpine lodge', 'Beach villa', 'City loft'].entries()) {
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const n = index + 1;
      // Spec §4: a new item takes the last order plus one and is active.
      await expect.poll(() => page.getByLabel(`Order of item ${n}`, { exact: true }).inputValue()).toBe(String(n));
      expect(await page.getByLabel(`Is Active of item ${n}`, { exact: true }).isChecked()).toBe(true);
      await page.getByLabel(`Title of item ${n}`, { exact: true }).fill(title);
      await page.getByLabel(`Subtitle of item ${n}`, { exact: true }).fill(`From ${100 + n} EUR`);
      await page
        .locator('input[type="file"]')
        .nth(index)
        .setInputFiles(picture(`offer-${n}.png`));
    }
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Successfully saved !');
    let stored = (await apiCall<{ entities: ListItem[] }>('GET', 'settings/homeoffers', undefined, token)).entities;
    expect(stored.map((i) => [i.title, i.order, i.isActive])).toEqual([
      ['Alpine lodge', 1, true],
      ['Beach villa', 2, true],
      ['City loft', 3, true],
    ]);
    expect(stored.every((i) => i.image?.startsWith('/api/v1/media/settings/'))).toBe(true);

    // Alpine lodge goes last, City loft is switched off.
    await page.getByLabel('Order of item 1', { exact: true }).fill('5');
    await page.getByLabel('Is Active of item 3', { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Successfully saved !');
    stored = (await apiCall<{ entities: ListItem[] }>('GET', 'settings/homeoffers', undefined, token)).entities;
    expect(stored.map((i) => [i.title, i.order, i.isActive])).toEqual([
      ['Beach villa', 2, true],
      ['City loft', 3, false],
      ['Alpine lodge', 5, true],
    ]);
    // The editor shows the saved list in order.
    await expect.poll(() => page.getByLabel('Title of item 1', { exact: true }).inputValue()).toBe('Beach villa');
    await screenshot(page, 'site-settings-home-offers');

    const visitor = await newPage(browser);
    await visitor.goto('/');
    const offers = visitor.getByRole('region', { name: 'Holiday Experience' });
    await offers.waitFor();
    await expect.poll(() => offers.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Beach villa', 'Alpine lodge']);
    await expectAccessible(visitor);
    await screenshot(visitor, 'site-settings-landing');
    await visitor.context().close();
  });
});

describe('menus: an agent menu of two levels (back-office spec §2, §5, §6)', () => {
  it('builds the agent tree with a new-tab link and a currency switch; the agent sees it, a visitor the guest menu', async () => {
    await page.goto('/settings/menus');
    await page.getByRole('heading', { name: 'Menus', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Agent' }).click();
    await page.getByText('This menu is empty. Add items from the list.').waitFor();

    const addLink = async (title: string, link: string, newTab: boolean) => {
      const box = page.getByRole('group', { name: 'Custom link' });
      await box.getByLabel('Title').fill(title);
      await box.getByLabel('Link', { exact: true }).fill(link);
      await box.getByRole('combobox', { name: 'Open in' }).click();
      await page.getByRole('option', { name: newTab ? 'New tab' : 'Same page', exact: true }).click();
      await page.getByRole('button', { name: 'Add to menu: Custom link' }).click();
    };
    await addLink('Partners', '/', false);
    await addLink('Tourism board', 'https://example.com/board', true);
    await page.getByRole('button', { name: 'Add to menu: Currency switch' }).click();
    // Tourism board goes under Partners (the keyboard-reachable nest button).
    await page.getByRole('button', { name: 'Nest Tourism board under the item above' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Move Tourism board out one level' }).isEnabled()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Successfully saved !');
    // The editor reloads from the answer and stays on the Agent tab.
    expect(await page.getByRole('tab', { name: 'Agent' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Move Tourism board out one level' }).waitFor();
    await screenshot(page, 'site-settings-menus');

    const saved = await apiCall<{ data: Record<string, MenuItem[]> }>('GET', 'settings/mainMenu', undefined, token);
    expect(saved.data.agent!.map((i) => [i.type, i.title, i.children.map((c) => [c.title, c.link, c.target])])).toEqual([
      ['customlink', 'Partners', [['Tourism board', 'https://example.com/board', '_blank']]],
      ['currencyswitch', '', []],
    ]);
    expect(saved.data.default).toEqual([]);

    // A guest tree, stored the way the editor sends it.
    const guest = new FormData();
    guest.append('_method', 'PUT');
    guest.append('menuType', 'guest');
    guest.append(
      'tree',
      JSON.stringify([
        { type: 'customlink', title: 'Visitor deals', link: '/' },
        { type: 'customlink', title: 'Login', link: '/login' },
      ]),
    );
    await apiCall('POST', 'settings/mainMenu', guest, token);

    const agent = await createAgent(token);
    const agentPage = await newPage(browser);
    await loginInBrowser(agentPage, agent.email, agent.password);
    const nav = agentPage.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Partners' }).click();
    const board = agentPage.getByRole('menuitem', { name: 'Tourism board' });
    expect(await board.getAttribute('href')).toBe('https://example.com/board');
    expect(await board.getAttribute('target')).toBe('_blank');
    expect(await board.getAttribute('rel')).toContain('noopener');
    await agentPage.keyboard.press('Escape');
    await nav.getByRole('button', { name: /^Currency: / }).waitFor();
    expect(await nav.getByText('Visitor deals').count()).toBe(0);
    await agentPage.context().close();

    const visitor = await newPage(browser);
    await visitor.goto('/');
    const visitorNav = visitor.getByRole('navigation', { name: 'Main' });
    await visitorNav.getByRole('link', { name: 'Visitor deals' }).waitFor();
    expect(await visitorNav.getByRole('button', { name: 'Partners' }).count()).toBe(0);
    await visitor.context().close();
  });
});

describe('site settings: title and footer newsletter (back-office spec §2 Layout)', () => {
  it('changes the site title and turns the footer sign-up off; the footer follows', async () => {
    await page.goto('/settings/site');
    await page.getByRole('heading', { name: 'Site settings', level: 1 }).waitFor();
    await page.getByLabel('Site title').fill('Sunny Desk E2E');
    await page.getByRole('switch', { name: 'Newsletter sign-up in the footer' }).uncheck();
    // Issue 30: the flights a list shows before 'Show More', and the cancellation rows' date format.
    await page.getByLabel("Flights shown before 'Show More'").fill('3');
    await page.getByRole('combobox', { name: 'Cancellation date format' }).click();
    await page.getByRole('option', { name: 'D MMM YYYY (9 Mar 2027)' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Successfully saved !');
    await screenshot(page, 'site-settings-site');
    expect(await apiCall('GET', 'global-settings')).toMatchObject({ flightOptionsShown: 3, defaultCancellationDateFormat: 'D MMM YYYY' });
    await page.reload();
    await expect.poll(() => page.getByLabel("Flights shown before 'Show More'").inputValue()).toBe('3');
    await expect.poll(() => page.getByRole('combobox', { name: 'Cancellation date format' }).inputValue()).toBe('D MMM YYYY (9 Mar 2027)');

    const visitor = await newPage(browser);
    await visitor.goto('/');
    const footer = visitor.locator('footer');
    await footer.getByRole('heading', { name: 'Sunny Desk E2E' }).waitFor();
    await expect.poll(() => footer.getByText(/All rights reserved/).textContent()).toContain('Sunny Desk E2E');
    expect(await visitor.getByRole('form', { name: 'Newsletter' }).count()).toBe(0);
    await visitor.context().close();
  });
});

describe('the searchBar module (storefront spec §1 modules; issue 30)', () => {
  it('switched off, the results page has no search bar; switched on, Modify Search opens the form', async () => {
    const countries = await apiCall<{ entities: { id: number; code: string }[] }>('GET', 'locations/countries');
    const search = new URLSearchParams({
      searchMode: 'hotel',
      toId: String(await cityId('Athens')),
      toName: 'Athens',
      nationalityId: String(countries.entities.find((c) => c.code === 'FR')!.id),
      startDate: isoDay(40),
      endDate: isoDay(43),
      rooms: JSON.stringify({ room1: { adults: 2, children: 0, childrenAges: [] } }),
      filters: '{}',
    });
    const modules = async (searchBar: boolean) => {
      await page.goto('/settings/site');
      await page.getByRole('heading', { name: 'Site settings', level: 1 }).waitFor();
      const toggle = page.getByRole('switch', { name: 'Search bar on the results page' });
      if (searchBar) await toggle.check();
      else await toggle.uncheck();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Successfully saved !');
      expect((await apiCall<{ modules: { searchBar: boolean } }>('GET', 'settings/site', undefined, token)).modules.searchBar).toBe(searchBar);
    };
    await modules(false);
    const visitor = await newPage(browser);
    await visitor.goto(`/search?${search}`);
    await visitor.getByRole('heading', { name: 'Hotels in Athens', level: 1 }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Modify Search' }).count()).toBe(0);
    await screenshot(visitor, 'site-settings-no-search-bar');
    await modules(true);
    await visitor.reload();
    await visitor.getByRole('button', { name: 'Modify Search' }).click();
    await visitor.getByRole('button', { name: 'Search', exact: true }).waitFor();
    await visitor.context().close();
  });
});
