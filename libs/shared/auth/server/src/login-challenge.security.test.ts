import { AuthMessages, AuthPaths, LOGIN_CHALLENGE_ACTION } from '@folio/auth-contract';
import { turnstileVerifier } from '@folio/integrations-server';
import { startTurnstileStandIn, type TurnstileStandIn } from '@folio/integrations-server/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp, type TestBrowser } from './testing/auth-test-app.js';

// Past its network's limit (30 failed sign-ins in 10 minutes), a sign-in is not a hard stop: with
// bot protection configured, a person who passes its challenge goes on (a loopback stand-in of
// Turnstile's siteverify here).
const PASSWORD = 'a-long-reader-password';
const VENUE = '198.51.100.60';

let turnstile: TurnstileStandIn;
beforeAll(async () => {
  turnstile = await startTurnstileStandIn();
});
afterAll(() => turnstile.close());

let t: AuthTestApp;
beforeEach(async () => {
  t = await createAuthTestApp({
    botChallenge: turnstileVerifier({ secret: turnstile.secret, verifyUrl: turnstile.verifyUrl }),
  });
  await t.createUser({ password: PASSWORD });
  const stranger = await browserAt(VENUE);
  for (let i = 0; i < 30; i++) await attempt(stranger, { email: `victim${i}@example.com`, password: 'Password123!' });
});
afterEach(async () => {
  turnstile.failWith(null);
  await t.close();
});

async function browserAt(ip: string): Promise<TestBrowser> {
  const browser = t.browser(ip);
  await browser.handshake();
  return browser;
}

const attempt = (browser: TestBrowser, body: Record<string, string>) =>
  browser.post<{ message: string; code: string }>(AuthPaths.login, body);

describe('a sign-in from a network past its limit, with bot protection configured', () => {
  it('asks for the challenge, and lets in a reader who passes it', async () => {
    const reader = await browserAt(VENUE);
    const asked = await attempt(reader, { email: 'reader@example.com', password: PASSWORD });
    expect(asked.status).toBe(429);
    expect(asked.body).toEqual({ message: AuthMessages.challengeToSignIn, code: 'challenge_required' });
    expect(Number(asked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const token = turnstile.issueToken(LOGIN_CHALLENGE_ACTION);
    const passed = await attempt(reader, { email: 'reader@example.com', password: PASSWORD, challenge_token: token });
    expect(passed.status).toBe(200);
    expect(turnstile.requests().at(-1)).toMatchObject({ response: token, remoteip: VENUE });
  });

  it('keeps asking for a token the vendor refuses or one made for another form, and a solved challenge still needs the password', async () => {
    const reader = await browserAt(VENUE);
    for (const token of ['forged', turnstile.issueToken('register')]) {
      const answer = await attempt(reader, { email: 'reader@example.com', password: PASSWORD, challenge_token: token });
      expect(answer.status).toBe(429);
      expect(answer.body.code).toBe('challenge_required');
    }
    const wrong = await attempt(reader, {
      email: 'reader@example.com',
      password: 'not the password',
      challenge_token: turnstile.issueToken(LOGIN_CHALLENGE_ACTION),
    });
    expect(wrong.status).toBe(422);
  });

  it('answers 503 with a time to come back while the vendor cannot be asked', async () => {
    turnstile.failWith('http-500');
    const answer = await attempt(await browserAt(VENUE), {
      email: 'reader@example.com',
      password: PASSWORD,
      challenge_token: turnstile.issueToken(LOGIN_CHALLENGE_ACTION),
    });
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
