import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, loopbackOnly } from './loopback-only.js';

/** A request as @hono/node-server hands it over: the socket's address in the bindings. */
const from = (remoteAddress: string | undefined) => ({ incoming: { socket: { remoteAddress } } });

const app = new Hono().use(loopbackOnly()).get('/api/dev/mailbox', (c) => c.json({ data: [] }));

describe('loopbackOnly', () => {
  it('answers clients on this machine: 127.0.0.0/8, ::1 and IPv4-mapped loopback', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await app.request('/api/dev/mailbox', {}, from(address))).status, address).toBe(200);
    }
  });

  it('answers every other client as if the route did not exist', async () => {
    for (const address of [
      '10.0.0.5',
      '192.168.1.20',
      '203.0.113.9',
      '::ffff:10.0.0.5',
      '2001:db8::1',
      '0.0.0.0',
      '::',
      undefined,
    ]) {
      const res = await app.request('/api/dev/mailbox', {}, from(address));
      expect(res.status, String(address)).toBe(404);
      expect(await res.json()).toEqual({
        message: 'The route /api/dev/mailbox could not be found.',
        code: 'not_found',
      });
    }
  });

  it('never believes a forwarding header: a remote client cannot claim to be local', async () => {
    const spoofed = await app.request(
      '/api/dev/mailbox',
      { headers: { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '127.0.0.1' } },
      from('203.0.113.9'),
    );
    expect(spoofed.status).toBe(404);
  });

  it('refuses a request a proxy on this machine relayed: its socket is local, its client may not be', async () => {
    for (const headers of [
      { 'X-Forwarded-For': '203.0.113.9' },
      { Forwarded: 'for=203.0.113.9' },
      { 'X-Real-IP': '203.0.113.9' },
    ]) {
      expect((await app.request('/api/dev/mailbox', { headers }, from('127.0.0.1'))).status).toBe(404);
    }
  });

  it('answers in-process requests that have no socket with 404', async () => {
    expect((await app.request('/api/dev/mailbox')).status).toBe(404);
  });
});

describe('isLoopbackAddress', () => {
  it('knows loopback from look-alikes', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.2')).toBe(true);
    expect(isLoopbackAddress('127.0.0.1.example.com')).toBe(false);
    expect(isLoopbackAddress('1127.0.0.1')).toBe(false);
    expect(isLoopbackAddress('::2')).toBe(false);
    expect(isLoopbackAddress('')).toBe(false);
  });
});
