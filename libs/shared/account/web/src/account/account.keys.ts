import { signedInDataRoots } from '@folio/auth';

/**
 * Query keys of the account area's data. They sit under the root `@folio/auth` drops when the
 * user changes, so one account's addresses or preferences never show for the next.
 */
export const accountKeys = {
  all: signedInDataRoots.account,
  addresses: () => [...accountKeys.all, 'addresses'] as const,
  preferences: () => [...accountKeys.all, 'preferences'] as const,
  socialAccounts: () => [...accountKeys.all, 'social'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
