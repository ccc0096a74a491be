import type { IngestResult } from '@folio/analytics-contract';
import { ErrorCode } from '@folio/http-contract';
import { errorAnswer, serviceBusy, type Logger } from '@folio/server-kit';
import type { EventBuffer } from './event-buffer.js';
import type { AcceptedEvent } from './event-lines.js';
import { eventsOfBody, type IngestedEvent } from './ingest-body.js';
import type { IngestLimiter } from './ingest-limits.js';

type HeaderRecord = Readonly<Record<string, string>>;

/**
 * What the endpoint answers, whichever way the request came: through hono (`ingestRoutes`) or
 * straight from Node's request (`ingestNodeFront`). Both write these, so they cannot drift.
 */
export interface IngestAnswer {
  status: number;
  /** JSON text, or null for no body (the preflight). */
  body: string | null;
  /** The answer's own object, made for it: its writer may add to it (`Content-Length`). */
  headers: Record<string, string>;
}

/**
 * Any origin may post (the events API is embedded in other sites' pages too), never with
 * credentials: no cookie is read and none is set, and `*` forbids the browser from sending them.
 */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  // The answer is data, fetched cross-origin by design.
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;
const PREFLIGHT = {
  ...CORS,
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
} as const;
const JSON_TYPE = { 'Content-Type': 'application/json' } as const;
const ACCEPTED_JSON = { ...JSON_TYPE, ...CORS } as const;
/** The answer to the common post, one event: the same text every time. */
const ONE_ACCEPTED = JSON.stringify({ successful_rows: 1, quarantined_rows: 0 } satisfies IngestResult);

/**
 * 202 for `taken.stored` events queued and `taken.quarantined` dropped (past their form's daily
 * cap); `own` are the shell's headers for this request (request id, security headers).
 */
export const acceptedAnswer = (taken: Taken, own: HeaderRecord): IngestAnswer => ({
  status: 202,
  body:
    taken.stored === 1 && taken.quarantined === 0
      ? ONE_ACCEPTED
      : JSON.stringify({
          successful_rows: taken.stored,
          quarantined_rows: taken.quarantined,
        } satisfies IngestResult),
  headers: { ...own, ...ACCEPTED_JSON },
});

/** The `{message, code}` refusal of `error` (an `ApiError`, or anything else as a logged 500), with CORS. */
export function refusedAnswer(error: unknown, own: HeaderRecord, logger: Logger): IngestAnswer {
  const { status, body, headers } = errorAnswer(error, logger);
  return { status, body: JSON.stringify(body), headers: { ...own, ...CORS, ...JSON_TYPE, ...headers } };
}

/** The CORS preflight: any origin, `POST` with a `Content-Type`, cached for a day. */
export const preflightAnswer = (own: HeaderRecord): IngestAnswer => ({
  status: 204,
  body: null,
  headers: { ...own, ...PREFLIGHT },
});

/** Every other method: the endpoint reads nothing back. */
export const methodNotAllowedAnswer = (method: string, own: HeaderRecord): IngestAnswer => ({
  status: 405,
  body: JSON.stringify({ message: `${method} is not allowed here: post events.`, code: ErrorCode.MethodNotAllowed }),
  headers: { ...own, ...CORS, ...JSON_TYPE, Allow: 'POST, OPTIONS' },
});

export interface TakeDeps {
  source: string;
  buffer: EventBuffer;
  /** The endpoint's quotas (`createIngestLimits`); none in tests of the endpoint alone. */
  limits?: IngestLimiter;
}

/** What a post stored and what it dropped. */
export interface Taken {
  stored: number;
  quarantined: number;
}

const acceptedOf =
  (dataSource: string, receivedAt: Date) =>
  ({ event, at, json }: IngestedEvent): AcceptedEvent => ({ dataSource, event, at, receivedAt, json });

/**
 * The events of a body (see `eventsOfBody`: 400/413/422 for a bad one) from `client` (its
 * address), within the quotas (429 past the client's or the server's; events past their form's
 * daily cap dropped), queued for the next batch write when the buffer has room for all of them
 * (503 otherwise). All or nothing but for the dropped; how many of each.
 */
export function takeEvents(deps: TakeDeps, bytes: Uint8Array, receivedAt: Date, client: string): Taken {
  const parsed = eventsOfBody(bytes, receivedAt);
  if (!deps.buffer.hasRoom(parsed.length))
    throw serviceBusy(1, 'Too many events are waiting to be written. Please send them again in a moment.');
  const { events, quarantined } = deps.limits?.admit(client, parsed, receivedAt) ?? { events: parsed, quarantined: 0 };
  deps.buffer.add(events.map(acceptedOf(deps.source, receivedAt)));
  return { stored: events.length, quarantined };
}
