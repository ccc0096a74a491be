import type { IncomingMessage, ServerResponse } from 'node:http';
import { INGEST_LIMITS, INGEST_PATH, IngestQuery } from '@folio/analytics-contract';
import { clientAddress } from '@folio/auth-server';
import * as v from 'valibot';
import { acceptedAnswer, preflightAnswer, refusedAnswer, takeEvents, type IngestAnswer } from './ingest-answers.js';
import { isEventContentType, readNodeBody } from './ingest-body.js';
import { sameToken, type IngestDeps } from './ingest.routes.js';

export interface IngestNodeDeps extends Omit<IngestDeps, 'headers'> {
  /**
   * The shell's headers for an answer (request id, the API's security headers) from the request's
   * path and the `X-Request-Id` it sent (`responseHeaders().ownOf`): the same as `ingestRoutes`'
   * `headers` gives for the same request.
   */
  headers?: (path: string, givenRequestId: string | undefined) => Readonly<Record<string, string>>;
}

/**
 * Answers a request in front of the HTTP framework and says so (true), or leaves it alone
 * (false, nothing read, nothing written) for the framework to answer.
 */
export type NodeFront = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Writes an answer; the length is declared, so Node sends the head and the body in one write. */
function write(res: ServerResponse, { status, body, headers }: IngestAnswer): void {
  if (body !== null) headers['Content-Length'] = String(Buffer.byteLength(body));
  res.writeHead(status, headers);
  res.end(body ?? undefined);
}

/** The request headers the fast path reads, as hono would read them. */
interface FrontHeaders {
  type: string | undefined;
  length: string | undefined;
  requestId: string | undefined;
  /** `Transfer-Encoding`, or `Content-Length` twice: left to hono. */
  other: boolean;
}

/** A header's value as hono reads it: a header sent twice is its values joined (`Headers.append`). */
const joined = (before: string | undefined, value: string) => (before === undefined ? value : `${before}, ${value}`);

/** `X-Forwarded-For` as hono reads it (every one sent, joined), read only behind trusted proxies. */
function forwardedFor(req: IncomingMessage): string | undefined {
  let value: string | undefined;
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2)
    if (raw[i]!.length === 15 && raw[i]!.toLowerCase() === 'x-forwarded-for') value = joined(value, raw[i + 1]!);
  return value;
}

/**
 * `Content-Type`, `Content-Length` and `X-Request-Id` from Node's raw header list, each as hono
 * reads it (Node's `headers` keeps only the first `Content-Type`), and whether the request has
 * anything that sends it the usual way (`other`). Cheaper than building `req.headers` for three names.
 */
function frontHeaders(raw: readonly string[]): FrontHeaders {
  const found: FrontHeaders = { type: undefined, length: undefined, requestId: undefined, other: false };
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] ?? '';
    const value = raw[i + 1] ?? '';
    switch (name.length) {
      case 12: {
        const lower = name.toLowerCase();
        if (lower === 'content-type') found.type = joined(found.type, value);
        else if (lower === 'x-request-id') found.requestId = joined(found.requestId, value);
        break;
      }
      case 14:
        if (name.toLowerCase() === 'content-length') {
          if (found.length !== undefined) found.other = true;
          found.length = value;
        }
        break;
      case 17:
        if (name.toLowerCase() === 'transfer-encoding') found.other = true;
        break;
    }
  }
  return found;
}

/**
 * The events endpoint's common requests answered straight from Node's request, in front of hono
 * and @hono/node-server (no `Request`, `Context`, router or `Response`): a post of a body of
 * declared length to the very URL the web client posts to (`?name={source}&token={token}`, as
 * `URLSearchParams` writes it) with an event content type, and the CORS preflight. Anything else
 * (another query, a wrong token, a body over the limit or without a length, another content type
 * or method) is left to `ingestRoutes` untouched, so every refusal that comes before the body is
 * hono's. What it answers, it answers with the same `IngestAnswer`s as `ingestRoutes`, so the two
 * cannot drift; the shell's tests hold both to the same answers.
 *
 * The web client's post is the analytics beacon of every page view; through hono it cost a
 * quarter more CPU than this (issue 13).
 */
export function ingestNodeFront(deps: IngestNodeDeps): NodeFront {
  const now = deps.now ?? (() => new Date());
  const own = deps.headers ?? (() => ({}));
  const { source, token } = deps;
  // Only when the query is this endpoint's own, and reads back the same with no decoding: then
  // the URL says exactly what hono would read from it (its token and name, nothing else).
  const plain = (text: string) => encodeURIComponent(text) === text;
  const postUrl =
    v.is(IngestQuery, { name: source, token }) && plain(source) && plain(token)
      ? `${INGEST_PATH}?${new URLSearchParams({ name: source, token })}`
      : null;
  const preflightUrl = `${INGEST_PATH}?`;
  const hops = deps.trustProxyHops ?? 0;

  const post = (req: IncomingMessage, res: ServerResponse, requestId: string | undefined) => {
    const receivedAt = now();
    readNodeBody(req, (error, bytes) => {
      let answer: IngestAnswer;
      try {
        if (error) throw error;
        const client = clientAddress(req.socket.remoteAddress, hops > 0 ? forwardedFor(req) : undefined, hops);
        answer = acceptedAnswer(takeEvents(deps, bytes, receivedAt, client), own(INGEST_PATH, requestId));
      } catch (refusal) {
        answer = refusedAnswer(refusal, own(INGEST_PATH, requestId), deps.logger);
      }
      write(res, answer);
    });
  };

  return (req, res) => {
    const url = req.url;
    if (url === undefined || !url.startsWith(INGEST_PATH)) return false;
    if (req.method === 'POST') {
      // Compared in constant time, as the token alone is.
      if (postUrl === null || !sameToken(url, postUrl)) return false;
      const headers = frontHeaders(req.rawHeaders);
      if (
        headers.other ||
        headers.length === undefined ||
        !(Number(headers.length) <= INGEST_LIMITS.bodyBytes) ||
        !isEventContentType(headers.type)
      )
        return false;
      post(req, res, headers.requestId);
      return true;
    }
    if (req.method === 'OPTIONS' && (url === INGEST_PATH || url.startsWith(preflightUrl))) {
      write(res, preflightAnswer(own(INGEST_PATH, frontHeaders(req.rawHeaders).requestId)));
      return true;
    }
    return false;
  };
}
