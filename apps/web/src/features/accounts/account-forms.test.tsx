// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import i18n from '../../lib/i18n';
import { renderScreen, tick } from '../../test/render';
import { EntryForm, serverFieldErrors, TermsForm } from './account-forms';
import { type AccountAnswer, agencyAccountQuery } from './api';
import { accountsEn } from './en';

/*
 * The admin's forms of an agency account (issue 31): Credit terms sends `PUT users/{id}/account`
 * with the limit as money text, the payment terms as a number of days (empty: null) and the
 * auto-cancel flag; the answer (the whole account) replaces the page's copy. A refusal naming a
 * field ('creditLimit: …') shows under that field. Record an entry sends its kind, amount and reason.
 */

i18n.addResourceBundle('en', 'translation', { accounts: accountsEn }, true, true);
// The reason's textarea grows with its text once fonts load; happy-dom has no font set to wait on.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

const ACCOUNT: AccountAnswer = {
  agentId: 7,
  companyName: 'Aegean Trips',
  currency: 'EUR',
  creditLimit: '2500.00',
  paymentTermsDays: 14,
  autoCancel: true,
  balance: '0.00',
  available: '2500.00',
  overdue: '0.00',
  deadlines: [],
  entries: [],
  invoices: [],
};

/**
 * Renders a form at /agencies/7; the server answers `answer(body)` as [status, body] to the form's
 * call. `sent()`: the calls so far, as method, whole path and JSON body.
 */
async function render(form: 'terms' | 'entry', answer: (body: Record<string, unknown>) => [number, unknown]) {
  const Form = form === 'terms' ? TermsForm : EntryForm;
  const { sent, client } = await renderScreen(<Form account={ACCOUNT} />, {
    address: '/agencies/7',
    answer: (call) => answer(call.body as Record<string, unknown>),
    settle: 6,
  });
  return { sent: () => sent.map(({ method, url, body }) => ({ method, path: url.pathname, body })), client };
}

/** The input labelled `label` (Mantine links label and input by id). */
function field(label: string) {
  const labels = [...document.querySelectorAll('label')];
  // A switch's label holds its description too.
  const labelElement = labels.find((l) => l.textContent?.replace('*', '').trim() === label) ?? labels.find((l) => l.textContent?.startsWith(label));
  const input = labelElement && document.getElementById(labelElement.htmlFor);
  if (!input) throw new Error(`no field ${label}`);
  return input as HTMLInputElement | HTMLTextAreaElement;
}
/** The error text under a field (its aria-describedby names it). */
const errorOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.className.includes('error'))?.textContent ?? null;
};

async function type(label: string, value: string) {
  const input = field(label);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function save() {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save')!;
  await act(async () => button.click());
  await tick(10);
}

describe('TermsForm', () => {
  it('sends the limit, the days and the switch as the contract reads them, and shows the saved account', async () => {
    const saved = { ...ACCOUNT, creditLimit: '3000.00', paymentTermsDays: null, autoCancel: false };
    const { sent, client } = await render('terms', () => [200, saved]);
    expect(field('Credit limit (EUR)').value).toBe('2500.00');
    expect(field('Payment terms (days)').value).toBe('14');
    await type('Credit limit (EUR)', '3000');
    await type('Payment terms (days)', '');
    await act(async () => (field('Auto-cancel') as HTMLInputElement).click());
    await save();
    expect(sent()).toEqual([{ method: 'PUT', path: '/api/v1/users/7/account', body: { creditLimit: '3000.00', paymentTermsDays: null, autoCancel: false } }]);
    expect(client.getQueryData(agencyAccountQuery(7).queryKey)).toEqual(saved);
    expect(field('Credit limit (EUR)').value).toBe('3000.00');
  });

  it('sends the days as a number', async () => {
    const { sent } = await render('terms', () => [200, ACCOUNT]);
    await type('Payment terms (days)', '30');
    await save();
    expect(sent()[0]?.body).toEqual({ creditLimit: '2500.00', paymentTermsDays: 30, autoCancel: true });
  });

  it("shows the server's refusal under the field it names", async () => {
    const { sent } = await render('terms', () => [400, { error: 'creditLimit: must not exceed 1000000.00', code: 'validation' }]);
    await type('Credit limit (EUR)', '2000000');
    await save();
    expect(sent()).toHaveLength(1);
    expect(errorOf('Credit limit (EUR)')).toBe('must not exceed 1000000.00');
    expect(errorOf('Payment terms (days)')).toBeNull();
  });

  it('refuses a limit below zero before any call, under its field', async () => {
    const { sent } = await render('terms', () => [200, ACCOUNT]);
    await type('Credit limit (EUR)', '-5');
    await save();
    expect(sent()).toEqual([]);
    expect(errorOf('Credit limit (EUR)')).toBe('must not be below zero');
  });
});

describe('EntryForm', () => {
  it('sends the kind, the amount as money text and the reason; empties the form once recorded', async () => {
    const { sent } = await render('entry', () => [201, { ...ACCOUNT, balance: '150.00' }]);
    await type('Amount', '150,5');
    await type('Reason', ' Bank transfer ST-1182 ');
    await save();
    expect(sent()).toEqual([
      { method: 'POST', path: '/api/v1/users/7/account/entries', body: { kind: 'deposit', amount: '150.50', reason: 'Bank transfer ST-1182' } },
    ]);
    expect(field('Amount').value).toBe('');
    expect(field('Reason').value).toBe('');
  });

  it('asks for the reason before any call, and shows a refusal of the amount under it', async () => {
    const { sent } = await render('entry', () => [400, { error: 'amount: must not be zero', code: 'validation' }]);
    await type('Amount', '10');
    await save();
    expect(sent()).toEqual([]);
    expect(errorOf('Reason')).toBe('is required');
    await type('Reason', 'Correction');
    await save();
    expect(sent()).toHaveLength(1);
    expect(errorOf('Amount')).toBe('must not be zero');
    expect(errorOf('Reason')).toBeNull();
  });
});

describe('serverFieldErrors', () => {
  it("reads 'field: message' sentences, several joined by '; ', for the form's fields only", () => {
    const error = new ApiError('creditLimit: must not be below zero; paymentTermsDays: must be at most 365 days; other: no', 400);
    expect(serverFieldErrors(error, ['creditLimit', 'paymentTermsDays'])).toEqual({
      creditLimit: 'must not be below zero',
      paymentTermsDays: 'must be at most 365 days',
    });
    expect(serverFieldErrors(new ApiError('Agency not found.', 404), ['creditLimit'])).toEqual({});
    expect(serverFieldErrors(new Error('creditLimit: x'), ['creditLimit'])).toEqual({});
  });
});
