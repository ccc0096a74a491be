import { XSRF_COOKIE_NAME } from '@folio/http-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthStates } from './oauth-state.table.js';
import { DEFAULT_SESSION_COOKIE } from './session.middleware.js';
import { socialAccounts } from './social-account.table.js';
import { sessions } from './session.table.js';
import { callbackUrlOf, completeFlow, startSocialTestApp, type SocialTestApp } from './testing/social-test-app.js';
import { users } from './user.table.js';

let t: SocialTestApp;
beforeAll(async () => {
  t = await startSocialTestApp();
});
afterAll(() => t?.close());

const googleSignIn = '/api/auth/google/redirect/user';
const identities = () => t.database.db.select().from(socialAccounts);
const authorizationUrl = async (path: string) => {
  const response = await t.browser().get(`${t.url}${path}`);
  return new URL(((await response.json()) as { url: string }).url);
};

describe('the authorization request', () => {
  it('carries PKCE (S256), a fresh state and a fresh nonce every time', async () => {
    const a = await authorizationUrl(googleSignIn);
    const b = await authorizationUrl(googleSignIn);
    for (const url of [a, b]) {
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(43);
      expect(url.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(43);
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('scope')).toBe('openid email profile');
    }
    expect(a.searchParams.get('state')).not.toBe(b.searchParams.get('state'));
    expect(a.searchParams.get('nonce')).not.toBe(b.searchParams.get('nonce'));
    expect(a.searchParams.get('code_challenge')).not.toBe(b.searchParams.get('code_challenge'));
  });

  it('uses PKCE (S256) and a state with Facebook too', async () => {
    const url = await authorizationUrl('/api/auth/facebook/redirect/user');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('client_id')).toBe(t.facebook.appId);
  });

  it('stores only a digest of the state, with the verifier and nonce, server-side', async () => {
    const url = await authorizationUrl(googleSignIn);
    const rows = await t.database.db.select().from(oauthStates);
    const state = url.searchParams.get('state');
    expect(state).toBeTruthy();
    expect(rows.some((row) => row.id === state)).toBe(false);
    expect(rows.some((row) => row.nonce === url.searchParams.get('nonce'))).toBe(true);
  });
});

describe('the callback', () => {
  it('accepts a state once: replaying the same callback fails', async () => {
    t.google.signInAs({ sub: 'g-replay', email: 'replay@example.com', email_verified: true });
    const browser = t.browser();
    const callback = await callbackUrlOf(t, browser, googleSignIn);
    const first = await browser.follow(callback, (l) => !l.pathname.startsWith('/api/'));
    expect(first.pathname).toBe('/auth/social-callback');
    const again = await browser.follow(callback, (l) => !l.pathname.startsWith('/api/'));
    expect(again.pathname).toBe('/auth/social-error');
    expect(again.searchParams.get('reason')).toBe('invalid_state');
  });

  it('rejects a missing or forged state without calling the provider', async () => {
    const browser = t.browser();
    await browser.get(`${t.url}${googleSignIn}`);
    for (const query of ['code=abc', 'code=abc&state=forged-state-value', 'state=&code=abc']) {
      const landed = await browser.follow(
        `${t.url}/api/auth/google/callback?${query}`,
        (l) => !l.pathname.startsWith('/api/'),
      );
      expect(landed.pathname).toBe('/auth/social-error');
      expect(landed.searchParams.get('reason')).toBe('invalid_state');
    }
    expect(await t.whoami(browser)).toBeNull();
  });

  it('rejects a callback delivered to another browser (login CSRF): the state is bound to the session', async () => {
    t.google.signInAs({ sub: 'g-attacker', email: 'attacker@example.com', email_verified: true });
    const attacker = t.browser();
    const callback = await callbackUrlOf(t, attacker, googleSignIn);
    const victim = t.browser();
    await victim.get(`${t.url}/sanctum/csrf-cookie`);
    const landed = await victim.follow(callback, (l) => !l.pathname.startsWith('/api/'));
    expect(landed.searchParams.get('reason')).toBe('invalid_state');
    expect(await t.whoami(victim)).toBeNull();
  });

  it('rejects a state older than ten minutes', async () => {
    t.google.signInAs({ sub: 'g-slow', email: 'slow@example.com', email_verified: true });
    const browser = t.browser();
    const callback = await callbackUrlOf(t, browser, googleSignIn);
    t.advance(10 * 60 * 1000 + 1);
    try {
      const landed = await browser.follow(callback, (l) => !l.pathname.startsWith('/api/'));
      expect(landed.searchParams.get('reason')).toBe('invalid_state');
    } finally {
      t.advance(-(10 * 60 * 1000 + 1));
    }
  });

  it('rejects an ID token whose nonce is not the one sent', async () => {
    t.google.signInAs({ sub: 'g-nonce', email: 'nonce@example.com', email_verified: true });
    const browser = t.browser();
    const callback = await callbackUrlOf(t, browser, googleSignIn);
    expect((await t.database.db.select().from(oauthStates)).some((row) => row.nonce)).toBe(true);
    await t.database.db.update(oauthStates).set({ nonce: 'a-different-nonce-than-the-id-token-carries' });
    const landed = await browser.follow(callback, (l) => !l.pathname.startsWith('/api/'));
    expect(landed.searchParams.get('reason')).toBe('provider_error');
    expect(await t.whoami(browser)).toBeNull();
    expect(await t.database.db.select().from(users).where(eq(users.email, 'nonce@example.com'))).toHaveLength(0);
  });

  it('rejects a code redeemed with another PKCE verifier', async () => {
    t.google.signInAs({ sub: 'g-pkce', email: 'pkce@example.com', email_verified: true });
    const browser = t.browser();
    const callback = await callbackUrlOf(t, browser, googleSignIn);
    await t.database.db.update(oauthStates).set({ codeVerifier: 'x'.repeat(43) });
    const landed = await browser.follow(callback, (l) => !l.pathname.startsWith('/api/'));
    expect(landed.searchParams.get('reason')).toBe('provider_error');
    expect(await t.whoami(browser)).toBeNull();
  });

  it('gives a new session id and CSRF token on social sign-in, and the old session id is dead', async () => {
    t.google.signInAs({ sub: 'g-rotate', email: 'rotate@example.com', email_verified: true });
    const browser = t.browser();
    await browser.get(`${t.url}/sanctum/csrf-cookie`);
    const before = {
      session: await browser.cookie(t.url, DEFAULT_SESSION_COOKIE),
      csrf: await browser.cookie(t.url, XSRF_COOKIE_NAME),
    };
    expect(before.session).toBeTruthy();

    await completeFlow(t, browser, googleSignIn);
    const after = {
      session: await browser.cookie(t.url, DEFAULT_SESSION_COOKIE),
      csrf: await browser.cookie(t.url, XSRF_COOKIE_NAME),
    };
    expect(after.session).toBeTruthy();
    expect(after.session).not.toBe(before.session);
    expect(after.csrf).not.toBe(before.csrf);
    expect(await t.whoami(browser)).not.toBeNull();

    const planted = t.browser();
    await planted.jar.setCookie(`${DEFAULT_SESSION_COOKIE}=${before.session}; Path=/`, t.url);
    expect(await t.whoami(planted)).toBeNull();
  });

  it('never leaves the app, whatever `intended` says', async () => {
    const hostile = [
      'https://evil.example/steal',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/ok\r\nSet-Cookie: x=1',
    ];
    for (const [index, intended] of hostile.entries()) {
      t.google.signInAs({ sub: `g-hostile-${index}`, email: `hostile${index}@example.com`, email_verified: true });
      const landed = await completeFlow(t, t.browser(), `${googleSignIn}?intended=${encodeURIComponent(intended)}`);
      expect(landed.origin).toBe(t.url);
      expect(landed.pathname).toBe('/auth/social-callback');
      expect(landed.searchParams.has('intended')).toBe(false);
    }
  });
});

describe('linking by e-mail', () => {
  it('never links an unverified provider e-mail to an existing account', async () => {
    const existing = await t.createUser({ email: 'owner@example.com' });
    t.google.signInAs({ sub: 'g-impostor', email: 'owner@example.com', email_verified: false });
    const browser = t.browser();
    const landed = await completeFlow(t, browser, googleSignIn);
    expect(`${landed.origin}${landed.pathname}`).toBe(`${t.url}/auth/social-error`);
    expect(landed.searchParams.get('reason')).toBe('email_not_verified');
    expect(await t.whoami(browser)).toBeNull();
    expect(
      await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, existing.id)),
    ).toHaveLength(0);
  });

  it('never links a Facebook e-mail to an existing account (Facebook does not vouch for it)', async () => {
    const existing = await t.createUser({ email: 'fb.owner@example.com' });
    t.facebook.signInAs({ id: 'fb-impostor', email: 'fb.owner@example.com' });
    const browser = t.browser();
    const landed = await completeFlow(t, browser, '/api/auth/facebook/redirect/user');
    expect(landed.searchParams.get('reason')).toBe('email_not_verified');
    expect(
      await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, existing.id)),
    ).toHaveLength(0);
  });

  it('when linking to an account that never proved its e-mail, drops its unproven password and sessions (pre-hijacking)', async () => {
    const planted = await t.createUser({ email: 'victim@example.com', emailVerifiedAt: null });
    const squatter = await t.signedInBrowser(planted);
    t.google.signInAs({ sub: 'g-victim', email: 'victim@example.com', email_verified: true });
    const owner = t.browser();
    await completeFlow(t, owner, googleSignIn);
    expect(await t.whoami(owner)).toBe(planted.id);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, planted.id));
    expect(user).toMatchObject({ passwordHash: null, emailVerifiedAt: expect.any(Date) });
    expect(await t.whoami(squatter)).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, planted.id))).toHaveLength(1);
  });
});

describe('connect and disconnect', () => {
  it('refuses to connect an identity that already belongs to another account', async () => {
    t.google.signInAs({ sub: 'g-taken', email: 'taken@example.com', email_verified: true });
    await completeFlow(t, t.browser(), googleSignIn);
    const other = await t.createUser({ email: 'other@example.com' });
    const browser = await t.signedInBrowser(other);
    const landed = await completeFlow(t, browser, '/api/social/google/connect/user');
    expect(`${landed.origin}${landed.pathname}`).toBe(`${t.url}/account/social`);
    expect(landed.searchParams.get('error')).toBe('identity_taken');
    expect(await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, other.id))).toHaveLength(
      0,
    );
    expect(await t.whoami(browser)).toBe(other.id);
  });

  it('refuses a second identity of the same provider on one account', async () => {
    const user = await t.createUser({ email: 'one.google@example.com' });
    const browser = await t.signedInBrowser(user);
    t.google.signInAs({ sub: 'g-first-of-two', email: 'one.google@example.com', email_verified: true });
    await completeFlow(t, browser, '/api/social/google/connect/user');
    const second = await t.signedInBrowser(user);
    t.google.signInAs({ sub: 'g-second-of-two', email: 'two.google@example.com', email_verified: true });
    const landed = await completeFlow(t, second, '/api/social/google/connect/user');
    expect(landed.searchParams.get('error')).toBe('already_connected');
  });

  it('refuses to remove the only way to sign in, and allows it once another way exists', async () => {
    t.google.signInAs({ sub: 'g-only', email: 'only.google@example.com', email_verified: true });
    const browser = t.browser();
    await completeFlow(t, browser, googleSignIn);

    const refused = await browser.send('DELETE', `${t.url}/api/social/google`);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      message: 'You cannot remove your only way to sign in. Set a password first.',
      code: 'last_sign_in_method',
    });

    t.facebook.signInAs({ id: 'fb-second-way', email: 'only.google@example.com' });
    expect((await completeFlow(t, browser, '/api/social/facebook/connect/user')).searchParams.get('connected')).toBe(
      'facebook',
    );
    expect((await browser.send('DELETE', `${t.url}/api/social/google`)).status).toBe(204);
    const lastOne = await browser.send('DELETE', `${t.url}/api/social/facebook`);
    expect(lastOne.status).toBe(422);
  });

  it('answers 419 to a disconnect without the CSRF header, and changes nothing', async () => {
    t.google.signInAs({ sub: 'g-csrf', email: 'csrf@example.com', email_verified: true });
    const user = await t.createUser({ email: 'csrf.owner@example.com' });
    const browser = await t.signedInBrowser(user);
    await completeFlow(t, browser, '/api/social/google/connect/user');
    const response = await browser.send('DELETE', `${t.url}/api/social/google`, undefined, { csrf: false });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.', code: 'csrf_token_mismatch' });
    expect(await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id))).toHaveLength(1);
  });

  it('needs a signed-in user to connect, list or disconnect', async () => {
    const guest = t.browser();
    await guest.get(`${t.url}/sanctum/csrf-cookie`);
    for (const response of [
      await guest.get(`${t.url}/api/social/google/connect/user`),
      await guest.get(`${t.url}/api/social`),
      await guest.send('DELETE', `${t.url}/api/social/google`),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    }
  });

  it('refuses a connect callback once the session that started it has ended', async () => {
    const user = await t.createUser({ email: 'gone@example.com' });
    const browser = await t.signedInBrowser(user);
    t.google.signInAs({ sub: 'g-gone', email: 'gone@example.com', email_verified: true });
    const callback = await callbackUrlOf(t, browser, '/api/social/google/connect/user');
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    const landed = await browser.follow(callback, (l) => !l.pathname.startsWith('/api/'));
    expect(landed.searchParams.get('reason')).toBe('invalid_state');
    expect(await identities()).not.toContainEqual(expect.objectContaining({ userId: user.id }));
  });
});

describe('providers that are off or unreachable', () => {
  it('answers 404 with a message for a provider without credentials, and hides it from the list', async () => {
    const off = await startSocialTestApp({ providers: [] });
    try {
      const browser = off.browser();
      expect(await (await browser.get(`${off.url}/api/auth/providers`)).json()).toEqual({ data: [] });
      const google = await browser.get(`${off.url}/api/auth/google/redirect/user`);
      expect(google.status).toBe(404);
      expect(await google.json()).toEqual({ message: 'Sign-in with Google is not available.', code: 'not_found' });
      const facebook = await browser.get(`${off.url}/api/auth/facebook/redirect/user`);
      expect(await facebook.json()).toEqual({ message: 'Sign-in with Facebook is not available.', code: 'not_found' });
      const signedIn = await off.signedInBrowser(await off.createUser({}));
      expect((await signedIn.get(`${off.url}/api/social/google/connect/user`)).status).toBe(404);
      const autoLogin = await signedIn.send('POST', `${off.url}/api/auth/facebook/auto-login`, {
        facebook_id: '1',
        access_token: 'token',
        connect_account: false,
      });
      expect(autoLogin.status).toBe(404);
      expect((await browser.get(`${off.url}/api/auth/twitter/redirect/user`)).status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('answers 503 with a message when the OpenID provider cannot be reached', async () => {
    const down = await startSocialTestApp({ providers: ['google'] });
    try {
      await down.google.close();
      const response = await down.browser().get(`${down.url}/api/auth/google/redirect/user`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        message: 'Google cannot be reached right now. Please try again in a few minutes.',
        code: 'service_unavailable',
      });
    } finally {
      await down.close();
    }
  });
});
