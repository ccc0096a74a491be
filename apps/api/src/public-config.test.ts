import { describe, expect, it } from 'vitest';
import { loadConfig } from './testing/load-config.js';
import { publicConfigOf, thirdPartySourcesOf } from './public-config.js';

describe('publicConfigOf', () => {
  it('points the browser at the embedded ingestion endpoint on its own origin by default', () => {
    const config = loadConfig({ APP_KEY: 'k'.repeat(32) });
    expect(publicConfigOf(config)).toEqual({
      analytics: { host: '', source: 'folio_events', token: config.analytics.token, visitorCookie: 'folio_vid' },
      chat: null,
      botChallenge: null,
      analyticsTag: null,
      searchInsights: null,
      build: null,
      geolocation: { host: '/api/geo' },
      payments: { provider: 'embedded' },
    });
    expect(Object.values(thirdPartySourcesOf(config)).flat()).toEqual([]);
  });

  it("hands the browser Stripe's publishable key only, and allows exactly Stripe.js's origins, when Stripe is the provider", () => {
    const config = loadConfig({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_secret',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_public',
      STRIPE_WEBHOOK_SECRET: 'whsec_signing',
    });
    const written = publicConfigOf(config);
    expect(written.payments).toEqual({ provider: 'stripe', publishableKey: 'pk_test_public' });
    expect(JSON.stringify(written)).not.toMatch(/sk_test_secret|whsec_signing/);
    expect(thirdPartySourcesOf(config)).toMatchObject({
      scriptSrc: ['https://js.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      connectSrc: ['https://api.stripe.com'],
    });
  });

  it('refuses to start with Stripe chosen and its keys missing, naming each', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY[\s\S]*STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('names a hosted analytics API, and allows exactly its origin in the CSP', () => {
    const config = loadConfig({
      ANALYTICS_HOST: 'https://api.tinybird.co/',
      ANALYTICS_TOKEN: 'append',
      ANALYTICS_SOURCE: 'web_events',
    });
    expect(publicConfigOf(config).analytics).toEqual({
      host: 'https://api.tinybird.co',
      source: 'web_events',
      token: 'append',
      visitorCookie: 'folio_vid',
    });
    expect(thirdPartySourcesOf(config)).toMatchObject({ connectSrc: ['https://api.tinybird.co'], scriptSrc: [] });
  });

  it('turns analytics off, and adds nothing to the CSP, when no source is configured', () => {
    const config = loadConfig({
      ANALYTICS_HOST: 'https://api.tinybird.co',
      ANALYTICS_TOKEN: 'append',
      ANALYTICS_SOURCE: '',
    });
    expect(publicConfigOf(config).analytics).toBeNull();
    expect(Object.values(thirdPartySourcesOf(config)).flat()).toEqual([]);
  });

  it("writes each configured service's public settings and the build id, and never Turnstile's secret", () => {
    const config = loadConfig({
      INTERCOM_APP_ID: 'abc123xy',
      TURNSTILE_SITE_KEY: '0x4AAAAAAAsitekey',
      TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecret',
      GTAG_MEASUREMENT_ID: 'G-ABC123XYZ9',
      ALGOLIA_APP_ID: 'LATENCY',
      ALGOLIA_INSIGHTS_KEY: '6be0576ff61c053d5f9a3225e2a90f76',
    });
    const pub = publicConfigOf(config, { id: 'b-1234' });
    expect(pub).toMatchObject({
      chat: { appId: 'abc123xy', widgetUrl: 'https://widget.intercom.io', apiBase: 'https://api-iam.intercom.io' },
      botChallenge: {
        siteKey: '0x4AAAAAAAsitekey',
        scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      },
      analyticsTag: { measurementId: 'G-ABC123XYZ9', scriptUrl: 'https://www.googletagmanager.com/gtag/js' },
      searchInsights: {
        appId: 'LATENCY',
        apiKey: '6be0576ff61c053d5f9a3225e2a90f76',
        index: 'folio',
        url: 'https://insights.algolia.io/1/events',
      },
      build: { id: 'b-1234' },
    });
    expect(JSON.stringify(pub)).not.toContain('0x4AAAAAAAsecret');
  });

  it('points the browser at GEOLOCATION_URL when set, and allows exactly its origin in the CSP', () => {
    const config = loadConfig({ GEOLOCATION_URL: 'https://ipapi.co/' });
    expect(publicConfigOf(config).geolocation).toEqual({ host: 'https://ipapi.co' });
    expect(thirdPartySourcesOf(config).connectSrc).toEqual(['https://ipapi.co']);
    expect(Object.values(thirdPartySourcesOf(config)).flat()).toEqual(['https://ipapi.co']);
    const both = loadConfig({
      GEOLOCATION_URL: 'https://geo.example/lookup',
      ANALYTICS_HOST: 'https://api.tinybird.co',
      ANALYTICS_TOKEN: 'append',
    });
    expect(thirdPartySourcesOf(both).connectSrc).toEqual(['https://api.tinybird.co', 'https://geo.example']);
  });
});
