import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ipLookup, reverseGeocode } from './lookup';
import { ipAnswer, startLookupHost, type LookupHost } from './test-setup';

let host: LookupHost;
beforeEach(async () => {
  host = await startLookupHost();
});
afterEach(async () => {
  vi.useRealTimers();
  await host.close();
});

describe('ipLookup', () => {
  it('reads GET {host}/json/ accepting JSON, without cookies, into the location fields', async () => {
    host.answer(
      '/json/',
      200,
      ipAnswer('GB', {
        city: 'London',
        region: 'England',
        timezone: 'Europe/London',
        latitude: 51.5,
        longitude: '-0.12',
      }),
    );
    await expect(ipLookup(fetch, `${host.url}/`)).resolves.toEqual({
      country_code: 'GB',
      country_name: 'United Kingdom',
      city: 'London',
      region: 'England',
      timezone: 'Europe/London',
      latitude: 51.5,
      longitude: -0.12,
    });
    expect(host.requests).toEqual([{ path: '/json/', accept: 'application/json', cookie: undefined }]);
  });

  it("fails with 'IP Geolocation API error: {status}' on an error status", async () => {
    host.answer('/json/', 503, 'busy');
    await expect(ipLookup(fetch, host.url)).rejects.toThrow(new Error('IP Geolocation API error: 503'));
  });

  it("fails with the service's reason when it answers an error field", async () => {
    host.answer('/json/', 200, { ip: '127.0.0.1', error: true, reason: 'Reserved IP Address', reserved: true });
    await expect(ipLookup(fetch, host.url)).rejects.toThrow(new Error('IP Geolocation API error: Reserved IP Address'));
    host.answer('/json/', 429, { error: true, reason: 'RateLimited' });
    await expect(ipLookup(fetch, host.url)).rejects.toThrow(new Error('IP Geolocation API error: 429 RateLimited'));
  });

  it('fails when the answer names no country', async () => {
    host.answer('/json/', 200, { city: 'Nowhere' });
    await expect(ipLookup(fetch, host.url)).rejects.toThrow('IP Geolocation API error: no country in the answer');
    host.answer('/json/', 200, '<html>');
    await expect(ipLookup(fetch, host.url)).rejects.toThrow('IP Geolocation API error: no country in the answer');
  });

  it('fails with the network error when the host cannot be reached', async () => {
    const url = host.url;
    await host.close();
    await expect(ipLookup(fetch, url)).rejects.toThrow(/^IP Geolocation API error: fetch failed$/);
  });

  it('gives up after 5 s on a host that never answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    host.handle('/json/', () => undefined);
    const pending = ipLookup(fetch, host.url);
    const failed = expect(pending).rejects.toThrow('IP Geolocation API error: timed out after 5000 ms');
    await vi.waitFor(() => expect(host.requests).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(5_000);
    await failed;
  });
});

describe('reverseGeocode', () => {
  it('reads GET {host}/{lat},{lon}/json/', async () => {
    host.answer('/48.8566,2.3522/json/', 200, {
      country_code: 'fr',
      country_name: 'France',
      city: null,
      region: null,
      timezone: 'Europe/Paris',
    });
    await expect(reverseGeocode(fetch, host.url, { latitude: 48.8566, longitude: 2.3522 })).resolves.toMatchObject({
      country_code: 'FR',
      country_name: 'France',
      timezone: 'Europe/Paris',
    });
  });

  it("fails with 'Reverse geocoding API error: …'", async () => {
    host.answer('/0,0/json/', 404, {
      error: true,
      reason: 'No country at these coordinates',
      message: 'No country at these coordinates',
      code: 'no_country',
    });
    await expect(reverseGeocode(fetch, host.url, { latitude: 0, longitude: 0 })).rejects.toThrow(
      new Error('Reverse geocoding API error: 404 No country at these coordinates'),
    );
  });
});
