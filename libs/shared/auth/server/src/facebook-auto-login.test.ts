import { XSRF_COOKIE_NAME } from '@folio/http-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_COOKIE } from './session.middleware.js';
import { FACEBOOK_ISSUER } from './social.config.js';
import { socialAccounts } from './social-account.table.js';
import type { SocialBrowser } from './testing/social-browser.js';
import { completeFlow, startSocialTestApp, type SocialTestApp } from './testing/social-test-app.js';
import { users } from './user.table.js';

let t: SocialTestApp;
beforeAll(async () => {
  t = await startSocialTestApp();
});
afterAll(() => t?.close());

const path = '/api/auth/facebook/auto-login';

/** A guest browser with a session and CSRF cookie, as the web client has before any POST. */
async function guest(): Promise<SocialBrowser> {
  const browser = t.browser();
  await browser.get(`${t.url}/sanctum/csrf-cookie`);
  return browser;
}

async function autoLogin(
  browser: SocialBrowser,
  body: { facebook_id: string; access_token: string; connect_account: boolean },
) {
  const response = await browser.send('POST', `${t.url}${path}`, body);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A Folio account already linked to a Facebook identity through the full sign-in. */
async function linkedAccount(facebookId: string): Promise<string> {
  t.facebook.signInAs({ id: facebookId, email: `${facebookId}@example.com`, first_name: 'Lin' });
  const browser = t.browser();
  await completeFlow(t, browser, '/api/auth/facebook/redirect/user');
  return t.signedInUserId(browser);
}

const refused = { status: 200, body: { success: false, matchedUser: false } };

describe('Facebook auto-login', () => {
  it('signs in the account linked to a valid token of our app, with a new session id and CSRF token', async () => {
    const userId = await linkedAccount('fb-auto-1');
    const token = t.facebook.issueToken({ id: 'fb-auto-1' });
    const browser = await guest();
    const before = {
      session: await browser.cookie(t.url, DEFAULT_SESSION_COOKIE),
      csrf: await browser.cookie(t.url, XSRF_COOKIE_NAME),
    };

    expect(await autoLogin(browser, { facebook_id: 'fb-auto-1', access_token: token, connect_account: false })).toEqual(
      {
        status: 200,
        body: { success: true, matchedUser: true },
      },
    );
    expect(await t.whoami(browser)).toBe(userId);
    expect(await browser.cookie(t.url, DEFAULT_SESSION_COOKIE)).not.toBe(before.session);
    expect(await browser.cookie(t.url, XSRF_COOKIE_NAME)).not.toBe(before.csrf);
  });

  it('creates no account for a valid token of an unknown Facebook user', async () => {
    const token = t.facebook.issueToken({ id: 'fb-stranger', email: 'stranger@example.com' });
    const browser = await guest();
    expect(
      await autoLogin(browser, { facebook_id: 'fb-stranger', access_token: token, connect_account: false }),
    ).toEqual(refused);
    expect(await t.whoami(browser)).toBeNull();
    expect(await t.database.db.select().from(users).where(eq(users.email, 'stranger@example.com'))).toHaveLength(0);
  });

  it('refuses a token Facebook does not know (forged), and one that was revoked', async () => {
    await linkedAccount('fb-forged');
    const browser = await guest();
    expect(
      await autoLogin(browser, { facebook_id: 'fb-forged', access_token: 'EAAforgedtoken', connect_account: false }),
    ).toEqual(refused);
    const revoked = t.facebook.issueToken({ id: 'fb-forged' }, { valid: false });
    expect(
      await autoLogin(browser, { facebook_id: 'fb-forged', access_token: revoked, connect_account: false }),
    ).toEqual(refused);
    expect(await t.whoami(browser)).toBeNull();
  });

  it('refuses an expired token', async () => {
    await linkedAccount('fb-expired');
    const token = t.facebook.issueToken({ id: 'fb-expired' }, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    const browser = await guest();
    expect(
      await autoLogin(browser, { facebook_id: 'fb-expired', access_token: token, connect_account: false }),
    ).toEqual(refused);
    expect(await t.whoami(browser)).toBeNull();
  });

  it('refuses a valid token issued to another app', async () => {
    await linkedAccount('fb-other-app');
    const token = t.facebook.issueToken({ id: 'fb-other-app' }, { appId: '2000000000000002' });
    const browser = await guest();
    expect(
      await autoLogin(browser, { facebook_id: 'fb-other-app', access_token: token, connect_account: false }),
    ).toEqual(refused);
    expect(await t.whoami(browser)).toBeNull();
  });

  it('refuses a valid token of one user presented with another user’s facebook_id', async () => {
    await linkedAccount('fb-victim');
    const attackerToken = t.facebook.issueToken({ id: 'fb-attacker' });
    const browser = await guest();
    expect(
      await autoLogin(browser, { facebook_id: 'fb-victim', access_token: attackerToken, connect_account: false }),
    ).toEqual(refused);
    expect(await t.whoami(browser)).toBeNull();
  });

  it('links the identity to the signed-in user with connect_account, then signs that user in from anywhere', async () => {
    const user = await t.createUser({ email: 'connects.fb@example.com' });
    const browser = await t.signedInBrowser(user);
    const token = t.facebook.issueToken({ id: 'fb-connect', email: 'fb.side@example.com' });
    expect(await autoLogin(browser, { facebook_id: 'fb-connect', access_token: token, connect_account: true })).toEqual(
      {
        status: 200,
        body: { success: true, matchedUser: true },
      },
    );
    expect(await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id))).toMatchObject([
      {
        provider: 'facebook',
        issuer: FACEBOOK_ISSUER,
        subject: 'fb-connect',
        email: 'fb.side@example.com',
        emailVerified: false,
      },
    ]);

    const elsewhere = await guest();
    const again = t.facebook.issueToken({ id: 'fb-connect' });
    expect(
      (await autoLogin(elsewhere, { facebook_id: 'fb-connect', access_token: again, connect_account: false })).body,
    ).toEqual({
      success: true,
      matchedUser: true,
    });
    expect(await t.whoami(elsewhere)).toBe(user.id);
  });

  it('with connect_account, refuses an identity that belongs to another account and keeps the user signed in as themselves', async () => {
    const owner = await linkedAccount('fb-owned');
    const other = await t.createUser({ email: 'not.the.owner@example.com' });
    const browser = await t.signedInBrowser(other);
    const token = t.facebook.issueToken({ id: 'fb-owned' });
    expect(await autoLogin(browser, { facebook_id: 'fb-owned', access_token: token, connect_account: true })).toEqual(
      refused,
    );
    expect(await t.whoami(browser)).toBe(other.id);
    expect(owner).not.toBe(other.id);
  });

  it('with connect_account but nobody signed in, links nothing and signs nobody in', async () => {
    const token = t.facebook.issueToken({ id: 'fb-nobody' });
    const browser = await guest();
    expect(await autoLogin(browser, { facebook_id: 'fb-nobody', access_token: token, connect_account: true })).toEqual(
      refused,
    );
    expect(
      await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.subject, 'fb-nobody')),
    ).toHaveLength(0);
  });

  it('checks every token with our app access token and every profile read with appsecret_proof', async () => {
    const before = t.facebook.rejectedCalls();
    await linkedAccount('fb-proof');
    const token = t.facebook.issueToken({ id: 'fb-proof' });
    await autoLogin(await guest(), { facebook_id: 'fb-proof', access_token: token, connect_account: false });
    expect(t.facebook.rejectedCalls()).toBe(before);
  });

  it('answers 419 without the CSRF header and signs nobody in', async () => {
    await linkedAccount('fb-csrf');
    const token = t.facebook.issueToken({ id: 'fb-csrf' });
    const browser = await guest();
    const response = await browser.send(
      'POST',
      `${t.url}${path}`,
      { facebook_id: 'fb-csrf', access_token: token, connect_account: false },
      { csrf: false },
    );
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.', code: 'csrf_token_mismatch' });
    expect(await t.whoami(browser)).toBeNull();
  });

  it('answers 422 with field errors for a malformed body', async () => {
    const browser = await guest();
    const response = await browser.send('POST', `${t.url}${path}`, { access_token: '', connect_account: 'yes' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { code: string; errors: Record<string, string[]> };
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors).sort()).toEqual(['access_token', 'connect_account', 'facebook_id']);
  });
});
