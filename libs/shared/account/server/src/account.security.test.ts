import { createHash } from 'node:crypto';
import { AccountMessages, AccountPaths } from '@folio/account-contract';
import { AuthPaths } from '@folio/auth-contract';
import { sessions } from '@folio/auth-server';
import type { AuthTestApp, TestBrowser } from '@folio/auth-server/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccountTestApp } from './testing/account-test-app.js';

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

/** Any browser presenting this session cookie. */
const replay = (sessionToken: string) =>
  t.app.request(AuthPaths.user, { headers: { cookie: `folio_session=${sessionToken}`, accept: 'application/json' } });

describe('a new session id and CSRF token on a password change, and no fixation', () => {
  it('password change: the session id planted before is dead, and both cookies are new', async () => {
    t = await createAccountTestApp();
    await t.createUser();
    const browser = t.browser();
    await browser.handshake();
    const plantedSession = browser.sessionToken()!;
    const plantedCsrf = browser.cookie('XSRF-TOKEN')!;
    expect(plantedSession).toBeTruthy();

    await browser.post(AuthPaths.login, { email: 'reader@example.com', password: PASSWORD });
    const changed = await browser.put(AccountPaths.password, {
      current_password: PASSWORD,
      password: 'a brand new passphrase',
      password_confirmation: 'a brand new passphrase',
    });
    expect(changed.status).toBeLessThan(300);

    expect(browser.sessionToken()).toBeTruthy();
    expect(browser.sessionToken()).not.toBe(plantedSession);
    expect(browser.cookie('XSRF-TOKEN')).not.toBe(plantedCsrf);
    expect((await browser.get(AuthPaths.user)).status).toBe(200);
    // Fixation: whoever planted the old id holds nothing.
    expect((await replay(plantedSession)).status).toBe(401);
    const rows = await t.database.db.select({ id: sessions.id }).from(sessions);
    expect(rows.map((r) => r.id)).not.toContain(createHash('sha256').update(plantedSession).digest('hex'));
  });
});

describe('CSRF on every unsafe account route', () => {
  const unsafe: Array<[string, string, unknown]> = [
    ['PUT', AccountPaths.profile, { first_name: 'A', last_name: 'B' }],
    [
      'PUT',
      AccountPaths.password,
      { current_password: PASSWORD, password: 'long enough 12345', password_confirmation: 'long enough 12345' },
    ],
    ['POST', AccountPaths.addresses, {}],
    ['PUT', AccountPaths.address('a'), {}],
    ['DELETE', AccountPaths.address('a'), undefined],
    ['PUT', AccountPaths.preferences, { newsletter: true }],
  ];

  it.each(unsafe)(
    '%s %s answers 419 without X-XSRF-TOKEN or with a wrong one, and changes nothing',
    async (method, path, json) => {
      t = await createAccountTestApp();
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

describe('access to what is not yours', () => {
  it('answers 404, never 403, for another user’s address', async () => {
    t = await createAccountTestApp();
    await t.createUser({ email: 'owner@example.com' });
    await t.createUser({ email: 'other@example.com' });
    const owner = await signedIn('owner@example.com');
    const created = await owner.post<{ id: string }>(AccountPaths.addresses, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      line1: '1 Signing Street',
      city: 'London',
      postal_code: 'N1 9GU',
      country_code: 'GB',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const other = await signedIn('other@example.com');
    const valid = {
      first_name: 'X',
      last_name: 'Y',
      line1: 'Elsewhere',
      city: 'Leeds',
      postal_code: 'LS1',
      country_code: 'GB',
    };
    for (const res of [
      await other.get(AccountPaths.address(id)),
      await other.put(AccountPaths.address(id), valid),
      await other.delete(AccountPaths.address(id)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: AccountMessages.addressNotFound, code: 'not_found' });
    }
    expect((await owner.get(AccountPaths.address(id))).body).toMatchObject({
      line1: '1 Signing Street',
      first_name: 'Ada',
    });
    expect((await t.browser().get(AccountPaths.address(id))).status).toBe(401);
  });
});
