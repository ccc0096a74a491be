import {
  AuthErrorCode,
  AuthMessages,
  AuthPaths,
  DevSsoTicketInput,
  SsoValidateInput,
  type DevSsoTicket,
  type SsoValidateResult,
} from '@folio/auth-contract';
import { validate, type Logger } from '@folio/server-kit';
import { Hono } from 'hono';
import type { AuthDeps } from './auth.deps.js';
import { noStore } from './auth-http.js';
import type { SessionEnv } from './session.middleware.js';
import { signIn } from './sign-in.js';
import { mintSsoTicket, SSO_MAX_TTL_SECONDS, verifySsoTicket } from './sso-ticket.js';
import { userRepo } from './user.repo.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /api/sso/validate {ticket}`: 200 `{success: true, message: 'Authenticated'}` with a new
 * session, or 401 `{success: false, message: 'Authentication failed', code: 'sso_failed'}` for a
 * bad signature, an expired, reused or unknown-account ticket alike.
 */
export function ssoRoutes(deps: AuthDeps) {
  const users = userRepo(deps.db);

  async function accountFor(ticket: string, logger: Logger): Promise<string | null> {
    if (!deps.ssoKey) {
      logger.warn('SSO ticket refused: SSO_SECRET is not configured');
      return null;
    }
    const claims = await verifySsoTicket(ticket, deps.ssoKey, deps.now);
    if (!claims) return null;
    // Spend the ticket before anything else, so even a failed lookup cannot be retried with it.
    if (!(await deps.tokens.claimSsoTicket(claims.jti, claims.expiresAt))) {
      logger.warn('SSO ticket refused: already used');
      return null;
    }
    const user = UUID.test(claims.subject)
      ? await users.findById(claims.subject)
      : await users.findByEmail(claims.subject);
    return user?.id ?? null;
  }

  return new Hono<SessionEnv>().post(AuthPaths.ssoValidate, validate('json', SsoValidateInput), async (c) => {
    noStore(c);
    const userId = await accountFor(c.req.valid('json').ticket, c.get('logger'));
    if (!userId) {
      return c.json(
        {
          success: false,
          message: AuthMessages.ssoFailed,
          code: AuthErrorCode.SsoFailed,
        } satisfies SsoValidateResult & { code: string },
        401,
      );
    }
    await signIn(c, userId, deps.onSignIn);
    return c.json({ success: true, message: AuthMessages.ssoAuthenticated } satisfies SsoValidateResult, 200);
  });
}

/**
 * Development only (the shell mounts it under `npm run dev`, for loopback clients, when SSO_SECRET
 * is set): `POST /api/dev/sso-ticket {email}` mints a ticket with that secret, to try SSO locally.
 */
export function devSsoRoutes({ ssoSecret, now = () => new Date() }: { ssoSecret: string; now?: () => Date }) {
  return new Hono<SessionEnv>().post(AuthPaths.devSsoTicket, validate('json', DevSsoTicketInput), async (c) => {
    noStore(c);
    const ticket = await mintSsoTicket({ secret: ssoSecret, subject: c.req.valid('json').email, now });
    return c.json({ ticket, expires_in: SSO_MAX_TTL_SECONDS } satisfies DevSsoTicket, 200);
  });
}
