import {
  AuthMessages,
  AuthPaths,
  LOGIN_CHALLENGE_ACTION,
  REGISTER_CHALLENGE_ACTION,
  LoginInput,
  RegisterInput,
  type AuthResult,
} from '@folio/auth-contract';
import { botChallengeUnavailable } from '@folio/integrations-server';
import { ErrorCode } from '@folio/http-contract';
import { ApiError, tooManyRequests, validate, validationFailed } from '@folio/server-kit';
import { Hono } from 'hono';
import type { AuthDeps } from './auth.deps.js';
import { AuthMail } from './auth-mail.js';
import { isUniqueViolation, noStore } from './auth-http.js';
import { newPasswordProblem } from './password-policy.js';
import { requireUser, authenticatedUser } from './require-user.js';
import type { SessionEnv } from './session.middleware.js';
import { signIn } from './sign-in.js';
import { THROTTLE_RULES, throttleKeys } from './throttle.js';
import { createTimingPad } from './timing-pad.js';
import { toUserResource, userRepo } from './user.repo.js';

/** Login, register, logout and `GET /api/user`. */
export function sessionAuthRoutes(deps: AuthDeps) {
  const { db, hasher, throttle, devices, mail } = deps;
  const users = userRepo(db);
  const registrationPad = createTimingPad();

  /**
   * A sign-in from a network past its limit (`loginIp`), not from a known device: someone else's
   * failures there (a venue's shared Wi-Fi) must not stop a real reader for ten minutes. With bot
   * protection configured, a person who passes its challenge goes on: until the form sends a
   * token, the answer is 429 `challenge_required`. Without it, the network gets one attempt every
   * 20 seconds (`loginSlowLane`), each wait remembered by the credential gate, so a flood costs no
   * database statement until then.
   */
  async function pastNetworkLimit(ip: string, token: string | undefined): Promise<void> {
    if (deps.botChallenge.enabled) {
      const outcome = await deps.botChallenge.verify({ token, action: LOGIN_CHALLENGE_ACTION, ip });
      if (outcome.passed) return;
      if (outcome.reason === 'unavailable') throw botChallengeUnavailable();
      throw new ApiError(429, ErrorCode.ChallengeRequired, AuthMessages.challengeToSignIn, undefined, {
        'Retry-After': '1',
      });
    }
    const lane = await throttle.hit(throttleKeys.loginSlowLane(ip), THROTTLE_RULES.loginSlowLane);
    if (!lane.allowed)
      throw deps.clientRefusals.refuse(AuthPaths.login, ip, lane.retryAfterSeconds, AuthMessages.throttle);
  }

  /** Someone tried to register the address of an account: its owner hears of it, at most once a day. */
  async function tellOwner(ownerId: string): Promise<void> {
    const rule = THROTTLE_RULES.registrationAttemptMail;
    if ((await throttle.hit(throttleKeys.registrationAttemptMail(ownerId), rule)).allowed)
      await mail.enqueue(AuthMail.registrationAttempt, { userId: ownerId });
  }

  return new Hono<SessionEnv>()
    .post(AuthPaths.login, validate('json', LoginInput), async (c) => {
      const { email, password, challenge_token: challengeToken } = c.req.valid('json');
      const ip = deps.clientIp(c);
      // A browser that signed in here before keeps a limit of its own; every other one shares its network's.
      const device = devices.deviceOf(c);
      const clientKey = device ? throttleKeys.loginDevice(device) : throttleKeys.loginIp(ip);
      const pairKey = throttleKeys.loginAccountIp(email, ip);
      const accountKey = throttleKeys.loginAccount(email);

      // The client's limit across accounts comes first: it is the cheapest refusal of a flood.
      const client = await throttle.hit(clientKey, device ? THROTTLE_RULES.loginDevice : THROTTLE_RULES.loginIp);
      if (!client.allowed) {
        if (device) throw tooManyRequests(client.retryAfterSeconds, AuthMessages.throttle(client.retryAfterSeconds));
        await pastNetworkLimit(ip, challengeToken);
      }
      const pair = await throttle.hit(pairKey, THROTTLE_RULES.loginAccountIp);
      if (!pair.allowed) throw tooManyRequests(pair.retryAfterSeconds, AuthMessages.throttle(pair.retryAfterSeconds));
      const user = await users.findByEmail(email);
      if (!(user && devices.isKnown(c, user.id))) {
        const account = await throttle.hit(accountKey, THROTTLE_RULES.loginAccount);
        if (!account.allowed)
          throw tooManyRequests(account.retryAfterSeconds, AuthMessages.throttle(account.retryAfterSeconds));
      }

      // Unknown e-mail, social-only account and wrong password: the same work and the same answer.
      const check = user?.passwordHash
        ? await hasher.verify(user.passwordHash, password)
        : { valid: await hasher.verifyDummy(password), needsRehash: false };
      if (!user || !check.valid) throw validationFailed({ email: [AuthMessages.failed] });

      await Promise.all([throttle.clear(pairKey, accountKey), throttle.refund(clientKey)]);
      const current = check.needsRehash
        ? await users.update(user.id, { passwordHash: await hasher.hash(password) }, deps.now())
        : user;
      await signIn(c, current.id, deps.onSignIn);
      devices.remember(c, current.id);
      noStore(c);
      return c.json({ user: await toUserResource(db, current) } satisfies AuthResult, 200);
    })

    .post(AuthPaths.register, validate('json', RegisterInput), async (c) => {
      const input = c.req.valid('json');
      const ip = deps.clientIp(c);
      const slot = await throttle.hit(throttleKeys.registerIp(ip), THROTTLE_RULES.registerIp);
      if (!slot.allowed)
        throw deps.clientRefusals.refuse(AuthPaths.register, ip, slot.retryAfterSeconds, AuthMessages.tooManyRequests);
      const problem = newPasswordProblem(input.password, { email: input.email });
      if (problem) throw validationFailed({ password: [problem] });
      // After the form's own rules (a token is single-use: a form sent back for its password keeps none),
      // before any account work, so a refused bot costs no hashing.
      const challenge = await deps.botChallenge.verify({
        token: input.challenge_token,
        action: REGISTER_CHALLENGE_ACTION,
        ip,
      });
      if (!challenge.passed) {
        if (challenge.reason === 'unavailable') throw botChallengeUnavailable();
        throw validationFailed({
          challenge_token: [
            challenge.reason === 'missing' ? AuthMessages.challengeMissing : AuthMessages.challengeFailed,
          ],
        });
      }

      // A taken address must not answer sooner than a new account: the password is hashed before
      // the lookup (the bulk of the work), and then the answer waits out what creating the
      // account, its session and its e-mail typically take. The words still say it is taken (a
      // registration signs the new account in, which no answer for an existing address can
      // imitate; the per-address limit and the bot challenge keep a search of addresses slow),
      // and the owner is told by e-mail, at most once a day, within the padded time.
      const passwordHash = await hasher.hash(input.password);
      const hashed = performance.now();
      const taken = async (ownerId: string | undefined) => {
        if (ownerId) await tellOwner(ownerId);
        await registrationPad.padFrom(hashed);
        return validationFailed({ email: [AuthMessages.emailTaken] });
      };
      const owner = await users.findByEmail(input.email);
      if (owner) throw await taken(owner.id);

      const user = await users
        .create({
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          passwordHash,
          emailVerifiedAt: null,
        })
        .catch(async (error: unknown) => {
          // Two registrations of one address at once: the unique index decides.
          if (isUniqueViolation(error)) throw await taken((await users.findByEmail(input.email))?.id);
          throw error;
        });
      await mail.enqueue(AuthMail.verifyEmail, { userId: user.id });
      await signIn(c, user.id, deps.onSignIn);
      devices.remember(c, user.id);
      noStore(c);
      const body = { user: await toUserResource(db, user) } satisfies AuthResult;
      registrationPad.record(performance.now() - hashed);
      return c.json(body, 201);
    })

    .post(AuthPaths.logout, async (c) => {
      await c.get('session').destroy();
      return c.body(null, 204);
    })

    .get(AuthPaths.user, requireUser(), async (c) => {
      noStore(c);
      return c.json(await toUserResource(db, await authenticatedUser(c)));
    });
}
