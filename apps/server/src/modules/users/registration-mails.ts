import type { Mail } from '../mail';

/**
 * To the owner of an address someone tried to register again. The registration answers as for a
 * new address (docs/decisions.md, "Registration and forgot-password answers"), so the owner learns
 * it here: no second account was made.
 */
export function alreadyRegisteredMail(to: { email: string; firstName: string }, publicUrl: string): Mail {
  return {
    to: to.email,
    subject: 'Someone tried to register with your email address',
    text: `Hello ${to.firstName},\n\nSomeone tried to register a new agency account with this email address. It already belongs to your account, so no new account was made and your account is unchanged.\n\nIf it was you: log in at ${publicUrl}/login, or choose a new password at ${publicUrl}/forgot-password if you have forgotten it.\n\nIf it was not you, you can ignore this mail.\n`,
  };
}
