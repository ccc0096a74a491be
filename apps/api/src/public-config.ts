import { GEOLOCATION_BASE_PATH } from '@folio/geolocation-server';
import type { PublicConfig } from '@folio/http-contract';
import type { SecurityHeaderOptions } from '@folio/server-kit';
import type { AppConfig } from './env.js';

/**
 * The browser's runtime settings from the server's configuration, written into every page. Only
 * public values: the analytics token is write-only by design (the hosted API's append token).
 */
export function publicConfigOf(config: Pick<AppConfig, 'analytics' | 'geolocation'>): PublicConfig {
  const { analytics, geolocation } = config;
  return {
    analytics: analytics.source
      ? { host: analytics.host ?? '', source: analytics.source, token: analytics.token, visitorCookie: analytics.visitorCookie }
      : null,
    geolocation: { host: geolocation.url ?? GEOLOCATION_BASE_PATH },
  };
}

/** Exactly the configured outside services' origins, per CSP directive: nothing for an unconfigured one. */
export function thirdPartySourcesOf(config: Pick<AppConfig, 'analytics' | 'geolocation'>): Pick<SecurityHeaderOptions, 'connectSrc'> {
  const { analytics, geolocation } = config;
  const origins = [analytics.source ? analytics.host : null, geolocation.url].flatMap((url) => (url ? [new URL(url).origin] : []));
  return { connectSrc: [...new Set(origins)] };
}
