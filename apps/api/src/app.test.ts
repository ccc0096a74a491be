import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessions } from '@folio/auth-server';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadStaticAssets } from './static-assets.js';
import { cookiePair, cookiesOf, createTestApp, type TestApp } from './testing/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const sessionCount = async () => (await t.database.db.select({ n: count() }).from(sessions))[0]?.n;

async function csrfHandshake() {
  const res = await t.app.request('/sanctum/csrf-cookie');
  const jar = cookiesOf(res);
  const xsrf = cookiePair(jar.get('XSRF-TOKEN')).split('=')[1] ?? '';
  const cookie = [cookiePair(jar.get('folio_session')), cookiePair(jar.get('XSRF-TOKEN'))].join('; ');
  return { res, jar, xsrf, cookie };
}

describe('GET /api/health', () => {
  it('answers ok with a request id and the security headers', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    // An API answer is never rendered: its CSP allows nothing at all.
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('says the database is down (503, Retry-After, the error envelope) while its watch cannot reach it, and up again after', async () => {
    let up = false;
    const watched = await createTestApp({ databaseUp: () => up });
    try {
      const down = await watched.app.request('/api/health');
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(down.headers.get('cache-control')).toBe('no-store');
      expect(await down.json()).toEqual({
        status: 'unavailable',
        version: '0.0.0',
        database: 'down',
        message: 'The database cannot be reached. Please try again shortly.',
        code: 'service_unavailable',
      });
      up = true;
      const back = await watched.app.request('/api/health');
      expect(back.status).toBe(200);
      expect(await back.json()).toEqual({ status: 'ok', version: '0.0.0', database: 'up' });
    } finally {
      await watched.close();
    }
  });

  it('does not create a session', async () => {
    await t.app.request('/api/health');
    expect(await sessionCount()).toBe(0);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await t.app.request('/api/health', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(await res.text()).toBe('');
  });

  it('leaves other methods on its path to the API and its guards', async () => {
    const res = await t.app.request('/api/health', { method: 'POST' });
    expect(res.status).toBe(419);
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('hashed build files', () => {
  it('carry a request id and the document security headers, and create no session', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'folio-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Folio</title>');
    writeFileSync(join(dist, 'assets', 'chunk-abc123.js'), 'console.log(1);');
    const withAssets = await createTestApp({ assets: loadStaticAssets(dist) });
    try {
      const res = await withAssets.app.request('/assets/chunk-abc123.js');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
      expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.getSetCookie()).toEqual([]);
    } finally {
      await withAssets.close();
    }
  });
});

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 with an HttpOnly session cookie and a script-readable XSRF-TOKEN, stored server-side', async () => {
    const { res, jar } = await csrfHandshake();
    expect(res.status).toBe(204);
    const session = jar.get('folio_session') ?? '';
    const xsrf = jar.get('XSRF-TOKEN') ?? '';
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(xsrf).toMatch(/SameSite=Lax/);
    expect(await sessionCount()).toBe(1);
  });

  it('names the session cookie __Host-folio_session where cookies are Secure: Secure, path /, no domain', async () => {
    const secure = await createTestApp({ secureCookies: true });
    try {
      const res = await secure.app.request('/sanctum/csrf-cookie');
      const jar = cookiesOf(res);
      expect(jar.has('folio_session')).toBe(false);
      const session = jar.get('__Host-folio_session') ?? '';
      expect(session).toMatch(/; Secure/);
      expect(session).toMatch(/; Path=\/(;|$)/);
      expect(session).not.toMatch(/Domain=/i);
      expect(session).toMatch(/HttpOnly/);

      // A browser still holding the cookie under its old name keeps its session, under the new name.
      const token = cookiePair(session).split('=')[1]!;
      const moved = await secure.app.request('/sanctum/csrf-cookie', { headers: { cookie: `folio_session=${token}` } });
      const movedJar = cookiesOf(moved);
      expect(cookiePair(movedJar.get('__Host-folio_session'))).toBe(`__Host-folio_session=${token}`);
      expect(movedJar.get('folio_session')).toMatch(/Max-Age=0/);
      const again = await secure.app.request('/sanctum/csrf-cookie', {
        headers: { cookie: `__Host-folio_session=${token}` },
      });
      expect(cookiesOf(again).has('__Host-folio_session')).toBe(false);
    } finally {
      await secure.close();
    }
  });

  it('keeps the session and token of a browser that already has matching ones', async () => {
    const first = await csrfHandshake();
    const again = await t.app.request('/sanctum/csrf-cookie', { headers: { cookie: first.cookie } });
    expect(again.status).toBe(204);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount()).toBe(1);
  });

  it('never stores the session id or the CSRF token themselves', async () => {
    const { jar, xsrf } = await csrfHandshake();
    const sessionToken = cookiePair(jar.get('folio_session')).split('=')[1];
    const rows = await t.database.db.select().from(sessions);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(sessionToken);
    expect(stored).not.toContain(xsrf);
  });
});

describe('CSRF protection', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers %s without the X-XSRF-TOKEN header with 419', async (method) => {
    const { cookie } = await csrfHandshake();
    const res = await t.app.request('/api/anything', { method, headers: { cookie } });
    expect(res.status).toBe(419);
    expect(await res.json()).toEqual({ message: 'CSRF token mismatch.', code: 'csrf_token_mismatch' });
  });

  it('answers a wrong token and a request without a session with 419', async () => {
    const { cookie } = await csrfHandshake();
    const wrong = await t.app.request('/api/anything', {
      method: 'POST',
      headers: { cookie, 'x-xsrf-token': 'forged' },
    });
    expect(wrong.status).toBe(419);
    const noSession = await t.app.request('/api/anything', { method: 'POST', headers: { 'x-xsrf-token': 'forged' } });
    expect(noSession.status).toBe(419);
  });

  it('lets a request with the matching header through to routing', async () => {
    const { cookie, xsrf } = await csrfHandshake();
    const res = await t.app.request('/api/anything', { method: 'POST', headers: { cookie, 'x-xsrf-token': xsrf } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'The route /api/anything could not be found.', code: 'not_found' });
  });
});

describe('bad input', () => {
  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.app.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"a":', 400],
    ['a wrong content type', 'text/plain', 'hello', 415],
    ['an oversized body', 'application/json', JSON.stringify({ a: 'x'.repeat(300 * 1024) }), 413],
  ])('answers %s before CSRF or a handler runs, changing nothing', async (_name, type, body, status) => {
    const before = await sessionCount();
    const res = await t.app.request('/api/anything', {
      method: 'POST',
      body,
      headers: { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) },
    });
    expect(res.status).toBe(status);
    const json = (await res.json()) as { message: string; code: string };
    expect(json.message.length).toBeGreaterThan(0);
    expect(json.code.length).toBeGreaterThan(0);
    expect(await sessionCount()).toBe(before);
  });
});
