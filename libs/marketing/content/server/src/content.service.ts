import {
  CONTENT_PAGES,
  ContentBlocksInput,
  type ContentBlock,
  type ContentBlockInput,
  type ContentPage,
  HOME_LIMITS,
  type HomeEvent,
  type HomeFeed,
  type ReaderPlace,
  type Partner,
  type PartnerSummary,
  type Post,
  type PostList,
  type PostListQuery,
  type PostSummary,
} from '@folio/content-contract';
import { notFound } from '@folio/server-kit';
import { LRUCache } from 'lru-cache';
import * as v from 'valibot';
import { noCatalogPort, noGiveawaysPort, type ContentCatalogPort, type ContentDeps } from './content-deps.js';
import { contentRepo, type PostRow } from './content.repo.js';
import { readingMinutes, renderMarkdown } from './markdown.js';

export const pageNotFound = () => notFound('Page not found.');
export const postNotFound = () => notFound('Post not found.');
export const partnerNotFound = () => notFound('Partner not found.');

const PATHS = new Map<string, string>(CONTENT_PAGES.map((page) => [page.slug, page.path]));

function toBlock(block: ContentBlockInput): ContentBlock {
  return block.kind === 'markdown'
    ? { kind: 'prose', title: block.title, html: renderMarkdown(block.markdown) }
    : block;
}

function toPostSummary(
  row: Pick<PostRow, 'slug' | 'title' | 'excerpt' | 'authorName' | 'publishedAt' | 'bodyMarkdown'>,
): PostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author_name: row.authorName,
    published_at: row.publishedAt.toISOString(),
    reading_minutes: readingMinutes(row.bodyMarkdown),
  };
}

function toPartnerSummary(row: {
  slug: string;
  name: string;
  kind: string;
  blurb: string;
  url: string;
}): PartnerSummary {
  return { slug: row.slug, name: row.name, kind: row.kind, blurb: row.blurb, url: row.url };
}

/**
 * Upcoming events with those near the reader first: in their city, then the rest of their country,
 * then, to fill the list, everywhere else. `nearCount` is how many of the list are near.
 */
async function eventsNear(
  catalog: ContentCatalogPort,
  place: ReaderPlace | null,
  limit: number,
): Promise<{ events: HomeEvent[]; nearCount: number }> {
  const near: HomeEvent[] = [];
  if (place) {
    const [inCity, inCountry] = await Promise.all([
      place.city
        ? catalog.upcomingEvents({ country: place.country_code, city: place.city }, limit)
        : Promise.resolve([]),
      catalog.upcomingEvents({ country: place.country_code }, limit),
    ]);
    near.push(...inCity, ...inCountry.filter((event) => !inCity.some((other) => other.slug === event.slug)));
  }
  const nearEvents = near.slice(0, limit);
  if (nearEvents.length === limit) return { events: nearEvents, nearCount: limit };
  const elsewhere = await catalog.upcomingEvents({}, limit + nearEvents.length);
  const rest = elsewhere.filter((event) => !nearEvents.some((other) => other.slug === event.slug));
  return { events: [...nearEvents, ...rest].slice(0, limit), nearCount: nearEvents.length };
}

/**
 * How long one place's home feed is kept. Every visit to `/` reads it (the feed comes with the
 * HTML), and it is the same for every reader in one place: a flood of visits costs one read of the
 * database per place and period, not about eight per visit. An edit shows within this time.
 */
export const HOME_FEED_TTL_MS = 10_000;
/** At most this many places' feeds are kept (countries, and the cities of signed-in readers). */
const HOME_FEED_PLACES = 500;

/** Pages, posts and partners as the API serves them: Markdown rendered and sanitised here. */
export function contentService({
  db,
  now = () => new Date(),
  catalog = noCatalogPort,
  giveaways = noGiveawaysPort,
}: ContentDeps) {
  const repo = contentRepo(db);
  // Concurrent misses for one place share a single read (`fetch` dedupes them).
  const homes = new LRUCache<string, HomeFeed, ReaderPlace | null>({
    max: HOME_FEED_PLACES,
    ttl: HOME_FEED_TTL_MS,
    // Read the clock on every look-up (it is the service's, which tests move).
    ttlResolution: 0,
    perf: { now: () => now().getTime() },
    fetchMethod: (_key, _stale, { context }) => readHome(context),
  });

  async function readHome(place: ReaderPlace | null): Promise<HomeFeed> {
    const [page, near, authors, open, posts] = await Promise.all([
      service.page('home'),
      eventsNear(catalog, place, HOME_LIMITS.events),
      catalog.featuredAuthors(HOME_LIMITS.authors),
      giveaways.open(HOME_LIMITS.giveaways),
      repo.posts(now(), 1, HOME_LIMITS.posts),
    ]);
    return {
      page,
      near: place,
      near_count: near.nearCount,
      events: near.events,
      authors,
      giveaways: open,
      posts: posts.rows.map(toPostSummary),
    };
  }

  const service = {
    /**
     * The home page: its copy, upcoming events near the reader first, featured authors, open
     * giveaways and the latest posts, in one answer (read in parallel, kept `HOME_FEED_TTL_MS` per place).
     */
    async home(place: ReaderPlace | null): Promise<HomeFeed> {
      const key = place ? `${place.country_code}|${place.city ?? ''}` : '';
      const feed = await homes.fetch(key, { context: place });
      if (!feed) throw new Error('The home feed could not be read.');
      return feed;
    },

    /** A content page by slug; only the slugs the site has a route for are served. */
    async page(slug: string): Promise<ContentPage> {
      const path = PATHS.get(slug);
      const row = path ? await repo.page(slug) : undefined;
      if (!row || !path) throw pageNotFound();
      // An edit that breaks the block schema must not reach the browser half-rendered.
      const blocks = v.safeParse(ContentBlocksInput, row.blocks);
      if (!blocks.success) throw pageNotFound();
      return {
        slug: row.slug,
        path,
        title: row.title,
        description: row.description,
        updated_at: row.updatedAt.toISOString(),
        blocks: blocks.output.map(toBlock),
      };
    },
    async posts(query: PostListQuery): Promise<PostList> {
      const { rows, total } = await repo.posts(now(), query.page, query.per_page);
      return {
        data: rows.map(toPostSummary),
        meta: {
          current_page: query.page,
          per_page: query.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
        },
      };
    },
    async post(slug: string): Promise<Post> {
      const at = now();
      const row = await repo.post(slug, at);
      if (!row) throw postNotFound();
      const [neighbours, authors, events] = await Promise.all([
        repo.neighbours(row, at),
        catalog.authorsBySlugs(row.relatedAuthorSlugs),
        catalog.eventsBySlugs(row.relatedEventSlugs),
      ]);
      return {
        ...toPostSummary(row),
        html: renderMarkdown(row.bodyMarkdown),
        related: { authors, events },
        ...neighbours,
      };
    },
    async partners(): Promise<{ data: PartnerSummary[] }> {
      return { data: (await repo.partners()).map(toPartnerSummary) };
    },
    async partner(slug: string): Promise<Partner> {
      const row = await repo.partner(slug);
      if (!row) throw partnerNotFound();
      return { ...toPartnerSummary(row), html: renderMarkdown(row.bodyMarkdown) };
    },
  };
  return service;
}

export type ContentService = ReturnType<typeof contentService>;
