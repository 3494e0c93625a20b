import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { ModalsHost } from '../../ui/modals';
import type { ApiKeyRow, Delivery, WebhookRow } from './api';
import { partnersEn } from './en';

/*
 * The partner panels' tests (issue 34): a fake server answering by method and path, the panels
 * rendered with the providers the app gives them (the confirmations' modals manager too), and a
 * few helpers that act as a person does: by labels and button names.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.addResourceBundle('en', 'translation', { partners: partnersEn }, true, true);

export const KEY: ApiKeyRow = {
  id: 1,
  agentId: 7,
  agencyName: 'Aegean Trips',
  name: 'Website',
  prefix: 'tdk_3f9a…',
  scopes: ['search', 'book'],
  createdAt: '2027-03-01T09:00:00.000Z',
  lastUsedAt: '2027-03-08T10:30:00.000Z',
  revokedAt: null,
};
export const REVOKED_KEY: ApiKeyRow = {
  ...KEY,
  id: 2,
  name: 'Old mid-office',
  prefix: 'tdk_77b1…',
  scopes: ['book'],
  lastUsedAt: null,
  revokedAt: '2027-03-05T12:00:00.000Z',
};

export const ENDPOINT: WebhookRow = {
  id: 4,
  agentId: 7,
  agencyName: 'Aegean Trips',
  url: 'https://mid.example.com/hooks',
  events: ['booking.created', 'booking.cancelled'],
  active: true,
  createdAt: '2027-03-01T09:00:00.000Z',
  lastDelivery: { at: '2027-03-08T10:00:00.000Z', status: 'failed', responseCode: 500 },
};

const payload = { id: 'evt-1', type: 'booking.created', data: { booking: { id: 31, pnrs: 'TD-31' } } };
export const DELIVERIES: Delivery[] = [
  {
    id: 10,
    event: 'booking.created',
    eventId: 'evt-1',
    status: 'failed',
    attempts: [
      { at: '2027-03-07T10:00:00.000Z', responseCode: 500, error: 'answered 500', durationMs: 120 },
      { at: '2027-03-07T10:00:30.000Z', responseCode: null, error: 'timeout after 10 s', durationMs: 10_000 },
    ],
    nextAttemptAt: null,
    createdAt: '2027-03-07T10:00:00.000Z',
    payload,
  },
  {
    id: 11,
    event: 'booking.cancelled',
    eventId: 'evt-2',
    status: 'pending',
    attempts: [{ at: '2027-03-08T10:00:00.000Z', responseCode: 503, error: null, durationMs: 80 }],
    nextAttemptAt: '2027-03-08T10:02:00.000Z',
    createdAt: '2027-03-08T10:00:00.000Z',
    payload: { ...payload, id: 'evt-2', type: 'booking.cancelled' },
  },
];

export type Sent = { method: string; path: string; query: Record<string, string>; body: unknown };
/** The fake server: [status, body] for a call, by method and path (`GET /api-keys`). */
export type Answer = (call: Sent) => [number, unknown] | undefined;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  vi.unstubAllGlobals();
});

export const tick = async (n = 8) => {
  for (let i = 0; i < n; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

/** Renders `ui`; every call is recorded in `sent` and answered by `answer` (404 when it has none). */
export async function render(ui: ReactNode, answer: Answer) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input));
      const call: Sent = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: Object.fromEntries(url.searchParams),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      sent.push(call);
      const [status, reply] = answer(call) ?? [404, { error: 'Not found' }];
      return new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={client}>
            {ui}
            <ModalsHost />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
  });
  await tick();
  return { sent };
}

/** The button named `name` (its text, or its aria-label). */
export function button(name: string) {
  const found = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
export async function click(name: string | HTMLElement) {
  const element = typeof name === 'string' ? button(name) : name;
  await act(async () => element.click());
  await tick();
}

/** The input labelled `label` (Mantine links label and input by id). */
export function field(label: string) {
  const labelElement = [...document.querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === label);
  const input = labelElement && document.getElementById(labelElement.htmlFor);
  if (!input) throw new Error(`no field ${label}`);
  return input as HTMLInputElement;
}
export async function type(label: string, value: string) {
  const input = field(label);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The open dialog (a Mantine modal or drawer), by its title. */
export function dialog(title: string) {
  const found = [...document.querySelectorAll('[role="dialog"]')].find((d) => d.querySelector('h2')?.textContent === title);
  if (!found) throw new Error(`no dialog ${title}: ${[...document.querySelectorAll('[role="dialog"] h2')].map((h) => h.textContent).join(', ')}`);
  return found as HTMLElement;
}
/** Waits for `find` to stop throwing (a lazily loaded dialog, a refetch), up to about 2 s. */
export async function waitFor<T>(find: () => T): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return find();
    } catch (error) {
      if (i >= 100) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }
}

/** The calls of one method and path. */
export const callsTo = (sent: Sent[], method: string, path: string) => sent.filter((c) => c.method === method && c.path === path);
