import type { AuthDeps, SessionEnv } from '@folio/auth-server';
import { Hono } from 'hono';
import { addressRoutes } from './address.routes.js';
import { preferencesRoutes } from './preferences.routes.js';
import { profileRoutes } from './profile.routes.js';

/**
 * The account area's routes (profile, password change, addresses, preferences), as one sub-app.
 * They share the identity domain's deps (`createAuthDomain(…).deps`): the password hasher, the
 * throttle, the token store and the mail queue.
 */
export function accountRoutes(deps: AuthDeps) {
  return new Hono<SessionEnv>()
    .route('/', profileRoutes(deps))
    .route('/', addressRoutes(deps))
    .route('/', preferencesRoutes(deps));
}
