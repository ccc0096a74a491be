import {
  AuthPaths,
  FacebookAutoLoginInput,
  SocialMessages,
  SocialProvider,
  SocialWebPages,
  type FacebookAutoLoginResult,
  type SocialAccountList,
  type SocialErrorReason,
  type SocialProviderList,
  type SocialRedirect,
} from '@folio/auth-contract';
import type { Database } from '@folio/db';
import { ErrorCode } from '@folio/http-contract';
import { ApiError, notFound, validate, type Logger } from '@folio/server-kit';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { facebookAutoLogin } from './facebook-auto-login.js';
import { facebookGraph, type FacebookGraph } from './facebook-graph.js';
import { oauthClients, type OAuthClient } from './oauth-client.js';
import { ProviderFailure } from './oauth-failure.js';
import { FlowFailure, oauthFlows, safeIntendedPath } from './oauth-flow.js';
import type { OAuthPurpose } from './oauth-state.table.js';
import { authenticatedUser, requireUser } from './require-user.js';
import type { SessionEnv } from './session.middleware.js';
import { signIn, type SignInHook } from './sign-in.js';
import { enabledProviders, providerLabel, type SocialConfig } from './social.config.js';
import { socialService } from './social.service.js';
import { currentUser, userContext } from './user-context.js';

export interface SocialRoutesDeps {
  db: Database;
  config: SocialConfig;
  logger: Logger;
  now?: () => Date;
  /** Replace the provider clients (the defaults are built from `config`). */
  clients?: Partial<Record<SocialProvider, OAuthClient>>;
  graph?: FacebookGraph;
  /** Run at every social sign-in and Facebook auto-login, after the new session is made (see `signIn`). */
  onSignIn?: readonly SignInHook[];
}

/**
 * Social sign-in, connect and disconnect, and Facebook auto-login:
 * - `GET /api/auth/providers` → `{data: ['google', …]}` (the configured ones)
 * - `GET /api/auth/{provider}/redirect/user[?intended=/path]` → `{url}` (404 when off)
 * - `GET /api/auth/{provider}/callback` → 302 to the web app's landing page, success or not
 * - `GET /api/social` → `{data: SocialAccount[]}`; `GET /api/social/{provider}/connect/user` → `{url}`
 * - `DELETE /api/social/{provider}` → 204, or 422 `last_sign_in_method`
 * - `POST /api/auth/facebook/auto-login` → `{success, matchedUser}`
 */
export function socialRoutes(deps: SocialRoutesDeps) {
  const now = deps.now ?? (() => new Date());
  const { appUrl } = deps.config;
  const clients = deps.clients ?? oauthClients(deps.config, now);
  const flows = oauthFlows({ db: deps.db, clients, appUrl, now });
  const social = socialService({ db: deps.db, now });
  const graph = deps.graph ?? (deps.config.facebook ? facebookGraph(deps.config.facebook, now) : null);
  const autoLogin = graph ? facebookAutoLogin({ graph, social, logger: deps.logger }) : null;

  // The signed-in user is needed here whether or not the shell put `userContext` on the app.
  const withUserContext = userContext({ db: deps.db });
  const auth = createMiddleware<SessionEnv>(async (c, next) => (c.get('auth') ? next() : withUserContext(c, next)));
  const signedIn = [auth, requireUser()] as const;

  const logger = (c: Context) => (c.get('logger') as Logger | undefined) ?? deps.logger;

  function knownProvider(c: Context): SocialProvider {
    const provider = c.req.param('provider');
    if (!v.is(SocialProvider, provider)) throw notFound(`The route ${c.req.path} could not be found.`);
    return provider;
  }

  function enabledProvider(c: Context): SocialProvider {
    const provider = knownProvider(c);
    if (!clients[provider])
      throw new ApiError(404, ErrorCode.NotFound, SocialMessages.notAvailable(providerLabel(provider)));
    return provider;
  }

  async function redirectTo(
    c: Context<SessionEnv>,
    provider: SocialProvider,
    purpose: OAuthPurpose,
    userId: string | null,
    intended: string | null,
  ) {
    const session = await c.get('session').ensure();
    try {
      const url = await flows.start({ provider, purpose, sessionId: session.row.id, userId, intended });
      c.header('Cache-Control', 'no-store');
      return c.json({ url: url.toString() } satisfies SocialRedirect);
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      logger(c).warn({ provider, err: error.message }, 'social sign-in: provider unreachable');
      throw new ApiError(503, ErrorCode.ServiceUnavailable, SocialMessages.unreachable(providerLabel(provider)));
    }
  }

  /** Where the browser lands: always our own web app, never an address from the request. */
  function land(c: Context, path: string, params: Record<string, string>) {
    const target = new URL(`${appUrl}${path}`);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    c.header('Cache-Control', 'no-store');
    return c.redirect(target.toString(), 302);
  }
  const landFailure = (c: Context, purpose: OAuthPurpose | undefined, reason: SocialErrorReason) =>
    purpose === 'connect'
      ? land(c, SocialWebPages.account, { error: reason })
      : land(c, SocialWebPages.error, { reason });

  return new Hono<SessionEnv>()
    .get(AuthPaths.socialProviders, (c) => c.json({ data: enabledProviders(deps.config) } satisfies SocialProviderList))

    .get(AuthPaths.socialRedirect(':provider'), async (c) =>
      redirectTo(c, enabledProvider(c), 'login', null, safeIntendedPath(c.req.query('intended'))),
    )

    .get(AuthPaths.socialCallback(':provider'), auth, async (c) => {
      const provider = knownProvider(c);
      const session = await c.get('session').current();
      let purpose: OAuthPurpose | undefined;
      try {
        const { flow, identity } = await flows.finish(
          provider,
          session?.row.id ?? null,
          new URL(c.req.url).searchParams,
        );
        purpose = flow.purpose;
        if (flow.purpose === 'connect') {
          const user = await currentUser(c);
          if (!user || user.id !== flow.userId) return landFailure(c, purpose, 'unauthenticated');
          const linked = await social.connect(user.id, identity);
          if (!linked.ok) return landFailure(c, purpose, linked.reason);
          logger(c).info({ provider }, 'social account connected');
          return land(c, SocialWebPages.account, { connected: provider });
        }
        const outcome = await social.signInWith(identity);
        if (!outcome.ok) return landFailure(c, purpose, outcome.reason);
        await signIn(c, outcome.userId, deps.onSignIn);
        logger(c).info({ provider, created: outcome.created }, 'social sign-in');
        return land(c, SocialWebPages.callback, flow.intended ? { intended: flow.intended } : {});
      } catch (error) {
        if (error instanceof FlowFailure) {
          logger(c).info(
            { provider, reason: error.reason, cause: (error.cause as Error | undefined)?.message },
            'social sign-in refused',
          );
          return landFailure(c, error.flow?.purpose, error.reason);
        }
        logger(c).error({ err: error, provider }, 'social sign-in failed');
        return landFailure(c, purpose, 'server_error');
      }
    })

    .post(AuthPaths.facebookAutoLogin, validate('json', FacebookAutoLoginInput), auth, async (c) => {
      if (!autoLogin)
        throw new ApiError(404, ErrorCode.NotFound, SocialMessages.notAvailable(providerLabel('facebook')));
      const user = await currentUser(c);
      const decision = await autoLogin(c.req.valid('json'), user?.id ?? null);
      if (decision.signInAs) await signIn(c, decision.signInAs, deps.onSignIn);
      return c.json(decision.result satisfies FacebookAutoLoginResult);
    })

    .get(AuthPaths.socialAccounts, ...signedIn, async (c) => {
      const user = await authenticatedUser(c);
      return c.json({ data: await social.list(user.id) } satisfies SocialAccountList);
    })

    .get(AuthPaths.socialConnect(':provider'), ...signedIn, async (c) => {
      const provider = enabledProvider(c);
      const user = await authenticatedUser(c);
      return redirectTo(c, provider, 'connect', user.id, null);
    })

    .delete(AuthPaths.socialDisconnect(':provider'), ...signedIn, async (c) => {
      const provider = knownProvider(c);
      const user = await authenticatedUser(c);
      await social.disconnect(user.id, provider);
      logger(c).info({ provider }, 'social account disconnected');
      return c.body(null, 204);
    });
}
