import { AccountMessages, AccountPaths, Address, DEFAULT_PREFERENCES, type Preferences } from '@folio/account-contract';
import { AuthMessages, AuthPaths, type User } from '@folio/auth-contract';
import { userRepo } from '@folio/auth-server';
import { fakeClock, type AuthTestApp, type TestBrowser } from '@folio/auth-server/testing';
import { NotificationPage, NotificationPaths } from '@folio/notifications-contract';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccountTestApp } from './testing/account-test-app.js';

const PASSWORD = 'a-long-reader-password';
let t: AuthTestApp;
let clock: ReturnType<typeof fakeClock>;
let browser: TestBrowser;

beforeEach(async () => {
  clock = fakeClock();
  t = await createAccountTestApp({ now: clock.now });
  await t.createUser();
  browser = t.browser();
  await browser.handshake();
  await browser.post(AuthPaths.login, { email: 'reader@example.com', password: PASSWORD });
});
afterEach(() => t.close());

const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  line1: '1 Signing Street',
  city: 'London',
  postal_code: 'N1 9GU',
  country_code: 'gb',
};

describe('profile', () => {
  it('reads and renames the signed-in user', async () => {
    expect((await browser.get<User>(AccountPaths.profile)).body).toMatchObject({
      first_name: 'Ada',
      email: 'reader@example.com',
    });
    const res = await browser.put<User>(AccountPaths.profile, { first_name: ' Augusta ', last_name: 'King' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Augusta', last_name: 'King', email: 'reader@example.com' });
    expect(res.body.email_verified_at).not.toBeNull();
  });

  it('shows a renamed account under its new name on its public reader profile, in the answer and after a reload', async () => {
    const before = (await browser.get<User>(AccountPaths.profile)).body.profiles.profile[0]!;
    expect(before.name).toBe('Ada Lovelace');

    const saved = await browser.put<User>(AccountPaths.profile, { first_name: 'Augusta', last_name: 'King' });
    expect(saved.body.profiles.profile).toEqual([{ ...before, name: 'Augusta King' }]);

    // A reload reads the profile again: the new name, under the same address.
    const reloaded = await browser.get<User>(AccountPaths.profile);
    expect(reloaded.body.profiles.profile).toEqual([{ ...before, name: 'Augusta King' }]);
  });

  it('keeps the names of an author’s own profiles when the account is renamed', async () => {
    const me = (await browser.get<User>(AccountPaths.profile)).body;
    await userRepo(t.database.db).addProfile(me.id, 'seller', 'A. L. Quill', 'a-l-quill');

    const saved = await browser.put<User>(AccountPaths.profile, { first_name: 'Augusta', last_name: 'King' });
    expect(saved.body.profiles.seller).toEqual([expect.objectContaining({ name: 'A. L. Quill', slug: 'a-l-quill' })]);
    expect(saved.body.profiles.profile).toEqual([expect.objectContaining({ name: 'Augusta King' })]);
  });

  it('needs the current password to change the e-mail address, and refuses one already taken', async () => {
    await t.createUser({ email: 'taken@example.com' });
    const none = await browser.put<{ errors: Record<string, string[]> }>(AccountPaths.profile, {
      first_name: 'Ada',
      last_name: 'L',
      email: 'new@example.com',
    });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ current_password: ['The current password field is required.'] });
    const wrong = await browser.put<{ errors: Record<string, string[]> }>(AccountPaths.profile, {
      first_name: 'Ada',
      last_name: 'L',
      email: 'new@example.com',
      current_password: 'nope nope nope',
    });
    expect(wrong.body.errors).toEqual({ current_password: [AccountMessages.currentPasswordIncorrect] });
    const taken = await browser.put<{ errors: Record<string, string[]> }>(AccountPaths.profile, {
      first_name: 'Ada',
      last_name: 'L',
      email: 'TAKEN@example.com',
      current_password: PASSWORD,
    });
    expect(taken.body.errors).toEqual({ email: [AuthMessages.emailTaken] });
  });

  it('answers 401 to a guest', async () => {
    const guest = t.browser();
    expect((await guest.get(AccountPaths.profile)).status).toBe(401);
  });
});

describe('password change', () => {
  it('checks the current password, rotates the session and signs out every other device', async () => {
    const phone = t.browser();
    await phone.handshake();
    await phone.post(AuthPaths.login, { email: 'reader@example.com', password: PASSWORD });
    const before = browser.sessionToken();

    const wrong = await browser.put<{ errors: Record<string, string[]> }>(AccountPaths.password, {
      current_password: 'not it at all',
      password: 'new passphrase 2026',
      password_confirmation: 'new passphrase 2026',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: [AccountMessages.currentPasswordIncorrect] });

    const res = await browser.put(AccountPaths.password, {
      current_password: PASSWORD,
      password: 'new passphrase 2026',
      password_confirmation: 'new passphrase 2026',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AccountMessages.passwordUpdated });
    expect(browser.sessionToken()).not.toBe(before);
    expect((await browser.get(AuthPaths.user)).status).toBe(200);
    expect((await phone.get(AuthPaths.user)).status).toBe(401);

    const page = v.parse(NotificationPage, (await browser.get(NotificationPaths.notifications)).body);
    expect(page.data[0]).toMatchObject({ kind: 'account', title: 'Password changed' });
  });

  it('lets a social-only account set its first password without a current one', async () => {
    const social = await t.createUser({ email: 'social@example.com', password: null });
    const b = t.browser();
    await b.handshake();
    // Signed in the way social login does it.
    const session = await t.sessions.create(social.id);
    b.cookies.set('folio_session', session.issuedToken!);
    b.cookies.set('XSRF-TOKEN', session.issuedCsrfToken!);
    expect((await b.get<User>(AuthPaths.user)).body.has_password).toBe(false);
    expect(
      (
        await b.put(AccountPaths.password, {
          password: 'my first passphrase',
          password_confirmation: 'my first passphrase',
        })
      ).status,
    ).toBe(200);
    expect((await b.get<User>(AuthPaths.user)).body.has_password).toBe(true);
  });

  it('limits current-password guesses to 5 a minute', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await browser.put(AccountPaths.password, {
            current_password: `guess number ${i}`,
            password: 'new passphrase 2026',
            password_confirmation: 'new passphrase 2026',
          })
        ).status,
      ).toBe(422);
    }
    const blocked = await browser.put(AccountPaths.password, {
      current_password: PASSWORD,
      password: 'new passphrase 2026',
      password_confirmation: 'new passphrase 2026',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('60');
  });
});

describe('addresses', () => {
  it('creates, lists (default first), reads, updates and deletes', async () => {
    const first = await browser.post<Address>(AccountPaths.addresses, address);
    expect(first.status).toBe(201);
    expect(v.parse(Address, first.body)).toMatchObject({
      country_code: 'GB',
      line2: null,
      region: null,
      phone: null,
      is_default: false,
    });
    clock.advance(1000);
    const second = await browser.post<Address>(AccountPaths.addresses, {
      ...address,
      line1: '2 Author Lane',
      is_default: true,
      phone: '+44 20 7946 0000',
    });
    expect(second.body.is_default).toBe(true);

    const list = await browser.get<{ data: Address[] }>(AccountPaths.addresses);
    expect(list.body.data.map((a) => a.line1)).toEqual(['2 Author Lane', '1 Signing Street']);

    const promoted = await browser.put<Address>(AccountPaths.address(first.body.id), {
      ...address,
      line2: 'Flat 3',
      is_default: true,
    });
    expect(promoted.body).toMatchObject({ line2: 'Flat 3', is_default: true });
    expect((await browser.get<Address>(AccountPaths.address(second.body.id))).body.is_default).toBe(false);

    expect((await browser.delete(AccountPaths.address(second.body.id))).status).toBe(204);
    expect((await browser.get(AccountPaths.address(second.body.id))).status).toBe(404);
    expect((await browser.get<{ data: Address[] }>(AccountPaths.addresses)).body.data).toHaveLength(1);
  });

  it('answers 404 to ids that cannot name an address (not a UUID, a NUL character)', async () => {
    for (const id of ['%00', 'a%00b', '12345', 'not-an-id']) {
      expect((await browser.get(AccountPaths.address(id))).status, id).toBe(404);
      expect((await browser.put(AccountPaths.address(id), address)).status, id).toBe(404);
      const removed = await browser.delete(AccountPaths.address(id));
      expect(removed.status, id).toBe(404);
      expect(removed.body).toEqual({ message: AccountMessages.addressNotFound, code: 'not_found' });
    }
  });

  it('answers 422 per field for an invalid address', async () => {
    const res = await browser.post<{ errors: Record<string, string[]> }>(AccountPaths.addresses, {
      ...address,
      country_code: 'XX',
      city: '',
      phone: 'call me',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['city', 'country_code', 'phone']);
  });
});

describe('preferences', () => {
  it('starts from the defaults and keeps what is not sent', async () => {
    expect((await browser.get<Preferences>(AccountPaths.preferences)).body).toEqual(DEFAULT_PREFERENCES);
    const res = await browser.put<Preferences>(AccountPaths.preferences, {
      currency: 'GBP',
      timezone: 'Europe/London',
    });
    expect(res.body).toEqual({ ...DEFAULT_PREFERENCES, currency: 'GBP', timezone: 'Europe/London' });
    await browser.put(AccountPaths.preferences, { newsletter: true });
    expect((await browser.get<Preferences>(AccountPaths.preferences)).body).toEqual({
      ...DEFAULT_PREFERENCES,
      currency: 'GBP',
      timezone: 'Europe/London',
      newsletter: true,
    });
    expect((await browser.put(AccountPaths.preferences, { currency: 'JPY' })).status).toBe(422);
  });
});
