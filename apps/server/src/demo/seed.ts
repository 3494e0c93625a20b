import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { findTaxonomyBySlug } from '../modules/reference/service';
import { findUserByEmail } from '../modules/auth/repo';
import { hashPassword } from '../lib/passwords';
import { locations } from '../modules/reference/tables';
import { permissionsForRole } from '../modules/users/service';
import { users } from '../modules/users/tables';
import { accountEntries, agencyAccounts } from '../modules/accounts/tables';

export const DEMO_USERS = [
  { email: 'admin@traveldesk.test', password: 'Admin#2026', role: 'ROLE_ADMIN', companyName: 'TravelDesk Back Office', firstName: 'Ada', lastName: 'Admin' },
  { email: 'agent@traveldesk.test', password: 'Agent#2026', role: 'ROLE_AGENT', companyName: 'Sunny Trips Agency', firstName: 'Sam', lastName: 'Agent' },
] as const;

/** Demo content: the two demo users (later modules add their catalogue here). Idempotent. */
export async function seedDemo(db: Db, clock: Clock) {
  const [country] = await db.select({ id: locations.id }).from(locations).where(eq(locations.code, 'DE')).limit(1);
  const agency = await findTaxonomyBySlug(db, 'accountType', 'agency');
  for (const demo of DEMO_USERS) {
    if (await findUserByEmail(db, demo.email)) continue;
    const [user] = await db
      .insert(users)
      .values({
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
      })
      .returning({ id: users.id });
    // Issue 31: the demo agency books on account: 50,000 EUR of credit, 14 days' terms, an opening deposit.
    if (demo.role === 'ROLE_AGENT') {
      await db.insert(agencyAccounts).values({ agentId: user!.id, creditLimit: DEMO_CREDIT_LIMIT, paymentTermsDays: 14 }).onConflictDoNothing();
      await db
        .insert(accountEntries)
        .values({ agentId: user!.id, kind: 'deposit', amount: '2000.00', currency: 'EUR', at: clock.now(), reason: 'Opening deposit' });
    }
  }
}

export const DEMO_CREDIT_LIMIT = '50000.00';

export async function countUsers(db: Db) {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}
