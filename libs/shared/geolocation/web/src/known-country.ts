import { readCachedLocation, type LocationStorage } from './location-cache';
import { browserTimeZone, timezoneCountry } from './timezone-country';

/**
 * The reader's country when the device already knows it, at once and without any request: a
 * fresh cached location, else the time zone's country (not for US zones). Null otherwise. For
 * calls that can say where the reader is but must not wait (the home feed's `?near=`).
 */
export function knownCountry({
  storage,
  now = Date.now,
  timeZone = browserTimeZone,
}: {
  storage: LocationStorage | null | undefined;
  now?: () => number;
  timeZone?: () => string | null;
}): string | null {
  return readCachedLocation(storage, now())?.country_code ?? timezoneCountry(timeZone());
}

/** `localStorage`, or null where there is none or the browser blocks it (private modes, sandboxed frames). */
export function browserStorage(): LocationStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
