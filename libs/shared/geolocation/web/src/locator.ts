import { browserPosition, type BrowserGeolocation, type Coordinates } from './browser-position';
import { readCachedLocation, writeCachedLocation, type LocationStorage } from './location-cache';
import { defaultLocation, type CachedLocation } from './location';
import { ipLookup, reverseGeocode, type FetchLike, type LookupAnswer } from './lookup';
import { browserTimeZone, timezoneCountry } from './timezone-country';

/** Everything the locator touches, passed in so it runs in any app (and in tests) unchanged. */
export interface LocatorOptions {
  /**
   * Base URL of the lookup service, answering `GET {host}/json/` and `GET {host}/{lat},{lon}/json/`
   * (ipapi.co's shapes; Folio's API embeds one at `{origin}/api/geo`).
   */
  host: string;
  /** Where the location is kept; `localStorage` in a browser, null to keep nothing. */
  storage?: LocationStorage | null;
  /** `navigator.geolocation`; null or absent means the browser cannot tell. */
  geolocation?: BrowserGeolocation | null;
  fetch?: FetchLike;
  /** Epoch milliseconds. */
  now?: () => number;
  /** The reader's IANA time zone (the browser's by default). */
  timeZone?: () => string | null;
  /** Where failures go; they never reach the caller (the default country stands in). */
  log?: (message: string) => void;
}

/** What the fast variant found, and how. Only `ip` and `default` answers are kept in the cache. */
export interface CountryGuess {
  country_code: string;
  country_name: string | null;
  via: 'cache' | 'timezone' | 'ip' | 'default';
}

export interface Locator {
  /**
   * The reader's location: a fresh cached one, else the browser's position (this asks the reader's
   * permission, so call it on their gesture), else the IP lookup, else the default country (US).
   * Never fails; concurrent calls share one resolution.
   */
  locate(): Promise<CachedLocation>;
  /**
   * The reader's country without asking anything: a fresh cached location, else the time zone's
   * country (when it is not the US), else the IP lookup, else US. Never fails.
   */
  guessCountry(): Promise<CountryGuess>;
  /** The fresh cached location, if any, read synchronously. */
  cached(): CachedLocation | null;
}

/** A reverse-geocoding answer is kept for 24 h by its coordinates rounded to 2 decimals (about 1 km). */
export const REVERSE_GEOCODE_TTL_MS = 24 * 60 * 60 * 1000;
const coordinatesKey = ({ latitude, longitude }: Coordinates) => `${latitude.toFixed(2)},${longitude.toFixed(2)}`;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A country's English name where the runtime knows it (`Intl.DisplayNames`). */
function countryName(code: string): string | null {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? null;
  } catch {
    return null;
  }
}

function fromAnswer(
  answer: LookupAnswer,
  source: 'browser' | 'ip',
  timestamp: number,
  at?: Coordinates,
): CachedLocation {
  return {
    ...answer,
    latitude: at?.latitude ?? answer.latitude,
    longitude: at?.longitude ?? answer.longitude,
    source,
    timestamp,
  };
}

/** The reader's location, resolved as spec section 4 says, with every input passed in. */
export function createLocator(options: LocatorOptions): Locator {
  const fetcher: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const timeZone = options.timeZone ?? browserTimeZone;
  const log = options.log ?? ((message: string) => console.warn(message));
  const places = new Map<string, { answer: LookupAnswer; at: number }>();
  let locating: Promise<CachedLocation> | null = null;
  let guessing: Promise<CountryGuess> | null = null;

  const cached = () => readCachedLocation(options.storage, now());
  const keep = (location: CachedLocation) => {
    writeCachedLocation(options.storage, location);
    return location;
  };

  async function placeOf(at: Coordinates): Promise<LookupAnswer> {
    const key = coordinatesKey(at);
    const hit = places.get(key);
    if (hit && now() - hit.at < REVERSE_GEOCODE_TTL_MS) return hit.answer;
    const answer = await reverseGeocode(fetcher, options.host, at);
    places.set(key, { answer, at: now() });
    return answer;
  }

  async function fromBrowser(): Promise<CachedLocation> {
    const at = await browserPosition(options.geolocation);
    return fromAnswer(await placeOf(at), 'browser', now(), at);
  }

  const fromIp = async () => fromAnswer(await ipLookup(fetcher, options.host), 'ip', now());

  async function resolve(): Promise<CachedLocation> {
    const hit = cached();
    if (hit) return hit;
    let browserError: string;
    try {
      return keep(await fromBrowser());
    } catch (error) {
      browserError = errorText(error);
      log(browserError);
    }
    try {
      return keep(await fromIp());
    } catch (error) {
      log(`Both browser and IP geolocation failed: ${browserError}; ${errorText(error)}`);
      return keep(defaultLocation(now()));
    }
  }

  async function guess(): Promise<CountryGuess> {
    const hit = cached();
    if (hit) return { country_code: hit.country_code, country_name: hit.country_name, via: 'cache' };
    const zoned = timezoneCountry(timeZone());
    if (zoned) return { country_code: zoned, country_name: countryName(zoned), via: 'timezone' };
    try {
      const location = keep(await fromIp());
      return { country_code: location.country_code, country_name: location.country_name, via: 'ip' };
    } catch (error) {
      log(errorText(error));
      const location = keep(defaultLocation(now()));
      return { country_code: location.country_code, country_name: location.country_name, via: 'default' };
    }
  }

  return {
    cached,
    locate() {
      locating ??= resolve().finally(() => {
        locating = null;
      });
      return locating;
    },
    guessCountry() {
      guessing ??= guess().finally(() => {
        guessing = null;
      });
      return guessing;
    },
  };
}
