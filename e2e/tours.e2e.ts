import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { baseUrl, expectAccessible, expectPath, expectToast, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { ADMIN } from './support/global-setup';

type Tour = {
  id: number;
  name: string;
  price: string;
  priceChild: string | null;
  currency: string;
  freeCancellationDays: number | null;
  location: { id: number; name: string };
  description: string | null;
  note: string | null;
  mainImage: string | null;
};

/** A real PNG (a blue-to-teal gradient, 320×200), so the view shows a picture one can see. */
function gradientPng(width = 320, height = 200) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set([30, 90 + Math.round((x / width) * 120), 160 + Math.round((y / height) * 60)], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let browser: Browser;
let page: Page;
let tourId = 0;
const name = `Montmartre walking tour ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  await loginInBrowser(page, ADMIN.email, ADMIN.password);
});
afterAll(() => browser?.close());

const readTour = async () => apiCall<Tour>('GET', `tours/${tourId}`, undefined, await adminToken());
const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function pick(label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('an admin manages tours in the back office', () => {
  it("lists tours: a search that finds nothing says 'There are no entities.'; Tours is in the Catalogue navigation", async () => {
    await page.goto('/hotels');
    await page.getByRole('link', { name: 'Tours', exact: true }).first().click();
    await expectPath(page, '/tours');
    await page.getByRole('heading', { name: 'All tours' }).waitFor();
    await page.getByPlaceholder('Tour name or location').fill('no-such-tour-anywhere');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('There are no entities.').waitFor();
    expect(new URL(page.url()).searchParams.get('searchText')).toBe('no-such-tour-anywhere');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('searchText') ?? '').toBe('');
  });

  it('adds a tour with a real PNG main image; the save opens its edit page; the API reads every field back', async () => {
    await page.getByRole('link', { name: 'Add new tour' }).click();
    await expectPath(page, '/tours/add');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Tours' }).waitFor();
    await crumbs.getByText('Add tour').waitFor();
    // Save with nothing filled: the form names the required fields and sends nothing.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Price is required').waitFor();
    await page.getByText('Location is required').waitFor();

    await field('Name').fill(name);
    await field('Price').fill('45.5');
    // Issue 28: the price is per adult; a child price, the currency (EUR unless chosen) and the free-cancellation days.
    await field('Child price').fill('30');
    expect(await page.getByRole('combobox', { name: 'Currency' }).inputValue()).toMatch(/^EUR/);
    await field('Free cancellation \\(days before\\)').fill('3');
    await pick('Location', 'Paris', 'Paris, France');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Sacré-Cœur and the ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('painters');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' of the hill.');
    await field('Note').fill('Meet at Anvers metro');
    await page.locator('input[type=file]').setInputFiles({ name: 'montmartre.png', mimeType: 'image/png', buffer: gradientPng() });
    await page.getByText('montmartre.png').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'tour-add');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'tour-add-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');

    const list = await apiCall<{ entities: Tour[] }>('GET', `tours?searchText=${encodeURIComponent(name)}`, undefined, await adminToken());
    expect(list.entities).toHaveLength(1);
    tourId = list.entities[0]!.id;
    // Add opens the new tour's edit page (issue 32).
    await expectPath(page, `/tours/${tourId}/edit`);
    const tour = await readTour();
    expect(tour).toEqual({
      id: tourId,
      name,
      price: '45.50',
      priceChild: '30.00',
      currency: 'EUR',
      freeCancellationDays: 3,
      location: { id: expect.any(Number), name: 'Paris' },
      description: '<p>Sacré-Cœur and the <strong>painters</strong> of the hill.</p>',
      note: 'Meet at Anvers metro',
      mainImage: expect.stringMatching(/^\/api\/v1\/media\/tours\/.+\.png$/),
    });
    const image = await fetch(`${baseUrl()}${tour.mainImage}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(gradientPng())).toBe(true);
  });

  it('finds the tour by search: name and location in the table', async () => {
    await page.goto('/tours');
    await page.getByPlaceholder('Tour name or location').fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).toContain('Paris');
    await page.getByRole('button', { name: `Delete ${name}` }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'tours-list');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'tours-list-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('views it: name, price, child price, location, cancellation rule, note, the description as HTML and the image shown; Edit', async () => {
    await page.getByRole('link', { name, exact: true }).first().click();
    await expectPath(page, `/tours/${tourId}`);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('45.50', { exact: true }).waitFor();
    await page.getByText('30.00', { exact: true }).waitFor();
    await page.getByText('Free cancellation until 3 days before the tour', { exact: true }).waitFor();
    await page.getByText('Paris', { exact: true }).waitFor();
    await page.getByText('Meet at Anvers metro').waitFor();
    expect(await page.locator('strong', { hasText: 'painters' }).count()).toBe(1);
    const image = page.getByRole('img', { name: 'Main image' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await expectAccessible(page);
    await screenshot(page, 'tour-view');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'tour-view-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('link', { name: 'Edit' }).click();
    await expectPath(page, `/tours/${tourId}/edit`);
  });

  it('edits it: the form shows the stored values; a new price, location and note are saved and shown', async () => {
    await expect.poll(() => field('Name').inputValue()).toBe(name);
    expect(await field('Price').inputValue()).toBe('45.50');
    await expect.poll(() => page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('Paris, France');
    await page.getByRole('img', { name: 'Main image' }).waitFor();
    const before = await readTour();
    await field('Price').fill('52');
    await pick('Location', 'Nice', 'Nice, France');
    await field('Note').fill('Meet at Abbesses metro');
    // Blank free-cancellation days: non-refundable.
    await field('Free cancellation \\(days before\\)').fill('');
    await expectAccessible(page);
    await screenshot(page, 'tour-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully saved !');
    await expectPath(page, `/tours/${tourId}/edit`);
    await expect.poll(async () => (await readTour()).price).toBe('52.00');
    const after = await readTour();
    expect(after).toEqual({
      ...before,
      price: '52.00',
      freeCancellationDays: null,
      location: { id: expect.any(Number), name: 'Nice' },
      note: 'Meet at Abbesses metro',
    });
    // No new file: the stored image stays.
    expect(after.mainImage).toBe(before.mainImage);
    await page.reload();
    await expect.poll(() => field('Price').inputValue()).toBe('52.00');
    expect(await field('Note').inputValue()).toBe('Meet at Abbesses metro');
  });
});

describe('an agent', () => {
  it('is refused every tour screen and call', async () => {
    const agent = await createAgent(await adminToken());
    const token = await login(agent.email, agent.password);
    const agentPage = await newPage(browser);
    await agentPage.goto('/');
    await agentPage.evaluate((s) => localStorage.setItem('traveldesk.session', JSON.stringify(s)), {
      token,
      role: 'ROLE_AGENT',
      userId: agent.id,
      firstName: 'Alex',
    });
    // A page its role may not open: said so, at /not-allowed (issue 30, guards.e2e.ts).
    for (const route of ['/tours', '/tours/add', `/tours/${tourId}`, `/tours/${tourId}/edit`]) {
      await agentPage.goto(route);
      await expectPath(agentPage, '/not-allowed');
    }
    const call = (method: string, path: string) => fetch(`${baseUrl()}/api/v1/${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    for (const [method, path] of [
      ['GET', 'tours'],
      ['GET', `tours/${tourId}`],
      ['POST', 'tours'],
      ['POST', `tours/${tourId}`],
      ['PUT', `tours/${tourId}`],
      ['DELETE', `tours/${tourId}`],
    ] as const) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(403);
    }
    expect((await readTour()).name).toBe(name);
    await agentPage.context().close();
  });
});

describe('an admin removes the tour', () => {
  it("deletes it from the list after 'Do you really want to delete it?'; the API answers 404", async () => {
    await page.goto(`/tours?searchText=${encodeURIComponent(name)}`);
    await page
      .getByRole('button', { name: `Delete ${name}` })
      .first()
      .click();
    await page.getByText('Do you really want to delete it?').waitFor();
    // The kit's confirmation passes axe too (its 'Yes, delete' is red.9: white on it reads above 4.5:1).
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectToast(page, 'Deleted successfully !');
    await page.getByText('There are no entities.').waitFor();
    const res = await fetch(`${baseUrl()}/api/v1/tours/${tourId}`, { headers: { authorization: `Bearer ${await adminToken()}` } });
    expect(res.status).toBe(404);
  });
});
