import { AuthPaths, DevMailbox, DevSsoTicket, User, type AuthResult } from '@folio/auth-contract';
import { testBrowser, type TestBrowser } from '@folio/auth-server/testing';
import { runSeeders } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { createLogger } from '@folio/server-kit';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './env.js';
import { seeders } from './seeders.js';
import { buildAccounts } from './server.js';

const logger = createLogger({ level: 'silent' });
let database: TestDatabase | undefined;
let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  await database?.destroy();
  stop = undefined;
  database = undefined;
});

/** The composed API (createApp + buildAccounts, as startServer wires them) over a fresh database. */
async function composedApi(env: Record<string, string> = {}) {
  database = await createTestDatabase();
  const config = loadConfig(env);
  const accounts = buildAccounts(config, database.db, logger);
  stop = () => accounts.mail.stop();
  const { app } = createApp({ database, logger, production: config.production, secureCookies: false, domains: accounts.domains });
  return { app, accounts, browser: (): TestBrowser => testBrowser(app) };
}

describe('the accounts domain in the API', () => {
  it('registers, shows the e-mail in the development mailbox, verifies from its link and logs out', async () => {
    const { browser, accounts } = await composedApi();
    const b = browser();
    await b.handshake();
    const registered = await b.post<AuthResult>(AuthPaths.register, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical engine 1843',
      password_confirmation: 'analytical engine 1843',
    });
    expect(registered.status).toBe(201);
    await accounts.mail.idle();

    const mailbox = v.parse(DevMailbox, (await b.get(AuthPaths.devMailbox)).body);
    expect(mailbox.data[0]).toMatchObject({ to: 'ada@example.com', subject: 'Verify your email address' });
    const token = new URL(/http\S+/.exec(mailbox.data[0]!.text)![0]).searchParams.get('token');
    expect((await b.post(AuthPaths.verifyEmail, { token })).status).toBe(200);
    expect(v.parse(User, (await b.get(AuthPaths.user)).body).email_verified_at).not.toBeNull();

    expect((await b.post(AuthPaths.logout)).status).toBe(204);
    expect((await b.get(AuthPaths.user)).status).toBe(401);
  });

  it('mints a development SSO ticket that signs in', async () => {
    const { browser } = await composedApi();
    await runSeeders(database!.db, seeders.filter((s) => s.name === 'accounts-demo'));
    const b = browser();
    await b.handshake();
    const minted = v.parse(DevSsoTicket, (await b.post(AuthPaths.devSsoTicket, { email: 'reader@folio.test' })).body);
    expect(minted.expires_in).toBe(60);
    const res = await b.post(AuthPaths.ssoValidate, { ticket: minted.ticket });
    expect(res.body).toEqual({ success: true, message: 'Authenticated' });
    expect((await b.get<{ email: string }>(AuthPaths.user)).body.email).toBe('reader@folio.test');
  });

  it('has no development routes in production', async () => {
    const { browser } = await composedApi({ NODE_ENV: 'production', SSO_SECRET: 'a-production-secret-of-at-least-32-bytes' });
    const b = browser();
    await b.handshake();
    const mailbox = await b.get(AuthPaths.devMailbox);
    expect(mailbox.status).toBe(404);
    expect(mailbox.body).toEqual({ message: 'The route /api/dev/mailbox could not be found.', code: 'not_found' });
    expect((await b.post(AuthPaths.devSsoTicket, { email: 'reader@folio.test' })).status).toBe(404);
  });
});

describe('demo accounts', () => {
  it('seeds a verified reader and a verified author with a seller profile, both signing in with the demo password', async () => {
    const { browser } = await composedApi();
    await runSeeders(database!.db, seeders.filter((s) => s.name === 'accounts-demo'));
    for (const [email, sellers] of [
      ['reader@folio.test', 0],
      ['author@folio.test', 1],
    ] as const) {
      const b = browser();
      await b.handshake();
      const res = await b.post<AuthResult>(AuthPaths.login, { email, password: 'folio-demo-password' });
      expect(res.status).toBe(200);
      const user = v.parse(User, res.body.user);
      expect(user.email_verified_at).not.toBeNull();
      expect(user.profiles.profile).toHaveLength(1);
      expect(user.profiles.seller).toHaveLength(sellers);
    }
  });
});
