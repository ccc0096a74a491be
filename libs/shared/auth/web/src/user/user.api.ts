import { AuthPaths, User } from '@folio/auth-contract';
import { isHttpError } from './http-errors';
import type { AuthHttp } from './auth-http';

/**
 * `GET /api/user`: the signed-in user, or null. Never sends a guest to the sign-in page (the call
 * opts out of the 401 rule), and 401 or 419 both mean "not signed in" (spec section 7).
 */
export async function fetchUser(http: AuthHttp, signal?: AbortSignal): Promise<User | null> {
  try {
    return await http.get(AuthPaths.user, {
      schema: User,
      signal,
      skipUnauthorizedHandling: true,
      skipUnverifiedHandling: true,
    });
  } catch (error) {
    if (isHttpError(error, 401) || isHttpError(error, 419)) return null;
    throw error;
  }
}
