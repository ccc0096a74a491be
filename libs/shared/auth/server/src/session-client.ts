import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { clientIpResolver, type ClientIpResolver } from './client-ip.js';

/**
 * What a session records about the browser using it, for the "Where you're signed in" list: the
 * user agent, a coarse network (never the address itself) and, behind a trusted proxy that names
 * one, a country. Written at sign-in and whenever the session's last-seen time is refreshed.
 */
export interface SessionClient {
  /** The `User-Agent` header, at most `MAX_USER_AGENT_LENGTH` characters; null when absent. */
  userAgent: string | null;
  /** `'loopback'`, `'private'`, or the network with its last part left out; null when unknown. */
  network: string | null;
  /** ISO 3166-1 alpha-2, from the trusted proxy's country header; null without one. */
  country: string | null;
}

export type SessionClientReader = (c: Context) => SessionClient;

export const MAX_USER_AGENT_LENGTH = 512;

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Addresses that only mean something inside one network: RFC 1918, link-local, shared (CGNAT), ULA. */
const local = new BlockList();
local.addSubnet('10.0.0.0', 8, 'ipv4');
local.addSubnet('172.16.0.0', 12, 'ipv4');
local.addSubnet('192.168.0.0', 16, 'ipv4');
local.addSubnet('169.254.0.0', 16, 'ipv4');
local.addSubnet('100.64.0.0', 10, 'ipv4');
local.addSubnet('fc00::', 7, 'ipv6');
local.addSubnet('fe80::', 10, 'ipv6');

/** The eight groups of an IPv6 address, `::` expanded (the address is known to be valid). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
}

/**
 * The coarse place of an address, as stored: `'loopback'` (this computer), `'private'` (a local
 * network), or the network it belongs to: IPv4 /24 as `203.0.113.x`, IPv6 /48 as
 * `2001:db8:1234::/48`. Anything that is not an IP address (no socket in in-process tests) is null.
 */
export function coarseNetwork(ip: string): string | null {
  let address = ip.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  if (isIPv4(address)) {
    if (loopback.check(address, 'ipv4')) return 'loopback';
    if (local.check(address, 'ipv4')) return 'private';
    return `${address.split('.').slice(0, 3).join('.')}.x`;
  }
  if (isIPv6(address)) {
    if (loopback.check(address, 'ipv6')) return 'loopback';
    if (local.check(address, 'ipv6')) return 'private';
    return `${ipv6Groups(address).slice(0, 3).join(':')}::/48`;
  }
  return null;
}

/** A country header's value, when it is a real ISO code (Cloudflare says XX for unknown, T1 for Tor). */
function countryCode(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'ZZ' ? code : null;
}

export interface SessionClientOptions {
  /** Reverse proxies in front of the API (TRUST_PROXY_HOPS). The country header is read only behind one. */
  trustProxyHops?: number;
  /** The header a trusted proxy sets to the visitor's country (e.g. `CF-IPCountry`); null: no country. */
  countryHeader?: string | null;
  /** How the client's address is found; by default `clientIpResolver({trustProxyHops})`. */
  clientIp?: ClientIpResolver;
}

/**
 * Reads a request's `SessionClient`. The country comes only from a header named in configuration
 * and only when a proxy is trusted: without one, any client could write the header itself.
 */
export function sessionClientReader({
  trustProxyHops = 0,
  countryHeader = null,
  clientIp,
}: SessionClientOptions = {}): SessionClientReader {
  const addressOf = clientIp ?? clientIpResolver({ trustProxyHops });
  const country = trustProxyHops > 0 && countryHeader ? countryHeader : null;
  return (c) => ({
    userAgent: c.req.header('user-agent')?.trim().slice(0, MAX_USER_AGENT_LENGTH) || null,
    network: coarseNetwork(addressOf(c)),
    country: country ? countryCode(c.req.header(country)) : null,
  });
}
