import { Writable } from 'node:stream';
import { AuthMessages, AuthPaths } from '@folio/auth-contract';
import { listDevMailbox } from '@folio/mail';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireUser } from './require-user.js';
import { mintSsoTicket } from './sso-ticket.js';
import { sessions } from './session.table.js';
import { digest } from './tokens.js';
import { createAuthTestApp, TEST_SSO_SECRET, type AuthTestApp, type TestBrowser } from './testing/auth-test-app.js';

const PASSWORD = 'a-long-reader-password';
let t: AuthTestApp;
afterEach(() => t.close());

async function signedIn(email = 'reader@example.com'): Promise<TestBrowser> {
  const browser = t.browser();
  await browser.handshake();
  const res = await browser.post(AuthPaths.login, { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return browser;
}

async function linkToken(subject: string): Promise<string> {
  await t.mail.idle();
  const mail = (await listDevMailbox(t.database.db)).find((m) => m.subject === subject);
  const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no "${subject}" mail`);
  return token;
}

/** Any browser presenting this session cookie. */
const replay = (sessionToken: string) =>
  t.app.request(AuthPaths.user, { headers: { cookie: `folio_session=${sessionToken}`, accept: 'application/json' } });

describe('a new session id and CSRF token on every way in, and no fixation', () => {
  type WayIn = (browser: TestBrowser) => Promise<number>;
  const waysIn: Array<[string, WayIn]> = [
    [
      'password login',
      async (b) => (await b.post(AuthPaths.login, { email: 'reader@example.com', password: PASSWORD })).status,
    ],
    [
      'registration',
      async (b) =>
        (
          await b.post(AuthPaths.register, {
            first_name: 'Grace',
            last_name: 'Hopper',
            email: 'grace@example.com',
            password: 'compilers are fun 1952',
            password_confirmation: 'compilers are fun 1952',
          })
        ).status,
    ],
    [
      'password reset',
      async (b) => {
        const helper = t.browser();
        await helper.handshake();
        await helper.post(AuthPaths.forgotPassword, { email: 'reader@example.com' });
        const token = await linkToken('Reset your password');
        return (
          await b.post(AuthPaths.resetPassword, {
            token,
            email: 'reader@example.com',
            password: 'a brand new passphrase',
            password_confirmation: 'a brand new passphrase',
          })
        ).status;
      },
    ],
    [
      'single sign-on',
      async (b) =>
        (
          await b.post(AuthPaths.ssoValidate, {
            ticket: await mintSsoTicket({ secret: TEST_SSO_SECRET, subject: 'reader@example.com' }),
          })
        ).status,
    ],
    // The password change is a way in too: its case is in @folio/account-server's security test.
  ];

  it.each(waysIn)('%s: the session id planted before is dead, and both cookies are new', async (_name, wayIn) => {
    t = await createAuthTestApp();
    await t.createUser();
    const browser = t.browser();
    await browser.handshake();
    const plantedSession = browser.sessionToken()!;
    const plantedCsrf = browser.cookie('XSRF-TOKEN')!;
    expect(plantedSession).toBeTruthy();

    expect(await wayIn(browser)).toBeLessThan(300);

    expect(browser.sessionToken()).toBeTruthy();
    expect(browser.sessionToken()).not.toBe(plantedSession);
    expect(browser.cookie('XSRF-TOKEN')).not.toBe(plantedCsrf);
    expect((await browser.get(AuthPaths.user)).status).toBe(200);
    // Fixation: whoever planted the old id holds nothing.
    expect((await replay(plantedSession)).status).toBe(401);
    const rows = await t.database.db.select({ id: sessions.id }).from(sessions);
    expect(rows.map((r) => r.id)).not.toContain(digest(plantedSession));
  });
});

describe('CSRF on every unsafe identity route', () => {
  const unsafe: Array<[string, string, unknown]> = [
    ['POST', AuthPaths.login, { email: 'reader@example.com', password: PASSWORD }],
    [
      'POST',
      AuthPaths.register,
      {
        first_name: 'A',
        last_name: 'B',
        email: 'x@example.com',
        password: 'long enough 12345',
        password_confirmation: 'long enough 12345',
      },
    ],
    ['POST', AuthPaths.logout, undefined],
    ['POST', AuthPaths.forgotPassword, { email: 'reader@example.com' }],
    [
      'POST',
      AuthPaths.resetPassword,
      {
        token: 't',
        email: 'reader@example.com',
        password: 'long enough 12345',
        password_confirmation: 'long enough 12345',
      },
    ],
    ['POST', AuthPaths.verificationNotification, undefined],
    ['POST', AuthPaths.verifyEmail, { token: 't' }],
    ['POST', AuthPaths.ssoValidate, { ticket: 't' }],
    // The account area's and the notifications' unsafe routes: in their packages' security tests.
  ];

  it.each(unsafe)(
    '%s %s answers 419 without X-XSRF-TOKEN or with a wrong one, and changes nothing',
    async (method, path, json) => {
      t = await createAuthTestApp();
      await t.createUser();
      const browser = await signedIn();
      const token = browser.sessionToken();
      const missing = await browser.request(method, path, { json, csrf: false });
      expect(missing.status).toBe(419);
      expect(missing.body).toEqual({ message: 'CSRF token mismatch.', code: 'csrf_token_mismatch' });
      const wrong = await browser.request(method, path, { json, csrf: false, headers: { 'x-xsrf-token': 'forged' } });
      expect(wrong.status).toBe(419);
      expect(browser.sessionToken()).toBe(token);
      expect((await browser.get(AuthPaths.user)).status).toBe(200);
    },
  );
});

describe('logout', () => {
  it('deletes the session server-side: a copy of the old cookie is worthless', async () => {
    t = await createAuthTestApp();
    await t.createUser();
    const browser = await signedIn();
    const copied = browser.sessionToken()!;
    expect((await replay(copied)).status).toBe(200);
    expect((await browser.post(AuthPaths.logout)).status).toBe(204);
    expect((await replay(copied)).status).toBe(401);
    expect(await t.database.db.select().from(sessions)).toEqual([]);
  });
});

describe('nothing to learn about which accounts exist', () => {
  it('answers an unknown e-mail exactly like a wrong password, after the same hashing work', async () => {
    t = await createAuthTestApp();
    await t.createUser();
    const dummy = vi.spyOn(t.hasher, 'verifyDummy');
    const real = vi.spyOn(t.hasher, 'verify');
    const a = t.browser('198.51.100.1');
    const b = t.browser('198.51.100.2');
    await a.handshake();
    await b.handshake();
    const wrongPassword = await a.post(AuthPaths.login, { email: 'reader@example.com', password: 'not the password' });
    const unknownEmail = await b.post(AuthPaths.login, { email: 'nobody@example.com', password: 'not the password' });
    expect(wrongPassword.status).toBe(422);
    expect(unknownEmail.status).toBe(422);
    expect(unknownEmail.text).toBe(wrongPassword.text);
    expect(JSON.parse(unknownEmail.text)).toEqual({
      message: AuthMessages.failed,
      code: 'validation_failed',
      errors: { email: [AuthMessages.failed] },
    });
    expect([...unknownEmail.headers.keys()].sort()).toEqual([...wrongPassword.headers.keys()].sort());
    expect(real).toHaveBeenCalledTimes(1);
    expect(dummy).toHaveBeenCalledTimes(1);
  });

  it('answers forgot-password identically for known and unknown addresses', async () => {
    t = await createAuthTestApp();
    await t.createUser();
    const a = t.browser('198.51.100.1');
    const b = t.browser('198.51.100.2');
    await a.handshake();
    await b.handshake();
    const known = await a.post(AuthPaths.forgotPassword, { email: 'reader@example.com' });
    const unknown = await b.post(AuthPaths.forgotPassword, { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    expect(unknown.status).toBe(known.status);
    expect(known.body).toEqual({ message: AuthMessages.resetLinkSent });
    await t.mail.idle();
    expect((await listDevMailbox(t.database.db)).map((m) => m.to)).toEqual(['reader@example.com']);
  });
});

describe('routes that need a verified e-mail', () => {
  it('answer 409 email_unverified to an unverified user, 401 to a guest and pass a verified user', async () => {
    t = await createAuthTestApp({
      extra: (app) => app.get('/api/test/verified-only', requireUser({ verified: true }), (c) => c.json({ ok: true })),
    });
    await t.createUser({ email: 'unverified@example.com', verified: false });
    await t.createUser({ email: 'verified@example.com' });
    const unverified = await signedIn('unverified@example.com');
    const res = await unverified.get('/api/test/verified-only');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Your email address is not verified.', code: 'email_unverified' });
    expect((await t.browser().get('/api/test/verified-only')).status).toBe(401);
    expect((await (await signedIn('verified@example.com')).get('/api/test/verified-only')).status).toBe(200);
  });
});

describe('logs', () => {
  it('never carry a password, a token, a ticket or a session id', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'trace' },
      new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) }),
    );
    t = await createAuthTestApp({ logger });
    await t.createUser();
    const browser = t.browser();
    await browser.handshake();
    await browser.post(AuthPaths.login, { email: 'reader@example.com', password: 'wrong password 123' });
    await browser.post(AuthPaths.forgotPassword, { email: 'reader@example.com' });
    const reset = await linkToken('Reset your password');
    await browser.post(AuthPaths.resetPassword, {
      token: reset,
      email: 'reader@example.com',
      password: 'fresh passphrase 2026',
      password_confirmation: 'fresh passphrase 2026',
    });
    const ticket = await mintSsoTicket({ secret: TEST_SSO_SECRET, subject: 'reader@example.com' });
    await browser.post(AuthPaths.ssoValidate, { ticket });
    await browser.post(AuthPaths.ssoValidate, { ticket });
    await t.mail.idle();

    const logs = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      'wrong password 123',
      'fresh passphrase 2026',
      PASSWORD,
      reset,
      ticket,
      browser.sessionToken()!,
      browser.cookie('XSRF-TOKEN')!,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
