import { describe, expect, it } from 'vitest';
import { LOCATION_STORAGE_KEY, defaultLocation, type CachedLocation } from './location';
import { readCachedLocation, writeCachedLocation } from './location-cache';
import { memoryStorage } from './test-setup';

const HOUR = 60 * 60 * 1000;
const at = (source: CachedLocation['source'], timestamp: number): CachedLocation => ({
  ...defaultLocation(timestamp),
  country_code: 'GB',
  source,
});

describe('the cached location', () => {
  it("is kept under 'geolocation_data' and read back while fresh", () => {
    const storage = memoryStorage();
    writeCachedLocation(storage, at('ip', 1_000));
    expect(JSON.parse(storage.items.get(LOCATION_STORAGE_KEY) ?? 'null')).toMatchObject({
      country_code: 'GB',
      source: 'ip',
      timestamp: 1_000,
    });
    expect(readCachedLocation(storage, 1_000 + HOUR)?.country_code).toBe('GB');
  });

  it('trusts a browser position for 1 hour', () => {
    const storage = memoryStorage();
    writeCachedLocation(storage, at('browser', 0));
    expect(readCachedLocation(storage, HOUR - 1)).not.toBeNull();
    expect(readCachedLocation(storage, HOUR)).toBeNull();
  });

  it.each(['ip', 'default'] as const)('trusts an %s location for 24 hours', (source) => {
    const storage = memoryStorage();
    writeCachedLocation(storage, at(source, 0));
    expect(readCachedLocation(storage, 24 * HOUR - 1)).not.toBeNull();
    expect(readCachedLocation(storage, 24 * HOUR)).toBeNull();
  });

  it('ignores an entry from the future (a clock set back) and anything not shaped like a location', () => {
    const storage = memoryStorage();
    writeCachedLocation(storage, at('ip', 5_000));
    expect(readCachedLocation(storage, 4_000)).toBeNull();
    for (const raw of [
      'not json',
      '{}',
      JSON.stringify({ ...at('ip', 0), source: 'gps' }),
      JSON.stringify({ ...at('ip', 0), country_code: 'gb1' }),
    ]) {
      storage.items.set(LOCATION_STORAGE_KEY, raw);
      expect(readCachedLocation(storage, 1)).toBeNull();
    }
  });

  it('treats a storage that throws as empty, and never throws when writing to it', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readCachedLocation(broken, 0)).toBeNull();
    expect(() => writeCachedLocation(broken, at('ip', 0))).not.toThrow();
    expect(readCachedLocation(null, 0)).toBeNull();
  });
});
