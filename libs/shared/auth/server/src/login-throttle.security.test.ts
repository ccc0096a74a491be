import { AuthMessages, AuthPaths } from '@folio/auth-contract';
import { listDevMailbox } from '@folio/mail';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthTestApp, fakeClock, type AuthTestApp, type TestBrowser } from './testing/auth-test-app.js';

const PASSWORD = 'a-long-reader-password';
let t: AuthTestApp;
let clock: ReturnType<typeof fakeClock>;
const seconds = (n: number) => n * 1000;

beforeEach(async () => {
  clock = fakeClock();
  t = await createAuthTestApp({ now: clock.now });
  await t.createUser();
});
afterEach(() => t.close());

async function browserAt(ip: string): Promise<TestBrowser> {
  const browser = t.browser(ip);
  await browser.handshake();
  return browser;
}

const attempt = (browser: TestBrowser, password = 'wrong password here', email = 'reader@example.com') =>
  browser.post<{ message: string; code: string }>(AuthPaths.login, { email, password });

/** Waits the back-off in front of failure number `n + 1` (after `n` failures). */
const backoffAfter = (n: number) => (n < 5 ? 0 : Math.min(2_000 * 2 ** (n - 5), 300_000));

describe('per account and IP: 5 attempts a minute', () => {
  it('answers the 6th attempt within the minute with 429 and Retry-After, even with the right password, then lets it through', async () => {
    const browser = await browserAt('198.51.100.7');
    for (let i = 0; i < 5; i++) expect((await attempt(browser)).status).toBe(422);
    const blocked = await attempt(browser, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('60');
    expect(blocked.body).toEqual({ message: AuthMessages.throttle(60), code: 'too_many_requests' });

    clock.advance(seconds(30));
    expect((await attempt(browser, PASSWORD)).headers.get('retry-after')).toBe('30');
    clock.advance(seconds(30));
    expect((await attempt(browser, PASSWORD)).status).toBe(200);
  });

  it('counts an unknown address the same way, so the limit reveals nothing', async () => {
    const browser = await browserAt('198.51.100.8');
    for (let i = 0; i < 5; i++) expect((await attempt(browser, 'x-password-x', 'nobody@example.com')).status).toBe(422);
    const blocked = await attempt(browser, 'x-password-x', 'nobody@example.com');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(AuthMessages.throttle(60));
  });

  it('does not hold one address’s failures against another account from the same IP', async () => {
    await t.createUser({ email: 'second@example.com' });
    const browser = await browserAt('198.51.100.9');
    for (let i = 0; i < 5; i++) await attempt(browser);
    expect((await attempt(browser, PASSWORD, 'second@example.com')).status).toBe(200);
  });
});

describe('per account from any IP: back-off from the 5th failure, at most 20 an hour, never permanent', () => {
  it('grows the wait between failures and stops at 20 until the hour is over', async () => {
    let failures = 0;
    let ip = 1;
    const fresh = () => browserAt(`192.0.2.${ip++}`);

    for (; failures < 5; failures++) expect((await attempt(await fresh())).status).toBe(422);
    // A new IP does not help: the account itself now asks for a growing pause.
    const early = await attempt(await fresh());
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('2');

    const waits: number[] = [];
    while (failures < 20) {
      const wait = backoffAfter(failures);
      waits.push(wait / 1000);
      clock.advance(wait);
      expect((await attempt(await fresh())).status).toBe(422);
      failures++;
    }
    expect(waits.slice(0, 9)).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 300]);

    clock.advance(seconds(300));
    const locked = await attempt(await fresh(), PASSWORD);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    clock.advance(seconds(retryAfter));
    expect((await attempt(await fresh(), PASSWORD)).status).toBe(200);
  }, 60_000);

  it('lets the owner in from a browser that signed in before, while an attacker holds the account at its limit', async () => {
    const owner = await browserAt('203.0.113.50');
    expect((await attempt(owner, PASSWORD)).status).toBe(200);
    await owner.post(AuthPaths.logout);

    for (let failures = 0; failures < 6; failures++) {
      clock.advance(backoffAfter(failures));
      await attempt(await browserAt(`192.0.2.${failures + 1}`));
    }
    expect((await attempt(await browserAt('192.0.2.200'), PASSWORD)).status).toBe(429);

    await owner.handshake();
    expect((await attempt(owner, PASSWORD)).status).toBe(200);
  });

  it('lifts the account limit when the owner resets the password', async () => {
    for (let failures = 0; failures < 7; failures++) {
      clock.advance(backoffAfter(failures));
      await attempt(await browserAt(`192.0.2.${failures + 1}`));
    }
    const owner = await browserAt('203.0.113.60');
    expect((await attempt(owner, PASSWORD)).status).toBe(429);

    await owner.post(AuthPaths.forgotPassword, { email: 'reader@example.com' });
    await t.mail.idle();
    const token = /token=([\w-]+)/.exec((await listDevMailbox(t.database.db))[0]?.text ?? '')?.[1];
    const reset = await owner.post(AuthPaths.resetPassword, {
      token,
      email: 'reader@example.com',
      password: 'my new passphrase!',
      password_confirmation: 'my new passphrase!',
    });
    expect(reset.status).toBe(200);
    await owner.post(AuthPaths.logout);
    const again = await browserAt('203.0.113.61');
    expect((await attempt(again, 'my new passphrase!')).status).toBe(200);
  });
});

describe('per client across accounts: 30 sign-ins that did not succeed in 10 minutes', () => {
  it('slows one client trying a common password against many addresses to an attempt every 20 seconds, and no other client', async () => {
    const sprayer = await browserAt('198.51.100.30');
    for (let i = 0; i < 30; i++) {
      expect((await attempt(sprayer, 'Password123!', `victim${i}@example.com`)).status).toBe(422);
    }
    // Past the limit the network gets one attempt every 20 seconds, not a stop for ten minutes.
    expect((await attempt(sprayer, 'Password123!', 'victim30@example.com')).status).toBe(422);
    const blocked = await attempt(sprayer, 'Password123!', 'victim31@example.com');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBe(20);
    // A real reader behind the same address waits its turn, then signs in.
    const neighbour = await browserAt('198.51.100.30');
    expect((await attempt(neighbour, PASSWORD)).status).toBe(429);
    clock.advance(seconds(20));
    expect((await attempt(neighbour, PASSWORD)).status).toBe(200);

    expect((await attempt(await browserAt('198.51.100.31'), PASSWORD)).status).toBe(200);
    clock.advance(10 * 60_000);
    for (let i = 0; i < 3; i++)
      expect((await attempt(sprayer, 'Password123!', `victim${40 + i}@example.com`)).status).toBe(422);
  });

  it('lets a browser that signed in here before past its network’s limit, on a limit of its own', async () => {
    const mine = await browserAt('198.51.100.33');
    expect((await attempt(mine, PASSWORD)).status).toBe(200);
    await mine.post(AuthPaths.logout);
    await mine.handshake();
    // Someone else on the same Wi-Fi fails 30 times and uses the slow lane.
    const stranger = await browserAt('198.51.100.33');
    for (let i = 0; i < 31; i++) await attempt(stranger, 'Password123!', `victim${i}@example.com`);
    expect((await attempt(stranger, PASSWORD)).status).toBe(429);
    // The known browser signs in at once, and fails on its own count, not the network's.
    expect((await attempt(mine, PASSWORD)).status).toBe(200);
    await mine.post(AuthPaths.logout);
    await mine.handshake();
    for (let i = 0; i < 30; i++)
      expect((await attempt(mine, 'Password123!', `other${i}@example.com`)).status, `attempt ${i}`).toBe(422);
    const own = await attempt(mine, PASSWORD);
    expect(own.status).toBe(429);
    expect(Number(own.headers.get('retry-after'))).toBeGreaterThan(500);
    // A forged or foreign cookie is no device.
    const forger = await browserAt('198.51.100.33');
    forger.cookies.set('folio_device', 'cmVhZGVy.99999999999999.not-a-signature');
    expect((await attempt(forger, PASSWORD)).status).toBe(429);
  });

  it('does not count sign-ins that succeed, so a busy signing table is not locked out', async () => {
    const table = await browserAt('198.51.100.32');
    for (let i = 0; i < 40; i++) {
      expect((await attempt(table, PASSWORD)).status).toBe(200);
      await table.post(AuthPaths.logout);
      await table.handshake();
    }
    expect((await attempt(table, 'wrong password here', 'someone@example.com')).status).toBe(422);
  });
});

describe('the credential gate, before any session or database work', () => {
  it('passes parallel sign-ins from one client while there is room', async () => {
    const browser = await browserAt('198.51.100.40');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => attempt(browser, 'wrong password here', `reader${i}@example.com`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 422, 422]);
  });
});

describe('other doors', () => {
  it('limits new accounts per IP across addresses', async () => {
    const browser = await browserAt('198.51.100.24');
    for (let i = 0; i < 30; i++) {
      const created = await browser.post(AuthPaths.register, {
        first_name: 'New',
        last_name: `Reader ${i}`,
        email: `new-reader-${i}@example.com`,
        password: 'a-long-new-password',
        password_confirmation: 'a-long-new-password',
      });
      expect(created.status).toBe(201);
      await browser.post(AuthPaths.logout);
      await browser.handshake();
    }
    const blocked = await browser.post(AuthPaths.register, {
      first_name: 'New',
      last_name: 'Reader',
      email: 'new-reader-30@example.com',
      password: 'a-long-new-password',
      password_confirmation: 'a-long-new-password',
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('limits forgot-password per IP, with the same 429 for known and unknown addresses', async () => {
    const browser = await browserAt('198.51.100.20');
    for (let i = 0; i < 5; i++)
      expect((await browser.post(AuthPaths.forgotPassword, { email: `someone${i}@example.com` })).status).toBe(200);
    const known = await browser.post(AuthPaths.forgotPassword, { email: 'reader@example.com' });
    const unknown = await browser.post(AuthPaths.forgotPassword, { email: 'nobody@example.com' });
    expect(known.status).toBe(429);
    expect(unknown.text).toBe(known.text);
    clock.advance(seconds(60));
    expect((await browser.post(AuthPaths.forgotPassword, { email: 'reader@example.com' })).status).toBe(200);
  });

  it('sends at most one reset e-mail a minute per address, answering the same every time', async () => {
    const a = await browserAt('198.51.100.21');
    const b = await browserAt('198.51.100.22');
    expect((await a.post(AuthPaths.forgotPassword, { email: 'reader@example.com' })).status).toBe(200);
    expect((await b.post(AuthPaths.forgotPassword, { email: 'reader@example.com' })).status).toBe(200);
    await t.mail.idle();
    expect(await listDevMailbox(t.database.db)).toHaveLength(1);
    clock.advance(seconds(61));
    await b.post(AuthPaths.forgotPassword, { email: 'reader@example.com' });
    await t.mail.idle();
    expect(await listDevMailbox(t.database.db)).toHaveLength(2);
  });

  it('limits verification e-mails to 6 a minute per account', async () => {
    await t.createUser({ email: 'new@example.com', verified: false });
    const browser = await browserAt('198.51.100.23');
    await attempt(browser, PASSWORD, 'new@example.com');
    for (let i = 0; i < 6; i++) expect((await browser.post(AuthPaths.verificationNotification)).status).toBe(202);
    const blocked = await browser.post(AuthPaths.verificationNotification);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'too_many_requests' });
    expect(blocked.headers.get('retry-after')).toBe('60');
  });
});
