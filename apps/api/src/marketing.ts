import { contentPageHeads, contentRoutes, contentSitemap, type ContentCatalogPort, type ContentDeps } from '@folio/content-server';
import type { Database } from '@folio/db';
import { events } from '@folio/events-server';
import { authors, vendors } from '@folio/people-server';
import type { PageHeadRoute, SitemapSource } from '@folio/server-kit';
import { asc, inArray } from 'drizzle-orm';

/**
 * The catalog as content reads it: the public author and event pages a blog post names. Marketing
 * may read the catalog; only this shell joins them, over the catalog's exported tables.
 */
export function contentCatalogPort(db: Database): ContentCatalogPort {
  return {
    async authorsBySlugs(slugs) {
      if (slugs.length === 0) return [];
      const rows = await db.select({ slug: authors.slug, name: authors.name }).from(authors).where(inArray(authors.slug, [...slugs]));
      return slugs.flatMap((slug) => rows.filter((row) => row.slug === slug));
    },
    async eventsBySlugs(slugs) {
      if (slugs.length === 0) return [];
      const rows = await db.select({ slug: events.slug, title: events.title, startsAt: events.startsAt }).from(events).where(inArray(events.slug, [...slugs]));
      return slugs.flatMap((slug) => rows.filter((row) => row.slug === slug).map((row) => ({ slug: row.slug, title: row.title, starts_at: row.startsAt.toISOString() })));
    },
  };
}

const contentDeps = (db: Database, now?: () => Date): ContentDeps => ({ db, now, catalog: contentCatalogPort(db) });

/** The marketing domains' sub-apps, in mounting order (giveaways joins here). */
export function buildMarketing(db: Database, now?: () => Date) {
  return [contentRoutes(contentDeps(db, now))];
}

/** The marketing pages' heads for the served HTML (link previews). */
export function marketingPageHeads(db: Database): PageHeadRoute[] {
  return contentPageHeads(contentDeps(db));
}

/** The catalog's public pages for the sitemap: every event, author and vendor page. */
export function catalogSitemap(db: Database): SitemapSource {
  return async () => {
    const [eventRows, authorRows, vendorRows] = await Promise.all([
      db.select({ slug: events.slug }).from(events).orderBy(asc(events.startsAt)),
      db.select({ slug: authors.slug }).from(authors).orderBy(asc(authors.slug)),
      db.select({ slug: vendors.slug }).from(vendors).orderBy(asc(vendors.slug)),
    ]);
    return [
      { path: '/events' },
      { path: '/authors' },
      { path: '/vendors' },
      ...eventRows.map((row) => ({ path: `/event/${encodeURIComponent(row.slug)}` })),
      ...authorRows.map((row) => ({ path: `/author/${encodeURIComponent(row.slug)}` })),
      ...vendorRows.map((row) => ({ path: `/vendors/${encodeURIComponent(row.slug)}` })),
    ];
  };
}

/**
 * Every sitemap source, in the order the sitemap lists them: the home page, content, the catalog.
 * A domain with public pages of its own (giveaways) adds its exported source here.
 */
export function sitemapSources(db: Database): SitemapSource[] {
  return [async () => [{ path: '/' }], contentSitemap({ db }), catalogSitemap(db)];
}
