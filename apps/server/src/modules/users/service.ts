import { and, eq, inArray, ne, type SQLWrapper, sql } from 'drizzle-orm';
import { mergeUserMarkups, ROLE_ADMIN, type ProfileRequest, type RegistrationRequest, type UserCreateRequest, type UserUpdateRequest } from '@travel/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import { deleteRow } from '../../lib/crud';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import type { Storage } from '../../lib/storage';
import { checkImage, type UploadedFile } from '../../lib/uploads';
import { enqueueMail } from '../mail';
import { findCountry, findTaxonomy, findTaxonomyBySlug } from '../reference';
import { emailTaken, findUserDetails, listAgencies, listAgents } from './repo';
import { alreadyRegisteredMail } from './registration-mails';
import { users, type UserRow } from './tables';

/**
 * What user management needs of the login sessions, which are auth's: handed in by the app's
 * composition root (app.ts), so users import nothing of auth, which reads users (issue 28).
 */
export type Sessions = {
  /** Ends every login session of the user, in the caller's transaction. */
  revokeLogins: (tx: DbOrTx, userId: number) => Promise<void>;
  /** Sets the user's new password and ends their sessions and unused reset links. */
  changePassword: (db: Db, userId: number, password: string) => Promise<void>;
};

/** Permissions that come with a role; admins hold hotelPricing (docs/decisions.md). */
export const permissionsForRole = (role: string) => (role === ROLE_ADMIN ? ['hotelPricing'] : []);

async function storeLogo(storage: Storage, logo: UploadedFile | undefined): Promise<string | undefined> {
  if (!logo) return undefined;
  const extension = await checkImage(logo, 'logo');
  return storage.put('logos', extension, logo.data);
}

async function checkReferences(db: DbOrTx, input: { country: number; accountType?: number }) {
  if (!(await findCountry(db, input.country))) throw badRequest('country: Country not found');
  if (input.accountType !== undefined && !(await findTaxonomy(db, 'accountType', input.accountType))) {
    throw badRequest('accountType: Account type not found');
  }
}

async function ensureEmailFree(db: DbOrTx, email: string, exceptId?: number) {
  if (await emailTaken(db, email, exceptId)) throw conflict('email: This email is already registered.', 'email_taken');
}

const agencyColumns = (input: ProfileRequest) => ({
  email: input.email,
  companyName: input.companyName,
  firstName: input.firstName,
  lastName: input.lastName,
  taxRegistrationNumber: input.taxRegistrationNumber,
  countryId: input.country,
  position: input.position ?? null,
  city: input.city ?? null,
  address: input.address ?? null,
  website: input.website ?? null,
  phoneNumber: input.phoneNumber ?? null,
  companyPhoneNumber: input.companyPhoneNumber ?? null,
});

/** The admin's fields but the markups, which a create sets and a save merges (mergeUserMarkups). */
const adminColumns = (input: Omit<UserUpdateRequest, 'markups' | 'extraMarkups'>) => ({
  accountTypeId: input.accountType,
  enabled: input.enabled,
  allowDownloadNotPaidVoucher: input.allowDownloadNotPaidVoucher,
  note: input.note ?? null,
  role: input.role,
  permissions: permissionsForRole(input.role),
});

/**
 * Registers an agency. An email that already has an account answers exactly as a new one, so the
 * call cannot tell who is registered: its owner is told by mail instead and no second account is
 * made. Both ways check the input and the logo, hash the password (scrypt: most of the time spent),
 * look the email up and write one row (the user, or the mail), so they take alike times too
 * (docs/decisions.md, "Registration and forgot-password answers").
 */
export async function registerAgency(db: Db, storage: Storage, publicUrl: string, input: RegistrationRequest, logo?: UploadedFile): Promise<void> {
  await checkReferences(db, input);
  const logoExtension = logo ? await checkImage(logo, 'logo') : undefined;
  const passwordHash = await hashPassword(input.password);
  const accountType = await findTaxonomyBySlug(db, 'accountType', 'agency');
  const owner = await findUserByEmail(db, input.email);
  if (owner) {
    await enqueueMail(db, alreadyRegisteredMail(owner, publicUrl));
    return;
  }
  const logoKey = logo && logoExtension ? await storage.put('logos', logoExtension, logo.data) : null;
  try {
    await db.insert(users).values({ ...agencyColumns(input), passwordHash, role: 'ROLE_AGENT', accountTypeId: accountType?.id ?? null, logo: logoKey });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another registration took the address between the lookup and the insert: the same answer.
    if (logoKey) await storage.remove(logoKey);
    const winner = await findUserByEmail(db, input.email);
    if (winner) await enqueueMail(db, alreadyRegisteredMail(winner, publicUrl));
  }
}

export async function createUser(db: Db, storage: Storage, input: UserCreateRequest, logo?: UploadedFile) {
  await checkReferences(db, input);
  await ensureEmailFree(db, input.email);
  const logoKey = await storeLogo(storage, logo);
  const [row] = await db
    .insert(users)
    .values({
      ...agencyColumns(input),
      ...adminColumns(input),
      markups: input.markups,
      extraMarkups: input.extraMarkups,
      passwordHash: await hashPassword(input.password),
      logo: logoKey ?? null,
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function updateUser(db: Db, storage: Storage, sessions: Sessions, id: number, input: UserUpdateRequest, actor: UserRow, logo?: UploadedFile) {
  const stored = await findUserDetails(db, id);
  if (!stored) throw notFound('User');
  if (id === actor.id && (input.role !== ROLE_ADMIN || !input.enabled)) {
    throw unprocessable('You cannot remove your own administrator role or disable your own account.');
  }
  await checkReferences(db, input);
  await ensureEmailFree(db, input.email, id);
  const logoKey = await storeLogo(storage, logo);
  await db.transaction(async (tx) => {
    // The row is read again under its lock: a product's markups a concurrent save wrote are kept too.
    const [locked] = await tx.select({ markups: users.markups, extraMarkups: users.extraMarkups }).from(users).where(eq(users.id, id)).for('update');
    const current = locked ?? stored.user;
    await tx
      .update(users)
      .set({
        ...agencyColumns(input),
        ...adminColumns(input),
        // Issue 30: a product the save does not send keeps its markups (domain-rules §5.1).
        markups: mergeUserMarkups(current.markups, input.markups),
        extraMarkups: mergeUserMarkups(current.extraMarkups, input.extraMarkups),
        ...(logoKey ? { logo: logoKey } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id));
    if (!input.enabled) await sessions.revokeLogins(tx, id);
  });
}

export async function updateProfile(db: Db, storage: Storage, id: number, input: ProfileRequest, logo?: UploadedFile) {
  await checkReferences(db, input);
  await ensureEmailFree(db, input.email, id);
  const logoKey = await storeLogo(storage, logo);
  await db
    .update(users)
    .set({ ...agencyColumns(input), ...(logoKey ? { logo: logoKey } : {}), updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function setPassword(db: DbOrTx, id: number, password: string) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/**
 * Deletes a user; when other records (bookings) still point to it, the foreign key refuses and
 * the user is disabled instead, so history is never lost (docs/decisions.md).
 */
export async function deleteUser(db: Db, sessions: Sessions, id: number, actor: UserRow): Promise<'deleted' | 'disabled'> {
  if (id === actor.id) throw unprocessable('You cannot delete your own account.');
  try {
    await deleteRow(db, users, id, { noun: 'User' });
    return 'deleted';
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await db.transaction(async (tx) => {
      await tx.update(users).set({ enabled: false, updatedAt: sql`now()` }).where(eq(users.id, id));
      await sessions.revokeLogins(tx, id);
    });
    return 'disabled';
  }
}

export { findUserDetails, listAgencies, listAgents };

type UserFields = { companyName: string; email: string; firstName: string; lastName: string; allowDownloadNotPaidVoucher: boolean };
/**
 * One field of the user a column points to, as a scalar subquery: other modules show who booked
 * or wrote without reading the users table themselves.
 */
export const userFieldOf = <K extends keyof UserFields>(id: SQLWrapper, field: K) =>
  sql<UserFields[K]>`(select ${users[field]} from ${users} where ${users.id} = ${id})`;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user whose id a subquery of another module names (one query where two would be needed). */
export async function findUserByIdIn(db: DbOrTx, ids: SQLWrapper): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(inArray(users.id, ids)).limit(1);
  return row;
}

/** Case-insensitive: an email is one account however it is typed. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/** An enabled agency (not an administrator) an admin may book for or name. */
export async function findAgency(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ne(users.role, ROLE_ADMIN), eq(users.enabled, true)))
    .limit(1);
  return row;
}

export async function anyAdministrator(db: DbOrTx): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, ROLE_ADMIN)).limit(1);
  return !!admin;
}

/** The first administrator of a fresh database (bootstrap). */
export async function insertAdministrator(db: DbOrTx, email: string, passwordHash: string) {
  await db.insert(users).values({
    email,
    passwordHash,
    role: ROLE_ADMIN,
    permissions: permissionsForRole(ROLE_ADMIN),
    companyName: 'Administration',
    firstName: 'Admin',
    lastName: 'Istrator',
    taxRegistrationNumber: '-',
  });
}
