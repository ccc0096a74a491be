import { AuthMessages, AuthPaths, User, type AuthResult } from '@folio/auth-contract';
import { listDevMailbox } from '@folio/mail';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { PASSWORD_POLICY } from './password-hasher.js';
import { createAuthTestApp, type AuthTestApp } from './testing/auth-test-app.js';
import { users } from './user.table.js';

let t: AuthTestApp;
beforeEach(async () => {
  // The one routes suite at the production hashing policy: what registration stores and what a
  // sign-in upgrades to (other suites hash at TEST_PASSWORD_PARAMS).
  t = await createAuthTestApp({ passwordParams: PASSWORD_POLICY });
});
afterEach(() => t.close());

const registration = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical engine 1843',
  password_confirmation: 'analytical engine 1843',
};

describe('POST /register', () => {
  it('creates an unverified account with a plain profile, signs it in and sends a verification e-mail', async () => {
    const browser = t.browser();
    await browser.handshake();
    const res = await browser.post<AuthResult>(AuthPaths.register, registration);
    expect(res.status).toBe(201);
    const user = v.parse(User, res.body.user);
    expect(user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      email_verified_at: null,
      has_password: true,
    });
    expect(user.profiles.profile).toEqual([
      expect.objectContaining({
        kind: 'profile',
        name: 'Ada Lovelace',
        slug: expect.stringMatching(/^ada-lovelace-[0-9a-f]{12}$/),
      }),
    ]);
    expect(user.profiles).toMatchObject({ seller: [], vendor: [], event_manager: [] });

    const me = await browser.get<{ email: string }>(AuthPaths.user);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('ada@example.com');

    await t.mail.idle();
    const [mail] = await listDevMailbox(t.database.db);
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: 'Verify your email address' });
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}/);
  });

  it('stores an argon2id hash with the policy parameters, never the password', async () => {
    const browser = t.browser();
    await browser.handshake();
    await browser.post(AuthPaths.register, { ...registration, email: 'grace@example.com' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'grace@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(row)).not.toContain(registration.password);
  });

  it.each([
    ['an address already taken (in any case)', { email: 'READER@example.com' }, 'email', AuthMessages.emailTaken],
    [
      'a common password',
      { password: 'password1234', password_confirmation: 'password1234' },
      'password',
      AuthMessages.passwordCommon,
    ],
    [
      'a short password',
      { password: 'short', password_confirmation: 'short' },
      'password',
      AuthMessages.passwordTooShort,
    ],
    [
      'a confirmation that differs',
      { password_confirmation: 'something else 1843' },
      'password',
      AuthMessages.passwordConfirmation,
    ],
    ['a missing first name', { first_name: '' }, 'first_name', 'The first name field is required.'],
  ])('refuses %s with 422 on the field', async (_name, change, field, message) => {
    await t.createUser({ email: 'reader@example.com' });
    const browser = t.browser();
    await browser.handshake();
    const res = await browser.post<{ errors: Record<string, string[]>; code: string }>(AuthPaths.register, {
      ...registration,
      ...change,
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors[field]).toEqual([message]);
  });
});

describe('POST /login', () => {
  it('answers 200 {user} and the session now belongs to the user', async () => {
    await t.createUser({ email: 'reader@example.com', password: 'a-long-reader-password' });
    const browser = t.browser();
    await browser.handshake();
    const res = await browser.post<AuthResult>(AuthPaths.login, {
      email: 'Reader@Example.com',
      password: 'a-long-reader-password',
      remember: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('reader@example.com');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await browser.get(AuthPaths.user)).status).toBe(200);
  });

  it('answers 422 with Laravel wording when a field is missing', async () => {
    const browser = t.browser();
    await browser.handshake();
    const res = await browser.post<{ errors: Record<string, string[]> }>(AuthPaths.login, { email: '', password: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('refuses an account that has no password (social sign-in only) like a wrong password', async () => {
    await t.createUser({ email: 'social@example.com', password: null });
    const browser = t.browser();
    await browser.handshake();
    const res = await browser.post<{ errors: Record<string, string[]> }>(AuthPaths.login, {
      email: 'social@example.com',
      password: 'anything at all',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [AuthMessages.failed] });
  });

  it('rehashes a password stored under weaker parameters when it is used', async () => {
    const weak = await hash('a-long-reader-password', { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    const user = await t.createUser({ email: 'old@example.com' });
    await t.database.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
    const browser = t.browser();
    await browser.handshake();
    expect(
      (await browser.post(AuthPaths.login, { email: 'old@example.com', password: 'a-long-reader-password' })).status,
    ).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toBe(weak);
  });
});

describe('GET /api/user and POST /logout', () => {
  it('answers 401 with the Unauthenticated envelope without a session, and with a guest session', async () => {
    const browser = t.browser();
    expect((await browser.get(AuthPaths.user)).body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    await browser.handshake();
    const res = await browser.get(AuthPaths.user);
    expect(res.status).toBe(401);
  });

  it('logs out with 204, clears both cookies and the session is gone', async () => {
    await t.createUser();
    const browser = t.browser();
    await browser.handshake();
    await browser.post(AuthPaths.login, { email: 'reader@example.com', password: 'a-long-reader-password' });
    const res = await browser.post(AuthPaths.logout);
    expect(res.status).toBe(204);
    expect(browser.sessionToken()).toBeUndefined();
    expect(browser.cookie('XSRF-TOKEN')).toBeUndefined();
    expect((await browser.get(AuthPaths.user)).status).toBe(401);
  });
});
