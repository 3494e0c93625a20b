import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiCall, createAgent, login } from './support/api';
import { bookHotelAsAgent } from './support/booking';
import { baseUrl, expectAccessible, launch, loginInBrowser, newPage, screenshot } from './support/browser';
import { createPricedHotel } from './support/catalogue';

/*
 * Issue 34, partners end to end: an agency creates an API key on "API & webhooks" (the secret
 * shown once), books with it through the API, registers a webhook endpoint at a receiver started
 * here and reads the signed delivery in its log; then revokes the key, which is refused at once.
 * Each step reads back what was stored through the API.
 */
let browser: Browser;
let page: Page;
let agent: { id: number; email: string; password: string };
let agentToken = '';
let hotelId = 0;
const stamp = Date.now().toString(36);
const hotelName = `Partner Palace ${stamp}`;
const CITY = 'Porto';
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let receiver: http.Server;
let hookUrl = '';

beforeAll(async () => {
  const token = await adminToken();
  ({ hotelId } = await createPricedHotel(token, { name: hotelName, city: CITY, stars: 4, double: 90, triple: 120, extraChild: 10 }));
  agent = await createAgent(token, { companyName: `Partner Travel ${stamp}` });
  agentToken = await login(agent.email, agent.password);
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  browser = await launch();
  page = await newPage(browser);
  await loginInBrowser(page, agent.email, agent.password);
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

type Key = { id: number; name: string; revokedAt: string | null; lastUsedAt: string | null };

describe('an agency connects its own site', () => {
  let secret = '';

  it('creates an API key: the secret is shown once, the key is listed without it', async () => {
    await page.goto('/account/api');
    await page.getByRole('heading', { name: 'API & webhooks' }).first().waitFor();
    await page.getByRole('button', { name: 'Create key' }).click();
    const create = page.getByRole('dialog', { name: 'Create an API key' });
    await create.getByLabel(/^Name/).fill('Website');
    await create.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await shown.getByText('It will not be shown again', { exact: false }).waitFor();
    secret = await shown.getByRole('textbox').first().inputValue();
    expect(secret).toMatch(/^tdk_/);
    await expectAccessible(page);
    await screenshot(page, 'partners-secret');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);
    const keys = await apiCall<{ entities: Key[] }>('GET', 'api-keys', undefined, agentToken);
    expect(keys.entities.map((k) => k.name)).toEqual(['Website']);
  });

  it('registers a webhook endpoint, books with the key, and the signed delivery is in the log', async () => {
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await add.getByLabel(/^URL/).fill(hookUrl);
    await add.getByRole('checkbox', { name: 'Booking created' }).check();
    await add.getByRole('button', { name: /^(Save|Add endpoint)$/ }).click();
    const signing = page.getByRole('dialog', { name: 'Signing secret of the new endpoint' });
    const signingSecret = await signing.getByRole('textbox').first().inputValue();
    expect(signingSecret).toMatch(/^whsec_/);
    await signing.getByRole('button', { name: 'Done' }).click();

    // The partner's site books through the API with the key (Authorization: Bearer tdk_…).
    const booked = await bookHotelAsAgent(secret, hotelId, CITY, 'Partner');
    const mine = await apiCall<{ entities: { id: number }[] }>('GET', 'bookings', undefined, agentToken);
    expect(mine.entities.map((b) => b.id)).toContain(booked.id);
    // The worker sends it within seconds, signed.
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const event = JSON.parse(received[0]!.body);
    expect(event).toMatchObject({ type: 'booking.created', data: { booking: { id: booked.id } } });
    expect(String(received[0]!.headers['webhook-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    await page.reload();
    await page.getByRole('button', { name: `Deliveries of ${hookUrl}` }).click();
    const drawer = page.getByRole('dialog', { name: /Deliveries/ });
    await drawer.getByText('Delivered').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'partners-deliveries');
    await page.keyboard.press('Escape');
    const [endpoint] = (await apiCall<{ entities: { id: number; lastDelivery: { status: string } | null }[] }>('GET', 'webhooks', undefined, agentToken))
      .entities;
    expect(endpoint!.lastDelivery?.status).toBe('delivered');
  });

  it('revokes the key after a confirmation: the next call with it is refused', async () => {
    await page.getByRole('button', { name: 'Revoke the key Website' }).click();
    await page.getByRole('button', { name: 'Yes, revoke' }).click();
    await expect.poll(async () => (await apiCall<{ entities: Key[] }>('GET', 'api-keys', undefined, agentToken)).entities[0]!.revokedAt).not.toBeNull();
    const refused = await fetch(`${baseUrl()}/api/v1/bookings`, { headers: { 'x-api-key': secret } });
    expect(refused.status).toBe(401);
    // On a phone the page keeps its tables in their frames.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'partners-phone');
  });
});
