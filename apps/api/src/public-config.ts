import type { PublicConfig } from '@folio/http-contract';
import type { SecurityHeaderOptions } from '@folio/server-kit';
import type { AppConfig } from './env.js';

/**
 * The browser's runtime settings from the server's configuration, written into every page. Only
 * public values: the analytics token is write-only by design (the hosted API's append token).
 */
export function publicConfigOf(config: Pick<AppConfig, 'analytics'>): PublicConfig {
  const { analytics } = config;
  return {
    analytics: analytics.source
      ? { host: analytics.host ?? '', source: analytics.source, token: analytics.token, visitorCookie: analytics.visitorCookie }
      : null,
  };
}

/** Exactly the configured outside services' origins, per CSP directive: nothing for an unconfigured one. */
export function thirdPartySourcesOf(config: Pick<AppConfig, 'analytics'>): Pick<SecurityHeaderOptions, 'connectSrc'> {
  const { analytics } = config;
  return { connectSrc: analytics.source && analytics.host ? [new URL(analytics.host).origin] : [] };
}
