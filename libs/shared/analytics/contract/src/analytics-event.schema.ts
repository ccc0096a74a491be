import * as v from 'valibot';

/** The event's version field: the hosted events API's schema version the client writes. */
export const ANALYTICS_EVENT_VERSION = '1.0';
/** Every event the web client sends says where it came from. */
export const ANALYTICS_EVENT_SOURCE = 'web';

/** The ingestion path on the analytics host: `POST {host}/v0/events?name={source}&token={token}`. */
export const INGEST_PATH = '/v0/events';

/** Limits of the ingestion endpoint: an event's text fields, a batch's events and a body's bytes. */
export const INGEST_LIMITS = {
  /** The payload's JSON text. */
  payloadChars: 4096,
  /** pathname, referrer, user agent. */
  textChars: 2048,
  /** Ids, action, target type, session id. */
  idChars: 128,
  /** Events in one newline-delimited body. */
  batchEvents: 100,
  /** A request body, JSON or newline-delimited JSON. */
  bodyBytes: 256 * 1024,
} as const;

/**
 * The actions of an order form's funnel, in funnel order: a view of the form, an add to one of its
 * carts, a checkout (an order placed), an order whose first payment succeeded. The seller's funnel
 * counts these.
 */
export const FUNNEL_ACTIONS = ['order_form_view', 'add_to_cart', 'checkout_start', 'order_paid'] as const;
export type FunnelAction = (typeof FUNNEL_ACTIONS)[number];

/**
 * The funnel's steps counted from browsers' events (anyone holding the public token can send
 * them, so the endpoint limits them per client and per form and day). Checkouts and paid orders
 * are counted from the server's own orders instead: an event that says `order_paid` is stored,
 * never counted.
 */
export const EVENT_FUNNEL_ACTIONS = ['order_form_view', 'add_to_cart'] as const satisfies readonly FunnelAction[];

/** The event fired 150 ms after each route change (never on the first load). */
export const PAGE_CHANGE_ACTION = 'page_change';

const id = v.pipe(v.string(), v.maxLength(INGEST_LIMITS.idChars, 'An id is at most 128 characters.'));
const text = v.pipe(v.string(), v.maxLength(INGEST_LIMITS.textChars, 'A text field is at most 2048 characters.'));

/** An event's action: a snake_case name. */
export const ACTION_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
/** An ISO 3166-1 alpha-2 country code. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

/** Whether `text` is a JSON object as text (the payload's rule). */
export function isJsonObjectText(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** A JSON object as text: the caller's fields plus href and locale. */
const PayloadText = v.pipe(
  v.string(),
  v.maxLength(INGEST_LIMITS.payloadChars, 'The payload is at most 4096 characters.'),
  v.check(isJsonObjectText, 'The payload must be a JSON object as text.'),
);

/**
 * One analytics event (spec section 3), as the client sends it and the ingestion endpoint stores
 * it. `session_id` is the 24 h analytics session; `user_uid` the visitor id cookie (2 years);
 * `user_id` the signed-in account, null for a guest. `seller_id`/`seller_profile_id` name the
 * seller whose page or form the event is about; `target_type`/`target_id` the event or order form.
 */
export const AnalyticsEvent = v.strictObject({
  timestamp: v.pipe(v.string(), v.isoTimestamp('The timestamp must be an ISO 8601 date and time.')),
  action: v.pipe(v.string(), v.regex(ACTION_PATTERN, 'The action must be a snake_case name of at most 64 characters.')),
  version: v.literal(ANALYTICS_EVENT_VERSION, "The version must be '1.0'."),
  session_id: v.pipe(id, v.nonEmpty('The session_id field is required.')),
  seller_id: v.nullable(id),
  seller_profile_id: v.nullable(id),
  user_id: v.nullable(id),
  user_uid: v.nullable(id),
  target_type: v.nullable(v.picklist(['event', 'order_form'], "The target_type must be 'event' or 'order_form'.")),
  target_id: v.nullable(id),
  pathname: text,
  referrer: text,
  user_agent: text,
  source: v.literal(ANALYTICS_EVENT_SOURCE, "The source must be 'web'."),
  country_code: v.nullable(
    v.pipe(v.string(), v.regex(COUNTRY_CODE_PATTERN, 'The country_code must be two capital letters.')),
  ),
  payload: PayloadText,
});
export type AnalyticsEvent = v.InferOutput<typeof AnalyticsEvent>;

/**
 * Where an event happens (spec section 3): an event page (`scope: 'event'`, target the event) or
 * an order form (`scope` the form's id, target the form).
 */
export interface AnalyticsContext {
  scope: 'event' | (string & {});
  sellerId?: string | null;
  sellerProfileId?: string | null;
  eventId?: string | null;
  orderFormId?: string | null;
  userId?: string | null;
}

/** The ingestion query: the data source's name and its write-only token. */
export const IngestQuery = v.object({
  name: v.pipe(
    v.string('The name field is required.'),
    v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'The name must be a data source name.'),
  ),
  token: v.pipe(v.string('The token field is required.'), v.nonEmpty('The token field is required.'), v.maxLength(256)),
});
export type IngestQuery = v.InferOutput<typeof IngestQuery>;

/** The endpoint's answer to an accepted body: how many events it stored. */
export const IngestResult = v.object({ successful_rows: v.number(), quarantined_rows: v.number() });
export type IngestResult = v.InferOutput<typeof IngestResult>;

/** One order form's funnel over a period: counts per action, in funnel order. */
export const FormFunnel = v.object({
  order_form_id: v.string(),
  title: v.string(),
  counts: v.object({
    order_form_view: v.number(),
    add_to_cart: v.number(),
    checkout_start: v.number(),
    order_paid: v.number(),
  }),
});
export type FormFunnel = v.InferOutput<typeof FormFunnel>;

/** An author or vendor the signed-in seller manages: where their public stores list is. */
export const FunnelSeller = v.object({
  kind: v.picklist(['author', 'vendor']),
  slug: v.string(),
  name: v.string(),
});
export type FunnelSeller = v.InferOutput<typeof FunnelSeller>;

/**
 * A seller's funnel: each of their forms (every form they own, busiest first, with zeros for a
 * form nobody reached in the period), the days it covers (UTC, both ends included) and the
 * sellers it is for.
 */
export const SellerFunnel = v.object({
  data: v.object({ from: v.string(), to: v.string(), sellers: v.array(FunnelSeller), forms: v.array(FormFunnel) }),
});
export type SellerFunnel = v.InferOutput<typeof SellerFunnel>;

export const FUNNEL_PATH = '/api/analytics/funnel';

/** The funnel's period when the query names none: the last 30 days, today included. */
export const FUNNEL_DEFAULT_DAYS = 30;
/** The longest period one funnel query covers. */
export const FUNNEL_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'YYYY-MM-DD' as the UTC midnight it names, or null for a day that does not exist (2026-02-30). */
export function utcDayStart(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return at.toISOString().slice(0, 10) === day ? at : null;
}

const FunnelDay = (field: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((day) => utcDayStart(day) !== null, `The ${field} must be a date as YYYY-MM-DD.`),
    ),
  );

/**
 * `GET /api/analytics/funnel?from=YYYY-MM-DD&to=YYYY-MM-DD`: days in UTC, both included; without
 * them the last 30 days. `from` after `to`, or more than 366 days, is refused.
 */
export const FunnelQuery = v.pipe(
  v.object({ from: FunnelDay('from'), to: FunnelDay('to') }),
  v.forward(
    v.check(({ from, to }) => !from || !to || from <= to, 'The from date must not be after the to date.'),
    ['from'],
  ),
  v.forward(
    v.check(({ from, to }) => {
      // The field checks above may have failed already: a day that does not exist is their error.
      const [start, end] = [from ? utcDayStart(from) : null, to ? utcDayStart(to) : null];
      return !start || !end || (end.getTime() - start.getTime()) / DAY_MS < FUNNEL_MAX_DAYS;
    }, `The period is at most ${FUNNEL_MAX_DAYS} days.`),
    ['to'],
  ),
);
export type FunnelQuery = v.InferOutput<typeof FunnelQuery>;

/** The days a funnel query covers, from the query and today's UTC day: both ends included. */
export function funnelPeriod(query: FunnelQuery, now: Date): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const fromDefault = new Date(utcDayStart(to)!.getTime() - (FUNNEL_DEFAULT_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { from: query.from ?? fromDefault, to };
}
