import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientIpResolver } from './client-ip.js';

/** The resolver's answer for a request from `socket` carrying `forwardedFor`. */
async function resolve(trustProxyHops: number, forwardedFor: string | undefined, socket = '192.0.2.10') {
  const app = new Hono().get('/ip', (c) => c.text(clientIpResolver({ trustProxyHops })(c)));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  // @hono/node-server puts the Node request in `env.incoming`; this is the part the resolver reads.
  const res = await app.request('/ip', { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return res.text();
}

describe('the client address for rate limits', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await resolve(0, '198.51.100.1')).toBe('192.0.2.10');
    expect(await resolve(0, undefined)).toBe('192.0.2.10');
  });

  it('counts trusted hops from the right of X-Forwarded-For, so entries the client wrote are never read', async () => {
    expect(await resolve(1, '198.51.100.1')).toBe('198.51.100.1');
    expect(await resolve(1, 'forged, 198.51.100.1')).toBe('198.51.100.1');
    expect(await resolve(2, 'forged, 198.51.100.1, 10.0.0.2')).toBe('198.51.100.1');
  });

  it('falls back to the socket, not to the entry the client controls, when the chain is shorter than the trusted hops', async () => {
    // Two trusted proxies but one entry: the request skipped a proxy (or reached us directly), so
    // the lone entry may be the client's own header. The socket is the only address nobody chose.
    expect(await resolve(2, '198.51.100.66')).toBe('192.0.2.10');
    expect(await resolve(3, 'forged, 198.51.100.66')).toBe('192.0.2.10');
    expect(await resolve(1, '')).toBe('192.0.2.10');
    expect(await resolve(2, ' , ')).toBe('192.0.2.10');
  });

  it('reads the real socket of a Node server', async () => {
    const app = new Hono().get('/ip', (c) => c.text(clientIpResolver({ trustProxyHops: 2 })(c)));
    const server = await new Promise<ReturnType<typeof serve>>((done) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/ip`, { headers: { 'x-forwarded-for': '203.0.113.99' } });
      expect(await res.text()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
