import { pageMeta } from '@folio/catalog-kit-server';
import type {
  AuthorList,
  AuthorListQuery,
  AuthorProfile,
  AuthorSummary,
  ReaderList,
  ReaderListQuery,
  VendorList,
  VendorListQuery,
  VendorProfile,
  VendorSummary,
} from '@folio/people-contract';
import { notFound } from '@folio/server-kit';
import { bookRepo } from './book.repo.js';
import type { PeopleDeps } from './people-events.port.js';
import { toAuthorSummary, toBook, toReaderSummary, toVendorSummary } from './people.mappers.js';
import { peopleRepo } from './people.repo.js';

export const authorNotFound = () => notFound('Author not found.');
export const vendorNotFound = () => notFound('Vendor not found.');

/** Authors, vendors and readers: lists and public pages. */
export function peopleService({ db, now = () => new Date(), events, stores }: PeopleDeps) {
  const people = peopleRepo(db, { events, stores });
  const books = bookRepo(db, stores);

  return {
    async authors(query: AuthorListQuery): Promise<AuthorList> {
      const { rows, total } = await people.listAuthors(query, now());
      return { data: rows.map(toAuthorSummary), meta: pageMeta(query, total) };
    },

    async author(slug: string): Promise<AuthorProfile> {
      const at = now();
      const author = await people.findAuthor(slug, at);
      if (!author) throw authorNotFound();
      const authorBooks = await books.byAuthor(author.id, at);
      return {
        ...toAuthorSummary(author),
        bio: author.bio,
        about: author.about,
        city: author.city,
        country_code: author.countryCode,
        website_url: author.websiteUrl,
        social_links: author.socialLinks,
        books: authorBooks.map(toBook),
        past_events_count: author.pastEventsCount,
        open_order_forms_count: author.openOrderFormsCount,
      };
    },

    async vendors(query: VendorListQuery): Promise<VendorList> {
      const { rows, total } = await people.listVendors(query, now());
      return { data: rows.map(toVendorSummary), meta: pageMeta(query, total) };
    },

    async vendor(slug: string): Promise<VendorProfile> {
      const vendor = await people.findVendor(slug, now());
      if (!vendor) throw vendorNotFound();
      return {
        ...toVendorSummary(vendor),
        bio: vendor.bio,
        about: vendor.about,
        website_url: vendor.websiteUrl,
        social_links: vendor.socialLinks,
        past_events_count: vendor.pastEventsCount,
        open_order_forms_count: vendor.openOrderFormsCount,
      };
    },

    /** Public readers; `attendingEventId` narrows to those attending that event. */
    async readers(query: ReaderListQuery, attendingEventId?: string): Promise<ReaderList> {
      const { rows, total } = await people.listReaders(query, attendingEventId);
      return { data: rows.map(toReaderSummary), meta: pageMeta(query, total) };
    },
  };
}

export type PeopleService = ReturnType<typeof peopleService>;

/**
 * What other catalog domains may read of people, by id or slug, without their tables: cards for
 * saved items and search, ids for a seller's stores, a public reader for the reader page.
 */
export function peopleReads({ db, now = () => new Date(), events, stores }: PeopleDeps) {
  const people = peopleRepo(db, { events, stores });
  return {
    async authorsByIds(ids: readonly string[]): Promise<AuthorSummary[]> {
      return (await people.authorsByIds(ids, now())).map(toAuthorSummary);
    },
    /** A page of author cards, exactly as `GET /api/catalog/authors` lists them for `query`. */
    async authors(query: AuthorListQuery): Promise<AuthorSummary[]> {
      return (await people.listAuthors(query, now())).rows.map(toAuthorSummary);
    },
    async vendorsByIds(ids: readonly string[]): Promise<VendorSummary[]> {
      return (await people.vendorsByIds(ids, now())).map(toVendorSummary);
    },
    /** Public readers; `attendingEventId` narrows to those attending that event. */
    async readers(query: ReaderListQuery, attendingEventId?: string): Promise<ReaderList> {
      const { rows, total } = await people.listReaders(query, attendingEventId);
      return { data: rows.map(toReaderSummary), meta: pageMeta(query, total) };
    },
    authorId: (slug: string) => people.authorId(slug),
    vendorId: (slug: string) => people.vendorId(slug),
    /** A public reader by slug (a private one is not found), with the fields of their page. */
    async reader(slug: string) {
      const row = await people.findReader(slug);
      return row && { ...toReaderSummary(row), about: row.about, city: row.city, country_code: row.countryCode };
    },
  };
}

export type PeopleReads = ReturnType<typeof peopleReads>;
