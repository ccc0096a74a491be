import type { SessionEnv } from '@folio/auth-server';
import { Hono } from 'hono';

/**
 * The app as a client at `remoteAddress` reaches it through @hono/node-server, which passes the
 * socket in the bindings: in-process `app.request()` calls otherwise have no socket at all.
 */
export function fromAddress(app: Hono<SessionEnv>, remoteAddress = '127.0.0.1'): Hono<SessionEnv> {
  const bindings = { incoming: { socket: { remoteAddress } } };
  return new Hono<SessionEnv>().all('*', (c) => app.fetch(c.req.raw, bindings as never));
}
