import { AuthPaths } from '@folio/auth-contract';
import { createTestDatabase } from '@folio/db/testing';
import { createHttpClient, CsrfError, HttpError, ValidationError, type HttpHooks } from '@folio/http';
import { Health } from '@folio/http-contract';
import { ApiError, createLogger, validate } from '@folio/server-kit';
import type { SessionEnv } from '@folio/auth-server';
import makeFetchCookie from 'fetch-cookie';
import { Hono } from 'hono';
import { CookieJar } from 'tough-cookie';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './testing/load-config.js';
import { buildAccounts } from './server.js';
import { createTestApp, listen, type TestApp } from './testing/test-app.js';

// Routes that answer the statuses the client has rules for, mounted on the real API so every
// request still goes through its CSRF, session and error middleware over real HTTP.
const probes = new Hono<SessionEnv>()
  .get('/api/probe/401', () => {
    throw new ApiError(401, 'unauthenticated', 'Unauthenticated.');
  })
  .get('/api/probe/409', () => {
    throw new ApiError(409, 'email_unverified', 'Your email address is not verified.');
  })
  .post('/api/probe/409-limit', () => {
    throw new ApiError(409, 'saved_limit_reached', 'You can keep at most 500 saved items. Remove some to save more.');
  })
  .get('/api/probe/500', () => {
    throw new Error('database exploded');
  })
  .post(
    '/api/probe/echo',
    validate('json', v.object({ title: v.pipe(v.string(), v.minLength(1, 'The title field is required.')) })),
    (c) => c.json({ data: c.req.valid('json') }, 201),
  );

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  t = await createTestApp({ domains: [probes] });
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** A browser-like client: a cookie jar, the XSRF-TOKEN read from it, and every request recorded. */
function browser(hooks: HttpHooks = {}, readCookie?: (name: string) => string | undefined) {
  const jar = new CookieJar();
  const calls: string[] = [];
  const cookieFetch = makeFetchCookie(fetch, jar);
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(
      `${request.method} ${new URL(request.url).pathname} ${request.headers.get('x-xsrf-token') ? 'with-xsrf' : 'no-xsrf'}`,
    );
    return cookieFetch(request);
  };
  const http = createHttpClient({
    baseUrl: server.url,
    fetch: recordingFetch,
    hooks,
    readBearerToken: () => undefined,
    readCookie: readCookie ?? ((name) => jar.getCookiesSync(server.url).find((cookie) => cookie.key === name)?.value),
  });
  return { http, jar, calls };
}

describe('@folio/http against the real API', () => {
  it('sends Accept: application/json and parses the answer with the contract schema', async () => {
    const { http } = browser();
    await expect(http.get('/api/health', { schema: Health })).resolves.toMatchObject({ status: 'ok' });
  });

  it('fetches the CSRF cookie before the first unsafe call and sends the header', async () => {
    const { http, calls } = browser();
    await expect(http.post('/api/probe/echo', { json: { title: 'Signed edition' } })).resolves.toEqual({
      data: { title: 'Signed edition' },
    });
    expect(calls).toEqual(['GET /sanctum/csrf-cookie no-xsrf', 'POST /api/probe/echo with-xsrf']);
  });

  it('on 419 fetches a fresh token and retries once it matches', async () => {
    const { http, jar, calls } = browser();
    await http.refreshCsrfToken();
    await jar.setCookie('XSRF-TOKEN=stale-token; Path=/', server.url);
    calls.length = 0;
    await expect(http.post('/api/probe/echo', { json: { title: 'Retry me' } })).resolves.toEqual({
      data: { title: 'Retry me' },
    });
    expect(calls).toEqual([
      'POST /api/probe/echo with-xsrf',
      'GET /sanctum/csrf-cookie no-xsrf',
      'POST /api/probe/echo with-xsrf',
    ]);
  });

  it('gives up after 3 refreshes with "Repeated CSRF token failure. Aborting."', async () => {
    // A browser whose XSRF-TOKEN never updates (a blocked cookie): every retry is refused again.
    const { http, calls } = browser({}, (name) => (name === 'XSRF-TOKEN' ? 'never-valid' : undefined));
    const failure = http.post('/api/probe/echo', { json: { title: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(CsrfError);
    await expect(failure).rejects.toThrow('Repeated CSRF token failure. Aborting.');
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(4);
    expect(calls.filter((c) => c.startsWith('GET /sanctum'))).toHaveLength(3);
  });

  it('calls onUnauthorized on 401 unless the call opted out', async () => {
    const onUnauthorized = vi.fn();
    const { http } = browser({ onUnauthorized });
    await expect(http.get('/api/probe/401')).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    await expect(http.get('/api/probe/401', { skipUnauthorizedHandling: true })).rejects.toBeInstanceOf(HttpError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('calls onUnverified on 409 unless the call opted out', async () => {
    const onUnverified = vi.fn();
    const { http } = browser({ onUnverified });
    await expect(http.get('/api/probe/409')).rejects.toMatchObject({ status: 409, code: 'email_unverified' });
    expect(onUnverified).toHaveBeenCalledOnce();
    await expect(http.get('/api/probe/409', { skipUnverifiedHandling: true })).rejects.toBeInstanceOf(HttpError);
    expect(onUnverified).toHaveBeenCalledOnce();
  });

  it('raises any other 409 with its message and leaves e-mail verification alone', async () => {
    const onUnverified = vi.fn();
    const { http } = browser({ onUnverified });
    await expect(http.post('/api/probe/409-limit')).rejects.toMatchObject({
      status: 409,
      code: 'saved_limit_reached',
      message: 'You can keep at most 500 saved items. Remove some to save more.',
    });
    expect(onUnverified).not.toHaveBeenCalled();
  });

  it("logs the server's message to the console on 500", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onServerError = vi.fn();
    const { http } = browser({ onServerError });
    await expect(http.get('/api/probe/500')).rejects.toMatchObject({ status: 500, message: 'Server Error' });
    expect(logged).toHaveBeenCalledWith('Server Error');
    expect(onServerError).toHaveBeenCalledOnce();
  });

  it('raises a ValidationError with the field errors on 422', async () => {
    const { http } = browser();
    const failure = http.post('/api/probe/echo', { json: { title: '' } });
    await expect(failure).rejects.toBeInstanceOf(ValidationError);
    await expect(failure).rejects.toMatchObject({ errors: { title: ['The title field is required.'] } });
  });

  it('raises a typed 404 for unknown API paths', async () => {
    const { http } = browser();
    await expect(http.get('/api/nowhere')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('@folio/http against the accounts API', () => {
  it("carries a 429's Retry-After as retryAfterSeconds (the forgot-password limit per address)", async () => {
    const database = await createTestDatabase();
    const accounts = buildAccounts(loadConfig({ NODE_ENV: 'test' }), database.db, createLogger({ level: 'silent' }));
    const { app } = createApp({
      database,
      logger: createLogger({ level: 'silent' }),
      production: false,
      secureCookies: false,
      domains: accounts.domains,
    });
    const served = await listen(app);
    try {
      const jar = new CookieJar();
      const http = createHttpClient({
        baseUrl: served.url,
        fetch: makeFetchCookie(fetch, jar),
        readCookie: (name) => jar.getCookiesSync(served.url).find((cookie) => cookie.key === name)?.value,
      });
      const ask = () => http.post(AuthPaths.forgotPassword, { json: { email: 'nobody@example.com' } });
      // Five a minute per client address pass; the next one is throttled.
      const failure = await (async () => {
        for (let i = 0; i < 10; i++) {
          try {
            await ask();
          } catch (error) {
            return error;
          }
        }
        return undefined;
      })();
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({ status: 429, code: 'too_many_requests' });
      expect((failure as HttpError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect((failure as HttpError).retryAfterSeconds).toBeLessThanOrEqual(60);
    } finally {
      await served.close();
      await accounts.mail.stop();
      await database.destroy();
    }
  });
});
