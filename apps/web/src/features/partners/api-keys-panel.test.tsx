// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiKeysPanel } from './api-keys-panel';
import type { ApiKeyRow } from './api';
import { button, callsTo, click, dialog, field, KEY, REVOKED_KEY, render, type, type Sent, waitFor } from './partners-fixture';

/*
 * API keys (issue 34): the list shows each key by name and prefix with its scopes and times, a
 * revoked one greyed with its revocation time; Create key sends the name and scopes (both on by
 * default) and shows the answered secret once, with the warning that it will not be shown again;
 * once the dialog is closed the secret is nowhere on the page. Revoke asks first, then DELETEs.
 */

const SECRET = 'tdk_3f9a0c1d2e3f4a5b6c7d8e9f0a1b2c3d';

function server(keys: ApiKeyRow[]) {
  let list = keys;
  return (call: Sent): [number, unknown] | undefined => {
    if (call.method === 'GET' && call.path === '/api-keys') return [200, { entities: list }];
    if (call.method === 'POST' && call.path === '/api-keys') {
      const created = {
        ...KEY,
        id: 3,
        name: (call.body as { name: string }).name,
        prefix: 'tdk_9e8d…',
        lastUsedAt: null,
        createdAt: '2027-03-09T08:00:00.000Z',
      };
      list = [...list, created];
      return [201, { ...created, secret: SECRET }];
    }
    if (call.method === 'DELETE' && call.path === '/api-keys/1') {
      list = list.map((k) => (k.id === 1 ? { ...k, revokedAt: '2027-03-09T09:00:00.000Z' } : k));
      return [200, { id: 1, revokedAt: '2027-03-09T09:00:00.000Z' }];
    }
    return undefined;
  };
}

const table = () => document.querySelector('table[aria-label="API keys"]') as HTMLTableElement;
const rowOf = (name: string) => [...table().querySelectorAll('tbody tr')].find((tr) => tr.querySelector('td p')?.textContent === name) as HTMLTableRowElement;

describe('ApiKeysPanel', () => {
  it('lists the keys; a revoked one stays, greyed, with its revocation time and no Revoke', async () => {
    await render(<ApiKeysPanel />, server([KEY, REVOKED_KEY]));
    const active = rowOf('Website');
    expect(active.textContent).toContain('tdk_3f9a…');
    expect(active.textContent).toContain('SearchBook');
    expect(active.querySelector('button')?.getAttribute('aria-label')).toBe('Revoke the key Website');
    const revoked = rowOf('Old mid-office');
    expect(revoked.textContent).toMatch(/^Old mid-officeRevoked.*05\.03\.2027 \d\d:00/);
    expect(revoked.textContent).toContain('Never');
    expect(revoked.querySelector('button')).toBeNull();
    // Greyed: its texts in the dimmed colour, the active key's not.
    expect(revoked.querySelector('td p')?.getAttribute('style')).toContain('dimmed');
    expect(active.querySelector('td p')?.getAttribute('style') ?? '').not.toContain('dimmed');
  });

  it('creates a key with both scopes by default and shows its secret once', async () => {
    const { sent } = await render(<ApiKeysPanel />, server([KEY]));
    await click('Create key');
    const form = dialog('Create an API key');
    expect((field('Search') as HTMLInputElement).checked).toBe(true);
    expect((field('Book') as HTMLInputElement).checked).toBe(true);
    await type('Name', 'Mid-office');
    await click([...form.querySelectorAll('button')].find((b) => b.getAttribute('type') === 'submit')!);
    expect(callsTo(sent, 'POST', '/api-keys').map((c) => c.body)).toEqual([{ name: 'Mid-office', scopes: ['search', 'book'] }]);

    const shown = dialog('Your new API key');
    expect(field('Secret').value).toBe(SECRET);
    expect(shown.textContent).toContain('It will not be shown again.');
    expect(button('Copy')).toBeTruthy();

    await click('Done');
    expect(document.body.innerHTML).not.toContain(SECRET);
    // The list is read again: the new key is there by its prefix only.
    expect(rowOf('Mid-office').textContent).toContain('tdk_9e8d…');
    // Opening the dialog again starts a new key; the old secret is gone for good.
    await click('Create key');
    expect(field('Name').value).toBe('');
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('refuses a key without a name or a scope before calling', async () => {
    const { sent } = await render(<ApiKeysPanel />, server([]));
    expect(document.body.textContent).toContain('No API key yet.');
    await click('Create key');
    await click(field('Book'));
    await click(field('Search'));
    const form = dialog('Create an API key');
    await click([...form.querySelectorAll('button')].find((b) => b.getAttribute('type') === 'submit')!);
    expect(form.textContent).toContain('Name is required');
    expect(form.textContent).toContain('choose at least one scope');
    expect(callsTo(sent, 'POST', '/api-keys')).toEqual([]);
  });

  it('asks before revoking, then calls DELETE and shows the key revoked', async () => {
    const { sent } = await render(<ApiKeysPanel />, server([KEY]));
    await click('Revoke the key Website');
    const confirm = await waitFor(() => dialog('Revoke this key?'));
    expect(confirm.textContent).toContain('Every call with the key "Website" will be refused');
    expect(callsTo(sent, 'DELETE', '/api-keys/1')).toEqual([]);
    await click('Yes, revoke');
    expect(callsTo(sent, 'DELETE', '/api-keys/1')).toHaveLength(1);
    expect(rowOf('Website').textContent).toMatch(/^WebsiteRevoked.*09\.03\.2027/);
  });

  it('keeps the key when the confirmation is declined', async () => {
    const { sent } = await render(<ApiKeysPanel />, server([KEY]));
    await click('Revoke the key Website');
    await waitFor(() => dialog('Revoke this key?'));
    await click('No');
    expect(sent.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it("an administrator manages the agency's keys by its agentId", async () => {
    const { sent } = await render(<ApiKeysPanel agentId={7} />, server([KEY]));
    expect(callsTo(sent, 'GET', '/api-keys')[0]?.query).toEqual({ agentId: '7' });
    await click('Create key');
    await type('Name', 'Agency site');
    await click([...dialog('Create an API key').querySelectorAll('button')].find((b) => b.getAttribute('type') === 'submit')!);
    expect(callsTo(sent, 'POST', '/api-keys')[0]?.body).toEqual({ name: 'Agency site', scopes: ['search', 'book'], agentId: 7 });
  });
});
