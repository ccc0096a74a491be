import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from './profile.table.js';
import { FACEBOOK_ISSUER } from './social.config.js';
import { socialAccounts } from './social-account.table.js';
import { completeFlow, startSocialTestApp, type SocialTestApp } from './testing/social-test-app.js';
import { users } from './user.table.js';

let t: SocialTestApp;
beforeAll(async () => {
  t = await startSocialTestApp();
});
afterAll(() => t?.close());

const googleSignIn = '/api/auth/google/redirect/user';
async function userById(id: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!user) throw new Error(`no user ${id}`);
  return user;
}
const identitiesOf = (userId: string) =>
  t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));

describe('which providers are on', () => {
  it('lists the configured providers so the web shows only those buttons', async () => {
    const response = await t.browser().get(`${t.url}/api/auth/providers`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: ['google', 'facebook'] });
  });

  it('answers the redirect with the provider URL to send the browser to', async () => {
    const response = await t.browser().get(`${t.url}${googleSignIn}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { url } = (await response.json()) as { url: string };
    expect(url.startsWith(`${t.google.issuer}/auth?`)).toBe(true);
    expect(new URL(url).searchParams.get('redirect_uri')).toBe(`${t.url}/api/auth/google/callback`);
  });
});

describe('signing in with Google (OpenID Connect)', () => {
  it('creates an account for a new reader: verified e-mail, no password, a plain profile, the identity by issuer and subject', async () => {
    t.google.signInAs({
      sub: 'g-new',
      email: 'nia@example.com',
      email_verified: true,
      given_name: 'Nia',
      family_name: 'Reads',
    });
    const browser = t.browser();
    const landed = await completeFlow(t, browser, googleSignIn);
    expect(`${landed.origin}${landed.pathname}`).toBe(`${t.url}/auth/social-callback`);
    expect(landed.search).toBe('');

    const userId = await t.signedInUserId(browser);
    const user = await userById(userId);
    expect(user).toMatchObject({ email: 'nia@example.com', firstName: 'Nia', lastName: 'Reads', passwordHash: null });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.userId, userId))).toMatchObject([
      { kind: 'profile', name: 'Nia Reads' },
    ]);
    expect(await identitiesOf(userId)).toMatchObject([
      { provider: 'google', issuer: t.google.issuer, subject: 'g-new', email: 'nia@example.com', emailVerified: true },
    ]);
  });

  it('signs the same identity in again, even after its e-mail changed at the provider, without a second account', async () => {
    t.google.signInAs({ sub: 'g-again', email: 'first@example.com', email_verified: true });
    const first = t.browser();
    await completeFlow(t, first, googleSignIn);
    const userId = await t.signedInUserId(first);

    t.google.signInAs({ sub: 'g-again', email: 'renamed@example.com', email_verified: true });
    const second = t.browser();
    const landed = await completeFlow(t, second, googleSignIn);
    expect(landed.pathname).toBe('/auth/social-callback');
    expect(await t.whoami(second)).toBe(userId);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'renamed@example.com'))).toHaveLength(0);
    expect(await identitiesOf(userId)).toMatchObject([{ subject: 'g-again', email: 'renamed@example.com' }]);
  });

  it('links a verified Google e-mail to the existing account that holds it (case aside) and keeps its password', async () => {
    const existing = await t.createUser({ email: 'Grace@Example.com' });
    t.google.signInAs({ sub: 'g-grace', email: 'grace@example.com', email_verified: true });
    const browser = t.browser();
    const landed = await completeFlow(t, browser, googleSignIn);
    expect(landed.pathname).toBe('/auth/social-callback');
    expect(await t.whoami(browser)).toBe(existing.id);
    expect(await identitiesOf(existing.id)).toMatchObject([{ provider: 'google', subject: 'g-grace' }]);
    expect((await userById(existing.id)).passwordHash).toBe(existing.passwordHash);
  });

  it('returns to a relative `intended` page after signing in', async () => {
    t.google.signInAs({ sub: 'g-intended', email: 'intended@example.com', email_verified: true });
    const browser = t.browser();
    const landed = await completeFlow(
      t,
      browser,
      `${googleSignIn}?intended=${encodeURIComponent('/event/summer-signing/store?tab=books')}`,
    );
    expect(landed.pathname).toBe('/auth/social-callback');
    expect(landed.searchParams.get('intended')).toBe('/event/summer-signing/store?tab=books');
  });
});

describe('signing in with Facebook (OAuth 2 with PKCE, Graph API profile)', () => {
  it('creates an account whose e-mail stays unverified, keyed by the Facebook user id', async () => {
    t.facebook.signInAs({ id: 'fb-new', email: 'fb.reader@example.com', first_name: 'Femi', last_name: 'Books' });
    const browser = t.browser();
    const landed = await completeFlow(t, browser, '/api/auth/facebook/redirect/user');
    expect(landed.pathname).toBe('/auth/social-callback');
    const user = await userById(await t.signedInUserId(browser));
    expect(user).toMatchObject({
      email: 'fb.reader@example.com',
      firstName: 'Femi',
      lastName: 'Books',
      emailVerifiedAt: null,
    });
    expect(await identitiesOf(user.id)).toMatchObject([
      { provider: 'facebook', issuer: FACEBOOK_ISSUER, subject: 'fb-new' },
    ]);
  });

  it('lands on the error page when the reader declines at Facebook', async () => {
    t.facebook.signInAs(null);
    const browser = t.browser();
    const landed = await completeFlow(t, browser, '/api/auth/facebook/redirect/user');
    expect(`${landed.origin}${landed.pathname}`).toBe(`${t.url}/auth/social-error`);
    expect(landed.searchParams.get('reason')).toBe('cancelled');
    expect(await t.whoami(browser)).toBeNull();
  });

  it('refuses to create an account when the provider shares no e-mail', async () => {
    t.facebook.signInAs({ id: 'fb-no-email', first_name: 'Quiet' });
    const browser = t.browser();
    const landed = await completeFlow(t, browser, '/api/auth/facebook/redirect/user');
    expect(landed.searchParams.get('reason')).toBe('email_missing');
    expect(await t.whoami(browser)).toBeNull();
  });
});

describe('connecting and disconnecting', () => {
  it('connects Google to the signed-in account, lists it, and disconnects it while a password remains', async () => {
    const user = await t.createUser({ email: 'connector@example.com' });
    const browser = await t.signedInBrowser(user);
    t.google.signInAs({ sub: 'g-connect', email: 'someone.else@gmail.example', email_verified: true });

    const landed = await completeFlow(t, browser, '/api/social/google/connect/user');
    expect(`${landed.origin}${landed.pathname}`).toBe(`${t.url}/account/social`);
    expect(landed.searchParams.get('connected')).toBe('google');
    expect(await t.whoami(browser)).toBe(user.id);

    const listed = await browser.get(`${t.url}/api/social`);
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as { data: Array<{ provider: string; email: string; connected_at: string }> };
    expect(body.data).toMatchObject([{ provider: 'google', email: 'someone.else@gmail.example' }]);
    const [account] = body.data;
    expect(new Date(account?.connected_at ?? '').toISOString()).toBe(account?.connected_at);

    const removed = await browser.send('DELETE', `${t.url}/api/social/google`);
    expect(removed.status).toBe(204);
    expect(await (await browser.get(`${t.url}/api/social`)).json()).toEqual({ data: [] });
  });

  it('connects Facebook too, one identity per provider', async () => {
    const user = await t.createUser({ email: 'two.ways@example.com' });
    const browser = await t.signedInBrowser(user);
    t.google.signInAs({ sub: 'g-two', email: 'two.ways@example.com', email_verified: true });
    t.facebook.signInAs({ id: 'fb-two', email: 'two.ways@example.com' });
    await completeFlow(t, browser, '/api/social/google/connect/user');
    const landed = await completeFlow(t, browser, '/api/social/facebook/connect/user');
    expect(landed.searchParams.get('connected')).toBe('facebook');
    const rows = await identitiesOf(user.id);
    expect(rows.map((row) => row.provider).sort()).toEqual(['facebook', 'google']);
  });

  it('answers 404 when disconnecting a provider that is not connected', async () => {
    const browser = await t.signedInBrowser(await t.createUser({}));
    const response = await browser.send('DELETE', `${t.url}/api/social/facebook`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'This social account is not connected.', code: 'not_found' });
  });
});
