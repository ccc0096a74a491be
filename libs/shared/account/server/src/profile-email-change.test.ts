import { AccountPaths } from '@folio/account-contract';
import { AuthPaths, type AuthResult, type User } from '@folio/auth-contract';
import { fakeClock, type AuthTestApp, type TestBrowser } from '@folio/auth-server/testing';
import { createSmtpMailer } from '@folio/mail';
import { firstLink, startSmtpSink, type SmtpSink } from '@folio/mail/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccountTestApp } from './testing/account-test-app.js';

let t: AuthTestApp;
let sink: SmtpSink;
let clock: ReturnType<typeof fakeClock>;

beforeEach(async () => {
  clock = fakeClock();
  sink = await startSmtpSink();
  t = await createAccountTestApp({
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

describe('changing the e-mail address on the profile, through a real SMTP server', () => {
  it('does not let an old link verify an address changed since', async () => {
    const browser = await register();
    const old = await sink.waitFor((m) => m.subject === 'Verify your email address');
    const changed = await browser.put<User>(AccountPaths.profile, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@newmail.example',
      current_password: 'analytical engine 1843',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: 'ada@newmail.example', email_verified_at: null });
    expect((await verify(tokenOf(old.text))).status).toBe(422);
    await t.mail.idle();
    const fresh = await sink.waitFor((m) => m.to.includes('ada@newmail.example'));
    expect((await verify(tokenOf(fresh.text))).status).toBe(200);
  });
});
