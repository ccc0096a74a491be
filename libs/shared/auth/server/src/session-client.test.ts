import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  coarseNetwork,
  MAX_USER_AGENT_LENGTH,
  sessionClientReader,
  type SessionClient,
  type SessionClientOptions,
} from './session-client.js';

describe('the coarse place of an address', () => {
  it.each([
    ['203.0.113.57', '203.0.113.x'],
    ['::ffff:198.51.100.200', '198.51.100.x'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:0DB8:00ab:ffff:1:2:3:4', '2001:db8:ab::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
  ])('keeps only the network of the public address %s: %s', (ip, network) => {
    expect(coarseNetwork(ip)).toBe(network);
  });

  it.each([['127.0.0.1'], ['127.8.9.10'], ['::1'], ['::ffff:127.0.0.1']])('calls %s this computer', (ip) => {
    expect(coarseNetwork(ip)).toBe('loopback');
  });

  it.each([
    ['10.1.2.3'],
    ['172.16.0.9'],
    ['172.31.255.1'],
    ['192.168.1.23'],
    ['169.254.10.10'],
    ['100.64.3.4'],
    ['fd12:3456::1'],
    ['fe80::1%eth0'],
  ])('calls %s a local network', (ip) => {
    expect(coarseNetwork(ip)).toBe('private');
  });

  it.each([['unknown'], [''], ['172.32.0.1x'], ['forged'], ['1.2.3']])(
    'knows nothing of %j, which is no address',
    (ip) => {
      expect(coarseNetwork(ip)).toBeNull();
    },
  );

  it('treats 172.32.0.0, just outside 172.16/12, as public', () => {
    expect(coarseNetwork('172.32.0.1')).toBe('172.32.0.x');
  });
});

/** What the reader makes of a request from `socket` with `headers`. */
async function read(
  options: SessionClientOptions,
  headers: Record<string, string>,
  socket = '203.0.113.57',
): Promise<SessionClient> {
  const app = new Hono().get('/', (c) => c.json(sessionClientReader(options)(c)));
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return (await res.json()) as SessionClient;
}

describe('what a session records about the browser', () => {
  it('keeps the user agent (shortened) and the coarse network of the socket, never the address', async () => {
    const agent = `Mozilla/5.0 ${'x'.repeat(1000)}`;
    const client = await read({}, { 'user-agent': agent });
    expect(client).toEqual({ userAgent: agent.slice(0, MAX_USER_AGENT_LENGTH), network: '203.0.113.x', country: null });
    expect(JSON.stringify(client)).not.toContain('203.0.113.57');
  });

  it('takes the address from X-Forwarded-For only behind trusted proxies, as the rate limits do', async () => {
    expect((await read({ trustProxyHops: 1 }, { 'x-forwarded-for': '198.51.100.9' })).network).toBe('198.51.100.x');
    expect((await read({}, { 'x-forwarded-for': '198.51.100.9' })).network).toBe('203.0.113.x');
  });

  it("reads the trusted proxy's country header, and only behind a trusted proxy", async () => {
    expect((await read({ trustProxyHops: 1, countryHeader: 'CF-IPCountry' }, { 'cf-ipcountry': 'gb' })).country).toBe(
      'GB',
    );
    expect(
      (await read({ trustProxyHops: 0, countryHeader: 'CF-IPCountry' }, { 'cf-ipcountry': 'GB' })).country,
    ).toBeNull();
    expect((await read({ trustProxyHops: 1 }, { 'cf-ipcountry': 'GB' })).country).toBeNull();
  });

  it.each([['XX'], ['T1'], ['ZZ'], ['GBR'], ['<b>']])(
    'ignores the country value %s, which names no country',
    async (value) => {
      expect(
        (await read({ trustProxyHops: 1, countryHeader: 'CF-IPCountry' }, { 'cf-ipcountry': value })).country,
      ).toBeNull();
    },
  );

  it('records nothing for a request without a user agent or a socket', async () => {
    const app = new Hono().get('/', (c) => c.json(sessionClientReader()(c)));
    expect(await (await app.request('/')).json()).toEqual({ userAgent: null, network: null, country: null });
  });
});
