import { Hono } from 'hono';

/** One public page for the sitemap: its site-relative address and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * Where sitemap entries come from: each domain that has public pages exports one (content's
 * pages and posts, the catalog's events and people, giveaways), and the shell passes the list.
 */
export type SitemapSource = () => Promise<readonly SitemapEntry[]>;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The sitemap protocol's XML for the entries, each address absolute on `origin`, each listed once. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    urls.push(`  <url><loc>${escapeXml(`${base}${entry.path}`)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled except the API, the account and the carts. */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /account',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /dev/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * `GET /robots.txt` and `GET /sitemap.xml`. A source that fails is left out (and reported through
 * `onSourceError`) rather than failing the whole sitemap.
 */
export function sitemapRoutes({
  origin,
  sources,
  onSourceError,
}: {
  origin: string;
  sources: readonly SitemapSource[];
  onSourceError?: (error: unknown) => void;
}) {
  return new Hono()
    .get('/robots.txt', (c) => c.text(robotsTxt(origin), 200, { 'Cache-Control': 'public, max-age=3600' }))
    .get('/sitemap.xml', async (c) => {
      const lists = await Promise.all(
        sources.map((source) =>
          source().catch((error: unknown) => {
            onSourceError?.(error);
            return [];
          }),
        ),
      );
      return c.body(sitemapXml(origin, lists.flat()), 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      });
    });
}
