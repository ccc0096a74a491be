import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botChallengeOff } from './bot-challenge.js';
import { startTurnstileStandIn, type TurnstileStandIn } from './testing/turnstile-stand-in.js';
import { turnstileVerifier } from './turnstile-verifier.js';

describe('turnstileVerifier against a loopback siteverify', () => {
  let turnstile: TurnstileStandIn;
  beforeAll(async () => {
    turnstile = await startTurnstileStandIn();
  });
  afterAll(() => turnstile.close());

  const verifier = (problems: unknown[] = [], secret?: string) =>
    turnstileVerifier({
      secret: secret ?? turnstile.secret,
      verifyUrl: turnstile.verifyUrl,
      onUnavailable: (problem) => problems.push(problem),
    });

  it('passes a fresh token made for the same action, sending the secret, the token and the client address', async () => {
    const token = turnstile.issueToken('register');
    expect(await verifier().verify({ token, action: 'register', ip: '203.0.113.7' })).toEqual({ passed: true });
    expect(turnstile.requests().at(-1)).toEqual({ secret: turnstile.secret, response: token, remoteip: '203.0.113.7' });
  });

  it('refuses a missing token without asking the vendor', async () => {
    const before = turnstile.requests().length;
    expect(await verifier().verify({ token: undefined, action: 'register' })).toEqual({
      passed: false,
      reason: 'missing',
    });
    expect(await verifier().verify({ token: '', action: 'register' })).toEqual({ passed: false, reason: 'missing' });
    expect(turnstile.requests()).toHaveLength(before);
  });

  it('refuses an unknown token, a reused one and one made for another action as invalid', async () => {
    expect(await verifier().verify({ token: 'made-up', action: 'register' })).toEqual({
      passed: false,
      reason: 'invalid',
    });
    const token = turnstile.issueToken('register');
    await verifier().verify({ token, action: 'register' });
    expect(await verifier().verify({ token, action: 'register' })).toEqual({ passed: false, reason: 'invalid' });
    const other = turnstile.issueToken('giveaway_entry');
    expect(await verifier().verify({ token: other, action: 'register' })).toEqual({ passed: false, reason: 'invalid' });
  });

  it('refuses a token longer than Turnstile ever issues without a call', async () => {
    const before = turnstile.requests().length;
    expect(await verifier().verify({ token: 'x'.repeat(2049), action: 'register' })).toEqual({
      passed: false,
      reason: 'invalid',
    });
    expect(turnstile.requests()).toHaveLength(before);
  });

  it("calls a wrong secret, the vendor's internal error and an HTTP 500 unavailable, and says why", async () => {
    const problems: unknown[] = [];
    const token = turnstile.issueToken('register');
    expect(await verifier(problems, 'not-our-secret').verify({ token, action: 'register' })).toEqual({
      passed: false,
      reason: 'unavailable',
    });
    turnstile.failWith('internal-error');
    expect(await verifier(problems).verify({ token, action: 'register' })).toEqual({
      passed: false,
      reason: 'unavailable',
    });
    turnstile.failWith('http-500');
    expect(await verifier(problems).verify({ token, action: 'register' })).toEqual({
      passed: false,
      reason: 'unavailable',
    });
    turnstile.failWith(null);
    expect(problems).toEqual([
      { errorCodes: ['invalid-input-secret'] },
      { errorCodes: ['internal-error'] },
      { status: 500 },
    ]);
    // The token was never spent by those failures' fault: it still passes once the vendor is back.
    expect(await verifier().verify({ token, action: 'register' })).toEqual({ passed: true });
  });

  it('calls a vendor that does not answer in time, or cannot be reached, unavailable', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const problems: unknown[] = [];
    const slow = turnstileVerifier({
      secret: 's',
      verifyUrl: `http://127.0.0.1:${port}/`,
      timeoutMs: 50,
      onUnavailable: (p) => problems.push(p),
    });
    expect(await slow.verify({ token: 't', action: 'register' })).toEqual({ passed: false, reason: 'unavailable' });
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    const gone = turnstileVerifier({ secret: 's', verifyUrl: `http://127.0.0.1:${port}/` });
    expect(await gone.verify({ token: 't', action: 'register' })).toEqual({ passed: false, reason: 'unavailable' });
    expect(problems).toHaveLength(1);
  });
});

describe('botChallengeOff', () => {
  it('passes everything, a missing token included', async () => {
    expect(await botChallengeOff.verify({ token: undefined, action: 'register' })).toEqual({ passed: true });
  });
});
