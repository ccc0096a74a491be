import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError, ResponseShapeError } from './errors.js';
import { createHttpClient } from './http-client.js';

// The transport edge is injected; the CSRF and status rules are tested against the real API in
// apps/api (http-client.test.ts). These cover what the client does with any answer.
function clientAnswering(respond: (request: Request) => Response | Promise<Response>, bearer?: string) {
  const seen: Request[] = [];
  const http = createHttpClient({
    baseUrl: 'http://folio.test',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      seen.push(request);
      return respond(request);
    },
    readCookie: (name) => (name === 'XSRF-TOKEN' ? 'token-1' : undefined),
    readBearerToken: () => bearer,
  });
  return { http, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createHttpClient', () => {
  it('sends Accept: application/json and credentials on every call', async () => {
    const { http, seen } = clientAnswering(() => json({ ok: true }));
    await http.get('/api/thing');
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
    expect(seen[0]?.credentials).toBe('include');
  });

  it('sends the stored bearer token when there is one, and no Authorization otherwise', async () => {
    const withToken = clientAnswering(() => json({}), 'abc123');
    await withToken.http.get('/api/thing');
    expect(withToken.seen[0]?.headers.get('authorization')).toBe('Bearer abc123');
    const without = clientAnswering(() => json({}));
    await without.http.get('/api/thing');
    expect(without.seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends the CSRF header on unsafe methods only', async () => {
    const { http, seen } = clientAnswering(() => json({}));
    await http.get('/api/thing');
    await http.delete('/api/thing');
    expect(seen.map((r) => [r.method, r.headers.get('x-xsrf-token')])).toEqual([
      ['GET', null],
      ['DELETE', 'token-1'],
    ]);
  });

  it('drops undefined search parameters', async () => {
    const { http, seen } = clientAnswering(() => json([]));
    await http.get('/api/list', { searchParams: { page: 2, sort_by: undefined } });
    expect(new URL(seen[0]!.url).search).toBe('?page=2');
  });

  it('answers a 204 with undefined', async () => {
    const { http } = clientAnswering(() => new Response(null, { status: 204 }));
    await expect(http.post('/api/thing')).resolves.toBeUndefined();
  });

  it('raises a NetworkError when there is no answer at all', async () => {
    const { http } = clientAnswering(() => {
      throw new TypeError('fetch failed');
    });
    await expect(http.get('/api/thing')).rejects.toBeInstanceOf(NetworkError);
  });

  it('raises a ResponseShapeError when the answer breaks the contract', async () => {
    const { http } = clientAnswering(() => json({ id: 'not-a-number' }));
    await expect(http.get('/api/thing', { schema: v.object({ id: v.number() }) })).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });

  it('keeps a non-JSON error body and still raises a typed error with a message', async () => {
    const { http } = clientAnswering(() => new Response('Bad Gateway', { status: 502 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = http.get('/api/thing');
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
      body: 'Bad Gateway',
    });
  });
});

describe('the 409 rule (spec section 8)', () => {
  it('sends only the unverified-e-mail answer to the shell, told by its code', async () => {
    const onUnverified = vi.fn();
    const http = createHttpClient({
      baseUrl: 'http://folio.test',
      fetch: async () => json({ message: 'Your email address is not verified.', code: 'email_unverified' }, 409),
      readCookie: () => 'token-1',
      hooks: { onUnverified },
    });
    await expect(http.get('/api/thing')).rejects.toMatchObject({ status: 409, code: 'email_unverified' });
    expect(onUnverified).toHaveBeenCalledOnce();
  });

  it('raises every other conflict with its message, without going to e-mail verification', async () => {
    const onUnverified = vi.fn();
    const message = 'You can keep at most 500 saved items. Remove some to save more.';
    const answers = [
      json({ message, code: 'saved_limit_reached' }, 409),
      json({ message: 'Already taken.', code: 'conflict' }, 409),
      json({ message: 'No code at all.' }, 409),
      new Response('Conflict', { status: 409 }),
    ];
    const http = createHttpClient({
      baseUrl: 'http://folio.test',
      fetch: async () => answers.shift()!,
      readCookie: () => 'token-1',
      hooks: { onUnverified },
    });
    await expect(http.post('/api/saved')).rejects.toMatchObject({ status: 409, code: 'saved_limit_reached', message });
    await expect(http.post('/api/saved')).rejects.toMatchObject({ status: 409, code: 'conflict' });
    await expect(http.post('/api/saved')).rejects.toMatchObject({ status: 409, code: undefined });
    await expect(http.post('/api/saved')).rejects.toBeInstanceOf(HttpError);
    expect(onUnverified).not.toHaveBeenCalled();
  });
});

describe('Retry-After', () => {
  const answering = (headers: Record<string, string>, status = 429) =>
    clientAnswering(
      () =>
        new Response(JSON.stringify({ message: 'Too many requests.', code: 'too_many_requests' }), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        }),
    ).http;

  it('carries the seconds of a Retry-After header on the error', async () => {
    await expect(answering({ 'retry-after': '42' }).post('/login')).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
  });

  it('turns an HTTP-date Retry-After into the seconds left, rounded up and never negative', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00.000Z'), toFake: ['Date'] });
    try {
      await expect(answering({ 'retry-after': 'Mon, 01 Jun 2026 10:01:30 GMT' }).post('/login')).rejects.toMatchObject({
        retryAfterSeconds: 90,
      });
      await expect(answering({ 'retry-after': 'Mon, 01 Jun 2026 09:59:00 GMT' }).post('/login')).rejects.toMatchObject({
        retryAfterSeconds: 0,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no wait without a readable header, and reads it on any status (a 503 too)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = await answering({})
      .post('/login')
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(HttpError);
    expect((missing as HttpError).retryAfterSeconds).toBeUndefined();
    await expect(answering({ 'retry-after': 'soon' }).post('/login')).rejects.toMatchObject({
      retryAfterSeconds: undefined,
    });
    await expect(answering({ 'retry-after': '-5' }).post('/login')).rejects.toMatchObject({
      retryAfterSeconds: undefined,
    });
    await expect(answering({ 'retry-after': '7' }, 503).get('/api/thing')).rejects.toMatchObject({
      status: 503,
      retryAfterSeconds: 7,
    });
  });
});
