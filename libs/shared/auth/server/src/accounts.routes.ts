import { Hono } from 'hono';
import { accountRoutes } from './account.routes.js';
import { createAccountsDeps, type AccountsDeps, type AccountsOptions } from './accounts.deps.js';
import { addressRoutes } from './address.routes.js';
import { emailVerificationRoutes } from './email-verification.routes.js';
import { notificationRoutes } from './notification.routes.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { preferencesRoutes } from './preferences.routes.js';
import { sessionAuthRoutes } from './session-auth.routes.js';
import type { SessionEnv } from './session.middleware.js';
import { ssoRoutes } from './sso.routes.js';

/** Every accounts route (section 7's authentication calls and the account area), as one sub-app. */
export function accountsRoutes(deps: AccountsDeps) {
  return new Hono<SessionEnv>()
    .route('/', sessionAuthRoutes(deps))
    .route('/', passwordResetRoutes(deps))
    .route('/', emailVerificationRoutes(deps))
    .route('/', ssoRoutes(deps))
    .route('/', accountRoutes(deps))
    .route('/', addressRoutes(deps))
    .route('/', preferencesRoutes(deps))
    .route('/', notificationRoutes(deps));
}

/** The accounts domain for the shell: its shared dependencies built from options, and its routes. */
export function createAccountsDomain(options: AccountsOptions) {
  const deps = createAccountsDeps(options);
  return { routes: accountsRoutes(deps), deps };
}
