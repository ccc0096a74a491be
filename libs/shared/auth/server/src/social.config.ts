import type { SocialProvider } from '@folio/auth-contract';

/** Google (or any OpenID provider standing in for it): discovered from the issuer. */
export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

/** Facebook Login: plain OAuth 2 with PKCE, then the Graph API for the profile and token checks. */
export interface FacebookSignInConfig {
  appId: string;
  appSecret: string;
  authUrl: string;
  tokenUrl: string;
  /** Graph API base including the version, e.g. https://graph.facebook.com/v23.0. */
  graphUrl: string;
}

/** A provider left out (null) is off: its buttons are hidden and its endpoints answer 404. */
export interface SocialConfig {
  /** Public base URL of the app: callbacks and landing pages are built from it. */
  appUrl: string;
  google: GoogleSignInConfig | null;
  facebook: FacebookSignInConfig | null;
}

export const GOOGLE_DEFAULT_ISSUER = 'https://accounts.google.com';
export const FACEBOOK_DEFAULT_AUTH_URL = 'https://www.facebook.com/v23.0/dialog/oauth';
export const FACEBOOK_DEFAULT_TOKEN_URL = 'https://graph.facebook.com/v23.0/oauth/access_token';
export const FACEBOOK_DEFAULT_GRAPH_URL = 'https://graph.facebook.com/v23.0';

/**
 * Facebook identities are keyed under this issuer whichever endpoints are configured, so a
 * redirect sign-in and an auto-login of the same person find the same identity.
 */
export const FACEBOOK_ISSUER = 'https://www.facebook.com';

/** Pending flows expire after ten minutes. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export const providerLabel = (provider: SocialProvider): string => (provider === 'google' ? 'Google' : 'Facebook');

/** The providers with credentials, in a stable order. */
export function enabledProviders(config: SocialConfig): SocialProvider[] {
  return (['google', 'facebook'] as const).filter((provider) => config[provider] !== null);
}

/** Plain HTTP is allowed only to loopback stand-ins; every real provider endpoint is HTTPS. */
export function isLoopbackHttp(url: string | URL): boolean {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  return parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
}
