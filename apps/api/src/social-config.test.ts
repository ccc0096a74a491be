import { socialRoutes } from '@folio/auth-server';
import { createTestDatabase } from '@folio/db/testing';
import { createLogger } from '@folio/server-kit';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './testing/load-config.js';

describe('social sign-in configuration', () => {
  it('leaves Google and Facebook off until configured, with the real endpoints as defaults', () => {
    const config = loadConfig({});
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.social).toEqual({ appUrl: 'http://localhost:3000', google: null, facebook: null });
    expect(loadConfig({ GOOGLE_CLIENT_ID: ' ', GOOGLE_CLIENT_SECRET: '' }).social.google).toBeNull();
  });

  it('turns a provider on with both credentials', () => {
    const config = loadConfig({
      APP_URL: 'https://folio.example/',
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      FACEBOOK_APP_ID: '123',
      FACEBOOK_APP_SECRET: 'fb-secret',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9999/v23.0/',
    });
    expect(config.social).toEqual({
      appUrl: 'https://folio.example',
      google: { clientId: 'google-id', clientSecret: 'google-secret', issuer: 'https://accounts.google.com' },
      facebook: {
        appId: '123',
        appSecret: 'fb-secret',
        authUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
        tokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
        graphUrl: 'http://127.0.0.1:9999/v23.0',
      },
    });
  });

  it('refuses half a credential pair and plain-HTTP provider endpoints off loopback, naming each', () => {
    expect(() =>
      loadConfig({
        GOOGLE_CLIENT_ID: 'id',
        FACEBOOK_APP_SECRET: 'secret',
        GOOGLE_ISSUER: 'http://accounts.example.com',
      }),
    ).toThrowError(/GOOGLE_ISSUER[\s\S]*GOOGLE_CLIENT_SECRET: set both[\s\S]*FACEBOOK_APP_ID: set both/);
    expect(() => loadConfig({ APP_URL: 'not a url' })).toThrowError(/APP_URL/);
  });
});

describe('social routes in the composed API', () => {
  it('lists the enabled providers and answers 404 with a message for the others', async () => {
    const database = await createTestDatabase();
    const logger = createLogger({ level: 'silent' });
    const config = {
      appUrl: 'http://localhost:3000',
      // Configured but never contacted by these requests.
      google: { clientId: 'id', clientSecret: 'secret', issuer: 'http://127.0.0.1:9' },
      facebook: null,
    };
    const { app } = createApp({
      database,
      logger,
      production: false,
      secureCookies: false,
      domains: [socialRoutes({ db: database.db, config, logger })],
    });
    try {
      const providers = await app.request('/api/auth/providers');
      expect(providers.status).toBe(200);
      expect(await providers.json()).toEqual({ data: ['google'] });

      const facebook = await app.request('/api/auth/facebook/redirect/user');
      expect(facebook.status).toBe(404);
      expect(await facebook.json()).toEqual({ message: 'Sign-in with Facebook is not available.', code: 'not_found' });

      const autoLogin = await app.request('/api/auth/facebook/auto-login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ facebook_id: '1', access_token: 't', connect_account: false }),
      });
      expect(autoLogin.status).toBe(419);

      expect((await app.request('/api/social')).status).toBe(401);
    } finally {
      await database.destroy();
    }
  });
});
