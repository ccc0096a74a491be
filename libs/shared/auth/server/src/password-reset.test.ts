import { AuthMessages, AuthPaths, type AuthResult } from '@folio/auth-contract';
import { createSmtpMailer } from '@folio/mail';
import { firstLink, startSmtpSink, type SmtpSink } from '@folio/mail/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthTestApp, fakeClock, type AuthTestApp } from './testing/auth-test-app.js';

const PASSWORD = 'a-long-reader-password';
const NEW_PASSWORD = 'brand new passphrase 7';
let t: AuthTestApp;
let sink: SmtpSink | undefined;
let clock: ReturnType<typeof fakeClock>;

beforeEach(() => {
  clock = fakeClock();
});
afterEach(async () => {
  await t.close();
  await sink?.close();
  sink = undefined;
});

async function withSmtp() {
  sink = await startSmtpSink();
  t = await createAuthTestApp({
    now: clock.now,
    mailer: createSmtpMailer({ url: sink.url, from: 'Folio <no-reply@folio.test>', timeoutMs: 2_000 }),
  });
  await t.createUser();
}

/** Forgot-password, then the link out of the e-mail the SMTP server received. */
async function requestResetLink(): Promise<URL> {
  const browser = t.browser();
  await browser.handshake();
  expect((await browser.post(AuthPaths.forgotPassword, { email: 'reader@example.com' })).status).toBe(200);
  const mail = await sink!.waitFor((m) => m.subject === 'Reset your password');
  expect(mail.to).toEqual(['reader@example.com']);
  expect(mail.from).toBe('no-reply@folio.test');
  return new URL(firstLink(mail.text));
}

const resetWith = async (link: URL, password = NEW_PASSWORD) => {
  const browser = t.browser();
  await browser.handshake();
  const res = await browser.post<AuthResult & { errors?: Record<string, string[]> }>(AuthPaths.resetPassword, {
    token: link.searchParams.get('token'),
    email: link.searchParams.get('email'),
    password,
    password_confirmation: password,
  });
  return { res, browser };
};

describe('forgot-password and reset-password through a real SMTP server', () => {
  it('mails a link to the web page that resets the password, signs in and ends every other session', async () => {
    await withSmtp();
    const elsewhere = t.browser();
    await elsewhere.handshake();
    await elsewhere.post(AuthPaths.login, { email: 'reader@example.com', password: PASSWORD });
    expect((await elsewhere.get(AuthPaths.user)).status).toBe(200);

    const link = await requestResetLink();
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/password-reset');
    expect(link.searchParams.get('email')).toBe('reader@example.com');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

    const { res, browser } = await resetWith(link);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'reader@example.com', has_password: true });
    expect((await browser.get(AuthPaths.user)).status).toBe(200);
    expect((await elsewhere.get(AuthPaths.user)).status).toBe(401);

    const fresh = t.browser();
    await fresh.handshake();
    expect((await fresh.post(AuthPaths.login, { email: 'reader@example.com', password: PASSWORD })).status).toBe(422);
    expect((await fresh.post(AuthPaths.login, { email: 'reader@example.com', password: NEW_PASSWORD })).status).toBe(
      200,
    );
    await sink!.waitFor((m) => m.subject === 'Your password was changed');
  });

  it('accepts a reset token once', async () => {
    await withSmtp();
    const link = await requestResetLink();
    expect((await resetWith(link)).res.status).toBe(200);
    const again = await resetWith(link, 'another new passphrase');
    expect(again.res.status).toBe(422);
    expect(again.res.body.errors).toEqual({ email: [AuthMessages.resetTokenInvalid] });
  });

  it('refuses a token after 60 minutes, and a token presented with another address', async () => {
    await withSmtp();
    await t.createUser({ email: 'other@example.com' });
    const link = await requestResetLink();
    const other = new URL(link);
    other.searchParams.set('email', 'other@example.com');
    expect((await resetWith(other)).res.status).toBe(422);
    clock.advance(60 * 60_000 + 1);
    expect((await resetWith(link)).res.status).toBe(422);
  });

  it('refuses a common new password without spending the token', async () => {
    await withSmtp();
    const link = await requestResetLink();
    const weak = await resetWith(link, 'password1234');
    expect(weak.res.status).toBe(422);
    expect(weak.res.body.errors).toEqual({ password: [AuthMessages.passwordCommon] });
    expect((await resetWith(link)).res.status).toBe(200);
  });

  it('answers forgot-password the same while the mail server is down, and delivers the link once it is back', async () => {
    await withSmtp();
    const port = sink!.port;
    await sink!.close();
    sink = undefined;

    const browser = t.browser();
    await browser.handshake();
    const res = await browser.post(AuthPaths.forgotPassword, { email: 'reader@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AuthMessages.resetLinkSent });
    expect(res.text).not.toMatch(/ESOCKET|ECONNREFUSED|at \w+ \(/);
    await t.mail.idle();

    sink = await startSmtpSink({ port });
    clock.advance(5_000);
    await t.mail.deliverDue();
    const mail = await sink.waitFor((m) => m.subject === 'Reset your password');
    expect(sink.received).toHaveLength(1);
    expect((await resetWith(new URL(firstLink(mail.text)))).res.status).toBe(200);
  }, 20_000);
});
