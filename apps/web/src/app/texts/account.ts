import { usersEn } from '../../features/users/en';
import { accountKitEn } from '../../lib/account-en';
import { mountTexts } from '../i18n';

// The users' and agencies' texts and the logged-in kit's (leave guard, period grid, product
// places): the account area and the back office mount them with their own (./logged-in.ts), the
// registration page (a visitor's) alone. Not on the first page: the landing page's JavaScript
// budget (issue 32).
mountTexts({ user: usersEn, ...accountKitEn });
