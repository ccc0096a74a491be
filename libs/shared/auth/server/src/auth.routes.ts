import { Hono } from 'hono';
import { createAuthDeps, type AuthDeps, type AuthOptions } from './auth.deps.js';
import { credentialGate } from './credential-gate.js';
import { emailVerificationRoutes } from './email-verification.routes.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { sessionAuthRoutes } from './session-auth.routes.js';
import type { SessionEnv } from './session.middleware.js';
import { ssoRoutes } from './sso.routes.js';
import { userSessionsRoutes } from './user-sessions.routes.js';

/**
 * Every identity route (section 7's authentication calls: sign-in, registration, logout, password
 * reset, e-mail verification, SSO, the user) and the user's sessions, as one sub-app. The account area
 * (`@folio/account-server`) and notifications (`@folio/notifications-server`) are their own.
 */
export function authRoutes(deps: AuthDeps) {
  return new Hono<SessionEnv>()
    .route('/', sessionAuthRoutes(deps))
    .route('/', passwordResetRoutes(deps))
    .route('/', emailVerificationRoutes(deps))
    .route('/', ssoRoutes(deps))
    .route('/', userSessionsRoutes(deps));
}

/**
 * The identity domain for the shell: its shared dependencies built from options, its routes, and
 * the credential gate, which the shell runs before the session stack (see `credentialGate`).
 */
export function createAuthDomain(options: AuthOptions) {
  const deps = createAuthDeps(options);
  return {
    routes: authRoutes(deps),
    deps,
    gate: credentialGate({
      clientIp: deps.clientIp,
      refusals: deps.clientRefusals,
      knownDevice: (c) => deps.devices.deviceOf(c) !== null,
    }),
  };
}
