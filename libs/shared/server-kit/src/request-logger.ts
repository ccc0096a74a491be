import { createMiddleware } from 'hono/factory';
import type { BaseEnv } from './app-env.js';
import type { Logger } from './logger.js';

/**
 * One JSON line per request with its request id, and a child logger on the context so every
 * line a handler writes carries the same id. Runs after hono's `requestId()`.
 */
export function requestLogger(logger: Logger, now: () => number = performance.now.bind(performance)) {
  return createMiddleware<BaseEnv>(async (c, next) => {
    const started = now();
    const child = logger.child({ reqId: c.get('requestId') });
    c.set('logger', child);
    await next();
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((now() - started) * 100) / 100,
    };
    if (status >= 500) child.warn(line, 'request failed');
    else child.info(line, 'request');
  });
}
