import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';

describe('loadConfig', () => {
  it('defaults to port 3000 and PGlite in the repo .data folder', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/\.data$/);
  });

  it('is safe to expose unless told otherwise: production, no development helpers, no demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ production: true, devTools: false, secureCookies: true, seedDemoData: false, demoPassword: null, ssoSecret: null });
  });

  it('turns the development helpers on only for NODE_ENV=development, and seeds only when SEED=demo says so', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ production: false, devTools: true, secureCookies: false, seedDemoData: false });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ production: false, devTools: false });
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'demo' })).toMatchObject({ devTools: false, seedDemoData: true, demoPassword: null });
    expect(loadConfig({ SEED: 'demo', DEMO_PASSWORD: ' a chosen demo passphrase ' }).demoPassword).toBe('a chosen demo passphrase');
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
    expect(loadConfig({ PORT: '4400' })).toMatchObject({ appUrl: 'http://localhost:4400', social: { appUrl: 'http://localhost:4400' } });
    expect(loadConfig({ PORT: '4400', APP_URL: 'https://folio.example/' }).appUrl).toBe('https://folio.example');
  });

  it('turns on secure cookies in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', PORT: '8080' });
    expect(config).toMatchObject({ production: true, secureCookies: true, port: 8080 });
  });

  it("reads the proxy's country header only together with a trusted proxy", () => {
    expect(loadConfig({}).countryHeader).toBeNull();
    expect(loadConfig({ TRUST_PROXY_HOPS: '1', PROXY_COUNTRY_HEADER: ' CF-IPCountry ' })).toMatchObject({ trustProxyHops: 1, countryHeader: 'CF-IPCountry' });
    expect(() => loadConfig({ PROXY_COUNTRY_HEADER: 'CF-IPCountry' })).toThrowError(/PROXY_COUNTRY_HEADER: only a trusted proxy can set it/);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '1', PROXY_COUNTRY_HEADER: 'CF IPCountry' })).toThrowError(/PROXY_COUNTRY_HEADER must be a header name/);
  });

  it('refuses a bad environment, naming every problem', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED: 'lots', DEMO_PASSWORD: 'short' })).toThrowError(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SEED[\s\S]*DEMO_PASSWORD/,
    );
  });
});
