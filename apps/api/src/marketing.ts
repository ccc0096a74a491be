import { addresses } from '@folio/account-server';
import type { HomeEvent, ReaderPlace } from '@folio/content-contract';
import {
  contentPageData,
  contentPageHeads,
  contentRoutes,
  contentService,
  contentSitemap,
  readerPlaceResolver,
  type ContentCatalogPort,
  type ContentDeps,
  type ContentGiveawaysPort,
} from '@folio/content-server';
import type { Database } from '@folio/db';
import { EventListQuery, type EventSummary } from '@folio/events-contract';
import { eventReads, events, peopleEventsPort } from '@folio/events-server';
import {
  defineGiveawayMail,
  giveawayPageData,
  giveawayPageHeads,
  giveawayRoutes,
  giveawayService,
  giveawaySitemapPaths,
  type GiveawayAuthorsPort,
  type GiveawayService,
  type GiveawaysDeps,
} from '@folio/giveaways-server';
import { botChallengeOff, type BotChallengeVerifier } from '@folio/integrations-server';
import type { MailQueue } from '@folio/mail';
import { catalogStoresPort } from '@folio/order-forms-server';
import { AuthorListQuery } from '@folio/people-contract';
import { authors, peopleReads, vendors } from '@folio/people-server';
import type { Logger, PageDataRoute, PageHeadRoute, SitemapSource } from '@folio/server-kit';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';

/** An event card as the home page shows it. */
function toHomeEvent(event: EventSummary): HomeEvent {
  return {
    slug: event.slug,
    title: event.title,
    starts_at: event.starts_at,
    timezone: event.timezone,
    place: event.venue ? `${event.venue.name}, ${event.venue.city}` : (event.virtual?.platform ?? 'Online'),
    is_virtual: event.is_virtual,
    country_code: event.venue?.country_code ?? null,
    cover_url: event.cover_url,
    authors: event.featured_authors.map((author) => author.name),
  };
}

/**
 * The catalog as content reads it: the public author and event pages a blog post names, and the
 * home page's events and featured authors. Marketing may read the catalog; only this shell joins
 * them, over the catalog's public reads and exported tables.
 */
export function contentCatalogPort(db: Database): ContentCatalogPort {
  const eventCards = eventReads({ db });
  const people = peopleReads({ db, events: peopleEventsPort, stores: catalogStoresPort });
  return {
    async authorsBySlugs(slugs) {
      if (slugs.length === 0) return [];
      const rows = await db
        .select({ slug: authors.slug, name: authors.name })
        .from(authors)
        .where(inArray(authors.slug, [...slugs]));
      return slugs.flatMap((slug) => rows.filter((row) => row.slug === slug));
    },
    async eventsBySlugs(slugs) {
      if (slugs.length === 0) return [];
      const rows = await db
        .select({ slug: events.slug, title: events.title, startsAt: events.startsAt })
        .from(events)
        .where(inArray(events.slug, [...slugs]));
      return slugs.flatMap((slug) =>
        rows
          .filter((row) => row.slug === slug)
          .map((row) => ({ slug: row.slug, title: row.title, starts_at: row.startsAt.toISOString() })),
      );
    },
    async upcomingEvents({ country, city }, limit) {
      const query = v.parse(EventListQuery, {
        per_page: String(limit),
        ...(country ? { country } : {}),
        ...(city ? { city } : {}),
      });
      return (await eventCards.list(query)).map(toHomeEvent);
    },
    async featuredAuthors(limit) {
      const query = v.parse(AuthorListQuery, {
        per_page: String(limit),
        sort_by: 'upcoming_events',
        sort_order: 'desc',
      });
      return (await people.authors(query)).map(({ slug, name, avatar_url, tagline, upcoming_events_count }) => ({
        slug,
        name,
        avatar_url,
        tagline,
        upcoming_events_count,
      }));
    },
  };
}

/** The home page's open giveaways, read through the giveaways domain's service. */
function contentGiveawaysPort(giveaways: GiveawayService): ContentGiveawaysPort {
  return {
    async open(limit) {
      const open = (await giveaways.list()).filter((giveaway) => giveaway.status === 'open');
      return open
        .sort((a, b) => a.closes_at.localeCompare(b.closes_at))
        .slice(0, limit)
        .map(({ title, prize, closes_at, author }) => ({
          title,
          prize,
          closes_at,
          author: { slug: author.slug, name: author.name, avatar_url: author.avatar_url },
        }));
    },
  };
}

/** A signed-in reader's place for "near you": their default address, else their latest one. */
export function addressPlace(db: Database): (userId: string) => Promise<ReaderPlace | null> {
  return async (userId) => {
    const [row] = await db
      .select({ city: addresses.city, country: addresses.countryCode })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt))
      .limit(1);
    return row ? { city: row.city, country_code: row.country.toUpperCase() } : null;
  };
}

const contentDeps = (db: Database, now?: () => Date): ContentDeps => ({ db, now, catalog: contentCatalogPort(db) });

/** The content domain as the served app runs it: with the home page's giveaways and the reader's place. */
function homeContentDeps(db: Database, options: MarketingOptions, giveaways: GiveawayService): ContentDeps {
  const header = options.proxyCountryHeader;
  return {
    ...contentDeps(db, options.now),
    giveaways: contentGiveawaysPort(giveaways),
    place: readerPlaceResolver({
      addressOf: addressPlace(db),
      proxyCountry: header ? (c: Context) => c.req.header(header) ?? null : undefined,
      ipCountry: options.ipCountry,
    }),
  };
}

/** Giveaways read the catalog's authors through the people domain's public reads, joined here. */
export function giveawayAuthors(db: Database): GiveawayAuthorsPort {
  const people = peopleReads({ db, events: peopleEventsPort, stores: catalogStoresPort });
  return {
    async byIds(ids) {
      const rows = await people.authorsByIds(ids);
      return new Map(
        rows.map((author) => [
          author.id,
          { id: author.id, slug: author.slug, name: author.name, avatar_url: author.avatar_url },
        ]),
      );
    },
    idBySlug: async (slug) => (await people.authorId(slug)) ?? null,
  };
}

export interface MarketingOptions {
  mail: MailQueue;
  logger: Logger;
  appUrl: string;
  now?: () => Date;
  /** Bot protection before an entry (Turnstile when configured); off, every entry passes. */
  challenge?: BotChallengeVerifier;
  /**
   * The header a trusted proxy sets to the visitor's country (`PROXY_COUNTRY_HEADER`, only when
   * `TRUST_PROXY_HOPS` is set): the home page's "near you" for guests.
   */
  proxyCountryHeader?: string | null;
  /** The visitor's country from their address (the embedded IP data): "near you" after the proxy's country. */
  ipCountry?: (c: Context) => string | null;
}

function giveawaysDeps(db: Database, options: MarketingOptions): GiveawaysDeps {
  return {
    db,
    now: options.now,
    authors: giveawayAuthors(db),
    challenge: options.challenge ?? botChallengeOff,
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
  defineGiveawayMail({
    mail: options.mail,
    db,
    appUrl: options.appUrl,
    authorSlug: async (id) => (await deps.authors.byIds([id])).get(id)?.slug ?? null,
  });
  const giveaways = giveawayService(deps);
  const content = homeContentDeps(db, options, giveaways);
  // What the content pages embed in their HTML, so a first visit draws with no second round trip.
  // One service for the API and the page data: one kept home feed per place, read once for both.
  const service = contentService(content);
  const pageData: PageDataRoute[] = [...contentPageData(content, service), ...giveawayPageData(giveaways)];
  return { giveaways, pageData, domains: [contentRoutes(content, service), giveawayRoutes(deps, giveaways)] };
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

/** Every sitemap source, in the order the sitemap lists them: content (the home page first), giveaways, the catalog. */
export function sitemapSources(db: Database): SitemapSource[] {
  return [contentSitemap({ db }), giveawaySitemap(db), catalogSitemap(db)];
}
