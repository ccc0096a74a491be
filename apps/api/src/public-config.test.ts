import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';
import { publicConfigOf, thirdPartySourcesOf } from './public-config.js';

describe('publicConfigOf', () => {
  it('points the browser at the embedded ingestion endpoint on its own origin by default', () => {
    const config = loadConfig({ APP_KEY: 'k'.repeat(32) });
    expect(publicConfigOf(config)).toEqual({
      analytics: { host: '', source: 'folio_events', token: config.analytics.token, visitorCookie: 'folio_vid' },
      geolocation: { host: '/api/geo' },
    });
    expect(thirdPartySourcesOf(config)).toEqual({ connectSrc: [] });
  });

  it('names a hosted analytics API, and allows exactly its origin in the CSP', () => {
    const config = loadConfig({ ANALYTICS_HOST: 'https://api.tinybird.co/', ANALYTICS_TOKEN: 'append', ANALYTICS_SOURCE: 'web_events' });
    expect(publicConfigOf(config).analytics).toEqual({ host: 'https://api.tinybird.co', source: 'web_events', token: 'append', visitorCookie: 'folio_vid' });
    expect(thirdPartySourcesOf(config)).toEqual({ connectSrc: ['https://api.tinybird.co'] });
  });

  it('turns analytics off, and adds nothing to the CSP, when no source is configured', () => {
    const config = loadConfig({ ANALYTICS_HOST: 'https://api.tinybird.co', ANALYTICS_TOKEN: 'append', ANALYTICS_SOURCE: '' });
    expect(publicConfigOf(config).analytics).toBeNull();
    expect(thirdPartySourcesOf(config)).toEqual({ connectSrc: [] });
  });

  it('points the browser at GEOLOCATION_URL when set, and allows exactly its origin in the CSP', () => {
    const config = loadConfig({ GEOLOCATION_URL: 'https://ipapi.co/' });
    expect(publicConfigOf(config).geolocation).toEqual({ host: 'https://ipapi.co' });
    expect(thirdPartySourcesOf(config)).toEqual({ connectSrc: ['https://ipapi.co'] });
    const both = loadConfig({ GEOLOCATION_URL: 'https://geo.example/lookup', ANALYTICS_HOST: 'https://api.tinybird.co', ANALYTICS_TOKEN: 'append' });
    expect(thirdPartySourcesOf(both)).toEqual({ connectSrc: ['https://api.tinybird.co', 'https://geo.example'] });
  });
});
