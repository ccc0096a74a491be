import {
  READER_PAGE_EVENTS,
  type AuthorList,
  type AuthorListQuery,
  type AuthorProfile,
  type OrderFormList,
  type OrderFormListQuery,
  type ReaderList,
  type ReaderListQuery,
  type ReaderProfile,
  type VendorList,
  type VendorListQuery,
  type VendorProfile,
} from '@folio/catalog-contract';
import { notFound } from '@folio/server-kit';
import { bookRepo } from './book.repo.js';
import type { CatalogDeps } from './deps.js';
import { eventRepo } from './event.repo.js';
import {
  toAuthorSummary,
  toBook,
  toEventSummary,
  toOrderFormSummary,
  toReaderSummary,
  toVendorSummary,
} from './mappers.js';
import { orderFormRepo } from './order-form.repo.js';
import { peopleRepo } from './people.repo.js';
import { pageMeta } from './sql-helpers.js';

const authorNotFound = () => notFound('Author not found.');
const vendorNotFound = () => notFound('Vendor not found.');

/** Authors, vendors and readers: lists, public pages and sellers' stores. */
export function peopleService({ db, now = () => new Date() }: CatalogDeps) {
  const people = peopleRepo(db);
  const books = bookRepo(db);
  const events = eventRepo(db);
  const forms = orderFormRepo(db);

  async function stores(sellerId: string, query: OrderFormListQuery): Promise<OrderFormList> {
    const at = now();
    const { rows, total } = await forms.forSeller(sellerId, query, at);
    return { data: rows.map((row) => toOrderFormSummary(row, at)), meta: pageMeta(query, total) };
  }

  return {
    async authors(query: AuthorListQuery): Promise<AuthorList> {
      const { rows, total } = await people.listAuthors(query, now());
      return { data: rows.map(toAuthorSummary), meta: pageMeta(query, total) };
    },

    async author(slug: string): Promise<AuthorProfile> {
      const author = await people.findAuthor(slug, now());
      if (!author) throw authorNotFound();
      const authorBooks = await books.byAuthor(author.id);
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

    async authorStores(slug: string, query: OrderFormListQuery): Promise<OrderFormList> {
      const authorId = await people.authorId(slug);
      if (!authorId) throw authorNotFound();
      return stores(authorId, query);
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

    async vendorStores(slug: string, query: OrderFormListQuery): Promise<OrderFormList> {
      const vendorId = await people.vendorId(slug);
      if (!vendorId) throw vendorNotFound();
      return stores(vendorId, query);
    },

    async readers(query: ReaderListQuery): Promise<ReaderList> {
      const { rows, total } = await people.listReaders(query);
      return { data: rows.map(toReaderSummary), meta: pageMeta(query, total) };
    },

    async reader(slug: string): Promise<ReaderProfile> {
      const at = now();
      const reader = await people.findReader(slug, at);
      if (!reader) throw notFound('Reader not found.');
      const attending = await events.forReader(reader.id, at, READER_PAGE_EVENTS);
      return {
        ...toReaderSummary(reader),
        about: reader.about,
        city: reader.city,
        country_code: reader.countryCode,
        events_attending: attending.map((row) => toEventSummary(row, at)),
        upcoming_events_count: reader.upcomingEventsCount,
        past_events_count: reader.pastEventsCount,
      };
    },
  };
}

export type PeopleService = ReturnType<typeof peopleService>;
