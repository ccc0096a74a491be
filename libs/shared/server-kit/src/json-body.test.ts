import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { BaseEnv } from './app-env.js';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { jsonBody } from './json-body.js';
import { createLogger } from './logger.js';
import { validate } from './validate.js';

const Note = v.object({
  title: v.pipe(v.string(), v.minLength(1, 'The title field is required.')),
  pages: v.number('Pages must be a number.'),
});

function appWithOneRoute() {
  const saved: unknown[] = [];
  const app = new Hono<BaseEnv>().use(jsonBody({ maxBytes: 1024 })).post('/notes', validate('json', Note), (c) => {
    saved.push(c.req.valid('json'));
    return c.json({ ok: true }, 201);
  });
  app.onError(errorHandler(createLogger({ level: 'silent' })));
  app.notFound(notFoundHandler);
  return { app, saved };
}

const post = (app: Hono<BaseEnv>, body: string | Uint8Array<ArrayBuffer>, type = 'application/json') =>
  app.request('/notes', {
    method: 'POST',
    body,
    headers: { 'content-type': type, 'content-length': String(new Blob([body]).size) },
  });

describe('jsonBody + validate', () => {
  it('passes a valid JSON body to the handler', async () => {
    const { app, saved } = appWithOneRoute();
    const res = await post(app, JSON.stringify({ title: 'Signed', pages: 3 }));
    expect(res.status).toBe(201);
    expect(saved).toEqual([{ title: 'Signed', pages: 3 }]);
  });

  it.each([
    ['malformed JSON', '{"title": ', 400, 'malformed_json', 'Malformed JSON in request body.'],
    [
      'a __proto__ key',
      '{"title":"x","pages":1,"__proto__":{"admin":true}}',
      400,
      'malformed_json',
      'The request body contains a forbidden key.',
    ],
    [
      'a constructor.prototype key',
      '{"constructor":{"prototype":{"admin":true}}}',
      400,
      'malformed_json',
      'The request body contains a forbidden key.',
    ],
    ['deep nesting', '['.repeat(40) + ']'.repeat(40), 400, 'malformed_json', 'The request body is nested too deeply.'],
  ])('rejects %s with a clear 400 and changes nothing', async (_name, body, status, code, message) => {
    const { app, saved } = appWithOneRoute();
    const res = await post(app, body);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message, code });
    expect(saved).toEqual([]);
  });

  it('answers a NUL character in any string (PostgreSQL text cannot hold one) with 422 for its field, before the handler', async () => {
    const { app, saved } = appWithOneRoute();
    const inField = await post(app, JSON.stringify({ title: 'Sig\u0000ned', pages: 3 }));
    expect(inField.status).toBe(422);
    expect(await inField.json()).toEqual({
      message: 'The title field must not contain NUL characters.',
      code: 'validation_failed',
      errors: { title: ['The title field must not contain NUL characters.'] },
    });
    const nested = await post(
      app,
      JSON.stringify({ title: 'x', pages: 1, tags: [{ name: 'ok' }, { name: '\u0000' }] }),
    );
    expect(nested.status).toBe(422);
    expect(await nested.json()).toMatchObject({
      errors: { 'tags.1.name': ['The tags.1.name field must not contain NUL characters.'] },
    });
    const inKey = await post(app, JSON.stringify({ title: 'x', pages: 1, 'a\u0000b': 1 }));
    expect(await inKey.json()).toMatchObject({ errors: { _: ['The request must not contain NUL characters.'] } });
    expect(saved).toEqual([]);
  });

  it('answers a NUL character in a validated query string or path parameter with 422 for its field', async () => {
    const app = new Hono<BaseEnv>()
      .get('/search', validate('query', v.object({ q: v.string() })), (c) => c.json(c.req.valid('query')))
      .get('/items/:id', validate('param', v.object({ id: v.string() })), (c) => c.json(c.req.valid('param')));
    app.onError(errorHandler(createLogger({ level: 'silent' })));
    const query = await app.request('/search?q=a%00b');
    expect(query.status).toBe(422);
    expect(await query.json()).toMatchObject({
      code: 'validation_failed',
      errors: { q: ['The q field must not contain NUL characters.'] },
    });
    expect((await app.request('/items/a%00b')).status).toBe(422);
    expect(await (await app.request('/search?q=fine')).json()).toEqual({ q: 'fine' });
  });

  it('treats a POST without a body as an empty one, whatever its content type', async () => {
    const app = new Hono<BaseEnv>().use(jsonBody()).post('/ping', (c) => c.json({ ok: true }));
    app.onError(errorHandler(createLogger({ level: 'silent' })));
    const res = await app.request('/ping', { method: 'POST', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(200);
  });

  it('rejects invalid UTF-8 with 400', async () => {
    const { app, saved } = appWithOneRoute();
    const res = await post(app, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'malformed_json', message: 'The request body is not valid UTF-8.' });
    expect(saved).toEqual([]);
  });

  it('rejects a non-JSON content type with 415', async () => {
    const { app, saved } = appWithOneRoute();
    const res = await post(app, 'title=x', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'unsupported_media_type' });
    expect(saved).toEqual([]);
  });

  it('rejects an oversized body with 413', async () => {
    const { app, saved } = appWithOneRoute();
    const res = await post(app, JSON.stringify({ title: 'x'.repeat(2000), pages: 1 }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request body is larger than 1 kB.', code: 'payload_too_large' });
    expect(saved).toEqual([]);
  });

  it('answers schema failures with Laravel-style 422 field errors', async () => {
    const { app, saved } = appWithOneRoute();
    const res = await post(app, JSON.stringify({ title: '', pages: 'many' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'The title field is required. (and 1 more error)',
      code: 'validation_failed',
      errors: { title: ['The title field is required.'], pages: ['Pages must be a number.'] },
    });
    expect(saved).toEqual([]);
  });
});

describe('errorHandler', () => {
  function appThatThrows(error: unknown) {
    const logger = createLogger({ level: 'silent' });
    const logged = vi.spyOn(logger, 'error');
    const app = new Hono<BaseEnv>().get('/boom', () => {
      throw error;
    });
    app.onError(errorHandler(logger));
    return { app, logged };
  }

  it('answers an unexpected error with a generic 500 and no stack or message leak', async () => {
    const { app, logged } = appThatThrows(new Error('relation "secret_table" does not exist at /srv/app.js:1'));
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Server Error', code: 'internal_error' });
    expect(text).not.toMatch(/secret_table|\/srv|at /);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('answers a database outage with 503 and a JSON message', async () => {
    const { app } = appThatThrows(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    const res = await app.request('/boom');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'service_unavailable' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const app = new Hono();
    app.notFound(notFoundHandler);
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'The route /api/nope could not be found.', code: 'not_found' });
  });
});
