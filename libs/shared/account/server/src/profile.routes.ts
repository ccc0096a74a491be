import { AccountMessages, AccountPaths, ChangePasswordInput, UpdateProfileInput } from '@folio/account-contract';
import { AuthMessages, type MessageResponse, type User } from '@folio/auth-contract';
import {
  AuthMail,
  authenticatedUser,
  endOtherSessions,
  isUniqueViolation,
  newPasswordProblem,
  noStore,
  requireUser,
  signIn,
  THROTTLE_RULES,
  throttleKeys,
  toUserResource,
  userRepo,
  type AuthDeps,
  type SessionEnv,
  type UserRow,
} from '@folio/auth-server';
import { notify } from '@folio/notifications-server';
import { tooManyRequests, validate, validationFailed } from '@folio/server-kit';
import { Hono } from 'hono';

/** `GET|PUT /api/user/profile` and `PUT /api/user/password`. */
export function profileRoutes(deps: AuthDeps) {
  const { db, hasher, throttle, tokens, mail } = deps;
  const users = userRepo(db);

  /** The current password, when the account has one: throttled per account, 422 when wrong. */
  async function confirmCurrentPassword(user: UserRow, presented: string | undefined) {
    if (!user.passwordHash) return;
    if (!presented) throw validationFailed({ current_password: [AuthMessages.required('current password')] });
    const slot = await throttle.hit(throttleKeys.currentPassword(user.id), THROTTLE_RULES.currentPassword);
    if (!slot.allowed) throw tooManyRequests(slot.retryAfterSeconds, AuthMessages.throttle(slot.retryAfterSeconds));
    const { valid } = await hasher.verify(user.passwordHash, presented);
    if (!valid) throw validationFailed({ current_password: [AccountMessages.currentPasswordIncorrect] });
    await throttle.clear(throttleKeys.currentPassword(user.id));
  }

  return new Hono<SessionEnv>()
    .use(AccountPaths.profile, requireUser())
    .use(AccountPaths.password, requireUser())

    .get(AccountPaths.profile, async (c) => {
      noStore(c);
      return c.json((await toUserResource(db, await authenticatedUser(c))) satisfies User);
    })

    .put(AccountPaths.profile, validate('json', UpdateProfileInput), async (c) => {
      const input = c.req.valid('json');
      const user = await authenticatedUser(c);
      const emailChanges = input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase();
      if (emailChanges) {
        await confirmCurrentPassword(user, input.current_password);
        if (await users.findByEmail(input.email!)) throw validationFailed({ email: [AuthMessages.emailTaken] });
      }
      const updated = await users
        .rename(
          user.id,
          {
            firstName: input.first_name,
            lastName: input.last_name,
            ...(emailChanges
              ? { email: input.email!, emailVerifiedAt: null }
              : input.email
                ? { email: input.email }
                : {}),
          },
          deps.now(),
        )
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw validationFailed({ email: [AuthMessages.emailTaken] });
          throw error;
        });
      if (emailChanges) {
        // Links sent to the old address must not verify the new one.
        await tokens.revokeAll('verify', user.id);
        await mail.enqueue(AuthMail.verifyEmail, { userId: user.id });
      }
      noStore(c);
      return c.json((await toUserResource(db, updated)) satisfies User);
    })

    .put(AccountPaths.password, validate('json', ChangePasswordInput), async (c) => {
      const input = c.req.valid('json');
      const user = await authenticatedUser(c);
      await confirmCurrentPassword(user, input.current_password);
      const problem = newPasswordProblem(input.password, { email: user.email });
      if (problem) throw validationFailed({ password: [problem] });
      await users.update(user.id, { passwordHash: await hasher.hash(input.password) }, deps.now());
      await signIn(c, user.id);
      await endOtherSessions(c, db, user.id);
      await tokens.revokeAll('reset', user.id);
      await notify(
        db,
        user.id,
        {
          kind: 'account',
          title: 'Password changed',
          body: 'Your password was changed and your other devices were signed out.',
          url: null,
        },
        deps.now(),
      );
      await mail.enqueue(AuthMail.passwordChanged, { userId: user.id });
      return c.json({ message: AccountMessages.passwordUpdated } satisfies MessageResponse, 200);
    });
}
