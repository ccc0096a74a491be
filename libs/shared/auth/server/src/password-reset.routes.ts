import {
  AuthMessages,
  AuthPaths,
  ForgotPasswordInput,
  ResetPasswordInput,
  type AuthResult,
  type MessageResponse,
} from '@folio/auth-contract';
import { validate, validationFailed } from '@folio/server-kit';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AuthDeps } from './auth.deps.js';
import { AuthMail } from './auth-mail.js';
import { noStore } from './auth-http.js';
import { newPasswordProblem } from './password-policy.js';
import type { SessionEnv } from './session.middleware.js';
import { sessions } from './session.table.js';
import { signIn } from './sign-in.js';
import { THROTTLE_RULES, throttleKeys } from './throttle.js';
import { toUserResource, userRepo } from './user.repo.js';

/** `POST /forgot-password` and `POST /reset-password`. */
export function passwordResetRoutes(deps: AuthDeps) {
  const { db, hasher, throttle, tokens, mail } = deps;
  const users = userRepo(db);

  return new Hono<SessionEnv>()
    .post(AuthPaths.forgotPassword, validate('json', ForgotPasswordInput), async (c) => {
      const { email } = c.req.valid('json');
      const ip = deps.clientIp(c);
      const slot = await throttle.hit(throttleKeys.forgotPasswordIp(ip), THROTTLE_RULES.forgotPasswordIp);
      if (!slot.allowed)
        throw deps.clientRefusals.refuse(
          AuthPaths.forgotPassword,
          ip,
          slot.retryAfterSeconds,
          AuthMessages.tooManyRequests,
        );
      // Known or not, the same queries run up to the queue and the answer is the same; the mail
      // itself goes out in the background, so the mail server's speed or health shows nowhere.
      const [user, perAddress] = await Promise.all([
        users.findByEmail(email),
        throttle.hit(throttleKeys.resetMail(email), THROTTLE_RULES.resetMailPerAccount),
      ]);
      if (user && perAddress.allowed) await mail.enqueue(AuthMail.passwordReset, { userId: user.id });
      return c.json({ message: AuthMessages.resetLinkSent } satisfies MessageResponse, 200);
    })

    .post(AuthPaths.resetPassword, validate('json', ResetPasswordInput), async (c) => {
      const input = c.req.valid('json');
      const problem = newPasswordProblem(input.password, { email: input.email });
      if (problem) throw validationFailed({ password: [problem] });
      // Hash first: a busy hasher must not burn the single-use token.
      const passwordHash = await hasher.hash(input.password);
      const userId = await tokens.consume('reset', input.token, input.email);
      if (!userId) throw validationFailed({ email: [AuthMessages.resetTokenInvalid] });

      const at = deps.now();
      const before = await users.findById(userId);
      // The link reached the inbox, which proves the address too.
      const user = await users.update(userId, { passwordHash, emailVerifiedAt: before?.emailVerifiedAt ?? at }, at);
      await tokens.revokeAll('reset', userId);
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await signIn(c, userId, deps.onSignIn);
      await throttle.clear(
        throttleKeys.loginAccount(user.email),
        throttleKeys.loginAccountIp(user.email, deps.clientIp(c)),
      );
      await mail.enqueue(AuthMail.passwordChanged, { userId });
      noStore(c);
      return c.json({ user: await toUserResource(db, user) } satisfies AuthResult, 200);
    });
}
