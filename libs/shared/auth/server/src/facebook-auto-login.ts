import type { FacebookAutoLoginInput, FacebookAutoLoginResult } from '@folio/auth-contract';
import type { Logger } from '@folio/server-kit';
import type { FacebookGraph } from './facebook-graph.js';
import type { ProviderIdentity } from './oauth-client.js';
import { ProviderFailure } from './oauth-failure.js';
import { FACEBOOK_ISSUER } from './social.config.js';
import type { SocialService } from './social.service.js';

export interface AutoLoginDecision {
  result: FacebookAutoLoginResult;
  /** Sign this user in (a new session id and CSRF token). */
  signInAs: string | null;
}

const refused: AutoLoginDecision = { result: { success: false, matchedUser: false }, signInAs: null };

/**
 * `POST /api/auth/facebook/auto-login`: the browser hands over a token from Facebook's JavaScript
 * SDK. Nothing it says is trusted until `debug_token` confirms the token is valid, unexpired,
 * issued to our app and for that very `facebook_id`. Then:
 * - with `connect_account` and a signed-in user, the identity is linked to that user (or
 *   confirmed when already theirs); one that belongs to someone else is refused;
 * - otherwise a linked identity signs its account in;
 * - an unknown identity creates nothing: the reader uses the full Facebook sign-in, whose state,
 *   PKCE and callback make the account.
 */
export function facebookAutoLogin(deps: { graph: FacebookGraph; social: SocialService; logger: Logger }) {
  return async (input: FacebookAutoLoginInput, currentUserId: string | null): Promise<AutoLoginDecision> => {
    let tokenUserId: string | null;
    try {
      tokenUserId = (await deps.graph.debugToken(input.access_token)).userId;
    } catch (error) {
      deps.logger.warn(
        { err: error instanceof ProviderFailure ? error.message : 'unknown' },
        'facebook auto-login: token check failed',
      );
      return refused;
    }
    if (!tokenUserId || tokenUserId !== input.facebook_id) {
      deps.logger.info('facebook auto-login: token refused');
      return refused;
    }

    const owner = await deps.social.ownerOf(FACEBOOK_ISSUER, tokenUserId);
    if (input.connect_account && currentUserId) {
      if (owner)
        return owner === currentUserId ? { result: { success: true, matchedUser: true }, signInAs: null } : refused;
      const identity: ProviderIdentity = {
        provider: 'facebook',
        issuer: FACEBOOK_ISSUER,
        subject: tokenUserId,
        email: null,
        emailVerified: false,
        firstName: null,
        lastName: null,
      };
      try {
        const profile = await deps.graph.me(input.access_token);
        if (profile.id === tokenUserId)
          Object.assign(identity, { email: profile.email, firstName: profile.firstName, lastName: profile.lastName });
      } catch {
        // The profile only fills the e-mail shown in the account's list; the link stands without it.
      }
      const linked = await deps.social.connect(currentUserId, identity);
      return linked.ok ? { result: { success: true, matchedUser: true }, signInAs: null } : refused;
    }
    return owner ? { result: { success: true, matchedUser: true }, signInAs: owner } : refused;
  };
}
