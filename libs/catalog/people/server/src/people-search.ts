import { inOrder, rankedSearch, type Searchable, type SearchSource } from '@folio/catalog-kit-server';
import type { AuthorSummary, Book, VendorSummary } from '@folio/people-contract';
import { sql } from 'drizzle-orm';
import { bookRepo } from './book.repo.js';
import { books } from './book.table.js';
import type { PeopleDeps } from './people-events.port.js';
import { toAuthorSummary, toBook, toVendorSummary } from './people.mappers.js';
import { peopleRepo } from './people.repo.js';
import { authors, vendors } from './people.table.js';

const AUTHORS: Searchable = {
  table: authors,
  id: authors.id,
  search: authors.search,
  searchName: authors.searchName,
  tieBreak: () => sql`${authors.name} asc`,
};
const VENDORS: Searchable = {
  table: vendors,
  id: vendors.id,
  search: vendors.search,
  searchName: vendors.searchName,
  tieBreak: () => sql`${vendors.name} asc`,
};
const BOOKS: Searchable = {
  table: books,
  id: books.id,
  search: books.search,
  searchName: books.searchName,
  tieBreak: () => sql`${books.title} asc`,
};

/**
 * People's part of the catalog search, each kind ranked over its own table (see `rankedSearch`)
 * and answered as the contract's cards: the search domain composes these, never the tables.
 */
export function peopleSearch({ db, now = () => new Date(), events, stores }: PeopleDeps): {
  authors: SearchSource<AuthorSummary>;
  vendors: SearchSource<VendorSummary>;
  books: SearchSource<Book>;
} {
  const people = peopleRepo(db, { events, stores });
  const shelf = bookRepo(db, stores);
  return {
    async authors(q, limit) {
      const at = now();
      const hits = await rankedSearch(db, AUTHORS, q, limit, at);
      return {
        items: inOrder(hits.ids, await people.authorsByIds(hits.ids, at)).map(toAuthorSummary),
        total: hits.total,
        fuzzy: hits.fuzzy,
      };
    },
    async vendors(q, limit) {
      const at = now();
      const hits = await rankedSearch(db, VENDORS, q, limit, at);
      return {
        items: inOrder(hits.ids, await people.vendorsByIds(hits.ids, at)).map(toVendorSummary),
        total: hits.total,
        fuzzy: hits.fuzzy,
      };
    },
    async books(q, limit) {
      const at = now();
      const hits = await rankedSearch(db, BOOKS, q, limit, at);
      return {
        items: inOrder(hits.ids, await shelf.byIds(hits.ids, at)).map(toBook),
        total: hits.total,
        fuzzy: hits.fuzzy,
      };
    },
  };
}
