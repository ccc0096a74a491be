import { AuthMessages, AuthPaths, REGISTER_CHALLENGE_ACTION } from '@folio/auth-contract';
import { turnstileVerifier } from '@folio/integrations-server';
import { startTurnstileStandIn, type TurnstileStandIn } from '@folio/integrations-server/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from './testing/auth-test-app.js';
import { userRepo } from './user.repo.js';

const registration = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical engine 1843',
  password_confirmation: 'analytical engine 1843',
};

let turnstile: TurnstileStandIn;
beforeAll(async () => {
  turnstile = await startTurnstileStandIn();
});
afterAll(() => turnstile.close());

let t: AuthTestApp | undefined;
afterEach(() => t?.close());

async function register(app: AuthTestApp, body: object) {
  const browser = app.browser('198.51.100.9');
  await browser.handshake();
  return browser.post<{ message: string; code: string; errors?: Record<string, string[]> }>(AuthPaths.register, body);
}

const accountExists = async (app: AuthTestApp) =>
  (await userRepo(app.database.db).findByEmail(registration.email)) !== undefined;

describe('POST /register with bot protection configured (Turnstile)', () => {
  const configured = () =>
    createAuthTestApp({
      botChallenge: turnstileVerifier({ secret: turnstile.secret, verifyUrl: turnstile.verifyUrl }),
    });

  it("creates the account with a token the vendor confirms for registration, passing the client's address", async () => {
    t = await configured();
    const token = turnstile.issueToken(REGISTER_CHALLENGE_ACTION);
    expect((await register(t, { ...registration, challenge_token: token })).status).toBe(201);
    expect(turnstile.requests().at(-1)).toMatchObject({ response: token, remoteip: '198.51.100.9' });
  });

  it.each([
    ['no token', undefined, AuthMessages.challengeMissing],
    ['a token the vendor does not know', 'forged', AuthMessages.challengeFailed],
    ['a token made for another form', 'other-action', AuthMessages.challengeFailed],
  ])('refuses %s with a 422 on challenge_token and creates nothing', async (_name, given, message) => {
    t = await configured();
    const token = given === 'other-action' ? turnstile.issueToken('giveaway_entry') : given;
    const res = await register(t, { ...registration, ...(token === undefined ? {} : { challenge_token: token }) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message, code: 'validation_failed', errors: { challenge_token: [message] } });
    expect(await accountExists(t)).toBe(false);
  });

  it('refuses a token used once already', async () => {
    t = await configured();
    const token = turnstile.issueToken(REGISTER_CHALLENGE_ACTION);
    await register(t, { ...registration, challenge_token: token });
    const again = await register(t, { ...registration, email: 'grace@example.com', challenge_token: token });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ challenge_token: [AuthMessages.challengeFailed] });
  });

  it('answers 503 with Retry-After while the vendor cannot answer, and creates nothing', async () => {
    t = await configured();
    turnstile.failWith('http-500');
    try {
      const res = await register(t, {
        ...registration,
        challenge_token: turnstile.issueToken(REGISTER_CHALLENGE_ACTION),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(res.body).toMatchObject({ code: 'service_unavailable', message: expect.stringMatching(/not a robot/) });
    } finally {
      turnstile.failWith(null);
    }
    expect(await accountExists(t)).toBe(false);
  });

  it("checks the form's own rules first, without spending the token", async () => {
    t = await configured();
    const before = turnstile.requests().length;
    const res = await register(t, {
      ...registration,
      password: 'short',
      password_confirmation: 'short',
      challenge_token: 'unused',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('password');
    expect(turnstile.requests()).toHaveLength(before);
  });
});

describe('POST /register without bot protection configured', () => {
  it('creates the account with no token, as before, and asks no vendor', async () => {
    t = await createAuthTestApp();
    const before = turnstile.requests().length;
    expect((await register(t, registration)).status).toBe(201);
    expect(turnstile.requests()).toHaveLength(before);
  });
});
