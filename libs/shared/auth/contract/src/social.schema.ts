import * as v from 'valibot';
import { Timestamp } from './fields.js';

export const SocialProvider = v.picklist(['google', 'facebook']);
export type SocialProvider = v.InferOutput<typeof SocialProvider>;

/** Redirect and connect endpoints answer where to send the browser. */
export const SocialRedirect = v.object({ url: v.pipe(v.string(), v.url()) });
export type SocialRedirect = v.InferOutput<typeof SocialRedirect>;

export const FacebookAutoLoginInput = v.object({
  facebook_id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  access_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096)),
  connect_account: v.boolean(),
});
export type FacebookAutoLoginInput = v.InferOutput<typeof FacebookAutoLoginInput>;

/** `matchedUser`: an existing Folio account was found for this Facebook identity. */
export const FacebookAutoLoginResult = v.object({
  success: v.boolean(),
  matchedUser: v.boolean(),
});
export type FacebookAutoLoginResult = v.InferOutput<typeof FacebookAutoLoginResult>;

export const SocialAccount = v.object({
  provider: SocialProvider,
  email: v.nullable(v.string()),
  connected_at: Timestamp,
});
export type SocialAccount = v.InferOutput<typeof SocialAccount>;

/** `GET /api/social`. */
export const SocialAccountList = v.object({ data: v.array(SocialAccount) });
export type SocialAccountList = v.InferOutput<typeof SocialAccountList>;

/** `GET /api/auth/providers`: the providers configured on this server. */
export const SocialProviderList = v.object({ data: v.array(SocialProvider) });
export type SocialProviderList = v.InferOutput<typeof SocialProviderList>;

/**
 * Why a social sign-in or connect did not finish: the `reason` on /auth/social-error and the
 * `error` on /account/social.
 */
export const SocialErrorReason = v.picklist([
  'unavailable',
  'invalid_state',
  'cancelled',
  'provider_error',
  'email_missing',
  'email_not_verified',
  'identity_taken',
  'already_connected',
  'unauthenticated',
  'server_error',
]);
export type SocialErrorReason = v.InferOutput<typeof SocialErrorReason>;

/** What the web shows for each reason. */
export const SocialErrorMessages: Record<SocialErrorReason, string> = {
  unavailable: 'This sign-in method is not available.',
  invalid_state: 'This sign-in link has expired or was already used. Please try again.',
  cancelled: 'Sign-in was cancelled.',
  provider_error: 'We could not confirm your identity with the provider. Please try again.',
  email_missing: 'The provider did not share an e-mail address, which we need to create your account.',
  email_not_verified:
    'An account with this e-mail already exists. Sign in with your password, then connect this provider from your account settings.',
  identity_taken: 'This social account is already connected to another Folio account.',
  already_connected: 'Another account from this provider is already connected. Disconnect it first.',
  unauthenticated: 'Please sign in again to connect an account.',
  server_error: 'Something went wrong on our side. Please try again.',
};

/** Texts of the social endpoints' error answers. */
export const SocialMessages = {
  notAvailable: (providerLabel: string) => `Sign-in with ${providerLabel} is not available.`,
  unreachable: (providerLabel: string) =>
    `${providerLabel} cannot be reached right now. Please try again in a few minutes.`,
  lastSignInMethod: 'You cannot remove your only way to sign in. Set a password first.',
  notConnected: 'This social account is not connected.',
} as const;

/** Web pages the social callbacks land on (relative to APP_URL). */
export const SocialWebPages = {
  callback: '/auth/social-callback',
  error: '/auth/social-error',
  account: '/account/social',
} as const;
