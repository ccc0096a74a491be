import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptLanguageCountry, readerPlaceResolver, type ReaderPlaceSources } from './reader-place.js';

describe('acceptLanguageCountry', () => {
  it("reads the region of the browser's first language that names one", () => {
    expect(acceptLanguageCountry('en-GB,en;q=0.9')).toBe('GB');
    expect(acceptLanguageCountry('fr, de-AT;q=0.8')).toBe('AT');
    expect(acceptLanguageCountry('zh-Hant-tw')).toBe('TW');
  });

  it('finds none in a language without a region, a numeric region, or no header', () => {
    expect(acceptLanguageCountry('en')).toBeNull();
    expect(acceptLanguageCountry('es-419')).toBeNull();
    expect(acceptLanguageCountry('*')).toBeNull();
    expect(acceptLanguageCountry('')).toBeNull();
    expect(acceptLanguageCountry(undefined)).toBeNull();
  });
});

/** Runs the resolver inside a request with these headers, as a signed-in user or a guest. */
async function placeFor(sources: ReaderPlaceSources, headers: Record<string, string>, userId?: string, path = '/') {
  const resolve = readerPlaceResolver(sources);
  const app = new Hono();
  app.use(async (c, next) => {
    c.set('auth' as never, { user: async () => (userId ? { id: userId } : null) } as never);
    await next();
  });
  app.get('/', async (c: Context) => c.json(await resolve(c)));
  return (await app.request(path, { headers })).json();
}

describe('readerPlaceResolver', () => {
  const addressOf = async (userId: string) => (userId === 'u-1' ? { city: 'Leeds', country_code: 'GB' } : null);
  const proxyCountry = (c: Context) => c.req.header('cf-ipcountry') ?? null;

  it("prefers a signed-in reader's own address to anything the request says", async () => {
    expect(
      await placeFor({ addressOf, proxyCountry }, { 'cf-ipcountry': 'US', 'accept-language': 'de-DE' }, 'u-1'),
    ).toEqual({ city: 'Leeds', country_code: 'GB' });
  });

  it("falls back to the proxy's country, then the browser's language region", async () => {
    expect(
      await placeFor({ addressOf, proxyCountry }, { 'cf-ipcountry': 'us', 'accept-language': 'de-DE' }, 'u-2'),
    ).toEqual({ city: null, country_code: 'US' });
    expect(await placeFor({ addressOf, proxyCountry }, { 'accept-language': 'de-DE' })).toEqual({
      city: null,
      country_code: 'DE',
    });
  });

  it("ignores a proxy's unknown country (XX) or a value that is not a country code", async () => {
    expect(await placeFor({ proxyCountry }, { 'cf-ipcountry': 'XX', 'accept-language': 'en-IE' })).toEqual({
      city: null,
      country_code: 'IE',
    });
    expect(await placeFor({ proxyCountry }, { 'cf-ipcountry': '<script>' })).toBeNull();
  });

  it('does not fail the page when the address lookup fails', async () => {
    const failing = async () => {
      throw new Error('database down');
    };
    expect(await placeFor({ addressOf: failing }, { 'accept-language': 'en-CA' }, 'u-1')).toEqual({
      city: null,
      country_code: 'CA',
    });
  });

  const ipCountry = (c: Context) =>
    ({ '81.2.69.142': 'GB', '203.0.113.9': null })[c.req.header('x-test-ip') ?? ''] ?? null;

  it("uses the country of the visitor's address after the proxy's, and before the browser's language", async () => {
    expect(
      await placeFor({ proxyCountry, ipCountry }, { 'x-test-ip': '81.2.69.142', 'accept-language': 'de-DE' }),
    ).toEqual({ city: null, country_code: 'GB' });
    expect(await placeFor({ proxyCountry, ipCountry }, { 'x-test-ip': '81.2.69.142', 'cf-ipcountry': 'FR' })).toEqual({
      city: null,
      country_code: 'FR',
    });
    expect(
      await placeFor({ proxyCountry, ipCountry }, { 'x-test-ip': '203.0.113.9', 'accept-language': 'de-DE' }),
    ).toEqual({ city: null, country_code: 'DE' });
  });

  it("takes the country the reader's browser sends (?near=) before the proxy's and the address's, but after their own address", async () => {
    const headers = { 'x-test-ip': '81.2.69.142', 'cf-ipcountry': 'FR' };
    expect(await placeFor({ addressOf, proxyCountry, ipCountry }, headers, undefined, '/?near=jp')).toEqual({
      city: null,
      country_code: 'JP',
    });
    expect(await placeFor({ addressOf, proxyCountry, ipCountry }, headers, 'u-1', '/?near=JP')).toEqual({
      city: 'Leeds',
      country_code: 'GB',
    });
    expect(await placeFor({ proxyCountry, ipCountry }, headers, undefined, '/?near=Japan')).toEqual({
      city: null,
      country_code: 'FR',
    });
  });

  it('skips an IP lookup that throws', async () => {
    const broken = () => {
      throw new Error('data missing');
    };
    expect(await placeFor({ ipCountry: broken }, { 'accept-language': 'en-NZ' })).toEqual({
      city: null,
      country_code: 'NZ',
    });
  });
});
