import { LOCATION_STORAGE_KEY, LOCATION_TTL_MS, type CachedLocation, type LocationSource } from './location';

/** The part of the Web Storage API the cache uses (`localStorage` in a browser). */
export type LocationStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SOURCES: readonly LocationSource[] = ['browser', 'ip', 'default'];
const COUNTRY = /^[A-Z]{2}$/;

const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const numberOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/** A stored value that has the cached location's shape (another app's or an older version's is ignored). */
function isCachedLocation(value: unknown): value is CachedLocation {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry['country_code'] === 'string' &&
    COUNTRY.test(entry['country_code']) &&
    textOrNull(entry['country_name']) &&
    textOrNull(entry['city']) &&
    textOrNull(entry['region']) &&
    textOrNull(entry['timezone']) &&
    numberOrNull(entry['latitude']) &&
    numberOrNull(entry['longitude']) &&
    SOURCES.includes(entry['source'] as LocationSource) &&
    typeof entry['timestamp'] === 'number' &&
    Number.isFinite(entry['timestamp'])
  );
}

/** Whether a cached location is still trusted at `now`: 1 h for a browser position, 24 h otherwise. */
export function isFresh(location: CachedLocation, now: number): boolean {
  const age = now - location.timestamp;
  return age >= 0 && age < LOCATION_TTL_MS[location.source];
}

/**
 * The cached location when it is there, well formed and fresh; else null. Storage that throws
 * (blocked, private mode) counts as empty.
 */
export function readCachedLocation(storage: LocationStorage | null | undefined, now: number): CachedLocation | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(LOCATION_STORAGE_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isCachedLocation(parsed) && isFresh(parsed, now) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps a location; a full or blocked storage only means the next visit looks it up again. */
export function writeCachedLocation(storage: LocationStorage | null | undefined, location: CachedLocation): void {
  try {
    storage?.setItem(LOCATION_STORAGE_KEY, JSON.stringify(location));
  } catch {
    // Nothing to do: the location is still returned, just not kept.
  }
}
