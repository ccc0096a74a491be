import {
  ANALYTICS_EVENT_SOURCE,
  ANALYTICS_EVENT_VERSION,
  INGEST_LIMITS,
  type AnalyticsContext,
  type AnalyticsEvent,
} from '@folio/analytics-contract';

/** Everything an event is made of; `buildAnalyticsEvent` only arranges it. */
export interface EventParts {
  action: string;
  context: AnalyticsContext | null;
  /** The caller's fields, written into the payload with `href` and `locale`. */
  fields: Record<string, unknown>;
  /** When it happened, milliseconds since the epoch. */
  at: number;
  /** The page's full address when it happened. */
  href: string;
  referrer: string;
  userAgent: string;
  locale: string;
  sessionId: string;
  /** The visitor id cookie. */
  visitorId: string;
  /** The signed-in account when the context does not say, else null. */
  userId: string | null;
  countryCode: string | null;
}

const clip = (text: string, length: number) => (text.length > length ? text.slice(0, length) : text);
const id = (value: string | null | undefined) => (value ? clip(value, INGEST_LIMITS.idChars) : null);

function pathnameOf(href: string): string {
  try {
    return new URL(href).pathname;
  } catch {
    return '';
  }
}

/** The caller's fields plus href and locale as JSON text; the fields are dropped if it would be too long to store. */
function payloadOf(fields: Record<string, unknown>, href: string, locale: string): string {
  const text = JSON.stringify({ ...fields, href, locale });
  if (text.length <= INGEST_LIMITS.payloadChars) return text;
  return JSON.stringify({ href: clip(href, INGEST_LIMITS.textChars), locale, truncated: true });
}

/**
 * The analytics event of spec section 3. The target is the event for an event-scoped context,
 * otherwise the order form (`orderFormId`, else the scope, which is the form's id). `user_uid` is
 * the visitor id cookie, so a guest's events and then their signed-in ones join on one browser;
 * `user_id` is the account, null for a guest. Text fields are cut to what the endpoint stores.
 */
export function buildAnalyticsEvent(parts: EventParts): AnalyticsEvent {
  const { context } = parts;
  const eventScoped = context?.scope === 'event';
  const country = parts.countryCode?.toUpperCase() ?? null;
  return {
    timestamp: new Date(parts.at).toISOString(),
    action: parts.action,
    version: ANALYTICS_EVENT_VERSION,
    session_id: id(parts.sessionId) ?? '',
    seller_id: id(context?.sellerId),
    seller_profile_id: id(context?.sellerProfileId),
    user_id: id(context?.userId ?? parts.userId),
    user_uid: id(parts.visitorId),
    target_type: context ? (eventScoped ? 'event' : 'order_form') : null,
    target_id: context ? id(eventScoped ? context.eventId : (context.orderFormId ?? context.scope)) : null,
    pathname: clip(pathnameOf(parts.href), INGEST_LIMITS.textChars),
    referrer: clip(parts.referrer, INGEST_LIMITS.textChars),
    user_agent: clip(parts.userAgent, INGEST_LIMITS.textChars),
    source: ANALYTICS_EVENT_SOURCE,
    country_code: country && /^[A-Z]{2}$/.test(country) ? country : null,
    payload: payloadOf(parts.fields, parts.href, parts.locale),
  };
}
