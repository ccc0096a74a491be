import { isHttpErrorLike } from '@folio/http';
import { AuthPaths, User } from '@folio/auth-contract';
import type { HttpClient } from '@folio/http';

/**
 * `GET /api/user`: the signed-in user, or null. Never sends a guest to the sign-in page (the call
 * opts out of the 401 rule), and 401 or 419 both mean "not signed in" (spec section 7).
 */
export async function fetchUser(http: HttpClient, signal?: AbortSignal): Promise<User | null> {
  try {
    return await http.get(AuthPaths.user, {
      schema: User,
      signal,
      skipUnauthorizedHandling: true,
      skipUnverifiedHandling: true,
    });
  } catch (error) {
    if (isHttpErrorLike(error, 401) || isHttpErrorLike(error, 419)) return null;
    throw error;
  }
}
