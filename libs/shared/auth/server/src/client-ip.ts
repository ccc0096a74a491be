import type { Context } from 'hono';

export type ClientIpResolver = (c: Context) => string;

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client's address for rate limits. Behind `trustProxyHops` reverse proxies the address is
 * taken from `X-Forwarded-For`, counting from the right (the entries the proxies appended), so a
 * client cannot choose it by sending the header itself. A chain shorter than the trusted hops did
 * not pass every proxy, so its entries may be the client's own: then the socket address counts.
 * Without a socket (in-process tests) it is 'unknown'.
 */
export function clientIpResolver({ trustProxyHops = 0 }: { trustProxyHops?: number } = {}): ClientIpResolver {
  return (c) =>
    clientAddress(
      (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress,
      trustProxyHops > 0 ? c.req.header('x-forwarded-for') : undefined,
      trustProxyHops,
    );
}

/**
 * The same rule over a socket address and an `X-Forwarded-For` value, for code that answers
 * straight from Node's request (the analytics endpoint's front): 'unknown' without a socket.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxyHops: number,
): string {
  const socket = socketAddress ?? 'unknown';
  if (trustProxyHops <= 0) return socket;
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return (chain.length >= trustProxyHops ? chain[chain.length - trustProxyHops] : undefined) ?? socket;
}
