// @vitest-environment node
import { AnalyticsEvent } from '@folio/analytics-contract';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAnalyticsClient, type AnalyticsOptions } from './analytics-client';
import type { AnalyticsCookieJar } from './analytics-cookies';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

// The ingestion stand-in, on loopback: records each request and answers with `status`.
let server: Server;
let host: string;
let status = 202;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end('{"successful_rows":1,"quarantined_rows":0}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  received.length = 0;
  status = 202;
});

function memoryJar(): AnalyticsCookieJar & { names(): string[] } {
  const values = new Map<string, string>();
  return {
    get: (name) => values.get(name) ?? null,
    set: (name, value) => void values.set(name, value),
    names: () => [...values.keys()],
  };
}

function client(overrides: Partial<AnalyticsOptions> = {}) {
  const cookies = memoryJar();
  const logger = { warn: vi.fn() };
  const options: AnalyticsOptions = {
    host,
    source: 'folio_events',
    token: 'tok en/1',
    cookies,
    logger,
    userAgent: CHROME,
    referrer: 'https://news.test/',
    href: () => 'http://folio.test/orderform/summer',
    locale: () => 'en-US',
    now: () => Date.UTC(2026, 10, 24, 10, 0, 0),
    userId: () => 'account-1',
    countryCode: () => 'us',
    ...overrides,
  };
  return { analytics: createAnalyticsClient(options), cookies, logger };
}

describe('the analytics client', () => {
  it('posts the event as JSON to {host}/v0/events with the source and token', async () => {
    const { analytics, logger } = client();
    await analytics.track(
      'order_form_view',
      { scope: 'form-1', sellerId: 'seller-1', orderFormId: 'form-1' },
      { step: 1 },
    );
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v0/events?name=folio_events&token=tok+en%2F1');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['cookie']).toBeUndefined();
    const event = v.parse(AnalyticsEvent, JSON.parse(request?.body ?? ''));
    expect(event).toMatchObject({
      action: 'order_form_view',
      timestamp: '2026-11-24T10:00:00.000Z',
      seller_id: 'seller-1',
      user_id: 'account-1',
      target_type: 'order_form',
      target_id: 'form-1',
      pathname: '/orderform/summer',
      referrer: 'https://news.test/',
      user_agent: CHROME,
      country_code: 'US',
    });
    expect(JSON.parse(event.payload)).toEqual({ step: 1, href: 'http://folio.test/orderform/summer', locale: 'en-US' });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('sends cross-origin without credentials, and keeps the request alive past the page', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>((input, init) => globalThis.fetch(input, init));
    await client({ fetch }).analytics.track('page_change');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      keepalive: true,
    });
  });

  it('puts the visitor id cookie in user_uid and the session cookie in session_id, the same for each event', async () => {
    const { analytics, cookies } = client();
    await analytics.track('page_change');
    await analytics.track('add_to_cart', { scope: 'form-1' });
    const [first, second] = received.map((request) => JSON.parse(request.body) as AnalyticsEvent);
    expect(first?.user_uid).toBe(cookies.get('folio_vid'));
    expect(first?.session_id).toBe(cookies.get('folio_sid'));
    expect(first?.user_uid).toMatch(/^[0-9a-f]{32}$/);
    expect([second?.user_uid, second?.session_id]).toEqual([first?.user_uid, first?.session_id]);
  });

  it("names the app's previous page as the referrer once the app has moved on", async () => {
    let href = 'http://folio.test/';
    const { analytics } = client({ href: () => href });
    await analytics.track('page_change');
    href = 'http://folio.test/events';
    await analytics.track('page_change');
    expect(received.map((request) => (JSON.parse(request.body) as AnalyticsEvent).referrer)).toEqual([
      'https://news.test/',
      'http://folio.test/',
    ]);
  });

  it('names the page the client started on as the referrer of the first event on the next page', async () => {
    let href = 'http://folio.test/';
    const { analytics } = client({ href: () => href });
    href = 'http://folio.test/events';
    await analytics.track('page_change');
    expect((JSON.parse(received[0]?.body ?? '') as AnalyticsEvent).referrer).toBe('http://folio.test/');
  });

  it('keeps the first referrer for calls queued before it started, even from another page', async () => {
    const { analytics } = client({ href: () => 'http://folio.test/events' });
    await analytics.record({
      action: 'order_form_view',
      context: null,
      fields: {},
      at: 0,
      href: 'http://folio.test/orderform/a',
    });
    await analytics.track('page_change');
    expect(received.map((request) => (JSON.parse(request.body) as AnalyticsEvent).referrer)).toEqual([
      'https://news.test/',
      'https://news.test/',
    ]);
  });

  it.each([
    ['no host', { host: '' }],
    ['no source', { source: '' }],
    ['Googlebot', { userAgent: GOOGLEBOT }],
    ['bingbot', { userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }],
    [
      'Lighthouse',
      {
        userAgent:
          'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      },
    ],
    ['AhrefsBot', { userAgent: 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)' }],
  ])('sends nothing and writes no cookie with %s', async (_, overrides) => {
    const { analytics, cookies } = client(overrides);
    expect(analytics.enabled).toBe(false);
    await analytics.track('order_form_view', { scope: 'form-1' });
    expect(received).toHaveLength(0);
    expect(cookies.names()).toEqual([]);
  });

  it('only logs a refusal by the endpoint', async () => {
    status = 503;
    const { analytics, logger } = client();
    await expect(analytics.track('add_to_cart', { scope: 'form-1' })).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith('Analytics event add_to_cart not sent: HTTP 503');
  });

  it('only logs a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { analytics, logger } = client({ host: `http://127.0.0.1:${port}` });
    await expect(analytics.track('page_change')).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith('Analytics event page_change not sent', expect.any(TypeError));
  });

  it('still sends when reading the user or the country throws', async () => {
    const { analytics } = client({
      userId: () => {
        throw new Error('no session');
      },
      countryCode: () => {
        throw new Error('no storage');
      },
    });
    await analytics.track('page_change');
    expect(JSON.parse(received[0]?.body ?? '')).toMatchObject({ user_id: null, country_code: null });
  });
});
