import { createHttpClient, type HttpClient, type HttpHooks } from '@folio/http';

/**
 * The real `@folio/http` client, talking to whatever the test's msw server answers. The hooks are
 * the shell's decisions (spec section 8): tests pass ones that navigate their router, so the 401
 * and 409 rules are seen the way a user sees them.
 */
export function createTestHttpClient(hooks: HttpHooks = {}): HttpClient {
  return createHttpClient({ hooks, timeoutMs: 5_000 });
}
