/**
 * The texts the account area's API answers with, besides the field rules it shares with sign-in
 * (`AuthMessages` of `@folio/auth-contract`).
 */
export const AccountMessages = {
  currentPasswordIncorrect: 'The password is incorrect.',
  passwordUpdated: 'Your password has been updated.',
  addressNotFound: 'Address not found.',
} as const;
