import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapRoutes, sitemapXml } from './sitemap.js';

describe('sitemap', () => {
  it('lists each address once, absolute, escaped, with its last change as a date', () => {
    const xml = sitemapXml('https://folio.example/', [
      { path: '/blog', lastModified: new Date('2026-11-20T12:00:00Z') },
      { path: '/partners/paper-&-post' },
      { path: '/blog' },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<url><loc>https://folio.example/blog</loc><lastmod>2026-11-20</lastmod></url>');
    expect(xml).toContain('<loc>https://folio.example/partners/paper-&amp;-post</loc>');
  });

  it('leaves out a source that fails and serves the others', async () => {
    const errors: unknown[] = [];
    const app = sitemapRoutes({
      origin: 'https://folio.example',
      sources: [async () => [{ path: '/about' }], () => Promise.reject(new Error('down'))],
      onSourceError: (error) => errors.push(error),
    });
    const res = await app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<loc>https://folio.example/about</loc>');
    expect(errors).toHaveLength(1);
  });

  it('robots.txt names the sitemap and keeps crawlers out of the API', () => {
    expect(robotsTxt('https://folio.example')).toMatch(
      /Disallow: \/api\/[\s\S]*Sitemap: https:\/\/folio\.example\/sitemap\.xml/,
    );
  });
});
