import type { SearchHits, SearchSource } from '@folio/catalog-kit-server';
import type { EventSummary } from '@folio/events-contract';
import type { AuthorSummary, Book, VendorSummary } from '@folio/people-contract';
import type { SearchQuery, SearchResults } from '@folio/search-contract';

/**
 * Where search looks: each catalog domain's own ranked search over its own tables, exported from
 * its public API (`eventSearch` of @folio/events-server, `peopleSearch` of @folio/people-server).
 * The shell wires them; search never reads another domain's tables.
 */
export interface SearchSources {
  events: SearchSource<EventSummary>;
  authors: SearchSource<AuthorSummary>;
  vendors: SearchSource<VendorSummary>;
  books: SearchSource<Book>;
}

/** Search across events, authors, vendors and books, grouped by kind, best first in each. */
export function searchService(sources: SearchSources) {
  return {
    async search({ q, limit }: SearchQuery): Promise<SearchResults> {
      // Sequential on purpose: PGlite has one connection, and on PostgreSQL each query is small.
      const events = await sources.events(q, limit);
      const authors = await sources.authors(q, limit);
      const vendors = await sources.vendors(q, limit);
      const books = await sources.books(q, limit);
      const groups: Array<SearchHits<unknown>> = [events, authors, vendors, books];
      return {
        query: q,
        events: events.items,
        authors: authors.items,
        vendors: vendors.items,
        books: books.items,
        totals: { events: events.total, authors: authors.total, vendors: vendors.total, books: books.total },
        fuzzy: groups.some((hits) => hits.fuzzy),
      };
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
