import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

export async function newPage(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * A toast with exactly this text appears. It follows a server round trip (a save, a booking), so
 * it may wait longer than a step (30 s): on the 2-core machine with a second test run beside it a
 * save took more than 10 s.
 */
export async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 30_000 });
}

/**
 * Watches the page for a toast that a reload will sweep away soon after it appears (the profile
 * page reloads 0.6 s after its toast): a MutationObserver, armed before the action, writes every
 * text it sees to sessionStorage, which the reload keeps. Call the returned function after the
 * action; it waits until the text was seen, whichever page is loaded by then.
 */
export async function watchToast(page: Page, text: string): Promise<() => Promise<void>> {
  await page.evaluate((wanted) => {
    const key = `e2e-toast:${wanted}`;
    sessionStorage.removeItem(key);
    const check = () => {
      if (document.body.innerText.includes(wanted)) sessionStorage.setItem(key, 'seen');
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  }, text);
  return async () => {
    await expect.poll(() => page.evaluate((wanted) => sessionStorage.getItem(`e2e-toast:${wanted}`), text).catch(() => null), { timeout: 30_000 }).toBe('seen');
  };
}

/** Fills and submits the login form as a person would (the caller checks the outcome). */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in through the form and waits for 'Success login !'. */
export async function loginInBrowser(page: Page, email: string, password: string) {
  await submitLogin(page, email, password);
  await expectToast(page, 'Success login !');
}

export async function expectPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 10_000 });
  expect(new URL(page.url()).pathname).toBe(pathname);
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core inside the page: no serious or critical violations (architecture.md). */
/** What axe finds serious or critical on the page as it is, once its transitions have ended: one line each. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's protocol: the app's Content-Security-Policy (our scripts
  // only) refuses an injected <script> tag, as it should.
  await page.evaluate(axeSource);
  // A dialog fading out is half transparent: check the page once its transitions have ended.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5000 });
  return page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v: { id: string; help: string; nodes: { html: string; failureSummary: string }[] }) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => `${n.html.slice(0, 120)} ${n.failureSummary}`)
            .slice(0, 3)
            .join(' | ')})`,
      );
  });
}

export async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}
