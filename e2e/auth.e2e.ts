import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiCall, login } from './support/api';
import { expectAccessible, expectPath, expectToast, launch, newPage, screenshot, submitLogin, watchToast } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('an agency registers and manages its account', () => {
  const email = `journey-${Date.now()}@e2e.test`;

  it('registers, logs in, edits the profile, changes the password, logs out and logs in again', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Register', exact: true }).first().click();
    await expectPath(page, '/registration');
    await expectAccessible(page);

    // The client refuses mismatching passwords with the spec's sentence before any call.
    await page.getByLabel('Company Name').fill('Journey Travel');
    await page.getByLabel('Tax Registration Number').fill('IT-12345');
    await page.getByLabel('First Name').fill('Giulia');
    await page.getByLabel('Last Name').fill('Rossi');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel('Position').fill('Owner');
    await page.getByRole('combobox', { name: 'Country' }).fill('Ital');
    await page.getByRole('option', { name: 'Italy', exact: true }).click();
    await page.getByLabel('City').fill('Milan');
    await page.getByLabel('Address').fill('Via Roma 1');
    await page.getByLabel('Website').fill('https://journey.example');
    await page.getByLabel(/^Phone Number( \*)?$/).fill('+39 02 0000');
    await page.getByLabel('Company Phone Number').fill('+39 02 1111');
    await page.getByLabel(/^Password( \*)?$/).fill('First#pass-1');
    await page.getByLabel('Confirm password').fill('Other#pass-1');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText("Passwords don't match.").waitFor();
    await page.getByLabel('Confirm password').fill('First#pass-1');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'Successfully registered !');
    await expectPath(page, '/login');

    // The login form checks the contract's rules (loaded after the page's first paint) before any call.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Email must be an email').waitFor();
    await expectPath(page, '/login');

    await submitLogin(page, email, 'First#pass-1');
    await expectToast(page, 'Success login !');
    await expectPath(page, '/');

    await page.goto('/profile');
    await expect.poll(() => page.getByLabel('Company Name').inputValue()).toBe('Journey Travel');
    await expectAccessible(page);
    await page.getByLabel('Company Name').fill('Journey Travel & Tours');
    await page.getByLabel('City').fill('Turin');
    // The page reloads 0.6 s after its toast and shows what the server stored: wait for that load
    // itself (the fields already hold the typed values, and a reload still to come would race the
    // next navigation on a busy machine).
    // The toast lives 0.6 s before that reload: a watcher armed before the click records it.
    const reloaded = page.waitForEvent('load');
    const toastSeen = await watchToast(page, 'Successfully saved !');
    await page.getByRole('button', { name: 'Save' }).click();
    await reloaded;
    await toastSeen();
    await expect.poll(() => page.getByLabel('Company Name').inputValue(), { timeout: 10_000 }).toBe('Journey Travel & Tours');
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Turin');
    await screenshot(page, 'profile');

    await page.goto('/change-password');
    await page.getByLabel('Old password').fill('First#pass-1');
    await page.getByLabel('New password').fill('Second#pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password successfully changed !');

    await page.getByRole('button', { name: /Hello, Giulia/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('traveldesk.session'))).toBeNull();

    await submitLogin(page, email, 'First#pass-1');
    await page.getByText('Invalid email or password.').first().waitFor();
    await submitLogin(page, email, 'Second#pass-2');
    await expectToast(page, 'Success login !');
    const me = await apiCall<{ companyName: string; city: string }>('GET', 'me', undefined, await login(email, 'Second#pass-2'));
    expect(me).toMatchObject({ companyName: 'Journey Travel & Tours', city: 'Turin' });
    await page.context().close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expectPath(page, '/forgot-password');
    // The login card (with its own Email field) stays on screen until the page's code is there:
    // wait for this page's button before typing, or the address goes into the login form.
    await page.getByRole('button', { name: 'Reset' }).waitFor();
    await page.getByLabel(/^Email/).fill(email);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/forgot-password'), { timeout: 20_000 }),
      page.getByRole('button', { name: 'Reset' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await page.getByRole('status').waitFor({ timeout: 20_000 });

    // The mail worker writes the message to DATA_DIR/outbox as an .eml file.
    const outbox = path.join(inject('dataDir'), 'outbox');
    let link = '';
    await expect
      .poll(
        () => {
          for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
            const text = fs
              .readFileSync(path.join(outbox, file), 'utf8')
              .replace(/=\r?\n/g, '')
              .replace(/=3D/g, '=');
            if (text.includes(email)) link = /(http:\/\/\S+reset-password\?hash=[\w%-]+)/.exec(text)?.[1] ?? '';
          }
          return link;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toMatch(/reset-password\?hash=/);

    await page.goto(link.replace(/^http:\/\/[^/]+/, ''));
    await page.getByLabel(/^Password( \*)?$/).fill('Third#pass-3');
    await page.getByLabel('Repeat password').fill('Third#pass-3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password successfully changed !');
    await expectPath(page, '/login');
    await submitLogin(page, email, 'Third#pass-3');
    await expectToast(page, 'Success login !');
    await page.context().close();
  });
});

describe('on a phone (375 px)', () => {
  it('logs in and reaches the profile through the menu', async () => {
    const page = await newPage(browser, { width: 375, height: 740 });
    await submitLogin(page, 'root@e2e.test', 'Root#e2e-2026');
    await expectToast(page, 'Success login !');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expectPath(page, '/profile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'profile-phone');
    await page.context().close();
  });
});
