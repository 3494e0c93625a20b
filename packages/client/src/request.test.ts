import { bookingsApi, destinationsApi, partnersApi, searchApi } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { asText, buildForm, buildUrl, fillPath, sendsKey } from './request';

describe('building a request from a route spec', () => {
  it('fills the path params, each encoded, and names a missing one', () => {
    expect(fillPath('/bookings/:id', { id: 7 })).toBe('/bookings/7');
    expect(fillPath('/webhooks/:id/deliveries/:deliveryId/resend', { id: 3, deliveryId: 12 })).toBe('/webhooks/3/deliveries/12/resend');
    expect(fillPath('/usertaxonomies/:type', { type: 'a b/c' })).toBe('/usertaxonomies/a%20b%2Fc');
    expect(() => fillPath('/bookings/:id', {})).toThrow('The call /bookings/:id needs its id');
    expect(() => fillPath('/bookings/:id', { id: '' })).toThrow('needs its id');
  });

  it('puts the call under /api/v1 of the base URL, whatever its trailing slash or its own path', () => {
    expect(buildUrl('https://desk.example.com', '/bookings/:id', { id: 5 }).href).toBe('https://desk.example.com/api/v1/bookings/5');
    expect(buildUrl('https://desk.example.com/', '/bookings').href).toBe('https://desk.example.com/api/v1/bookings');
    expect(buildUrl('https://example.com/travel/', '/bookings').href).toBe('https://example.com/travel/api/v1/bookings');
    expect(buildUrl('http://127.0.0.1:3000', '/search').href).toBe('http://127.0.0.1:3000/api/v1/search');
  });

  it('serializes the query: numbers and booleans as text, objects and arrays as JSON text, empty values left out', () => {
    const url = buildUrl('http://localhost:3000', '/search', undefined, {
      searchMode: 'hotel',
      toId: 12,
      startDate: '2027-06-28',
      rooms: [{ adults: 2, childrenAges: [5] }],
      filters: { stars: [4, 5] },
      explain: true,
      currency: '',
      hotelId: undefined,
      nationalityId: null,
    });
    expect(url.pathname).toBe('/api/v1/search');
    expect([...url.searchParams]).toEqual([
      ['searchMode', 'hotel'],
      ['toId', '12'],
      ['startDate', '2027-06-28'],
      ['rooms', '[{"adults":2,"childrenAges":[5]}]'],
      ['filters', '{"stars":[4,5]}'],
      ['explain', 'true'],
    ]);
    expect(url.search).toContain('rooms=%5B%7B%22adults%22%3A2');
  });

  it('builds a multipart form: text parts as they are, objects as JSON text, Blobs as files, absent values left out', async () => {
    const booking = { passengers: { passenger1: { firstName: 'Ann' } }, booking: { bookingItems: [] } };
    const scan = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    const form = buildForm({ booking, _method: 'PUT', count: 2, note: undefined, other: null, 'files[passport][passenger1]': scan });
    expect([...form.keys()]).toEqual(['booking', '_method', 'count', 'files[passport][passenger1]']);
    expect(form.get('booking')).toBe(JSON.stringify(booking));
    expect(form.get('count')).toBe('2');
    const file = form.get('files[passport][passenger1]') as File;
    expect(file).toBeInstanceOf(Blob);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(asText('already text')).toBe('already text');
  });

  it('sends the key on the calls a key may make and on logged-in calls, never on the public reference lists', () => {
    expect(sendsKey(searchApi.routes.search)).toBe(true);
    expect(sendsKey(bookingsApi.routes.create)).toBe(true);
    expect(sendsKey(partnersApi.routes.listKeys)).toBe(true);
    expect(sendsKey(destinationsApi.routes.destinations)).toBe(false);
  });
});
