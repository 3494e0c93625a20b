import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall } from './support/api';
import { expectAccessible, expectPath, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { cityId, createPricedHotel, isoDay } from './support/catalogue';
import { ADMIN } from './support/global-setup';

type Article = { id: number; title: string; slug: string; description: string; categories: { id: number; title: string }[] };

let browser: Browser;
let admin: Page;
const suffix = Date.now().toString(36);
const categoryTitles = [`Beaches ${suffix}`, `City breaks ${suffix}`];
const articleTitle = `Nice in autumn ${suffix}`;
const articleSlug = `nice-in-autumn-${suffix}`;

beforeAll(async () => {
  browser = await launch();
  admin = await newPage(browser);
  await loginInBrowser(admin, ADMIN.email, ADMIN.password);
});
afterAll(() => browser?.close());

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** A logged-out visitor at this width. */
const visitorPage = (width = 1440) => newPage(browser, { width, height: width > 800 ? 900 : 740 });

describe('an admin writes an article (back-office spec §2 Articles and categories)', () => {
  it('creates two categories in the back office and reads one back on its view page', async () => {
    for (const title of categoryTitles) {
      await admin.goto('/article/categories');
      await admin.getByRole('link', { name: 'Add new category' }).click();
      await expectPath(admin, '/article/categories/add');
      await field(admin, 'Title').fill(title);
      // The slug follows the title while the admin has not typed one.
      await expect.poll(() => field(admin, 'Slug').inputValue()).toBe(title.toLowerCase().replace(/ /g, '-'));
      await admin.getByRole('button', { name: 'Save' }).click();
      await expectToast(admin, 'Successfully saved !');
      // Add opens the new category's edit page (issue 32).
      await expect.poll(() => new URL(admin.url()).pathname).toMatch(/^\/article\/categories\/\d+\/edit$/);
      await expect.poll(() => field(admin, 'Title').inputValue()).toBe(title);
    }
    await admin.goto('/article/categories');
    await admin.getByRole('textbox', { name: 'Search' }).fill(suffix);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => admin.getByRole('row').count()).toBe(3);
    await expectAccessible(admin);
    await screenshot(admin, 'article-categories-list');
    await admin.getByRole('link', { name: `View ${categoryTitles[0]}` }).click();
    await admin.getByRole('heading', { name: categoryTitles[0], level: 1 }).waitFor();
    await admin.getByText(`beaches-${suffix}`, { exact: true }).waitFor();
    await admin.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect.poll(() => new URL(admin.url()).pathname).toMatch(/^\/article\/categories\/\d+\/edit$/);
  });

  it('writes an article with rich text and both categories; it is listed and stored sanitized', async () => {
    await admin.goto('/articles');
    await admin.getByRole('link', { name: 'Add new article' }).click();
    await expectPath(admin, '/articles/add');
    await field(admin, 'Title').fill(articleTitle);
    await expect.poll(() => field(admin, 'Slug').inputValue()).toBe(articleSlug);
    await admin.getByRole('textbox', { name: 'Description' }).click();
    await admin.keyboard.type('Warm sea until October and ');
    await admin.keyboard.press('Control+B');
    await admin.keyboard.type('lower hotel rates');
    await admin.keyboard.press('Control+B');
    await admin.keyboard.type('.');
    const categories = admin.getByRole('combobox', { name: 'Categories' });
    for (const title of categoryTitles) {
      await categories.click();
      await categories.fill(title.split(' ')[0]!);
      await admin.getByRole('option', { name: title, exact: true }).click();
    }
    // Close the multi-select's dropdown, which would cover the buttons below it.
    await admin.keyboard.press('Escape');
    await admin.getByRole('listbox').waitFor({ state: 'hidden' });
    await expectAccessible(admin);
    await screenshot(admin, 'article-form');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expectToast(admin, 'Successfully saved !');
    // Add opens the new article's edit page (issue 32).
    await expect.poll(() => new URL(admin.url()).pathname).toMatch(/^\/articles\/\d+\/edit$/);
    await expect.poll(() => field(admin, 'Title').inputValue()).toBe(articleTitle);

    await admin.goto('/articles');
    await admin.getByRole('textbox', { name: 'Search' }).fill(suffix);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByRole('link', { name: articleTitle, exact: true }).waitFor();
    await expect.poll(() => admin.getByRole('row').count()).toBe(2);
    await screenshot(admin, 'articles-list');

    const token = await adminToken();
    const list = await apiCall<{ entities: { id: number }[] }>('GET', `articles?searchText=${suffix}`, undefined, token);
    const stored = await apiCall<Article>('GET', `articles/${list.entities[0]!.id}`, undefined, token);
    expect(stored).toMatchObject({
      title: articleTitle,
      slug: articleSlug,
      description: '<p>Warm sea until October and <strong>lower hotel rates</strong>.</p>',
    });
    expect(stored.categories.map((c) => c.title).sort()).toEqual([...categoryTitles].sort());
  });

  it('refuses a slug another article holds, next to the field', async () => {
    await admin.goto('/articles/add');
    await field(admin, 'Title').fill(`Copy ${suffix}`);
    await field(admin, 'Slug').fill(articleSlug);
    await admin.getByRole('button', { name: 'Save' }).click();
    const sentence = `The slug '${articleSlug}' is already used by another article. Choose another slug.`;
    await expect.poll(() => admin.getByText(sentence).count()).toBeGreaterThan(0);
    await expectPath(admin, '/articles/add');
  });

  it('edits the article (its saved slug stays) and deletes another one after confirmation', async () => {
    await admin.goto(`/articles?searchText=${suffix}`);
    await admin.getByRole('link', { name: `Edit ${articleTitle}` }).click();
    await expect.poll(() => field(admin, 'Title').inputValue()).toBe(articleTitle);
    await admin.getByRole('main').getByText(categoryTitles[0]!, { exact: true }).waitFor();
    await field(admin, 'Title').fill(`${articleTitle} (updated)`);
    // A published address keeps working: on an edit form the slug does not follow the title.
    expect(await field(admin, 'Slug').inputValue()).toBe(articleSlug);
    await admin.getByRole('button', { name: 'Save' }).click();
    await expectToast(admin, 'Successfully saved !');
    await expect.poll(() => new URL(admin.url()).pathname).toMatch(/^\/articles\/\d+\/edit$/);
    await field(admin, 'Title').fill(articleTitle);
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await apiCall<Article>('GET', `articles/get-by-slug/${articleSlug}`)).title).toBe(articleTitle);

    const token = await adminToken();
    const doomed = await apiCall<Article>('POST', 'articles', { title: `Doomed ${suffix}` }, token);
    await admin.goto(`/articles?searchText=${suffix}`);
    await admin.getByRole('button', { name: `Delete Doomed ${suffix}` }).click();
    await admin.getByText('Do you really want to delete it?').waitFor();
    await admin.getByRole('button', { name: 'Yes, delete' }).click();
    await expectToast(admin, 'Deleted successfully !');
    await admin.getByRole('link', { name: `Doomed ${suffix}` }).waitFor({ state: 'detached' });
    await expect(apiCall('GET', `articles/${doomed.id}`, undefined, token)).rejects.toThrow(/404/);
  });
});

describe('a visitor reads articles (public /articles/{slug})', () => {
  it('reads the article at its address on a desktop and a phone, without logging in', async () => {
    for (const width of [1440, 375]) {
      const page = await visitorPage(width);
      await page.goto(`/articles/${articleSlug}`);
      await page.getByRole('heading', { name: articleTitle, level: 1 }).waitFor();
      await page.getByText('lower hotel rates', { exact: true }).waitFor();
      expect(await page.locator('strong', { hasText: 'lower hotel rates' }).count()).toBe(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (width === 1440) await expectAccessible(page);
      await screenshot(page, `article-public-${width}`);
      await page.context().close();
    }
  });

  it("loads the new article when the slug changes, and shows 'Page not found' for an unknown slug", async () => {
    const page = await visitorPage();
    await page.goto(`/articles/${articleSlug}`);
    await page.getByRole('heading', { name: articleTitle, level: 1 }).waitFor();
    // A client-side move to another slug (as a link inside the app does): no full reload.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/articles/guest-booking-info');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Guest booking', level: 1 }).waitFor();
    await page.goto(`/articles/no-such-article-${suffix}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'article-not-found');
    await page.context().close();
  });

  it('keeps /articles/add for administrators: a visitor is sent to the login page', async () => {
    const page = await visitorPage();
    await page.goto('/articles/add');
    await expectPath(page, '/login');
    await page.context().close();
  });
});

describe('the guest modal on /search shows the guest-booking article', () => {
  it('opens Info with the article text and its links when a visitor selects a hotel', async () => {
    const token = await adminToken();
    const hotel = `Content Bay ${suffix}`;
    await createPricedHotel(token, { name: hotel, city: 'Athens', stars: 4, double: 120, triple: 150, extraChild: 20 });
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
    const page = await visitorPage();
    await page.goto(`/search?${search}`);
    await page.getByRole('button', { name: `Select ${hotel}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Info' });
    await dialog.getByText('Booking is reserved for travel agencies with an agency account', { exact: false }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'guest-modal');
    await dialog.getByRole('link', { name: 'Register your agency' }).click();
    await expectPath(page, '/registration');
    await page.context().close();
  });
});

describe('a visitor subscribes to the newsletter; the admin sees it in /subscriptions', () => {
  it("subscribes from the footer ('Successfully subscribed !') and is listed with the email", async () => {
    const email = `reader-${suffix}@news.test`;
    const page = await visitorPage();
    await page.goto(`/articles/${articleSlug}`);
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByRole('textbox', { name: /Your email/ }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'Successfully subscribed !');
    await page.context().close();

    await admin.goto('/subscriptions');
    await admin.getByRole('heading', { name: 'Subscriptions', level: 1 }).waitFor();
    await admin.getByRole('textbox', { name: 'Search' }).fill(suffix);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByRole('cell', { name: email, exact: true }).waitFor();
    expect(await admin.getByRole('columnheader').allTextContents()).toEqual(['Email']);
    await expectAccessible(admin);
    await screenshot(admin, 'subscriptions-list');
    await admin.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => new URL(admin.url()).searchParams.get('searchText') ?? '').toBe('');
  });
});
