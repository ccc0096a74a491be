import { AuthMessages, AuthPaths, VerifyEmailInput, type MessageResponse } from '@folio/auth-contract';
import { tooManyRequests, validate, validationFailed } from '@folio/server-kit';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AuthDeps } from './auth.deps.js';
import { AuthMail } from './auth-mail.js';
import { authenticatedUser, requireUser } from './require-user.js';
import type { SessionEnv } from './session.middleware.js';
import { THROTTLE_RULES, throttleKeys } from './throttle.js';
import { users } from './user.table.js';

/**
 * `POST /api/email/verify {token}` (no session needed: the token is the proof, and it signs no
 * one in) and `POST /email/verification-notification` (a new link for the signed-in user).
 */
export function emailVerificationRoutes(deps: AuthDeps) {
  const { db, tokens, throttle, mail } = deps;

  return new Hono<SessionEnv>()
    .post(AuthPaths.verifyEmail, validate('json', VerifyEmailInput), async (c) => {
      const userId = await tokens.consume('verify', c.req.valid('json').token);
      if (!userId) throw validationFailed({ token: [AuthMessages.verifyTokenInvalid] });
      const at = deps.now();
      await db
        .update(users)
        .set({ emailVerifiedAt: at, updatedAt: at })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
      await tokens.revokeAll('verify', userId);
      return c.json({ message: AuthMessages.emailVerified } satisfies MessageResponse, 200);
    })

    .post(AuthPaths.verificationNotification, requireUser(), async (c) => {
      const user = await authenticatedUser(c);
      if (user.emailVerifiedAt) return c.json({ message: AuthMessages.alreadyVerified } satisfies MessageResponse, 200);
      const slot = await throttle.hit(throttleKeys.verificationMail(user.id), THROTTLE_RULES.verificationMail);
      if (!slot.allowed)
        throw tooManyRequests(slot.retryAfterSeconds, AuthMessages.tooManyRequests(slot.retryAfterSeconds));
      await mail.enqueue(AuthMail.verifyEmail, { userId: user.id });
      return c.json({ message: AuthMessages.verificationLinkSent } satisfies MessageResponse, 202);
    });
}
