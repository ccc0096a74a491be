import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import type { BaseEnv } from './app-env.js';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { createLogger } from './logger.js';
import { documentSecurityHeaders, responseHeaders } from './response-headers.js';

const DOCUMENT_CSP =
  "default-src 'self'; script-src 'self' https://js.stripe.test; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

function appWithHeaders(production = false) {
  const headers = responseHeaders({ production, scriptSrc: ['https://js.stripe.test'] });
  const app = new Hono<BaseEnv>();
  app.get('/api/health', headers.constantJson({ status: 'ok' }, { 'Cache-Control': 'no-store' }));
  // Routes that answer alone, before the middleware, set the same headers themselves.
  app.get('/alone', (c) => {
    headers.apply(c);
    return c.text('alone', 200, { 'Cache-Control': 'no-cache' });
  });
  app.get('/own', (c) => new Response('own', { headers: { ...headers.own(c), 'Cache-Control': 'no-cache' } }));
  app.get('/api/alone', (c) => {
    headers.apply(c);
    return c.json({ id: c.get('requestId') });
  });
  // The analytics events API answers in front of the middleware, like the health probe.
  app.post('/v0/events', (c) => {
    headers.apply(c);
    return c.json({ successful_rows: 0, quarantined_rows: 0 }, 202);
  });
  app.use(headers.middleware);
  app.get('/api/json', (c) => c.json({ id: c.get('requestId') }));
  app.get('/page', (c) => c.html('<p>hi</p>'));
  app.get('/own-policy', (c) => c.text('framed', 200, { 'Referrer-Policy': 'no-referrer' }));
  app.get('/bytes', (c) => c.body(new Uint8Array([1, 2, 3]), 200, { 'Content-Type': 'application/octet-stream' }));
  app.get('/not-modified', (c) => c.body(null, 304));
  app.get('/api/refused', () => {
    throw new ApiError(403, 'Not yours.', 'forbidden');
  });
  app.get('/api/broken', () => {
    throw new Error('boom');
  });
  app.notFound(notFoundHandler);
  app.onError(errorHandler(createLogger({ level: 'silent' })));
  return app;
}

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

// The same answers in process (headers set on the context) and through a real Node server (set on the Node response).
let server: ServerType;
let origin = '';
beforeAll(async () => {
  const app = appWithHeaders();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const inProcess: Fetch = async (path, init) => appWithHeaders().request(path, init);
const overHttp: Fetch = (path, init) => fetch(`${origin}${path}`, init);

describe.each([
  ['in process', inProcess],
  ['through Node', overHttp],
])('responseHeaders (%s)', (_, get) => {
  it.each(['/page', '/bytes', '/not-modified', '/missing', '/alone', '/own'])(
    'give the document set to %s',
    async (path) => {
      const res = await get(path);

      expect(res.headers.get('content-security-policy')).toBe(DOCUMENT_CSP);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it.each([
    '/api/health',
    '/api/json',
    '/api/alone',
    '/api/refused',
    '/api/broken',
    '/api/missing',
    'POST /v0/events',
    '/v0/missing',
  ])('give the API set to %s', async (line) => {
    const [method, path = line] = line.includes(' ') ? line.split(' ') : ['GET'];
    const res = await get(path, { method });

    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane request id from a proxy, exposes it to handlers, and replaces an unsafe one', async () => {
    const kept = await get('/api/json', { headers: { 'X-Request-Id': 'edge-42' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42');
    expect(await kept.json()).toEqual({ id: 'edge-42' });
    const health = await get('/api/health', { headers: { 'X-Request-Id': 'edge-43' } });
    expect(health.headers.get('x-request-id')).toBe('edge-43');
    const alone = await get('/api/alone', { headers: { 'X-Request-Id': 'edge-44' } });
    expect(alone.headers.get('x-request-id')).toBe('edge-44');
    expect(await alone.json()).toEqual({ id: 'edge-44' });

    const replaced = await get('/api/json', { headers: { 'X-Request-Id': 'two words; drop' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lets a handler's own header win over the default", async () => {
    const res = await get('/own-policy');

    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers the health probe with its own cache rule', async () => {
    const res = await get('/api/health');

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('responseHeaders in production', () => {
  it('adds HSTS to documents and API answers alike', async () => {
    const app = appWithHeaders(true);

    for (const path of ['/page', '/alone', '/api/json', '/api/health']) {
      const res = await app.request(path);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    }
  });
});

describe('documentSecurityHeaders', () => {
  it("adds each directive's extra sources after 'self', and a media-src only when there are media sources", () => {
    const csp = documentSecurityHeaders({
      production: false,
      fontSrc: ['https://fonts.example'],
      formAction: ['https://help.example'],
      mediaSrc: ['https://media.example'],
    })['Content-Security-Policy'];
    expect(csp).toContain("font-src 'self' https://fonts.example;");
    expect(csp).toContain("form-action 'self' https://help.example;");
    expect(csp).toContain("frame-src 'self'; media-src 'self' https://media.example; object-src 'none'");
    expect(documentSecurityHeaders({ production: false, mediaSrc: [] })['Content-Security-Policy']).not.toContain(
      'media-src',
    );
  });
});
