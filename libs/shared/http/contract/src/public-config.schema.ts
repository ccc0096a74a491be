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
  /**
   * The IP geolocation lookup host (`GET {host}/json/`, `GET {host}/{lat},{lon}/json/`): the
   * embedded service's path on the page's own origin (`/api/geo`), or `GEOLOCATION_URL`. Optional
   * so a page written before it existed still parses.
   */
  geolocation: v.optional(v.nullable(v.object({ host: v.string() })), null),
});
export type PublicConfig = v.InferOutput<typeof PublicConfig>;

/** Every service off: what a page without the data block (or with a broken one) runs with. */
export const PUBLIC_CONFIG_OFF: PublicConfig = { analytics: null, geolocation: null };
