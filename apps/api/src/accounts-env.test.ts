import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadConfig } from './testing/load-config.js';

describe('accounts configuration', () => {
  it('defaults to the development mailbox, SSO off and no trusted proxy', () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({ smtpUrl: null, from: 'Folio <no-reply@folio.localhost>' });
    expect(config.ssoSecret).toBeNull();
    expect(config.appKey).toBeNull();
    expect(config.trustProxyHops).toBe(0);
  });

  it('takes SMTP, the sender, the SSO key, the app key and proxy hops from the environment', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_FROM: 'Folio <hello@folio.example>',
      SSO_SECRET: 'x'.repeat(40),
      APP_KEY: 'k'.repeat(40),
      TRUST_PROXY_HOPS: '1',
    });
    expect(config).toMatchObject({
      mail: { smtpUrl: 'smtp://user:pass@mail.example:587', from: 'Folio <hello@folio.example>' },
      ssoSecret: 'x'.repeat(40),
      appKey: 'k'.repeat(40),
      trustProxyHops: 1,
    });
  });

  it('keeps SSO off until SSO_SECRET is set, in development too: no key ships in the source', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) expect(loadConfig({ NODE_ENV }).ssoSecret).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development', SSO_SECRET: 's'.repeat(32) }).ssoSecret).toBe('s'.repeat(32));
    const source = readFileSync(new URL('./env.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/SSO_SECRET\s*=\s*['"`]/);
    expect(source).not.toMatch(/sso-secret/i);
  });

  it('refuses a bad SMTP URL, a short SSO key, a short app key and negative hops', () => {
    expect(() =>
      loadConfig({ SMTP_URL: 'http://mail', SSO_SECRET: 'short', APP_KEY: 'short', TRUST_PROXY_HOPS: '-1' }),
    ).toThrowError(/SMTP_URL[\s\S]*SSO_SECRET[\s\S]*APP_KEY[\s\S]*TRUST_PROXY_HOPS/);
  });
});
