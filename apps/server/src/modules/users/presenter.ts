import type { User } from '@travel/contracts';
import { mediaUrl } from '../../lib/storage';
import type { UserDetails } from './repo';

/**
 * What leaves the server about a user (style.md §3): admins get the admin fields (enabled,
 * account type, markups, note); an agent reading its own record gets none of them.
 */
export function presentUser({ user, country, accountType }: UserDetails, forAdmin: boolean): User {
  const base: User = {
    id: user.id,
    email: user.email,
    role: user.role as User['role'],
    companyName: user.companyName,
    firstName: user.firstName,
    lastName: user.lastName,
    taxRegistrationNumber: user.taxRegistrationNumber,
    position: user.position,
    country: country?.id ? { id: country.id, name: country.name } : null,
    city: user.city,
    address: user.address,
    website: user.website,
    phoneNumber: user.phoneNumber,
    companyPhoneNumber: user.companyPhoneNumber,
    logo: mediaUrl(user.logo),
    permissions: user.permissions,
  };
  if (!forAdmin) return base;
  return {
    ...base,
    enabled: user.enabled,
    accountType: accountType?.id ? { id: accountType.id, title: accountType.title } : null,
    allowDownloadNotPaidVoucher: user.allowDownloadNotPaidVoucher,
    note: user.note,
    markups: user.markups,
    extraMarkups: user.extraMarkups,
    createdAt: user.createdAt.toISOString(),
  };
}
