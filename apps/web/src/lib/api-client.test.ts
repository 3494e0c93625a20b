// @vitest-environment happy-dom
import { authApi } from './api-routes/auth';
import { bookingsApi } from './api-routes/bookings';
import { currencyApi } from './api-routes/currency';
import { referenceApi } from './api-routes/reference';
import { usersApi } from './api-routes/users';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, handleUnauthorized, pathOf, SESSION_EXPIRED, UNREACHABLE } from './api-client';
import { getSession, isSessionExpired, setSession } from './session';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setSession(null);
});
afterEach(() => vi.unstubAllGlobals());

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit & { headers: Record<string, string> }];
  return { url: new URL(url), init };
};

describe('the typed API client', () => {
  it('builds the path from the route and its params, and adds the query without empty values', async () => {
    fetchMock.mockResolvedValue(json(200, { entities: [], pagesCount: 0, total: 0 }));
    const answer = await call(bookingsApi.routes.list, { query: { page: 2, bookingCode: 'TD 1/2', hotelId: '', agentId: null } });
    const { url, init } = sent();
    expect(url.pathname).toBe('/api/v1/bookings');
    expect([...url.searchParams]).toEqual([
      ['page', '2'],
      ['bookingCode', 'TD 1/2'],
    ]);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(answer.pagesCount).toBe(0);
  });

  it('encodes each path parameter and refuses a missing one', () => {
    expect(pathOf(referenceApi.routes.taxonomies.path, { type: 'meal type' })).toBe('usertaxonomies/meal%20type');
    expect(pathOf(bookingsApi.routes.itemFile.path, { id: 7, itemId: 3, index: 0 })).toBe('bookings/7/items/3/files/0');
    expect(() => pathOf('/bookings/:id', {})).toThrow('needs its id');
  });

  it('sends a JSON body with the bearer token of the session', async () => {
    setSession({ token: 'tok-1', role: 'admin', userId: 1, firstName: 'Ada' });
    fetchMock.mockResolvedValue(json(200, { success: true }));
    await call(usersApi.routes.changePassword, { params: { id: 5 }, body: { newPassword: 'Secret#2026' } });
    const { url, init } = sent();
    expect(url.pathname).toBe('/api/v1/users/5/change-password');
    expect(init.method).toBe('PUT');
    expect(init.headers.authorization).toBe('Bearer tok-1');
    expect(init.headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ newPassword: 'Secret#2026' });
  });

  it('sends a multipart form: _method=PUT first, objects as JSON text, files as files, nothing for null', async () => {
    fetchMock.mockResolvedValue(json(200, { data: {} }));
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    await call(currencyApi.routes.save, { form: { fields: { data: { EUR: { USD: { rate: '1.1' } } } }, files: { logo, none: null }, override: 'PUT' } });
    const { init } = sent();
    expect(init.method).toBe('POST');
    expect(init.headers['content-type']).toBeUndefined();
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['_method', 'data', 'logo']);
    expect(form.get('_method')).toBe('PUT');
    expect(JSON.parse(String(form.get('data')))).toEqual({ EUR: { USD: { rate: '1.1' } } });
    expect((form.get('logo') as File).name).toBe('logo.png');
  });

  it("throws the server's sentence, status and code on a refusal", async () => {
    fetchMock.mockResolvedValue(json(409, { error: 'Email is already taken', code: 'email_taken' }));
    const error = await call(usersApi.routes.view, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Email is already taken', status: 409, code: 'email_taken' });
  });

  it('a 401 of a logged-in call forgets the session and calls the logout handler', async () => {
    const loggedOut = vi.fn();
    handleUnauthorized(loggedOut);
    setSession({ token: 'old', role: 'agent', userId: 2, firstName: 'Bo' });
    fetchMock.mockResolvedValue(json(401, { error: 'Your session has expired' }));
    await expect(call(bookingsApi.routes.read, { params: { id: 9 } })).rejects.toMatchObject({ status: 401, message: 'Your session has expired' });
    expect(getSession()).toBeNull();
    expect(loggedOut).toHaveBeenCalledOnce();
  });

  it('marks the refusals of an expired session and leaves for /login once when several calls fail together', async () => {
    const loggedOut = vi.fn();
    handleUnauthorized(loggedOut);
    setSession({ token: 'revoked', role: 'agent', userId: 2, firstName: 'Bo' });
    fetchMock.mockImplementation(async () => json(401, { error: 'Your session has expired. Please log in again.' }));
    const errors = await Promise.all([
      call(bookingsApi.routes.read, { params: { id: 9 } }).catch((e: unknown) => e),
      call(referenceApi.routes.countries).catch((e: unknown) => e),
    ]);
    expect(errors).toEqual([expect.objectContaining({ status: 401, code: SESSION_EXPIRED }), expect.objectContaining({ status: 401, code: SESSION_EXPIRED })]);
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(isSessionExpired()).toBe(true);
    // A new login forgets the expiry.
    setSession({ token: 'fresh', role: 'agent', userId: 2, firstName: 'Bo' });
    expect(isSessionExpired()).toBe(false);
  });

  it('a refused login is a wrong password, not an expired session', async () => {
    const loggedOut = vi.fn();
    handleUnauthorized(loggedOut);
    setSession(null);
    fetchMock.mockResolvedValue(json(401, { error: 'Invalid email or password' }));
    await expect(call(authApi.routes.login, { body: { email: 'a@b.c', password: 'x' } })).rejects.toMatchObject({ status: 401, code: undefined });
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('says the server cannot be reached when fetch itself fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call(referenceApi.routes.countries)).rejects.toMatchObject({ message: UNREACHABLE, status: 0 });
  });

  it('a refusal without a JSON body falls back to the status text', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(call(referenceApi.routes.countries)).rejects.toMatchObject({ message: 'Bad Gateway', status: 502 });
  });
});
