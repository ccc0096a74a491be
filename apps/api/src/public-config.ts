import { GEOLOCATION_BASE_PATH } from '@folio/geolocation-server';
import type { PublicConfig } from '@folio/http-contract';
import { mergeCspSources, type CspSources } from '@folio/integrations-server';
import type { AppConfig } from './env.js';
import { integrationsCsp } from './integrations.js';

type PublicParts = Pick<AppConfig, 'analytics' | 'integrations' | 'geolocation' | 'payments'>;

/**
 * The browser's runtime settings from the server's configuration, written into every page. Only
 * public values: the analytics token is write-only by design (the hosted API's append token), the
 * Turnstile site key and the Algolia search-only key are public by design; no secret key goes in.
 * `build` is the served web build's id (`builds/latest.json`), when the build wrote one.
 */
export function publicConfigOf(config: PublicParts, build: { id: string } | null = null): PublicConfig {
  const { analytics, geolocation } = config;
  const { chat, botChallenge, analyticsTag, searchInsights } = config.integrations;
  return {
    analytics: analytics.source
      ? {
          host: analytics.host ?? '',
          source: analytics.source,
          token: analytics.token,
          visitorCookie: analytics.visitorCookie,
        }
      : null,
    chat,
    botChallenge: botChallenge && { siteKey: botChallenge.siteKey, scriptUrl: botChallenge.scriptUrl },
    analyticsTag,
    searchInsights,
    build,
    geolocation: { host: geolocation.url ?? GEOLOCATION_BASE_PATH },
    // The publishable key only: the secret and webhook keys never leave the server.
    payments:
      config.payments.provider === 'stripe'
        ? { provider: 'stripe', publishableKey: config.payments.publishableKey }
        : { provider: 'embedded' },
  };
}

/**
 * Stripe.js on the payment screens (its script, its card frames, its API), per Stripe's CSP
 * guide; the embedded provider is this origin and adds nothing.
 */
export function paymentsCsp(payments: AppConfig['payments']): Partial<CspSources> {
  if (payments.provider !== 'stripe') return {};
  return {
    scriptSrc: ['https://js.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: ['https://api.stripe.com'],
  };
}

/** Exactly the configured outside services' origins, per CSP directive: nothing for an unconfigured one. */
export function thirdPartySourcesOf(config: PublicParts): CspSources {
  const { analytics, geolocation } = config;
  const connectSrc = [analytics.source ? analytics.host : null, geolocation.url].flatMap((url) =>
    url ? [new URL(url).origin] : [],
  );
  return mergeCspSources({ connectSrc }, integrationsCsp(config), paymentsCsp(config.payments));
}
