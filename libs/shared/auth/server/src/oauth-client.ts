import type { SocialProvider } from '@folio/auth-contract';
import * as oidc from 'openid-client';
import { facebookGraph, type FacebookGraph } from './facebook-graph.js';
import { ProviderFailure } from './oauth-failure.js';
import {
  FACEBOOK_ISSUER,
  isLoopbackHttp,
  type FacebookSignInConfig,
  type GoogleSignInConfig,
  type SocialConfig,
} from './social.config.js';

/** Who the provider says signed in. `issuer` + `subject` is the identity; the e-mail is a hint. */
export interface ProviderIdentity {
  provider: SocialProvider;
  issuer: string;
  subject: string;
  email: string | null;
  /** True only when the provider vouches for the e-mail (OpenID `email_verified: true`). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string | null;
  codeChallenge: string;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string | null;
  codeVerifier: string;
}

/** One provider's side of the authorization-code flow. */
export interface OAuthClient {
  provider: SocialProvider;
  /** OpenID providers bind the ID token to a nonce; plain OAuth 2 providers have none. */
  usesNonce: boolean;
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Validates the callback, redeems the code (with the PKCE verifier) and returns the identity. */
  complete(callbackUrl: URL, checks: AuthorizationChecks): Promise<ProviderIdentity>;
}

const TIMEOUT_SECONDS = 10;

function refusedAtProvider(callbackUrl: URL): ProviderFailure | null {
  const error = callbackUrl.searchParams.get('error');
  if (!error) return null;
  return new ProviderFailure(error === 'access_denied' ? 'cancelled' : 'provider_error', `provider answered ${error}`);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Google and any OpenID provider: discovery, PKCE, state, nonce and a validated ID token. */
export function openIdClient(provider: SocialProvider, settings: GoogleSignInConfig): OAuthClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        { client_secret: settings.clientSecret },
        oidc.ClientSecretPost(settings.clientSecret),
        { execute: isLoopbackHttp(settings.issuer) ? [oidc.allowInsecureRequests] : [], timeout: TIMEOUT_SECONDS },
      )
      .catch((error: unknown) => {
        // A failed discovery is retried on the next sign-in rather than cached.
        discovered = undefined;
        throw new ProviderFailure('provider_error', 'discovery failed', { cause: error });
      });
    return discovered;
  };

  return {
    provider,
    usesNonce: true,
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        ...(nonce ? { nonce } : {}),
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },
    async complete(callbackUrl, checks) {
      const refused = refusedAtProvider(callbackUrl);
      if (refused) throw refused;
      const config = await configuration();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          ...(checks.nonce ? { expectedNonce: checks.nonce } : {}),
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new Error('no ID token');
        let claims: Record<string, unknown> = idToken;
        // Google puts the e-mail in the ID token; providers that follow the code-flow profile
        // strictly only answer it from UserInfo, which is checked against the same subject.
        if (claims['email'] === undefined && config.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
          claims = { ...info, ...idToken, email: info.email, email_verified: info.email_verified };
        }
        return {
          provider,
          issuer: idToken.iss,
          subject: idToken.sub,
          email: text(claims['email']),
          emailVerified: claims['email_verified'] === true || claims['email_verified'] === 'true',
          firstName: text(claims['given_name']),
          lastName: text(claims['family_name']),
        };
      } catch (error) {
        if (error instanceof ProviderFailure) throw error;
        throw new ProviderFailure('provider_error', 'code exchange or ID token validation failed', { cause: error });
      }
    },
  };
}

/**
 * Facebook Login: OAuth 2 with PKCE through openid-client against the configured endpoints, then
 * the Graph API for the profile. Facebook makes no claim that the e-mail was verified, so it is
 * treated as unverified: it never links to an existing account.
 */
export function facebookClient(
  settings: FacebookSignInConfig,
  graph: FacebookGraph = facebookGraph(settings),
): OAuthClient {
  const config = new oidc.Configuration(
    { issuer: FACEBOOK_ISSUER, authorization_endpoint: settings.authUrl, token_endpoint: settings.tokenUrl },
    settings.appId,
    { client_secret: settings.appSecret },
    oidc.ClientSecretPost(settings.appSecret),
  );
  config.timeout = TIMEOUT_SECONDS;
  if (isLoopbackHttp(settings.authUrl) || isLoopbackHttp(settings.tokenUrl)) oidc.allowInsecureRequests(config);

  return {
    provider: 'facebook',
    usesNonce: false,
    async authorizationUrl({ redirectUri, state, codeChallenge }) {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'email,public_profile',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },
    async complete(callbackUrl, checks) {
      const refused = refusedAtProvider(callbackUrl);
      if (refused) throw refused;
      let accessToken: string;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
        });
        accessToken = tokens.access_token;
      } catch (error) {
        throw new ProviderFailure('provider_error', 'code exchange failed', { cause: error });
      }
      // The token came straight from the token endpoint, but it is still checked to be ours.
      const token = await graph.debugToken(accessToken);
      if (!token.valid) throw new ProviderFailure('provider_error', 'token not issued for this app');
      const profile = await graph.me(accessToken);
      if (profile.id !== token.userId) throw new ProviderFailure('provider_error', 'profile does not match the token');
      return {
        provider: 'facebook',
        issuer: FACEBOOK_ISSUER,
        subject: profile.id,
        email: profile.email,
        emailVerified: false,
        firstName: profile.firstName,
        lastName: profile.lastName,
      };
    },
  };
}

/** The OAuth clients of the enabled providers. */
export function oauthClients(config: SocialConfig, now?: () => Date): Partial<Record<SocialProvider, OAuthClient>> {
  return {
    ...(config.google ? { google: openIdClient('google', config.google) } : {}),
    ...(config.facebook ? { facebook: facebookClient(config.facebook, facebookGraph(config.facebook, now)) } : {}),
  };
}
