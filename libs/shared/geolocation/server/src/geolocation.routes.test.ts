import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { geolocationRoutes } from './geolocation.routes.js';

const CLIENT = 'x-test-client';
const app = new Hono().route('/', geolocationRoutes({ clientIp: (c) => c.req.header(CLIENT) ?? 'unknown' }));
const from = (address: string, path = '/api/geo/json/') => app.request(path, { headers: { [CLIENT]: address } });

describe('GET /api/geo/json/: the caller located by its address', () => {
  it.each([
    ['8.8.8.8', 'US', 'United States'],
    ['193.0.6.139', 'NL', 'Netherlands'],
    ['133.11.0.1', 'JP', 'Japan'],
    ['200.160.2.3', 'BR', 'Brazil'],
    ['::ffff:193.0.6.139', 'NL', 'Netherlands'],
  ])('answers %s with its country (%s)', async (address, country_code, country_name) => {
    const response = await from(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      country_code,
      country_name,
      city: null,
      region: null,
      timezone: null,
      latitude: null,
      longitude: null,
    });
  });

  it('answers without the trailing slash too', async () => {
    expect(await (await from('8.8.8.8', '/api/geo/json')).json()).toMatchObject({ country_code: 'US' });
  });

  it.each([
    '127.0.0.1',
    '::1',
    '10.1.2.3',
    '192.168.0.10',
    '172.20.0.1',
    '100.64.1.1',
    'fe80::1%eth0',
    'fd12:3456::1',
    '0.0.0.0',
  ])(
    "answers the loopback or private address %s with ipapi's reserved error, so the client falls back",
    async (address) => {
      const response = await from(address);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        error: true,
        reason: 'Reserved IP Address',
        code: 'reserved_address',
        reserved: true,
      });
    },
  );

  it('says so for an IPv6 address (the embedded data is IPv4) and for no address at all', async () => {
    expect(await (await from('2a00:1450:4001:80b::200e')).json()).toEqual({
      error: true,
      reason: 'IPv6 addresses are not in the embedded data',
      code: 'address_not_found',
    });
    expect(await (await from('unknown')).json()).toEqual({
      error: true,
      reason: 'Unknown IP Address',
      code: 'unknown_address',
    });
  });
});

describe('GET /api/geo/{lat},{lon}/json/: the country of a point', () => {
  it.each([
    ['51.5072,-0.1276', 'GB', 'United Kingdom', 'Europe/London'],
    ['48.8566,2.3522', 'FR', 'France', 'Europe/Paris'],
    ['40.7128,-74.006', 'US', 'United States', 'America/New_York'],
    ['-33.8688,151.2093', 'AU', 'Australia', 'Australia/Sydney'],
    ['18.4655,-66.1057', 'PR', 'Puerto Rico', 'America/Puerto_Rico'],
  ])('answers %s with %s', async (point, country_code, country_name, timezone) => {
    const response = await app.request(`/api/geo/${point}/json/`);
    expect(response.status).toBe(200);
    const [latitude, longitude] = point.split(',').map(Number);
    expect(await response.json()).toEqual({
      country_code,
      country_name,
      city: null,
      region: null,
      timezone,
      latitude,
      longitude,
    });
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers a point in the open Atlantic with a 404 that names the reason', async () => {
    const response = await app.request('/api/geo/30,-40/json/');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: true,
      reason: 'No country at these coordinates',
      code: 'no_country',
      message: 'No country at these coordinates',
    });
  });

  it.each([
    '91,0',
    '0,181',
    '-90.5,10',
    'abc,def',
    '51.5',
    '51.5,-0.1,3',
    '51.5,',
    ',0',
    '1e2,3',
    '0x10,0',
    ' 51.5,0',
    '51.5;0',
    '1.2345678901234567,0',
    'NaN,0',
    'Infinity,0',
  ])('refuses the coordinates %j with a 400 {message, code}', async (point) => {
    const response = await app.request(`/api/geo/${encodeURIComponent(point)}/json/`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'The coordinates must be latitude,longitude in degrees, e.g. 51.5072,-0.1276.',
      code: 'invalid_coordinates',
      error: true,
    });
  });
});

describe('robustness', () => {
  /** A small seeded generator, so a failure replays. */
  function random(seed: number) {
    let state = seed >>> 0;
    return () => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
  }
  const ALPHABET = [
    '0',
    '9',
    '.',
    ',',
    '-',
    '+',
    '/',
    '%',
    '%2C',
    '%00',
    '%ZZ',
    'e',
    'x',
    ' ',
    'é',
    '😀',
    '..',
    'json',
    '?',
    '#',
    '\\',
    ':',
    'ffff',
  ];

  it('never answers a 5xx, whatever the path under /api/geo', async () => {
    const next = random(20260601);
    for (let run = 0; run < 300; run += 1) {
      const length = 1 + Math.floor(next() * 12);
      const segment = Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
      for (const path of [`/api/geo/${segment}/json/`, `/api/geo/${segment}`, `/api/geo/json/${segment}`]) {
        const response = await app.request(path, { headers: { [CLIENT]: encodeURIComponent(segment) } });
        expect(response.status, path).toBeLessThan(500);
      }
    }
  });
});
