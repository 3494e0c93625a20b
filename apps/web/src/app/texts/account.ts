import { usersEn } from '../../features/users/en';
import { accountKitEn } from '../../lib/account-en';
import { mountTexts } from '../i18n';

// The users' and agencies' texts and the logged-in kit's (leave guard, period grid, product
// places), mounted with the logged-in areas' (./logged-in.ts), which the registration page (a
// visitor's) loads too. Not on the first page: the landing page's JavaScript budget (issue 32).
mountTexts({ user: usersEn, ...accountKitEn });
