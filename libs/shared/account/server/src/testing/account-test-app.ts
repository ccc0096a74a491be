import { createAuthTestApp, type AuthTestApp, type AuthTestAppOptions } from '@folio/auth-server/testing';
import { notificationRoutes } from '@folio/notifications-server';
import { accountRoutes } from '../account.routes.js';

/**
 * The identity domain's test app (sessions, CSRF, sign-in, the signed-in user) with the account
 * area's routes and the notification routes (a password change files a notification) mounted as
 * the API shell mounts them, over a fresh database.
 */
export function createAccountTestApp(options: AuthTestAppOptions = {}): Promise<AuthTestApp> {
  return createAuthTestApp({
    ...options,
    extra: (app, deps) => {
      app.route('/', accountRoutes(deps));
      app.route('/', notificationRoutes(deps));
      options.extra?.(app, deps);
    },
  });
}
