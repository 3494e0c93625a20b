import { getSession, setSession } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

let onUnauthorized: () => void = () => {};
/** Set by the router: a 401 from any call logs out and goes to /login (account spec §8). */
export const handleUnauthorized = (fn: () => void) => {
  onUnauthorized = fn;
};

type Body = Record<string, unknown> | FormData | undefined;

export async function api<T>(method: string, path: string, body?: Body, query?: Record<string, unknown>): Promise<T> {
  const url = new URL(`/api/v1/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const session = getSession();
  if (session) headers.authorization = `Bearer ${session.token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload });
  } catch {
    throw new ApiError('The server cannot be reached. Check your connection and try again.', 0);
  }
  const data = response.headers.get('content-type')?.includes('json') ? await response.json() : undefined;
  if (response.status === 401 && session && !path.startsWith('login')) {
    setSession(null);
    onUnauthorized();
  }
  if (!response.ok || (data && typeof data === 'object' && 'error' in data && data.error)) {
    throw new ApiError((data as { error?: string })?.error ?? response.statusText, response.status, (data as { code?: string })?.code);
  }
  return data as T;
}

/** A multipart form: plain values as text, objects as JSON text, files as files (spec quirks). */
export function toFormData(values: Record<string, unknown>, files: Record<string, File | null | undefined> = {}, method?: 'PUT') {
  const form = new FormData();
  if (method) form.append('_method', method);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [key, file] of Object.entries(files)) if (file) form.append(key, file);
  return form;
}
