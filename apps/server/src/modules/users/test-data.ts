import { count, eq, sql } from 'drizzle-orm';
import { countryId, type FilePart, multipart, taxonomyId } from '../../test/factories';
import type { ApiTest } from '../../test/harness';
import { users } from './tables';

/** Shared by the users API tests (users.test.ts, users-save.test.ts). */

export const MARKUPS = '{"hotel":[{"type":"percent","amount":"5"}]}';
export const EXTRA_MARKUPS = '{"hotel":[{"type":"fixed","amount":"12.5"}]}';
/** What the server stores: amounts in canonical two-decimal text. */
export const STORED_MARKUPS = { hotel: [{ type: 'percent', amount: '5.00' }] };
export const STORED_EXTRA_MARKUPS = { hotel: [{ type: 'fixed', amount: '12.50' }] };

/** The user form, the way of sending it, and reads of the stored rows, over one test app. */
export function usersTestKit(api: ApiTest) {
  const db = api.db;

  async function userForm(overrides: Record<string, string> = {}) {
    return {
      email: 'added.agency@example.com',
      password: 'Added#pass1',
      companyName: 'Added Travel',
      firstName: 'Ada',
      lastName: 'Added',
      taxRegistrationNumber: 'DE-123456',
      position: 'Manager',
      country: String(await countryId(db(), 'DE')),
      city: 'Berlin',
      address: '1 Unter den Linden',
      website: 'https://added.example',
      phoneNumber: '+49 30 000000',
      companyPhoneNumber: '+49 30 111111',
      accountType: String(await taxonomyId(db(), 'accountType', 'corporate')),
      enabled: 'true',
      allowDownloadNotPaidVoucher: 'true',
      note: 'Pays by bank transfer',
      markups: MARKUPS,
      extraMarkups: EXTRA_MARKUPS,
      ...overrides,
    };
  }

  /** A multipart request the way the web app sends it. */
  async function send(
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = api.admin.headers,
    files: FilePart[] = [],
  ) {
    const form = await multipart(fields, files);
    return api.t.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
  }

  const usersCount = async () => Number((await db().select({ n: count() }).from(users))[0]!.n);
  const findByEmail = async (email: string) =>
    (
      await db()
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    )[0];
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

  return { userForm, send, usersCount, findByEmail, userRow };
}
