import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
  production: boolean;
  /** Extra origins per CSP directive for configured third parties (analytics, payments…). */
  connectSrc?: string[];
  scriptSrc?: string[];
  /** Hash sources ('sha256-…') of constant inline styles a bundled library inserts. */
  styleSrc?: string[];
  frameSrc?: string[];
  imgSrc?: string[];
  fontSrc?: string[];
  /** Audio and video sources; without any, `default-src 'self'` covers them and no `media-src` is written. */
  mediaSrc?: string[];
  formAction?: string[];
}

type HeaderRecord = Readonly<Record<string, string>>;

const REFERRER_POLICY = 'strict-origin-when-cross-origin';
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers of every document (the web app's page) and file: a CSP without unsafe-inline or
 * unsafe-eval with exact allow-lists, nosniff, a strict referrer policy, framing and cross-origin
 * isolation rules, and HSTS in production.
 */
export function documentSecurityHeaders(options: SecurityHeaderOptions): HeaderRecord {
  const csp: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(options.scriptSrc ?? [])]],
    ['style-src', ["'self'", ...(options.styleSrc ?? [])]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(options.imgSrc ?? [])]],
    ['font-src', ["'self'", ...(options.fontSrc ?? [])]],
    ['connect-src', ["'self'", ...(options.connectSrc ?? [])]],
    ['frame-src', ["'self'", ...(options.frameSrc ?? [])]],
    ...(options.mediaSrc?.length ? [['media-src', ["'self'", ...options.mediaSrc]] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...(options.formAction ?? [])]],
    ['frame-ancestors', ["'none'"]],
  ];
  return Object.freeze({
    'Content-Security-Policy': csp.map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': REFERRER_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
    ...(options.production ? { 'Strict-Transport-Security': HSTS } : {}),
  });
}

/**
 * The headers of every API answer (JSON, never rendered): the CSP that allows nothing and no
 * framing, nosniff, the same strict referrer policy, same-origin resource policy (no cross-origin
 * embedding of data), and HSTS in production. The document-only headers (opener policy, agent
 * cluster, DNS prefetch, the legacy X-* ones) mean nothing on a JSON answer and are left out.
 */
export function apiSecurityHeaders(options: Pick<SecurityHeaderOptions, 'production'>): HeaderRecord {
  return Object.freeze({
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': REFERRER_POLICY,
    'X-Content-Type-Options': 'nosniff',
    ...(options.production ? { 'Strict-Transport-Security': HSTS } : {}),
  });
}

/** Paths whose answers are data, not documents: the API, the CSRF handshake and the analytics events API (`/v0/`). */
export const isApiPath = (path: string) =>
  path.startsWith('/api/') || path.startsWith('/sanctum/') || path.startsWith('/v0/');

export const REQUEST_ID_HEADER = 'X-Request-Id';
const REQUEST_ID = /^[\w\-=]{1,255}$/;

/** The caller's request id (the `X-Request-Id` it sent) when it is a sane one (a proxy's), else a new UUID. */
export const requestIdFrom = (given: string | undefined) =>
  given !== undefined && REQUEST_ID.test(given) ? given : crypto.randomUUID();

/** The caller's request id when it is a sane one (a proxy's), else a new UUID. */
export const requestIdOf = (c: Context) => requestIdFrom(c.req.header(REQUEST_ID_HEADER));

/** The Node response under `@hono/node-server` (its `c.env.outgoing`); none in `app.request()` or another runtime. */
function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent ? outgoing : undefined;
}

/**
 * What every answer carries: a request id (`c.get('requestId')`, and `X-Request-Id`) and the
 * security headers, the API set on `/api/`, `/sanctum/` and `/v0/`, the document set elsewhere.
 *
 * Under Node the headers go straight onto the Node response, which merges them with the handler's
 * own (the handler's win) when it writes the head. Set through the context instead, they made
 * hono build an undici `Headers` for every answer and @hono/node-server convert it back, which
 * cost a small answer about half its throughput. Elsewhere (`app.request()` in tests) they are set
 * on the context, with the same result.
 *
 * `middleware` sets them for the routes behind it; `apply` sets them at the start of a handler
 * that answers alone (a route with middleware in front of it is an async chain, which costs a
 * small answer more than the answer itself), and `own` gives them to one that builds its own
 * `Response`. `ownOf` gives the same for a request that never becomes a hono `Context` (answered
 * straight from Node's request, as the analytics events are): its path and the `X-Request-Id` it
 * sent. `constantJson` answers the same JSON body every time with the API headers, body and
 * headers built once: the health probe, polled many times a second.
 */
export function responseHeaders(options: SecurityHeaderOptions) {
  const documents = documentSecurityHeaders(options);
  const api = apiSecurityHeaders(options);

  /** `own` for a request without a hono `Context`: its path and the request id it sent, if any. */
  const ownOf = (path: string, givenRequestId: string | undefined): HeaderRecord => ({
    ...(isApiPath(path) ? api : documents),
    [REQUEST_ID_HEADER]: requestIdFrom(givenRequestId),
  });

  /*
   * For a handler that answers with a `Response` it builds itself: the headers to put in it, as
   * a plain object. @hono/node-server then writes that Response's head in one go, with neither
   * hono's `Headers` nor header-by-header writes to the Node response (the hashed build files).
   */
  const own = (c: Context): HeaderRecord => {
    const headers = ownOf(c.req.path, c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', headers[REQUEST_ID_HEADER]);
    return headers;
  };

  const apply = (c: Context) => {
    const headers = own(c);
    const outgoing = nodeResponse(c);
    if (outgoing) for (const name in headers) outgoing.setHeader(name, headers[name]!);
    else for (const name in headers) c.header(name, headers[name]);
  };

  const middleware: MiddlewareHandler = async function responseHeaders(c, next) {
    apply(c);
    await next();
  };

  const constantJson = (body: unknown, extra: Record<string, string> = {}, status = 200) => {
    const text = JSON.stringify(body);
    const fixed = { ...api, 'Content-Type': 'application/json', ...extra };
    return (c: Context) => new Response(text, { status, headers: { ...fixed, [REQUEST_ID_HEADER]: requestIdOf(c) } });
  };

  return { apply, own, ownOf, middleware, constantJson };
}
