import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findTaxonomyBySlug } from '../modules/reference/service';
import { findUserByEmail } from '../modules/auth/repo';
import { hashPassword } from '../lib/passwords';
import { locations } from '../modules/reference/tables';
import { permissionsForRole } from '../modules/users/service';
import { users } from '../modules/users/tables';

export const DEMO_USERS = [
  { email: 'admin@traveldesk.test', password: 'Admin#2026', role: 'ROLE_ADMIN', companyName: 'TravelDesk Back Office', firstName: 'Ada', lastName: 'Admin' },
  { email: 'agent@traveldesk.test', password: 'Agent#2026', role: 'ROLE_AGENT', companyName: 'Sunny Trips Agency', firstName: 'Sam', lastName: 'Agent' },
] as const;

/** Demo content: the two demo users (later modules add their catalogue here). Idempotent. */
export async function seedDemo(db: Db) {
  const [country] = await db.select({ id: locations.id }).from(locations).where(eq(locations.code, 'DE')).limit(1);
  const agency = await findTaxonomyBySlug(db, 'accountType', 'agency');
  for (const demo of DEMO_USERS) {
    if (await findUserByEmail(db, demo.email)) continue;
    await db.insert(users).values({
      email: demo.email,
      passwordHash: await hashPassword(demo.password),
      role: demo.role,
      permissions: permissionsForRole(demo.role),
      companyName: demo.companyName,
      firstName: demo.firstName,
      lastName: demo.lastName,
      taxRegistrationNumber: 'DE123456789',
      position: demo.role === 'ROLE_ADMIN' ? 'Operations manager' : 'Travel consultant',
      countryId: country?.id ?? null,
      city: 'Berlin',
      address: 'Friedrichstraße 100',
      website: 'https://example.com',
      phoneNumber: '+49 30 1234567',
      companyPhoneNumber: '+49 30 7654321',
      accountTypeId: agency?.id ?? null,
    });
  }
}

export async function countUsers(db: Db) {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}
