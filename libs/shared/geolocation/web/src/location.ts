/** Where a cached location came from: the browser's position, an IP lookup, or the default country. */
export type LocationSource = 'browser' | 'ip' | 'default';

/** The reader's location as kept in local storage under `LOCATION_STORAGE_KEY` (spec section 3). */
export interface CachedLocation {
  /** ISO 3166-1 alpha-2, upper case. */
  country_code: string;
  country_name: string | null;
  city: string | null;
  region: string | null;
  /** IANA time zone, e.g. `Europe/London`, when the source knows it. */
  timezone: string | null;
  latitude: number | null;
  longitude: number | null;
  source: LocationSource;
  /** When it was found, in epoch milliseconds. */
  timestamp: number;
}

/** The local storage key of the cached location. */
export const LOCATION_STORAGE_KEY = 'geolocation_data';

export const DEFAULT_COUNTRY_CODE = 'US';
export const DEFAULT_COUNTRY_NAME = 'United States';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long a cached location is trusted, by source: a browser position moves with the reader (1 h);
 * an IP lookup or the default changes rarely (24 h).
 */
export const LOCATION_TTL_MS: Readonly<Record<LocationSource, number>> = {
  browser: HOUR_MS,
  ip: 24 * HOUR_MS,
  default: 24 * HOUR_MS,
};

/** The default country's location, stamped `now`. */
export function defaultLocation(now: number): CachedLocation {
  return {
    country_code: DEFAULT_COUNTRY_CODE,
    country_name: DEFAULT_COUNTRY_NAME,
    city: null,
    region: null,
    timezone: null,
    latitude: null,
    longitude: null,
    source: 'default',
    timestamp: now,
  };
}
