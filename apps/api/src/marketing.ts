import { contentPageHeads, contentRoutes, contentSitemap, type ContentCatalogPort, type ContentDeps } from '@folio/content-server';
import type { Database } from '@folio/db';
import { events, peopleEventsPort } from '@folio/events-server';
import {
  acceptAllChallenges,
  defineGiveawayMail,
  giveawayPageHeads,
  giveawayRoutes,
  giveawayService,
  giveawaySitemapPaths,
  type ChallengeVerifier,
  type GiveawayAuthorsPort,
  type GiveawaysDeps,
} from '@folio/giveaways-server';
import type { MailQueue } from '@folio/mail';
import { catalogStoresPort } from '@folio/order-forms-server';
import { authors, peopleReads, vendors } from '@folio/people-server';
import type { Logger, PageHeadRoute, SitemapSource } from '@folio/server-kit';
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

/** Giveaways read the catalog's authors through the people domain's public reads, joined here. */
export function giveawayAuthors(db: Database): GiveawayAuthorsPort {
  const people = peopleReads({ db, events: peopleEventsPort, stores: catalogStoresPort });
  return {
    async byIds(ids) {
      const rows = await people.authorsByIds(ids);
      return new Map(rows.map((author) => [author.id, { id: author.id, slug: author.slug, name: author.name, avatar_url: author.avatar_url }]));
    },
    idBySlug: async (slug) => (await people.authorId(slug)) ?? null,
  };
}

export interface MarketingOptions {
  mail: MailQueue;
  logger: Logger;
  appUrl: string;
  now?: () => Date;
  /** Bot protection before an entry; the offline default accepts (the integrations issue brings a real one). */
  challenge?: ChallengeVerifier;
}

function giveawaysDeps(db: Database, options: MarketingOptions): GiveawaysDeps {
  return {
    db,
    now: options.now,
    authors: giveawayAuthors(db),
    challenge: options.challenge ?? acceptAllChallenges,
    mail: options.mail,
    logger: options.logger,
    appUrl: options.appUrl,
  };
}

/**
 * The marketing domains, wired, in mounting order: content (pages, blog, partners) and giveaways
 * (their winner e-mail registered with the shared queue), with the giveaway service whose
 * `drawDue` the server runs at start and every minute (reads never draw: no GET changes state; the
 * draw is exactly-once however many servers run it).
 */
export function buildMarketing(db: Database, options: MarketingOptions) {
  const deps = giveawaysDeps(db, options);
  defineGiveawayMail({ mail: options.mail, db, appUrl: options.appUrl, authorSlug: async (id) => (await deps.authors.byIds([id])).get(id)?.slug ?? null });
  const giveaways = giveawayService(deps);
  return { giveaways, domains: [contentRoutes(contentDeps(db, options.now)), giveawayRoutes(deps, giveaways)] };
}

/** The marketing pages' heads for the served HTML (link previews): content pages and giveaways. */
export function marketingPageHeads(db: Database, options: MarketingOptions): PageHeadRoute[] {
  return [...contentPageHeads(contentDeps(db)), ...giveawayPageHeads(giveawaysDeps(db, options))];
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

/** The giveaway pages for the sitemap: the list and one page per author with a giveaway. */
export function giveawaySitemap(db: Database): SitemapSource {
  return async () => (await giveawaySitemapPaths({ db, authors: giveawayAuthors(db) })).map((path) => ({ path }));
}

/** Every sitemap source, in the order the sitemap lists them: the home page, content, giveaways, the catalog. */
export function sitemapSources(db: Database): SitemapSource[] {
  return [async () => [{ path: '/' }], contentSitemap({ db }), giveawaySitemap(db), catalogSitemap(db)];
}
