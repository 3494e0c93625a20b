import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent } from './support/api';
import { baseUrl, expectAccessible, expectPath, expectToast, launch, newPage, screenshot, loginInBrowser } from './support/browser';
import { ADMIN } from './support/global-setup';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  await loginInBrowser(page, ADMIN.email, ADMIN.password);
});
afterAll(() => browser?.close());

type UserList = { entities: { id: number; email: string; companyName: string }[] };

describe('an admin manages users', () => {
  const email = `managed-${Date.now()}@e2e.test`;

  it('creates a user', async () => {
    await page.goto('/users');
    // Issue 18.10: the add form asks for no user (it used to call GET users/0 and get a 400).
    const userCalls: string[] = [];
    const track = (request: { url(): string }) => {
      if (/\/api\/v1\/users\/\d+/.test(request.url())) userCalls.push(request.url());
    };
    page.on('request', track);
    await page.getByRole('link', { name: 'Add new user' }).click();
    await expectPath(page, '/users/add');
    await page.getByLabel('Company Name').fill('Managed Tours');
    await page.getByLabel('Tax Registration Number').fill('GR-555');
    await page.getByLabel('First Name').fill('Nikos');
    await page.getByLabel('Last Name').fill('Papadopoulos');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel('Position').fill('Manager');
    await page.getByRole('combobox', { name: 'Country' }).fill('Gree');
    await page.getByRole('option', { name: 'Greece' }).click();
    await page.getByLabel('City').fill('Athens');
    await page.getByLabel('Address').fill('Ermou 10');
    await page.getByLabel('Website').fill('https://managed.example');
    await page.getByLabel(/^Phone Number( \*)?$/).fill('+30 21 0000');
    await page.getByLabel('Company Phone Number').fill('+30 21 1111');
    await page.getByLabel(/^Password( \*)?$/).fill('Managed#pass1');
    await page.getByRole('combobox', { name: 'Account Type' }).click();
    await page.getByRole('option', { name: 'Agency' }).click();
    await page.getByLabel('Agency extra markup (hotel): Amount').fill('3.5');
    await expectAccessible(page);
    await screenshot(page, 'user-add');
    page.off('request', track);
    expect(userCalls).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');

    const token = await adminToken();
    const list = await apiCall<UserList>('GET', `users?searchText=${encodeURIComponent(email)}`, undefined, token);
    expect(list.entities).toHaveLength(1);
    // Add opens the new user's edit page (issue 32).
    await expectPath(page, `/users/${list.entities[0]!.id}/edit`);
    const stored = await apiCall<{ city: string; extraMarkups: unknown }>('GET', `users/${list.entities[0]!.id}`, undefined, token);
    expect(stored).toMatchObject({ city: 'Athens', extraMarkups: { hotel: [{ type: 'percent', amount: '3.50' }] } });
  });

  it('finds, edits and views it', async () => {
    await page.goto('/users');
    await page.getByLabel(/^Search( \*)?$/).fill('Managed Tours');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('searchText')).toBe('Managed Tours');
    const row = page.getByRole('row', { name: /Managed Tours/ });
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Athens');
    await page.getByLabel('City').fill('Thessaloniki');
    await page.getByLabel('Note').fill('Pays by bank transfer');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');
    await expectPath(page, '/users');

    await page.getByLabel(/^Search( \*)?$/).fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'Managed Tours', exact: true }).click();
    await page.getByRole('heading', { name: 'View user' }).waitFor();
    await page.getByText('Pays by bank transfer').waitFor();
    await page.getByText(email).waitFor();
    await screenshot(page, 'user-view');
  });

  it("edits the agency's flight extra markup on the Edit user screen, keeping its other products' markups (issue 30)", async () => {
    const token = await adminToken();
    const [{ id }] = (await apiCall<UserList>('GET', `users?searchText=${encodeURIComponent(email)}`, undefined, token)).entities;
    // A transfer extra markup and a visa markup stored beforehand (set through the API, which keeps the hotel one).
    const seed = new FormData();
    const user = await apiCall<Record<string, unknown> & { country: { id: number }; accountType: { id: number } }>('GET', `users/${id}`, undefined, token);
    for (const key of [
      'email',
      'companyName',
      'firstName',
      'lastName',
      'taxRegistrationNumber',
      'position',
      'city',
      'address',
      'website',
      'phoneNumber',
      'companyPhoneNumber',
      'note',
    ] as const) {
      seed.append(key, String(user[key] ?? ''));
    }
    seed.append('_method', 'PUT');
    seed.append('country', String(user.country.id));
    seed.append('accountType', String(user.accountType.id));
    seed.append('extraMarkups', JSON.stringify({ transfer: [{ type: 'fixed', amount: '6' }] }));
    seed.append('markups', JSON.stringify({ visa: [{ type: 'percent', amount: '2' }] }));
    await apiCall('POST', `users/${id}`, seed, token);

    await page.goto(`/users/${id}/edit`);
    const flightAmount = page.getByLabel('Agency extra markup (flight): Amount', { exact: true });
    await flightAmount.waitFor();
    // The screen shows every product's markups as stored.
    await expect.poll(() => page.getByLabel('Agency extra markup (hotel): Amount').inputValue()).toBe('3.50');
    await expect.poll(() => page.getByLabel('Agency extra markup (transfer): Amount').inputValue()).toBe('6.00');
    await expect.poll(() => page.getByLabel('Markup (visa): Amount', { exact: true }).inputValue()).toBe('2.00');
    await page.getByRole('combobox', { name: 'Agency extra markup (flight): Type' }).click();
    await page.getByRole('option', { name: 'Fixed' }).click();
    await flightAmount.fill('7.25');
    await expectAccessible(page);
    await screenshot(page, 'user-edit-markups');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');
    await expectPath(page, '/users');

    const stored = await apiCall<{ markups: unknown; extraMarkups: unknown }>('GET', `users/${id}`, undefined, token);
    expect(stored.extraMarkups).toEqual({
      hotel: [{ type: 'percent', amount: '3.50' }],
      flight: [{ type: 'fixed', amount: '7.25' }],
      transfer: [{ type: 'fixed', amount: '6.00' }],
      visa: [],
    });
    expect(stored.markups).toEqual({ hotel: [], flight: [], transfer: [], visa: [{ type: 'percent', amount: '2.00' }] });
    // Back on the user's page, where the next step starts.
    await page.goto(`/users/${id}`);
    await page.getByRole('heading', { name: 'View user' }).waitFor();
  });

  it('changes its password from the edit screen', async () => {
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Edit user').waitFor();
    await page.getByLabel('New password').fill('Changed#pass2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password successfully changed !');
    const res = await fetch(`${baseUrl()}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Changed#pass2' }),
    });
    expect(res.status).toBe(200);
  });

  it('deletes it after confirmation', async () => {
    await page.goto(`/users?searchText=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: 'Delete Managed Tours' }).click();
    await page.getByText('Do you really want to delete it?').waitFor();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectToast(page, 'Deleted successfully !');
    await page.getByText('There are no entities.').waitFor();
    const list = await apiCall<UserList>('GET', `users?searchText=${encodeURIComponent(email)}`, undefined, await adminToken());
    expect(list.entities).toHaveLength(0);
  });

  it('pages through a long list', async () => {
    const token = await adminToken();
    const marker = `Paged${Date.now()}`;
    for (let i = 0; i < 22; i++) await createAgent(token, { companyName: `${marker} ${String(i).padStart(2, '0')}` });
    await page.goto(`/users?searchText=${marker}`);
    await page.getByRole('link', { name: `${marker} 00`, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('link', { name: `${marker} 20`, exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    // A new search starts at page 1 again.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('1');
    await expectAccessible(page);
    await screenshot(page, 'users-list');
  });
});
