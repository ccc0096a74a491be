import type { Coordinates } from './browser-position';
import type { CachedLocation } from './location';

/** What a lookup answers (the fields read from `GET {host}/json/` and `GET {host}/{lat},{lon}/json/`): a cached location before it is kept. */
export type LookupAnswer = Omit<CachedLocation, 'source' | 'timestamp'>;

/** How long one lookup may take before it counts as failed. */
export const LOOKUP_TIMEOUT_MS = 5_000;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const coordinate = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** What the service said went wrong in a 200 answer (`{error: true, reason}`) or an error answer. */
function reasonOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (!record['error']) return null;
  return (
    text(record['reason']) ??
    text(record['message']) ??
    (typeof record['error'] === 'string' ? record['error'] : 'error')
  );
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Base URL without trailing slashes, so `{host}/json/` has one slash whatever was configured. */
const base = (host: string) => host.replace(/\/+$/, '');

/**
 * One lookup: `GET url` accepting JSON, within `LOOKUP_TIMEOUT_MS`, no cookies sent (a third-party
 * host, by default). Any failure is an Error `'{prefix}: {status or message}'`.
 */
async function lookup(fetcher: FetchLike, url: string, prefix: string): Promise<LookupAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOOKUP_TIMEOUT_MS);
  let response: Response;
  let body: unknown;
  try {
    response = await fetcher(url, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      signal: controller.signal,
    });
    body = await bodyOf(response);
  } catch (error) {
    const message = controller.signal.aborted
      ? `timed out after ${LOOKUP_TIMEOUT_MS} ms`
      : error instanceof Error
        ? error.message
        : String(error);
    throw new Error(`${prefix}: ${message}`);
  } finally {
    clearTimeout(timer);
  }
  const reason = reasonOf(body);
  if (!response.ok) throw new Error(`${prefix}: ${reason ? `${response.status} ${reason}` : response.status}`);
  if (reason) throw new Error(`${prefix}: ${reason}`);
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const country = text(record['country_code'])?.toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country)) throw new Error(`${prefix}: no country in the answer`);
  return {
    country_code: country,
    country_name: text(record['country_name']),
    city: text(record['city']),
    region: text(record['region']),
    timezone: text(record['timezone']),
    latitude: coordinate(record['latitude']),
    longitude: coordinate(record['longitude']),
  };
}

/** The caller's location from its address: `GET {host}/json/`. Fails with 'IP Geolocation API error: …'. */
export function ipLookup(fetcher: FetchLike, host: string): Promise<LookupAnswer> {
  return lookup(fetcher, `${base(host)}/json/`, 'IP Geolocation API error');
}

/** Where a point is: `GET {host}/{lat},{lon}/json/`. Fails with 'Reverse geocoding API error: …'. */
export function reverseGeocode(
  fetcher: FetchLike,
  host: string,
  { latitude, longitude }: Coordinates,
): Promise<LookupAnswer> {
  return lookup(fetcher, `${base(host)}/${latitude},${longitude}/json/`, 'Reverse geocoding API error');
}
