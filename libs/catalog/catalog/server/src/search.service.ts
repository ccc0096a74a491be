import type { SearchQuery, SearchResults } from '@folio/catalog-contract';
import { bookRepo } from './book.repo.js';
import type { CatalogDeps } from './deps.js';
import { eventRepo } from './event.repo.js';
import { toAuthorSummary, toBook, toEventSummary, toVendorSummary } from './mappers.js';
import { peopleRepo } from './people.repo.js';
import { searchRepo } from './search.repo.js';

/** Puts rows back in the order of the ranked ids. */
function inOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Search across events, authors, vendors and books, grouped by kind, best first in each. */
export function searchService({ db, now = () => new Date() }: CatalogDeps) {
  const search = searchRepo(db);
  const events = eventRepo(db);
  const people = peopleRepo(db);
  const books = bookRepo(db);

  return {
    async search({ q, limit }: SearchQuery): Promise<SearchResults> {
      const at = now();
      // Sequential on purpose: PGlite has one connection, and on PostgreSQL each query is small.
      const eventHits = await search.searchKind('events', q, limit, at);
      const authorHits = await search.searchKind('authors', q, limit, at);
      const vendorHits = await search.searchKind('vendors', q, limit, at);
      const bookHits = await search.searchKind('books', q, limit, at);
      const [eventRows, authorRows, vendorRows, bookRows] = await Promise.all([
        events.summariesByIds(eventHits.ids),
        people.authorsByIds(authorHits.ids, at),
        people.vendorsByIds(vendorHits.ids, at),
        books.byIds(bookHits.ids),
      ]);
      return {
        query: q,
        events: inOrder(eventHits.ids, eventRows).map((row) => toEventSummary(row, at)),
        authors: inOrder(authorHits.ids, authorRows).map(toAuthorSummary),
        vendors: inOrder(vendorHits.ids, vendorRows).map(toVendorSummary),
        books: inOrder(bookHits.ids, bookRows).map(toBook),
        fuzzy: [eventHits, authorHits, vendorHits, bookHits].some((hits) => hits.fuzzy),
      };
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
