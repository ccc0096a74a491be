import { AuthPaths, DevMailbox, DevSsoTicket, User, UserSessionList, type AuthResult } from '@folio/auth-contract';
import { mintSsoTicket } from '@folio/auth-server';
import { testBrowser, type TestBrowser } from '@folio/auth-server/testing';
import { runSeeders } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { createLogger } from '@folio/server-kit';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './testing/load-config.js';
import { demoSeeders } from './seeders.js';
import { buildAccounts } from './server.js';
import { fromAddress } from './testing/from-address.js';

const logger = createLogger({ level: 'silent' });
/** The demo accounts' password these tests choose, as DEMO_PASSWORD would. */
const DEMO_PASSWORD = 'a demo passphrase for tests';
let database: TestDatabase | undefined;
let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  await database?.destroy();
  stop = undefined;
  database = undefined;
});

const SSO_SECRET = 'an-sso-secret-for-these-tests-only-0123456789';
const DEVELOPMENT = { NODE_ENV: 'development', SSO_SECRET };

/**
 * The composed API (createApp + buildAccounts, as startServer wires them) over a fresh database,
 * by default as `npm run dev` runs it (with an SSO key), reached by a client at `address`.
 */
async function composedApi(env: Record<string, string> = DEVELOPMENT, address = '127.0.0.1') {
  database = await createTestDatabase();
  const config = loadConfig(env);
  const accounts = buildAccounts(config, database.db, logger);
  stop = () => accounts.mail.stop();
  const { app } = createApp({
    database,
    logger,
    production: config.production,
    secureCookies: false,
    domains: accounts.domains,
    sessionClient: accounts.sessionClient,
  });
  return {
    app,
    accounts,
    db: database.db,
    browser: (from = address): TestBrowser => testBrowser(fromAddress(app, from)),
  };
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
    await runSeeders(
      database!.db,
      demoSeeders({ password: DEMO_PASSWORD }).filter((s) => s.name === 'accounts-demo'),
    );
    const b = browser();
    await b.handshake();
    const minted = v.parse(DevSsoTicket, (await b.post(AuthPaths.devSsoTicket, { email: 'reader@folio.test' })).body);
    expect(minted.expires_in).toBe(60);
    const res = await b.post(AuthPaths.ssoValidate, { ticket: minted.ticket });
    expect(res.body).toEqual({ success: true, message: 'Authenticated' });
    expect((await b.get<{ email: string }>(AuthPaths.user)).body.email).toBe('reader@folio.test');
  });

  it('has no development routes in production, nor in test mode, even for a client on this machine', async () => {
    for (const NODE_ENV of ['production', 'test']) {
      const { browser } = await composedApi({ NODE_ENV, SSO_SECRET: 'a-production-secret-of-at-least-32-bytes' });
      const b = browser('127.0.0.1');
      await b.handshake();
      const mailbox = await b.get(AuthPaths.devMailbox);
      expect(mailbox.status).toBe(404);
      expect(mailbox.body).toEqual({ message: 'The route /api/dev/mailbox could not be found.', code: 'not_found' });
      expect((await b.post(AuthPaths.devSsoTicket, { email: 'reader@folio.test' })).status).toBe(404);
      await stop?.();
      await database?.destroy();
    }
    database = undefined;
    stop = undefined;
  });

  it('answers the development routes for clients on this machine only, whatever X-Forwarded-For says', async () => {
    const { browser, accounts } = await composedApi();
    await runSeeders(
      database!.db,
      demoSeeders({ password: DEMO_PASSWORD }).filter((s) => s.name === 'accounts-demo'),
    );
    const local = browser('::1');
    await local.handshake();
    expect((await local.post(AuthPaths.forgotPassword, { email: 'reader@folio.test' })).status).toBe(200);
    await accounts.mail.idle();

    const remote = browser('203.0.113.9');
    await remote.handshake();
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Array<Record<string, string>>) {
      expect((await remote.request('GET', AuthPaths.devMailbox, { headers })).status).toBe(404);
      expect(
        (await remote.request('POST', AuthPaths.devSsoTicket, { headers, json: { email: 'reader@folio.test' } }))
          .status,
      ).toBe(404);
    }
    expect(v.parse(DevMailbox, (await local.get(AuthPaths.devMailbox)).body).data).toHaveLength(1);
    expect((await local.post(AuthPaths.devSsoTicket, { email: 'reader@folio.test' })).status).toBe(200);
  });

  it('keeps SSO off in development until SSO_SECRET is set: no ticket route, and no ticket signs in', async () => {
    const { browser } = await composedApi({ NODE_ENV: 'development' });
    await runSeeders(
      database!.db,
      demoSeeders({ password: DEMO_PASSWORD }).filter((s) => s.name === 'accounts-demo'),
    );
    const b = browser();
    await b.handshake();
    expect((await b.post(AuthPaths.devSsoTicket, { email: 'reader@folio.test' })).status).toBe(404);
    // Not even one signed with the key that used to ship in the source.
    const ticket = await mintSsoTicket({
      secret: 'folio-development-sso-secret-not-for-production',
      subject: 'reader@folio.test',
    });
    expect((await b.post(AuthPaths.ssoValidate, { ticket })).status).toBe(401);
    expect((await b.get(AuthPaths.user)).status).toBe(401);
  });
});

describe('where you are signed in', () => {
  const CHROME =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

  async function signedInList(env: Record<string, string>, headers: Record<string, string>) {
    const { browser, db } = await composedApi(env, '10.0.0.2');
    await runSeeders(
      db,
      demoSeeders({ password: DEMO_PASSWORD }).filter((s) => s.name === 'accounts-demo'),
    );
    const b = browser();
    await b.handshake();
    const login = await b.request('POST', AuthPaths.login, {
      json: { email: 'reader@folio.test', password: DEMO_PASSWORD },
      headers,
    });
    expect(login.status).toBe(200);
    return v.parse(UserSessionList, (await b.get(AuthPaths.userSessions)).body).data;
  }

  it("behind a trusted proxy, shows the client's network from X-Forwarded-For and the country the proxy names", async () => {
    const env = { NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', PROXY_COUNTRY_HEADER: 'CF-IPCountry' };
    const [session] = await signedInList(env, {
      'user-agent': CHROME,
      'x-forwarded-for': '198.51.100.23',
      'cf-ipcountry': 'NZ',
    });
    expect(session).toMatchObject({ current: true, device: 'desktop', os: 'macOS', browser: 'Chrome 126' });
    expect(session?.place).toEqual({ kind: 'public', network: '198.51.100.x', country: 'NZ' });
  });

  it("without one, reads neither header: the place is the socket's network, with no country", async () => {
    const [session] = await signedInList(
      { NODE_ENV: 'test' },
      { 'user-agent': CHROME, 'x-forwarded-for': '198.51.100.23', 'cf-ipcountry': 'NZ' },
    );
    expect(session?.place).toEqual({ kind: 'private', network: null, country: null });
  });
});

describe('demo accounts', () => {
  it('seeds a verified reader and a verified author with a seller profile, both signing in with the demo password', async () => {
    const { browser } = await composedApi();
    await runSeeders(
      database!.db,
      demoSeeders({ password: DEMO_PASSWORD }).filter((s) => s.name === 'accounts-demo'),
    );
    for (const [email, sellers] of [
      ['reader@folio.test', 0],
      ['author@folio.test', 1],
    ] as const) {
      const b = browser();
      await b.handshake();
      const res = await b.post<AuthResult>(AuthPaths.login, { email, password: DEMO_PASSWORD });
      expect(res.status).toBe(200);
      const user = v.parse(User, res.body.user);
      expect(user.email_verified_at).not.toBeNull();
      expect(user.profiles.profile).toHaveLength(1);
      expect(user.profiles.seller).toHaveLength(sellers);
    }
  });
});
