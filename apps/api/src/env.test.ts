import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';

describe('loadConfig', () => {
  it('defaults to port 3000 and PGlite in the repo .data folder', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/\.data$/);
    expect(config.production).toBe(false);
    expect(config.secureCookies).toBe(false);
    expect(config.seedDemoData).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set and DATA_DIR when given', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost:5432/folio' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://localhost:5432/folio',
    });
    expect(loadConfig({ DATA_DIR: '/tmp/folio' }).database).toEqual({ kind: 'pglite', dataDir: '/tmp/folio' });
  });

  it('turns on secure cookies in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', PORT: '8080' });
    expect(config).toMatchObject({ production: true, secureCookies: true, port: 8080 });
  });

  it('refuses a bad environment, naming every problem', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED: 'lots' })).toThrowError(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SEED/,
    );
  });
});
