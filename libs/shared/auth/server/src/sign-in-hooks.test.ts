import { AuthPaths } from '@folio/auth-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInHook } from './sign-in.js';
import { createAuthTestApp, TEST_SSO_SECRET, type AuthTestApp } from './testing/auth-test-app.js';
import { mintSsoTicket } from './sso-ticket.js';

/** What each hook saw: the user, and whether the request's session was already the new, signed-in one. */
const seen: Array<{ userId: string; sessionUser: string | null }> = [];
let failing = false;
const record: SignInHook = async (c, user) => {
  seen.push({ userId: user.id, sessionUser: (await c.get('session').current())?.row.userId ?? null });
};
const sometimesFails: SignInHook = async () => {
  if (failing) throw new Error('the other domain is down');
};

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ onSignIn: () => [record, sometimesFails] });
}, 60_000);
afterAll(() => t.close());

describe('sign-in hooks (other domains’ work at every way in)', () => {
  it('run after the new session is made, at registration, password sign-in and SSO', async () => {
    const browser = t.browser();
    await browser.handshake();
    const registered = await browser.post(AuthPaths.register, {
      first_name: 'Ada',
      last_name: 'Hook',
      email: 'hook@example.com',
      password: 'analytical engine 1843',
      password_confirmation: 'analytical engine 1843',
    });
    expect(registered.status).toBe(201);
    const again = t.browser();
    await again.handshake();
    expect(
      (await again.post(AuthPaths.login, { email: 'hook@example.com', password: 'analytical engine 1843' })).status,
    ).toBe(200);
    const sso = t.browser();
    await sso.handshake();
    const ticket = await mintSsoTicket({ secret: TEST_SSO_SECRET, subject: 'hook@example.com' });
    expect((await sso.post(AuthPaths.ssoValidate, { ticket })).status).toBe(200);

    expect(seen).toHaveLength(3);
    const userId = seen[0]!.userId;
    expect(seen).toEqual([
      { userId, sessionUser: userId },
      { userId, sessionUser: userId },
      { userId, sessionUser: userId },
    ]);
  });

  it('never fail the sign-in when a hook throws: the reader is in, the failure is logged', async () => {
    failing = true;
    const browser = t.browser();
    await browser.handshake();
    expect(
      (await browser.post(AuthPaths.login, { email: 'hook@example.com', password: 'analytical engine 1843' })).status,
    ).toBe(200);
    expect((await browser.get(AuthPaths.user)).status).toBe(200);
  });

  it('do not run when the sign-in fails', async () => {
    const before = seen.length;
    const browser = t.browser();
    await browser.handshake();
    expect(
      (await browser.post(AuthPaths.login, { email: 'hook@example.com', password: 'wrong password here' })).status,
    ).toBe(422);
    expect(seen).toHaveLength(before);
  });
});
