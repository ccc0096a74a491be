import { runSeeders } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { createLogger } from '@folio/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './testing/load-config.js';
import { siteSeeders } from './seeders.js';
import { buildDomains } from './server.js';
import { fromAddress } from './testing/from-address.js';

const logger = createLogger({ level: 'silent' });
let database: TestDatabase;
let stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await runSeeders(database.db, siteSeeders);
}, 60_000);
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  stops = [];
  await database.destroy();
});

/** The API as `startServer` composes it, with this environment, reached by a client at `address`. */
function served(env: Record<string, string>, address: string) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const domains = buildDomains(config, database.db, logger);
  stops.push(() => domains.mail.stop());
  const { app } = createApp({
    database,
    logger,
    production: false,
    secureCookies: false,
    domains: domains.domains,
    sessionClient: domains.sessionClient,
  });
  return fromAddress(app, address);
}

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

describe('the embedded geolocation service in the API', () => {
  it("answers GET /api/geo/json/ with the country of the client's address, offline", async () => {
    expect(await json(await served({}, '193.0.6.139').request('/api/geo/json/'))).toMatchObject({
      status: 200,
      body: { country_code: 'NL', country_name: 'Netherlands' },
    });
  });

  it('reads the address behind trusted proxies from X-Forwarded-For (TRUST_PROXY_HOPS), and never without them', async () => {
    const forwarded = { headers: { 'x-forwarded-for': '8.8.8.8' } };
    expect(
      (await json(await served({ TRUST_PROXY_HOPS: '1' }, '127.0.0.1').request('/api/geo/json/', forwarded))).body,
    ).toMatchObject({ country_code: 'US' });
    expect((await json(await served({}, '127.0.0.1').request('/api/geo/json/', forwarded))).body).toEqual({
      error: true,
      reason: 'Reserved IP Address',
      code: 'reserved_address',
      reserved: true,
    });
  });

  it('answers the reverse lookup, and a 400 with {message, code} for bad coordinates', async () => {
    const app = served({}, '127.0.0.1');
    expect((await json(await app.request('/api/geo/53.35,-6.26/json/'))).body).toMatchObject({
      country_code: 'IE',
      timezone: 'Europe/Dublin',
    });
    expect(await json(await app.request('/api/geo/999,0/json/'))).toMatchObject({
      status: 400,
      body: { code: 'invalid_coordinates' },
    });
  });

  it("puts the country of a guest's address in the home page's feed when nothing better is known", async () => {
    const home = await json(await served({}, '193.0.6.139').request('/api/public/content/home'));
    expect(home.status).toBe(200);
    expect((home.body['data'] as { near: unknown }).near).toEqual({ city: null, country_code: 'NL' });
  });
});
