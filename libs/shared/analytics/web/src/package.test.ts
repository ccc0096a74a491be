// @vitest-environment node
import { AnalyticsEvent } from '@folio/analytics-contract';
import { chromium, type Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUNDLER_TSCONFIG,
  buildAndPack,
  createConsumer,
  createWork,
  indexHtml,
  removeWork,
  rootLicence,
  tsc,
  vite,
  workspaceVersion,
  type Consumer,
  type PackedPackage,
} from '../../../../../tools/vitest/pack-harness.ts';

// The published shape, end to end: build and pack @folio/analytics and @folio/analytics-contract,
// install the tarballs into a plain Vite + React app with no other Folio code, typecheck and
// build it, serve it on loopback and open it in Chromium. The app tracks a view through the
// queue entry before it loads the full client, the way a shell does; a loopback stand-in of the
// events API (another origin, so the request is a real CORS one) must receive it, valid against
// AnalyticsEvent. Run alone: `npx vitest run --project analytics src/package.test.ts`.

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const MAIN = `import type { AnalyticsContext } from '@folio/analytics-contract';
import { track } from '@folio/analytics/queue';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

const form: AnalyticsContext = { scope: 'form-1', sellerId: 'seller-1', orderFormId: 'form-1' };

function App() {
  useEffect(() => {
    // Tracked before the client exists: the queue keeps it until startAnalytics drains it.
    track('order_form_view', form, { shelf: 'front' });
    void import('@folio/analytics').then(({ startAnalytics }) => {
      const settings = new URLSearchParams(location.search);
      startAnalytics({
        host: settings.get('ingest') ?? '',
        source: 'shop_events',
        token: 'shop-token',
        visitorCookie: 'shop_vid',
        countryCode: () => 'de',
        userId: () => 'reader-7',
      });
      document.title = 'started';
    });
  }, []);
  return <h1>Shop</h1>;
}

export function neverCalled() {
  // @ts-expect-error the declarations are real: fields are an object, not a string.
  track('order_form_view', form, 'shelf');
}

createRoot(document.getElementById('root')!).render(<App />);
`;

interface Ingested {
  url: string;
  origin: string | undefined;
  body: string;
}

let work: string | undefined;
let packed: PackedPackage[];
let consumer: Consumer;
let site: Server;
let ingest: Server;
let browser: Browser;
const ingested: Ingested[] = [];
const preflights: string[] = [];

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serveDist(dir: string) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    let content: Buffer;
    try {
      content = readFileSync(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(content);
  };
}

// The events API's stand-in: answers the CORS preflight and records each event.
function ingestion(request: IncomingMessage, response: ServerResponse): void {
  const cors = {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-headers': 'content-type',
    'access-control-allow-methods': 'POST',
  };
  if (request.method === 'OPTIONS') {
    preflights.push(request.url ?? '');
    response.writeHead(204, cors).end();
    return;
  }
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    ingested.push({ url: request.url ?? '', origin: request.headers.origin, body });
    response
      .writeHead(202, { ...cors, 'content-type': 'application/json' })
      .end('{"successful_rows":1,"quarantined_rows":0}');
  });
}

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

let siteUrl: string;
let ingestUrl: string;

beforeAll(async () => {
  work = createWork('analytics-pack');
  packed = buildAndPack(['libs/shared/analytics/contract', 'libs/shared/analytics/web'], work);
  consumer = createConsumer(work, packed, {
    files: { 'tsconfig.json': BUNDLER_TSCONFIG, 'index.html': indexHtml('/src/main.tsx'), 'src/main.tsx': MAIN },
    dependencies: ['react', 'react-dom', '@types/react', '@types/react-dom'].map(workspaceVersion),
  });
  tsc(['-p', 'tsconfig.json'], consumer.dir);
  vite(['build', '--logLevel', 'warn'], consumer.dir);
  site = createServer(serveDist(join(consumer.dir, 'dist')));
  ingest = createServer(ingestion);
  siteUrl = await listen(site);
  ingestUrl = await listen(ingest);
  browser = await chromium.launch({
    executablePath: '/usr/lib/chromium/chromium',
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
    timeout: 30_000,
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(
    [site, ingest].map((server) => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))),
  );
  removeWork(work);
});

async function visit(userAgent: string) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await page.goto(`${siteUrl}/?ingest=${encodeURIComponent(ingestUrl)}`);
  await page.waitForFunction(() => document.title === 'started');
  return { context, page };
}

describe('@folio/analytics in a plain Vite + React app', () => {
  it('ships the license and depends on no private package', () => {
    for (const name of ['@folio/analytics', '@folio/analytics-contract']) {
      const manifest = JSON.parse(readFileSync(join(consumer.installed(name), 'package.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      expect(manifest['license']).toBe(rootLicence().field);
      expect(readFileSync(join(consumer.installed(name), 'LICENSE'), 'utf8')).toBe(rootLicence().text);
    }
    expect(packed.find((pkg) => pkg.name === '@folio/analytics')?.files).toEqual(
      expect.arrayContaining(['dist/queue.js', 'dist/index.js']),
    );
  });

  it('sends the view tracked before the client loaded to the events API, as a valid AnalyticsEvent with cookies set', async () => {
    const { context } = await visit(CHROME);
    await expect.poll(() => ingested.length, { timeout: 10_000 }).toBe(1);
    const [received] = ingested;
    expect(received?.url).toBe('/v0/events?name=shop_events&token=shop-token');
    expect(received?.origin).toBe(siteUrl);
    expect(preflights).toHaveLength(1);
    const event = v.parse(AnalyticsEvent, JSON.parse(received?.body ?? ''));
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(event).toMatchObject({
      action: 'order_form_view',
      version: '1.0',
      source: 'web',
      seller_id: 'seller-1',
      target_type: 'order_form',
      target_id: 'form-1',
      user_id: 'reader-7',
      user_uid: cookies['shop_vid']?.value,
      session_id: cookies['folio_sid']?.value,
      pathname: '/',
      user_agent: CHROME,
      country_code: 'DE',
    });
    expect(JSON.parse(event.payload)).toMatchObject({
      shelf: 'front',
      href: `${siteUrl}/?ingest=${encodeURIComponent(ingestUrl)}`,
    });
    // Written for 2 years; Chromium keeps a cookie at most 400 days, and the id slides with each event.
    const dayMs = 24 * 60 * 60 * 1000;
    expect((cookies['shop_vid']?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(399 * dayMs);
    expect(cookies['shop_vid']?.sameSite).toBe('Lax');
    expect((cookies['folio_sid']?.expires ?? 0) * 1000 - Date.now()).toBeLessThanOrEqual(dayMs);
    await context.close();
  });

  it('sends nothing for Googlebot', async () => {
    const before = ingested.length;
    const { context, page } = await visit(GOOGLEBOT);
    await page.waitForTimeout(300);
    expect(ingested.length).toBe(before);
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });
});
