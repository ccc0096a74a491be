import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { BaseEnv } from './app-env.js';
import { errorHandler, isDatabaseUnavailable } from './error-handler.js';
import { createLogger } from './logger.js';

/** What the ORM throws for a failed statement: its own error, the driver's as its cause. */
const failedQuery = (cause: unknown) =>
  Object.assign(new Error('Failed query: select "id" from "orders" where "id" = $1\nparams: 7'), { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

function answering(error: unknown) {
  const app = new Hono<BaseEnv>().get('/x', () => {
    throw error;
  });
  app.onError(errorHandler(createLogger({ level: 'silent' })));
  return app.request('/x');
}

describe('a database that went away (R14)', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection lost under a query', failedQuery(new Error('Connection terminated unexpectedly'))],
    [
      'a transaction going on over a broken client',
      failedQuery(new Error('Client has encountered a connection error and is not queryable')),
    ],
    ['the rollback after it', failedQuery(failedQuery(new Error('Connection terminated unexpectedly')))],
    ['no connection within the time-out', new Error('timeout exceeded when trying to connect')],
    ['the server shutting down', failedQuery(withCode('terminating connection due to administrator command', '57P01'))],
    [
      'every address of a host refusing',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    ],
  ])('%s is a 503 with Retry-After and a plain message', async (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    const res = await answering(error);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      message: 'The service is temporarily unavailable. Please try again shortly.',
      code: 'service_unavailable',
    });
    expect(text).not.toMatch(/select|5432|orders|terminated/i);
  });

  it.each([
    [
      'a failed statement',
      failedQuery(withCode('duplicate key value violates unique constraint "orders_pkey"', '23505')),
    ],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s is still a 500, not an outage', async (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    const res = await answering(error);
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
  });
});
