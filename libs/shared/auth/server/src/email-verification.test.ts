import { AuthMessages, AuthPaths, type AuthResult, type User } from '@folio/auth-contract';
import { createSmtpMailer } from '@folio/mail';
import { firstLink, startSmtpSink, type SmtpSink } from '@folio/mail/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthTestApp, fakeClock, type AuthTestApp, type TestBrowser } from './testing/auth-test-app.js';

let t: AuthTestApp;
let sink: SmtpSink;
let clock: ReturnType<typeof fakeClock>;

beforeEach(async () => {
  clock = fakeClock();
  sink = await startSmtpSink();
  t = await createAuthTestApp({
    now: clock.now,
    mailer: createSmtpMailer({ url: sink.url, from: 'no-reply@folio.test' }),
  });
});
afterEach(async () => {
  await t.close();
  await sink.close();
});

async function register(): Promise<TestBrowser> {
  const browser = t.browser();
  await browser.handshake();
  const res = await browser.post<AuthResult>(AuthPaths.register, {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    password: 'analytical engine 1843',
    password_confirmation: 'analytical engine 1843',
  });
  expect(res.status).toBe(201);
  return browser;
}

const tokenOf = (text: string) => new URL(firstLink(text)).searchParams.get('token')!;
const verify = async (token: string) => {
  const b = t.browser();
  await b.handshake();
  return b.post<{ message: string; errors?: Record<string, string[]> }>(AuthPaths.verifyEmail, { token });
};

describe('e-mail verification through a real SMTP server', () => {
  it('mails a link to /verify-email whose token verifies the address, once', async () => {
    const browser = await register();
    const mail = await sink.waitFor((m) => m.subject === 'Verify your email address');
    const link = new URL(firstLink(mail.text));
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/verify-email');
    expect(mail.html).toContain('href="http://localhost:3000/verify-email?token=');

    // Opened anywhere (no session needed), it verifies without signing anyone in.
    const res = await verify(tokenOf(mail.text));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AuthMessages.emailVerified });
    expect((await browser.get<User>(AuthPaths.user)).body.email_verified_at).toBe(clock.now().toISOString());

    const reused = await verify(tokenOf(mail.text));
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({ token: [AuthMessages.verifyTokenInvalid] });
  });

  it('refuses a link older than 24 hours and sends a fresh one on request', async () => {
    await register();
    const first = await sink.waitFor((m) => m.subject === 'Verify your email address');
    clock.advance(24 * 60 * 60_000 + 1);
    expect((await verify(tokenOf(first.text))).status).toBe(422);

    // The session from registration has ended by now (12 h at most): sign in again.
    const browser = t.browser();
    await browser.handshake();
    expect(
      (await browser.post(AuthPaths.login, { email: 'ada@example.com', password: 'analytical engine 1843' })).status,
    ).toBe(200);

    const resend = await browser.post(AuthPaths.verificationNotification);
    expect(resend.status).toBe(202);
    expect(resend.body).toEqual({ message: AuthMessages.verificationLinkSent });
    await t.mail.idle();
    const second = await sink.waitFor((m) => m.subject === 'Verify your email address' && m !== first);
    expect((await verify(tokenOf(second.text))).status).toBe(200);
    expect((await browser.post(AuthPaths.verificationNotification)).body).toEqual({
      message: AuthMessages.alreadyVerified,
    });
  });

  it('needs a signed-in user to resend', async () => {
    const guest = t.browser();
    await guest.handshake();
    expect((await guest.post(AuthPaths.verificationNotification)).status).toBe(401);
  });

  // An e-mail change revokes the links sent to the old address: see @folio/account-server's
  // profile-email-change.test.ts (the profile route belongs to the account area).
});
