import type { RouteSpec } from '@travel/contracts';

/**
 * Building a request from a route spec and a call's input: the path with its params, the query
 * string, the multipart form. Pure functions, so the tests read what goes on the wire.
 */

/** Every call of the API is under this path of the server. */
export const API_PREFIX = '/api/v1';

/** `/bookings/:id` with `{ id: 7 }` → `/bookings/7` (each value encoded); a missing param is a bug of the caller. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`The call ${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query or form value as text: objects and arrays as their JSON text, the rest as `String` writes them. */
export function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** The call's URL under `baseUrl` (with or without a trailing slash or a path of its own); absent, null and empty values are left out. */
export function buildUrl(baseUrl: string, path: string, params?: Record<string, unknown>, query: Record<string, unknown> = {}): URL {
  const base = new URL(baseUrl);
  const url = new URL(`${base.pathname.replace(/\/+$/, '')}${API_PREFIX}${fillPath(path, params)}`, base);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, asText(value));
  }
  return url;
}

/** A multipart form: text parts (objects as JSON text), Blobs as files; absent and null values are left out. */
export function buildForm(parts: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, asText(value));
  }
  return form;
}

/**
 * Whether a call carries the key: a route a key may call (`apiKey`), or any route that needs a
 * login (the server then refuses the key with 403, which says more than a 401 would). The public
 * reference lists (destinations, nationalities) are called without it, as a visitor would.
 */
export function sendsKey(route: Pick<RouteSpec, 'access' | 'apiKey'>): boolean {
  return route.apiKey !== undefined || route.access !== 'public';
}
