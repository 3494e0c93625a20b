// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Delivery, WebhookRow } from './api';
import { callsTo, click, DELIVERIES, dialog, ENDPOINT, field, render, type Sent, type, waitFor } from './partners-fixture';
import { WebhooksPanel } from './webhooks-panel';

/*
 * Webhooks (issue 34): Add endpoint sends the URL and the chosen events and shows the signing
 * secret once; Edit sends URL, events and the active switch; Rotate secret asks, then shows the
 * new secret once; Delete asks first. Deliveries lists an endpoint's deliveries newest first with
 * their tries (time, answer code or error) and state; Send again posts resend and reads the log again.
 */

const SECRET = 'whsec_5b1e0c9a7d3f';

function server(endpoints: WebhookRow[], deliveries: Delivery[] = DELIVERIES) {
  let log = deliveries;
  return (call: Sent): [number, unknown] | undefined => {
    if (call.method === 'GET' && call.path === '/webhooks') return [200, { entities: endpoints }];
    if (call.method === 'POST' && call.path === '/webhooks') {
      const body = call.body as { url: string; events: WebhookRow['events'] };
      return [201, { ...ENDPOINT, id: 5, ...body, lastDelivery: null, secret: SECRET }];
    }
    if (call.method === 'PUT' && call.path === '/webhooks/4') {
      const body = call.body as Record<string, unknown>;
      return [200, body.rotateSecret ? { ...ENDPOINT, secret: `${SECRET}-2` } : { ...ENDPOINT, ...body }];
    }
    if (call.method === 'DELETE' && call.path === '/webhooks/4') return [200, { id: 4 }];
    if (call.method === 'GET' && call.path === '/webhooks/4/deliveries') return [200, { entities: log }];
    if (call.method === 'POST' && call.path === '/webhooks/4/deliveries/10/resend') {
      const again = {
        ...log[0]!,
        status: 'delivered' as const,
        attempts: [...log[0]!.attempts, { at: '2027-03-09T08:00:00.000Z', responseCode: 200, error: null, durationMs: 40 }],
      };
      log = [again, ...log.slice(1)];
      return [200, again];
    }
    return undefined;
  };
}

const submitOf = (form: HTMLElement) => [...form.querySelectorAll('button')].find((b) => b.getAttribute('type') === 'submit')!;

describe('WebhooksPanel', () => {
  it('lists the endpoints with their events, activity and last delivery', async () => {
    await render(<WebhooksPanel />, server([ENDPOINT]));
    const row = document.querySelector('table[aria-label="Webhook endpoints"] tbody tr')!;
    expect(row.textContent).toContain('https://mid.example.com/hooks');
    expect(row.textContent).toContain('Booking createdBooking cancelled');
    expect(row.textContent).toContain('Active');
    expect(row.textContent).toContain('Failed500');
  });

  it('adds an endpoint with its URL and events, and shows the signing secret once', async () => {
    const { sent } = await render(<WebhooksPanel />, server([]));
    expect(document.body.textContent).toContain('No webhook endpoint yet.');
    await click('Add endpoint');
    const form = dialog('Add a webhook endpoint');
    await type('URL', 'https://mid.example.com/hooks');
    await click(field('Booking confirmed'));
    await click(field('Payment recorded'));
    await click(submitOf(form));
    expect(callsTo(sent, 'POST', '/webhooks').map((c) => c.body)).toEqual([
      { url: 'https://mid.example.com/hooks', events: ['booking.confirmed', 'payment.recorded'] },
    ]);
    const shown = dialog('Signing secret of the new endpoint');
    expect(field('Secret').value).toBe(SECRET);
    expect(shown.textContent).toContain('It will not be shown again.');
    await click('Done');
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('refuses an endpoint that is not an http(s) URL or has no event', async () => {
    const { sent } = await render(<WebhooksPanel />, server([]));
    await click('Add endpoint');
    const form = dialog('Add a webhook endpoint');
    await type('URL', 'ftp://mid.example.com');
    await click(submitOf(form));
    expect(form.textContent).toContain('must be an http(s) URL');
    expect(form.textContent).toContain('choose at least one event');
    expect(callsTo(sent, 'POST', '/webhooks')).toEqual([]);
  });

  it('edits the URL, the events and the active switch', async () => {
    const { sent } = await render(<WebhooksPanel />, server([ENDPOINT]));
    await click('Edit https://mid.example.com/hooks');
    const form = dialog('Edit the webhook endpoint');
    expect(field('URL').value).toBe('https://mid.example.com/hooks');
    await click(field('Booking cancelled'));
    await click(field('Active'));
    await click(submitOf(form));
    expect(callsTo(sent, 'PUT', '/webhooks/4').map((c) => c.body)).toEqual([
      { url: 'https://mid.example.com/hooks', events: ['booking.created'], active: false },
    ]);
  });

  it('rotates the secret after a confirmation and shows the new one once', async () => {
    const { sent } = await render(<WebhooksPanel />, server([ENDPOINT]));
    await click('Rotate secret of https://mid.example.com/hooks');
    await waitFor(() => dialog('Rotate the signing secret?'));
    expect(callsTo(sent, 'PUT', '/webhooks/4')).toEqual([]);
    await click('Yes, rotate');
    expect(callsTo(sent, 'PUT', '/webhooks/4').map((c) => c.body)).toEqual([{ rotateSecret: true }]);
    await waitFor(() => dialog('New signing secret'));
    expect(field('Secret').value).toBe(`${SECRET}-2`);
    await click('Done');
    await waitFor(() => {
      if (document.body.innerHTML.includes(SECRET)) throw new Error('the secret is still shown');
    });
  });

  it('deletes an endpoint after "Do you really want to delete it?"', async () => {
    const { sent } = await render(<WebhooksPanel />, server([ENDPOINT]));
    await click('Delete https://mid.example.com/hooks');
    const confirm = await waitFor(() => dialog('Please confirm'));
    expect(confirm.textContent).toContain('Do you really want to delete it?');
    expect(callsTo(sent, 'DELETE', '/webhooks/4')).toEqual([]);
    await click('Yes, delete');
    expect(callsTo(sent, 'DELETE', '/webhooks/4')).toHaveLength(1);
  });

  it('shows the deliveries newest first with their tries; Send again posts resend and reads the log again', async () => {
    const { sent } = await render(<WebhooksPanel />, server([ENDPOINT]));
    await click('Deliveries of https://mid.example.com/hooks');
    const drawer = await waitFor(() => dialog('Deliveries of https://mid.example.com/hooks'));
    const cards = () => [...drawer.querySelectorAll('article')];
    await waitFor(() => {
      if (cards().length !== 2) throw new Error('no deliveries yet');
    });
    // Newest first: the cancellation (pending, next try) before the creation (failed).
    expect(cards()[0]!.textContent).toContain('Booking cancelled');
    expect(cards()[0]!.textContent).toContain('Pending');
    expect(cards()[0]!.textContent).toContain('Next try');
    const failed = cards()[1]!;
    expect(failed.textContent).toContain('Failed');
    const tries = [...failed.querySelectorAll('table[aria-label="Tries of delivery 10"] tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(tries).toHaveLength(2);
    expect(tries[0]![1]).toBe('500');
    expect(tries[1]![1]).toBe('timeout after 10 s');
    expect(tries[1]![2]).toBe('10000 ms');

    // The payload, pre-formatted JSON, on demand.
    expect(failed.querySelector('pre')).toBeNull();
    await click([...failed.querySelectorAll('button')].find((b) => b.textContent === 'Show payload')!);
    expect(failed.querySelector('pre')?.textContent).toContain('"pnrs": "TD-31"');

    const reads = callsTo(sent, 'GET', '/webhooks/4/deliveries').length;
    await click([...failed.querySelectorAll('button')].find((b) => b.textContent === 'Send again')!);
    expect(callsTo(sent, 'POST', '/webhooks/4/deliveries/10/resend')).toHaveLength(1);
    await waitFor(() => {
      if (callsTo(sent, 'GET', '/webhooks/4/deliveries').length <= reads) throw new Error('the log was not read again');
    });
    await waitFor(() => {
      const card = cards()[1]!;
      if (!card.textContent?.includes('Delivered')) throw new Error('not refreshed');
      expect(card.querySelectorAll('tbody tr')).toHaveLength(3);
    });
  });
});
