import { AuthMessages, AuthPaths } from '@folio/auth-contract';
import { tooManyRequests } from '@folio/server-kit';
import type { Context, MiddlewareHandler } from 'hono';
import type { ClientIpResolver } from './client-ip.js';
import type { ClientRefusals } from './client-refusals.js';
import { createConcurrencyLimiter } from './concurrency-limiter.js';

/** The doors anyone may knock on that cost a password hash. */
export const CREDENTIAL_PATHS: ReadonlySet<string> = new Set([
  AuthPaths.login,
  AuthPaths.register,
  AuthPaths.forgotPassword,
  AuthPaths.resetPassword,
]);

export interface CredentialGateOptions {
  clientIp: ClientIpResolver;
  /** Clients a per-client limit has refused: answered here, from memory, until their wait is over. */
  refusals?: ClientRefusals;
  /** Credential requests past the gate at once (each may wait for the password hasher). */
  maxInFlight?: number;
  /** Credential requests allowed to wait at the gate; past it the answer is 503 with `Retry-After`. */
  maxQueue?: number;
  /** Credential requests one client may have open while the gate is full; past it the answer is 429. */
  perClient?: number;
  /**
   * Whether the request comes from a known device (a browser that signed in here before): its
   * network's remembered sign-in refusal does not apply to it (it has a limit of its own).
   */
  knownDevice?: (c: Context) => boolean;
}

/**
 * Admission for the credential doors, before a body is read or a session is looked up: a flood of
 * sign-ins (from one client or from thousands) is refused in memory, so it never queues database
 * statements in front of everyone else's requests (PGlite runs them one at a time) and the health
 * check and every other route stay responsive. While the gate is full, a client with `perClient`
 * requests open is turned away (429), so one client cannot fill the queue real readers wait in;
 * the others wait in order up to `maxQueue`, and past it get 503 with `Retry-After`. A client a
 * per-client limit has refused is answered from `refusals` until its wait is over.
 */
export function credentialGate({
  clientIp,
  refusals,
  maxInFlight = 8,
  maxQueue = 32,
  perClient = 2,
  knownDevice,
}: CredentialGateOptions): MiddlewareHandler {
  const admitted = createConcurrencyLimiter({ max: maxInFlight, maxQueue });
  const openPerClient = new Map<string, number>();

  return async (c, next) => {
    if (c.req.method !== 'POST' || !CREDENTIAL_PATHS.has(c.req.path)) return next();
    const client = clientIp(c);
    const refused = refusals?.refusalFor(c.req.path, client);
    if (refused && !(c.req.path === AuthPaths.login && knownDevice?.(c))) throw refused;
    const open = openPerClient.get(client) ?? 0;
    // Only a full gate turns a busy client away: with room, parallel requests are fine.
    if (open >= perClient && admitted.running >= maxInFlight) throw tooManyRequests(1, AuthMessages.tooManyRequests(1));
    openPerClient.set(client, open + 1);
    try {
      await admitted.run(next);
    } finally {
      const left = (openPerClient.get(client) ?? 1) - 1;
      if (left > 0) openPerClient.set(client, left);
      else openPerClient.delete(client);
    }
  };
}
