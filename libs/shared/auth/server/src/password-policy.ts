import { AuthMessages } from '@folio/auth-contract';
import commonPasswords from './common-passwords.json' with { type: 'json' };

const COMMON = new Set<string>(commonPasswords);

/**
 * The server-side rules for a new password beyond its length (which the contract checks):
 * not on the common-password list (`common-passwords.json`, compared without case), not one
 * repeated character, not the account's own e-mail address. Returns the message, or null.
 */
export function newPasswordProblem(password: string, context: { email?: string } = {}): string | null {
  const folded = password.toLowerCase();
  const email = context.email?.toLowerCase();
  if (COMMON.has(folded) || COMMON.has(folded.trim())) return AuthMessages.passwordCommon;
  if (/^(.)\1*$/su.test(password)) return AuthMessages.passwordCommon;
  if (email && (folded === email || folded === email.split('@')[0])) return AuthMessages.passwordCommon;
  return null;
}
