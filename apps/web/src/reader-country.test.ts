import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@folio/http-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A loopback stand-in of the lookup host: `/json/` answers this country. */
async function lookupHost(country: string): Promise<{ url: string; hits: string[]; server: Server }> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url ?? ''}`);
    response
      .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      .end(JSON.stringify({ country_code: country, country_name: country }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits, server };
}

function writeConfig(config: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PUBLIC_CONFIG_ELEMENT_ID;
  element.textContent = JSON.stringify(config);
  document.head.append(element);
}

/** The module afresh: it keeps one guess per page load. */
const freshModule = async () => {
  vi.resetModules();
  return import('./reader-country');
};

/** A time zone that names the US, so the guess has to ask the lookup host. */
const inUsZone = () =>
  vi
    .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
    .mockReturnValue({ timeZone: 'America/Chicago' } as Intl.ResolvedDateTimeFormatOptions);

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('readerCountry', () => {
  it("asks the public config's lookup host once per page load, and keeps the answer in the cache", async () => {
    const host = await lookupHost('CA');
    try {
      writeConfig({ analytics: null, geolocation: { host: host.url } });
      inUsZone();
      const { readerCountry } = await freshModule();
      await expect(readerCountry()).resolves.toBe('CA');
      await expect(readerCountry()).resolves.toBe('CA');
      // (happy-dom's fetch may send a CORS preflight first; the lookup itself is asked once.)
      expect(host.hits.filter((hit) => hit.startsWith('GET'))).toEqual(['GET /json/']);
      expect(JSON.parse(localStorage.getItem('geolocation_data') ?? '{}')).toMatchObject({
        country_code: 'CA',
        source: 'ip',
      });
    } finally {
      host.server.close();
    }
  });

  it('knows nothing when the page carries no geolocation settings', async () => {
    writeConfig({ analytics: null });
    const { readerCountry } = await freshModule();
    await expect(readerCountry()).resolves.toBeNull();
  });

  it('gives up waiting after the given time, with null', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { readerCountryWithin } = await freshModule();
    const waited = readerCountryWithin(1_500, new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(1_500);
    await expect(waited).resolves.toBeNull();
    await expect(readerCountryWithin(1_500, Promise.resolve('GB'))).resolves.toBe('GB');
  });
});
