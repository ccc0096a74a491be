import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticAssets } from './static-assets.js';
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

    const gz = await t.app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const plain = await t.app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(js);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await t.app.request('/assets/index-abc123.js');
    const again = await t.app.request('/assets/index-abc123.js', { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it.each(['/', '/events', '/event/some-signing/store', '/index.html'])('answers %s with the app HTML, not cached', async (path) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(html);
  });

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
