import { agencyAccounts } from '../modules/accounts/tables';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { locations, taxonomies } from '../modules/reference/tables';
import { permissionsForRole } from '../modules/users/service';
import { users } from '../modules/users/tables';

export const PASSWORD = 'Secret#1234';
// One hash for every factory user keeps the tests fast (scrypt is slow on purpose).
let passwordHash: Promise<string> | undefined;

export async function countryId(db: Db, code = 'FR') {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.code, code)).limit(1);
  return row!.id;
}

export async function taxonomyId(db: Db, type: string, slug: string) {
  const [row] = await db
    .select()
    .from(taxonomies)
    .where(eq(taxonomies.type, type))
    .then((rows) => rows.filter((r) => r.slug === slug));
  return row!.id;
}

/**
 * A test agency's credit limit (issue 31): large, so a test about something else books as before
 * (charged on account at once); the account tests set their own limit through the API.
 */
export const TEST_CREDIT_LIMIT = '1000000.00';

export async function makeUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const role = overrides.role ?? 'ROLE_AGENT';
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: await passwordHash,
      role,
      permissions: permissionsForRole(role),
      companyName: 'Factory Travel',
      firstName: 'Fay',
      lastName: 'Factory',
      taxRegistrationNumber: 'TAX-1',
      countryId: await countryId(db),
      ...overrides,
    })
    .returning();
  if (role !== 'ROLE_ADMIN') await db.insert(agencyAccounts).values({ agentId: row!.id, creditLimit: TEST_CREDIT_LIMIT });
  return row!;
}

export async function loginAs(app: App, email: string, password = PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().token as string;
}

/** A logged-in test user: its row, token and bearer header. */
export type Session = Awaited<ReturnType<typeof session>>;

/** A user of the role plus its bearer header. */
export async function session(app: App, db: Db, role: 'ROLE_ADMIN' | 'ROLE_AGENT' = 'ROLE_AGENT', overrides = {}) {
  const user = await makeUser(db, { role, ...overrides });
  const token = await loginAs(app, user.email);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

export type FilePart = { name: string; filename: string; type: string; data: Buffer };

/** Encodes a multipart form the way a browser does. */
export async function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append(file.name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
  const request = new Request('http://x', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The smallest valid PNG (1x1). */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
