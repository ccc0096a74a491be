import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, compressResponses, preferredEncoding } from './compress.js';

const big = { books: Array.from({ length: 80 }, (_, i) => ({ title: `A signed first edition, number ${i}` })) };
const bigText = JSON.stringify(big);

function app() {
  return new Hono()
    .use(compressResponses())
    .get('/json', (c) => {
      c.header('ETag', '"abc"');
      c.header('Set-Cookie', 'a=1; Path=/', { append: true });
      c.header('Set-Cookie', 'b=2; Path=/', { append: true });
      return c.json(big);
    })
    .get('/small', (c) => c.json({ ok: true }))
    .get('/page', (c) => c.html(`<!doctype html><p>${'A signing in Chicago. '.repeat(100)}</p>`, 404))
    .get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))
    .get('/no-transform', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }))
    .get('/already', (c) => c.body(bigText, 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'br' }));
}

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['', undefined],
  ])('answers %j with %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compressResponses', () => {
  it('sends JSON as brotli to a browser, decoding to the same body, with its cookies and a weak ETag', async () => {
    const res = await app().request('/json', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('etag')).toBe('W/"abc"');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(bigText.length / 3);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big);
  });

  it('sends gzip to a client that takes only gzip, status and type kept', async () => {
    const res = await app().request('/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('A signing in Chicago.');
  });

  it('sends the body as it is to a client that takes no compression, still saying that it varies', async () => {
    const res = await app().request('/json');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual(big);
  });

  it(`leaves answers under ${COMPRESS_MIN_BYTES} bytes, images, no-transform and encoded ones alone`, async () => {
    const accepting = { headers: { 'accept-encoding': 'br, gzip' } };
    for (const path of ['/small', '/png', '/no-transform']) {
      const res = await app().request(path, accepting);
      expect(res.headers.get('content-encoding'), path).toBeNull();
    }
    expect(await (await app().request('/small', accepting)).json()).toEqual({ ok: true });
    const already = await app().request('/already', accepting);
    expect(already.headers.get('content-encoding')).toBe('br');
    expect(await already.text()).toBe(bigText);
  });

  it('answers HEAD without a body to compress', async () => {
    const res = await app().request('/json', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});
