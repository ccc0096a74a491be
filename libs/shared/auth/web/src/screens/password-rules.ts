import { AuthMessages, MIN_PASSWORD_LENGTH } from '@folio/auth-contract';
import type { FieldErrors, FormValues } from '@folio/ui-kit';

export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. A short sentence is easy to remember and hard to guess.`;

/**
 * The one rule the fields cannot express themselves: the confirmation matches. Shown on the
 * confirmation field (the server puts the same text on `password`).
 */
export function confirmationMatches(values: FormValues): FieldErrors {
  const password = values['password'];
  const confirmation = values['password_confirmation'];
  if (typeof password !== 'string' || typeof confirmation !== 'string' || confirmation === '') return {};
  return password === confirmation ? {} : { password_confirmation: [AuthMessages.passwordConfirmation] };
}

export const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};
