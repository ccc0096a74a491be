import type { IncomingMessage } from 'node:http';
import { INGEST_LIMITS, INGEST_PATH, IngestQuery } from '@folio/analytics-contract';
import { ErrorCode } from '@folio/http-contract';
import { ApiError, validationFailed, type Logger } from '@folio/server-kit';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { clientIpResolver } from '@folio/auth-server';
import type { EventBuffer } from './event-buffer.js';
import {
  acceptedAnswer,
  methodNotAllowedAnswer,
  preflightAnswer,
  refusedAnswer,
  takeEvents,
  type IngestAnswer,
} from './ingest-answers.js';
import { fieldErrors, isEventContentType, readNodeBody, tooLarge, unsupportedType } from './ingest-body.js';
import type { IngestLimiter } from './ingest-limits.js';

export interface IngestDeps {
  /** The data source this endpoint writes (`?name=`); another name is a 404. */
  source: string;
  /** The write-only token callers send as `?token=`. It reads nothing. */
  token: string;
  buffer: EventBuffer;
  logger: Logger;
  now?: () => Date;
  /** The quotas per client address, per form and day and per server and day (`createIngestLimits`); none by default. */
  limits?: IngestLimiter;
  /** Reverse proxies in front whose `X-Forwarded-For` entries name the client (`TRUST_PROXY_HOPS`); 0 by default. */
  trustProxyHops?: number;
  /**
   * The shell's headers for every answer (request id, the API's security headers), as a plain
   * object (`responseHeaders().own`): the endpoint is mounted in front of the shell's middleware,
   * and an answer built with plain headers is written in one go, without a `Headers` object.
   */
  headers?: (c: Context) => Readonly<Record<string, string>>;
}

/**
 * Whether `given` is `expected`, in a time that depends on neither `given`'s characters nor its
 * length: every character of `expected` is compared, with no early exit (a character past the
 * end of `given` reads as NaN, which compares as 0). A hash of both, as before, cost more than
 * the rest of the token check.
 */
export function sameToken(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

/** Node's request under @hono/node-server (`c.env.incoming`) while its body is unread; none in `app.request()`. */
function unreadNodeRequest(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming && typeof incoming.on === 'function' && !incoming.readableDidRead && !incoming.readableEnded
    ? incoming
    : undefined;
}

const readNodeBodyOnce = (incoming: IncomingMessage) =>
  new Promise<Uint8Array>((resolve, reject) =>
    readNodeBody(incoming, (error, bytes) => (error ? reject(error) : resolve(bytes))),
  );

/** Reads at most `limit` bytes of the body; more is a 413, found before the rest is read. */
async function bodyBytes(c: Context, limit: number): Promise<Uint8Array> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > limit) throw tooLarge();
  if (declared !== undefined) {
    const incoming = unreadNodeRequest(c);
    if (incoming) return readNodeBodyOnce(incoming);
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

/**
 * `POST /v0/events?name={source}&token={token}`, the embedded stand-in of Tinybird's Events API:
 * one event as a JSON body or many as newline-delimited JSON, answered 202
 * `{successful_rows, quarantined_rows}` once they are queued for the next batch write (see
 * `createEventBuffer`). CORS for any origin without credentials, the preflight answered here.
 * In order: the token (compared in constant time; missing or wrong 403), the data source (a
 * malformed name 422, another 404), the content type (415), the size (413), the body (400/422,
 * see `eventsOfBody`), room in the buffer (503), the quotas (429; see `createIngestLimits`). Every refusal is `{message, code}` and stores
 * nothing. It reads no cookie and needs no session or CSRF token: mount it in front of them.
 *
 * One route for every method, so that a post is the router's only match and hono calls it
 * without its middleware chain; the accepted answer is a `Response` with plain headers.
 */
export function ingestRoutes(deps: IngestDeps) {
  const now = deps.now ?? (() => new Date());
  const ownHeaders: (c: Context) => Readonly<Record<string, string>> = deps.headers ?? (() => ({}));
  const answer = ({ status, body, headers }: IngestAnswer) => new Response(body, { status, headers });
  const clientOf = clientIpResolver({ trustProxyHops: deps.trustProxyHops ?? 0 });
  // The query's rules hold for this endpoint's own name and token (the configuration's): a post
  // that names them needs no further check.
  const ownQueryValid = v.is(IngestQuery, { name: deps.source, token: deps.token });

  const authorise = (c: Context) => {
    const given = c.req.query('token');
    if (!given || !sameToken(given, deps.token)) {
      throw new ApiError(
        403,
        ErrorCode.Forbidden,
        "This token cannot append events. Send the data source's append token as ?token=.",
      );
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
      const bytes = await bodyBytes(c, INGEST_LIMITS.bodyBytes);
      return answer(acceptedAnswer(takeEvents(deps, bytes, receivedAt, clientOf(c)), ownHeaders(c)));
    } catch (error) {
      return answer(refusedAnswer(error, ownHeaders(c), deps.logger));
    }
  };

  return new Hono().all(INGEST_PATH, (c) => {
    switch (c.req.method) {
      case 'POST':
        return post(c);
      case 'OPTIONS':
        return answer(preflightAnswer(ownHeaders(c)));
      default:
        return answer(methodNotAllowedAnswer(c.req.method, ownHeaders(c)));
    }
  });
}
