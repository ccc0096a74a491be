import { createAuthTestApp, type AuthTestApp, type AuthTestAppOptions } from '@folio/auth-server/testing';
import { notificationRoutes } from '../notification.routes.js';

/**
 * The identity domain's test app (sessions, CSRF, sign-in, the signed-in user) with the
 * notification routes mounted as the API shell mounts them, over a fresh database.
 */
export function createNotificationsTestApp(options: Omit<AuthTestAppOptions, 'extra'> = {}): Promise<AuthTestApp> {
  return createAuthTestApp({ ...options, extra: (app, deps) => app.route('/', notificationRoutes(deps)) });
}
