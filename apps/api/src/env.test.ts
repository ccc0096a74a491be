import { describe, expect, it } from 'vitest';
import { loadConfig as loadEnv } from './env.js';
import { loadConfig } from './testing/load-config.js';

describe('loadConfig', () => {
  it('defaults to port 3000 and PGlite in the repo .data folder', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/\.data$/);
  });

  it('is safe to expose unless told otherwise: production, no development helpers, no demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: true,
      devTools: false,
      secureCookies: true,
      seedDemoData: false,
      demoPassword: null,
      ssoSecret: null,
    });
  });

  it('refuses a production start that does not name its payments provider, and only production', () => {
    expect(() => loadEnv({})).toThrowError(/PAYMENTS_PROVIDER: say in production which processor/);
    expect(loadEnv({ NODE_ENV: 'development' }).payments.provider).toBe('embedded');
    expect(loadEnv({ NODE_ENV: 'test' }).payments.provider).toBe('embedded');
    expect(loadConfig({}).payments.provider).toBe('embedded');
  });

  it('turns the development helpers on only for NODE_ENV=development, and seeds only when SEED=demo says so', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      production: false,
      devTools: true,
      secureCookies: false,
      seedDemoData: false,
    });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ production: false, devTools: false });
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'demo' })).toMatchObject({
      devTools: false,
      seedDemoData: true,
      demoPassword: null,
    });
    expect(loadConfig({ SEED: 'demo', DEMO_PASSWORD: ' a chosen demo passphrase ' }).demoPassword).toBe(
      'a chosen demo passphrase',
    );
    expect(loadConfig({ SEED: 'none', DEMO_PASSWORD: '' }).demoPassword).toBeNull();
  });

  it('uses PostgreSQL when DATABASE_URL is set and DATA_DIR when given', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost:5432/folio' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://localhost:5432/folio',
    });
    expect(loadConfig({ DATA_DIR: '/tmp/folio' }).database).toEqual({ kind: 'pglite', dataDir: '/tmp/folio' });
  });

  it("links to the server's own port unless APP_URL says otherwise", () => {
    expect(loadConfig({}).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4400' })).toMatchObject({
      appUrl: 'http://localhost:4400',
      social: { appUrl: 'http://localhost:4400' },
    });
    expect(loadConfig({ PORT: '4400', APP_URL: 'https://folio.example/' }).appUrl).toBe('https://folio.example');
  });

  it('arms crash points only when FOLIO_CRASH_AT names known ones, and never in production', () => {
    expect(loadConfig({}).crashAt).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', FOLIO_CRASH_AT: '' }).crashAt).toEqual([]);
    expect(
      loadConfig({ NODE_ENV: 'test', FOLIO_CRASH_AT: ' placement.after-order , cancel.after-refund,' }).crashAt,
    ).toEqual(['placement.after-order', 'cancel.after-refund']);
    expect(loadConfig({ NODE_ENV: 'development', FOLIO_CRASH_AT: 'provider.after-charge' }).crashAt).toEqual([
      'provider.after-charge',
    ]);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', FOLIO_CRASH_AT: 'placement.after-order,placement.after-ordr' }),
    ).toThrowError(/FOLIO_CRASH_AT must list crash points among placement\.after-order/);
    expect(() => loadConfig({ NODE_ENV: 'production', FOLIO_CRASH_AT: 'placement.after-order' })).toThrowError(
      /FOLIO_CRASH_AT: crash points are for tests and are refused in production/,
    );
    // Production is the default: a server started without NODE_ENV refuses them too.
    expect(() => loadConfig({ FOLIO_CRASH_AT: 'placement.after-order' })).toThrowError(/refused in production/);
    expect(loadConfig({ NODE_ENV: 'production', FOLIO_CRASH_AT: ' ' }).crashAt).toEqual([]);
  });

  it('paces the background work by FOLIO_BACKGROUND_MS only in tests, and never in production', () => {
    expect(loadConfig({}).background).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).background).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', FOLIO_BACKGROUND_MS: '250' }).background).toEqual({
      everyMs: 250,
      retryDelaysMs: [250, 500, 1_000, 2_000, 4_000, 8_000],
      backoff: { baseMs: 250, maxMs: 8_000 },
    });
    expect(() => loadConfig({ NODE_ENV: 'test', FOLIO_BACKGROUND_MS: '5' })).toThrowError(
      /FOLIO_BACKGROUND_MS must be between 10 and 60000/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', FOLIO_BACKGROUND_MS: '250' })).toThrowError(
      /FOLIO_BACKGROUND_MS: the background pace is for tests and is refused in production/,
    );
    expect(() => loadConfig({ FOLIO_BACKGROUND_MS: '250' })).toThrowError(/refused in production/);
  });

  it('turns on secure cookies in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', PORT: '8080' });
    expect(config).toMatchObject({ production: true, secureCookies: true, port: 8080 });
  });

  it("reads the proxy's country header only together with a trusted proxy", () => {
    expect(loadConfig({}).countryHeader).toBeNull();
    expect(loadConfig({ TRUST_PROXY_HOPS: '1', PROXY_COUNTRY_HEADER: ' CF-IPCountry ' })).toMatchObject({
      trustProxyHops: 1,
      countryHeader: 'CF-IPCountry',
    });
    expect(() => loadConfig({ PROXY_COUNTRY_HEADER: 'CF-IPCountry' })).toThrowError(
      /PROXY_COUNTRY_HEADER: only a trusted proxy can set it/,
    );
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '1', PROXY_COUNTRY_HEADER: 'CF IPCountry' })).toThrowError(
      /PROXY_COUNTRY_HEADER must be a header name/,
    );
  });

  it('leaves every third-party service of the browser off until it is configured', () => {
    expect(loadConfig({}).integrations).toEqual({
      chat: null,
      botChallenge: null,
      analyticsTag: null,
      searchInsights: null,
    });
    expect(loadConfig({ INTERCOM_APP_ID: ' ', GTAG_MEASUREMENT_ID: '' }).integrations).toMatchObject({
      chat: null,
      analyticsTag: null,
    });
  });

  it('turns each service on with its ids, on the vendor hosts unless told otherwise', () => {
    const { integrations } = loadConfig({
      INTERCOM_APP_ID: 'abc123xy',
      TURNSTILE_SITE_KEY: '0x4AAAAAAAsitekey',
      TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecret',
      GTAG_MEASUREMENT_ID: 'G-ABC123XYZ9',
      ALGOLIA_APP_ID: 'LATENCY',
      ALGOLIA_INSIGHTS_KEY: '6be0576ff61c053d5f9a3225e2a90f76',
    });
    expect(integrations).toEqual({
      chat: { appId: 'abc123xy', widgetUrl: 'https://widget.intercom.io', apiBase: 'https://api-iam.intercom.io' },
      botChallenge: {
        siteKey: '0x4AAAAAAAsitekey',
        secretKey: '0x4AAAAAAAsecret',
        scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
        verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      },
      analyticsTag: { measurementId: 'G-ABC123XYZ9', scriptUrl: 'https://www.googletagmanager.com/gtag/js' },
      searchInsights: {
        appId: 'LATENCY',
        apiKey: '6be0576ff61c053d5f9a3225e2a90f76',
        index: 'folio',
        url: 'https://insights.algolia.io/1/events',
      },
    });
    const moved = loadConfig({
      INTERCOM_APP_ID: 'abc123xy',
      INTERCOM_WIDGET_URL: 'https://widget.intercom.io/',
      INTERCOM_API_BASE: 'https://api-iam.eu.intercom.io/',
      TURNSTILE_SITE_KEY: 'k',
      TURNSTILE_SECRET_KEY: 's',
      TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9000/siteverify',
      GTAG_MEASUREMENT_ID: 'G-ABC123XYZ9',
      GTAG_SCRIPT_URL: 'https://tags.folio.example/gtag/js',
    }).integrations;
    expect(moved.chat).toMatchObject({
      widgetUrl: 'https://widget.intercom.io',
      apiBase: 'https://api-iam.eu.intercom.io',
    });
    expect(moved.botChallenge?.verifyUrl).toBe('http://127.0.0.1:9000/siteverify');
    expect(moved.analyticsTag?.scriptUrl).toBe('https://tags.folio.example/gtag/js');
  });

  it('refuses half a Turnstile or Algolia setup, a malformed id and a plain-http vendor host', () => {
    expect(() => loadConfig({ TURNSTILE_SITE_KEY: 'k' })).toThrowError(
      /set both TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY/,
    );
    expect(() => loadConfig({ ALGOLIA_INSIGHTS_KEY: '6be0576ff61c053d5f9a3225e2a90f76' })).toThrowError(
      /set both ALGOLIA_APP_ID and ALGOLIA_INSIGHTS_KEY/,
    );
    expect(() => loadConfig({ GTAG_MEASUREMENT_ID: 'UA-1"><script>' })).toThrowError(
      /GTAG_MEASUREMENT_ID must look like/,
    );
    expect(() => loadConfig({ INTERCOM_APP_ID: 'abc', INTERCOM_WIDGET_URL: 'http://widget.example' })).toThrowError(
      /INTERCOM_WIDGET_URL must use https/,
    );
  });

  it('sends analytics to the embedded endpoint by default, to a hosted one only with its token, and not at all with no source', () => {
    const embedded = loadConfig({}).analytics;
    expect(embedded).toMatchObject({ host: null, source: 'folio_events', visitorCookie: 'folio_vid' });
    expect(embedded.token.length).toBeGreaterThanOrEqual(32);
    // Without APP_KEY the embedded token is new on every start; with it, stable across restarts.
    expect(loadConfig({}).analytics.token).not.toBe(embedded.token);
    const key = { APP_KEY: 'k'.repeat(32) };
    expect(loadConfig(key).analytics.token).toBe(loadConfig(key).analytics.token);
    expect(
      loadConfig({ ANALYTICS_HOST: 'https://api.tinybird.co/', ANALYTICS_TOKEN: 'append-token' }).analytics,
    ).toMatchObject({
      host: 'https://api.tinybird.co',
      token: 'append-token',
    });
    expect(() => loadConfig({ ANALYTICS_HOST: 'https://api.tinybird.co' })).toThrowError(
      /ANALYTICS_TOKEN: the hosted events API/,
    );
    expect(() => loadConfig({ ANALYTICS_HOST: 'http://analytics.example', ANALYTICS_TOKEN: 't' })).toThrowError(
      /ANALYTICS_HOST must use https/,
    );
    expect(loadConfig({ ANALYTICS_SOURCE: '' }).analytics.source).toBeNull();
    expect(() => loadConfig({ ANALYTICS_SOURCE: 'events;drop' })).toThrowError(
      /ANALYTICS_SOURCE must be a data source name/,
    );
  });

  it('asks the embedded geolocation service unless GEOLOCATION_URL names another (https, or http on loopback)', () => {
    expect(loadConfig({}).geolocation).toEqual({ url: null });
    expect(loadConfig({ GEOLOCATION_URL: 'https://ipapi.co/' }).geolocation).toEqual({ url: 'https://ipapi.co' });
    expect(loadConfig({ GEOLOCATION_URL: 'http://127.0.0.1:9999' }).geolocation).toEqual({
      url: 'http://127.0.0.1:9999',
    });
    expect(() => loadConfig({ GEOLOCATION_URL: 'http://ipapi.co' })).toThrowError(/GEOLOCATION_URL must use https/);
    expect(() => loadConfig({ GEOLOCATION_URL: 'ipapi.co' })).toThrowError(/GEOLOCATION_URL must be an absolute URL/);
  });

  it('refuses a bad environment, naming every problem', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED: 'lots', DEMO_PASSWORD: 'short' }),
    ).toThrowError(/PORT[\s\S]*DATABASE_URL[\s\S]*SEED[\s\S]*DEMO_PASSWORD/);
  });
});
