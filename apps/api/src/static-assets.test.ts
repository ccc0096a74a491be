import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPageHandler, loadStaticAssets, withIndexHtml } from './static-assets.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

const html = '<!doctype html><title>Folio</title><div id="root"></div>';
const js = 'console.log("folio");'.repeat(50);
const STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'folio-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), js);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(js));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dir, 'csp-hashes.json'), JSON.stringify({ 'style-src': [STYLE_HASH, "'unsafe-inline'"] }));
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ assets: loadStaticAssets(fakeBuild()) });
});
afterAll(() => t.close());

describe('static web app', () => {
  it('serves hashed assets pre-compressed and immutable', async () => {
    const br = await t.app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(js.length);
    // Answered in front of the middleware, with the same request id and security headers.
    expect(br.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(br.headers.get('x-content-type-options')).toBe('nosniff');
    expect(br.headers.get('content-security-policy')).toContain("default-src 'self'");

    const gz = await t.app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const plain = await t.app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(js);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await t.app.request('/assets/index-abc123.js');
    const again = await t.app.request('/assets/index-abc123.js', {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a file the build does not have with a 404 in JSON, not the app', async () => {
    const res = await t.app.request('/assets/index-gone000.js');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: 'The file /assets/index-gone000.js could not be found.',
      code: 'not_found',
    });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['/', '/events', '/event/some-signing/store', '/index.html'])(
    'answers %s with the app HTML, not cached',
    async (path) => {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(html);
    },
  );

  it('allows exactly the build’s inline style hashes in the CSP and nothing looser', async () => {
    const csp = (await t.app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`style-src 'self' ${STYLE_HASH}`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('does not serve the build’s CSP hash list', async () => {
    expect((await t.app.request('/csp-hashes.json')).status).toBe(404);
  });

  it('answers a missing file with a JSON 404 instead of the app', async () => {
    const res = await t.app.request('/assets/index-gone.js');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.request('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });
});

describe('route preloads in the app HTML', () => {
  const page =
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
  const files = [
    'assets/events-1.js',
    'assets/query-2.js',
    'assets/events-3.css',
    'assets/store-4.js',
    'assets/param-5.js',
    'assets/literal-6.js',
    'assets/orders-7.js',
  ];
  const preloads = {
    files: [...files, 'https://elsewhere.example/x.js', 'assets/"><script>.js'],
    pages: [
      { id: '/_default/events', path: '/events', scripts: [0, 1], styles: [2] },
      { id: '/_default/event/$slug/store', path: '/event/$slug/store', scripts: [3], styles: [] },
      { id: '/_default/event/$slug/new', path: '/event/$slug/new', scripts: [4], styles: [] },
      { id: '/_default/event/featured/new', path: '/event/featured/new', scripts: [5], styles: [] },
      { id: '/_default/orders/$', path: '/orders/$', scripts: [6], styles: [] },
      { id: '/_default/orders/mine', path: '/orders/mine', scripts: [], styles: [] },
      // Written by someone else than the build: not a file of the build, so not linked.
      { id: '/_default/odd', path: '/odd', scripts: [7, 8, 99], styles: [] },
    ],
  };
  let p: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'folio-dist-'));
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify(preloads));
    p = await createTestApp({ assets: loadStaticAssets(dir) });
  });
  afterAll(() => p.close());

  const linksOf = (html: string) =>
    [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

  it("fetches the page's chunks and styles with the entry, in the head", async () => {
    const res = await p.app.request('/events');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(linksOf(html)).toEqual([
      'modulepreload /assets/events-1.js',
      'modulepreload /assets/query-2.js',
      'preload /assets/events-3.css',
    ]);
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/events-3.css">');
    expect(html.indexOf('events-1.js')).toBeGreaterThan(html.indexOf('index-abc123.js'));
    expect(html.indexOf('events-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('matches parameters, any case and a trailing slash', async () => {
    expect(linksOf(await (await p.app.request('/event/Chicago-Signing/store/')).text())).toEqual([
      'modulepreload /assets/store-4.js',
    ]);
    expect(linksOf(await (await p.app.request('/EVENTS')).text())).toEqual(
      linksOf(await (await p.app.request('/events')).text()),
    );
  });

  it('prefers a literal segment to a parameter, as the router does', async () => {
    expect(linksOf(await (await p.app.request('/event/featured/new')).text())).toEqual([
      'modulepreload /assets/literal-6.js',
    ]);
    expect(linksOf(await (await p.app.request('/event/other/new')).text())).toEqual([
      'modulepreload /assets/param-5.js',
    ]);
  });

  it('adds nothing for a path no page matches, nor links outside the build', async () => {
    expect(await (await p.app.request('/nowhere/at/all')).text()).toBe(page);
    expect(await (await p.app.request('/events/extra')).text()).toBe(page);
    expect(await (await p.app.request('/odd')).text()).toBe(page);
  });

  it('answers an address that no page draws with 404 and the app, which shows its not-found screen', async () => {
    for (const path of ['/nowhere/at/all', '/events/extra', '/event/chicago', '/.env', '/wp-admin/']) {
      const res = await p.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      if (path !== '/.env') expect(await res.text(), path).toBe(page);
    }
    for (const path of ['/events', '/EVENTS/', '/odd', '/event/chicago/store', '/orders/mine']) {
      expect((await p.app.request(path)).status, path).toBe(200);
    }
  });

  it('lets a splat page draw the rest of the path, below its literal and parameter siblings', async () => {
    for (const path of ['/orders', '/orders/FO-1', '/orders/FO-1/receipt/print']) {
      const res = await p.app.request(path);
      expect(res.status, path).toBe(200);
      expect(linksOf(await res.text()), path).toEqual(['modulepreload /assets/orders-7.js']);
    }
    expect(linksOf(await (await p.app.request('/orders/mine')).text())).toEqual([]);
  });

  it('serves the page HTML compressed, with its own ETag', async () => {
    const br = await p.app.request('/events', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const plain = await p.app.request('/events');
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(plain.headers.get('etag')).not.toBe((await p.app.request('/odd')).headers.get('etag'));
    expect(
      (await p.app.request('/events', { headers: { 'if-none-match': plain.headers.get('etag') ?? '' } })).status,
    ).toBe(304);
  });

  it('carries the preloads beside a page head for link previews too', async () => {
    const assets = loadStaticAssets(dir)!;
    const app = new Hono().get(
      '*',
      appPageHandler(assets, {
        origin: 'https://folio.example',
        pageHead: async (path) =>
          path === '/event/gone/store' ? null : { title: 'Chicago Signing', description: 'A signing.' },
      }),
    );
    const found = await app.request('/event/chicago/store');
    const html = await found.text();
    expect(html).toContain('<title>Chicago Signing · Folio</title>');
    expect(linksOf(html)).toEqual(['modulepreload /assets/store-4.js']);
    const gone = await app.request('/event/gone/store');
    expect(gone.status).toBe(404);
    expect(linksOf(await gone.text())).toEqual(['modulepreload /assets/store-4.js']);
  });

  it('serves the preload list for the shell’s navigations, revalidated on every use', async () => {
    const res = await p.app.request('/route-preloads.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(preloads);
  });
});

describe('withIndexHtml', () => {
  it('serves every page with the rewritten HTML, compressed and with a new ETag', async () => {
    const assets = loadStaticAssets(fakeBuild())!;
    const rewritten = withIndexHtml(assets, (page) =>
      page.replace('<div id="root">', '<meta name="x" content="y"><div id="root">'),
    );
    const app = new Hono().get('*', appPageHandler(rewritten));
    const plain = await app.request('/events');
    expect(await plain.text()).toContain('<meta name="x" content="y">');
    expect(plain.headers.get('etag')).not.toBe(assets.index.etag);
    const br = await app.request('/about', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
  });
});

describe('build housekeeping files', () => {
  function buildWithInfo(latest: unknown): string {
    const dir = fakeBuild();
    mkdirSync(join(dir, 'builds', 'meta'), { recursive: true });
    writeFileSync(join(dir, 'builds', 'latest.json'), JSON.stringify(latest));
    writeFileSync(join(dir, 'builds', 'meta', 'b1c2d3e4f5a6.json'), JSON.stringify(latest));
    return dir;
  }

  it('serves builds/latest.json for the open pages to poll, never cached without asking, and knows its build', async () => {
    const assets = loadStaticAssets(buildWithInfo({ id: 'b1c2d3e4f5a6', timestamp: 1_780_000_000_000 }))!;
    expect(assets.build).toEqual({ id: 'b1c2d3e4f5a6', timestamp: 1_780_000_000_000 });
    const app = await createTestApp({ assets });
    try {
      const latest = await app.app.request('/builds/latest.json');
      expect(latest.status).toBe(200);
      expect(latest.headers.get('cache-control')).toBe('no-cache');
      expect(await latest.json()).toEqual({ id: 'b1c2d3e4f5a6', timestamp: 1_780_000_000_000 });
      const meta = await app.app.request('/builds/meta/b1c2d3e4f5a6.json');
      expect(meta.status).toBe(200);
      expect(meta.headers.get('cache-control')).toBe('public, max-age=3600');
    } finally {
      await app.close();
    }
  });

  it('has no build id for a build without the file, or with a malformed one', () => {
    expect(loadStaticAssets(fakeBuild())!.build).toBeNull();
    expect(loadStaticAssets(buildWithInfo({ id: '"><script>', timestamp: 1 }))!.build).toBeNull();
  });
});
