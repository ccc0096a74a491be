import { notFoundHandler } from '@folio/server-kit';
import type { MiddlewareHandler } from 'hono';

/** What @hono/node-server passes as the bindings: the request's socket. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

const LOOPBACK_V4 = /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** 127.0.0.0/8, ::1, or IPv4-mapped loopback (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const normalized = address.toLowerCase();
  if (normalized === '::1') return true;
  return LOOPBACK_V4.test(normalized.startsWith('::ffff:') ? normalized.slice('::ffff:'.length) : normalized);
}

/** Headers a reverse proxy adds: a request carrying one was relayed for some other client. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Only clients on this machine: the development helpers (`npm run dev`) read every user's e-mail
 * and mint sign-in tickets, so they answer a request only when its socket comes from loopback
 * and no proxy relayed it. The socket decides, never a header a client can write. Everyone else,
 * and in-process requests without a socket, get the API's 404, as if the route did not exist.
 */
export function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
    const relayed = FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
    if (!isLoopbackAddress(socket) || relayed) return notFoundHandler(c);
    return next();
  };
}
