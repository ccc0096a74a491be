import type {
  HomeAuthor,
  HomeEvent,
  HomeGiveaway,
  RelatedAuthor,
  RelatedEvent,
  ReaderPlace,
} from '@folio/content-contract';
import type { Database } from '@folio/db';
import type { Context } from 'hono';

/**
 * What content reads of the catalog: the public pages a post names, by slug, and what the home
 * page lists. The shell implements it over the catalog's domains (marketing may read the catalog;
 * the catalog never reads content).
 */
export interface ContentCatalogPort {
  authorsBySlugs(slugs: readonly string[]): Promise<RelatedAuthor[]>;
  eventsBySlugs(slugs: readonly string[]): Promise<RelatedEvent[]>;
  /** Upcoming events (ongoing included), soonest first, optionally in one country and city. */
  upcomingEvents(where: { country?: string; city?: string }, limit: number): Promise<HomeEvent[]>;
  /** The authors to feature: those with the most upcoming events. */
  featuredAuthors(limit: number): Promise<HomeAuthor[]>;
}

/** What the home page reads of giveaways (the shell joins the giveaways domain). */
export interface ContentGiveawaysPort {
  /** Giveaways open for entries now, closing soonest first. */
  open(limit: number): Promise<HomeGiveaway[]>;
}

/** Where the reader is, for "near you": see `readerPlaceResolver`. */
export type ReaderPlaceResolver = (c: Context) => Promise<ReaderPlace | null>;

/** A catalog with nothing in it: posts show no related pages, the home page lists nothing (tests, or content served alone). */
export const noCatalogPort: ContentCatalogPort = {
  authorsBySlugs: async () => [],
  eventsBySlugs: async () => [],
  upcomingEvents: async () => [],
  featuredAuthors: async () => [],
};

export const noGiveawaysPort: ContentGiveawaysPort = { open: async () => [] };

export interface ContentDeps {
  db: Database;
  now?: () => Date;
  catalog?: ContentCatalogPort;
  giveaways?: ContentGiveawaysPort;
  /** Where the reader is; by default their browser's language region (`readerPlaceResolver()`). */
  place?: ReaderPlaceResolver;
}
