import { Hono, type Context } from 'hono';
import { isRefusal, type GeoLookupResult } from './geo-answer.js';
import { lookupAddress } from './ip-country.js';
import { lookupPoint } from './point-country.js';

/** Where the Folio API mounts the service: the client's lookup host is `{origin}/api/geo`. */
export const GEOLOCATION_BASE_PATH = '/api/geo';

export interface GeolocationRoutesOptions {
  /** The caller's address (behind trusted proxies, from `X-Forwarded-For`): Folio passes `clientIpResolver`. */
  clientIp: (c: Context) => string;
  /** Mount point; `GEOLOCATION_BASE_PATH` by default. */
  basePath?: string;
  /** The lookups; the embedded data by default (tests may pass others). */
  byAddress?: (address: string) => GeoLookupResult;
  byPoint?: (latitude: number, longitude: number) => GeoLookupResult;
}

const DEGREES = /^[+-]?\d{1,3}(?:\.\d{1,15})?$/;
const INVALID_POINT = 'The coordinates must be latitude,longitude in degrees, e.g. 51.5072,-0.1276.';

/** `lat,lon` as numbers within range, or null. */
export function parsePoint(text: string): { latitude: number; longitude: number } | null {
  const [lat, lon, ...rest] = text.split(',');
  if (rest.length > 0 || !lat || !lon || !DEGREES.test(lat) || !DEGREES.test(lon)) return null;
  const latitude = Number(lat);
  const longitude = Number(lon);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/**
 * The embedded IP geolocation service, in ipapi.co's shapes so the same client works against
 * either: `GET {base}/json/` locates the caller by its address, `GET {base}/{lat},{lon}/json/`
 * names the country (and time zone) of a point. An address that names no place (loopback, a
 * private network, IPv6, one not in the data) is a 200 `{error: true, reason, code}` as ipapi.co
 * answers it; malformed coordinates are a 400 `{message, code, error, reason}`; a point outside
 * every country (the open sea) a 404. Everything comes from data in installed packages: no
 * network, no key, no database, no session.
 */
export function geolocationRoutes({
  clientIp,
  basePath = GEOLOCATION_BASE_PATH,
  byAddress = lookupAddress,
  byPoint = lookupPoint,
}: GeolocationRoutesOptions) {
  const here = (c: Context) => {
    // Personal (it depends on who asks): no shared cache may keep it.
    c.header('Cache-Control', 'private, no-store');
    return c.json(byAddress(clientIp(c)));
  };
  const there = (c: Context) => {
    const point = parsePoint(c.req.param('point') ?? '');
    if (!point)
      return c.json({ message: INVALID_POINT, code: 'invalid_coordinates', error: true, reason: INVALID_POINT }, 400);
    const result = byPoint(point.latitude, point.longitude);
    // The same for everyone: a day in any cache, as the client keeps it.
    c.header('Cache-Control', 'public, max-age=86400');
    if (isRefusal(result)) return c.json({ message: result.reason, ...result }, 404);
    return c.json(result);
  };
  return new Hono()
    .basePath(basePath)
    .get('/json/', here)
    .get('/json', here)
    .get('/:point/json/', there)
    .get('/:point/json', there);
}
