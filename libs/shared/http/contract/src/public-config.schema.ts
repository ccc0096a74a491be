import * as v from 'valibot';

/**
 * The browser's runtime settings, from the server's environment, written into every page's HTML
 * (`PUBLIC_CONFIG_ELEMENT_ID`). Each outside service has its section; `null` means it is off, and
 * then the browser loads nothing for it and sends nothing to it. Only public values belong here
 * (site keys, write-only tokens, hosts), never a secret.
 */
export const PublicConfig = v.object({
  /**
   * Analytics ingestion (`POST {host}/v0/events?name={source}&token={token}`). `host` is empty for
   * the embedded endpoint on the page's own origin.
   */
  analytics: v.nullable(
    v.object({
      host: v.string(),
      source: v.string(),
      token: v.string(),
      /** The visitor id cookie's name. */
      visitorCookie: v.string(),
    }),
  ),
  // The third-party services of `@folio/integrations`; a section a server does not write is off.
  /** Intercom's messenger: the workspace id, the widget script's host and the API base (regional). */
  chat: v.optional(v.nullable(v.object({ appId: v.string(), widgetUrl: v.string(), apiBase: v.string() })), null),
  /** Cloudflare Turnstile on registration and giveaway entry: the public site key and the script. */
  botChallenge: v.optional(v.nullable(v.object({ siteKey: v.string(), scriptUrl: v.string() })), null),
  /** The Google tag (gtag.js): page views. */
  analyticsTag: v.optional(v.nullable(v.object({ measurementId: v.string(), scriptUrl: v.string() })), null),
  /** Algolia Insights for the search page: a search-only key, public by design. */
  searchInsights: v.optional(
    v.nullable(v.object({ appId: v.string(), apiKey: v.string(), index: v.string(), url: v.string() })),
    null,
  ),
  /** The served web build (`builds/latest.json`): the shell reloads on its next navigation once a newer one is out. */
  build: v.optional(v.nullable(v.object({ id: v.string() })), null),
  /**
   * The IP geolocation lookup host (`GET {host}/json/`, `GET {host}/{lat},{lon}/json/`): the
   * embedded service's path on the page's own origin (`/api/geo`), or `GEOLOCATION_URL`. Optional
   * so a page written before it existed still parses.
   */
  geolocation: v.optional(v.nullable(v.object({ host: v.string() })), null),
  /**
   * The card processor the payment screens talk to: the embedded test-mode provider on the page's
   * own origin, or Stripe with its publishable key (public by design). Null: the embedded one.
   */
  payments: v.optional(
    v.nullable(
      v.variant('provider', [
        v.object({ provider: v.literal('embedded') }),
        v.object({ provider: v.literal('stripe'), publishableKey: v.string() }),
      ]),
    ),
    null,
  ),
});
export type PublicConfig = v.InferOutput<typeof PublicConfig>;

/** Every service off: what a page without the data block (or with a broken one) runs with. */
export const PUBLIC_CONFIG_OFF: PublicConfig = {
  analytics: null,
  chat: null,
  botChallenge: null,
  analyticsTag: null,
  searchInsights: null,
  build: null,
  geolocation: null,
  payments: null,
};
