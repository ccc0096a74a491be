import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_STORAGE_KEY, defaultLocation } from './location';
import { knownCountry } from './known-country';
import { writeCachedLocation } from './location-cache';
import { createLocator, type LocatorOptions } from './locator';
import { suggestShippingCountry } from './shipping-country';
import { fakeGeolocation, ipAnswer, memoryStorage, startLookupHost, type LookupHost } from './test-setup';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2026, 5, 1, 12);

let host: LookupHost;
let storage: ReturnType<typeof memoryStorage>;
let logged: string[];

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START });
  host = await startLookupHost();
  storage = memoryStorage();
  logged = [];
});
afterEach(async () => {
  vi.useRealTimers();
  await host.close();
});

const locator = (options: Partial<LocatorOptions> = {}) =>
  createLocator({
    host: host.url,
    storage,
    geolocation: null,
    timeZone: () => 'America/New_York',
    log: (message) => logged.push(message),
    ...options,
  });
const stored = () => JSON.parse(storage.items.get(LOCATION_STORAGE_KEY) ?? 'null') as unknown;
const paths = () => host.requests.map((request) => request.path);

describe('locate: cache, then browser, then IP, then the default country', () => {
  it('answers a fresh cached location without asking anything', async () => {
    writeCachedLocation(storage, {
      ...defaultLocation(START - HOUR),
      country_code: 'DE',
      country_name: 'Germany',
      source: 'ip',
    });
    const geolocation = fakeGeolocation({ latitude: 1, longitude: 1 });
    await expect(locator({ geolocation }).locate()).resolves.toMatchObject({ country_code: 'DE', source: 'ip' });
    expect(geolocation.calls).toHaveLength(0);
    expect(paths()).toEqual([]);
  });

  it("uses the browser's position, reverse geocoded, and keeps it with source 'browser'", async () => {
    host.answer(
      '/51.5072,-0.1276/json/',
      200,
      ipAnswer('GB', { city: 'London', region: 'England', timezone: 'Europe/London' }),
    );
    const location = await locator({
      geolocation: fakeGeolocation({ latitude: 51.5072, longitude: -0.1276 }),
    }).locate();
    expect(location).toEqual({
      country_code: 'GB',
      country_name: 'United Kingdom',
      city: 'London',
      region: 'England',
      timezone: 'Europe/London',
      latitude: 51.5072,
      longitude: -0.1276,
      source: 'browser',
      timestamp: START,
    });
    expect(stored()).toEqual(location);
    expect(paths()).toEqual(['/51.5072,-0.1276/json/']);
  });

  it('looks a browser position up again after an hour, but not the IP location until a day has passed', async () => {
    host.answer('/51.5072,-0.1276/json/', 200, ipAnswer('GB'));
    const located = locator({ geolocation: fakeGeolocation({ latitude: 51.5072, longitude: -0.1276 }) });
    await located.locate();
    vi.setSystemTime(START + HOUR - 1);
    await located.locate();
    expect(paths()).toHaveLength(1);
    vi.setSystemTime(START + HOUR);
    expect(located.cached()).toBeNull();
  });

  it('reverse geocodes a nearby position (same coordinates to 2 decimals) from memory for 24 h', async () => {
    host.answer('/51.5072,-0.1276/json/', 200, ipAnswer('GB'));
    host.answer('/51.5099,-0.1301/json/', 200, ipAnswer('GB'));
    const position = { latitude: 51.5072, longitude: -0.1276 };
    const geolocation = {
      getCurrentPosition: (success: PositionCallback) => success({ coords: { ...position } } as GeolocationPosition),
    };
    const located = locator({ geolocation, storage: null });
    await located.locate();
    Object.assign(position, { latitude: 51.5099, longitude: -0.1301 });
    await expect(located.locate()).resolves.toMatchObject({
      country_code: 'GB',
      latitude: 51.5099,
      longitude: -0.1301,
    });
    expect(paths()).toEqual(['/51.5072,-0.1276/json/']);
    vi.setSystemTime(START + 24 * HOUR);
    await located.locate();
    expect(paths()).toEqual(['/51.5072,-0.1276/json/', '/51.5099,-0.1301/json/']);
  });

  it('falls back to the IP lookup when the reader says no, and logs why', async () => {
    host.answer('/json/', 200, ipAnswer('GB', { latitude: 51.5, longitude: -0.1 }));
    await expect(locator({ geolocation: fakeGeolocation({ code: 1 }) }).locate()).resolves.toMatchObject({
      country_code: 'GB',
      source: 'ip',
      latitude: 51.5,
    });
    expect(logged).toEqual(['User denied geolocation permission']);
    expect(stored()).toMatchObject({ source: 'ip', timestamp: START });
  });

  it('falls back to the IP lookup when reverse geocoding fails', async () => {
    host.answer('/10,10/json/', 500, {});
    host.answer('/json/', 200, ipAnswer('NG'));
    await expect(
      locator({ geolocation: fakeGeolocation({ latitude: 10, longitude: 10 }) }).locate(),
    ).resolves.toMatchObject({ country_code: 'NG', source: 'ip' });
    expect(logged).toEqual(['Reverse geocoding API error: 500']);
  });

  it('falls back to the IP lookup after 10 s of an unanswered permission prompt', async () => {
    host.answer('/json/', 200, ipAnswer('GB'));
    const pending = locator({ geolocation: fakeGeolocation('never') }).locate();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(pending).resolves.toMatchObject({ country_code: 'GB', source: 'ip' });
    expect(logged).toEqual(['Browser geolocation request timed out']);
  });

  it("ends at the default country US, kept for 24 h, with 'Both browser and IP geolocation failed: …'", async () => {
    host.answer('/json/', 200, { error: true, reason: 'Reserved IP Address' });
    const located = locator();
    await expect(located.locate()).resolves.toEqual(defaultLocation(START));
    expect(logged).toEqual([
      'Geolocation is not supported by this browser',
      'Both browser and IP geolocation failed: Geolocation is not supported by this browser; IP Geolocation API error: Reserved IP Address',
    ]);
    vi.setSystemTime(START + 23 * HOUR);
    await located.locate();
    expect(paths()).toEqual(['/json/']);
  });

  it('never fails, even when the lookup host is down', async () => {
    const url = host.url;
    await host.close();
    await expect(
      createLocator({ host: url, storage, geolocation: null, log: () => undefined }).locate(),
    ).resolves.toMatchObject({ country_code: 'US', source: 'default' });
  });

  it('shares one resolution between concurrent callers', async () => {
    host.answer('/json/', 200, ipAnswer('GB'));
    const located = locator();
    const [first, second] = await Promise.all([located.locate(), located.locate()]);
    expect(first).toEqual(second);
    expect(paths()).toEqual(['/json/']);
  });
});

describe('guessCountry: cache, then time zone, then IP, then US, never asking the reader', () => {
  it('answers from a fresh cache', async () => {
    writeCachedLocation(storage, {
      ...defaultLocation(START),
      country_code: 'FR',
      country_name: 'France',
      source: 'browser',
    });
    await expect(locator({ timeZone: () => 'Asia/Tokyo' }).guessCountry()).resolves.toEqual({
      country_code: 'FR',
      country_name: 'France',
      via: 'cache',
    });
  });

  it("answers the time zone's country when it is not the US, with no request and nothing cached", async () => {
    const geolocation = fakeGeolocation({ latitude: 1, longitude: 1 });
    await expect(locator({ geolocation, timeZone: () => 'Europe/London' }).guessCountry()).resolves.toEqual({
      country_code: 'GB',
      country_name: 'United Kingdom',
      via: 'timezone',
    });
    expect(paths()).toEqual([]);
    expect(geolocation.calls).toHaveLength(0);
    expect(stored()).toBeNull();
  });

  it('asks the IP lookup when the time zone is a US one, and caches the answer', async () => {
    host.answer('/json/', 200, ipAnswer('CA', { country_name: 'Canada' }));
    await expect(locator({ timeZone: () => 'America/New_York' }).guessCountry()).resolves.toEqual({
      country_code: 'CA',
      country_name: 'Canada',
      via: 'ip',
    });
    expect(stored()).toMatchObject({ country_code: 'CA', source: 'ip' });
  });

  it('asks the IP lookup when the time zone is unknown', async () => {
    host.answer('/json/', 200, ipAnswer('KE'));
    await expect(locator({ timeZone: () => 'Africa/Nairobi' }).guessCountry()).resolves.toMatchObject({
      country_code: 'KE',
      via: 'ip',
    });
    await expect(locator({ timeZone: () => null }).guessCountry()).resolves.toMatchObject({
      country_code: 'KE',
      via: 'cache',
    });
  });

  it('ends at US when the IP lookup fails, logging the lookup error', async () => {
    host.answer('/json/', 502, {});
    await expect(locator().guessCountry()).resolves.toEqual({
      country_code: 'US',
      country_name: 'United States',
      via: 'default',
    });
    expect(logged).toEqual(['IP Geolocation API error: 502']);
    expect(stored()).toMatchObject({ source: 'default' });
  });
});

describe('suggestShippingCountry', () => {
  it("preselects the reader's country when the seller ships there, else leaves the choice open", async () => {
    const located = locator({ timeZone: () => 'Europe/Dublin' });
    await expect(suggestShippingCountry(located)).resolves.toBe('IE');
    await expect(suggestShippingCountry(located, ['gb', 'ie'])).resolves.toBe('IE');
    await expect(suggestShippingCountry(located, ['US'])).resolves.toBeNull();
  });
});

describe('knownCountry', () => {
  it('answers the cached country, else the time zone country, else nothing, never asking the network', () => {
    expect(knownCountry({ storage, timeZone: () => 'America/Chicago' })).toBeNull();
    expect(knownCountry({ storage, timeZone: () => 'Europe/Madrid' })).toBe('ES');
    writeCachedLocation(storage, { ...defaultLocation(START), country_code: 'MX', source: 'ip' });
    expect(knownCountry({ storage, timeZone: () => 'Europe/Madrid' })).toBe('MX');
    vi.setSystemTime(START + 24 * HOUR);
    expect(knownCountry({ storage, timeZone: () => 'America/Chicago' })).toBeNull();
    expect(paths()).toEqual([]);
  });
});
