import type { IncomingMessage } from 'node:http';
import { INGEST_LIMITS, INGEST_PATH, IngestQuery, type IngestResult } from '@folio/analytics-contract';
import { ErrorCode } from '@folio/http-contract';
import { ApiError, errorHandler, serviceBusy, validationFailed, type Logger } from '@folio/server-kit';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { EventBuffer } from './event-buffer.js';
import type { AcceptedEvent } from './event-lines.js';
import { eventsOfBody, fieldErrors, isEventContentType, tooLarge, unsupportedType, type IngestedEvent } from './ingest-body.js';

export interface IngestDeps {
  /** The data source this endpoint writes (`?name=`); another name is a 404. */
  source: string;
  /** The write-only token callers send as `?token=`. It reads nothing. */
  token: string;
  buffer: EventBuffer;
  logger: Logger;
  now?: () => Date;
  /**
   * The shell's headers for every answer (request id, the API's security headers), as a plain
   * object (`responseHeaders().own`): the endpoint is mounted in front of the shell's middleware,
   * and an answer built with plain headers is written in one go, without a `Headers` object.
   */
  headers?: (c: Context) => Readonly<Record<string, string>>;
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

const ACCEPTED_JSON = { 'Content-Type': 'application/json', ...CORS } as const;
/** The answer to the common post, one event: the same bytes every time. */
const ONE_ACCEPTED = JSON.stringify({ successful_rows: 1, quarantined_rows: 0 } satisfies IngestResult);

/**
 * Whether `given` is `expected`, in a time that depends on neither `given`'s characters nor its
 * length: every character of `expected` is compared, with no early exit (a character past the
 * end of `given` reads as NaN, which compares as 0). A hash of both, as before, cost more than
 * the rest of the token check.
 */
function sameToken(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

/** Node's request under @hono/node-server (`c.env.incoming`) while its body is unread; none in `app.request()`. */
function unreadNodeRequest(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming && typeof incoming.on === 'function' && !incoming.readableDidRead && !incoming.readableEnded ? incoming : undefined;
}

/**
 * A body of known length straight from Node's request, as its own chunks (usually one). Through
 * `Request.arrayBuffer()`, @hono/node-server copies them into a new ArrayBuffer after a round of
 * checks and listeners of its own, which cost a single-event post about a sixth of its CPU. The
 * HTTP parser ends the body at its `Content-Length`, already checked against the limit.
 */
function readNodeBody(incoming: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    incoming.once('error', reject);
    incoming.once('close', () => {
      if (!incoming.readableEnded) reject(new Error('The connection closed before the request body was read.'));
    });
  });
}

/** Reads at most `limit` bytes of the body; more is a 413, found before the rest is read. */
async function bodyBytes(c: Context, limit: number): Promise<Uint8Array> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > limit) throw tooLarge();
  if (declared !== undefined) {
    const incoming = unreadNodeRequest(c);
    if (incoming) return readNodeBody(incoming);
    // Read whole: touching `raw.body` first would build a web stream for every post.
    const bytes = new Uint8Array(await c.req.raw.arrayBuffer());
    if (bytes.byteLength > limit) throw tooLarge();
    return bytes;
  }
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(part.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

const acceptedOf = (dataSource: string, receivedAt: Date) => ({ event, at }: IngestedEvent): AcceptedEvent => ({ dataSource, event, at, receivedAt });

/**
 * `POST /v0/events?name={source}&token={token}`, the embedded stand-in of Tinybird's Events API:
 * one event as a JSON body or many as newline-delimited JSON, answered 202
 * `{successful_rows, quarantined_rows}` once they are queued for the next batch write (see
 * `createEventBuffer`). CORS for any origin without credentials, the preflight answered here.
 * In order: the token (compared in constant time; missing or wrong 403), the data source (a
 * malformed name 422, another 404), the content type (415), the size (413), the body (400/422,
 * see `eventsOfBody`), room in the buffer (503). Every refusal is `{message, code}` and stores
 * nothing. It reads no cookie and needs no session or CSRF token: mount it in front of them.
 *
 * One route for every method, so that a post is the router's only match and hono calls it
 * without its middleware chain; the accepted answer is a `Response` with plain headers.
 */
export function ingestRoutes(deps: IngestDeps) {
  const now = deps.now ?? (() => new Date());
  const ownHeaders: (c: Context) => Readonly<Record<string, string>> = deps.headers ?? (() => ({}));
  const onError = errorHandler(deps.logger);
  const refuse = (c: Context, error: unknown) => {
    const headers = ownHeaders(c);
    for (const name in headers) c.header(name, headers[name]);
    for (const [name, value] of Object.entries(CORS)) c.header(name, value);
    return onError(error instanceof Error ? error : new Error(String(error)), c);
  };
  // The query's rules hold for this endpoint's own name and token (the configuration's): a post
  // that names them needs no further check.
  const ownQueryValid = v.is(IngestQuery, { name: deps.source, token: deps.token });

  const authorise = (c: Context) => {
    const given = c.req.query('token');
    if (!given || !sameToken(given, deps.token)) {
      throw new ApiError(403, ErrorCode.Forbidden, 'This token cannot append events. Send the data source\'s append token as ?token=.');
    }
    const name = c.req.query('name');
    if (name === deps.source && ownQueryValid) return;
    const query = v.safeParse(IngestQuery, { name, token: given });
    if (!query.success) throw validationFailed(fieldErrors(query.issues));
    if (query.output.name !== deps.source) {
      throw new ApiError(404, ErrorCode.NotFound, `There is no data source named ${query.output.name}.`);
    }
  };

  const post = async (c: Context) => {
    try {
      authorise(c);
      if (!isEventContentType(c.req.header('content-type'))) throw unsupportedType();
      const receivedAt = now();
      const events = eventsOfBody(await bodyBytes(c, INGEST_LIMITS.bodyBytes), receivedAt);
      if (!deps.buffer.hasRoom(events.length)) throw serviceBusy(1, 'Too many events are waiting to be written. Please send them again in a moment.');
      deps.buffer.add(events.map(acceptedOf(deps.source, receivedAt)));
      const body = events.length === 1 ? ONE_ACCEPTED : JSON.stringify({ successful_rows: events.length, quarantined_rows: 0 } satisfies IngestResult);
      return new Response(body, { status: 202, headers: { ...ownHeaders(c), ...ACCEPTED_JSON } });
    } catch (error) {
      return refuse(c, error);
    }
  };

  return new Hono().all(INGEST_PATH, (c) => {
    switch (c.req.method) {
      case 'POST':
        return post(c);
      case 'OPTIONS':
        return c.body(null, 204, { ...ownHeaders(c), ...PREFLIGHT });
      default:
        return c.json({ message: `${c.req.method} is not allowed here: post events.`, code: ErrorCode.MethodNotAllowed }, 405, { ...ownHeaders(c), ...CORS, Allow: 'POST, OPTIONS' });
    }
  });
}
