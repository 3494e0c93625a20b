import { act, type ReactNode } from 'react';
import i18n from '../../lib/i18n';
import { button, renderScreen, type Sent, tick } from '../../test/render';
import type { ApiKeyRow, Delivery, WebhookRow } from './api';
import { partnersEn } from './en';

/*
 * The partner panels' tests (issue 34): a fake server answering by method and path, the panels
 * rendered with the providers the app gives them (the confirmations' modals manager too), and a
 * few helpers that act as a person does: by labels and button names.
 */

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

export type { Sent };
/** The fake server: [status, body] for a call, by method and path (`GET /api-keys`); 404 when it has none. */
export type Answer = (call: Sent) => [number, unknown] | undefined;
export { button, tick };

/** Renders `ui` with the app's providers (test/render.tsx); every call is recorded in `sent` and answered by `answer`. */
export async function render(ui: ReactNode, answer: Answer) {
  const { sent } = await renderScreen(ui, { answer: (call) => answer(call) ?? [404, { error: 'Not found' }] });
  return { sent };
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
/**
 * Waits for `find` to stop throwing (a lazily loaded dialog, a refetch), up to 15 s of wall clock:
 * a lazy chunk can take seconds to load when CI runs the server suites beside these tests.
 */
export async function waitFor<T>(find: () => T): Promise<T> {
  const until = performance.now() + 15_000;
  for (;;) {
    try {
      return find();
    } catch (error) {
      if (performance.now() > until) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }
}

/** The calls of one method and path. */
export const callsTo = (sent: Sent[], method: string, path: string) => sent.filter((c) => c.method === method && c.path === path);
