import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_PAGES, ContentPageResponse, HomeResponse, PostList } from '@folio/content-contract';
import { PAGE_DATA_ELEMENT_ID } from '@folio/http-contract';
import { createLogger } from '@folio/server-kit';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './testing/load-config.js';
import { startServer, type RunningServer } from './server.js';

// A preview crawler (a social network, a messenger) fetches the page's HTML and runs no
// JavaScript: the served HTML itself must carry the page's title and share tags.
const template = `<!doctype html><html lang="en"><head>
    <meta charset="utf-8" />
    <title>Folio</title>
    <meta name="description" content="The place where books find their readers." />
    <meta property="og:title" content="Folio: the place where books find their readers" />
  </head><body><div id="root"></div></body></html>`;

let server: RunningServer;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'folio-previews-'));
  const web = join(root, 'web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), template);
  const config = {
    ...loadConfig({
      NODE_ENV: 'development',
      SEED: 'demo',
      DEMO_PASSWORD: 'a demo passphrase for tests',
      DATA_DIR: join(root, 'data'),
      PORT: '0',
      WEB_DIST_DIR: web,
      APP_URL: 'https://folio.example',
    }),
    host: '127.0.0.1',
  };
  server = await startServer(config, createLogger({ level: 'silent' }));
  base = `http://127.0.0.1:${server.port}`;
}, 120_000);
afterAll(() => server?.shutdown('test'));

/** The page data embedded for `url`, parsed, or undefined. */
function pageDataOf(html: string, url: string): unknown {
  const match = new RegExp(
    `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json" data-url="([^"]*)">([\\s\\S]*?)</script>`,
  ).exec(html);
  if (!match) return undefined;
  expect(match[1]).toBe(url);
  return JSON.parse(match[2] ?? 'null') as unknown;
}

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('link previews in the served HTML', () => {
  it("carry an event's own title, description, canonical address and cover", async () => {
    const slug = await firstSlug('events');
    const res = await fetch(`${base}/event/${slug}`, { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toMatch(/ · Folio$/);
    expect(title).not.toBe('Folio');
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'og:url')).toBe(`https://folio.example/event/${slug}`);
    expect(html).toContain(`<link rel="canonical" href="https://folio.example/event/${slug}" />`);
    expect(metaOf(html, 'og:image')).toMatch(/^https:\/\/folio\.example\/api\//);
    expect(metaOf(html, 'description')?.length).toBeGreaterThan(20);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  });

  it("carry an author's name on their page and its children", async () => {
    const slug = await firstSlug('authors');
    const html = await (await fetch(`${base}/author/${slug}/about`)).text();

    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/^About · .+ · Folio$/);
    expect(metaOf(html, 'og:type')).toBe('profile');
  });

  it("carry the giveaways list's head and a featured author's giveaway title, and 404 for an author without one", async () => {
    const list = await (await fetch(`${base}/giveaways`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(list)?.[1]).toBe('Giveaways · Folio');
    expect(metaOf(list, 'og:description')).toMatch(/^Win signed books/);
    const { data } = (await (await fetch(`${base}/api/marketing/giveaways`)).json()) as {
      data: Array<{ title: string; author: { slug: string; name: string } }>;
    };
    const giveaway = data[0]!;
    const page = await fetch(`${base}/giveaway/${giveaway.author.slug}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(
      `${giveaway.title} · ${giveaway.author.name} giveaway · Folio`,
    );
    expect(metaOf(html, 'og:image')).toMatch(/^https:\/\/folio\.example\/api\//);
    expect((await fetch(`${base}/giveaway/no-such-author`)).status).toBe(404);
  });

  it('answer 404 with the app for a record that does not exist, and keep the default head elsewhere', async () => {
    const missing = await fetch(`${base}/event/no-such-event`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"></div>');
    const noForm = await fetch(`${base}/orderform/no-such-form`);
    expect(noForm.status).toBe(404);
    expect(await noForm.text()).toContain('<div id="root"></div>');

    const events = await (await fetch(`${base}/events`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(events)?.[1]).toBe('Folio');
    const post = await fetch(`${base}/blog/no-such-post`);
    expect(post.status).toBe(404);
  });

  // The home page keeps the template's head (the brand's title); its own test is below.
  it.each(CONTENT_PAGES.map((page) => page.path).filter((path) => path !== '/'))(
    "carry the content page %s's own title, description and share tags",
    async (path) => {
      const html = await (await fetch(`${base}${path}`)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title).toMatch(/^.+ · Folio$/);
      expect(metaOf(html, 'og:title')).toBe(title);
      expect(metaOf(html, 'og:url')).toBe(`https://folio.example${path}`);
      expect(metaOf(html, 'description')?.length).toBeGreaterThan(40);
      expect(metaOf(html, 'twitter:description')).toBe(metaOf(html, 'description'));
    },
  );

  it("carry the blog's, a post's and a partner's titles", async () => {
    const blog = await (await fetch(`${base}/blog`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(blog)?.[1]).toBe('Blog · Folio');
    const post = await (await fetch(`${base}/blog/a-fair-fee`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(post)?.[1]).toBe('Why we charge 5% and nothing else · Folio');
    expect(metaOf(post, 'og:type')).toBe('article');
    const partner = await (await fetch(`${base}/partners/paper-and-post`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(partner)?.[1]).toBe('Paper &amp; Post · Partners · Folio');
  });
});

describe('the home page', () => {
  const embedded = (html: string) => {
    const json = pageDataOf(html, '/');
    return json === undefined ? undefined : v.parse(HomeResponse, json).data;
  };

  it("carries its feed in the HTML, near the reader's country first, never cached for others", async () => {
    const res = await fetch(`${base}/`, { headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    const html = await res.text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Folio');
    const feed = embedded(html);
    expect(feed?.page.blocks[0]).toMatchObject({ kind: 'hero', title: 'The place where books find their readers' });
    expect(feed?.near).toEqual({ city: null, country_code: 'GB' });
    expect(feed?.near_count).toBeGreaterThan(0);
    const near = feed?.events.slice(0, feed.near_count) ?? [];
    expect(near.every((event) => event.country_code === 'GB')).toBe(true);
    expect(feed?.events.length).toBe(6);
    expect(feed?.authors.length).toBeGreaterThan(0);
    expect(feed?.giveaways.length).toBeGreaterThan(0);
    expect(feed?.posts.map((post) => post.slug)).toHaveLength(3);
  });

  it('answers the same feed from the API, and lists everywhere soonest first for a reader of unknown place', async () => {
    const fromApi = (await (await fetch(`${base}/api/public/content/home`)).json()) as unknown;
    const feed = v.parse(HomeResponse, fromApi).data;
    expect(feed.near).toBeNull();
    expect(feed.near_count).toBe(0);
    const starts = feed.events.map((event) => Date.parse(event.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(pageDataOf(await (await fetch(`${base}/events`)).text(), '/events')).toBeUndefined();
  });
});

describe('content pages in the served HTML', () => {
  it('carry the answer of their API call, for the address asked', async () => {
    const about = pageDataOf(await (await fetch(`${base}/about`)).text(), '/about');
    expect(v.parse(ContentPageResponse, about).data).toMatchObject({ slug: 'about', path: '/about' });
    const blog = pageDataOf(await (await fetch(`${base}/blog?page=2`)).text(), '/blog?page=2');
    expect(v.parse(PostList, blog).meta.current_page).toBe(2);
    const partners = pageDataOf(await (await fetch(`${base}/partners`)).text(), '/partners') as {
      page: unknown;
      partners: { data: unknown[] };
    };
    expect(v.parse(ContentPageResponse, partners.page).data.slug).toBe('partners');
    expect(partners.partners.data.length).toBeGreaterThan(0);
    const giveaways = pageDataOf(await (await fetch(`${base}/giveaways`)).text(), '/giveaways') as { data: unknown[] };
    expect(giveaways.data.length).toBeGreaterThan(0);
  });

  it('an order form page carries the form as its API call answers it, and its head', async () => {
    const events = (await (await fetch(`${base}/api/catalog/events?per_page=5`)).json()) as {
      data: Array<{ slug: string }>;
    };
    const detail = (await (await fetch(`${base}/api/catalog/events/${events.data[0]!.slug}`)).json()) as {
      data: { order_forms: Array<{ slug: string }> };
    };
    const slug = detail.data.order_forms[0]!.slug;
    const page = await fetch(`${base}/orderform/${slug}`);
    const html = await page.text();
    const embedded = pageDataOf(html, `/orderform/${slug}`) as {
      data: { slug: string; title: string; products: unknown[] };
    };
    const fromApi = (await (await fetch(`${base}/api/public/order-forms/${slug}`)).json()) as {
      data: { slug: string; title: string };
    };
    expect(embedded.data.slug).toBe(slug);
    expect(embedded).toEqual(fromApi);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(fromApi.data.title.replace(/&/g, '&amp;'));
    expect(
      pageDataOf(await (await fetch(`${base}/orderform/no-such-form`)).text(), '/orderform/no-such-form'),
    ).toBeUndefined();
  });

  it("an event's pages and a reader's page carry their API call's answer, and their heads", async () => {
    const slug = await firstSlug('events');
    const fromApi = (await (await fetch(`${base}/api/catalog/events/${slug}`)).json()) as {
      data: { title: string; readers_attending_count: number };
    };
    for (const path of [`/event/${slug}`, `/event/${slug}/store`, `/event/${slug}/attending?page=2`]) {
      const html = await (await fetch(`${base}${path}`)).text();
      expect(pageDataOf(html, path)).toEqual(fromApi);
    }
    const store = await (await fetch(`${base}/event/${slug}/store`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(store)?.[1]).toMatch(/^Store · .+ · Folio$/);

    const readers = (await (await fetch(`${base}/api/catalog/readers?per_page=1`)).json()) as {
      data: Array<{ slug: string }>;
    };
    const reader = readers.data[0]!.slug;
    const readerPage = pageDataOf(await (await fetch(`${base}/reader/${reader}`)).text(), `/reader/${reader}`);
    expect(readerPage).toEqual(await (await fetch(`${base}/api/catalog/readers/${reader}`)).json());

    const missing = await fetch(`${base}/event/no-such-event/store`);
    expect(missing.status).toBe(404);
    expect(pageDataOf(await missing.text(), '/event/no-such-event/store')).toBeUndefined();
  });

  it("an author's and a vendor's pages carry their API call's answer, and their heads", async () => {
    const author = await firstSlug('authors');
    const fromApi = await (await fetch(`${base}/api/catalog/authors/${author}`)).json();
    for (const path of [`/author/${author}`, `/author/${author}/about`, `/author/${author}/stores?status=all`]) {
      const html = await (await fetch(`${base}${path}`)).text();
      expect(pageDataOf(html, path)).toEqual(fromApi);
    }
    const stores = await (await fetch(`${base}/author/${author}/stores`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(stores)?.[1]).toMatch(/^Stores · .+ · Folio$/);

    const vendor = await firstSlug('vendors');
    const vendorFromApi = await (await fetch(`${base}/api/catalog/vendors/${vendor}`)).json();
    for (const path of [`/vendors/${vendor}`, `/vendors/${vendor}/about`]) {
      expect(pageDataOf(await (await fetch(`${base}${path}`)).text(), path)).toEqual(vendorFromApi);
    }
    const about = await (await fetch(`${base}/vendors/${vendor}/about`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(about)?.[1]).toMatch(/^About · .+ · Folio$/);

    const missing = await fetch(`${base}/vendors/no-such-vendor/stores`);
    expect(missing.status).toBe(404);
    expect(pageDataOf(await missing.text(), '/vendors/no-such-vendor/stores')).toBeUndefined();
  });

  it('a themed page and /c/{slug}/events carry their collection or listing, and their heads', async () => {
    const besties = (await (await fetch(`${base}/api/catalog/collections/besties`)).json()) as {
      data: { title: string; heading: string };
    };
    const html = await (await fetch(`${base}/besties?page=2`)).text();
    expect(pageDataOf(html, '/besties?page=2')).toEqual(besties);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(
      `${besties.data.title}: ${besties.data.heading} · Folio`.replace(/&/g, '&amp;'),
    );
    const listing = await (await fetch(`${base}/api/catalog/listings/romantasy`)).json();
    expect(pageDataOf(await (await fetch(`${base}/c/romantasy/events`)).text(), '/c/romantasy/events')).toEqual(
      listing,
    );
    expect(
      pageDataOf(await (await fetch(`${base}/c/no-such-thing/events`)).text(), '/c/no-such-thing/events'),
    ).toBeUndefined();
  });

  it('carry none for a page that does not exist or a query the API refuses', async () => {
    const missing = await fetch(`${base}/blog/no-such-post`);
    expect(missing.status).toBe(404);
    expect(pageDataOf(await missing.text(), '/blog/no-such-post')).toBeUndefined();
    const refused = await fetch(`${base}/blog?page=0`);
    expect(refused.status).toBe(200);
    expect(pageDataOf(await refused.text(), '/blog?page=0')).toBeUndefined();
  });
});

describe('compression of what the server builds per request', () => {
  // fetch() asks for gzip, deflate and br and decodes the answer itself; the encoding stays in the headers.
  it("sends the home page's HTML and the catalog's JSON as brotli, gzip to a client that takes only that", async () => {
    for (const path of ['/', '/api/catalog/events?per_page=24']) {
      const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(res.headers.get('vary'), path).toMatch(/Accept-Encoding/);
      expect((await res.text()).length, path).toBeGreaterThan(1024);
    }
    const gzip = await fetch(`${base}/api/catalog/events?per_page=24`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(((await gzip.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt keeps crawlers out of the API and private areas and names the sitemap', async () => {
    const res = await fetch(`${base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://folio.example/sitemap.xml');
  });

  it('the sitemap lists every content page, the blog and its posts, the partners and the catalog pages, each once', async () => {
    const res = await fetch(`${base}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(new Set(locs).size).toBe(locs.length);
    const paths = locs.map((loc) => loc.replace('https://folio.example', ''));
    for (const page of CONTENT_PAGES) expect(paths).toContain(page.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/blog', '/blog/welcome-to-folio', '/partners/lantern-street-books', '/events']),
    );
    expect(paths).toContain(`/event/${await firstSlug('events')}`);
    expect(paths).toContain(`/author/${await firstSlug('authors')}`);
  });
});

async function firstSlug(kind: 'events' | 'authors' | 'vendors'): Promise<string> {
  const list = (await (await fetch(`${base}/api/catalog/${kind}?per_page=1`)).json()) as {
    data: Array<{ slug: string }>;
  };
  const slug = list.data[0]?.slug;
  if (!slug) throw new Error(`no demo ${kind}`);
  return slug;
}
