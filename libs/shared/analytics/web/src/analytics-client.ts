import { INGEST_PATH, type AnalyticsContext } from '@folio/analytics-contract';
import {
  analyticsIds,
  browserCookieJar,
  DEFAULT_SESSION_COOKIE,
  DEFAULT_VISITOR_COOKIE,
  randomId,
  type AnalyticsCookieJar,
} from './analytics-cookies';
import { buildAnalyticsEvent } from './analytics-event';
import { isBot as isBotUserAgent } from './is-bot';
import type { TrackedCall } from './queue';

/** Where warnings go; `console` unless the app passes its logger. */
export interface AnalyticsLogger {
  warn(message: string, detail?: unknown): void;
}

/** Every setting of the client: nothing is read from the app, all is passed in. */
export interface AnalyticsOptions {
  /** Base URL of the events API (`https://api.tinybird.co`, or the page's own origin). Empty: nothing is sent. */
  host: string;
  /** The data source events are written to (`name=`). Empty: nothing is sent. */
  source: string;
  /** The write-only token (`token=`). */
  token: string;
  /** The visitor id cookie's name; `folio_vid` by default. */
  visitorCookie?: string;
  /** The analytics session cookie's name; `folio_sid` by default. */
  sessionCookie?: string;
  /** The signed-in account's id, read at each event, for contexts that do not give `userId`. */
  userId?: () => string | null | undefined;
  /** The visitor's ISO country code, read at each event (e.g. from a geolocation cache). */
  countryCode?: () => string | null | undefined;
  logger?: AnalyticsLogger;
  // The browser, replaceable for tests and other hosts.
  fetch?: typeof globalThis.fetch;
  cookies?: AnalyticsCookieJar;
  userAgent?: string;
  /** The referrer of the first page (`document.referrer`). */
  referrer?: string;
  /** The page's address now (`location.href`). */
  href?: () => string;
  locale?: () => string;
  now?: () => number;
  newId?: () => string;
  isBot?: (userAgent: string) => boolean;
}

export interface AnalyticsClient {
  /** Builds and sends one event; resolves when it was sent, refused or skipped, never rejects. */
  track(action: string, context?: AnalyticsContext | null, fields?: Record<string, unknown>): Promise<void>;
  /** The same for a call the queue kept, with its own time and address. */
  record(call: TrackedCall): Promise<void>;
  /** False when events are skipped: no host or source, or a bot. */
  readonly enabled: boolean;
}

/**
 * The analytics client (spec section 7): `POST {host}/v0/events?name={source}&token={token}`,
 * the event as a JSON body, CORS without credentials, `keepalive` so an event sent as the page
 * goes away still arrives. Skipped, without touching cookies, when host or source is not set or
 * the user agent is a bot. A failure (network or a non-2xx answer) is logged as a warning, never thrown.
 */
export function createAnalyticsClient(options: AnalyticsOptions): AnalyticsClient {
  const {
    host,
    source,
    token,
    visitorCookie = DEFAULT_VISITOR_COOKIE,
    sessionCookie = DEFAULT_SESSION_COOKIE,
    userId = () => null,
    countryCode = () => null,
    logger = console,
    fetch = (input, init) => globalThis.fetch(input, init),
    cookies = browserCookieJar,
    userAgent = globalThis.navigator?.userAgent ?? '',
    href = () => globalThis.location?.href ?? '',
    locale = () => globalThis.navigator?.language ?? '',
    now = Date.now,
    newId = () => randomId(),
    isBot = isBotUserAgent,
  } = options;
  const enabled = Boolean(host && source) && !isBot(userAgent);
  const url = `${host.replace(/\/+$/, '')}${INGEST_PATH}?${new URLSearchParams({ name: source, token })}`;
  // Once the app has moved to another page, the page before it is the referrer, as a full page load
  // would say. Calls the queue kept from before the start keep the first page's referrer.
  let referrer = options.referrer ?? globalThis.document?.referrer ?? '';
  let lastHref = href();
  const startedAt = now();

  const read = <T>(get: () => T, fallback: T): T => {
    try {
      return get();
    } catch {
      return fallback;
    }
  };

  async function record({ action, context, fields, at, href: pageHref }: TrackedCall): Promise<void> {
    if (!enabled) return;
    if (at >= startedAt && pageHref !== lastHref) {
      referrer = lastHref;
      lastHref = pageHref;
    }
    const ids = analyticsIds({
      cookies,
      visitorCookie,
      sessionCookie,
      now: now(),
      secure: pageHref.startsWith('https:'),
      newId,
    });
    const event = buildAnalyticsEvent({
      action,
      context,
      fields,
      at,
      href: pageHref,
      referrer,
      userAgent,
      locale: read(locale, ''),
      sessionId: ids.sessionId,
      visitorId: ids.visitorId,
      userId: read(userId, null) ?? null,
      countryCode: read(countryCode, null) ?? null,
    });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(event),
        mode: 'cors',
        credentials: 'omit',
        keepalive: true,
      });
      if (!response.ok) logger.warn(`Analytics event ${action} not sent: HTTP ${response.status}`);
    } catch (error) {
      logger.warn(`Analytics event ${action} not sent`, error);
    }
  }

  return {
    enabled,
    record,
    track: (action, context = null, fields = {}) => record({ action, context, fields, at: now(), href: href() }),
  };
}
