import { AuthMessages, AuthPaths } from '@folio/auth-contract';
import { errorHandler, createLogger, type BaseEnv } from '@folio/server-kit';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createClientRefusals } from './client-refusals.js';
import { credentialGate } from './credential-gate.js';

/** An app whose sign-in waits until released, behind a gate of 2 in flight and 2 waiting. */
function gatedApp() {
  const releases: Array<() => void> = [];
  const app = new Hono<BaseEnv>()
    .use(
      credentialGate({
        clientIp: (c) => c.req.header('x-client') ?? 'unknown',
        maxInFlight: 2,
        maxQueue: 2,
        perClient: 1,
      }),
    )
    .post(AuthPaths.login, async (c) => {
      await new Promise<void>((resolve) => releases.push(resolve));
      return c.json({ ok: true });
    })
    .post('/api/cart', (c) => c.json({ ok: true }));
  app.onError(errorHandler(createLogger({ level: 'silent' })));
  const post = async (path: string, client: string) =>
    app.request(path, { method: 'POST', headers: { 'x-client': client } });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** Releases every held sign-in, and those the queue lets in after them, until all have answered. */
  async function drain<T>(pending: Array<Promise<T>>): Promise<T[]> {
    let done = false;
    const all = Promise.all(pending).finally(() => (done = true));
    while (!done) {
      for (const release of releases.splice(0)) release();
      await settle();
    }
    return all;
  }
  return { post, releases, settle, drain };
}

describe('the credential gate', () => {
  it('turns a busy client away with 429 only while the gate is full, and queues other clients in order', async () => {
    const { post, settle, drain } = gatedApp();
    const first = [post(AuthPaths.login, 'a'), post(AuthPaths.login, 'b')];
    await settle();
    const sameClient = await post(AuthPaths.login, 'a');
    expect(sameClient.status).toBe(429);
    expect(sameClient.headers.get('retry-after')).toBe('1');
    expect(await sameClient.json()).toMatchObject({ code: 'too_many_requests' });

    const queued = [post(AuthPaths.login, 'c'), post(AuthPaths.login, 'd')];
    await settle();
    const overflow = await post(AuthPaths.login, 'e');
    expect(overflow.status).toBe(503);
    expect(Number(overflow.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await overflow.json()).toMatchObject({ code: 'service_unavailable' });

    expect((await drain([...first, ...queued])).map((res) => res.status)).toEqual([200, 200, 200, 200]);
  });

  it('lets every other request through untouched, however full it is', async () => {
    const { post, settle, drain } = gatedApp();
    const held = ['a', 'b', 'c', 'd'].map((client) => post(AuthPaths.login, client));
    await settle();
    expect((await post('/api/cart', 'a')).status).toBe(200);
    expect((await post('/api/cart', 'e')).status).toBe(200);
    expect((await post(AuthPaths.login, 'e')).status).toBe(503);
    await drain(held);
  });
});

describe('a client over a per-client limit', () => {
  it('is answered by the gate from memory, in its door’s words, until the wait is over', async () => {
    let now = new Date('2026-11-24T10:00:00Z');
    const refusals = createClientRefusals({ now: () => now });
    let reachedRoute = 0;
    const app = new Hono<BaseEnv>()
      .use(credentialGate({ clientIp: (c) => c.req.header('x-client') ?? 'unknown', refusals }))
      .post(AuthPaths.login, (c) => {
        reachedRoute++;
        return c.json({ ok: true });
      });
    app.onError(errorHandler(createLogger({ level: 'silent' })));
    const post = async (client: string) =>
      app.request(AuthPaths.login, { method: 'POST', headers: { 'x-client': client } });

    refusals.refuse(AuthPaths.login, 'a', 90, AuthMessages.throttle);
    const refused = await post('a');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('90');
    expect(await refused.json()).toEqual({
      message: 'Too many login attempts. Please try again in 90 seconds.',
      code: 'too_many_requests',
    });
    expect((await post('b')).status).toBe(200);
    expect(reachedRoute).toBe(1);

    now = new Date(now.getTime() + 90_000);
    expect((await post('a')).status).toBe(200);
    expect(reachedRoute).toBe(2);
  });
});
