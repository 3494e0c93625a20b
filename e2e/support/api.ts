import { baseUrl } from './browser';
import { ADMIN } from './global-setup';

/** Seeding goes through the real API, as a client would. */
export async function apiCall<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${baseUrl()}/api/v1/${path}`, { method, headers, body: payload });
  const data = await res.json().catch(() => undefined);
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(data)}`);
  return data as T;
}

export async function login(email: string, password: string) {
  return (await apiCall<{ token: string }>('POST', 'login', { email, password })).token;
}
export const adminToken = () => login(ADMIN.email, ADMIN.password);

let counter = 0;
/**
 * A new agency through the admin API. Issue 31: it gets a credit limit (100,000 by default), so a
 * journey about something else books on account as the demo agency does; the account journey sets
 * its own.
 */
export async function createAgent(token: string, overrides: Record<string, string> = {}, creditLimit = '100000') {
  const countries = await apiCall<{ entities: { id: number; code: string }[] }>('GET', 'locations/countries');
  const accountTypes = await apiCall<{ entities: { id: number }[] }>('GET', 'usertaxonomies/accountType');
  const unique = `${Date.now().toString(36)}${counter++}`;
  const fields: Record<string, string> = {
    email: `agent-${unique}@e2e.test`,
    password: 'Agent#pass-1',
    companyName: `Agency ${unique}`,
    firstName: 'Alex',
    lastName: 'Agent',
    taxRegistrationNumber: 'TAX-E2E',
    position: 'Consultant',
    country: String(countries.entities.find((c) => c.code === 'ES')!.id),
    city: 'Madrid',
    address: 'Gran Vía 1',
    website: 'https://agency.example',
    phoneNumber: '+34 600 000 000',
    companyPhoneNumber: '+34 910 000 000',
    accountType: String(accountTypes.entities[0]!.id),
    ...overrides,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const user = await apiCall<{ id: number; email: string }>('POST', 'users', form, token);
  await apiCall('PUT', `users/${user.id}/account`, { creditLimit, paymentTermsDays: null, autoCancel: true }, token);
  return { ...user, password: fields.password! };
}

/**
 * Switches site settings for a journey (site settings: `modules` and other fields), through the
 * admin API; answers how to put the settings back as they were.
 */
export async function switchSiteSettings(token: string, modules: Record<string, boolean>, fields: Record<string, unknown> = {}) {
  const {
    site_logo: _logo,
    unavailableModules: _unavailable,
    ...site
  } = await apiCall<Record<string, unknown> & { modules: Record<string, boolean> }>('GET', 'settings/site', undefined, token);
  const put = (data: Record<string, unknown>) => {
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('data', JSON.stringify(data));
    return apiCall('POST', 'settings/site', form, token);
  };
  await put({ ...site, modules: { ...site.modules, ...modules }, ...fields });
  return () => put(site);
}
