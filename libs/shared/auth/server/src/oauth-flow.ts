import { AuthPaths, type SocialErrorReason, type SocialProvider } from '@folio/auth-contract';
import type { Database } from '@folio/db';
import * as oidc from 'openid-client';
import type { OAuthClient, ProviderIdentity } from './oauth-client.js';
import { ProviderFailure } from './oauth-failure.js';
import { oauthStateRepo } from './oauth-state.repo.js';
import type { OAuthPurpose, OAuthStateRow } from './oauth-state.table.js';
import { OAUTH_STATE_TTL_MS } from './social.config.js';
import { digest } from './tokens.js';

/** A flow that could not finish, with the reason the landing page shows. */
export class FlowFailure extends Error {
  constructor(
    readonly reason: SocialErrorReason,
    /** The pending flow, when the state was valid (so the caller knows where to land). */
    readonly flow: OAuthStateRow | null,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'FlowFailure';
  }
}

export interface StartFlow {
  provider: SocialProvider;
  purpose: OAuthPurpose;
  /** The session the flow is bound to (its row id). */
  sessionId: string;
  userId: string | null;
  intended: string | null;
}

export interface FinishedFlow {
  flow: OAuthStateRow;
  identity: ProviderIdentity;
}

const MAX_INTENDED_LENGTH = 2048;

/**
 * A path on our own origin to return to, or null. Rejects absolute and protocol-relative URLs,
 * backslash tricks and control characters, so the landing redirect can never leave the app.
 */
export function safeIntendedPath(value: string | undefined | null): string | null {
  if (!value || value.length > MAX_INTENDED_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'http://folio.invalid';
  const parsed = new URL(value, base);
  return parsed.origin === base ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
}

/**
 * The authorization-code flow around the providers: PKCE (S256), state and nonce are made here,
 * kept server-side bound to the session for ten minutes, and taken exactly once at the callback.
 */
export function oauthFlows(deps: {
  db: Database;
  clients: Partial<Record<SocialProvider, OAuthClient>>;
  appUrl: string;
  now: () => Date;
}) {
  const repo = oauthStateRepo(deps.db);
  const appUrl = deps.appUrl.replace(/\/+$/, '');
  const redirectUri = (provider: SocialProvider) => `${appUrl}${AuthPaths.socialCallback(provider)}`;

  return {
    redirectUri,

    async start({ provider, purpose, sessionId, userId, intended }: StartFlow): Promise<URL> {
      const client = deps.clients[provider];
      if (!client) throw new FlowFailure('unavailable', null);
      const state = oidc.randomState();
      const nonce = client.usesNonce ? oidc.randomNonce() : null;
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
      const url = await client.authorizationUrl({ redirectUri: redirectUri(provider), state, nonce, codeChallenge });
      const at = deps.now();
      await repo.deleteExpired(at);
      await repo.insert({
        id: digest(state),
        sessionId,
        provider,
        purpose,
        userId,
        codeVerifier,
        nonce,
        intended,
        createdAt: at,
        expiresAt: new Date(at.getTime() + OAUTH_STATE_TTL_MS),
      });
      return url;
    },

    /** Takes the flow named by `state` (once), then redeems the code with the provider. */
    async finish(provider: SocialProvider, sessionId: string | null, query: URLSearchParams): Promise<FinishedFlow> {
      const client = deps.clients[provider];
      if (!client) throw new FlowFailure('unavailable', null);
      const state = query.get('state');
      if (!state || !sessionId) throw new FlowFailure('invalid_state', null);
      const flow = await repo.take(digest(state), sessionId);
      if (!flow || flow.provider !== provider || flow.expiresAt.getTime() <= deps.now().getTime()) {
        throw new FlowFailure('invalid_state', null);
      }
      // The callback URL is rebuilt from configuration, never from the request's Host header.
      const callbackUrl = new URL(redirectUri(provider));
      for (const [key, value] of query) callbackUrl.searchParams.append(key, value);
      try {
        const identity = await client.complete(callbackUrl, {
          state,
          nonce: flow.nonce,
          codeVerifier: flow.codeVerifier,
        });
        return { flow, identity };
      } catch (error) {
        const reason = error instanceof ProviderFailure ? error.reason : 'provider_error';
        throw new FlowFailure(reason, flow, { cause: error });
      }
    },
  };
}
export type OAuthFlows = ReturnType<typeof oauthFlows>;
