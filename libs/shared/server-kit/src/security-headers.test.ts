import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import type { BaseEnv } from './app-env.js';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { createLogger } from './logger.js';
import { securityHeaders } from './security-headers.js';

function appWithHeaders(production = false) {
  const app = new Hono<BaseEnv>();
  app.use(securityHeaders({ production, scriptSrc: ['https://js.stripe.test'] }));
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/bytes', (c) => c.body(new Uint8Array([1, 2, 3]), 200, { 'Content-Type': 'application/octet-stream' }));
  app.get('/not-modified', (c) => c.body(null, 304));
  app.get('/refused', () => {
    throw new ApiError(403, 'Not yours.', 'forbidden');
  });
  app.get('/broken', () => {
    throw new Error('boom');
  });
  app.notFound(notFoundHandler);
  app.onError(errorHandler(createLogger({ level: 'silent' })));
  return app;
}

describe('securityHeaders', () => {
  it.each(['/json', '/bytes', '/not-modified', '/refused', '/broken', '/missing'])('reach the answer of %s', async (path) => {
    const res = await appWithHeaders().request(path);

    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' https://js.stripe.test; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS in production only', async () => {
    const res = await appWithHeaders(true).request('/json');

    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });
});
