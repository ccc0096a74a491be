import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { BaseEnv } from './app-env.js';
import { errorHandler } from './error-handler.js';
import { createLogger } from './logger.js';
import { issuesToFieldErrors, validate } from './validate.js';

const Line = v.object({
  product_id: v.pipe(v.string('The product_id must be a string.'), v.uuid('The product_id must be a valid id.')),
  note: v.optional(v.string('The note must be a string.')),
  shipping: v.optional(v.object({ country_code: v.string('The country_code must be a string.') })),
});

function app() {
  const added: unknown[] = [];
  const routes = new Hono<BaseEnv>().post('/lines', validate('json', Line), (c) => {
    added.push(c.req.valid('json'));
    return c.json({ ok: true }, 201);
  });
  routes.onError(errorHandler(createLogger({ level: 'silent' })));
  return { routes, added };
}

const post = (routes: Hono<BaseEnv>, body: unknown) =>
  routes.request('/lines', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe('validate', () => {
  it('names a required key that is missing as required, at any depth, and changes nothing', async () => {
    const { routes, added } = app();

    const response = await post(routes, { note: 'hi', shipping: {} });

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The product_id field is required. (and 1 more error)',
      code: 'validation_failed',
      errors: {
        product_id: ['The product_id field is required.'],
        'shipping.country_code': ['The country_code field is required.'],
      },
    });
    expect(added).toEqual([]);
  });

  it("keeps the field's own message for a value that is there but wrong", async () => {
    const { routes } = app();

    const response = await post(routes, { product_id: 'nope', note: 3 });

    expect(await response.json()).toMatchObject({
      errors: { product_id: ['The product_id must be a valid id.'], note: ['The note must be a string.'] },
    });
  });

  it('names unknown keys that are also names on Object (constructor, toString, __proto__) like any other', () => {
    const Strict = v.strictObject({ a: v.string() });
    for (const key of ['constructor', 'toString', '__proto__']) {
      const result = v.safeParse(Strict, JSON.parse(`{"a":"x","${key}":1}`));
      expect(result.success).toBe(false);
      const errors = issuesToFieldErrors(result.issues as unknown as Parameters<typeof issuesToFieldErrors>[0]);
      expect(Object.keys(errors)).toEqual([key]);
      expect(Object.keys(JSON.parse(JSON.stringify(errors)) as object)).toEqual([key]);
    }
  });
});
